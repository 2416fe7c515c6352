/**
 * What every catalogue drawing shares: the seeded randomness (never Math.random or the clock, so a picture is the
 * same on every request), the canvas and id prefix of a product picture, the studio background and shadows, and the
 * text measures the drawings size their lettering with.
 */
import { svgNumber, type Canvas } from '../../media/svg.ts';

export type Variant = 'full' | 'thumb';
export type Random = () => number;

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

export function productCanvas(variant: Variant): Canvas {
  return variant === 'thumb' ? { width: 320, height: 320, viewWidth: 1200, viewHeight: 1200 } : { width: 1200, height: 1200, viewWidth: 1200, viewHeight: 1200 };
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
  return { defs, body: `<rect width="${canvas.viewWidth}" height="${canvas.viewHeight}" fill="url(#${prefix}bg)"/>` };
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
