/**
 * Jewelry renderer: a stylised piece (ring, bracelet, necklace, earrings,
 * pendant or brooch) in its metal colour with faceted, sparkling stones.
 */
import {
  type Metal,
  type Rnd,
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
  n,
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
  const t = norm(typeName);
  if (/bracelet|bangle|браслет|cuff|манжет/.test(t)) return 'bracelet';
  if (/necklace|колье|ожерел|choker|чокер|sautoir|riviera|ривьер/.test(t)) return 'necklace';
  if (/earring|серьг|серег|пусет|stud|hoop|кафф|cuff earring|clip/.test(t)) return 'earrings';
  if (/pendant|подвес|кулон|медальон|locket|charm|шарм/.test(t)) return 'pendant';
  if (/brooch|брош|pin|булавк/.test(t)) return 'brooch';
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
  const t = norm(stone);
  if (!t) return DIAMOND;
  for (const [re, spec] of STONES) if (re.test(t)) return spec;
  return DIAMOND;
}

interface Ctx {
  p: string;
  thumb: boolean;
  /** Over-budget thumbnail: fewer stones. */
  lite: boolean;
  rnd: Rnd;
  metal: Metal;
  stone: StoneSpec;
  defs: string[];
  once: Set<string>;
}

/* ------------------------------------------------------------ gem library (unit size 50) */

function gemDefs(c: Ctx, spec: StoneSpec, suffix: string): void {
  const { p, thumb } = c;
  const id = `${p}g${suffix}`;
  if (c.once.has(id)) return;
  c.once.add(id);
  const s = spec;
  if (s.kind === 'pearl') {
    c.defs.push(
      `<radialGradient id="${id}f" cx=".38" cy=".34" r=".7"><stop offset="0" stop-color="#fff"/><stop offset=".45" stop-color="${s.base}"/>` +
        `<stop offset=".8" stop-color="${darken(s.dark, 0.05)}"/><stop offset="1" stop-color="#e9d9df"/></radialGradient>`,
      `<g id="${id}"><circle r="50" fill="url(#${id}f)"/><ellipse cx="-16" cy="-18" rx="12" ry="8" fill="#fff" opacity=".8" transform="rotate(-35 -16 -18)"/></g>`,
    );
    return;
  }
  c.defs.push(
    `<radialGradient id="${id}f" cx=".4" cy=".36" r=".75"><stop offset="0" stop-color="${s.light}"/><stop offset=".5" stop-color="${s.base}"/>` +
      `<stop offset="1" stop-color="${s.dark}"/></radialGradient>`,
  );
  if (s.kind === 'opaque') {
    c.defs.push(`<g id="${id}"><circle r="50" fill="url(#${id}f)"/><ellipse cx="-15" cy="-20" rx="16" ry="9" fill="#fff" opacity=".45"/></g>`);
    return;
  }
  // round brilliant seen from above: table, star and kite facets
  let table = '';
  let rays = '';
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(27, i * 45 + 22.5);
    table += `${i ? 'L' : 'M'}${n(x)} ${n(y)}`;
    const [gx, gy] = polar(50, i * 45 + 22.5);
    const [hx, hy] = polar(50, i * 45);
    rays += `M${n(x)} ${n(y)}L${n(gx)} ${n(gy)}M${n(x)} ${n(y)}L${n(hx)} ${n(hy)}`;
  }
  const facetCol = s.key === 'diamond' ? '#7b8fa8' : lighten(s.base, 0.45);
  let g = `<circle r="50" fill="url(#${id}f)"/>`;
  if (!thumb) g += `<path d="${rays}" stroke="${facetCol}" stroke-width="1.6" opacity=".8"/>`;
  g += `<path d="${table}Z" fill="#fff" fill-opacity=".16" stroke="${facetCol}" stroke-width="2"/>`;
  g += `<path d="M-30 -8L-12 -30L2 -24L-22 2Z" fill="#fff" opacity=".7"/>`;
  c.defs.push(`<g id="${id}">${g}</g>`);
}

