/** The movement (plates, gear train, balance, jewels, rotor) and the caseback that shows it through its window. */
import { escapeXml, svgNumber } from '../../../media/svg.ts';
import { darken, lighten, metalGradient, METALS } from '../palette.ts';
import { norm, textWidthEm } from '../studio.ts';
import { type WatchDrawing, caseShape, metalEdge } from './drawing.ts';

/** A stylised movement (three-quarter plate, gear train, balance); also used for skeleton dials. */
export function movementSvg(drawing: WatchDrawing, radius: number, rotor: boolean, skeleton = false): string {
  const { prefix, thumb, random } = drawing;
  const gold = drawing.metal === METALS.yellow || /lange|glash/.test(norm(drawing.brand));
  const plate = skeleton ? '#5a5e66' : gold ? '#dccb9f' : '#cfd3d8';
  const edge = darken(plate, 0.5);
  // a skeleton thumbnail shows the wheels only: plates would be sub-pixel detail
  const bare = (skeleton && thumb) || drawing.lite;
  if (!bare) drawing.defs.push(
    `<linearGradient id="${prefix}pl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(plate, 0.45)}"/>` +
      `<stop offset=".5" stop-color="${plate}"/><stop offset="1" stop-color="${darken(plate, 0.22)}"/></linearGradient>`,
  );
  const stripes = !thumb && !drawing.reduced;
  if (stripes)
    drawing.defs.push(
      `<pattern id="${prefix}gs" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(-35)"><rect width="28" height="13" fill="#fff" opacity=".2"/></pattern>`,
    );
  const wheel = '#c99b40';
  const gear = (x: number, y: number, wheelRadius: number) => {
    const toothSize = Math.max(3, wheelRadius * 0.09);
    const teeth = `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(wheelRadius)}" stroke-width="${svgNumber(toothSize * 1.6)}" stroke-dasharray="${svgNumber(toothSize)} ${svgNumber(toothSize)}"/>`;
    if (thumb) return teeth;
    return (
      teeth +
      `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(wheelRadius * 0.9)}" stroke-width="${svgNumber(wheelRadius * 0.12)}"/>` +
      `<path d="M${svgNumber(x - wheelRadius * 0.85)} ${svgNumber(y)}H${svgNumber(x + wheelRadius * 0.85)}M${svgNumber(x)} ${svgNumber(y - wheelRadius * 0.85)}V${svgNumber(y + wheelRadius * 0.85)}" stroke-width="${svgNumber(wheelRadius * 0.12)}"/>` +
      `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(wheelRadius * 0.14)}" fill="${wheel}"/>`
    );
  };
  // recess, then the train, then the plate with openings on top
  let markup = `<circle r="${svgNumber(radius)}" fill="${skeleton ? '#141518' : '#3b3833'}"/>`;
  const balanceX = radius * 0.42;
  const balanceY = radius * 0.4;
  const balanceRadius = radius * 0.3;
  markup += `<g fill="none" stroke="${wheel}">${gear(radius * 0.05, radius * 0.5, radius * 0.2)}${drawing.lite ? '' : gear(radius * 0.5, -radius * 0.25, radius * 0.14)}${gear(-radius * 0.45, radius * 0.2, radius * 0.28)}`;
  markup += `${skeleton && !drawing.lite ? gear(-radius * 0.2, -radius * 0.45, radius * 0.24) : ''}</g>`;
  // balance wheel
  if (!drawing.lite) markup += `<circle cx="${svgNumber(balanceX)}" cy="${svgNumber(balanceY)}" r="${svgNumber(balanceRadius * 0.8)}" fill="none" stroke="${wheel}" stroke-width="${svgNumber(radius * 0.05)}"/>`;
  if (!drawing.lite) markup += `<path d="M${svgNumber(balanceX - balanceRadius * 0.8)} ${svgNumber(balanceY)}H${svgNumber(balanceX + balanceRadius * 0.8)}" stroke="${wheel}" stroke-width="${svgNumber(radius * 0.03)}" transform="rotate(${Math.floor(random() * 90)} ${svgNumber(balanceX)} ${svgNumber(balanceY)})"/>`;
  if (!thumb && !drawing.reduced) {
    let hairspring = '';
    for (let k = 1; k <= 4; k++) hairspring += `<circle cx="${svgNumber(balanceX)}" cy="${svgNumber(balanceY)}" r="${svgNumber(balanceRadius * (0.12 + k * 0.11))}"/>`;
    markup += `<g fill="none" stroke="#5a7bd0" stroke-opacity=".75">${hairspring}</g>`;
  }
  // plate: full disc with openings (even-odd)
  const hole = (x: number, y: number, holeRadius: number) =>
    `M${svgNumber(x - holeRadius)} ${svgNumber(y)}a${svgNumber(holeRadius)} ${svgNumber(holeRadius)} 0 1 0 ${svgNumber(2 * holeRadius)} 0a${svgNumber(holeRadius)} ${svgNumber(holeRadius)} 0 1 0 ${svgNumber(-2 * holeRadius)} 0Z`;
  let holes = hole(balanceX, balanceY, balanceRadius) + hole(radius * 0.5, -radius * 0.25, radius * 0.2) + (thumb ? '' : hole(radius * 0.05, radius * 0.62, radius * 0.17));
  if (skeleton && !thumb) holes += hole(-radius * 0.45, radius * 0.2, radius * 0.3) + hole(-radius * 0.2, -radius * 0.45, radius * 0.26);
  const plateD = `${hole(0, 0, radius * 1.02)}${holes}`;
  if (!bare) {
    drawing.defs.push(`<path id="${prefix}pd" d="${plateD}" fill-rule="evenodd"/>`);
    markup += `<use href="#${prefix}pd" fill="url(#${prefix}pl)" stroke="${edge}" stroke-width="2.5"/>`;
  }
  if (!thumb) {
    if (stripes) markup += `<use href="#${prefix}pd" fill="url(#${prefix}gs)"/>`;
    // plate divisions (bridges)
    markup += `<path d="M${svgNumber(-radius)} ${svgNumber(-radius * 0.05)}Q${svgNumber(-radius * 0.1)} ${svgNumber(-radius * 0.15)} ${svgNumber(radius * 0.2)} ${svgNumber(-radius)}M${svgNumber(-radius * 0.2)} ${svgNumber(radius * 0.98)}Q${svgNumber(-radius * 0.1)} ${svgNumber(radius * 0.3)} ${svgNumber(radius * 0.25)} ${svgNumber(radius * 0.1)}" fill="none" stroke="${edge}" stroke-width="2.5"/>`;
  }
  // balance cock
  const cockPath = `M${svgNumber(radius * 1.05)} ${svgNumber(radius * 0.55)}L${svgNumber(balanceX + radius * 0.04)} ${svgNumber(balanceY - radius * 0.06)}Q${svgNumber(balanceX - radius * 0.04)} ${svgNumber(balanceY)} ${svgNumber(balanceX + radius * 0.02)} ${svgNumber(balanceY + radius * 0.06)}L${svgNumber(radius * 0.75)} ${svgNumber(radius * 0.95)}Z`;
  if (!bare) markup += `<path d="${cockPath}" fill="url(#${prefix}pl)" stroke="${edge}" stroke-width="2.5"/>`;
  // jewels in gold chatons, blued screws
  const jewels: [number, number][] = [[balanceX, balanceY], [radius * 0.5, -radius * 0.25], [radius * 0.05, radius * 0.5], [-radius * 0.45, radius * 0.2], [-radius * 0.55, -radius * 0.5], [radius * 0.1, -radius * 0.7]];
  if (drawing.lite) {
    // no jewels
  } else if (thumb) markup += `<g fill="#a8123c">${jewels.slice(0, 3).map(([x, y]) => `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(radius * 0.04)}"/>`).join('')}</g>`;
  else {
    const dot = (scale: number) => jewels.map(([x, y]) => `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(radius * scale)}"/>`).join('');
    markup += `<g fill="${wheel}" stroke="${darken(wheel, 0.3)}">${dot(0.05)}</g><g fill="#a8123c">${dot(0.028)}</g>`;
  }
  if (!thumb && !drawing.reduced) {
    const screws: [number, number][] = [[-radius * 0.75, -radius * 0.3], [-radius * 0.68, radius * 0.55], [radius * 0.78, -radius * 0.5], [radius * 0.9, radius * 0.35], [-radius * 0.25, -radius * 0.85], [radius * 0.3, radius * 0.85]];
    let heads = '';
    let slots = '';
    for (const [x, y] of screws) {
      heads += `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(radius * 0.036)}"/>`;
      slots += `<path d="M${svgNumber(x - radius * 0.028)} ${svgNumber(y)}h${svgNumber(radius * 0.056)}" transform="rotate(${Math.floor(random() * 180)} ${svgNumber(x)} ${svgNumber(y)})"/>`;
    }
    markup += `<g fill="#2d4da3" stroke="#152451">${heads}</g><g stroke="#0d1636" stroke-width="2">${slots}</g>`;
  }
  if (rotor) {
    // rotor parked in the upper half so its engraving reads upright
    const rot = Math.floor(random() * 70) - 35;
    const rotorRadius = radius * 0.98;
    const rotorMetal = gold ? METALS.yellow : drawing.metal === METALS.rose ? METALS.rose : METALS.white;
    drawing.defs.push(metalGradient(`${prefix}ro`, rotorMetal));
    const sector = `M${svgNumber(-rotorRadius)} 0A${svgNumber(rotorRadius)} ${svgNumber(rotorRadius)} 0 0 1 ${svgNumber(rotorRadius)} 0H${svgNumber(radius * 0.12)}A${svgNumber(radius * 0.12)} ${svgNumber(radius * 0.12)} 0 0 0 ${svgNumber(-radius * 0.12)} 0Z`;
    markup += `<g transform="rotate(${rot})"><path d="${sector}" fill="url(#${prefix}ro)" stroke="${rotorMetal.dk}" stroke-width="2"/>`;
    if (!thumb) {
      if (stripes) markup += `<path d="${sector}" fill="url(#${prefix}gs)"/>`;
      markup += `<path d="M${svgNumber(-rotorRadius * 0.86)} 0A${svgNumber(rotorRadius * 0.86)} ${svgNumber(rotorRadius * 0.86)} 0 0 1 ${svgNumber(rotorRadius * 0.86)} 0" fill="none" stroke="${rotorMetal.lo}" stroke-width="2"/>`;
      const brand = drawing.brand.toUpperCase();
      const fontSize = Math.min(radius * 0.1, (radius * 1.15) / Math.max(1, textWidthEm(brand, 0.25)));
      markup += `<text y="${svgNumber(-radius * 0.5)}" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * 0.25)}" text-anchor="middle" fill="${rotorMetal.dk}">${escapeXml(brand)}</text>`;
      markup += `<text y="${svgNumber(-radius * 0.5 + fontSize * 1.5)}" font-size="${svgNumber(fontSize * 0.55)}" letter-spacing="${svgNumber(fontSize * 0.3)}" text-anchor="middle" fill="${rotorMetal.dk}">AUTOMATIC</text>`;
    }
    markup += `<circle r="${svgNumber(radius * 0.09)}" fill="${rotorMetal.mid}" stroke="${rotorMetal.dk}" stroke-width="2"/></g>`;
  }
  return markup;
}

