/** The silhouettes, in local coordinates: Birkin and Kelly, flap bag, tote, clutch and top-handle. */
import { svgNumber } from '../../../media/svg.ts';
import { darken } from '../palette.ts';
import { type BagDrawing, handle, leather, padlock, stitch, trap, turnLock } from './leather.ts';

/* ------------------------------------------------------------ silhouettes (local coords) */

function birkinOrKelly(drawing: BagDrawing, kelly: boolean): string {
  const topWidth = kelly ? 520 : 620;
  const bottomWidth = kelly ? 700 : 720;
  const top = kelly ? -170 : -190;
  const bottom = 270;
  let markup = '';
  if (kelly) markup += handle(drawing, 95, top + 4, 150, 34);
  else markup += handle(drawing, 170, top + 6, 175, 30, true) + handle(drawing, 130, top + 6, 170, 32);
  const body = trap(topWidth, bottomWidth, top, bottom, 26);
  markup += leather(drawing, body);
  markup += stitch(drawing, trap(topWidth - 30, bottomWidth - 30, top + 14, bottom - 14, 20));
  // flap
  const flapWidth = topWidth + 14;
  const flapHeight = kelly ? 175 : 180;
  const flap = `M${svgNumber(-flapWidth / 2)} ${svgNumber(top - 10)}H${svgNumber(flapWidth / 2)}L${svgNumber(flapWidth / 2 + 8)} ${svgNumber(top + flapHeight - 18)}Q${svgNumber(flapWidth / 2 + 10)} ${svgNumber(top + flapHeight)} ${svgNumber(flapWidth / 2 - 12)} ${svgNumber(top + flapHeight)}H${svgNumber(-flapWidth / 2 + 12)}Q${svgNumber(-flapWidth / 2 - 10)} ${svgNumber(top + flapHeight)} ${svgNumber(-flapWidth / 2 - 8)} ${svgNumber(top + flapHeight - 18)}Z`;
  markup += `<path d="M${svgNumber(-flapWidth / 2)} ${svgNumber(top + flapHeight + 4)}H${svgNumber(flapWidth / 2)}" stroke="#000" stroke-opacity=".25" stroke-width="10"/>`;
  markup += leather(drawing, flap);
  markup += stitch(drawing, `M${svgNumber(-flapWidth / 2 + 14)} ${svgNumber(top + 4)}V${svgNumber(top + flapHeight - 14)}H${svgNumber(flapWidth / 2 - 14)}V${svgNumber(top + 4)}`);
  // sangles (straps) from both sides to the turn-lock
  const strapY = top + flapHeight * 0.62;
  const strap = (side: number) => {
    const x1 = side * (flapWidth / 2 + 6);
    const x2 = side * 46;
    return `M${svgNumber(x1)} ${svgNumber(strapY - 24)}H${svgNumber(x2)}Q${svgNumber(x2 - side * 26)} ${svgNumber(strapY)} ${svgNumber(x2)} ${svgNumber(strapY + 24)}H${svgNumber(x1)}Z`;
  };
  markup += `<path d="${strap(-1)}${strap(1)}" transform="translate(0 5)" fill="#000" opacity=".22"/>`;
  markup += leather(drawing, strap(-1) + strap(1), { shade: false });
  markup += stitch(drawing, `M${svgNumber(-flapWidth / 2)} ${svgNumber(strapY - 14)}H-50M${svgNumber(-flapWidth / 2)} ${svgNumber(strapY + 14)}H-50M50 ${svgNumber(strapY - 14)}H${svgNumber(flapWidth / 2)}M50 ${svgNumber(strapY + 14)}H${svgNumber(flapWidth / 2)}`);
  markup += turnLock(drawing, strapY, 100, 48);
  if (!kelly) {
    markup += `<path d="M0 ${svgNumber(strapY + 26)}V${svgNumber(strapY + 60)}" stroke="url(#${drawing.prefix}h)" stroke-width="8"/>`;
    markup += padlock(drawing, strapY + 74);
  }
  return markup;
}

