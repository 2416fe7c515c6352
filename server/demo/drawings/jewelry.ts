/**
 * Jewelry renderer: a stylised piece (ring, bracelet, necklace, earrings,
 * pendant or brooch) in its metal colour with faceted, sparkling stones.
 */
import {
  type Metal,
  type Random,
  type Variant,
  darken,
  escapeXml,
  idPrefix,
  lighten,
  byteLength,
  clip,
  metalGradient,
  metalKind,
  metalPalette,
  svgNumber,
  norm,
  normView,
  pick,
  polar,
  productCanvas,
  seeded,
  shadowFilter,
  studioBackground,
  svgDocument,
  textWidthEm,
} from '../../media/svg.ts';

export interface JewelryInput {
  id: number;
  view: number;
  brand: string;
  model: string;
  typeName: string;
  metal: string | null;
  stone: string | null;
  variant: Variant;
}

/** Thumbnails past this many bytes are redrawn with fewer stones. */
const THUMB_BUDGET = 3900;

export type JewelryType = 'ring' | 'bracelet' | 'necklace' | 'earrings' | 'pendant' | 'brooch';

export function jewelryType(typeName: string | null | undefined): JewelryType {
  const text = norm(typeName);
  if (/bracelet|bangle|браслет|cuff|манжет/.test(text)) return 'bracelet';
  if (/necklace|колье|ожерел|choker|чокер|sautoir|riviera|ривьер/.test(text)) return 'necklace';
  if (/earring|серьг|серег|пусет|stud|hoop|кафф|cuff earring|clip/.test(text)) return 'earrings';
  if (/pendant|подвес|кулон|медальон|locket|charm|шарм/.test(text)) return 'pendant';
  if (/brooch|брош|pin|булавк/.test(text)) return 'brooch';
  return 'ring';
}

export interface StoneSpec {
  key: string;
  base: string;
  light: string;
  dark: string;
  kind: 'facet' | 'pearl' | 'opaque';
}

const STONES: readonly (readonly [RegExp, StoneSpec])[] = [
  [/emerald|изумруд|tsavorite|цаворит/, { key: 'emerald', base: '#1c8a58', light: '#7fe0b0', dark: '#0a4029', kind: 'facet' }],
  [/sapphire|сапфир|tanzanite|танзанит/, { key: 'sapphire', base: '#1f4fb5', light: '#86aaff', dark: '#0b1f5e', kind: 'facet' }],
  [/ruby|рубин|spinel|шпинел/, { key: 'ruby', base: '#b3123a', light: '#ff7c98', dark: '#560819', kind: 'facet' }],
  [/pearl|жемчуг|перл/, { key: 'pearl', base: '#f3ede4', light: '#ffffff', dark: '#cbbfae', kind: 'pearl' }],
  [/amethyst|аметист/, { key: 'amethyst', base: '#7b3fa8', light: '#c99af0', dark: '#3b1657', kind: 'facet' }],
  [/aquamarine|аквамарин|topaz|топаз/, { key: 'aquamarine', base: '#6fc3dd', light: '#d6f3fb', dark: '#2f7d96', kind: 'facet' }],
  [/citrine|цитрин|yellow diamond|желт/, { key: 'citrine', base: '#e7b52f', light: '#fff0b3', dark: '#94640d', kind: 'facet' }],
  [/morganite|морганит|pink|розов|kunzite/, { key: 'morganite', base: '#eaa0b4', light: '#fde1e9', dark: '#a65a72', kind: 'facet' }],
  [/garnet|гранат|rhodolite/, { key: 'garnet', base: '#7d1020', light: '#d2495c', dark: '#3a050d', kind: 'facet' }],
  [/onyx|оникс|black|черн/, { key: 'onyx', base: '#17171a', light: '#5b5c62', dark: '#000000', kind: 'opaque' }],
  [/malachite|малахит|jade|нефрит/, { key: 'malachite', base: '#1f7a4f', light: '#5fc08d', dark: '#0b3d25', kind: 'opaque' }],
  [/turquoise|бирюз/, { key: 'turquoise', base: '#3fb8b0', light: '#a6ebe4', dark: '#1c6d68', kind: 'opaque' }],
  [/mother|перламутр|nacre/, { key: 'nacre', base: '#f1ebe6', light: '#ffffff', dark: '#c9c2d3', kind: 'pearl' }],
  [/diamond|бриллиант|алмаз/, { key: 'diamond', base: '#dfe6ee', light: '#ffffff', dark: '#7d8ea4', kind: 'facet' }],
];