/* ------------------------------------------------------------ caseback */

export function backSvg(drawing: WatchDrawing): string {
  const { prefix, radius, metal, thumb } = drawing;
  let markup = caseShape(drawing, `fill="url(#${prefix}m)"${metalEdge(drawing, 2)}`);
  const backRadius = drawing.shape === 'round' ? radius * 0.9 : Math.min(drawing.caseWidth, drawing.caseHeight) * 0.42;
  markup += `<circle r="${svgNumber(backRadius)}" fill="url(#${prefix}mr)"${metalEdge(drawing)}/>`;
  if (!thumb) {
    for (let i = 0; i < 6; i++) markup += `<rect x="${svgNumber(-radius * 0.035)}" y="${svgNumber(-backRadius + 2)}" width="${svgNumber(radius * 0.07)}" height="${svgNumber(radius * 0.05)}" fill="${metal.dk}" opacity=".6" transform="rotate(${i * 60 + 30})"/>`;
  }
  const windowRadius = backRadius * 0.8;
  drawing.defs.push(`<clipPath id="${prefix}wc"><circle r="${svgNumber(windowRadius)}"/></clipPath>`);
  markup += `<circle r="${svgNumber(windowRadius + 6)}" fill="${metal.dk}"/>`;
  markup += `<g clip-path="url(#${prefix}wc)">${movementSvg(drawing, windowRadius, true)}</g>`;
  markup += `<circle r="${svgNumber(windowRadius + 3)}" fill="none" stroke="${metal.hi}" stroke-width="3" stroke-opacity=".7"/>`;
  if (!thumb) {
    const fontSize = radius * 0.034;
    markup += `<text y="${svgNumber(backRadius - (backRadius - windowRadius) * 0.45)}" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * 0.3)}" text-anchor="middle" fill="${metal.dk}" opacity=".8">SAPPHIRE CRYSTAL</text>`;
    const brand = drawing.brand.toUpperCase();
    const brandFontSize = Math.min(radius * 0.04, (radius * 0.6) / Math.max(1, textWidthEm(brand, 0.3)));
    markup += `<text y="${svgNumber(-backRadius + (backRadius - windowRadius) * 0.62)}" font-size="${svgNumber(brandFontSize)}" letter-spacing="${svgNumber(brandFontSize * 0.3)}" text-anchor="middle" fill="${metal.dk}" opacity=".8">${escapeXml(brand)}</text>`;
    markup += `<path d="M${svgNumber(-windowRadius * 0.7)} ${svgNumber(-windowRadius * 0.5)}A${svgNumber(windowRadius)} ${svgNumber(windowRadius)} 0 0 1 ${svgNumber(windowRadius * 0.4)} ${svgNumber(-windowRadius * 0.8)}A${svgNumber(windowRadius * 1.2)} ${svgNumber(windowRadius * 1.2)} 0 0 0 ${svgNumber(-windowRadius * 0.7)} ${svgNumber(-windowRadius * 0.5)}Z" fill="#fff" opacity=".18"/>`;
  }
  return markup;
}
