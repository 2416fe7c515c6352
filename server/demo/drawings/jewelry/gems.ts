/** What a jewelry drawing is made of: the kind of piece, the stone's colours and cut, and the gem library (unit size 50). */
import { polar, svgNumber } from '../../../media/svg.ts';
import { type Metal, darken, lighten } from '../palette.ts';
import { type Random, norm } from '../studio.ts';

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

export interface JewelryDrawing {
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

export function gemDefs(drawing: JewelryDrawing, spec: StoneSpec, suffix: string): void {
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

export function gemUse(drawing: JewelryDrawing, suffix: string, x: number, y: number, radius: number): string {
  return `<use href="#${drawing.prefix}g${suffix}" transform="translate(${svgNumber(x)} ${svgNumber(y)})scale(${Math.round((radius / 50) * 1000) / 1000})"/>`;
}

/** Pear / drop stone, unit height 100 (top at -50). */
export function pearDefs(drawing: JewelryDrawing, spec: StoneSpec): string {
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
export function emeraldCutDefs(drawing: JewelryDrawing, spec: StoneSpec): string {
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

export function sparkle(drawing: JewelryDrawing, x: number, y: number, size: number): string {
  const id = `${drawing.prefix}sp`;
  if (!drawing.once.has(id)) {
    drawing.once.add(id);
    drawing.defs.push(`<path id="${id}" d="M0 -50L7 -7L50 0L7 7L0 50L-7 7L-50 0L-7 -7Z" fill="#fff"/>`);
  }
  return `<use href="#${id}" transform="translate(${svgNumber(x)} ${svgNumber(y)})scale(${Math.round((size / 50) * 1000) / 1000})" opacity=".9"/>`;
}
