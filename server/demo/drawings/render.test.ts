import { describe, it, expect } from 'vitest';
import {
  bagShape,
  dialColor,
  escapeXml,
  jewelryType,
  metalKind,
  renderBag,
  renderBanner,
  renderJewelry,
  renderWatch,
  type BagInput,
  type BannerInput,
  type JewelryInput,
  type WatchInput,
} from './render.ts';

/* ------------------------------------------------------------------ helpers */

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
function checkXml(xml: string): { errors: string[]; ids: string[]; refs: string[] } {
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

/** `decorative`: artwork without any text (banners): aria-hidden, no <title>, no <text>. */
function expectValidSvg(svg: string, w: number, h: number, decorative = false): void {
  const { errors, ids, refs } = checkXml(svg);
  expect(errors).toEqual([]);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${w}" height="${h}"`));
  if (decorative) {
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg).not.toMatch(/<(text|tspan|title|desc)\b/);
  } else {
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toMatch(/^<svg [^>]*><title>[^<]+<\/title>/);
  }
  // ids are unique and every reference resolves
  expect(new Set(ids).size).toBe(ids.length);
  const missing = refs.filter((r) => !ids.includes(r));
  expect(missing).toEqual([]);
  // no rasters, scripts or external resources
  expect(svg).not.toMatch(/<image|<script|<foreignObject|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  expect(svg).not.toMatch(/NaN|Infinity|undefined/);
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];

/** Run fn with Math.random and Date made unusable, to prove the renderers never touch them. */
function withoutClockOrRandom<T>(fn: () => T): T {
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

const WATCHES: Omit<WatchInput, 'view' | 'variant'>[] = [
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

const JEWELRY: Omit<JewelryInput, 'view' | 'variant'>[] = [
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

const BAGS: Omit<BagInput, 'view' | 'variant'>[] = [
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

const BANNERS: Omit<BannerInput, 'variant'>[] = [
  { id: 1, title: 'Новая коллекция Patek Philippe', subtitle: 'Москва · Дубай' },
  { id: 2, title: 'The Art of Haute Horlogerie', subtitle: null },
  {
    id: 3,
    title: 'Vintage Rolex Submariner & GMT-Master: the definitive collectors’ selection of the season',
    subtitle: 'Certified pre-owned, full sets with box and papers, serviced by our master watchmakers in Geneva',
  },
];

const VIEWS = [0, 1, 2, 3];
const VARIANTS = ['full', 'thumb'] as const;

/* ------------------------------------------------------------------ tests */

describe('escapeXml', () => {
  it('escapes the five XML specials and drops characters XML forbids', () => {
    expect(escapeXml(`A. Lange & Söhne <script>"x"'y'</script>`)).toBe(
      'A. Lange &amp; Söhne &lt;script&gt;&quot;x&quot;&apos;y&apos;&lt;/script&gt;',
    );
    expect(escapeXml('a\u0000b\u0007c\uD800d')).toBe('abc\uFFFDd');
    expect(escapeXml(null)).toBe('');
  });
});

describe('renderWatch', () => {
  it('is well-formed, accessible and within budget for every composition', () => {
    for (const w of WATCHES)
      for (const view of VIEWS)
        for (const variant of VARIANTS) {
          const svg = renderWatch({ ...w, view, variant });
          const size = variant === 'full' ? 1200 : 320;
          expectValidSvg(svg, size, size);
          expect(svg).toContain('viewBox="0 0 1200 1200"');
          expect(titleOf(svg)).toBe(escapeXml(`${w.brand} ${w.model}`));
          expect(bytes(svg), `${w.brand} ${w.model} v${view} ${variant}`).toBeLessThan(variant === 'full' ? 12_000 : 4_000);
        }
  });

  it('is deterministic and never uses Math.random or Date', () => {
    for (const w of WATCHES.slice(0, 6))
      for (const view of VIEWS) {
        const input = { ...w, view, variant: 'full' as const };
        const a = withoutClockOrRandom(() => renderWatch(input));
        const b = withoutClockOrRandom(() => renderWatch({ ...input }));
        expect(a).toBe(b);
      }
  });

  it('differs by id and by view', () => {
    const base = { ...WATCHES[0]!, view: 0, variant: 'full' as const };
    const a = renderWatch(base);
    expect(renderWatch({ ...base, id: 999 })).not.toBe(a);
    const views = new Set(VIEWS.map((view) => renderWatch({ ...base, view })));
    expect(views.size).toBe(4);
  });

  it('thumbnail is smaller than the full image', () => {
    for (const w of WATCHES)
      for (const view of VIEWS) {
        const full = renderWatch({ ...w, view, variant: 'full' });
        const thumb = renderWatch({ ...w, view, variant: 'thumb' });
        expect(bytes(thumb)).toBeLessThan(bytes(full));
        expect(thumb).toMatch(/^<svg [^>]*width="320" height="320"/);
      }
  });

  it('escapes brand and model text (A. Lange & Söhne, <script>)', () => {
    const svg = renderWatch({
      ...WATCHES[0]!, // black dial: baton indices, so the model is printed on the dial
      brand: 'A. Lange & Söhne',
      model: `<script>alert("x")</script> 'Up/Down'`,
      view: 0,
      variant: 'full',
    });
    expectValidSvg(svg, 1200, 1200);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('A. Lange &amp; Söhne');
    expect(svg).toContain('&lt;SCRIPT&gt;'); // the model line on the dial is upper-cased
    expect(titleOf(svg)).toBe('A. Lange &amp; Söhne &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &apos;Up/Down&apos;');
    // the caseback engraves the brand as well
    const back = renderWatch({ ...WATCHES[3]!, view: 2, variant: 'full' });
    expectValidSvg(back, 1200, 1200);
    expect(back).toContain('A. LANGE &amp; SÖHNE');
  });

  it('maps each dial colour name (Russian and English) to its own fill', () => {
    const pairs: [string, ...string[]][] = [
      ['black', 'чёрный', 'черный'],
      ['blue', 'синий'],
      ['green', 'зелёный'],
      ['white', 'белый'],
      ['silver', 'серебристый'],
      ['champagne', 'шампань'],
      ['grey', 'серый', 'gray'],
      ['brown', 'коричневый'],
      ['burgundy', 'бордовый'],
      ['ice blue', 'голубой'],
      ['salmon', 'лососевый'],
      ['mother-of-pearl', 'перламутровый'],
      ['skeleton', 'скелетон'],
      ['navy', ''],
    ];
    const bases = pairs.map(([en, ...ru]) => {
      const base = dialColor(en).base;
      for (const other of ru) expect(dialColor(other).base, other).toBe(base);
      return base;
    });
    expect(new Set(bases).size).toBe(pairs.length);
    // unknown names fall back to deep navy
    expect(dialColor('pantone 19-4052').base).toBe(dialColor('navy').base);
    // and the rendered dial really uses that colour
    for (const [en] of pairs) {
      const svg = renderWatch({ ...WATCHES[8]!, dialColor: en, view: 0, variant: 'full' });
      expect(svg, en).toContain(dialColor(en).base);
    }
  });

  it('maps case materials to metal families', () => {
    expect(metalKind('Oystersteel')).toBe('steel');
    expect(metalKind('Stainless steel')).toBe('steel');
    expect(metalKind('White gold')).toBe('white');
    expect(metalKind('Platinum')).toBe('white');
    expect(metalKind('Yellow gold')).toBe('yellow');
    expect(metalKind('Жёлтое золото')).toBe('yellow');
    expect(metalKind('Everose gold')).toBe('rose');
    expect(metalKind('Sedna gold')).toBe('rose');
    expect(metalKind('Розовое золото')).toBe('rose');
    expect(metalKind('Titanium')).toBe('titanium');
    expect(metalKind('Black ceramic')).toBe('black');
    expect(metalKind('Carbon')).toBe('black');
    expect(metalKind('Bronze')).toBe('bronze');
  });

  it('draws metal links for bracelets and a stitched strap for leather', () => {
    const bracelet = renderWatch({ ...WATCHES[0]!, view: 0, variant: 'full' });
    const leather = renderWatch({ ...WATCHES[2]!, view: 0, variant: 'full' });
    expect(bracelet).toContain('<pattern'); // link seams
    expect(leather).toContain('stroke-dasharray="11 8"'); // stitching
  });

  it('scales the case gently with the diameter', () => {
    const radius = (d: number) => {
      const svg = renderWatch({ ...WATCHES[8]!, diameterMm: d, view: 0, variant: 'full' });
      return Number(/<circle r="(\d+(?:\.\d+)?)" fill="url\(#[^)]+m\)"/.exec(svg)?.[1]);
    };
    expect(radius(28)).toBeLessThan(radius(40));
    expect(radius(40)).toBeLessThan(radius(47));
    expect(radius(47) / radius(28)).toBeLessThan(1.4);
    expect(radius(10)).toBe(radius(28));
    expect(radius(Number.NaN)).toBe(radius(40));
  });
});

describe('renderJewelry', () => {
  it('is well-formed, deterministic and within budget', () => {
    for (const j of JEWELRY)
      for (const view of VIEWS)
        for (const variant of VARIANTS) {
          const input = { ...j, view, variant };
          const svg = withoutClockOrRandom(() => renderJewelry(input));
          const size = variant === 'full' ? 1200 : 320;
          expectValidSvg(svg, size, size);
          expect(renderJewelry({ ...input })).toBe(svg);
          expect(titleOf(svg)).toBe(escapeXml(`${j.brand} ${j.model}`));
          expect(bytes(svg)).toBeLessThan(variant === 'full' ? 12_000 : 4_000);
          if (variant === 'thumb') expect(bytes(svg)).toBeLessThan(bytes(renderJewelry({ ...input, variant: 'full' })));
        }
  });

  it('recognises Russian and English type names', () => {
    expect(jewelryType('кольцо')).toBe('ring');
    expect(jewelryType('Bracelet')).toBe('bracelet');
    expect(jewelryType('колье')).toBe('necklace');
    expect(jewelryType('серьги')).toBe('earrings');
    expect(jewelryType('подвеска')).toBe('pendant');
    expect(jewelryType('брошь')).toBe('brooch');
  });

  it('colours the stones', () => {
    const ring = (stone: string | null) => renderJewelry({ ...JEWELRY[0]!, stone, view: 0, variant: 'full' });
    expect(ring('emerald')).toContain('#1c8a58');
    expect(ring('сапфир')).toContain('#1f4fb5');
    expect(ring('Ruby')).toContain('#b3123a');
    expect(ring(null)).toBe(ring('diamond'));
  });

  it('differs by id and view and escapes text', () => {
    const base = { ...JEWELRY[2]!, view: 0, variant: 'full' as const };
    expect(renderJewelry({ ...base, id: 1 })).not.toBe(renderJewelry(base));
    expect(renderJewelry({ ...base, view: 1 })).not.toBe(renderJewelry(base));
    const svg = renderJewelry({ ...base, brand: '<script>&"', model: "O'Neil" });
    expectValidSvg(svg, 1200, 1200);
    expect(svg).not.toContain('<script');
  });
});

describe('renderBag', () => {
  it('is well-formed, deterministic and within budget', () => {
    for (const b of BAGS)
      for (const view of VIEWS)
        for (const variant of VARIANTS) {
          const input = { ...b, view, variant };
          const svg = withoutClockOrRandom(() => renderBag(input));
          const size = variant === 'full' ? 1200 : 320;
          expectValidSvg(svg, size, size);
          expect(renderBag({ ...input })).toBe(svg);
          expect(titleOf(svg)).toBe(escapeXml(`${b.brand} ${b.model}`));
          expect(bytes(svg)).toBeLessThan(variant === 'full' ? 12_000 : 4_000);
          if (variant === 'thumb') expect(bytes(svg)).toBeLessThan(bytes(renderBag({ ...input, variant: 'full' })));
        }
  });

  it('chooses the silhouette from the model name', () => {
    expect(bagShape('Birkin 30')).toBe('birkin');
    expect(bagShape('Kelly 25')).toBe('kelly');
    expect(bagShape('Classic Flap')).toBe('flap');
    expect(bagShape('Neverfull MM')).toBe('tote');
    expect(bagShape('Pochette clutch')).toBe('clutch');
    expect(bagShape('Lady Dior')).toBe('lady');
  });

  it('escapes Hermès-style names and differs by id/view', () => {
    const base = { ...BAGS[0]!, view: 0, variant: 'full' as const };
    const svg = renderBag(base);
    expect(titleOf(svg)).toBe('Hermès Birkin 30');
    expect(renderBag({ ...base, id: 5 })).not.toBe(svg);
    expect(renderBag({ ...base, view: 3 })).not.toBe(svg);
    const evil = renderBag({ ...base, brand: 'A & B <script>', model: '"Kelly"' });
    expectValidSvg(evil, 1200, 1200);
    expect(evil).not.toContain('<script');
  });
});

describe('renderBanner', () => {
  it('is wide, well-formed, deterministic and carries no text at all (the page shows the title as HTML)', () => {
    for (const b of BANNERS) {
      const full = withoutClockOrRandom(() => renderBanner({ ...b, variant: 'full' }));
      const thumb = renderBanner({ ...b, variant: 'thumb' });
      expectValidSvg(full, 1600, 640, true);
      expectValidSvg(thumb, 480, 192, true);
      expect(full).toContain('viewBox="0 0 1600 640"');
      expect(renderBanner({ ...b, variant: 'full' })).toBe(full);
      expect(bytes(thumb)).toBeLessThan(bytes(full));
      expect(bytes(full)).toBeLessThan(12_000);
      expect(bytes(thumb)).toBeLessThan(4_000);
      for (const word of [...b.title.split(/\s+/), ...(b.subtitle ?? '').split(/\s+/)].filter((w) => w.length > 3)) {
        expect(full).not.toContain(word);
        expect(full).not.toContain(word.toUpperCase());
      }
    }
    const evil = renderBanner({ id: 9, title: 'A. Lange & Söhne <script>alert(1)</script>', subtitle: `"quoted" & 'single'`, variant: 'full' });
    expectValidSvg(evil, 1600, 640, true);
    expect(evil).not.toMatch(/script|Lange|quoted/);
    expect(renderBanner({ ...BANNERS[0]!, id: 42, variant: 'full' })).not.toBe(renderBanner({ ...BANNERS[0]!, variant: 'full' }));
  });
});

describe('robustness', () => {
  it('stays valid and within budget for absurdly long or odd input', () => {
    const long = 'Ω&<"\'' + 'Très Long Nom '.repeat(80);
    for (const variant of VARIANTS)
      for (const view of VIEWS) {
        const size = variant === 'full' ? 1200 : 320;
        const budget = variant === 'full' ? 12_000 : 4_000;
        const w = renderWatch({ ...WATCHES[4]!, brand: long, model: long, dialColor: long, caseMaterial: long, strapMaterial: long, diameterMm: 1e9, view: view + 40, variant });
        const j = renderJewelry({ ...JEWELRY[3]!, brand: long, model: long, typeName: long, metal: long, stone: long, view: -view, variant });
        const b = renderBag({ ...BAGS[0]!, brand: long, model: long, color: long, material: long, view: Number.NaN, variant });
        for (const svg of [w, j, b]) {
          expectValidSvg(svg, size, size);
          expect(bytes(svg)).toBeLessThan(budget);
        }
      }
    const banner = renderBanner({ id: 1, title: long.repeat(20), subtitle: long.repeat(20), variant: 'full' });
    expectValidSvg(banner, 1600, 640, true);
    expect(bytes(banner)).toBeLessThan(12_000);
  });
});

describe('checkXml (the test helper itself)', () => {
  it('rejects malformed documents', () => {
    expect(checkXml('<svg><g></svg>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg a="1" a="2"/>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg><text>A & B</text></svg>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg><text>a < b</text></svg>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg/><svg/>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg><text x=1>t</text></svg>').errors.length).toBeGreaterThan(0);
    expect(checkXml('<svg><text x="1">A &amp; B &#233;</text></svg>').errors).toEqual([]);
  });
});
