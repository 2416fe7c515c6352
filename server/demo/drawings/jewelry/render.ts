/**
 * Jewelry renderer: a stylised piece (ring, bracelet, necklace, earrings, pendant or brooch) in its metal colour with
 * faceted, sparkling stones; four views, full size or as a thumbnail within a byte budget.
 */
import { clip, escapeXml, svgDocument, svgNumber } from '../../../media/svg.ts';
import { darken, lighten, metalGradient, metalKind, metalPalette } from '../palette.ts';
import { type Variant, byteLength, idPrefix, normView, pick, productCanvas, seeded, shadowFilter, studioBackground, textWidthEm } from '../studio.ts';
import { type JewelryDrawing, type JewelryType, jewelryType, stoneSpec } from './gems.ts';
import { bracelet, brooch, earrings, necklace, pendant, ring } from './pieces.ts';

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

/* ------------------------------------------------------------ assembly */

function velvetTray(drawing: JewelryDrawing): string {
  const { prefix } = drawing;
  const col = pick(['#2a2630', '#3b1a22', '#1d2a3f', '#233328'], drawing.random);
  drawing.defs.push(
    `<radialGradient id="${prefix}vt" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${lighten(col, 0.22)}"/><stop offset="1" stop-color="${darken(col, 0.35)}"/></radialGradient>`,
  );
  return `<rect x="110" y="170" width="980" height="880" rx="60" fill="url(#${prefix}vt)"/>` +
    (drawing.thumb ? '' : `<rect x="112" y="172" width="976" height="876" rx="58" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="4"/>`);
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
  const random = seeded('jewelry', input.id, view, input.brand, input.model, type, stone.key, metalKind(input.metal, 'yellow'));
  const prefix = idPrefix('j', input.id, view, variant);
  const canvas = productCanvas(variant);
  const background = studioBackground(prefix, random, canvas);
  const drawing: JewelryDrawing = {
    prefix,
    thumb: variant === 'thumb',
    lite,
    random,
    metal: metalPalette(input.metal, 'yellow'),
    stone,
    defs: [background.defs],
    once: new Set(),
  };
  drawing.defs.push(metalGradient(`${prefix}m`, drawing.metal, false, drawing.thumb));
  drawing.defs.push(shadowFilter(`${prefix}s`, drawing.thumb ? 12 : 16, 0.4, !drawing.thumb));
  let piece: string;
  switch (type) {
    case 'bracelet':
      piece = bracelet(drawing);
      break;
    case 'necklace':
      piece = necklace(drawing);
      break;
    case 'pendant':
      piece = pendant(drawing);
      break;
    case 'earrings':
      piece = earrings(drawing);
      break;
    case 'brooch':
      piece = brooch(drawing);
      break;
    default:
      piece = ring(drawing);
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
  const baseScale = size[type];
  let transform = `translate(600 ${cy}) scale(${baseScale})`;
  if (view === 1) transform = `translate(600 ${cy}) rotate(${type === 'ring' ? -14 : -10}) scale(${Math.round(baseScale * 94) / 100})`;
  else if (view === 2) {
    const [focusX, focusY] = focus[type];
    const zoom = 1.6 * baseScale;
    transform = `translate(${svgNumber(600 - focusX * zoom)} ${svgNumber(600 - focusY * zoom)}) scale(${zoom})`;
  } else if (view === 3) transform = `translate(600 ${svgNumber(cy + 20)}) scale(${Math.round(baseScale * 72) / 100})`;
  drawing.defs.push(`<g id="${prefix}J" transform="${transform}">${piece}</g>`);
  let body = background.body;
  if (view === 3) body += velvetTray(drawing);
  body += `<use href="#${prefix}J" transform="translate(14 26)" filter="url(#${prefix}s)"/><use href="#${prefix}J"/>`;
  if (view === 0 && !drawing.thumb) {
    const brand = clip(input.brand, 40).toUpperCase();
    const fontSize = Math.min(30, 700 / Math.max(1, textWidthEm(brand, 0.35)));
    body += `<text x="600" y="1140" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * 0.35)}" text-anchor="middle" fill="#8a7a5c" opacity=".8">${escapeXml(brand)}</text>`;
  }
  return svgDocument(canvas, `${input.brand} ${input.model}`, drawing.defs.join(''), body);
}
