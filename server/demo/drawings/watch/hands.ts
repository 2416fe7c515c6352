/** The hands at 10:10 (baton, Mercedes, dauphine or sword) and the glare on the crystal. */
import { polar, svgNumber } from '../../../media/svg.ts';
import { darken, lighten } from '../palette.ts';
import { norm } from '../studio.ts';
import { type WatchDrawing, reach } from './drawing.ts';

export function handsSvg(drawing: WatchDrawing): string {
  const { prefix, dialRadius, thumb } = drawing;
  const hourA = 305;
  const minA = 60;
  const hourLength = reach(drawing, hourA) * 0.58;
  const minuteLength = reach(drawing, minA) * 0.86;
  const secondLength = reach(drawing, drawing.secAngle) * 0.9;
  const fill = drawing.handFill;
  const edgeColour = drawing.handEdge;
  const edge = thumb ? '' : ` stroke="${edgeColour}" stroke-width="1.5"`;
  const handWidth = dialRadius * 0.062;
  const tail = dialRadius * 0.12;
  let hourHand: string;
  let minuteHand: string;
  switch (drawing.hands) {
    case 'dauph': {
      const half = (length: number, width: number, side: 1 | -1, col: string) =>
        `<path d="M0 ${svgNumber(tail)}L${svgNumber(width * side)} ${svgNumber(-length * 0.22)}L0 ${svgNumber(-length)}Z" fill="${col}"/>`;
      hourHand = half(hourLength, handWidth * 1.1, -1, lighten(fill, 0.25)) + half(hourLength, handWidth * 1.1, 1, darken(fill, 0.15));
      minuteHand = half(minuteLength, handWidth * 0.95, -1, lighten(fill, 0.25)) + half(minuteLength, handWidth * 0.95, 1, darken(fill, 0.15));
      break;
    }
    case 'sword': {
      const blue = '#233a8c';
      const sword = (length: number, width: number) =>
        `<path d="M0 ${svgNumber(-length)}L${svgNumber(width)} ${svgNumber(-length * 0.3)}L${svgNumber(width * 0.3)} ${svgNumber(tail * 0.6)}H${svgNumber(-width * 0.3)}L${svgNumber(-width)} ${svgNumber(-length * 0.3)}Z" fill="${blue}"${thumb ? '' : ' stroke="#0f1a45" stroke-width="1"'}/>`;
      hourHand = sword(hourLength, handWidth * 0.8);
      minuteHand = sword(minuteLength, handWidth * 0.65);
      break;
    }
    default: {
      const baton = (length: number, width: number, ring: boolean) => {
        let hand = `<path d="M${svgNumber(-width / 2)} ${svgNumber(tail)}V${svgNumber(-length + width)}L0 ${svgNumber(-length)}L${svgNumber(width / 2)} ${svgNumber(-length + width)}V${svgNumber(tail)}Z" fill="${fill}"${edge}/>`;
        if ((drawing.sports || ring) && !thumb)
          hand += `<rect x="${svgNumber(-width * 0.27)}" y="${svgNumber(-length * (ring ? 0.6 : 0.92))}" width="${svgNumber(width * 0.54)}" height="${svgNumber(length * (ring ? 0.35 : 0.62))}" fill="${drawing.lume}"/>`;
        if (ring && !drawing.lite) hand += `<circle cy="${svgNumber(-length * 0.76)}" r="${svgNumber(width * 1.1)}" fill="${drawing.lume}" stroke="${fill}" stroke-width="${svgNumber(width * 0.45)}"/>`;
        return hand;
      };
      hourHand = baton(hourLength, handWidth * 1.15, drawing.hands === 'merc');
      minuteHand = baton(minuteLength, handWidth * 0.9, false);
    }
  }
  const secCol = drawing.bezel === 'diver' && /seamaster|planet/.test(norm(drawing.model)) ? '#c0392b' : drawing.hands === 'sword' ? '#233a8c' : fill;
  let secondHand = '';
  if (drawing.hands !== 'sword') {
    secondHand = `<path d="M0 ${svgNumber(dialRadius * 0.2)}V${svgNumber(-secondLength)}" stroke="${secCol}" stroke-width="${svgNumber(Math.max(3, dialRadius * 0.014))}"/>`;
    if (!thumb) secondHand += `<circle cy="${svgNumber(dialRadius * 0.14)}" r="${svgNumber(dialRadius * 0.03)}" fill="${secCol}"/>`;
    if (drawing.sports && !thumb) secondHand += `<circle cy="${svgNumber(-secondLength * 0.75)}" r="${svgNumber(dialRadius * 0.034)}" fill="${drawing.lume}" stroke="${secCol}" stroke-width="2"/>`;
    secondHand = `<g transform="rotate(${drawing.secAngle})">${secondHand}</g>`;
  }
  const capFill = drawing.hands === 'sword' ? '#233a8c' : fill;
  const hands =
    `<g id="${prefix}H"><g transform="rotate(${hourA})">${hourHand}</g><g transform="rotate(${minA})">${minuteHand}</g>` +
    `${secondHand}<circle r="${svgNumber(dialRadius * 0.035)}" fill="${capFill}"${edge}/></g>`;
  if (thumb) return hands;
  return `<use href="#${prefix}H" transform="translate(5 9)" filter="url(#${prefix}hs)"/>` + hands;
}

export function glassSvg(drawing: WatchDrawing): string {
  if (drawing.thumb || drawing.reduced) return '';
  const radius = Math.max(drawing.dialHalfWidth, drawing.dialHalfHeight) * 1.02;
  const [x1, y1] = polar(radius, 285);
  const [x2, y2] = polar(radius, 20);
  return `<path d="M${svgNumber(x1)} ${svgNumber(y1)}A${svgNumber(radius)} ${svgNumber(radius)} 0 0 1 ${svgNumber(x2)} ${svgNumber(y2)}A${svgNumber(radius * 1.25)} ${svgNumber(radius * 1.25)} 0 0 0 ${svgNumber(x1)} ${svgNumber(y1)}Z" fill="#fff" opacity=".1"/>`;
}