const DIAMOND = STONES[STONES.length - 1]![1];

export function stoneSpec(stone: string | null | undefined): StoneSpec {
  const text = norm(stone);
  if (!text) return DIAMOND;
  for (const [pattern, spec] of STONES) if (pattern.test(text)) return spec;
  return DIAMOND;
}

interface JewelryDrawing {
  prefix: string;
  thumb: boolean;
  /** Over-budget thumbnail: fewer stones. */
  lite: boolean;
  random: Random;
  metal: Metal;
  stone: StoneSpec;
  defs: string[];
  once: Set<string>;
}

/* ------------------------------------------------------------ gem library (unit size 50) */

function gemDefs(drawing: JewelryDrawing, spec: StoneSpec, suffix: string): void {
  const { prefix, thumb } = drawing;
  const id = `${prefix}g${suffix}`;
  if (drawing.once.has(id)) return;
  drawing.once.add(id);
  const stone = spec;
  if (stone.kind === 'pearl') {
    drawing.defs.push(
      `<radialGradient id="${id}f" cx=".38" cy=".34" r=".7"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="${stone.base}"/>` +
        `<stop offset=".8" stop-color="${darken(stone.dark, 0.05)}"/><stop offset="1" stop-color="#e9d9df"/></radialGradient>`,
      `<g id="${id}"><circle r="50" fill="url(#${id}f)"/><ellipse cx="-16" cy="-18" rx="12" ry="8" fill="#fff" opacity=".8" transform="rotate(-35 -16 -18)"/></g>`,
    );
    return;
  }
  drawing.defs.push(
    `<radialGradient id="${id}f" cx=".4" cy=".36" r=".75"><stop offset="0" stop-color="${stone.light}"/><stop offset=".5" stop-color="${stone.base}"/>` +
      `<stop offset="1" stop-color="${stone.dark}"/></radialGradient>`,
  );
  if (stone.kind === 'opaque') {
    drawing.defs.push(`<g id="${id}"><circle r="50" fill="url(#${id}f)"/><ellipse cx="-15" cy="-20" rx="16" ry="9" fill="#fff" opacity=".45"/></g>`);
    return;
  }
  // round brilliant seen from above: table, star and kite facets
  let table = '';
  let rays = '';
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(27, i * 45 + 22.5);
    table += `${i ? 'L' : 'M'}${svgNumber(x)} ${svgNumber(y)}`;
    const [girdleX, girdleY] = polar(50, i * 45 + 22.5);
    const [edgeX, edgeY] = polar(50, i * 45);
    rays += `M${svgNumber(x)} ${svgNumber(y)}L${svgNumber(girdleX)} ${svgNumber(girdleY)}M${svgNumber(x)} ${svgNumber(y)}L${svgNumber(edgeX)} ${svgNumber(edgeY)}`;
  }
  const facetCol = stone.key === 'diamond' ? '#7b8fa8' : lighten(stone.base, 0.45);
  let gem = `<circle r="50" fill="url(#${id}f)"/>`;
  if (!thumb) gem += `<path d="${rays}" stroke="${facetCol}" stroke-width="1.6" opacity=".8"/>`;
  gem += `<path d="${table}Z" fill="#fff" fill-opacity=".16" stroke="${facetCol}" stroke-width="2"/>`;
  gem += `<path d="M-30 -8L-12 -30L2 -24L-22 2Z" fill="#fff" opacity=".7"/>`;
  drawing.defs.push(`<g id="${id}">${gem}</g>`);
}

function gemUse(drawing: JewelryDrawing, suffix: string, x: number, y: number, radius: number): string {
  return `<use href="#${drawing.prefix}g${suffix}" transform="translate(${svgNumber(x)} ${svgNumber(y)})scale(${Math.round((radius / 50) * 1000) / 1000})"/>`;
}