function flapBag(drawing: BagDrawing): string {
  const { prefix } = drawing;
  const width = 640;
  const top = -150;
  const bottom = 220;
  let markup = '';
  // chain strap rising out of frame
  const chain = `M${-width / 2 + 40} ${top + 10}C${-width / 2 + 10} -420 -210 -640 -170 -760M${width / 2 - 40} ${top + 10}C${width / 2 - 10} -420 210 -640 170 -760`;
  markup += `<path d="${chain}" fill="none" stroke="${drawing.hw.dk}" stroke-width="20" stroke-dasharray="26 8" stroke-linecap="round"/>`;
  markup += `<path d="${chain}" fill="none" stroke="url(#${prefix}h)" stroke-width="15" stroke-dasharray="26 8" stroke-linecap="round"/>`;
  markup += `<path d="${chain}" fill="none" stroke="${darken(drawing.color, 0.1)}" stroke-width="6"/>`;
  const body = `M${-width / 2} ${top + 30}Q${-width / 2} ${top} ${-width / 2 + 30} ${top}H${width / 2 - 30}Q${width / 2} ${top} ${width / 2} ${top + 30}V${bottom - 40}Q${width / 2} ${bottom} ${width / 2 - 40} ${bottom}H${-width / 2 + 40}Q${-width / 2} ${bottom} ${-width / 2} ${bottom - 40}Z`;
  markup += leather(drawing, body, { quilt: true });
  const flapBottom = top + 230;
  const flap = `M${-width / 2 - 6} ${top + 24}Q${-width / 2 - 6} ${top - 8} ${-width / 2 + 26} ${top - 8}H${width / 2 - 26}Q${width / 2 + 6} ${top - 8} ${width / 2 + 6} ${top + 24}V${flapBottom - 40}Q${width / 2 + 6} ${flapBottom} ${width / 2 - 34} ${flapBottom}H${-width / 2 + 34}Q${-width / 2 - 6} ${flapBottom} ${-width / 2 - 6} ${flapBottom - 40}Z`;
  markup += `<path d="M${-width / 2} ${flapBottom + 6}H${width / 2}" stroke="#000" stroke-opacity=".25" stroke-width="12"/>`;
  markup += leather(drawing, flap, { quilt: true });
  // lock plate on the flap edge (plain rectangular turn-lock)
  markup += `<rect x="-48" y="${flapBottom - 34}" width="96" height="56" rx="8" fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="2"/>`;
  markup += `<rect x="-30" y="${flapBottom - 20}" width="60" height="28" rx="14" fill="none" stroke="${drawing.hw.dk}" stroke-width="3" opacity=".6"/>`;
  return markup;
}

export function tote(drawing: BagDrawing): string {
  const { prefix } = drawing;
  const top = -180;
  const bottom = 260;
  let markup = handle(drawing, 175, top + 10, 250, 22, true) + handle(drawing, 150, top + 10, 250, 24);
  const body = trap(780, 620, top, bottom, 30);
  markup += `<path d="M-380 ${top - 6}Q0 ${top + 70} 380 ${top - 6}V${top + 8}H-380Z" fill="${darken(drawing.color, 0.55)}"/>`;
  markup += leather(drawing, body);
  // leather trim (vachetta on canvas, tonal otherwise)
  const trim = drawing.texture === 'canvas' ? '#b98755' : darken(drawing.color, 0.12);
  markup += `<path d="M-390 ${top}H390L387 ${top + 40}H-387Z" fill="${trim}"/>`;
  markup += stitch(drawing, `M-382 ${top + 32}H382`);
  // side lacing
  for (const side of [-1, 1]) markup += `<path d="M${side * 345} ${top + 40}L${side * 322} ${top + 120}" stroke="${trim}" stroke-width="12" stroke-linecap="round"/>`;
  markup += `<circle cx="-150" cy="${top + 20}" r="9" fill="url(#${prefix}h)"/><circle cx="150" cy="${top + 20}" r="9" fill="url(#${prefix}h)"/>`;
  return markup;
}

