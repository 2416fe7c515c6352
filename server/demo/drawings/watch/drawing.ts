/**
 * The watch drawing's shared state: what the catalogue row says (WatchInput), what the drawing decides from it
 * (WatchDrawing: shape, bezel, metals, strap, geometry), and the outlines every part is cut from. All geometry is in
 * local coordinates around the centre of the case (0,0), placed on the 1200×1200 canvas by the view's transform.
 */
import { polar, svgNumber } from '../../../media/svg.ts';
import { type Metal } from '../palette.ts';
import { type Random, type Variant, roundedPolygon } from '../studio.ts';

export interface WatchInput {
  id: number;
  view: number;
  brand: string;
  model: string;
  dialColor: string;
  caseMaterial: string;
  strapMaterial: string;
  diameterMm: number;
  variant: Variant;
}

export interface DialSpec {
  key: string;
  base: string;
  kind: 'plain' | 'mop' | 'skeleton';
}

/* ------------------------------------------------------------ classification */

export type Shape = 'round' | 'tank' | 'square' | 'reverso' | 'oct' | 'naut';
export type Bezel = 'plain' | 'diver' | 'gmt' | 'tachy' | 'fluted' | 'none';
export type StrapKind = 'metal' | 'leather' | 'alligator' | 'rubber' | 'fabric';
export type Markers = 'baton' | 'dot' | 'roman';
export type Hands = 'baton' | 'merc' | 'dauph' | 'sword';

export interface WatchDrawing {
  prefix: string;
  thumb: boolean;
  /** Thumbnail of a scene where the watch is small (presentation box): draw only what reads at that size. */
  lite: boolean;
  /** The watch sits in a presentation box (view 3). */
  boxed: boolean;
  /** Full image that came out over budget: drop the finest ornament (stripes, screws, glare). */
  reduced: boolean;
  random: Random;
  radius: number;
  shape: Shape;
  bezel: Bezel;
  metal: Metal;
  accent: Metal;
  dial: DialSpec;
  dark: boolean;
  ink: string;
  strap: StrapKind;
  strapMetal: Metal;
  strapAccent: Metal;
  strapColor: string;
  markers: Markers;
  hands: Hands;
  chrono: boolean;
  date: boolean;
  sports: boolean;
  cabochon: boolean;
  brand: string;
  model: string;
  handFill: string;
  handEdge: string;
  lume: string;
  /* geometry */
  strapWidth: number; // strap width at the lugs
  strapTuck: number; // where the strap tucks under the case
  caseWidth: number; // case width (non-round)
  caseHeight: number; // case height (non-round)
  dialRadius: number; // dial "radius" (round) / dial half-width
  dialHalfWidth: number; // dial half-width (rect dials)
  dialHalfHeight: number; // dial half-height (rect dials)
  secAngle: number;
  dateNum: number;
  defs: string[];
  once: Set<string>;
}

/** Metal outline; omitted on thumbnails where it would be a fraction of a pixel. */
export function metalEdge(drawing: WatchDrawing, width = 1.5): string {
  return drawing.thumb ? '' : ` stroke="${drawing.metal.dk}" stroke-width="${width}"`;
}

/* ------------------------------------------------------------ dial geometry */

/** Distance from the centre to the dial edge along a clock angle (degrees). */
export function reach(drawing: WatchDrawing, deg: number): number {
  if (drawing.shape === 'tank' || drawing.shape === 'reverso' || drawing.shape === 'square') {
    const radians = (deg * Math.PI) / 180;
    const horizontalShare = Math.abs(Math.sin(radians));
    const verticalShare = Math.abs(Math.cos(radians));
    return Math.min(horizontalShare > 1e-6 ? drawing.dialHalfWidth / horizontalShare : Infinity, verticalShare > 1e-6 ? drawing.dialHalfHeight / verticalShare : Infinity);
  }
  return drawing.dialRadius;
}

export function isRectDial(drawing: WatchDrawing): boolean {
  return drawing.shape === 'tank' || drawing.shape === 'reverso' || drawing.shape === 'square';
}

