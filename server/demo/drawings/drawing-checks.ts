/**
 * What the drawings' tests share (no test tooling here: each test asserts on the answers): a strict XML check, the
 * problems of a served SVG, a guard proving a renderer never reads the clock or Math.random, and the fixtures.
 */
import type { BagInput } from './bag/render.ts';
import type { BannerInput } from './banner.ts';
import type { JewelryInput } from './jewelry/render.ts';
import type { WatchInput } from './watch/drawing.ts';

const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
const NAME = '[A-Za-z_][\\w:.-]*';
const ATTR = new RegExp(`\\s+(${NAME})\\s*=\\s*("[^"]*"|'[^']*')`, 'gy');

function checkEntities(text: string, where: string, errors: string[]): void {
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    if (!ENTITY.test(text.slice(i))) errors.push(`bare & in ${where}: ${text.slice(i, i + 20)}`);
  }
}

/**
 * A minimal, strict XML well-formedness check: tag balance, a single root,
 * quoted and unique attributes, no raw "<" or bare "&" in text or values.
 * Returns the list of problems (empty when well formed) and the ids/references seen.
 */
export function checkXml(xml: string): { errors: string[]; ids: string[]; refs: string[] } {
  const errors: string[] = [];
  const ids: string[] = [];
  const refs: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = lt === -1 ? xml.slice(i) : xml.slice(i, lt);
    if (text) {
      if (stack.length === 0 && text.trim()) errors.push(`text outside the root: ${text.slice(0, 20)}`);
      if (text.includes('>')) errors.push(`raw > in text: ${text.slice(0, 30)}`);
      checkEntities(text, 'text', errors);
    }
    if (lt === -1) break;
    if (xml.startsWith('<!--', lt)) {
      const end = xml.indexOf('-->', lt + 4);
      if (end === -1) {
        errors.push('unterminated comment');
        break;
      }
      i = end + 3;
      continue;
    }
    const closing = xml[lt + 1] === '/';
    const nameRe = new RegExp(NAME, 'y');
    nameRe.lastIndex = lt + (closing ? 2 : 1);
    const m = nameRe.exec(xml);
    if (!m) {
      errors.push(`stray < at ${lt}: ${xml.slice(lt, lt + 20)}`);
      break;
    }
    const name = m[0];
    let pos = nameRe.lastIndex;
    if (closing) {
      const end = /\s*>/y;
      end.lastIndex = pos;
      if (!end.exec(xml)) {
        errors.push(`bad closing tag </${name}`);
        break;
      }
      const open = stack.pop();
      if (open !== name) errors.push(`</${name}> closes <${open ?? 'nothing'}>`);
      i = end.lastIndex;
      continue;
    }
    const seen = new Set<string>();
    ATTR.lastIndex = pos;
    for (let a = ATTR.exec(xml); a; a = ATTR.exec(xml)) {
      const [, attr, quoted] = a as unknown as [string, string, string];
      const value = quoted.slice(1, -1);
      if (seen.has(attr)) errors.push(`duplicate attribute ${attr} on <${name}>`);
      seen.add(attr);
      if (value.includes('<')) errors.push(`< in attribute ${attr}`);
      checkEntities(value, `attribute ${attr}`, errors);
      if (attr === 'id') ids.push(value);
      if (attr === 'href' || attr === 'xlink:href') refs.push(value.replace(/^#/, ''));
      for (const u of value.matchAll(/url\(#([^)]+)\)/g)) refs.push(u[1]!);
      pos = ATTR.lastIndex;
    }
    const end = /\s*(\/?)>/y;
    end.lastIndex = pos;
    const e = end.exec(xml);
    if (!e) {
      errors.push(`malformed tag <${name} near: ${xml.slice(pos, pos + 30)}`);
      break;
    }
    if (stack.length === 0) roots++;
    if (!e[1]) stack.push(name);
    i = end.lastIndex;
  }
  if (stack.length) errors.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) errors.push(`expected one root element, found ${roots}`);
  return { errors, ids, refs };
}

/**
 * Everything wrong with a served picture (empty when it is fine): well-formedness, size, accessibility (`decorative`:
 * artwork without any text, the banners: aria-hidden, no <title>, no <text>), unique ids that every reference
 * resolves, and nothing external, scripted or rastered.
 */
export function svgProblems(svg: string, width: number, height: number, decorative = false): string[] {
  const { errors, ids, refs } = checkXml(svg);
  const problems = [...errors];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) problems.push('not an SVG document');
  if (!new RegExp(`^<svg [^>]*width="${width}" height="${height}"`).test(svg)) problems.push(`not ${width}×${height}`);
  if (decorative) {
    if (!/^<svg [^>]*aria-hidden="true"/.test(svg)) problems.push('decorative but not aria-hidden');
    if (/<(text|tspan|title|desc)\b/.test(svg)) problems.push('decorative but carries text');
  } else {
    if (!/^<svg [^>]*role="img"/.test(svg)) problems.push('no role="img"');
    if (!/^<svg [^>]*><title>[^<]+<\/title>/.test(svg)) problems.push('no <title> first');
  }
  // ids are unique and every reference resolves
  if (new Set(ids).size !== ids.length) problems.push('duplicate ids');
  const missing = refs.filter((ref) => !ids.includes(ref));
  if (missing.length) problems.push(`unresolved references: ${missing.join(', ')}`);
  // no rasters, scripts or external resources
  if (/<image|<script|<foreignObject|https?:\/\/(?!www\.w3\.org\/2000\/svg)/.test(svg)) problems.push('raster, script or external resource');
  if (/NaN|Infinity|undefined/.test(svg)) problems.push('NaN, Infinity or undefined in the output');
  return problems;
}

export const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
export const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];

/** Run fn with Math.random and Date made unusable, to prove the renderers never touch them. */
export function withoutClockOrRandom<T>(fn: () => T): T {
  const random = Math.random;
  const now = Date.now;
  const RealDate = Date;
  Math.random = () => {
    throw new Error('Math.random used');
  };
  Date.now = () => {
    throw new Error('Date.now used');
  };
  globalThis.Date = new Proxy(RealDate, {
    construct() {
      throw new Error('new Date used');
    },
  });
  try {
    return fn();
  } finally {
    Math.random = random;
    Date.now = now;
    globalThis.Date = RealDate;
  }
}

/* ------------------------------------------------------------------ fixtures */

export const WATCHES: Omit<WatchInput, 'view' | 'variant'>[] = [
  { id: 1, brand: 'Rolex', model: 'Submariner Date', dialColor: 'чёрный', caseMaterial: 'Oystersteel', strapMaterial: 'Oyster bracelet', diameterMm: 41 },
  { id: 2, brand: 'Patek Philippe', model: 'Nautilus 5711/1A', dialColor: 'blue', caseMaterial: 'Stainless steel', strapMaterial: 'Steel bracelet', diameterMm: 40 },
  { id: 3, brand: 'Cartier', model: 'Tank Louis Cartier', dialColor: 'серебристый', caseMaterial: 'Yellow gold', strapMaterial: 'Brown alligator', diameterMm: 33.7 },
  { id: 4, brand: 'A. Lange & Söhne', model: 'Lange 1', dialColor: 'шампань', caseMaterial: 'Розовое золото', strapMaterial: 'Кожа аллигатора', diameterMm: 38.5 },
  { id: 5, brand: 'Omega', model: 'Speedmaster Moonwatch Chronograph', dialColor: 'black', caseMaterial: 'Steel', strapMaterial: 'Steel bracelet', diameterMm: 42 },
  { id: 6, brand: 'Rolex', model: 'Datejust 36', dialColor: 'mother-of-pearl', caseMaterial: 'Steel and Everose gold', strapMaterial: 'Jubilee bracelet steel and gold', diameterMm: 36 },
  { id: 7, brand: 'Audemars Piguet', model: 'Royal Oak Selfwinding', dialColor: 'grey', caseMaterial: 'Black ceramic', strapMaterial: 'Ceramic bracelet', diameterMm: 41 },
  { id: 8, brand: 'Rolex', model: 'GMT-Master II Pepsi', dialColor: 'black', caseMaterial: 'White gold', strapMaterial: 'Oyster bracelet', diameterMm: 40 },
  { id: 9, brand: 'Vacheron Constantin', model: 'Patrimony', dialColor: 'white', caseMaterial: 'Platinum', strapMaterial: 'Black alligator', diameterMm: 40 },
  { id: 10, brand: 'Hublot', model: 'Classic Fusion', dialColor: 'skeleton', caseMaterial: 'Titanium', strapMaterial: 'Black rubber', diameterMm: 45 },
  { id: 11, brand: 'Panerai', model: 'Luminor Marina', dialColor: 'коричневый', caseMaterial: 'Бронза', strapMaterial: 'Телячья кожа', diameterMm: 47 },
  { id: 12, brand: 'Jaeger-LeCoultre', model: 'Reverso Classic', dialColor: 'лососевый', caseMaterial: 'Sedna gold', strapMaterial: 'Blue leather', diameterMm: 28 },
  { id: 13, brand: 'Cartier', model: 'Santos de Cartier', dialColor: 'голубой', caseMaterial: 'Steel', strapMaterial: 'Steel bracelet', diameterMm: 39.8 },
  { id: 14, brand: 'Rolex', model: 'Cosmograph Daytona', dialColor: 'white', caseMaterial: 'Yellow gold', strapMaterial: 'Oysterflex', diameterMm: 40 },
  { id: 15, brand: 'Breguet', model: 'Classique 7147', dialColor: 'бордовый', caseMaterial: 'white gold', strapMaterial: 'NATO fabric', diameterMm: 40 },
  { id: 16, brand: 'Vacheron Constantin', model: 'Overseas Dual Time', dialColor: 'зелёный', caseMaterial: 'Titanium', strapMaterial: '', diameterMm: 41 },
];

export const JEWELRY: Omit<JewelryInput, 'view' | 'variant'>[] = [
  { id: 101, brand: 'Cartier', model: 'Solitaire 1895', typeName: 'кольцо', metal: 'Platinum', stone: 'бриллиант' },
  { id: 102, brand: 'Bulgari', model: 'Serpenti', typeName: 'Ring', metal: 'Rose gold', stone: 'Emerald' },
  { id: 103, brand: 'Tiffany & Co.', model: 'Victoria', typeName: 'браслет', metal: 'white gold', stone: 'sapphire' },
  { id: 104, brand: 'Van Cleef & Arpels', model: 'Riviera', typeName: 'колье', metal: 'white gold', stone: null },
  { id: 105, brand: 'Chopard', model: 'Happy Hearts', typeName: 'подвеска', metal: 'yellow gold', stone: 'ruby' },
  { id: 106, brand: 'Graff', model: 'Pear drops', typeName: 'серьги', metal: null, stone: 'sapphire' },
  { id: 107, brand: 'Boucheron', model: 'Flora', typeName: 'брошь', metal: null, stone: null },
  { id: 108, brand: 'Mikimoto', model: 'Akoya strand', typeName: 'necklace', metal: 'yellow gold', stone: 'Pearl' },
  { id: 109, brand: 'Messika', model: 'Move', typeName: 'earrings', metal: 'rose gold', stone: 'onyx' },
  { id: 110, brand: 'Piaget', model: 'Possession', typeName: 'pendant', metal: 'white gold', stone: 'emerald' },
];

export const BAGS: Omit<BagInput, 'view' | 'variant'>[] = [
  { id: 201, brand: 'Hermès', model: 'Birkin 30', color: 'Gold', material: 'Togo, gold hardware' },
  { id: 202, brand: 'Hermès', model: 'Kelly 28', color: 'Noir', material: 'Epsom, palladium hardware' },
  { id: 203, brand: 'Chanel', model: 'Classic Flap Medium', color: 'чёрный', material: 'caviar' },
  { id: 204, brand: 'Louis Vuitton', model: 'Neverfull MM', color: 'brown', material: 'Monogram canvas' },
  { id: 205, brand: 'Bottega Veneta', model: 'The Pouch clutch', color: 'зелёный', material: 'lambskin' },
  { id: 206, brand: 'Dior', model: 'Lady Dior', color: 'pink', material: 'lambskin cannage' },
  { id: 207, brand: 'Hermès', model: 'Birkin 25', color: 'bordeaux', material: 'Porosus crocodile' },
  { id: 208, brand: 'Fendi', model: 'Peekaboo', color: null, material: null },
  { id: 209, brand: 'Hermès', model: 'Kelly 25', color: 'etoupe', material: 'Autruche (ostrich)' },
];

export const BANNERS: Omit<BannerInput, 'variant'>[] = [
  { id: 1, title: 'Новая коллекция Patek Philippe', subtitle: 'Москва · Дубай' },
  { id: 2, title: 'The Art of Haute Horlogerie', subtitle: null },
  {
    id: 3,
    title: 'Vintage Rolex Submariner & GMT-Master: the definitive collectors’ selection of the season',
    subtitle: 'Certified pre-owned, full sets with box and papers, serviced by our master watchmakers in Geneva',
  },
];

export const VIEWS = [0, 1, 2, 3];
export const VARIANTS = ['full', 'thumb'] as const;