function gemUse(c: Ctx, suffix: string, x: number, y: number, r: number): string {
  return `<use href="#${c.p}g${suffix}" transform="translate(${n(x)} ${n(y)})scale(${Math.round((r / 50) * 1000) / 1000})"/>`;
}

/** Pear / drop stone, unit height 100 (top at -50). */
function pearDefs(c: Ctx, spec: StoneSpec): string {
  const id = `${c.p}pr`;
  if (!c.once.has(id)) {
    c.once.add(id);
    c.defs.push(
      `<linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.light}"/><stop offset=".45" stop-color="${spec.base}"/><stop offset="1" stop-color="${spec.dark}"/></linearGradient>`,
    );
    const body = 'M0 -50C14 -30 36 -4 36 16A36 36 0 0 1 -36 16C-36 -4 -14 -30 0 -50Z';
    let g = `<path d="${body}" fill="url(#${id}f)"/>`;
    if (spec.kind === 'facet') {
      const fc = spec.key === 'diamond' ? '#7b8fa8' : lighten(spec.base, 0.45);
      if (!c.thumb) g += `<path d="M0 -50L0 40M-36 16L36 16M-28 -8L0 6L28 -8M-30 36L0 6L30 36" stroke="${fc}" stroke-width="1.5" opacity=".8" fill="none"/>`;
      g += `<path d="M-14 -14L0 -32L6 -20L-8 2Z" fill="#fff" opacity=".65"/>`;
    }
    c.defs.push(`<g id="${id}">${g}</g>`);
  }
  return id;
}

/** Emerald (step) cut, unit 100×70. */
function emeraldCutDefs(c: Ctx, spec: StoneSpec): string {
  const id = `${c.p}ec`;
  if (!c.once.has(id)) {
    c.once.add(id);
    c.defs.push(
      `<linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.light}"/><stop offset=".5" stop-color="${spec.base}"/><stop offset="1" stop-color="${spec.dark}"/></linearGradient>`,
    );
    const oct = (w: number, h: number, k: number) => `M${-w + k} ${-h}H${w - k}L${w} ${-h + k}V${h - k}L${w - k} ${h}H${-w + k}L${-w} ${h - k}V${-h + k}Z`;
    let g = `<path d="${oct(50, 35, 12)}" fill="url(#${id}f)"/>`;
    const lc = lighten(spec.base, 0.5);
    g += `<path d="${oct(38, 24, 8)}${c.thumb ? '' : oct(26, 13, 5)}" fill="none" stroke="${lc}" stroke-width="2" opacity=".8"/>`;
    g += `<path d="M-30 -20L-6 -20L-26 6Z" fill="#fff" opacity=".5"/>`;
    c.defs.push(`<g id="${id}">${g}</g>`);
  }
  return id;
}

function sparkle(c: Ctx, x: number, y: number, s: number): string {
  const id = `${c.p}sp`;
  if (!c.once.has(id)) {
    c.once.add(id);
    c.defs.push(`<path id="${id}" d="M0 -50L7 -7L50 0L7 7L0 50L-7 7L-50 0L-7 -7Z" fill="#fff"/>`);
  }
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)})scale(${Math.round((s / 50) * 1000) / 1000})" opacity=".9"/>`;
}

/* ------------------------------------------------------------ pieces (local coords around 0,0) */

