/** The dial: its gradient and texture, subdials, date window and lettering; skeleton dials show the movement. */
import { escapeXml, polar, svgNumber } from '../../../media/svg.ts';
import { darken, lighten } from '../palette.ts';
import { norm, textWidthEm } from '../studio.ts';
import { type WatchDrawing, dialShape, isRectDial, reach } from './drawing.ts';
import { markersSvg } from './markers.ts';
import { movementSvg } from './movement.ts';

/* ------------------------------------------------------------ dial */

function dialDefs(drawing: WatchDrawing): void {
  const { prefix } = drawing;
  const base = drawing.dial.base;
  if (drawing.dial.kind === 'mop') {
    drawing.defs.push(
      `<linearGradient id="${prefix}d" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#faf7f2"/>` +
        `<stop offset=".3" stop-color="#efd6e3"/><stop offset=".5" stop-color="${base}"/><stop offset=".72" stop-color="#cfe5ef"/>` +
        `<stop offset="1" stop-color="#efe6d7"/></linearGradient>`,
    );
    return;
  }
  const light = lighten(base, drawing.dark ? 0.22 : 0.5);
  drawing.defs.push(
    `<radialGradient id="${prefix}d" cx=".42" cy=".36" r=".75"><stop offset="0" stop-color="${light}"/>` +
      `<stop offset=".5" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, drawing.dark ? 0.45 : 0.16)}"/></radialGradient>`,
  );
}

function textures(drawing: WatchDrawing): string {
  const { prefix, radius, thumb } = drawing;
  if (thumb) return '';
  let markup = '';
  if (drawing.dial.kind === 'plain' && drawing.shape !== 'oct' && drawing.shape !== 'naut') {
    // sunburst "bow-tie" highlight
    const sweepRadius = Math.max(drawing.dialHalfWidth, drawing.dialHalfHeight) * 1.5;
    const angle = -52;
    const halfAngle = 11;
    const [x1, y1] = polar(sweepRadius, angle - halfAngle);
    const [x2, y2] = polar(sweepRadius, angle + halfAngle);
    markup += `<path d="M0 0L${svgNumber(x1)} ${svgNumber(y1)}L${svgNumber(x2)} ${svgNumber(y2)}ZM0 0L${svgNumber(-x1)} ${svgNumber(-y1)}L${svgNumber(-x2)} ${svgNumber(-y2)}Z" fill="#fff" opacity="${drawing.dark ? '.09' : '.3'}"/>`;
  }
  if (drawing.shape === 'naut') {
    const gridSize = radius * 0.035;
    drawing.defs.push(
      `<pattern id="${prefix}tx" width="${svgNumber(gridSize * 4)}" height="${svgNumber(gridSize)}" patternUnits="userSpaceOnUse"><rect width="${svgNumber(gridSize * 4)}" height="${svgNumber(gridSize * 0.45)}" fill="#000" opacity=".18"/></pattern>`,
    );
    markup += dialShape(drawing, `fill="url(#${prefix}tx)"`);
  } else if (drawing.shape === 'oct') {
    const gridSize = radius * 0.06;
    drawing.defs.push(
      `<pattern id="${prefix}tx" width="${svgNumber(gridSize)}" height="${svgNumber(gridSize)}" patternUnits="userSpaceOnUse"><rect width="${svgNumber(gridSize)}" height="${svgNumber(gridSize)}" fill="#000" opacity=".28"/>` +
        `<rect x="${svgNumber(gridSize * 0.14)}" y="${svgNumber(gridSize * 0.14)}" width="${svgNumber(gridSize * 0.72)}" height="${svgNumber(gridSize * 0.72)}" fill="#fff" opacity=".14"/></pattern>`,
    );
    markup += dialShape(drawing, `fill="url(#${prefix}tx)"`);
  }
  if (drawing.dial.kind === 'mop') {
    markup += dialShape(drawing, `fill="url(#${prefix}d)" opacity=".5" transform="rotate(140)"`);
  }
  return markup;
}

function subdialsSvg(drawing: WatchDrawing): string {
  if (!drawing.chrono) return '';
  const { dialRadius, thumb } = drawing;
  const subdialRadius = dialRadius * 0.2;
  const fill = drawing.dark ? lighten(drawing.dial.base, 0.07) : '#1b1c20';
  const ink = drawing.dark ? drawing.ink : '#efece4';
  let discs = '';
  let tracks = '';
  let hands = '';
  const pos: [number, number][] = [[-dialRadius * 0.46, 0], [dialRadius * 0.46, 0], [0, dialRadius * 0.46]];
  for (const [x, y] of pos) {
    discs += `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(subdialRadius)}"/>`;
    if (!thumb) {
      const per = (2 * Math.PI * subdialRadius * 0.86) / 30;
      tracks += `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(subdialRadius * 0.86)}" stroke-dasharray="1.2 ${svgNumber(per - 1.2)}"/>`;
    }
    const angle = Math.floor(drawing.random() * 360);
    const [handX, handY] = polar(subdialRadius * 0.8, angle);
    hands += `M${svgNumber(x)} ${svgNumber(y)}l${svgNumber(handX)} ${svgNumber(handY)}`;
  }
  let markup = `<g fill="${fill}" stroke="${drawing.handFill}" stroke-width="2.5">${discs}</g>`;
  if (tracks) markup += `<g fill="none" stroke="${ink}" stroke-opacity=".75" stroke-width="${svgNumber(subdialRadius * 0.12)}">${tracks}</g>`;
  if (!drawing.lite) markup += `<path d="${hands}" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`;
  return markup;
}

