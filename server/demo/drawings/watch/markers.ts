/** The hour markers: batons, dots or Roman numerals, with the minute track. */
import { svgNumber } from '../../../media/svg.ts';
import { type WatchDrawing, isRectDial, reach } from './drawing.ts';

export function markersSvg(drawing: WatchDrawing): string {
  const { prefix, dialRadius, thumb } = drawing;
  const markerLength = dialRadius * 0.17;
  const markerWidth = dialRadius * 0.06;
  const gap = dialRadius * 0.07; // distance from dial edge
  const round = !isRectDial(drawing);
  let markup = '';
  const markerAt = (hour: number, id: string) => {
    const angle = hour * 30;
    return `<use href="#${id}" transform="rotate(${angle})translate(0 ${svgNumber(-(reach(drawing, angle) - gap))})"/>`;
  };
  /** Twelve marks on one dashed circle: cheap and exact for round dials. */
  const ring = (radius: number, len: number, width: number, col: string, dot = false) => {
    const per = (2 * Math.PI * radius) / 12;
    const dash = dot ? 0 : width;
    const off = dash ? ` stroke-dashoffset="${svgNumber(dash / 2)}"` : '';
    return `<circle r="${svgNumber(radius)}" fill="none" stroke="${col}" stroke-width="${svgNumber(len)}" stroke-dasharray="${svgNumber(dash)} ${svgNumber(per - dash)}"${off}${dot ? ' stroke-linecap="round"' : ''}/>`;
  };
  if (drawing.markers === 'roman') {
    const fontSize = Math.min(dialRadius * 0.15, Math.min(drawing.dialHalfWidth, drawing.dialHalfHeight) * 0.2);
    const numerals = ['XII', 'I', 'II', 'III', 'IIII', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];
    const track = dialRadius * 0.09;
    // railway minute track
    if (!round) {
      const rect = (inset: number, extra = '') =>
        `<rect x="${svgNumber(-drawing.dialHalfWidth + inset)}" y="${svgNumber(-drawing.dialHalfHeight + inset)}" width="${svgNumber(2 * (drawing.dialHalfWidth - inset))}" height="${svgNumber(2 * (drawing.dialHalfHeight - inset))}"${extra}/>`;
      markup += `<g fill="none" stroke="${drawing.ink}" stroke-width="1.5">${rect(gap * 0.5)}${rect(gap * 0.5 + track)}</g>`;
      if (!thumb) {
        const inset = gap * 0.5 + track / 2;
        const per = (4 * (drawing.dialHalfWidth - inset) + 4 * (drawing.dialHalfHeight - inset)) / 100;
        markup += rect(inset, ` fill="none" stroke="${drawing.ink}" stroke-width="${svgNumber(track)}" stroke-dasharray="1.4 ${svgNumber(per - 1.4)}"`);
      }
    } else {
      const outerRadius = dialRadius - gap * 0.5;
      markup += `<g fill="none" stroke="${drawing.ink}" stroke-width="1.5"><circle r="${svgNumber(outerRadius)}"/><circle r="${svgNumber(outerRadius - track)}"/></g>`;
      if (!thumb) {
        const radius = outerRadius - track / 2;
        const per = (2 * Math.PI * radius) / 60;
        markup += `<circle r="${svgNumber(radius)}" fill="none" stroke="${drawing.ink}" stroke-width="${svgNumber(track)}" stroke-dasharray="1.4 ${svgNumber(per - 1.4)}" stroke-dashoffset=".7"/>`;
      }
    }
    let numeralText = '';
    // thumbnails keep the cardinal numerals only: the rest would be a few pixels of noise
    for (let hour = 0; hour < (drawing.lite ? 0 : 12); hour += thumb ? 3 : 1) {
      const angle = hour * 30;
      // on rectangular dials the corner numerals lean across the track: pull them in a little
      const corner = round ? 0 : fontSize * 0.45 * Math.abs(Math.sin((2 * angle * Math.PI) / 180));
      const radius = reach(drawing, angle) - gap * 0.5 - track - fontSize * 0.62 - corner;
      numeralText += `<text${angle ? ` transform="rotate(${angle})"` : ''} y="${svgNumber(-radius + fontSize * 0.36)}">${numerals[hour]}</text>`;
    }
    if (numeralText) markup += `<g fill="${drawing.ink}" font-size="${svgNumber(fontSize)}" text-anchor="middle">${numeralText}</g>`;
    return markup;
  }
  const rMid = dialRadius - gap - markerLength / 2;
  if (thumb && round) {
    // one dashed ring for the hour marks, one for the lume
    if (drawing.markers === 'dot') {
      markup += ring(rMid, dialRadius * 0.14, 0, drawing.handFill, true) + (drawing.lite ? '' : ring(rMid, dialRadius * 0.1, 0, drawing.lume, true));
      markup += `<path d="M0 ${svgNumber(-dialRadius + gap + markerLength * 1.1)}L${svgNumber(dialRadius * 0.08)} ${svgNumber(-dialRadius + gap)}H${svgNumber(-dialRadius * 0.08)}Z" fill="${drawing.lume}"/>`;
    } else {
      markup += ring(rMid, markerLength, markerWidth, drawing.handFill);
      if (drawing.sports && !drawing.lite) markup += ring(rMid, markerLength * 0.7, markerWidth * 0.5, drawing.lume);
    }
    return markup;
  }
  if (!thumb && drawing.markers !== 'dot' && round) {
    const radius = dialRadius - gap * 0.45;
    const per = (2 * Math.PI * radius) / 60;
    markup += `<circle r="${svgNumber(radius)}" fill="none" stroke="${drawing.ink}" stroke-opacity=".7" stroke-width="${svgNumber(dialRadius * 0.035)}" stroke-dasharray="1.6 ${svgNumber(per - 1.6)}" stroke-dashoffset=".8"/>`;
  }
  const lume = drawing.sports ? `<rect x="${svgNumber(-markerWidth * 0.3)}" y="${svgNumber(markerLength * 0.12)}" width="${svgNumber(markerWidth * 0.6)}" height="${svgNumber(markerLength * 0.76)}" fill="${drawing.lume}"/>` : '';
  drawing.defs.push(
    `<g id="${prefix}i"><rect x="${svgNumber(-markerWidth / 2)}" width="${svgNumber(markerWidth)}" height="${svgNumber(markerLength)}" rx="2" fill="${drawing.handFill}"${thumb ? '' : ` stroke="${drawing.handEdge}" stroke-width="1.5"`}/>${lume}</g>`,
  );
  if (drawing.markers === 'dot') {
    const dotRadius = dialRadius * 0.062;
    drawing.defs.push(`<circle id="${prefix}o" cy="${svgNumber(markerLength * 0.5)}" r="${svgNumber(dotRadius)}" fill="${drawing.lume}" stroke="${drawing.handFill}" stroke-width="${svgNumber(dotRadius * 0.3)}"/>`);
    for (let hour = 1; hour < 12; hour++) {
      if (hour === 3 && drawing.date) continue;
      markup += markerAt(hour, hour % 3 === 0 ? `${prefix}i` : `${prefix}o`);
    }
    const triangleSize = dialRadius * 0.1;
    markup += `<path d="M0 ${svgNumber(-dialRadius + gap + markerLength * 1.1)}L${svgNumber(triangleSize * 0.8)} ${svgNumber(-dialRadius + gap)}H${svgNumber(-triangleSize * 0.8)}Z" fill="${drawing.lume}" stroke="${drawing.handFill}" stroke-width="${svgNumber(dotRadius * 0.3)}" stroke-linejoin="round"/>`;
    return markup;
  }
  for (let hour = 1; hour < 12; hour++) {
    if (hour === 3 && drawing.date) continue;
    if (drawing.lite && hour % 3) continue;
    if (drawing.chrono && hour % 3 === 0) {
      markup += `<g transform="rotate(${hour * 30})translate(0 ${svgNumber(-(reach(drawing, hour * 30) - gap))})scale(.6)"><use href="#${prefix}i"/></g>`;
      continue;
    }
    markup += markerAt(hour, `${prefix}i`);
  }
  const r12 = reach(drawing, 0) - gap;
  markup += `<use href="#${prefix}i" transform="translate(${svgNumber(-markerWidth * 0.75)} ${svgNumber(-r12)})"/><use href="#${prefix}i" transform="translate(${svgNumber(markerWidth * 0.75)} ${svgNumber(-r12)})"/>`;
  return markup;
}
