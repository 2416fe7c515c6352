/** The case body and its bezel (plain, fluted, or a rotating diver's, GMT or tachymeter insert). */
import { polar, svgNumber } from '../../../media/svg.ts';
import { darken, lighten, METALS } from '../palette.ts';
import { norm } from '../studio.ts';
import { type WatchDrawing, caseShape, dialShape, metalEdge, poly } from './drawing.ts';

/* ------------------------------------------------------------ case & bezel */

export function caseSvg(drawing: WatchDrawing): string {
  const { prefix, radius, metal, accent, thumb } = drawing;
  let markup = caseShape(drawing, `fill="url(#${prefix}m)"${metalEdge(drawing, 2)}`);
  switch (drawing.shape) {
    case 'round': {
      if (!thumb) markup += `<circle r="${svgNumber(radius * 0.975)}" fill="none" stroke="${metal.hi}" stroke-opacity=".55" stroke-width="${svgNumber(radius * 0.02)}"/>`;
      if (drawing.bezel === 'plain') {
        markup += `<circle r="${svgNumber(radius * 0.93)}" fill="url(#${prefix}mr)"/>`;
        markup += `<circle r="${svgNumber(drawing.dialRadius + 3)}" fill="${metal.dk}"/>`;
      } else if (drawing.bezel === 'fluted') {
        markup += `<circle r="${svgNumber(radius * 0.95)}" fill="url(#${prefix}${drawing.accent !== drawing.metal ? 'ar' : 'mr'})"/>`;
        const flutesRadius = radius * 0.89;
        const per = (2 * Math.PI * flutesRadius) / 56;
        markup += `<circle r="${svgNumber(flutesRadius)}" fill="none" stroke="${accent.dk}" stroke-opacity=".5" stroke-width="${svgNumber(radius * 0.1)}" stroke-dasharray="${svgNumber(per * 0.35)} ${svgNumber(per * 0.65)}"/>`;
        if (!thumb)
          markup += `<circle r="${svgNumber(flutesRadius)}" fill="none" stroke="${accent.hi}" stroke-opacity=".7" stroke-width="${svgNumber(radius * 0.1)}" stroke-dasharray="${svgNumber(per * 0.2)} ${svgNumber(per * 0.8)}" stroke-dashoffset="${svgNumber(per * 0.55)}"/>`;
        markup += `<circle r="${svgNumber(drawing.dialRadius + 4)}" fill="${metal.dk}"/>`;
      } else {
        markup += rotatingBezel(drawing);
      }
      break;
    }
    case 'tank': {
      const brancard = drawing.caseWidth * 0.16;
      markup += `<rect x="${svgNumber(-drawing.caseWidth / 2 + brancard * 0.6)}" y="${svgNumber(-drawing.caseHeight * 0.41)}" width="${svgNumber(drawing.caseWidth - brancard * 1.2)}" height="${svgNumber(drawing.caseHeight * 0.82)}" rx="${svgNumber(radius * 0.03)}" fill="url(#${prefix}mr)"/>`;
      for (const side of [-1, 1]) {
        const brancardX = side < 0 ? -drawing.caseWidth / 2 : drawing.caseWidth / 2 - brancard;
        markup += `<rect x="${svgNumber(brancardX)}" y="${svgNumber(-drawing.caseHeight / 2)}" width="${svgNumber(brancard)}" height="${svgNumber(drawing.caseHeight)}" rx="${svgNumber(brancard * 0.5)}" fill="url(#${prefix}m)"${metalEdge(drawing)}/>`;
        if (!thumb) markup += `<rect x="${svgNumber(brancardX + brancard * 0.35)}" y="${svgNumber(-drawing.caseHeight / 2 + brancard)}" width="${svgNumber(brancard * 0.18)}" height="${svgNumber(drawing.caseHeight - 2 * brancard)}" rx="${svgNumber(brancard * 0.09)}" fill="${metal.hi}" opacity=".6"/>`;
      }
      markup += dialShape(drawing, `fill="${metal.dk}"`, 4);
      break;
    }
    case 'reverso': {
      let grooves = '';
      for (let k = 0; k < 3; k++) {
        const y = drawing.caseHeight / 2 - radius * (0.06 + k * 0.055);
        grooves += `M${svgNumber(-drawing.caseWidth / 2 + radius * 0.05)} ${svgNumber(-y)}H${svgNumber(drawing.caseWidth / 2 - radius * 0.05)}M${svgNumber(-drawing.caseWidth / 2 + radius * 0.05)} ${svgNumber(y)}H${svgNumber(drawing.caseWidth / 2 - radius * 0.05)}`;
      }
      if (!drawing.lite) markup += `<path d="${grooves}" stroke="${metal.dk}" stroke-width="${thumb ? 4 : 2.5}" stroke-opacity=".6"/>`;
      markup += dialShape(drawing, `fill="url(#${prefix}mr)"`, radius * 0.05);
      markup += dialShape(drawing, `fill="${metal.dk}"`, 3);
      break;
    }
    case 'square': {
      const inset = radius * 0.1;
      const innerWidth = drawing.caseWidth - 2 * inset;
      markup += `<rect x="${svgNumber(-innerWidth / 2)}" y="${svgNumber(-innerWidth / 2)}" width="${svgNumber(innerWidth)}" height="${svgNumber(innerWidth)}" rx="${svgNumber(radius * 0.22)}" fill="url(#${prefix}mr)" stroke="${metal.dk}" stroke-opacity=".5"/>`;
      if (/santos/.test(norm(drawing.model)) && !drawing.lite) {
        const screwOffset = innerWidth / 2 - radius * 0.07;
        const pts: [number, number][] = [
          [-screwOffset, -screwOffset], [0, -screwOffset], [screwOffset, -screwOffset], [screwOffset, 0], [screwOffset, screwOffset], [0, screwOffset], [-screwOffset, screwOffset], [-screwOffset, 0],
        ];
        markup += `<g id="${prefix}sc"><circle r="${svgNumber(radius * 0.035)}" fill="url(#${prefix}m)" stroke="${metal.dk}"/></g>`;
        for (const [x, y] of pts) markup += `<use href="#${prefix}sc" x="${svgNumber(x)}" y="${svgNumber(y)}"/>`;
      }
      markup += dialShape(drawing, `fill="${metal.dk}"`, 3);
      break;
    }
    case 'oct': {
      markup += poly(drawing, 'octs', radius * 0.95, `fill="url(#${prefix}mr)"`, 1.5);
      if (!thumb) markup += poly(drawing, 'octs', radius * 0.9, `fill="none" stroke="${metal.hi}" stroke-opacity=".6" stroke-width="${svgNumber(300 / radius)}"`);
      const hex: [number, number][] = [];
      for (let i = 0; i < 6; i++) hex.push(polar(radius * 0.04, i * 60));
      if (!drawing.lite) markup += `<path id="${prefix}hx" d="M${hex.map(([side, y]) => `${svgNumber(side)} ${svgNumber(y)}`).join('L')}Z" fill="${metal.mid}"${metalEdge(drawing)} transform="translate(0 ${svgNumber(-radius * 0.8)})"/>`;
      for (let i = 0; i < 8; i++) if (i && !drawing.lite) markup += `<use href="#${prefix}hx" transform="rotate(${22.5 + i * 45 - 22.5})"/>`;
      markup += `<circle r="${svgNumber(radius * 0.74)}" fill="url(#${prefix}m)"/><circle r="${svgNumber(drawing.dialRadius + 3)}" fill="${metal.dk}"/>`;
      break;
    }
    case 'naut': {
      for (const x of [-1, 1]) {
        markup += `<rect x="${svgNumber(x < 0 ? -radius * 1.14 : radius * 0.98)}" y="${svgNumber(-radius * 0.2)}" width="${svgNumber(radius * 0.16)}" height="${svgNumber(radius * 0.4)}" rx="${svgNumber(radius * 0.07)}" fill="url(#${prefix}m)"${metalEdge(drawing)}/>`;
      }
      markup += poly(drawing, 'naut', radius * 0.92, `fill="url(#${prefix}mr)"`, 1.5);
      if (!thumb) markup += poly(drawing, 'naut', radius * 0.86, `fill="none" stroke="${metal.hi}" stroke-opacity=".6" stroke-width="${svgNumber(300 / radius)}"`);
      markup += dialShape(drawing, `fill="${metal.dk}"`, 3);
      break;
    }
  }
  return markup;
}