/** Pear / drop stone, unit height 100 (top at -50). */
function pearDefs(drawing: JewelryDrawing, spec: StoneSpec): string {
  const id = `${drawing.prefix}pr`;
  if (!drawing.once.has(id)) {
    drawing.once.add(id);
    drawing.defs.push(
      `<linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.light}"/><stop offset=".45" stop-color="${spec.base}"/><stop offset="1" stop-color="${spec.dark}"/></linearGradient>`,
    );
    const body = 'M0 -50C14 -30 36 -4 36 16A36 36 0 0 1 -36 16C-36 -4 -14 -30 0 -50Z';
    let gem = `<path d="${body}" fill="url(#${id}f)"/>`;
    if (spec.kind === 'facet') {
      const facetColour = spec.key === 'diamond' ? '#7b8fa8' : lighten(spec.base, 0.45);
      if (!drawing.thumb) gem += `<path d="M0 -50L0 40M-36 16L36 16M-28 -8L0 6L28 -8M-30 36L0 6L30 36" stroke="${facetColour}" stroke-width="1.5" opacity=".8" fill="none"/>`;
      gem += `<path d="M-14 -14L0 -32L6 -20L-8 2Z" fill="#fff" opacity=".65"/>`;
    }
    drawing.defs.push(`<g id="${id}">${gem}</g>`);
  }
  return id;
}

/** Emerald (step) cut, unit 100×70. */
function emeraldCutDefs(drawing: JewelryDrawing, spec: StoneSpec): string {
  const id = `${drawing.prefix}ec`;
  if (!drawing.once.has(id)) {
    drawing.once.add(id);
    drawing.defs.push(
      `<linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.light}"/><stop offset=".5" stop-color="${spec.base}"/><stop offset="1" stop-color="${spec.dark}"/></linearGradient>`,
    );
    const oct = (halfWidth: number, halfHeight: number, corner: number) => `M${-halfWidth + corner} ${-halfHeight}H${halfWidth - corner}L${halfWidth} ${-halfHeight + corner}V${halfHeight - corner}L${halfWidth - corner} ${halfHeight}H${-halfWidth + corner}L${-halfWidth} ${halfHeight - corner}V${-halfHeight + corner}Z`;
    let gem = `<path d="${oct(50, 35, 12)}" fill="url(#${id}f)"/>`;
    const lineColour = lighten(spec.base, 0.5);
    gem += `<path d="${oct(38, 24, 8)}${drawing.thumb ? '' : oct(26, 13, 5)}" fill="none" stroke="${lineColour}" stroke-width="2" opacity=".8"/>`;
    gem += `<path d="M-30 -20L-6 -20L-26 6Z" fill="#fff" opacity=".5"/>`;
    drawing.defs.push(`<g id="${id}">${gem}</g>`);
  }
  return id;
}

function sparkle(drawing: JewelryDrawing, x: number, y: number, size: number): string {
  const id = `${drawing.prefix}sp`;
  if (!drawing.once.has(id)) {
    drawing.once.add(id);
    drawing.defs.push(`<path id="${id}" d="M0 -50L7 -7L50 0L7 7L0 50L-7 7L-50 0L-7 -7Z" fill="#fff"/>`);
  }
  return `<use href="#${id}" transform="translate(${svgNumber(x)} ${svgNumber(y)})scale(${Math.round((size / 50) * 1000) / 1000})" opacity=".9"/>`;
}

/* ------------------------------------------------------------ pieces (local coords around 0,0) */

