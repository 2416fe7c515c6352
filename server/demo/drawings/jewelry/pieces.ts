/** The pieces themselves, in local coordinates around (0,0): ring, bracelet, necklace, pendant, earrings and brooch. */
import { polar, svgNumber } from '../../../media/svg.ts';
import { lighten } from '../palette.ts';
import { type JewelryDrawing, emeraldCutDefs, gemDefs, gemUse, pearDefs, sparkle, stoneSpec } from './gems.ts';

/* ------------------------------------------------------------ pieces (local coords around 0,0) */

export function ring(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  // upright band, seen slightly from above
  const outerRadius = 245;
  const innerRadius = 203;
  let markup = `<path d="M${-outerRadius} 30a${outerRadius} ${outerRadius - 12} 0 1 0 ${2 * outerRadius} 0a${outerRadius} ${outerRadius - 12} 0 1 0 ${-2 * outerRadius} 0ZM${-innerRadius} 30a${innerRadius} ${innerRadius - 10} 0 1 1 ${2 * innerRadius} 0a${innerRadius} ${innerRadius - 10} 0 1 1 ${-2 * innerRadius} 0Z" fill="url(#${prefix}m)" fill-rule="evenodd" stroke="${metal.dk}" stroke-width="2"/>`;
  // inner surface of the lower band
  markup += `<path d="M${-innerRadius} 30A${innerRadius} ${innerRadius - 10} 0 0 0 ${innerRadius} 30A${innerRadius} ${innerRadius - 40} 0 0 1 ${-innerRadius} 30Z" fill="${metal.lo}" opacity=".75"/>`;
  if (!thumb) markup += `<path d="M${-outerRadius + 10} 60A${outerRadius - 10} ${outerRadius - 22} 0 0 0 ${outerRadius - 10} 60" fill="none" stroke="${metal.hi}" stroke-width="5" opacity=".7"/>`;
  // shoulders with pavé
  const pave = drawing.random() < 0.6 || stone.key !== 'diamond';
  if (pave && stone.kind !== 'pearl') {
    gemDefs(drawing, stoneSpec('diamond'), 'd');
    const count = drawing.lite ? 2 : thumb ? 3 : 5;
    for (const side of [-1, 1]) {
      for (let i = 0; i < count; i++) {
        const angle = side * (34 + i * (thumb ? 14 : 9));
        const [x, y] = polar(outerRadius - 21, angle);
        markup += gemUse(drawing, 'd', x, y * ((outerRadius - 12) / outerRadius) + 30, thumb ? 15 : 12);
      }
    }
  }
  // setting: basket and prongs
  const top = -outerRadius + 18;
  markup += `<path d="M-70 ${svgNumber(top + 20)}L-38 ${svgNumber(top - 72)}H38L70 ${svgNumber(top + 20)}Z" fill="url(#${prefix}m)" stroke="${metal.dk}" stroke-width="2"/>`;
  if (stone.kind === 'pearl') {
    gemDefs(drawing, stone, 's');
    markup += gemUse(drawing, 's', 0, top - 120, 95);
    return markup;
  }
  // the centre stone: profile of a brilliant (crown + pavilion), or an emerald cut seen from the front
  const stoneHalf = 118;
  const stoneY = top - 112;
  const grad = `${prefix}sv`;
  drawing.defs.push(
    `<linearGradient id="${grad}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${stone.light}"/><stop offset=".5" stop-color="${stone.base}"/><stop offset="1" stop-color="${stone.dark}"/></linearGradient>`,
  );
  const crown = `M${svgNumber(-stoneHalf)} ${svgNumber(stoneY)}L${svgNumber(-stoneHalf * 0.55)} ${svgNumber(stoneY - stoneHalf * 0.42)}H${svgNumber(stoneHalf * 0.55)}L${svgNumber(stoneHalf)} ${svgNumber(stoneY)}Z`;
  const pav = `M${svgNumber(-stoneHalf)} ${svgNumber(stoneY)}L0 ${svgNumber(stoneY + stoneHalf * 0.95)}L${svgNumber(stoneHalf)} ${svgNumber(stoneY)}Z`;
  markup += `<path d="${pav}" fill="url(#${grad})"/><path d="${crown}" fill="url(#${grad})"/>`;
  const facetColour = stone.key === 'diamond' ? '#7b8fa8' : lighten(stone.base, 0.5);
  let facets = `M${svgNumber(-stoneHalf)} ${svgNumber(stoneY)}H${svgNumber(stoneHalf)}M${svgNumber(-stoneHalf * 0.55)} ${svgNumber(stoneY - stoneHalf * 0.42)}L${svgNumber(-stoneHalf * 0.3)} ${svgNumber(stoneY)}L0 ${svgNumber(stoneY - stoneHalf * 0.42)}L${svgNumber(stoneHalf * 0.3)} ${svgNumber(stoneY)}L${svgNumber(stoneHalf * 0.55)} ${svgNumber(stoneY - stoneHalf * 0.42)}`;
  if (!thumb) facets += `M${svgNumber(-stoneHalf * 0.6)} ${svgNumber(stoneY)}L0 ${svgNumber(stoneY + stoneHalf * 0.95)}L${svgNumber(stoneHalf * 0.6)} ${svgNumber(stoneY)}M${svgNumber(-stoneHalf * 0.25)} ${svgNumber(stoneY)}L0 ${svgNumber(stoneY + stoneHalf * 0.95)}L${svgNumber(stoneHalf * 0.25)} ${svgNumber(stoneY)}M${svgNumber(-stoneHalf)} ${svgNumber(stoneY)}L${svgNumber(-stoneHalf * 0.55)} ${svgNumber(stoneY - stoneHalf * 0.42)}`;
  markup += `<path d="${facets}" fill="none" stroke="${facetColour}" stroke-width="2" stroke-linejoin="round"/>`;
  markup += `<path d="M${svgNumber(-stoneHalf * 0.5)} ${svgNumber(stoneY - stoneHalf * 0.36)}L${svgNumber(-stoneHalf * 0.2)} ${svgNumber(stoneY - stoneHalf * 0.36)}L${svgNumber(-stoneHalf * 0.42)} ${svgNumber(stoneY - stoneHalf * 0.05)}Z" fill="#fff" opacity=".7"/>`;
  // prongs
  markup += `<path d="M${svgNumber(-stoneHalf * 0.92)} ${svgNumber(top - 30)}Q${svgNumber(-stoneHalf * 1.02)} ${svgNumber(stoneY - 10)} ${svgNumber(-stoneHalf * 0.85)} ${svgNumber(stoneY - stoneHalf * 0.1)}M${svgNumber(stoneHalf * 0.92)} ${svgNumber(top - 30)}Q${svgNumber(stoneHalf * 1.02)} ${svgNumber(stoneY - 10)} ${svgNumber(stoneHalf * 0.85)} ${svgNumber(stoneY - stoneHalf * 0.1)}" stroke="url(#${prefix}m)" stroke-width="14" stroke-linecap="round" fill="none"/>`;
  markup += `<path d="M${svgNumber(-stoneHalf * 0.92)} ${svgNumber(top - 30)}Q${svgNumber(-stoneHalf * 1.02)} ${svgNumber(stoneY - 10)} ${svgNumber(-stoneHalf * 0.85)} ${svgNumber(stoneY - stoneHalf * 0.1)}M${svgNumber(stoneHalf * 0.92)} ${svgNumber(top - 30)}Q${svgNumber(stoneHalf * 1.02)} ${svgNumber(stoneY - 10)} ${svgNumber(stoneHalf * 0.85)} ${svgNumber(stoneY - stoneHalf * 0.1)}" stroke="${metal.dk}" stroke-width="2" fill="none" opacity=".5"/>`;
  markup += sparkle(drawing, -stoneHalf * 0.35, stoneY - stoneHalf * 0.5, 34);
  if (!thumb) markup += sparkle(drawing, stoneHalf * 0.5, stoneY + stoneHalf * 0.2, 22);
  return markup;
}