function ring(c: Ctx): string {
  const { p, thumb, stone } = c;
  const m = c.metal;
  // upright band, seen slightly from above
  const ro = 245;
  const ri = 203;
  let s = `<path d="M${-ro} 30a${ro} ${ro - 12} 0 1 0 ${2 * ro} 0a${ro} ${ro - 12} 0 1 0 ${-2 * ro} 0ZM${-ri} 30a${ri} ${ri - 10} 0 1 1 ${2 * ri} 0a${ri} ${ri - 10} 0 1 1 ${-2 * ri} 0Z" fill="url(#${p}m)" fill-rule="evenodd" stroke="${m.dk}" stroke-width="2"/>`;
  // inner surface of the lower band
  s += `<path d="M${-ri} 30A${ri} ${ri - 10} 0 0 0 ${ri} 30A${ri} ${ri - 40} 0 0 1 ${-ri} 30Z" fill="${m.lo}" opacity=".75"/>`;
  if (!thumb) s += `<path d="M${-ro + 10} 60A${ro - 10} ${ro - 22} 0 0 0 ${ro - 10} 60" fill="none" stroke="${m.hi}" stroke-width="5" opacity=".7"/>`;
  // shoulders with pavé
  const pave = c.rnd() < 0.6 || stone.key !== 'diamond';
  if (pave && stone.kind !== 'pearl') {
    gemDefs(c, stoneSpec('diamond'), 'd');
    const count = c.lite ? 2 : thumb ? 3 : 5;
    for (const side of [-1, 1]) {
      for (let i = 0; i < count; i++) {
        const a = side * (34 + i * (thumb ? 14 : 9));
        const [x, y] = polar(ro - 21, a);
        s += gemUse(c, 'd', x, y * ((ro - 12) / ro) + 30, thumb ? 15 : 12);
      }
    }
  }
  // setting: basket and prongs
  const top = -ro + 18;
  s += `<path d="M-70 ${n(top + 20)}L-38 ${n(top - 72)}H38L70 ${n(top + 20)}Z" fill="url(#${p}m)" stroke="${m.dk}" stroke-width="2"/>`;
  if (stone.kind === 'pearl') {
    gemDefs(c, stone, 's');
    s += gemUse(c, 's', 0, top - 120, 95);
    return s;
  }
  // the centre stone: profile of a brilliant (crown + pavilion), or an emerald cut seen from the front
  const g = 118;
  const gy = top - 112;
  const grad = `${p}sv`;
  c.defs.push(
    `<linearGradient id="${grad}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${stone.light}"/><stop offset=".5" stop-color="${stone.base}"/><stop offset="1" stop-color="${stone.dark}"/></linearGradient>`,
  );
  const crown = `M${n(-g)} ${n(gy)}L${n(-g * 0.55)} ${n(gy - g * 0.42)}H${n(g * 0.55)}L${n(g)} ${n(gy)}Z`;
  const pav = `M${n(-g)} ${n(gy)}L0 ${n(gy + g * 0.95)}L${n(g)} ${n(gy)}Z`;
  s += `<path d="${pav}" fill="url(#${grad})"/><path d="${crown}" fill="url(#${grad})"/>`;
  const fc = stone.key === 'diamond' ? '#7b8fa8' : lighten(stone.base, 0.5);
  let facets = `M${n(-g)} ${n(gy)}H${n(g)}M${n(-g * 0.55)} ${n(gy - g * 0.42)}L${n(-g * 0.3)} ${n(gy)}L0 ${n(gy - g * 0.42)}L${n(g * 0.3)} ${n(gy)}L${n(g * 0.55)} ${n(gy - g * 0.42)}`;
  if (!thumb) facets += `M${n(-g * 0.6)} ${n(gy)}L0 ${n(gy + g * 0.95)}L${n(g * 0.6)} ${n(gy)}M${n(-g * 0.25)} ${n(gy)}L0 ${n(gy + g * 0.95)}L${n(g * 0.25)} ${n(gy)}M${n(-g)} ${n(gy)}L${n(-g * 0.55)} ${n(gy - g * 0.42)}`;
  s += `<path d="${facets}" fill="none" stroke="${fc}" stroke-width="2" stroke-linejoin="round"/>`;
  s += `<path d="M${n(-g * 0.5)} ${n(gy - g * 0.36)}L${n(-g * 0.2)} ${n(gy - g * 0.36)}L${n(-g * 0.42)} ${n(gy - g * 0.05)}Z" fill="#fff" opacity=".7"/>`;
  // prongs
  s += `<path d="M${n(-g * 0.92)} ${n(top - 30)}Q${n(-g * 1.02)} ${n(gy - 10)} ${n(-g * 0.85)} ${n(gy - g * 0.1)}M${n(g * 0.92)} ${n(top - 30)}Q${n(g * 1.02)} ${n(gy - 10)} ${n(g * 0.85)} ${n(gy - g * 0.1)}" stroke="url(#${p}m)" stroke-width="14" stroke-linecap="round" fill="none"/>`;
  s += `<path d="M${n(-g * 0.92)} ${n(top - 30)}Q${n(-g * 1.02)} ${n(gy - 10)} ${n(-g * 0.85)} ${n(gy - g * 0.1)}M${n(g * 0.92)} ${n(top - 30)}Q${n(g * 1.02)} ${n(gy - 10)} ${n(g * 0.85)} ${n(gy - g * 0.1)}" stroke="${m.dk}" stroke-width="2" fill="none" opacity=".5"/>`;
  s += sparkle(c, -g * 0.35, gy - g * 0.5, 34);
  if (!thumb) s += sparkle(c, g * 0.5, gy + g * 0.2, 22);
  return s;
}

