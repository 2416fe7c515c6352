/**
 * Shared helpers for the product-image renderers: escaping, a seeded PRNG,
 * colour maths, compact number formatting and the document wrapper.
 * Everything here is pure and deterministic.
 */

export type Variant = 'full' | 'thumb';
export type Rnd = () => number;

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
  const s = value === null || value === undefined ? '' : String(value);
  return s
    .replace(INVALID_XML_CHARS, '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** FNV-1a 32-bit string hash. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 PRNG: returns floats in [0, 1). */
export function mulberry32(seed: number): Rnd {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seeded(...parts: unknown[]): Rnd {
  return mulberry32(hashString(parts.map((p) => String(p)).join('\u241f')));
}

export function pick<T>(arr: readonly T[], rnd: Rnd): T {
  return arr[Math.floor(rnd() * arr.length) % arr.length] as T;
}

/** Compact number formatting: integers above 20, else one decimal; never "-0". */
export function n(v: number): string {
  if (!Number.isFinite(v)) return '0';
  const r = Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10;
  return r === 0 ? '0' : String(r);
}

/** Lower-case, ё→е, trimmed; tolerant of null/undefined. */
export function norm(s: string | null | undefined): string {
  return (s ?? '').toLowerCase().replace(/ё/g, 'е').trim();
}

export function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

export function normView(view: number): number {
  const v = Math.trunc(Number.isFinite(view) ? view : 0);
  return ((v % 4) + 4) % 4;
}

/** A short id prefix that is unique per product/view/variant, so several SVGs can be inlined in one page. */
export function idPrefix(kind: string, id: number, view: number, variant: Variant): string {
  const safe = Number.isSafeInteger(id) && id >= 0 ? id.toString(36) : String(id).replace(/[^0-9A-Za-z]/g, '_') + '_';
  return `${kind}${safe}${view}${variant === 'thumb' ? 't' : ''}`;
}

/* ---------------------------------------------------------------- colour */

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(r: number, g: number, b: number): string {
  return (
    '#' +
    [r, g, b]
      .map((x) => clamp(Math.round(x), 0, 255).toString(16).padStart(2, '0'))
      .join('')
  );
}

export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Relative luminance 0..1 (sRGB approximation). */
export function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
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
  const t = norm(text);
  if (!t) return fallback;
  if (/rose|everose|sedna|red gold|pink gold|king gold|розов|красн\S* золот|5n/.test(t)) return 'rose';
  if (/white gold|бел\S* золот|platin|платин|palladium|паллад|silver|серебр/.test(t)) return 'white';
  if (/gold|золот|moonshine|18k|750/.test(t)) return 'yellow';
  if (/titan|титан|tantal|тантал/.test(t)) return 'titanium';
  if (/ceram|керам|carbon|карбон|dlc|pvd|black|черн|forged/.test(t)) return 'black';
  if (/bronz|бронз/.test(t)) return 'bronze';
  return 'steel';
}

/** True for "steel and gold" style two-tone descriptions. */
export function isTwoTone(text: string | null | undefined): boolean {
  const t = norm(text);
  return (
    /rolesor|two[- ]?tone|bicolou?r|биколор|комбинир/.test(t) ||
    (/(steel|стал|oystersteel)/.test(t) && /(gold|золот)/.test(t))
  );
}

export function metalPalette(text: string | null | undefined, fallback: MetalKind = 'steel'): Metal {
  return METALS[metalKind(text, fallback)];
}

/** Diagonal polished-metal gradient. */
export function metalGradient(id: string, m: Metal, reverse = false, lite = false): string {
  const dir = reverse ? 'x1="1" y1="1" x2="0" y2="0"' : 'x1="0" y1="0" x2="1" y2="1"';
  if (lite)
    return (
      `<linearGradient id="${id}" ${dir}><stop offset=".1" stop-color="${m.hi}"/>` +
      `<stop offset=".45" stop-color="${m.mid}"/><stop offset=".9" stop-color="${m.lo}"/></linearGradient>`
    );
  return (
    `<linearGradient id="${id}" ${dir}>` +
    `<stop offset="0" stop-color="${m.hi}"/><stop offset=".32" stop-color="${m.mid}"/>` +
    `<stop offset=".5" stop-color="${m.hi}"/><stop offset=".74" stop-color="${m.lo}"/>` +
    `<stop offset="1" stop-color="${m.mid}"/></linearGradient>`
  );
}

/** Horizontal brushed gradient, used across bracelets and bands. */
export function brushedGradient(id: string, m: Metal): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${m.lo}"/><stop offset=".3" stop-color="${m.mid}"/>` +
    `<stop offset=".55" stop-color="${m.hi}"/><stop offset="1" stop-color="${m.lo}"/></linearGradient>`
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
export function clip(s: string | null | undefined, max: number): string {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t;
}

/** An SVG document; an empty `title` makes it decorative (no <title>, aria-hidden) — the banners, which carry no text. */
export function svgDocument(c: Canvas, title: string, defs: string, body: string): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.vw} ${c.vh}" `;
  if (title === '') return `${open}aria-hidden="true"><defs>${defs}</defs>${body}</svg>`;
  const t = escapeXml(clip(title, 200));
  return `${open}role="img" font-family="${FONT}"><title>${t}</title><defs>${defs}</defs>${body}</svg>`;
}