export function clutch(drawing: BagDrawing): string {
  const { prefix } = drawing;
  const width = 820;
  const top = -150;
  const bottom = 220;
  const body = `M${-width / 2} ${top + 24}Q${-width / 2} ${top} ${-width / 2 + 24} ${top}H${width / 2 - 24}Q${width / 2} ${top} ${width / 2} ${top + 24}V${bottom - 24}Q${width / 2} ${bottom} ${width / 2 - 24} ${bottom}H${-width / 2 + 24}Q${-width / 2} ${bottom} ${-width / 2} ${bottom - 24}Z`;
  let markup = leather(drawing, body);
  const flap = `M${-width / 2 - 4} ${top + 20}Q${-width / 2 - 4} ${top - 6} ${-width / 2 + 22} ${top - 6}H${width / 2 - 22}Q${width / 2 + 4} ${top - 6} ${width / 2 + 4} ${top + 20}L30 ${top + 232}Q0 ${top + 250} -30 ${top + 232}Z`;
  markup += `<path d="M${-width / 2} ${top + 30}L0 ${top + 258}L${width / 2} ${top + 30}" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="12"/>`;
  markup += leather(drawing, flap);
  markup += stitch(drawing, `M${-width / 2 + 30} ${top + 18}L0 ${top + 212}L${width / 2 - 30} ${top + 18}`);
  markup += `<circle cy="${top + 222}" r="30" fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="2"/><circle cy="${top + 222}" r="14" fill="none" stroke="${drawing.hw.dk}" stroke-width="3" opacity=".6"/>`;
  return markup;
}

export function lady(drawing: BagDrawing): string {
  const { prefix } = drawing;
  const top = -170;
  const bottom = 250;
  let markup = handle(drawing, 150, top + 6, 160, 26, true) + handle(drawing, 125, top + 6, 150, 28);
  const body = trap(580, 640, top, bottom, 30);
  markup += leather(drawing, body, { quilt: true });
  markup += stitch(drawing, trap(550, 610, top + 16, bottom - 16, 22));
  // top seam / zip band
  markup += `<path d="M-290 ${top + 40}H290" stroke="${darken(drawing.color, 0.4)}" stroke-width="3" opacity=".6"/>`;
  // charms hanging from the front handle base
  const charmX = 125;
  markup += `<circle cx="${charmX}" cy="${top + 20}" r="14" fill="none" stroke="url(#${prefix}h)" stroke-width="6"/>`;
  markup += `<path d="M${charmX} ${top + 34}V${top + 70}M${charmX} ${top + 34}L${charmX - 34} ${top + 92}M${charmX} ${top + 34}L${charmX + 30} ${top + 104}" stroke="url(#${prefix}h)" stroke-width="4"/>`;
  markup += `<g fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="1.5"><circle cx="${charmX}" cy="${top + 88}" r="20"/><circle cx="${charmX - 36}" cy="${top + 108}" r="17"/><circle cx="${charmX + 32}" cy="${top + 120}" r="15"/></g>`;
  markup += `<rect x="-40" y="${top + 52}" width="80" height="34" rx="17" fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="2"/>`;
  return markup;
}

interface BodyInfo {
  svg: string;
  focus: [number, number];
  top: number; // y of the top edge
  topHalf: number; // half-width at the top
  bottom: number;
  halfW: number; // half-width at the bottom
}

export function bagBody(drawing: BagDrawing): BodyInfo {
  switch (drawing.shape) {
    case 'birkin':
      return { svg: birkinOrKelly(drawing, false), focus: [0, -60], top: -190, topHalf: 310, bottom: 270, halfW: 360 };
    case 'kelly':
      return { svg: birkinOrKelly(drawing, true), focus: [0, -60], top: -170, topHalf: 260, bottom: 270, halfW: 350 };
    case 'flap':
      return { svg: flapBag(drawing), focus: [0, 60], top: -150, topHalf: 320, bottom: 220, halfW: 320 };
    case 'tote':
      return { svg: tote(drawing), focus: [0, -150], top: -180, topHalf: 390, bottom: 260, halfW: 310 };
    case 'clutch':
      return { svg: clutch(drawing), focus: [0, 70], top: -150, topHalf: 410, bottom: 220, halfW: 410 };
    default:
      return { svg: lady(drawing), focus: [60, -80], top: -170, topHalf: 290, bottom: 250, halfW: 320 };
  }
}