export function bracelet(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  const rx = 340;
  const ry = 150;
  const back = `M${-rx} 0A${rx} ${ry} 0 0 1 ${rx} 0`;
  const front = `M${-rx} 0A${rx} ${ry} 0 0 0 ${rx} 0`;
  let markup = `<path d="${back}" fill="none" stroke="${metal.lo}" stroke-width="40"/>`;
  markup += `<path d="${back}" fill="none" stroke="url(#${prefix}m)" stroke-width="30" opacity=".7"/>`;
  const tennis = stone.kind !== 'opaque' || drawing.random() < 0.5;
  markup += `<path d="${front}" fill="none" stroke="${metal.dk}" stroke-width="52"/>`;
  markup += `<path d="${front}" fill="none" stroke="url(#${prefix}m)" stroke-width="46"/>`;
  gemDefs(drawing, stone, 's');
  if (tennis) {
    const count = drawing.lite ? 7 : thumb ? 9 : 15;
    for (let i = 0; i < count; i++) {
      const angle = Math.PI * (i / (count - 1));
      const x = -rx * Math.cos(angle);
      const y = ry * Math.sin(angle);
      const radius = 17 + 4 * Math.sin(angle);
      markup += gemUse(drawing, 's', x, y, radius);
    }
    // gems on the far side, smaller and dimmer
    if (!thumb) {
      let far = '';
      for (let i = 1; i < 10; i++) {
        const angle = Math.PI * (i / 10);
        far += gemUse(drawing, 's', -rx * Math.cos(angle), -ry * Math.sin(angle), 11);
      }
      markup = markup.replace(`<path d="${front}"`, `<g opacity=".55">${far}</g><path d="${front}"`);
    }
  } else {
    // bangle with screw-head motifs
    let heads = '';
    for (let i = 1; i < 8; i++) {
      const angle = Math.PI * (i / 8);
      const x = -rx * Math.cos(angle);
      const y = ry * Math.sin(angle);
      heads += `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="9" fill="${metal.lo}" stroke="${metal.hi}" stroke-width="2"/><path d="M${svgNumber(x - 6)} ${svgNumber(y)}h12" stroke="${metal.dk}" stroke-width="2"/>`;
    }
    markup += heads + gemUse(drawing, 's', 0, ry, 20);
  }
  if (!thumb) markup += `<path d="M${-rx + 40} ${svgNumber(ry * 0.55)}A${rx - 40} ${ry - 20} 0 0 0 ${-60} ${ry - 10}" fill="none" stroke="${metal.hi}" stroke-width="6" opacity=".6"/>`;
  markup += sparkle(drawing, -120, ry - 10, 30);
  return markup;
}