/** Soft studio sweep: ivory / champagne / pale graphite. */
export function studioBackground(p: string, rnd: Rnd, c: Canvas): { defs: string; body: string } {
  const palettes: readonly [string, string, string][] = [
    ['#fcfaf6', '#f1ebe1', '#e2d8c8'],
    ['#fbf8f2', '#efe6d6', '#dccdb4'],
    ['#f9f9f8', '#eceae6', '#d8d5cf'],
  ];
  const [a, b, d] = pick(palettes, rnd);
  const defs =
    `<radialGradient id="${p}bg" cx=".5" cy=".4" r=".8">` +
    `<stop offset="0" stop-color="${a}"/><stop offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${d}"/></radialGradient>`;
  return { defs, body: `<rect width="${c.vw}" height="${c.vh}" fill="url(#${p}bg)"/>` };
}

/** A blur filter that turns anything into a soft dark shadow. */
export function shadowFilter(id: string, blur: number, opacity: number, region = true): string {
  if (!region) {
    // compact form for thumbnails: the blurred alpha mask, scaled down
    return `<filter id="${id}"><feGaussianBlur in="SourceAlpha" stdDeviation="${n(blur)}"/><feComponentTransfer><feFuncA type="linear" slope="${n(opacity)}"/></feComponentTransfer></filter>`;
  }
  return (
    `<filter id="${id}"${region ? ' x="-20%" y="-20%" width="140%" height="140%"' : ''}>` +
    `<feColorMatrix values="0 0 0 0 .16 0 0 0 0 .12 0 0 0 0 .08 0 0 0 ${n(opacity)} 0"/>` +
    `<feGaussianBlur stdDeviation="${n(blur)}"/></filter>`
  );
}

export function polar(r: number, deg: number): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [r * Math.cos(a), r * Math.sin(a)];
}

/** Polygon with rounded corners (quadratic fillets). */
export function roundedPolygon(pts: readonly [number, number][], radius: number): string {
  const len = pts.length;
  let d = '';
  for (let i = 0; i < len; i++) {
    const prev = pts[(i - 1 + len) % len] as [number, number];
    const cur = pts[i] as [number, number];
    const next = pts[(i + 1) % len] as [number, number];
    const d1 = Math.hypot(prev[0] - cur[0], prev[1] - cur[1]);
    const d2 = Math.hypot(next[0] - cur[0], next[1] - cur[1]);
    const r1 = Math.min(radius, d1 / 2) / d1;
    const r2 = Math.min(radius, d2 / 2) / d2;
    const a = [cur[0] + (prev[0] - cur[0]) * r1, cur[1] + (prev[1] - cur[1]) * r1];
    const b = [cur[0] + (next[0] - cur[0]) * r2, cur[1] + (next[1] - cur[1]) * r2];
    d += `${i === 0 ? 'M' : 'L'}${n(a[0]!)} ${n(a[1]!)}Q${n(cur[0])} ${n(cur[1])} ${n(b[0]!)} ${n(b[1]!)}`;
  }
  return d + 'Z';
}

const ENCODER = new TextEncoder();

/** UTF-8 size of a document, as served. */
export function byteLength(s: string): number {
  return ENCODER.encode(s).length;
}

/** Rough advance width of upper-case serif text, in ems. */
export function textWidthEm(s: string, letterSpacingEm = 0): number {
  let w = 0;
  for (const ch of s) {
    if (ch === ' ') w += 0.3;
    else if (/[.,'’:;·]/.test(ch)) w += 0.28;
    else if (/[IJ1]/.test(ch)) w += 0.4;
    else if (/[MWМШЩЖ]/.test(ch)) w += 0.95;
    else if (/[a-zа-яё]/.test(ch)) w += 0.52;
    else w += 0.7;
    w += letterSpacingEm;
  }
  return w;
}
