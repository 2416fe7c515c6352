/**
 * Watch renderer: a believable studio shot of a wristwatch, drawn as SVG: flat on the table, at three-quarters,
 * from the back, or in its presentation box (views 0–3), full size or as a thumbnail within a byte budget.
 */
import { clip, escapeXml, svgDocument, svgNumber } from '../../../media/svg.ts';
import { darken, lighten, metalGradient } from '../palette.ts';
import { type Variant, byteLength, clamp, idPrefix, normView, pick, productCanvas, seeded, shadowFilter, studioBackground, textWidthEm } from '../studio.ts';
import { caseSvg } from './case.ts';
import { classify } from './classify.ts';
import { dialSvg } from './dial.ts';
import { type WatchDrawing, type WatchInput, caseShape, metalEdge } from './drawing.ts';
import { glassSvg, handsSvg } from './hands.ts';
import { backSvg } from './movement.ts';
import { crownSvg, lugsSvg, lugsUnder, strapSvg } from './strap.ts';

/* ------------------------------------------------------------ assembly */

function watchGroup(drawing: WatchDrawing, view: number): string {
  const { prefix, radius } = drawing;
  const flip = 'x1="1" y1="1" x2="0" y2="0"';
  drawing.defs.push(metalGradient(`${prefix}m`, drawing.metal, false, drawing.thumb), `<linearGradient id="${prefix}mr" href="#${prefix}m" ${flip}/>`);
  if (drawing.accent !== drawing.metal) {
    drawing.defs.push(metalGradient(`${prefix}a`, drawing.accent, false, drawing.thumb));
    if (drawing.bezel === 'fluted') drawing.defs.push(`<linearGradient id="${prefix}ar" href="#${prefix}a" ${flip}/>`);
  }
  if (view === 2) {
    return lugsUnder(drawing) + strapSvg(drawing, true) + lugsSvg(drawing) + `<g transform="scale(-1 1)">${crownSvg(drawing)}</g>` + backSvg(drawing);
  }
  let band = '';
  if (view === 1 && drawing.thumb) {
    band = `<g transform="translate(${svgNumber(radius * 0.09)} ${svgNumber(radius * 0.015)})">${caseShape(drawing, `fill="${drawing.metal.lo}"`)}</g>`;
  } else if (view === 1) {
    drawing.defs.push(
      `<linearGradient id="${prefix}bd" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${drawing.metal.dk}"/><stop offset=".6" stop-color="${drawing.metal.lo}"/><stop offset="1" stop-color="${drawing.metal.mid}"/></linearGradient>`,
    );
    band = `<g transform="translate(${svgNumber(radius * 0.09)} ${svgNumber(radius * 0.015)})">${caseShape(drawing, `fill="url(#${prefix}bd)"${metalEdge(drawing, 2)}`)}</g>`;
  }
  return lugsUnder(drawing) + strapSvg(drawing, false) + lugsSvg(drawing) + band + crownSvg(drawing) + caseSvg(drawing) + dialSvg(drawing) + handsSvg(drawing) + glassSvg(drawing);
}

