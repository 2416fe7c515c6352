/**
 * Product-image generator: every product picture in the boutique is drawn
 * by the server as a small, deterministic SVG (no external image hosts).
 */
export { renderWatch, dialColor, type WatchInput, type DialSpec } from './watch.ts';
export { escapeXml, metalKind, metalPalette, type Variant } from './svg.ts';