/** Points along the necklace curve (cubic from the left shoulder through the centre). */
function curvePoint(position: number): [number, number] {
  // left half: (-300,-560) → (0,120) with controls; mirrored for the right
  const side = position < 0.5 ? -1 : 1;
  const fromCentre = position < 0.5 ? 1 - position * 2 : (position - 0.5) * 2; // 0 at centre, 1 at the shoulder
  const start = [0, 120];
  const control1 = [170 * side, 120];
  const control2 = [300 * side, -160];
  const end = [300 * side, -600];
  const rest = 1 - fromCentre;
  const x = rest * rest * rest * start[0]! + 3 * rest * rest * fromCentre * control1[0]! + 3 * rest * fromCentre * fromCentre * control2[0]! + fromCentre * fromCentre * fromCentre * end[0]!;
  const y = rest * rest * rest * start[1]! + 3 * rest * rest * fromCentre * control1[1]! + 3 * rest * fromCentre * fromCentre * control2[1]! + fromCentre * fromCentre * fromCentre * end[1]!;
  return [x, y];
}

function chainPath(): string {
  return 'M-300 -600C-300 -160 -170 120 0 120C170 120 300 -160 300 -600';
}

export function necklace(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  let markup = `<path d="${chainPath()}" fill="none" stroke="${metal.dk}" stroke-width="12"/>`;
  markup += `<path d="${chainPath()}" fill="none" stroke="url(#${prefix}m)" stroke-width="9" stroke-dasharray="14 5" stroke-linecap="round"/>`;
  const spec = stone.kind === 'opaque' ? stone : stone;
  gemDefs(drawing, spec, 's');
  if (spec.kind === 'pearl') {
    // a strand of pearls
    const count = drawing.lite ? 13 : thumb ? 17 : 27;
    for (let i = 0; i < count; i++) {
      const position = 0.1 + (0.8 * i) / (count - 1);
      const [x, y] = curvePoint(position);
      markup += gemUse(drawing, 's', x, y, 26 - Math.abs(position - 0.5) * 14);
    }
    return markup;
  }
  // riviera: graduated stones across the front, a drop at the centre
  const count = drawing.lite ? 9 : thumb ? 11 : 19;
  for (let i = 0; i < count; i++) {
    const position = 0.22 + (0.56 * i) / (count - 1);
    const [x, y] = curvePoint(position);
    const radius = 24 - Math.abs(position - 0.5) * 30;
    if (!drawing.lite) markup += `<circle cx="${svgNumber(x)}" cy="${svgNumber(y)}" r="${svgNumber(radius + 5)}" fill="url(#${prefix}m)"/>`;
    markup += gemUse(drawing, 's', x, y, radius);
  }
  const pear = pearDefs(drawing, stone);
  markup += `<circle cy="152" r="14" fill="none" stroke="url(#${prefix}m)" stroke-width="7"/>`;
  markup += `<path d="M0 158C28 194 72 236 72 274A72 72 0 0 1 -72 274C-72 236 -28 194 0 158Z" fill="url(#${prefix}m)"/>`;
  markup += `<use href="#${pear}" transform="translate(0 255)scale(1.8)"/>`;
  markup += `<path d="M0 170L-8 185H8Z" fill="${metal.mid}"/>`;
  markup += sparkle(drawing, -22, 215, 30);
  return markup;
}