function ring(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  // upright band, seen slightly from above
  const outerRadius = 245;
  const innerRadius = 203;
  let markup = `<path d="M${-outerRadius} 30a${outerRadius} ${outerRadius - 12} 0 1 0 ${2 * outerRadius} 0a${outerRadius} ${outerRadius - 12} 0 1 0 ${-2 * outerRadius} 0ZM${-innerRadius} 30a${innerRadius} ${innerRadius - 10} 0 1 1 ${2 * innerRadius} 0a${innerRadius} ${innerRadius - 10} 0 1 1 ${-2 * innerRadius} 0Z" fill="url(#${prefix}m)" fill-rule="evenodd" stroke="${metal.dk}" stroke-width="2"/>`;
  // inner surface of the lower band
  markup += `<path d="M${-innerRadius} 30A${innerRadius} ${innerRadius - 10} 0 0 0 ${innerRadius} 30A${innerRadius} ${innerRadius - 40} 0 0 1 ${-innerRadius} 30Z" fill="${metal.lo}" opacity=".75"/>`;
  if (!thumb) markup += `<path d="M${-outerRadius + 10} 60A${outerRadius - 10} ${outerRadius - 22} 0 0 0 ${outerRadius - 10} 60" fill="none" stroke="${metal.hi}" stroke-width="5" opacity=".7"/>`;
  // shoulders with pavé
  const pave = drawing.random() < 0.6 || stone.key !== 'diamond';
  if (pave && stone.kind !== 'pearl') {
    gemDefs(drawing, stoneSpec('diamond'), 'd');
    const count = drawing.lite ? 2 : thumb ? 3 : 5;
    for (const side of [-1, 1]) {
      for (let i = 0; i < count; i++) {
        const angle = side * (34 + i * (thumb ? 14 : 9));
        const [x, y] = polar(outerRadius - 21, angle);
        markup += gemUse(drawing, 'd', x, y * ((outerRadius - 12) / outerRadius) + 30, thumb ? 15 : 12);
      }
    }
  }
  // setting: basket and prongs
  const top = -outerRadius + 18;
  markup += `<path d="M-70 ${svgNumber(top + 20)}L-38 ${svgNumber(top - 72)}H38L70 ${svgNumber(top + 20)}Z" fill="url(#${prefix}m)" stroke="${metal.dk}" stroke-width="2"/>`;
  if (stone.kind === 'pearl') {
    gemDefs(drawing, stone, 's');
    markup += gemUse(drawing, 's', 0, top - 120, 95);
    return markup;
  }
  // the centre stone: profile of a brilliant (crown + pavilion), or an emerald cut seen from the front
  const stoneHalf = 118;
  const stoneY = top - 112;
  const grad = `${prefix}sv`;
  drawing.defs.push(
    `<linearGradient id="${grad}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${stone.light}"/><stop offset=".5" stop-color="${stone.base}"/><stop offset="1" stop-color="${stone.dark}"/></linearGradient>`,
  );
  const crown = `M${svgNumber(-stoneHalf)} ${svgNumber(stoneY)}L${svgNumber(-stoneHalf * 0.55)} ${svgNumber(stoneY - stoneHalf * 0.42)}H${svgNumber(stoneHalf * 0.55)}L${svgNumber(stoneHalf)} ${svgNumber(stoneY)}Z`;
  const pav = `M${svgNumber(-stoneHalf)} ${svgNumber(stoneY)}L0 ${svgNumber(stoneY + stoneHalf * 0.95)}L${svgNumber(stoneHalf)} ${svgNumber(stoneY)}Z`;
  markup += `<path d="${pav}" fill="url(#${grad})"/><path d="${crown}" fill="url(#${grad})"/>`;
  const facetColour = stone.key === 'diamond' ? '#7b8fa8' : lighten(stone.base, 0.5);
  let facets = `M${svgNumber(-stoneHalf)} ${svgNumber(stoneY)}H${svgNumber(stoneHalf)}M${svgNumber(-stoneHalf * 0.55)} ${svgNumber(stoneY - stoneHalf * 0.42)}L${svgNumber(-stoneHalf * 0.3)} ${svgNumber(stoneY)}L0 ${svgNumber(stoneY - stoneHalf * 0.42)}L${svgNumber(stoneHalf * 0.3)} ${svgNumber(stoneY)}L${svgNumber(stoneHalf * 0.55)} ${svgNumber(stoneY - stoneHalf * 0.42)}`;
  if (!thumb) facets += `M${svgNumber(-stoneHalf * 0.6)} ${svgNumber(stoneY)}L0 ${svgNumber(stoneY + stoneHalf * 0.95)}L${svgNumber(stoneHalf * 0.6)} ${svgNumber(stoneY)}M${svgNumber(-stoneHalf * 0.25)} ${svgNumber(stoneY)}L0 ${svgNumber(stoneY + stoneHalf * 0.95)}L${svgNumber(stoneHalf * 0.25)} ${svgNumber(stoneY)}M${svgNumber(-stoneHalf)} ${svgNumber(stoneY)}L${svgNumber(-stoneHalf * 0.55)} ${svgNumber(stoneY - stoneHalf * 0.42)}`;
  markup += `<path d="${facets}" fill="none" stroke="${facetColour}" stroke-width="2" stroke-linejoin="round"/>`;
  markup += `<path d="M${svgNumber(-stoneHalf * 0.5)} ${svgNumber(stoneY - stoneHalf * 0.36)}L${svgNumber(-stoneHalf * 0.2)} ${svgNumber(stoneY - stoneHalf * 0.36)}L${svgNumber(-stoneHalf * 0.42)} ${svgNumber(stoneY - stoneHalf * 0.05)}Z" fill="#fff" opacity=".7"/>`;
  // prongs
  markup += `<path d="M${svgNumber(-stoneHalf * 0.92)} ${svgNumber(top - 30)}Q${svgNumber(-stoneHalf * 1.02)} ${svgNumber(stoneY - 10)} ${svgNumber(-stoneHalf * 0.85)} ${svgNumber(stoneY - stoneHalf * 0.1)}M${svgNumber(stoneHalf * 0.92)} ${svgNumber(top - 30)}Q${svgNumber(stoneHalf * 1.02)} ${svgNumber(stoneY - 10)} ${svgNumber(stoneHalf * 0.85)} ${svgNumber(stoneY - stoneHalf * 0.1)}" stroke="url(#${prefix}m)" stroke-width="14" stroke-linecap="round" fill="none"/>`;
  markup += `<path d="M${svgNumber(-stoneHalf * 0.92)} ${svgNumber(top - 30)}Q${svgNumber(-stoneHalf * 1.02)} ${svgNumber(stoneY - 10)} ${svgNumber(-stoneHalf * 0.85)} ${svgNumber(stoneY - stoneHalf * 0.1)}M${svgNumber(stoneHalf * 0.92)} ${svgNumber(top - 30)}Q${svgNumber(stoneHalf * 1.02)} ${svgNumber(stoneY - 10)} ${svgNumber(stoneHalf * 0.85)} ${svgNumber(stoneY - stoneHalf * 0.1)}" stroke="${metal.dk}" stroke-width="2" fill="none" opacity=".5"/>`;
  markup += sparkle(drawing, -stoneHalf * 0.35, stoneY - stoneHalf * 0.5, 34);
  if (!thumb) markup += sparkle(drawing, stoneHalf * 0.5, stoneY + stoneHalf * 0.2, 22);
  return markup;
}