function bracelet(c: Ctx): string {
  const { p, thumb, stone } = c;
  const m = c.metal;
  const rx = 340;
  const ry = 150;
  const back = `M${-rx} 0A${rx} ${ry} 0 0 1 ${rx} 0`;
  const front = `M${-rx} 0A${rx} ${ry} 0 0 0 ${rx} 0`;
  let s = `<path d="${back}" fill="none" stroke="${m.lo}" stroke-width="40"/>`;
  s += `<path d="${back}" fill="none" stroke="url(#${p}m)" stroke-width="30" opacity=".7"/>`;
  const tennis = stone.kind !== 'opaque' || c.rnd() < 0.5;
  s += `<path d="${front}" fill="none" stroke="${m.dk}" stroke-width="52"/>`;
  s += `<path d="${front}" fill="none" stroke="url(#${p}m)" stroke-width="46"/>`;
  gemDefs(c, stone, 's');
  if (tennis) {
    const count = c.lite ? 7 : thumb ? 9 : 15;
    for (let i = 0; i < count; i++) {
      const a = Math.PI * (i / (count - 1));
      const x = -rx * Math.cos(a);
      const y = ry * Math.sin(a);
      const r = 17 + 4 * Math.sin(a);
      s += gemUse(c, 's', x, y, r);
    }
    // gems on the far side, smaller and dimmer
    if (!thumb) {
      let far = '';
      for (let i = 1; i < 10; i++) {
        const a = Math.PI * (i / 10);
        far += gemUse(c, 's', -rx * Math.cos(a), -ry * Math.sin(a), 11);
      }
      s = s.replace(`<path d="${front}"`, `<g opacity=".55">${far}</g><path d="${front}"`);
    }
  } else {
    // bangle with screw-head motifs
    let heads = '';
    for (let i = 1; i < 8; i++) {
      const a = Math.PI * (i / 8);
      const x = -rx * Math.cos(a);
      const y = ry * Math.sin(a);
      heads += `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="${m.lo}" stroke="${m.hi}" stroke-width="2"/><path d="M${n(x - 6)} ${n(y)}h12" stroke="${m.dk}" stroke-width="2"/>`;
    }
    s += heads + gemUse(c, 's', 0, ry, 20);
  }
  if (!thumb) s += `<path d="M${-rx + 40} ${n(ry * 0.55)}A${rx - 40} ${ry - 20} 0 0 0 ${-60} ${ry - 10}" fill="none" stroke="${m.hi}" stroke-width="6" opacity=".6"/>`;
  s += sparkle(c, -120, ry - 10, 30);
  return s;
}

