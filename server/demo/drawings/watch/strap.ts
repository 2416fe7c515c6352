/** The strap or bracelet, its lugs and the crown. */
import { svgNumber } from '../../../media/svg.ts';
import { brushedGradient, darken, lighten, metalGradient, mix } from '../palette.ts';
import { type WatchDrawing, isRectDial, metalEdge } from './drawing.ts';

/* ------------------------------------------------------------ strap */

function strapOutline(width: number, tuck: number, far: number, taper: number): string {
  const nearHalf = width / 2;
  const farHalf = (width * taper) / 2;
  return `M${svgNumber(-nearHalf)} ${svgNumber(-tuck)}L${svgNumber(-farHalf)} ${svgNumber(-far)}H${svgNumber(farHalf)}L${svgNumber(nearHalf)} ${svgNumber(-tuck)}V${svgNumber(tuck)}L${svgNumber(farHalf)} ${svgNumber(far)}H${svgNumber(-farHalf)}L${svgNumber(-nearHalf)} ${svgNumber(tuck)}Z`;
}

const FAR = 900;
const TAPER = 0.86;

/** Straight seams along the strap (column separations), tapered with the strap. */
function columnLines(drawing: WatchDrawing, split: number): string {
  const nearHalf = (drawing.strapWidth / 2) * split;
  const farHalf = ((drawing.strapWidth * TAPER) / 2) * split;
  let path = '';
  for (const end of [-1, 1]) {
    for (const side of [-1, 1]) path += `M${svgNumber(nearHalf * side)} ${svgNumber(drawing.strapTuck * end)}L${svgNumber(farHalf * side)} ${svgNumber(FAR * end)}`;
  }
  return path;
}

/**
 * A repeating tile of cross seams: outer columns at one phase, the centre column at half a pitch.
 * Used for bracelet links and alligator scales (cheap: one pattern instead of hundreds of segments).
 */
function seamPattern(id: string, drawing: WatchDrawing, pitch: number, split: number, stroke: string, strokeWidth: number, highlight: string | null): string {
  const width = drawing.strapWidth;
  const x1 = (width / 2) * (1 - split);
  const x2 = (width / 2) * (1 + split);
  const seg = (y: number) => `M0 ${svgNumber(y)}H${svgNumber(x1)}M${svgNumber(x2)} ${svgNumber(y)}H${svgNumber(width)}M${svgNumber(x1)} ${svgNumber(y + pitch / 2)}H${svgNumber(x2)}`;
  const y = pitch * 0.2;
  let inner = `<path d="${seg(y)}" stroke="${stroke}" stroke-width="${svgNumber(strokeWidth)}"/>`;
  if (highlight) inner += `<path d="${seg(y + strokeWidth)}" stroke="${highlight}" stroke-opacity=".6" stroke-width="${svgNumber(strokeWidth * 0.7)}"/>`;
  return `<pattern id="${id}" x="${svgNumber(-width / 2)}" y="${svgNumber(drawing.strapTuck)}" width="${svgNumber(width)}" height="${svgNumber(pitch)}" patternUnits="userSpaceOnUse">${inner}</pattern>`;
}