function bracelet(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  const rx = 340;
  const ry = 150;
  const back = `M${-rx} 0A${rx} ${ry} 0 0 1 ${rx} 0`;
  const front = `M${-rx} 0A${rx} ${ry} 0 0 0 ${rx} 0`;
  let markup = `<path d="${back}" fill="none" stroke="${metal.lo}" stroke-width="40"/>`;
  markup += `<path d="${back}" fill="none" stroke="url(#${prefix}m)" stroke-width="30" opacity=".7"/>`;
  const tennis = stone.kind !== 'opaque' || drawing.random() < 0.5;
  markup += `<path d="${front}" fill="none" stroke="${metal.dk}" stroke-width="52"/>`;
  markup += `<path d="${front}" fill="none" stroke="url(#${prefix}m)" stroke-width="46"/>`;
  gemDefs(drawing, stone, 's');
  if (tennis) {
    const count = drawing.lite ? 7 : thumb ? 9 : 15;
    for (let i = 0; i < count; i++) {
      const angle = Math.PI * (i / (count - 1));
      const x = -rx * Math.cos(angle);
      const y = ry * Math.sin(angle);
      const radius = 17 + 4 * Math.sin(angle);
      markup += gemUse(drawing, 's', x, y, radius);
    }
    // gems on the far side, smaller and dimmer
    if (!thumb) {
      let far = '';
      for (let i = 1; i < 10; i++) {
        const angle = Math.PI * (i / 10);
        far += gemUse(drawing, 's', -rx * Math.cos(angle), -ry * Math.sin(angle), 11);
      }
      markup = markup.replace(`<path d="${front}"`, `<g opacity=".55">${far}</g><path d="${front}"`);
    }
  } else {
    // bangle with screw-head motifs
    let heads = '';
    for (let i = 1; i < 8; i++) {
      const angle = Math.PI * (i / 8);
      const x = -rx * Math.cos(angle);
      const y = ry * Math.sin(angle);
      heads += `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="9" fill="${metal.lo}" stroke="${metal.hi}" stroke-width="2"/><path d="M${svgNumber(x - 6)} ${svgNumber(y)}h12" stroke="${metal.dk}" stroke-width="2"/>`;
    }
    markup += heads + gemUse(drawing, 's', 0, ry, 20);
  }
  if (!thumb) markup += `<path d="M${-rx + 40} ${svgNumber(ry * 0.55)}A${rx - 40} ${ry - 20} 0 0 0 ${-60} ${ry - 10}" fill="none" stroke="${metal.hi}" stroke-width="6" opacity=".6"/>`;
  markup += sparkle(drawing, -120, ry - 10, 30);
  return markup;
}