export function pendant(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  let markup = `<path d="M-190 -620L-14 -60M190 -620L14 -60" fill="none" stroke="${metal.dk}" stroke-width="7"/>`;
  markup += `<path d="M-190 -620L-14 -60M190 -620L14 -60" fill="none" stroke="url(#${prefix}m)" stroke-width="5" stroke-dasharray="9 4"/>`;
  markup += `<ellipse cy="-40" rx="22" ry="30" fill="none" stroke="url(#${prefix}m)" stroke-width="12"/>`;
  gemDefs(drawing, stone, 's');
  gemDefs(drawing, stoneSpec('diamond'), 'd');
  if (stone.key === 'emerald') {
    const id = emeraldCutDefs(drawing, stone);
    markup += `<rect x="-112" y="-2" width="224" height="164" rx="20" fill="url(#${prefix}m)"/>`;
    markup += `<use href="#${id}" transform="translate(0 80)scale(2)"/>`;
  } else if (stone.kind === 'facet' && stone.key !== 'diamond') {
    const id = pearDefs(drawing, stone);
    markup += `<path d="M0 -12C32 30 90 90 90 140A90 90 0 0 1 -90 140C-90 90 -32 30 0 -12Z" fill="url(#${prefix}m)"/>`;
    markup += `<use href="#${id}" transform="translate(0 115)scale(2.05)"/>`;
  } else {
    // halo: centre stone ringed by small diamonds
    markup += `<circle cy="110" r="118" fill="url(#${prefix}m)"/>`;
    const count = drawing.lite ? 9 : thumb ? 12 : 18;
    for (let i = 0; i < count; i++) {
      const [x, y] = polar(100, (360 * i) / count);
      markup += gemUse(drawing, 'd', x, 110 + y, thumb ? 17 : 14);
    }
    markup += gemUse(drawing, 's', 0, 110, 80);
  }
  markup += sparkle(drawing, -30, 80, 36);
  return markup;
}