export function strapSvg(drawing: WatchDrawing, back: boolean): string {
  const { prefix, thumb } = drawing;
  const outline = strapOutline(drawing.strapWidth, drawing.strapTuck, FAR, TAPER);
  if (drawing.strap === 'metal') {
    const linkMetal = drawing.strapMetal;
    const linkAccent = drawing.strapAccent;
    const split = 0.36;
    const horizontal = 'x1="0" y1="0" x2="1" y2="0"';
    if (thumb && linkMetal === drawing.metal) drawing.defs.push(`<linearGradient id="${prefix}bb" href="#${prefix}m" ${horizontal}/>`);
    else if (thumb) drawing.defs.push(metalGradient(`${prefix}bb`, linkMetal, false, true).replace('x1="0" y1="0" x2="1" y2="1"', horizontal));
    else drawing.defs.push(brushedGradient(`${prefix}bb`, linkMetal));
    if (thumb && (linkAccent === drawing.metal || linkAccent === drawing.accent)) {
      drawing.defs.push(`<linearGradient id="${prefix}bc" href="#${prefix}${linkAccent === drawing.metal ? 'm' : 'a'}" ${horizontal}/>`);
    } else if (thumb) {
      drawing.defs.push(metalGradient(`${prefix}bc`, linkAccent, false, true).replace('x1="0" y1="0" x2="1" y2="1"', horizontal));
    } else {
      drawing.defs.push(
        `<linearGradient id="${prefix}bc" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${linkAccent.lo}"/><stop offset=".2" stop-color="${linkAccent.hi}"/>` +
          `<stop offset=".55" stop-color="${linkAccent.mid}"/><stop offset=".8" stop-color="${linkAccent.hi}"/><stop offset="1" stop-color="${linkAccent.lo}"/></linearGradient>`,
      );
    }
    const linkHalf = (drawing.strapWidth / 2) * split;
    let markup = `<path d="${outline}" fill="url(#${prefix}bb)"${thumb ? '' : ` stroke="${linkMetal.dk}" stroke-width="3"`}/>`;
    if (drawing.lite) return markup + `<path d="M${svgNumber(-linkHalf)} -${FAR}V${FAR}M${svgNumber(linkHalf)} -${FAR}V${FAR}" stroke="${linkMetal.dk}" stroke-opacity=".6" stroke-width="6"/>`;
    const pitch = drawing.strapWidth * (drawing.shape === 'oct' ? 0.3 : 0.38);
    drawing.defs.push(seamPattern(`${prefix}bl`, drawing, pitch, split, linkMetal.dk, thumb ? 5 : 3, thumb || drawing.reduced ? null : linkMetal.hi));
    markup += `<rect x="${svgNumber(-linkHalf)}" y="-${FAR}" width="${svgNumber(2 * linkHalf)}" height="${2 * FAR}" fill="url(#${prefix}bc)"/>`;
    markup += `<path d="${outline}" fill="url(#${prefix}bl)"/>`;
    markup += `<path d="M${svgNumber(-linkHalf)} -${FAR}V${FAR}M${svgNumber(linkHalf)} -${FAR}V${FAR}" stroke="${linkMetal.dk}" stroke-opacity=".6" stroke-width="${thumb ? 5 : 2.5}"/>`;
    return markup + fade(drawing);
  }
  // seen from behind, leather straps show their tan calf lining
  const base = back && drawing.strap !== 'rubber' ? mix(drawing.strapColor, '#b7977a', 0.72) : drawing.strapColor;
  drawing.defs.push(
    thumb
      ? `<linearGradient id="${prefix}sg" x1="0" y1="0" x2="1" y2="0"><stop stop-color="${darken(base, 0.3)}"/><stop offset=".5" stop-color="${lighten(base, 0.08)}"/><stop offset="1" stop-color="${darken(base, 0.3)}"/></linearGradient>`
      : `<linearGradient id="${prefix}sg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(base, 0.45)}"/>` +
          `<stop offset=".14" stop-color="${base}"/><stop offset=".5" stop-color="${lighten(base, 0.1)}"/>` +
          `<stop offset=".86" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, 0.45)}"/></linearGradient>`,
  );
  let bandMarkup = `<path d="${outline}" fill="url(#${prefix}sg)"/>`;
  if (drawing.strap === 'alligator' && !back && !drawing.lite) {
    drawing.defs.push(seamPattern(`${prefix}al`, drawing, drawing.strapWidth * 0.15, 0.5, darken(base, 0.6), thumb ? 4 : 2.5, thumb ? null : lighten(base, 0.3)));
    bandMarkup += `<path d="${outline}" fill="url(#${prefix}al)" opacity=".6"/>`;
    bandMarkup += `<path d="${columnLines(drawing, 0.5)}" stroke="${darken(base, 0.6)}" stroke-opacity=".5" stroke-width="${thumb ? 4 : 2.5}"/>`;
  } else if (drawing.strap === 'rubber' && !thumb) {
    bandMarkup += `<path d="${columnLines(drawing, 0.4)}" stroke="#000" stroke-opacity=".35" stroke-width="4"/>`;
  } else if (drawing.strap === 'fabric') {
    bandMarkup += `<path d="${columnLines(drawing, 0.55)}" stroke="${lighten(base, 0.5)}" stroke-opacity=".6" stroke-width="${svgNumber(drawing.strapWidth * 0.06)}"/>`;
  }
  if (!thumb && drawing.strap !== 'rubber') {
    const inset = drawing.strapWidth * 0.05;
    const nearHalf = drawing.strapWidth / 2 - inset;
    const farHalf = (drawing.strapWidth * TAPER) / 2 - inset;
    let stitches = '';
    for (const end of [-1, 1]) for (const side of [-1, 1]) stitches += `M${svgNumber(nearHalf * side)} ${svgNumber(drawing.strapTuck * end)}L${svgNumber(farHalf * side)} ${svgNumber(FAR * end)}`;
    bandMarkup += `<path d="${stitches}" stroke="${lighten(base, 0.28)}" stroke-width="3" stroke-dasharray="11 8" stroke-opacity=".8"/>`;
  }
  return bandMarkup + fade(drawing);
}

