/**
 * Product-image generator. No external image host is reachable, so the server
 * draws every product picture itself as a small SVG.
 *
 * All renderers are pure and deterministic: the same input always yields a
 * byte-identical document (randomness comes from a mulberry32 PRNG seeded by a
 * hash of the product's id, view and attributes — never Date or Math.random).
 *
 * Product images: 1200×1200 (`full`) or 320×320 (`thumb`, same viewBox, fewer
 * details). Banners: 1600×640 (`full`) or 480×192 (`thumb`).
 * Every document carries role="img", a <title> and explicit width/height;
 * all inserted text is XML-escaped.
 */
export { renderWatch, dialColor, type WatchInput, type DialSpec } from './watch.ts';
export { renderJewelry, jewelryType, stoneSpec, type JewelryInput, type JewelryType, type StoneSpec } from './jewelry.ts';
export { renderBag, bagShape, bagColor, type BagInput, type BagShape } from './bag.ts';
export { renderBanner, type BannerInput } from './banner.ts';
export { escapeXml, metalKind, metalPalette, hashString, mulberry32, type Variant } from '../../media/svg.ts';