/** Points along the necklace curve (cubic from the left shoulder through the centre). */
function curvePoint(t: number): [number, number] {
  // left half: (-300,-560) → (0,120) with controls; mirrored for the right
  const side = t < 0.5 ? -1 : 1;
  const u = t < 0.5 ? 1 - t * 2 : (t - 0.5) * 2; // 0 at centre, 1 at the shoulder
  const P0 = [0, 120];
  const P1 = [170 * side, 120];
  const P2 = [300 * side, -160];
  const P3 = [300 * side, -600];
  const k = 1 - u;
  const x = k * k * k * P0[0]! + 3 * k * k * u * P1[0]! + 3 * k * u * u * P2[0]! + u * u * u * P3[0]!;
  const y = k * k * k * P0[1]! + 3 * k * k * u * P1[1]! + 3 * k * u * u * P2[1]! + u * u * u * P3[1]!;
  return [x, y];
}

function chainPath(): string {
  return 'M-300 -600C-300 -160 -170 120 0 120C170 120 300 -160 300 -600';
}

function necklace(c: Ctx): string {
  const { p, thumb, stone } = c;
  const m = c.metal;
  let s = `<path d="${chainPath()}" fill="none" stroke="${m.dk}" stroke-width="12"/>`;
  s += `<path d="${chainPath()}" fill="none" stroke="url(#${p}m)" stroke-width="9" stroke-dasharray="14 5" stroke-linecap="round"/>`;
  const spec = stone.kind === 'opaque' ? stone : stone;
  gemDefs(c, spec, 's');
  if (spec.kind === 'pearl') {
    // a strand of pearls
    const count = c.lite ? 13 : thumb ? 17 : 27;
    for (let i = 0; i < count; i++) {
      const t = 0.1 + (0.8 * i) / (count - 1);
      const [x, y] = curvePoint(t);
      s += gemUse(c, 's', x, y, 26 - Math.abs(t - 0.5) * 14);
    }
    return s;
  }
  // riviera: graduated stones across the front, a drop at the centre
  const count = c.lite ? 9 : thumb ? 11 : 19;
  for (let i = 0; i < count; i++) {
    const t = 0.22 + (0.56 * i) / (count - 1);
    const [x, y] = curvePoint(t);
    const r = 24 - Math.abs(t - 0.5) * 30;
    if (!c.lite) s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r + 5)}" fill="url(#${p}m)"/>`;
    s += gemUse(c, 's', x, y, r);
  }
  const pear = pearDefs(c, stone);
  s += `<circle cy="152" r="14" fill="none" stroke="url(#${p}m)" stroke-width="7"/>`;
  s += `<path d="M0 158C28 194 72 236 72 274A72 72 0 0 1 -72 274C-72 236 -28 194 0 158Z" fill="url(#${p}m)"/>`;
  s += `<use href="#${pear}" transform="translate(0 255)scale(1.8)"/>`;
  s += `<path d="M0 170L-8 185H8Z" fill="${m.mid}"/>`;
  s += sparkle(c, -22, 215, 30);
  return s;
}