/** Darken the strap towards the frame edges as if it curves away from the lens. */
function fade(drawing: WatchDrawing): string {
  const { prefix } = drawing;
  if (drawing.thumb || drawing.reduced) return '';
  drawing.defs.push(
    `<linearGradient id="${prefix}sf" gradientUnits="userSpaceOnUse" x1="0" y1="-${FAR}" x2="0" y2="${FAR}">` +
      `<stop offset=".1" stop-opacity=".5"/><stop offset=".36" stop-opacity="0"/><stop offset=".64" stop-opacity="0"/><stop offset=".9" stop-opacity=".5"/></linearGradient>`,
  );
  return `<path d="${strapOutline(drawing.strapWidth + 2, drawing.strapTuck, FAR, TAPER)}" fill="url(#${prefix}sf)"/>`;
}

/* ------------------------------------------------------------ lugs & crown */

/** Thumbnail lugs: one rounded bar behind the strap reads as four horns at 320 px. */
export function lugsUnder(drawing: WatchDrawing): string {
  if (!drawing.thumb || (drawing.shape !== 'round' && drawing.shape !== 'reverso')) return '';
  const thickness = drawing.radius * 0.13;
  const height = drawing.shape === 'round' ? drawing.radius * 2.4 : drawing.caseHeight + drawing.radius * 0.28;
  const width = drawing.shape === 'round' ? drawing.strapWidth + 2 * thickness : drawing.caseWidth - drawing.radius * 0.24 + 2 * thickness;
  return `<rect x="${svgNumber(-width / 2)}" y="${svgNumber(-height / 2)}" width="${svgNumber(width)}" height="${svgNumber(height)}" rx="${svgNumber(thickness / 2)}" fill="url(#${drawing.prefix}m)"/>`;
}

export function lugsSvg(drawing: WatchDrawing): string {
  const { prefix, radius } = drawing;
  if (drawing.thumb && (drawing.shape === 'round' || drawing.shape === 'reverso')) return '';
  if (drawing.shape === 'round' || drawing.shape === 'reverso') {
    const cx = drawing.shape === 'round' ? drawing.strapWidth / 2 : drawing.caseWidth / 2 - radius * 0.12;
    const thickness = radius * 0.13;
    const top = drawing.shape === 'round' ? radius * 1.2 : drawing.caseHeight / 2 + radius * 0.14;
    const root = drawing.shape === 'round' ? radius * 0.62 : drawing.caseHeight / 2 - radius * 0.2;
    const path =
      `M${svgNumber(cx)} ${svgNumber(-root)}V${svgNumber(-top + thickness * 0.6)}Q${svgNumber(cx)} ${svgNumber(-top)} ${svgNumber(cx + thickness * 0.5)} ${svgNumber(-top)}` +
      `Q${svgNumber(cx + thickness)} ${svgNumber(-top)} ${svgNumber(cx + thickness)} ${svgNumber(-top + thickness * 0.6)}L${svgNumber(cx + thickness * 1.35)} ${svgNumber(-root + radius * 0.05)}Z`;
    const lug = `<path id="${prefix}lg" d="${path}" fill="url(#${prefix}m)"${metalEdge(drawing)}/>`;
    return (
      lug +
      `<use href="#${prefix}lg" transform="scale(-1 1)"/><use href="#${prefix}lg" transform="scale(1 -1)"/><use href="#${prefix}lg" transform="scale(-1 -1)"/>`
    );
  }
  if (drawing.shape === 'square') {
    const width = drawing.strapWidth + radius * 0.2;
    const height = radius * 0.3;
    const endY = drawing.caseHeight / 2 - radius * 0.12;
    return (
      `<rect x="${svgNumber(-width / 2)}" y="${svgNumber(-endY - height)}" width="${svgNumber(width)}" height="${svgNumber(height)}" rx="${svgNumber(radius * 0.08)}" fill="url(#${prefix}m)"${metalEdge(drawing)}/>` +
      `<rect x="${svgNumber(-width / 2)}" y="${svgNumber(endY)}" width="${svgNumber(width)}" height="${svgNumber(height)}" rx="${svgNumber(radius * 0.08)}" fill="url(#${prefix}m)"${metalEdge(drawing)}/>`
    );
  }
  if (drawing.shape === 'oct' || drawing.shape === 'naut') {
    // integrated end-links: shoulders that narrow from the case into the bracelet
    const top = radius * 0.5;
    const wTop = radius * (drawing.shape === 'oct' ? 1.7 : 1.5);
    const linkY = radius * 1.12;
    const path = `M${svgNumber(-wTop / 2)} ${svgNumber(-top)}L${svgNumber(-drawing.strapWidth / 2)} ${svgNumber(-linkY)}H${svgNumber(drawing.strapWidth / 2)}L${svgNumber(wTop / 2)} ${svgNumber(-top)}Z`;
    return (
      `<path id="${prefix}el" d="${path}" fill="url(#${prefix}${drawing.strap === 'metal' ? 'bb' : 'm'})"${metalEdge(drawing, 2)}/>` +
      `<use href="#${prefix}el" transform="scale(1 -1)"/>`
    );
  }
  return '';
}