function nautPoints(radius: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < 8; i++) {
    const angle = 22.5 + i * 45;
    const [x, y] = polar(radius, angle);
    pts.push([x * 1.06, y * 0.97]);
  }
  return pts;
}

function octPoints(radius: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < 8; i++) pts.push(polar(radius, 22.5 + i * 45));
  return pts;
}

/**
 * A rounded octagon defined once at radius 100 and instanced by scale, so the
 * case, bezel and dial of octagonal watches cost one path between them.
 */
export function poly(drawing: WatchDrawing, shapeKind: 'naut' | 'oct' | 'octs', radius: number, attrs: string, strokeW = 0): string {
  const kind = drawing.lite && shapeKind === 'octs' ? 'oct' : shapeKind;
  const id = `${drawing.prefix}${kind}`;
  if (!drawing.once.has(id)) {
    drawing.once.add(id);
    const pts = kind === 'naut' ? nautPoints(100) : octPoints(100);
    drawing.defs.push(`<path id="${id}" d="${roundedPolygon(pts, kind === 'octs' ? 6 : kind === 'oct' ? 28 : 22)}"/>`);
  }
  const scale = radius / 100;
  const strokeAttributes = strokeW && !drawing.thumb ? ` stroke="${drawing.metal.dk}" stroke-width="${svgNumber(strokeW / scale)}"` : '';
  const scaled = attrs.replace(/stroke-width="([\d.]+)"/, (_match, width: string) => `stroke-width="${svgNumber(Number(width) / scale)}"`);
  return `<use href="#${id}" transform="scale(${Math.round(scale * 1000) / 1000})" ${scaled}${strokeAttributes}/>`;
}

/** Dial outline element (without closing attributes). */
export function dialShape(drawing: WatchDrawing, attrs: string, grow = 0): string {
  if (isRectDial(drawing)) {
    const rx = drawing.shape === 'square' ? drawing.radius * 0.12 : drawing.radius * 0.025;
    return `<rect x="${svgNumber(-drawing.dialHalfWidth - grow)}" y="${svgNumber(-drawing.dialHalfHeight - grow)}" width="${svgNumber(2 * (drawing.dialHalfWidth + grow))}" height="${svgNumber(2 * (drawing.dialHalfHeight + grow))}" rx="${svgNumber(rx)}" ${attrs}/>`;
  }
  if (drawing.shape === 'naut') return poly(drawing, 'naut', drawing.dialRadius * 1.08 + grow, attrs);
  return `<circle r="${svgNumber(drawing.dialRadius + grow)}" ${attrs}/>`;
}

/** Case outline element used for the case body, side band and shadows. */
export function caseShape(drawing: WatchDrawing, attrs: string): string {
  const radius = drawing.radius;
  switch (drawing.shape) {
    case 'tank':
      return `<rect x="${svgNumber(-drawing.caseWidth / 2)}" y="${svgNumber(-drawing.caseHeight / 2)}" width="${svgNumber(drawing.caseWidth)}" height="${svgNumber(drawing.caseHeight)}" rx="${svgNumber(drawing.caseWidth * 0.08)}" ${attrs}/>`;
    case 'reverso':
      return `<rect x="${svgNumber(-drawing.caseWidth / 2)}" y="${svgNumber(-drawing.caseHeight / 2)}" width="${svgNumber(drawing.caseWidth)}" height="${svgNumber(drawing.caseHeight)}" rx="${svgNumber(radius * 0.05)}" ${attrs}/>`;
    case 'square':
      return `<rect x="${svgNumber(-drawing.caseWidth / 2)}" y="${svgNumber(-drawing.caseHeight / 2)}" width="${svgNumber(drawing.caseWidth)}" height="${svgNumber(drawing.caseHeight)}" rx="${svgNumber(radius * 0.3)}" ${attrs}/>`;
    case 'oct':
      return poly(drawing, 'oct', radius * 1.06, attrs);
    case 'naut':
      return poly(drawing, 'naut', radius * 1.02, attrs);
    default:
      return `<circle r="${svgNumber(radius)}" ${attrs}/>`;
  }
}