/** Points along the necklace curve (cubic from the left shoulder through the centre). */
function curvePoint(position: number): [number, number] {
  // left half: (-300,-560) → (0,120) with controls; mirrored for the right
  const side = position < 0.5 ? -1 : 1;
  const fromCentre = position < 0.5 ? 1 - position * 2 : (position - 0.5) * 2; // 0 at centre, 1 at the shoulder
  const start = [0, 120];
  const control1 = [170 * side, 120];
  const control2 = [300 * side, -160];
  const end = [300 * side, -600];
  const rest = 1 - fromCentre;
  const x = rest * rest * rest * start[0]! + 3 * rest * rest * fromCentre * control1[0]! + 3 * rest * fromCentre * fromCentre * control2[0]! + fromCentre * fromCentre * fromCentre * end[0]!;
  const y = rest * rest * rest * start[1]! + 3 * rest * rest * fromCentre * control1[1]! + 3 * rest * fromCentre * fromCentre * control2[1]! + fromCentre * fromCentre * fromCentre * end[1]!;
  return [x, y];
}

function chainPath(): string {
  return 'M-300 -600C-300 -160 -170 120 0 120C170 120 300 -160 300 -600';
}

function necklace(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  let markup = `<path d="${chainPath()}" fill="none" stroke="${metal.dk}" stroke-width="12"/>`;
  markup += `<path d="${chainPath()}" fill="none" stroke="url(#${prefix}m)" stroke-width="9" stroke-dasharray="14 5" stroke-linecap="round"/>`;
  const spec = stone.kind === 'opaque' ? stone : stone;
  gemDefs(drawing, spec, 's');
  if (spec.kind === 'pearl') {
    // a strand of pearls
    const count = drawing.lite ? 13 : thumb ? 17 : 27;
    for (let i = 0; i < count; i++) {
      const position = 0.1 + (0.8 * i) / (count - 1);
      const [x, y] = curvePoint(position);
      markup += gemUse(drawing, 's', x, y, 26 - Math.abs(position - 0.5) * 14);
    }
    return markup;
  }
  // riviera: graduated stones across the front, a drop at the centre
  const count = drawing.lite ? 9 : thumb ? 11 : 19;
  for (let i = 0; i < count; i++) {
    const position = 0.22 + (0.56 * i) / (count - 1);
    const [x, y] = curvePoint(position);
    const radius = 24 - Math.abs(position - 0.5) * 30;
    if (!drawing.lite) markup += `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(radius + 5)}" fill="url(#${prefix}m)"/>`;
    markup += gemUse(drawing, 's', x, y, radius);
  }
  const pear = pearDefs(drawing, stone);
  markup += `<circle cy="152" r="14" fill="none" stroke="url(#${prefix}m)" stroke-width="7"/>`;
  markup += `<path d="M0 158C28 194 72 236 72 274A72 72 0 0 1 -72 274C-72 236 -28 194 0 158Z" fill="url(#${prefix}m)"/>`;
  markup += `<use href="#${pear}" transform="translate(0 255)scale(1.8)"/>`;
  markup += `<path d="M0 170L-8 185H8Z" fill="${metal.mid}"/>`;
  markup += sparkle(drawing, -22, 215, 30);
  return markup;
}

function pendant(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  let markup = `<path d="M-190 -620L-14 -60M190 -620L14 -60" fill="none" stroke="${metal.dk}" stroke-width="7"/>`;
  markup += `<path d="M-190 -620L-14 -60M190 -620L14 -60" fill="none" stroke="url(#${prefix}m)" stroke-width="5" stroke-dasharray="9 4"/>`;
  markup += `<ellipse cy="-40" rx="22" ry="30" fill="none" stroke="url(#${prefix}m)" stroke-width="12"/>`;
  gemDefs(drawing, stone, 's');
  gemDefs(drawing, stoneSpec('diamond'), 'd');
  if (stone.key === 'emerald') {
    const id = emeraldCutDefs(drawing, stone);
    markup += `<rect x="-112" y="-2" width="224" height="164" rx="20" fill="url(#${prefix}m)"/>`;
    markup += `<use href="#${id}" transform="translate(0 80)scale(2)"/>`;
  } else if (stone.kind === 'facet' && stone.key !== 'diamond') {
    const id = pearDefs(drawing, stone);
    markup += `<path d="M0 -12C32 30 90 90 90 140A90 90 0 0 1 -90 140C-90 90 -32 30 0 -12Z" fill="url(#${prefix}m)"/>`;
    markup += `<use href="#${id}" transform="translate(0 115)scale(2.05)"/>`;
  } else {
    // halo: centre stone ringed by small diamonds
    markup += `<circle cy="110" r="118" fill="url(#${prefix}m)"/>`;
    const count = drawing.lite ? 9 : thumb ? 12 : 18;
    for (let i = 0; i < count; i++) {
      const [x, y] = polar(100, (360 * i) / count);
      markup += gemUse(drawing, 'd', x, 110 + y, thumb ? 17 : 14);
    }
    markup += gemUse(drawing, 's', 0, 110, 80);
  }
  markup += sparkle(drawing, -30, 80, 36);
  return markup;
}