export function crownSvg(drawing: WatchDrawing): string {
  const { prefix, radius, metal } = drawing;
  const crownX = isRectDial(drawing) ? drawing.caseWidth / 2 - radius * 0.02 : drawing.shape === 'oct' || drawing.shape === 'naut' ? radius * 1.0 : radius * 0.95;
  let markup = '';
  if (drawing.chrono) {
    markup += `<rect id="${prefix}pu" x="${svgNumber(radius * 0.94)}" y="${svgNumber(-radius * 0.055)}" width="${svgNumber(radius * 0.14)}" height="${svgNumber(radius * 0.11)}" rx="${svgNumber(radius * 0.02)}" transform="rotate(-32)" fill="url(#${prefix}m)"${metalEdge(drawing)}/>`;
    markup += `<use href="#${prefix}pu" transform="rotate(64)"/>`;
  }
  if ((drawing.bezel === 'diver' || drawing.bezel === 'gmt') && !drawing.lite) {
    markup += `<path d="M${svgNumber(radius * 0.86)} ${svgNumber(-radius * 0.26)}Q${svgNumber(radius * 1.12)} ${svgNumber(-radius * 0.2)} ${svgNumber(radius * 1.1)} 0Q${svgNumber(radius * 1.12)} ${svgNumber(radius * 0.2)} ${svgNumber(radius * 0.86)} ${svgNumber(radius * 0.26)}Z" fill="url(#${prefix}m)"${metalEdge(drawing)}/>`;
  }
  if (drawing.cabochon) {
    const cx = crownX + radius * 0.09;
    markup += `<rect x="${svgNumber(crownX - radius * 0.02)}" y="${svgNumber(-radius * 0.04)}" width="${svgNumber(radius * 0.08)}" height="${svgNumber(radius * 0.08)}" fill="${metal.lo}"/>`;
    markup += `<circle cx="${svgNumber(cx)}" r="${svgNumber(radius * 0.085)}" fill="url(#${prefix}m)"${metalEdge(drawing)}/>`;
    if (!drawing.thumb) markup += `<circle cx="${svgNumber(cx)}" r="${svgNumber(radius * 0.075)}" fill="none" stroke="${metal.dk}" stroke-opacity=".5" stroke-width="${svgNumber(radius * 0.02)}" stroke-dasharray="3 3"/>`;
    markup += `<circle cx="${svgNumber(cx)}" r="${svgNumber(radius * 0.05)}" fill="#243f9a"/><circle cx="${svgNumber(cx - radius * 0.015)}" cy="${svgNumber(-radius * 0.015)}" r="${svgNumber(radius * 0.017)}" fill="#fff" opacity=".6"/>`;
    return markup;
  }
  const crownWidth = radius * (drawing.bezel === 'diver' || drawing.bezel === 'gmt' ? 0.17 : 0.13);
  const crownHeight = radius * (drawing.sports ? 0.22 : 0.18);
  markup += `<rect x="${svgNumber(crownX)}" y="${svgNumber(-crownHeight / 2)}" width="${svgNumber(crownWidth)}" height="${svgNumber(crownHeight)}" rx="${svgNumber(radius * 0.03)}" fill="url(#${prefix}m)"${metalEdge(drawing)}/>`;
  if (!drawing.thumb && !drawing.reduced)
    markup += `<path d="M${svgNumber(crownX + crownWidth * 0.45)} ${svgNumber(-crownHeight / 2 + 3)}V${svgNumber(crownHeight / 2 - 3)}M${svgNumber(crownX + crownWidth * 0.8)} ${svgNumber(-crownHeight / 2 + 3)}V${svgNumber(crownHeight / 2 - 3)}" stroke="${metal.dk}" stroke-width="${svgNumber(crownWidth * 0.3)}" stroke-dasharray="2.5 3" stroke-opacity=".55"/>`;
  return markup;
}