function pendant(c: Ctx): string {
  const { p, thumb, stone } = c;
  const m = c.metal;
  let s = `<path d="M-190 -620L-14 -60M190 -620L14 -60" fill="none" stroke="${m.dk}" stroke-width="7"/>`;
  s += `<path d="M-190 -620L-14 -60M190 -620L14 -60" fill="none" stroke="url(#${p}m)" stroke-width="5" stroke-dasharray="9 4"/>`;
  s += `<ellipse cy="-40" rx="22" ry="30" fill="none" stroke="url(#${p}m)" stroke-width="12"/>`;
  gemDefs(c, stone, 's');
  gemDefs(c, stoneSpec('diamond'), 'd');
  if (stone.key === 'emerald') {
    const id = emeraldCutDefs(c, stone);
    s += `<rect x="-112" y="-2" width="224" height="164" rx="20" fill="url(#${p}m)"/>`;
    s += `<use href="#${id}" transform="translate(0 80)scale(2)"/>`;
  } else if (stone.kind === 'facet' && stone.key !== 'diamond') {
    const id = pearDefs(c, stone);
    s += `<path d="M0 -12C32 30 90 90 90 140A90 90 0 0 1 -90 140C-90 90 -32 30 0 -12Z" fill="url(#${p}m)"/>`;
    s += `<use href="#${id}" transform="translate(0 115)scale(2.05)"/>`;
  } else {
    // halo: centre stone ringed by small diamonds
    s += `<circle cy="110" r="118" fill="url(#${p}m)"/>`;
    const count = c.lite ? 9 : thumb ? 12 : 18;
    for (let i = 0; i < count; i++) {
      const [x, y] = polar(100, (360 * i) / count);
      s += gemUse(c, 'd', x, 110 + y, thumb ? 17 : 14);
    }
    s += gemUse(c, 's', 0, 110, 80);
  }
  s += sparkle(c, -30, 80, 36);
  return s;
}

function earrings(c: Ctx): string {
  const { p, thumb, stone } = c;
  gemDefs(c, stone, 's');
  gemDefs(c, stoneSpec('diamond'), 'd');
  const pear = pearDefs(c, stone);
  let one = '';
  one += `<path d="M0 -300C-10 -380 70 -400 80 -330" fill="none" stroke="url(#${p}m)" stroke-width="8" stroke-linecap="round"/>`;
  one += `<circle cy="-250" r="50" fill="url(#${p}m)"/>` + gemUse(c, stone.kind === 'pearl' ? 's' : 'd', 0, -250, 42);
  one += `<path d="M0 -200V-150" stroke="url(#${p}m)" stroke-width="10"/>`;
  one += `<ellipse cy="-135" rx="14" ry="18" fill="none" stroke="url(#${p}m)" stroke-width="8"/>`;
  if (stone.kind === 'pearl') one += gemUse(c, 's', 0, -25, 95);
  else {
    one += `<path d="M0 -130C30 -90 88 -40 88 10A88 88 0 0 1 -88 10C-88 -40 -30 -90 0 -130Z" fill="url(#${p}m)"/>`;
    if (!thumb && stone.key !== 'diamond') {
      // diamond halo around the coloured drop
      for (let i = 0; i < 9; i++) {
        const t = i / 8;
        const a = Math.PI * (0.1 + 0.8 * t);
        one += gemUse(c, 'd', -76 * Math.cos(a), 12 + 66 * Math.sin(a), 9);
      }
    }
    one += `<use href="#${pear}" transform="translate(0 -6)scale(1.85)"/>`;
  }
  let s = `<g id="${p}er" transform="translate(-190 60)">${one}</g>`;
  s += `<use href="#${p}er" transform="translate(380 30)"/>`;
  s += sparkle(c, -215, -40, 30);
  return s;
}

function brooch(c: Ctx): string {
  const { p, thumb, stone } = c;
  const m = c.metal;
  gemDefs(c, stoneSpec('diamond'), 'd');
  gemDefs(c, stone, 's');
  // stem and leaf
  let s = `<path d="M40 120C80 260 60 360 10 430" fill="none" stroke="url(#${p}m)" stroke-width="16" stroke-linecap="round"/>`;
  s += `<path d="M58 300C140 250 220 270 250 310C190 350 120 350 58 300Z" fill="url(#${p}m)" stroke="${m.dk}" stroke-width="2"/>`;
  // petals with pavé
  const petal = `<path d="M0 -20C60 -80 70 -210 0 -260C-70 -210 -60 -80 0 -20Z" fill="url(#${p}m)" stroke="${m.dk}" stroke-width="2"/>`;
  let pave = '';
  for (let k = 0; k < (c.lite ? 1 : thumb ? 2 : 4); k++) pave += gemUse(c, 'd', 0, -70 - k * (thumb ? 80 : 45), thumb ? 22 : 17);
  c.defs.push(`<g id="${p}pt">${petal}${pave}</g>`);
  for (let i = 0; i < 6; i++) s += `<use href="#${p}pt" transform="rotate(${i * 60 + 30})"/>`;
  s += `<circle r="96" fill="url(#${p}m)" stroke="${m.dk}" stroke-width="2"/>` + gemUse(c, 's', 0, 0, 82);
  s += sparkle(c, -28, -30, 36);
  return s;
}

