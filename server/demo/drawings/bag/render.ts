/**
 * Handbag renderer: stylised silhouettes (Birkin, Kelly, flap, tote, clutch, top-handle) in the product's leather
 * colour, with texture, stitching and hardware; four views, full size or as a thumbnail within a byte budget.
 */
import { clip, escapeXml, svgDocument, svgNumber } from '../../../media/svg.ts';
import { darken, lighten, METALS } from '../palette.ts';
import { type Variant, byteLength, idPrefix, norm, normView, pick, productCanvas, seeded, shadowFilter, studioBackground, textWidthEm } from '../studio.ts';
import { type BagDrawing, bagColor, bagShape, leatherDefs, textureOf } from './leather.ts';
import { bagBody } from './silhouettes.ts';

export interface BagInput {
  id: number;
  view: number;
  brand: string;
  model: string;
  color: string | null;
  material: string | null;
  variant: Variant;
}

/* ------------------------------------------------------------ assembly */

/** Thumbnails past this many bytes are redrawn without texture. */
const THUMB_BUDGET = 3900;

export function renderBag(input: BagInput): string {
  const variant: Variant = input.variant === 'thumb' ? 'thumb' : 'full';
  const view = normView(input.view);
  const svg = buildBag(input, view, variant, false);
  return variant === 'full' || byteLength(svg) < THUMB_BUDGET ? svg : buildBag(input, view, variant, true);
}

function buildBag(input: BagInput, view: number, variant: Variant, lite: boolean): string {
  const random = seeded('bag', input.id, view, input.brand, input.model, input.color ?? '', input.material ?? '');
  const prefix = idPrefix('b', input.id, view, variant);
  const canvas = productCanvas(variant);
  const background = studioBackground(prefix, random, canvas);
  const shape = bagShape(input.model, input.brand);
  const materialText = norm(input.material);
  const hwPalladium = /palladium|phw|silver|серебр|ruthen|паллад|никел|steel|стал/.test(materialText);
  const hwGold = /ghw|gold|золот|brass|латун/.test(materialText);
  const goldHw = hwGold || (!hwPalladium && random() < 0.6);
  const drawing: BagDrawing = {
    prefix,
    thumb: variant === 'thumb',
    lite,
    random,
    color: bagColor(input.color, random),
    texture: textureOf(input.material),
    hw: goldHw ? METALS.yellow : METALS.white,
    shape,
    quilted: shape === 'flap' || (shape === 'lady' && /lady|cannage|quilt|стеган|matelass/.test(norm(`${input.model} ${input.material ?? ''}`))),
    defs: [background.defs],
  };
  leatherDefs(drawing);
  drawing.defs.push(shadowFilter(`${prefix}s`, drawing.thumb ? 14 : 20, 0.5, !drawing.thumb));
  const { svg, focus, top, topHalf, bottom, halfW } = bagBody(drawing);

  let bagMarkup = svg;
  if (view === 1) {
    // three-quarter: a side gusset appears on the right, the front narrows
    const topX = topHalf * 0.9 - 40;
    const bottomX = halfW * 0.9 - 40;
    const depth = drawing.shape === 'clutch' ? 40 : 95;
    const gussetPath = `M${svgNumber(topX - 4)} ${top}L${svgNumber(topX + depth)} ${top - 28}L${svgNumber(bottomX + depth)} ${bottom - 30}L${svgNumber(bottomX - 4)} ${bottom}Z`;
    drawing.defs.push(
      `<linearGradient id="${prefix}G" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(drawing.color, 0.42)}"/><stop offset="1" stop-color="${darken(drawing.color, 0.2)}"/></linearGradient>`,
    );
    bagMarkup = `<path d="${gussetPath}" fill="url(#${prefix}G)" stroke="${darken(drawing.color, 0.55)}" stroke-width="2" stroke-linejoin="round"/>` + `<g transform="translate(-40 0) scale(.9 1)">${svg}</g>`;
  }
  let transform = 'translate(600 640)';
  if (view === 2) {
    const zoom = 1.9;
    transform = `translate(${svgNumber(600 - focus[0] * zoom)} ${svgNumber(600 - focus[1] * zoom)}) scale(${zoom})`;
  } else if (view === 3) transform = 'translate(600 700) scale(.74)';
  drawing.defs.push(`<g id="${prefix}B" transform="${transform}">${bagMarkup}</g>`);

  let body = background.body;
  if (view === 3) {
    // presentation box and dust bag behind the bag
    // presentation box behind the bag: lid top seen in perspective, front face, ribbon
    const boxCol = pick(['#efe4d0', '#e7d8bd', '#e3ddd3'], random);
    body += `<ellipse cx="610" cy="905" rx="470" ry="30" fill="#3b2e20" filter="url(#${prefix}s)"/>`;
    body += `<path d="M210 230H990L1050 330H150Z" fill="${lighten(boxCol, 0.35)}"/>`;
    body += `<rect x="150" y="330" width="900" height="570" fill="${boxCol}"/>`;
    if (!drawing.thumb) body += `<rect x="150" y="330" width="900" height="570" fill="url(#${prefix}S)"/><path d="M150 331H1050" stroke="#fff" stroke-width="3" opacity=".6"/>`;
    body += `<path d="M600 230V900" stroke="#8c6d3c" stroke-width="${drawing.thumb ? 14 : 10}" opacity=".75"/>`;
    const brand = clip(input.brand, 40).toUpperCase();
    const fontSize = Math.min(40, 300 / Math.max(1, textWidthEm(brand, 0.3)));
    if (!drawing.thumb)
      body += `<text x="820" y="${svgNumber(400 + fontSize * 0.3)}" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * 0.3)}" text-anchor="middle" fill="#6d5a3a">${escapeXml(brand)}</text>`;
  }
  const shadowY = view === 2 ? 1190 : view === 3 ? 700 + bottom * 0.74 : 640 + bottom;
  const shadowHalfWidth = view === 3 ? halfW * 0.8 : halfW * 1.05;
  body += `<ellipse cx="610" cy="${svgNumber(shadowY + 6)}" rx="${svgNumber(shadowHalfWidth)}" ry="${drawing.thumb ? 26 : 30}" fill="#3b2e20" filter="url(#${prefix}s)"/>`;
  body += `<use href="#${prefix}B"/>`;
  if (view === 0 && !drawing.thumb) {
    const brand = clip(input.brand, 40).toUpperCase();
    const fontSize = Math.min(30, 700 / Math.max(1, textWidthEm(brand, 0.35)));
    body += `<text x="600" y="1140" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * 0.35)}" text-anchor="middle" fill="#8a7a5c" opacity=".8">${escapeXml(brand)}</text>`;
  }
  return svgDocument(canvas, `${input.brand} ${input.model}`, drawing.defs.join(''), body);
}
