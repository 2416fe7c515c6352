/** Colour maths and the metal palettes (polished and brushed gradients) the catalogue drawings paint with. */
import { clamp, norm } from './studio.ts';

function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(red: number, green: number, blue: number): string {
  return (
    '#' +
    [red, green, blue]
      .map((channel) => clamp(Math.round(channel), 0, 255).toString(16).padStart(2, '0'))
      .join('')
  );
}

export function mix(from: string, to: string, share: number): string {
  const [fromRed, fromGreen, fromBlue] = hexToRgb(from);
  const [toRed, toGreen, toBlue] = hexToRgb(to);
  return toHex(fromRed + (toRed - fromRed) * share, fromGreen + (toGreen - fromGreen) * share, fromBlue + (toBlue - fromBlue) * share);
}

export const lighten = (colour: string, share: number): string => mix(colour, '#ffffff', share);
export const darken = (colour: string, share: number): string => mix(colour, '#000000', share);

/** Relative luminance 0..1 (sRGB approximation). */
export function luminance(colour: string): number {
  const [red, green, blue] = hexToRgb(colour);
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}

/* ---------------------------------------------------------------- metals */

export interface Metal {
  hi: string;
  mid: string;
  lo: string;
  dk: string;
}

export const METALS = {
  steel: { hi: '#f7f8f9', mid: '#c3c7cc', lo: '#868b92', dk: '#4f535a' },
  white: { hi: '#fdfdfe', mid: '#d6d9dd', lo: '#9ba1a8', dk: '#62676e' },
  yellow: { hi: '#fff4d2', mid: '#e1bd67', lo: '#ad8433', dk: '#6f511a' },
  rose: { hi: '#fde8de', mid: '#e2a88e', lo: '#b3735c', dk: '#774636' },
  titanium: { hi: '#dddedf', mid: '#a2a5a9', lo: '#72757a', dk: '#46484c' },
  black: { hi: '#74777d', mid: '#313338', lo: '#1b1c1f', dk: '#0b0b0d' },
  bronze: { hi: '#f3d2a4', mid: '#b98848', lo: '#895b2c', dk: '#57381b' },
} as const satisfies Record<string, Metal>;

export type MetalKind = keyof typeof METALS;

/** Map a free-text material (Russian or English) to a metal family. */
export function metalKind(text: string | null | undefined, fallback: MetalKind = 'steel'): MetalKind {
  const normalised = norm(text);
  if (!normalised) return fallback;
  if (/rose|everose|sedna|red gold|pink gold|king gold|розов|красн\S* золот|5n/.test(normalised)) return 'rose';
  if (/white gold|бел\S* золот|platin|платин|palladium|паллад|silver|серебр/.test(normalised)) return 'white';
  if (/gold|золот|moonshine|18k|750/.test(normalised)) return 'yellow';
  if (/titan|титан|tantal|тантал/.test(normalised)) return 'titanium';
  if (/ceram|керам|carbon|карбон|dlc|pvd|black|черн|forged/.test(normalised)) return 'black';
  if (/bronz|бронз/.test(normalised)) return 'bronze';
  return 'steel';
}

/** True for "steel and gold" style two-tone descriptions. */
export function isTwoTone(text: string | null | undefined): boolean {
  const normalised = norm(text);
  return (
    /rolesor|two[- ]?tone|bicolou?r|биколор|комбинир/.test(normalised) ||
    (/(steel|стал|oystersteel)/.test(normalised) && /(gold|золот)/.test(normalised))
  );
}

export function metalPalette(text: string | null | undefined, fallback: MetalKind = 'steel'): Metal {
  return METALS[metalKind(text, fallback)];
}

/** Diagonal polished-metal gradient. */
export function metalGradient(id: string, metal: Metal, reverse = false, lite = false): string {
  const dir = reverse ? 'x1="1" y1="1" x2="0" y2="0"' : 'x1="0" y1="0" x2="1" y2="1"';
  if (lite)
    return (
      `<linearGradient id="${id}" ${dir}><stop offset=".1" stop-color="${metal.hi}"/>` +
      `<stop offset=".45" stop-color="${metal.mid}"/><stop offset=".9" stop-color="${metal.lo}"/></linearGradient>`
    );
  return (
    `<linearGradient id="${id}" ${dir}>` +
    `<stop offset="0" stop-color="${metal.hi}"/><stop offset=".32" stop-color="${metal.mid}"/>` +
    `<stop offset=".5" stop-color="${metal.hi}"/><stop offset=".74" stop-color="${metal.lo}"/>` +
    `<stop offset="1" stop-color="${metal.mid}"/></linearGradient>`
  );
}

/** Horizontal brushed gradient, used across bracelets and bands. */
export function brushedGradient(id: string, metal: Metal): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${metal.lo}"/><stop offset=".3" stop-color="${metal.mid}"/>` +
    `<stop offset=".55" stop-color="${metal.hi}"/><stop offset="1" stop-color="${metal.lo}"/></linearGradient>`
  );
}