function dateSvg(drawing: WatchDrawing): string {
  if (!drawing.date || drawing.lite) return '';
  const width = drawing.dialRadius * 0.2;
  const height = drawing.dialRadius * 0.15;
  const x = reach(drawing, 90) - drawing.dialRadius * 0.09 - width;
  return (
    `<rect x="${svgNumber(x)}" y="${svgNumber(-height / 2)}" width="${svgNumber(width)}" height="${svgNumber(height)}" rx="2" fill="#fbfaf6" stroke="${drawing.handFill}" stroke-width="3"/>` +
    (drawing.thumb ? '' : `<text x="${svgNumber(x + width / 2)}" y="${svgNumber(height * 0.32)}" font-size="${svgNumber(height * 0.8)}" text-anchor="middle" fill="#151515">${drawing.dateNum}</text>`)
  );
}

function textsSvg(drawing: WatchDrawing): string {
  const { dialRadius, thumb } = drawing;
  if (thumb && drawing.boxed) return ''; // the lid of the box carries the name at this size
  const brand = drawing.brand.toUpperCase().trim();
  const letterSpacing = 0.14;
  const maxW = reach(drawing, 90) * (isRectDial(drawing) ? 1.2 : 1.15);
  const fontSize = Math.min(dialRadius * (isRectDial(drawing) ? 0.15 : 0.12), maxW / Math.max(1, textWidthEm(brand, letterSpacing)));
  const yTop = drawing.markers === 'roman' ? -reach(drawing, 0) * 0.42 : -reach(drawing, 0) * 0.4;
  let markup = `<text y="${svgNumber(yTop)}" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * letterSpacing)}" text-anchor="middle" fill="${drawing.ink}">${escapeXml(brand)}</text>`;
  if (thumb) return markup;
  const model = drawing.model.toUpperCase().trim();
  if (model && drawing.markers !== 'roman') {
    const modelFontSize = Math.min(dialRadius * 0.055, (maxW * 0.9) / Math.max(1, textWidthEm(model, 0.3)));
    const y = drawing.chrono ? yTop + fontSize * 0.5 + modelFontSize * 1.4 : reach(drawing, 180) * (drawing.date || drawing.markers === 'dot' ? 0.42 : 0.4);
    const col = drawing.bezel === 'diver' && drawing.dial.key === 'black' && /submariner|sea|deep/.test(norm(drawing.model)) ? drawing.ink : drawing.ink;
    markup += `<text y="${svgNumber(y)}" font-size="${svgNumber(modelFontSize)}" letter-spacing="${svgNumber(modelFontSize * 0.3)}" text-anchor="middle" fill="${col}" opacity=".85">${escapeXml(model)}</text>`;
  }
  if (!/lange|glash|nomos|seiko|citizen|casio|sinn|stowa|moritz|wempe|ракет|полет|восток/.test(norm(drawing.brand))) {
    const fsm = dialRadius * 0.035;
    const y = reach(drawing, 180) - dialRadius * (drawing.markers === 'roman' ? 0.05 : 0.04);
    markup += `<text y="${svgNumber(y - (drawing.markers === 'roman' ? 0 : 0))}" font-size="${svgNumber(fsm)}" letter-spacing="${svgNumber(fsm * 0.25)}" text-anchor="middle" fill="${drawing.ink}" opacity=".7">SWISS MADE</text>`;
  }
  return markup;
}

export function dialSvg(drawing: WatchDrawing): string {
  const { prefix } = drawing;
  dialDefs(drawing);
  let markup = '';
  if (drawing.dial.kind === 'skeleton') {
    drawing.defs.push(`<clipPath id="${prefix}dc">${dialShape(drawing, '')}</clipPath>`);
    markup += dialShape(drawing, `fill="url(#${prefix}d)"`);
    markup += `<g clip-path="url(#${prefix}dc)" opacity=".92">${movementSvg(drawing, Math.max(drawing.dialHalfWidth, drawing.dialHalfHeight) * 1.05, false, true)}</g>`;
    // chapter ring
    const outerRadius = drawing.dialRadius;
    const innerRadius = drawing.dialRadius * 0.74;
    if (!isRectDial(drawing) && !drawing.lite) markup += `<circle r="${svgNumber((outerRadius + innerRadius) / 2)}" fill="none" stroke="#26272c" stroke-opacity=".92" stroke-width="${svgNumber(outerRadius - innerRadius)}"/>`;
    if (!drawing.thumb) markup += `<rect x="${svgNumber(-drawing.dialRadius * 0.42)}" y="${svgNumber(-drawing.dialRadius * 0.5)}" width="${svgNumber(drawing.dialRadius * 0.84)}" height="${svgNumber(drawing.dialRadius * 0.17)}" rx="6" fill="#1d1e22" opacity=".8"/>`;
  } else {
    markup += dialShape(drawing, `fill="url(#${prefix}d)"`);
    const texture = textures(drawing);
    if (texture) {
      drawing.defs.push(`<clipPath id="${prefix}dc">${dialShape(drawing, '')}</clipPath>`);
      markup += `<g clip-path="url(#${prefix}dc)">${texture}</g>`;
    }
  }
  markup += subdialsSvg(drawing) + dateSvg(drawing) + markersSvg(drawing) + textsSvg(drawing);
  return markup;
}