/* ------------------------------------------------------------ assembly */

function velvetTray(c: Ctx): string {
  const { p } = c;
  const col = pick(['#2a2630', '#3b1a22', '#1d2a3f', '#233328'], c.rnd);
  c.defs.push(
    `<radialGradient id="${p}vt" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${lighten(col, 0.22)}"/><stop offset="1" stop-color="${darken(col, 0.35)}"/></radialGradient>`,
  );
  return `<rect x="110" y="170" width="980" height="880" rx="60" fill="url(#${p}vt)"/>` +
    (c.thumb ? '' : `<rect x="112" y="172" width="976" height="876" rx="58" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="4"/>`);
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
  const rnd = seeded('jewelry', input.id, view, input.brand, input.model, type, stone.key, metalKind(input.metal, 'yellow'));
  const p = idPrefix('j', input.id, view, variant);
  const canvas = productCanvas(variant);
  const bg = studioBackground(p, rnd, canvas);
  const c: Ctx = {
    p,
    thumb: variant === 'thumb',
    lite,
    rnd,
    metal: metalPalette(input.metal, 'yellow'),
    stone,
    defs: [bg.defs],
    once: new Set(),
  };
  c.defs.push(metalGradient(`${p}m`, c.metal, false, c.thumb));
  c.defs.push(shadowFilter(`${p}s`, c.thumb ? 12 : 16, 0.4, !c.thumb));
  let piece: string;
  switch (type) {
    case 'bracelet':
      piece = bracelet(c);
      break;
    case 'necklace':
      piece = necklace(c);
      break;
    case 'pendant':
      piece = pendant(c);
      break;
    case 'earrings':
      piece = earrings(c);
      break;
    case 'brooch':
      piece = brooch(c);
      break;
    default:
      piece = ring(c);
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
  const k0 = size[type];
  let transform = `translate(600 ${cy}) scale(${k0})`;
  if (view === 1) transform = `translate(600 ${cy}) rotate(${type === 'ring' ? -14 : -10}) scale(${Math.round(k0 * 94) / 100})`;
  else if (view === 2) {
    const [fx, fy] = focus[type];
    const k = 1.6 * k0;
    transform = `translate(${n(600 - fx * k)} ${n(600 - fy * k)}) scale(${k})`;
  } else if (view === 3) transform = `translate(600 ${n(cy + 20)}) scale(${Math.round(k0 * 72) / 100})`;
  c.defs.push(`<g id="${p}J" transform="${transform}">${piece}</g>`);
  let body = bg.body;
  if (view === 3) body += velvetTray(c);
  body += `<use href="#${p}J" transform="translate(14 26)" filter="url(#${p}s)"/><use href="#${p}J"/>`;
  if (view === 0 && !c.thumb) {
    const brand = clip(input.brand, 40).toUpperCase();
    const fs = Math.min(30, 700 / Math.max(1, textWidthEm(brand, 0.35)));
    body += `<text x="600" y="1140" font-size="${n(fs)}" letter-spacing="${n(fs * 0.35)}" text-anchor="middle" fill="#8a7a5c" opacity=".8">${escapeXml(brand)}</text>`;
  }
  return svgDocument(canvas, `${input.brand} ${input.model}`, c.defs.join(''), body);
}