function earrings(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  gemDefs(drawing, stone, 's');
  gemDefs(drawing, stoneSpec('diamond'), 'd');
  const pear = pearDefs(drawing, stone);
  let one = '';
  one += `<path d="M0 -300C-10 -380 70 -400 80 -330" fill="none" stroke="url(#${prefix}m)" stroke-width="8" stroke-linecap="round"/>`;
  one += `<circle cy="-250" r="50" fill="url(#${prefix}m)"/>` + gemUse(drawing, stone.kind === 'pearl' ? 's' : 'd', 0, -250, 42);
  one += `<path d="M0 -200V-150" stroke="url(#${prefix}m)" stroke-width="10"/>`;
  one += `<ellipse cy="-135" rx="14" ry="18" fill="none" stroke="url(#${prefix}m)" stroke-width="8"/>`;
  if (stone.kind === 'pearl') one += gemUse(drawing, 's', 0, -25, 95);
  else {
    one += `<path d="M0 -130C30 -90 88 -40 88 10A88 88 0 0 1 -88 10C-88 -40 -30 -90 0 -130Z" fill="url(#${prefix}m)"/>`;
    if (!thumb && stone.key !== 'diamond') {
      // diamond halo around the coloured drop
      for (let i = 0; i < 9; i++) {
        const share = i / 8;
        const angle = Math.PI * (0.1 + 0.8 * share);
        one += gemUse(drawing, 'd', -76 * Math.cos(angle), 12 + 66 * Math.sin(angle), 9);
      }
    }
    one += `<use href="#${pear}" transform="translate(0 -6)scale(1.85)"/>`;
  }
  let markup = `<g id="${prefix}er" transform="translate(-190 60)">${one}</g>`;
  markup += `<use href="#${prefix}er" transform="translate(380 30)"/>`;
  markup += sparkle(drawing, -215, -40, 30);
  return markup;
}

function brooch(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  gemDefs(drawing, stoneSpec('diamond'), 'd');
  gemDefs(drawing, stone, 's');
  // stem and leaf
  let markup = `<path d="M40 120C80 260 60 360 10 430" fill="none" stroke="url(#${prefix}m)" stroke-width="16" stroke-linecap="round"/>`;
  markup += `<path d="M58 300C140 250 220 270 250 310C190 350 120 350 58 300Z" fill="url(#${prefix}m)" stroke="${metal.dk}" stroke-width="2"/>`;
  // petals with pavé
  const petal = `<path d="M0 -20C60 -80 70 -210 0 -260C-70 -210 -60 -80 0 -20Z" fill="url(#${prefix}m)" stroke="${metal.dk}" stroke-width="2"/>`;
  let pave = '';
  for (let k = 0; k < (drawing.lite ? 1 : thumb ? 2 : 4); k++) pave += gemUse(drawing, 'd', 0, -70 - k * (thumb ? 80 : 45), thumb ? 22 : 17);
  drawing.defs.push(`<g id="${prefix}pt">${petal}${pave}</g>`);
  for (let i = 0; i < 6; i++) markup += `<use href="#${prefix}pt" transform="rotate(${i * 60 + 30})"/>`;
  markup += `<circle r="96" fill="url(#${prefix}m)" stroke="${metal.dk}" stroke-width="2"/>` + gemUse(drawing, 's', 0, 0, 82);
  markup += sparkle(drawing, -28, -30, 36);
  return markup;
}

/* ------------------------------------------------------------ assembly */