export function earrings(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  gemDefs(drawing, stone, 's');
  gemDefs(drawing, stoneSpec('diamond'), 'd');
  const pear = pearDefs(drawing, stone);
  let one = '';
  one += `<path d="M0 -300C-10 -380 70 -400 80 -330" fill="none" stroke="url(#${prefix}m)" stroke-width="8" stroke-linecap="round"/>`;
  one += `<circle cy="-250" r="50" fill="url(#${prefix}m)"/>` + gemUse(drawing, stone.kind === 'pearl' ? 's' : 'd', 0, -250, 42);
  one += `<path d="M0 -200V-150" stroke="url(#${prefix}m)" stroke-width="10"/>`;
  one += `<ellipse cy="-135" rx="14" ry="18" fill="none" stroke="url(#${prefix}m)" stroke-width="8"/>`;
  if (stone.kind === 'pearl') one += gemUse(drawing, 's', 0, -25, 95);
  else {
    one += `<path d="M0 -130C30 -90 88 -40 88 10A88 88 0 0 1 -88 10C-88 -40 -30 -90 0 -130Z" fill="url(#${prefix}m)"/>`;
    if (!thumb && stone.key !== 'diamond') {
      // diamond halo around the coloured drop
      for (let i = 0; i < 9; i++) {
        const share = i / 8;
        const angle = Math.PI * (0.1 + 0.8 * share);
        one += gemUse(drawing, 'd', -76 * Math.cos(angle), 12 + 66 * Math.sin(angle), 9);
      }
    }
    one += `<use href="#${pear}" transform="translate(0 -6)scale(1.85)"/>`;
  }
  let markup = `<g id="${prefix}er" transform="translate(-190 60)">${one}</g>`;
  markup += `<use href="#${prefix}er" transform="translate(380 30)"/>`;
  markup += sparkle(drawing, -215, -40, 30);
  return markup;
}

export function brooch(drawing: JewelryDrawing): string {
  const { prefix, thumb, stone } = drawing;
  const metal = drawing.metal;
  gemDefs(drawing, stoneSpec('diamond'), 'd');
  gemDefs(drawing, stone, 's');
  // stem and leaf
  let markup = `<path d="M40 120C80 260 60 360 10 430" fill="none" stroke="url(#${prefix}m)" stroke-width="16" stroke-linecap="round"/>`;
  markup += `<path d="M58 300C140 250 220 270 250 310C190 350 120 350 58 300Z" fill="url(#${prefix}m)" stroke="${metal.dk}" stroke-width="2"/>`;
  // petals with pavé
  const petal = `<path d="M0 -20C60 -80 70 -210 0 -260C-70 -210 -60 -80 0 -20Z" fill="url(#${prefix}m)" stroke="${metal.dk}" stroke-width="2"/>`;
  let pave = '';
  for (let k = 0; k < (drawing.lite ? 1 : thumb ? 2 : 4); k++) pave += gemUse(drawing, 'd', 0, -70 - k * (thumb ? 80 : 45), thumb ? 22 : 17);
  drawing.defs.push(`<g id="${prefix}pt">${petal}${pave}</g>`);
  for (let i = 0; i < 6; i++) markup += `<use href="#${prefix}pt" transform="rotate(${i * 60 + 30})"/>`;
  markup += `<circle r="96" fill="url(#${prefix}m)" stroke="${metal.dk}" stroke-width="2"/>` + gemUse(drawing, 's', 0, 0, 82);
  markup += sparkle(drawing, -28, -30, 36);
  return markup;
}