function rotatingBezel(drawing: WatchDrawing): string {
  const { prefix, radius, accent, thumb } = drawing;
  const bezel = drawing.bezel;
  const dialKey = drawing.dial.key;
  let insert = '#17181b';
  if (bezel === 'diver' && (dialKey === 'green' || dialKey === 'blue' || dialKey === 'navy')) insert = darken(drawing.dial.base, 0.15);
  const engraved = accent === METALS.yellow || accent === METALS.rose ? accent.mid : '#e4e1d8';
  drawing.defs.push(
    `<linearGradient id="${prefix}in" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(insert, 0.2)}"/>` +
      `<stop offset=".5" stop-color="${insert}"/><stop offset="1" stop-color="${lighten(insert, 0.08)}"/></linearGradient>`,
  );
  let markup = `<circle r="${svgNumber(radius * 0.99)}" fill="url(#${prefix}${drawing.accent !== drawing.metal ? 'a' : 'm'})"/>`;
  if (!thumb) markup += `<circle r="${svgNumber(radius * 0.975)}" fill="none" stroke="${accent.dk}" stroke-opacity=".5" stroke-width="${svgNumber(radius * 0.025)}" stroke-dasharray="3 3"/>`;
  const innerRadius = radius * 0.93;
  const outerRadius = radius * 0.79;
  const mid = (innerRadius + outerRadius) / 2;
  if (bezel === 'gmt') {
    const modelText = norm(drawing.model);
    const [top, bot] = /batman|bat/.test(modelText) ? ['#1b1c20', '#1f3a78'] : /sprite/.test(modelText) ? ['#1b1c20', '#1f5a3a'] : /root/.test(modelText) ? ['#3a2419', '#17181b'] : ['#1f3577', '#9b1c2a'];
    markup += `<path d="M${svgNumber(-innerRadius)} 0A${svgNumber(innerRadius)} ${svgNumber(innerRadius)} 0 0 1 ${svgNumber(innerRadius)} 0Z" fill="${bot}"/>`;
    markup += `<path d="M${svgNumber(-innerRadius)} 0A${svgNumber(innerRadius)} ${svgNumber(innerRadius)} 0 0 0 ${svgNumber(innerRadius)} 0Z" fill="${top}"/>`;
    markup += `<circle r="${svgNumber(innerRadius)}" fill="url(#${prefix}in)" opacity=".25"/>`;
  } else markup += `<circle r="${svgNumber(innerRadius)}" fill="url(#${prefix}in)"/>`;
  const fontSize = radius * 0.078;
  let marks = '';
  let texts = '';
  if (thumb) {
    const count = bezel === 'gmt' ? 24 : bezel === 'diver' ? 12 : 60;
    const per = (2 * Math.PI * mid) / count;
    const markWidth = bezel === 'tachy' ? 2 : radius * 0.035;
    marks = `<circle r="${svgNumber(mid)}" fill="none" stroke-width="${svgNumber(radius * (bezel === 'tachy' ? 0.03 : 0.07))}" stroke-dasharray="${svgNumber(markWidth)} ${svgNumber(per - markWidth)}" stroke-dashoffset="${svgNumber(markWidth / 2)}"/>`;
  }
  const tick = (angle: number, len: number, wdt: number) => {
    const [x1, y1] = polar(mid + len / 2, angle);
    const [x2, y2] = polar(mid - len / 2, angle);
    return `<path d="M${svgNumber(x1)} ${svgNumber(y1)}L${svgNumber(x2)} ${svgNumber(y2)}" stroke-width="${svgNumber(wdt)}"/>`;
  };
  const label = (angle: number, text: string) => `<text transform="rotate(${svgNumber(angle)})" y="${svgNumber(-mid + fontSize * 0.3)}">${text}</text>`;
  if (thumb) {
    // simplified above
  } else if (bezel === 'diver') {
    for (let k = 1; k < 12; k++) {
      const angle = k * 30;
      if (k % 2 === 0) texts += label(angle, String(k * 5));
      else marks += tick(angle, radius * 0.1, radius * 0.03);
    }
    if (!thumb) {
      const dotsRadius = mid + radius * 0.048;
      const per = (2 * Math.PI * dotsRadius) / 60;
      const [x1, y1] = polar(dotsRadius, 6);
      const [x2, y2] = polar(dotsRadius, 84);
      marks += `<path d="M${svgNumber(x1)} ${svgNumber(y1)}A${svgNumber(dotsRadius)} ${svgNumber(dotsRadius)} 0 0 1 ${svgNumber(x2)} ${svgNumber(y2)}" fill="none" stroke-width="${svgNumber(radius * 0.028)}" stroke-dasharray="2.5 ${svgNumber(per - 2.5)}" stroke-dashoffset="1.2"/>`;
    }
  } else if (bezel === 'gmt') {
    for (let k = 1; k < 24; k++) {
      const angle = k * 15;
      if (k % 2 === 0) texts += label(angle, String(k));
      else marks += `<circle cx="${svgNumber(polar(mid, angle)[0])}" cy="${svgNumber(polar(mid, angle)[1])}" r="${svgNumber(radius * 0.016)}" stroke="none"/>`;
    }
  } else {
    // tachymeter
    for (const speed of [500, 300, 200, 150, 120, 100, 90, 80, 70, 60]) {
      const angle = (3600 / speed / 60) * 360;
      texts += label(angle, String(speed));
      marks += tick(angle - 5, radius * 0.05, radius * 0.012);
    }
    texts += `<text y="${svgNumber(mid + fontSize * 0.3)}" font-size="${svgNumber(fontSize * 0.62)}" letter-spacing="3">TACHYMETRE</text>`;
  }
  // pip / triangle at 12
  const tri = `<path d="M0 ${svgNumber(-mid + radius * 0.065)}L${svgNumber(radius * 0.065)} ${svgNumber(-mid - radius * 0.05)}H${svgNumber(-radius * 0.065)}Z" fill="${engraved}"/>`;
  const pip = bezel === 'tachy' ? '' : `<circle cy="${svgNumber(-mid - radius * 0.012)}" r="${svgNumber(radius * 0.022)}" fill="${drawing.lume}"/>`;
  markup += `<g fill="${engraved}" stroke="${engraved}">${marks}</g>`;
  if (texts) markup += `<g fill="${engraved}" font-size="${svgNumber(fontSize)}" text-anchor="middle" letter-spacing="1">${texts}</g>`;
  if (bezel !== 'tachy' && !drawing.lite) markup += tri + pip;
  markup += `<circle r="${svgNumber(outerRadius)}" fill="url(#${prefix}mr)"/>`;
  markup += `<circle r="${svgNumber(drawing.dialRadius + 3)}" fill="${darken(drawing.dial.base, 0.3)}"/>`;
  return markup;
}