function velvetTray(drawing: JewelryDrawing): string {
  const { prefix } = drawing;
  const col = pick(['#2a2630', '#3b1a22', '#1d2a3f', '#233328'], drawing.random);
  drawing.defs.push(
    `<radialGradient id="${prefix}vt" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${lighten(col, 0.22)}"/><stop offset="1" stop-color="${darken(col, 0.35)}"/></radialGradient>`,
  );
  return `<rect x="110" y="170" width="980" height="880" rx="60" fill="url(#${prefix}vt)"/>` +
    (drawing.thumb ? '' : `<rect x="112" y="172" width="976" height="876" rx="58" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="4"/>`);
}

export function renderJewelry(input: JewelryInput): string {
  const variant: Variant = input.variant === 'thumb' ? 'thumb' : 'full';
  const view = normView(input.view);
  const svg = buildJewelry(input, view, variant, false);
  return variant === 'full' || byteLength(svg) < THUMB_BUDGET ? svg : buildJewelry(input, view, variant, true);
}

function buildJewelry(input: JewelryInput, view: number, variant: Variant, lite: boolean): string {
  const type = jewelryType(input.typeName);
  const stone = stoneSpec(input.stone);
  const random = seeded('jewelry', input.id, view, input.brand, input.model, type, stone.key, metalKind(input.metal, 'yellow'));
  const prefix = idPrefix('j', input.id, view, variant);
  const canvas = productCanvas(variant);
  const background = studioBackground(prefix, random, canvas);
  const drawing: JewelryDrawing = {
    prefix,
    thumb: variant === 'thumb',
    lite,
    random,
    metal: metalPalette(input.metal, 'yellow'),
    stone,
    defs: [background.defs],
    once: new Set(),
  };
  drawing.defs.push(metalGradient(`${prefix}m`, drawing.metal, false, drawing.thumb));
  drawing.defs.push(shadowFilter(`${prefix}s`, drawing.thumb ? 12 : 16, 0.4, !drawing.thumb));
  let piece: string;
  switch (type) {
    case 'bracelet':
      piece = bracelet(drawing);
      break;
    case 'necklace':
      piece = necklace(drawing);
      break;
    case 'pendant':
      piece = pendant(drawing);
      break;
    case 'earrings':
      piece = earrings(drawing);
      break;
    case 'brooch':
      piece = brooch(drawing);
      break;
    default:
      piece = ring(drawing);
  }
  const focus: Record<JewelryType, [number, number]> = {
    ring: [0, -300],
    bracelet: [0, 100],
    necklace: [0, 180],
    pendant: [0, 100],
    earrings: [-190, -20],
    brooch: [0, 0],
  };
  const centreY: Record<JewelryType, number> = { ring: 690, bracelet: 600, necklace: 560, pendant: 560, earrings: 580, brooch: 540 };
  const size: Record<JewelryType, number> = { ring: 1.12, bracelet: 1.2, necklace: 1, pendant: 1.05, earrings: 1.05, brooch: 1.05 };
  const cy = centreY[type];
  const baseScale = size[type];
  let transform = `translate(600 ${cy}) scale(${baseScale})`;
  if (view === 1) transform = `translate(600 ${cy}) rotate(${type === 'ring' ? -14 : -10}) scale(${Math.round(baseScale * 94) / 100})`;
  else if (view === 2) {
    const [focusX, focusY] = focus[type];
    const zoom = 1.6 * baseScale;
    transform = `translate(${svgNumber(600 - focusX * zoom)} ${svgNumber(600 - focusY * zoom)}) scale(${zoom})`;
  } else if (view === 3) transform = `translate(600 ${svgNumber(cy + 20)}) scale(${Math.round(baseScale * 72) / 100})`;
  drawing.defs.push(`<g id="${prefix}J" transform="${transform}">${piece}</g>`);
  let body = background.body;
  if (view === 3) body += velvetTray(drawing);
  body += `<use href="#${prefix}J" transform="translate(14 26)" filter="url(#${prefix}s)"/><use href="#${prefix}J"/>`;
  if (view === 0 && !drawing.thumb) {
    const brand = clip(input.brand, 40).toUpperCase();
    const fontSize = Math.min(30, 700 / Math.max(1, textWidthEm(brand, 0.35)));
    body += `<text x="600" y="1140" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * 0.35)}" text-anchor="middle" fill="#8a7a5c" opacity=".8">${escapeXml(brand)}</text>`;
  }
  return svgDocument(canvas, `${input.brand} ${input.model}`, drawing.defs.join(''), body);
}