function boxScene(drawing: WatchDrawing, watchUse: string, shadowUse: string): string {
  const { prefix, random } = drawing;
  const thumb = drawing.thumb || drawing.reduced; // a reduced full image gets the plain box too
  const leather = pick(['#25242a', '#3d1820', '#1c2740', '#1f3328'], random);
  const lining = '#e6dccb';
  drawing.defs.push(`<clipPath id="${prefix}ck"><ellipse cx="600" cy="740" rx="262" ry="335"/></clipPath>`);
  if (!thumb)
    drawing.defs.push(
      `<linearGradient id="${prefix}bx" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(leather, 0.2)}"/><stop offset=".5" stop-color="${leather}"/><stop offset="1" stop-color="${darken(leather, 0.35)}"/></linearGradient>`,
      `<radialGradient id="${prefix}cu" cx=".45" cy=".4" r=".62"><stop offset="0" stop-color="#fbf6ee"/><stop offset=".7" stop-color="#e8ddcb"/><stop offset="1" stop-color="#c3b291"/></radialGradient>`,
      `<radialGradient id="${prefix}ln" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#f3ebde"/><stop offset="1" stop-color="#cdbfa7"/></radialGradient>`,
      `<radialGradient id="${prefix}ce"><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".45"/></radialGradient>`,
    );
  const lin = thumb ? lining : `url(#${prefix}ln)`;
  const box = thumb ? leather : `url(#${prefix}bx)`;
  const cushion = thumb ? '#f1e9dc' : `url(#${prefix}cu)`;
  const brand = drawing.brand.toUpperCase();
  const fontSize = Math.min(46, 560 / Math.max(1, textWidthEm(brand, 0.2)));
  let markup = thumb ? '' : `<rect x="180" y="360" width="860" height="800" rx="44" fill="#2a2118" opacity=".3" filter="url(#${prefix}s)"/>`;
  // lid, opened back (foreshortened), then the base
  markup += `<path d="M250 70H950Q985 70 990 105L1030 340H170L210 105Q215 70 250 70Z" fill="${box}"/>`;
  markup += `<path d="M268 100H932L968 320H232Z" fill="${lin}"/>`;
  markup += `<text x="600" y="${svgNumber(215 + fontSize * 0.35)}" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * 0.2)}" text-anchor="middle" fill="#a9823b">${escapeXml(brand)}</text>`;
  if (!thumb) markup += `<path d="M540 ${svgNumber(215 + fontSize * 0.9)}H660" stroke="#a9823b" stroke-width="2"/>`;
  markup += `<rect x="165" y="330" width="870" height="820" rx="40" fill="${box}"/>`;
  if (!thumb) markup += `<path d="M205 333H995" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>`;
  markup += `<rect x="210" y="375" width="780" height="730" rx="22" fill="${lin}"/>`;
  if (!thumb) markup += `<ellipse cx="612" cy="755" rx="262" ry="335" fill="#5a4630" opacity=".3"/>`;
  markup += `<ellipse cx="600" cy="740" rx="262" ry="335" fill="${cushion}"${thumb ? ' stroke="#c3b291" stroke-width="14"' : ''}/>`;
  markup += `<g clip-path="url(#${prefix}ck)">${thumb ? '' : shadowUse}${watchUse}</g>`;
  if (!thumb) markup += `<ellipse cx="600" cy="740" rx="262" ry="335" fill="url(#${prefix}ce)"/>`;
  return markup;
}

/** Thumbnails must stay under this many bytes; past it they are redrawn with fewer details. */
export const THUMB_BUDGET = 3900;
/** Same for full-size images. */
export const FULL_BUDGET = 11_800;

function buildWatch(input: WatchInput, view: number, variant: Variant, lite: boolean): string {
  // `lite` means: thumbnail → fewer details; full image → no fine ornament
  const random = seeded('watch', input.id, view, input.brand, input.model, input.dialColor);
  const prefix = idPrefix('w', input.id, view, variant);
  const canvas = productCanvas(variant);
  const background = studioBackground(prefix, random, canvas);
  const thumb = variant === 'thumb';
  const drawing: WatchDrawing = {
    ...classify(input, random),
    brand: clip(input.brand, 40),
    model: clip(input.model, 48),
    prefix,
    thumb,
    lite: thumb && lite,
    boxed: view === 3,
    reduced: !thumb && lite,
    random,
    defs: [background.defs],
    once: new Set(),
  };
  if (!(drawing.thumb && view === 3)) drawing.defs.push(shadowFilter(`${prefix}s`, drawing.thumb ? 14 : 18, 0.42, !drawing.thumb));
  if (!drawing.thumb) drawing.defs.push(shadowFilter(`${prefix}hs`, 4, 0.45));

  const group = watchGroup(drawing, view);
  let transform: string;
  if (view === 1) transform = `translate(600 610) rotate(-26) scale(.78 1) rotate(6)`;
  else if (view === 3) transform = `translate(600 728) scale(${Math.round(clamp(182 / drawing.radius, 0.5, 0.9) * 1000) / 1000})`;
  else transform = 'translate(600 600)';
  drawing.defs.push(`<g id="${prefix}W" transform="${transform}">${group}</g>`);
  const off = view === 3 ? 'translate(8 16)' : 'translate(16 28)';
  const shadowUse = `<use href="#${prefix}W" transform="${off}" filter="url(#${prefix}s)"/>`;
  const watchUse = `<use href="#${prefix}W"/>`;
  let body = background.body;
  body += view === 3 ? boxScene(drawing, watchUse, shadowUse) : shadowUse + watchUse;
  return svgDocument(canvas, `${input.brand} ${input.model}`, drawing.defs.join(''), body);
}

export function renderWatch(input: WatchInput): string {
  const variant: Variant = input.variant === 'thumb' ? 'thumb' : 'full';
  const view = normView(input.view);
  if (variant === 'full') {
    const svg = buildWatch(input, view, variant, false);
    return byteLength(svg) < FULL_BUDGET ? svg : buildWatch(input, view, variant, true);
  }
  // level of detail: the box scene is always drawn lite; anything else only when over budget
  const svg = buildWatch(input, view, variant, view === 3);
  return byteLength(svg) < THUMB_BUDGET || view === 3 ? svg : buildWatch(input, view, variant, true);
}
