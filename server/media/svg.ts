/**
 * SVG document helpers the server's own pictures share (the og card here, the demo room's catalogue drawings):
 * escaping, compact number formatting, polar coordinates and the document wrapper. Pure and deterministic.
 */

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

/** Compact number formatting: integers above 20, else one decimal; never "-0". */
export function svgNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.abs(value) >= 20 ? Math.round(value) : Math.round(value * 10) / 10;
  return rounded === 0 ? '0' : String(rounded);
}

export function polar(radius: number, deg: number): [number, number] {
  const radians = ((deg - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

export interface Canvas {
  width: number;
  height: number;
  viewWidth: number;
  viewHeight: number;
}

/** Shorten free text to at most `max` characters (with an ellipsis), collapsing whitespace. */
export function clip(text: string | null | undefined, max: number): string {
  const collapsed = (text ?? '').replace(/\s+/g, ' ').trim();
  return collapsed.length > max ? `${collapsed.slice(0, max - 1).trimEnd()}…` : collapsed;
}

/** An SVG document; an empty `title` makes it decorative (no <title>, aria-hidden) — the banners, which carry no text. */
export function svgDocument(canvas: Canvas, title: string, defs: string, body: string): string {
  const opening = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.viewWidth} ${canvas.viewHeight}" `;
  if (title === '') return `${opening}aria-hidden="true"><defs>${defs}</defs>${body}</svg>`;
  const escapedTitle = escapeXml(clip(title, 200));
  return `${opening}role="img" font-family="${FONT}"><title>${escapedTitle}</title><defs>${defs}</defs>${body}</svg>`;
}
