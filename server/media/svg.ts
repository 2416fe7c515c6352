/**
 * Shared helpers for the product-image renderers: escaping, a seeded PRNG,
 * colour maths, compact number formatting and the document wrapper.
 * Everything here is pure and deterministic.
 */

export type Variant = 'full' | 'thumb';
export type Random = () => number;

export const FONT = "Georgia, 'Times New Roman', serif";

/* eslint-disable no-control-regex */
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escape arbitrary text for use in SVG text content or attribute values. */
export function escapeXml(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** FNV-1a 32-bit string hash. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32 PRNG: returns floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function seeded(...parts: unknown[]): Random {
  return mulberry32(hashString(parts.map((part) => String(part)).join('\u241f')));
}

export function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length) % items.length] as T;
}

/** Compact number formatting: integers above 20, else one decimal; never "-0". */
export function svgNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.abs(value) >= 20 ? Math.round(value) : Math.round(value * 10) / 10;
  return rounded === 0 ? '0' : String(rounded);
}

/** Lower-case, ё→е, trimmed; tolerant of null/undefined. */
export function norm(text: string | null | undefined): string {
  return (text ?? '').toLowerCase().replace(/ё/g, 'е').trim();
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function normView(view: number): number {
  const whole = Math.trunc(Number.isFinite(view) ? view : 0);
  return ((whole % 4) + 4) % 4;
}

/** A short id prefix that is unique per product/view/variant, so several SVGs can be inlined in one page. */
export function idPrefix(kind: string, id: number, view: number, variant: Variant): string {
  const safe = Number.isSafeInteger(id) && id >= 0 ? id.toString(36) : String(id).replace(/[^0-9A-Za-z]/g, '_') + '_';
  return `${kind}${safe}${view}${variant === 'thumb' ? 't' : ''}`;
}

/* ---------------------------------------------------------------- colour */

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

/* ------------------------------------------------------------ documents */

export interface Canvas {
  w: number;
  h: number;
  vw: number;
  vh: number;
}

export function productCanvas(variant: Variant): Canvas {
  return variant === 'thumb' ? { w: 320, h: 320, vw: 1200, vh: 1200 } : { w: 1200, h: 1200, vw: 1200, vh: 1200 };
}

/** Shorten free text to at most `max` characters (with an ellipsis), collapsing whitespace. */
export function clip(text: string | null | undefined, max: number): string {
  const collapsed = (text ?? '').replace(/\s+/g, ' ').trim();
  return collapsed.length > max ? `${collapsed.slice(0, max - 1).trimEnd()}…` : collapsed;
}

/** An SVG document; an empty `title` makes it decorative (no <title>, aria-hidden) — the banners, which carry no text. */
export function svgDocument(canvas: Canvas, title: string, defs: string, body: string): string {
  const opening = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.w}" height="${canvas.h}" viewBox="0 0 ${canvas.vw} ${canvas.vh}" `;
  if (title === '') return `${opening}aria-hidden="true"><defs>${defs}</defs>${body}</svg>`;
  const escapedTitle = escapeXml(clip(title, 200));
  return `${opening}role="img" font-family="${FONT}"><title>${escapedTitle}</title><defs>${defs}</defs>${body}</svg>`;
}

/** Soft studio sweep: ivory / champagne / pale graphite. */
export function studioBackground(prefix: string, random: Random, canvas: Canvas): { defs: string; body: string } {
  const palettes: readonly [string, string, string][] = [
    ['#fcfaf6', '#f1ebe1', '#e2d8c8'],
    ['#fbf8f2', '#efe6d6', '#dccdb4'],
    ['#f9f9f8', '#eceae6', '#d8d5cf'],
  ];
  const [centre, middle, edge] = pick(palettes, random);
  const defs =
    `<radialGradient id="${prefix}bg" cx=".5" cy=".4" r=".8">` +
    `<stop offset="0" stop-color="${centre}"/><stop offset=".55" stop-color="${middle}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`;
  return { defs, body: `<rect width="${canvas.vw}" height="${canvas.vh}" fill="url(#${prefix}bg)"/>` };
}

/** A blur filter that turns anything into a soft dark shadow. */
export function shadowFilter(id: string, blur: number, opacity: number, region = true): string {
  if (!region) {
    // compact form for thumbnails: the blurred alpha mask, scaled down
    return `<filter id="${id}"><feGaussianBlur in="SourceAlpha" stdDeviation="${svgNumber(blur)}"/><feComponentTransfer><feFuncA type="linear" slope="${svgNumber(opacity)}"/></feComponentTransfer></filter>`;
  }
  return (
    `<filter id="${id}"${region ? ' x="-20%" y="-20%" width="140%" height="140%"' : ''}>` +
    `<feColorMatrix values="0 0 0 0 .16 0 0 0 0 .12 0 0 0 0 .08 0 0 0 ${svgNumber(opacity)} 0"/>` +
    `<feGaussianBlur stdDeviation="${svgNumber(blur)}"/></filter>`
  );
}

export function polar(radius: number, deg: number): [number, number] {
  const radians = ((deg - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

/** Polygon with rounded corners (quadratic fillets). */
export function roundedPolygon(points: readonly [number, number][], radius: number): string {
  const count = points.length;
  let path = '';
  for (let i = 0; i < count; i++) {
    const prev = points[(i - 1 + count) % count] as [number, number];
    const cur = points[i] as [number, number];
    const next = points[(i + 1) % count] as [number, number];
    const toPrevious = Math.hypot(prev[0] - cur[0], prev[1] - cur[1]);
    const toNext = Math.hypot(next[0] - cur[0], next[1] - cur[1]);
    const previousShare = Math.min(radius, toPrevious / 2) / toPrevious;
    const nextShare = Math.min(radius, toNext / 2) / toNext;
    const entry = [cur[0] + (prev[0] - cur[0]) * previousShare, cur[1] + (prev[1] - cur[1]) * previousShare];
    const exit = [cur[0] + (next[0] - cur[0]) * nextShare, cur[1] + (next[1] - cur[1]) * nextShare];
    path += `${i === 0 ? 'M' : 'L'}${svgNumber(entry[0]!)} ${svgNumber(entry[1]!)}Q${svgNumber(cur[0])} ${svgNumber(cur[1])} ${svgNumber(exit[0]!)} ${svgNumber(exit[1]!)}`;
  }
  return path + 'Z';
}

const ENCODER = new TextEncoder();

/** UTF-8 size of a document, as served. */
export function byteLength(text: string): number {
  return ENCODER.encode(text).length;
}

/** Rough advance width of upper-case serif text, in ems. */
export function textWidthEm(text: string, letterSpacingEm = 0): number {
  let width = 0;
  for (const ch of text) {
    if (ch === ' ') width += 0.3;
    else if (/[.,'’:;·]/.test(ch)) width += 0.28;
    else if (/[IJ1]/.test(ch)) width += 0.4;
    else if (/[MWМШЩЖ]/.test(ch)) width += 0.95;
    else if (/[a-zа-яё]/.test(ch)) width += 0.52;
    else width += 0.7;
    width += letterSpacingEm;
  }
  return width;
}
