/**
 * Watch renderer: a believable studio shot of a wristwatch, drawn as SVG.
 *
 * All geometry is built in local coordinates around the centre of the case
 * (0,0) and then placed on the 1200×1200 canvas with a per-view transform.
 */
import {
  type Metal,
  type Random,
  type Variant,
  METALS,
  brushedGradient,
  clamp,
  darken,
  escapeXml,
  idPrefix,
  isTwoTone,
  lighten,
  luminance,
  metalGradient,
  metalKind,
  mix,
  svgNumber,
  norm,
  normView,
  pick,
  polar,
  productCanvas,
  roundedPolygon,
  seeded,
  shadowFilter,
  studioBackground,
  svgDocument,
  textWidthEm,
  byteLength,
  clip,
} from '../../media/svg.ts';

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

/* ------------------------------------------------------------ dial colour */

export interface DialSpec {
  key: string;
  base: string;
  kind: 'plain' | 'mop' | 'skeleton';
}

const DIAL_TABLE: readonly (readonly [RegExp, string, string])[] = [
  [/skelet|скелет|openwork|ажур/, 'skeleton', '#2a2b30'],
  [/mother|nacre|перламутр|\bmop\b|pearl/, 'mop', '#f0eae3'],
  [/ice|голуб|light blue|sky|небесн|glacier/, 'iceblue', '#b7d5e2'],
  [/navy|midnight|темно-син|dark blue|полуноч/, 'navy', '#17243f'],
  [/blue|син|bleu|azur|азур/, 'blue', '#1c3f7d'],
  [/salmon|лосос|copper|медн/, 'salmon', '#e39f84'],
  [/champagne|шампан/, 'champagne', '#d8c397'],
  [/silver|серебр|argent|opalin|опалин/, 'silver', '#cdd0d4'],
  [/anthracite|антрацит|slate|графит|graphite|rhodium|родий/, 'anthracite', '#393c42'],
  [/grey|gray|сер|gris/, 'grey', '#71757b'],
  [/burgundy|bordeaux|бордо|wine|oxblood|вишн/, 'burgundy', '#5d1a26'],
  [/brown|chocolate|коричн|шоколад|tobacco|табач/, 'brown', '#5a3924'],
  [/green|зелен|olive|оливк|khaki|хаки/, 'green', '#1e4a35'],
  [/turquoise|tiffany|бирюз/, 'turquoise', '#3eafa7'],
  [/ivory|cream|крем|слонов|eggshell|beige|беж/, 'ivory', '#ede3cd'],
  [/white|бел|blanc|lacquer/, 'white', '#f4f2ed'],
  [/black|черн|noir|onyx|оникс/, 'black', '#141518'],
  [/gold|золот/, 'gold', '#c8a14d'],
  [/pink|розов/, 'pink', '#e7b6bd'],
  [/purple|violet|фиолет|сирен|aubergine|баклаж/, 'purple', '#4a2a5e'],
  [/orange|оранж/, 'orange', '#d6642c'],
  [/red|красн/, 'red', '#8b1c21'],
  [/yellow|желт/, 'yellow', '#e2bf3a'],
];

const DEFAULT_DIAL: DialSpec = { key: 'navy', base: '#17243f', kind: 'plain' };

/** Map a dial colour name (Russian or English) to a base fill colour. */
export function dialColor(name: string | null | undefined): DialSpec {
  const text = norm(name);
  if (!text) return DEFAULT_DIAL;
  for (const [pattern, key, base] of DIAL_TABLE) {
    if (pattern.test(text)) {
      const kind = key === 'skeleton' ? 'skeleton' : key === 'mop' ? 'mop' : 'plain';
      return { key, base, kind };
    }
  }
  return DEFAULT_DIAL;
}

/* ------------------------------------------------------------ classification */

type Shape = 'round' | 'tank' | 'square' | 'reverso' | 'oct' | 'naut';
type Bezel = 'plain' | 'diver' | 'gmt' | 'tachy' | 'fluted' | 'none';
type StrapKind = 'metal' | 'leather' | 'alligator' | 'rubber' | 'fabric';
type Markers = 'baton' | 'dot' | 'roman';
type Hands = 'baton' | 'merc' | 'dauph' | 'sword';

interface WatchDrawing {
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

const LEATHER_COLOURS: readonly (readonly [RegExp, string])[] = [
  [/black|черн|noir/, '#19181b'],
  [/cognac|коньяч|tan|camel|кэмел|honey|медов/, '#8a5430'],
  [/brown|коричн|chocolate|шоколад|havana|гавана/, '#4e2e1c'],
  [/navy|темно-син|midnight/, '#1b2540'],
  [/blue|син|bleu/, '#22386a'],
  [/green|зелен|olive|khaki/, '#25442f'],
  [/grey|gray|сер/, '#55585e'],
  [/burgundy|bordeaux|бордо|oxblood/, '#561a24'],
  [/red|красн/, '#8a1e24'],
  [/white|бел|ivory|cream|беж|beige/, '#e9e3d8'],
  [/orange|оранж/, '#c9642b'],
];

function classify(input: WatchInput, random: Random): Omit<WatchDrawing, 'prefix' | 'thumb' | 'lite' | 'boxed' | 'reduced' | 'random' | 'defs' | 'once'> {
  const brandText = norm(input.brand);
  const modelText = norm(input.model);
  const dial = dialColor(input.dialColor);
  const dark = luminance(dial.base) < 0.55 || dial.kind === 'skeleton';

  let shape: Shape = 'round';
  if (/tank|cintr|crash|panthere .*rect/.test(modelText)) shape = 'tank';
  else if (/reverso/.test(modelText)) shape = 'reverso';
  else if (/santos|monaco|panth|big bang square|square|carre|квадрат/.test(modelText)) shape = 'square';
  else if (/royal oak|laureato|octo/.test(modelText)) shape = 'oct';
  else if (/nautilus|aquanaut|overseas|polo|ingenieur/.test(modelText)) shape = 'naut';

  let bezel: Bezel = 'plain';
  if (shape !== 'round') bezel = 'none';
  else if (/gmt|pepsi|batman|sprite/.test(modelText)) bezel = 'gmt';
  else if (/speedmaster|daytona|tachy|carrera|el primero|moonwatch/.test(modelText)) bezel = 'tachy';
  else if (
    /submariner|sea-?dweller|deepsea|seamaster|diver|дайвер|planet ocean|fathoms|black bay|pelagos|aquaracer|superocean|yacht|ocean|tuna|prospex|marine|hydroconquest|bathyscaphe/.test(
      modelText,
    )
  )
    bezel = 'diver';
  else if (/datejust|day-?date|sky-?dweller|president|pearlmaster/.test(modelText)) bezel = 'fluted';

  // openworked dials show the movement instead of subdials
  const chrono = dial.kind !== 'skeleton' && /chrono|хроно|daytona|speedmaster|carrera|el primero|navitimer|moonwatch|5170|5270/.test(modelText);
  const sports = bezel === 'diver' || bezel === 'gmt' || bezel === 'tachy' || shape === 'oct' || shape === 'naut';
  const dress = /patek|lange|vacheron|breguet|jaeger|blancpain|piaget|chopard|glash|montblanc|audemars|ulysse|parmigiani|moser/.test(brandText);
  const cartier = /cartier|картье/.test(brandText);
  const rolex = /rolex|ролекс/.test(brandText);

  let markers: Markers = 'baton';
  if (cartier) markers = 'roman';
  else if (rolex && (bezel === 'diver' || bezel === 'gmt')) markers = 'dot';
  else if (!sports && !chrono && (shape === 'tank' || shape === 'reverso')) markers = random() < 0.6 ? 'roman' : 'baton';
  else if (!sports && !chrono && dress && !dark && random() < 0.4) markers = 'roman';
  else random();

  let hands: Hands = 'baton';
  if (cartier || (markers === 'roman' && !sports)) hands = 'sword';
  else if (rolex && bezel !== 'tachy') hands = 'merc';
  else if (dress && !sports) hands = 'dauph';

  const date =
    !chrono &&
    markers !== 'roman' &&
    dial.kind !== 'skeleton' &&
    (/date|seamaster|aquaracer|black bay|5711|5712|15500|15202/.test(modelText) ? !/no[- ]?date/.test(modelText) : random() < 0.3);

  /* metals */
  const caseKind = metalKind(input.caseMaterial);
  const twoTone = isTwoTone(input.caseMaterial);
  const metal = twoTone ? METALS.steel : METALS[caseKind];
  const accent = twoTone ? METALS[/rose|everose|розов/.test(norm(input.caseMaterial)) ? 'rose' : 'yellow'] : metal;

  /* strap */
  const strapText = norm(input.strapMaterial);
  let strap: StrapKind = 'leather';
  if (/rubber|каучук|резин|oysterflex|silicone|силикон/.test(strapText)) strap = 'rubber';
  else if (/alligator|аллигатор|croc|крокод/.test(strapText)) strap = 'alligator';
  else if (/leather|кож|calf|телят|ostrich|страус|suede|замш|lizard|ящер/.test(strapText)) strap = 'leather';
  else if (/nato|fabric|textile|текстил|ткан|canvas|nylon|нейлон|cordura/.test(strapText)) strap = 'fabric';
  else if (
    /bracelet|браслет|steel|стал|oyster|jubilee|president|gold|золот|titan|титан|metal|металл|mesh|milanese|platin|платин|ceram|керам|bronze|бронз/.test(
      strapText,
    )
  )
    strap = 'metal';
  else if (!strapText && (sports || shape === 'oct' || shape === 'naut')) strap = 'metal';

  let strapMetal = metal;
  let strapAccent = accent;
  if (strap === 'metal' && /steel|стал|gold|золот|titan|титан|platin|платин|ceram|керам|bronze|бронз/.test(strapText)) {
    const twoToneStrap = isTwoTone(strapText);
    strapMetal = twoToneStrap ? METALS.steel : METALS[metalKind(strapText)];
    strapAccent = twoToneStrap ? METALS[/rose|розов/.test(strapText) ? 'rose' : 'yellow'] : strapMetal;
  }
  let strapColor = strap === 'rubber' ? '#1c1c1f' : strap === 'fabric' ? '#1f2a44' : '#4a2b1a';
  for (const [pattern, colour] of LEATHER_COLOURS) {
    if (pattern.test(strapText)) {
      strapColor = colour;
      break;
    }
  }
  if (strap === 'alligator' || strap === 'leather') {
    if (!LEATHER_COLOURS.some(([pattern]) => pattern.test(strapText)) && dial.key === 'black' && random() < 0.6) strapColor = '#19181b';
  }

  /* geometry */
  const diameter = clamp(Number.isFinite(input.diameterMm) ? input.diameterMm : 40, 28, 47);
  const radius = 215 + ((diameter - 28) / 19) * 70; // 215..285 px on a 1200 canvas
  let strapWidth = radius * 1.0;
  let strapTuck = radius * 0.85;
  let caseWidth = 2 * radius;
  let caseHeight = 2 * radius;
  let dialRadius = radius * 0.86;
  let dialHalfWidth: number;
  let dialHalfHeight: number;
  switch (shape) {
    case 'tank': {
      caseHeight = 2 * radius * 1.06;
      caseWidth = caseHeight / 1.33;
      const brancard = caseWidth * 0.16;
      strapWidth = caseWidth - 2 * brancard;
      strapTuck = caseHeight * 0.3;
      dialHalfWidth = caseWidth / 2 - brancard - radius * 0.06;
      dialHalfHeight = caseHeight * 0.37 - radius * 0.04;
      dialRadius = Math.min(dialHalfWidth, dialHalfHeight);
      break;
    }
    case 'reverso': {
      caseHeight = 2 * radius * 0.98;
      caseWidth = caseHeight / 1.5;
      strapWidth = caseWidth * 0.8;
      strapTuck = caseHeight * 0.4;
      dialHalfWidth = caseWidth / 2 - radius * 0.1;
      dialHalfHeight = caseHeight / 2 - radius * 0.24;
      dialRadius = Math.min(dialHalfWidth, dialHalfHeight);
      break;
    }
    case 'square': {
      caseHeight = caseWidth = 2 * radius * 0.9;
      strapWidth = caseWidth * 0.6;
      strapTuck = caseHeight * 0.42;
      dialHalfWidth = dialHalfHeight = caseWidth / 2 - radius * 0.24;
      dialRadius = dialHalfWidth;
      break;
    }
    case 'oct':
      strapWidth = radius * 1.3;
      strapTuck = radius * 0.7;
      dialRadius = dialHalfWidth = dialHalfHeight = radius * 0.68;
      break;
    case 'naut':
      strapWidth = radius * 1.22;
      strapTuck = radius * 0.7;
      dialRadius = dialHalfWidth = dialHalfHeight = radius * 0.7;
      break;
    default:
      if (bezel === 'diver' || bezel === 'gmt' || bezel === 'tachy') dialRadius = radius * 0.75;
      else if (bezel === 'fluted') dialRadius = radius * 0.8;
      dialHalfWidth = dialHalfHeight = dialRadius;
  }

  const handMetal = /yellow|rose/.test(caseKind) && !twoTone ? metal : twoTone ? accent : METALS.white;
  const handFill = dark ? mix(handMetal.hi, handMetal.mid, 0.35) : caseKind === 'yellow' || caseKind === 'rose' || twoTone ? handMetal.lo : '#3b3e44';
  const handEdge = dark ? handMetal.lo : darken(handFill, 0.35);
  const ink = dark ? '#f3efe6' : '#1d1d21';
  const lume = dial.key === 'black' && random() < 0.25 ? '#efe4c6' : '#f2f0e6';

  return {
    radius,
    shape,
    bezel,
    metal,
    accent,
    dial,
    dark,
    ink,
    strap,
    strapMetal,
    strapAccent,
    strapColor,
    markers,
    hands,
    chrono,
    date,
    sports,
    cabochon: cartier,
    brand: input.brand,
    model: input.model,
    handFill,
    handEdge,
    lume,
    strapWidth,
    strapTuck,
    caseWidth,
    caseHeight,
    dialRadius,
    dialHalfWidth,
    dialHalfHeight,
    secAngle: 150 + Math.floor(random() * 90),
    dateNum: 1 + Math.floor(random() * 28),
  };
}

/** Metal outline; omitted on thumbnails where it would be a fraction of a pixel. */
function metalEdge(drawing: WatchDrawing, width = 1.5): string {
  return drawing.thumb ? '' : ` stroke="${drawing.metal.dk}" stroke-width="${width}"`;
}

/* ------------------------------------------------------------ dial geometry */

/** Distance from the centre to the dial edge along a clock angle (degrees). */
function reach(drawing: WatchDrawing, deg: number): number {
  if (drawing.shape === 'tank' || drawing.shape === 'reverso' || drawing.shape === 'square') {
    const radians = (deg * Math.PI) / 180;
    const horizontalShare = Math.abs(Math.sin(radians));
    const verticalShare = Math.abs(Math.cos(radians));
    return Math.min(horizontalShare > 1e-6 ? drawing.dialHalfWidth / horizontalShare : Infinity, verticalShare > 1e-6 ? drawing.dialHalfHeight / verticalShare : Infinity);
  }
  return drawing.dialRadius;
}

function isRectDial(drawing: WatchDrawing): boolean {
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
function poly(drawing: WatchDrawing, shapeKind: 'naut' | 'oct' | 'octs', radius: number, attrs: string, strokeW = 0): string {
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
function dialShape(drawing: WatchDrawing, attrs: string, grow = 0): string {
  if (isRectDial(drawing)) {
    const rx = drawing.shape === 'square' ? drawing.radius * 0.12 : drawing.radius * 0.025;
    return `<rect x="${svgNumber(-drawing.dialHalfWidth - grow)}" y="${svgNumber(-drawing.dialHalfHeight - grow)}" width="${svgNumber(2 * (drawing.dialHalfWidth + grow))}" height="${svgNumber(2 * (drawing.dialHalfHeight + grow))}" rx="${svgNumber(rx)}" ${attrs}/>`;
  }
  if (drawing.shape === 'naut') return poly(drawing, 'naut', drawing.dialRadius * 1.08 + grow, attrs);
  return `<circle r="${svgNumber(drawing.dialRadius + grow)}" ${attrs}/>`;
}

/** Case outline element used for the case body, side band and shadows. */
function caseShape(drawing: WatchDrawing, attrs: string): string {
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

function strapSvg(drawing: WatchDrawing, back: boolean): string {
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
function lugsUnder(drawing: WatchDrawing): string {
  if (!drawing.thumb || (drawing.shape !== 'round' && drawing.shape !== 'reverso')) return '';
  const thickness = drawing.radius * 0.13;
  const height = drawing.shape === 'round' ? drawing.radius * 2.4 : drawing.caseHeight + drawing.radius * 0.28;
  const width = drawing.shape === 'round' ? drawing.strapWidth + 2 * thickness : drawing.caseWidth - drawing.radius * 0.24 + 2 * thickness;
  return `<rect x="${svgNumber(-width / 2)}" y="${svgNumber(-height / 2)}" width="${svgNumber(width)}" height="${svgNumber(height)}" rx="${svgNumber(thickness / 2)}" fill="url(#${drawing.prefix}m)"/>`;
}

function lugsSvg(drawing: WatchDrawing): string {
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

function crownSvg(drawing: WatchDrawing): string {
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

/* ------------------------------------------------------------ case & bezel */

function caseSvg(drawing: WatchDrawing): string {
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

/** A stylised movement (three-quarter plate, gear train, balance); also used for skeleton dials. */
function movementSvg(drawing: WatchDrawing, radius: number, rotor: boolean, skeleton = false): string {
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

function markersSvg(drawing: WatchDrawing): string {
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

function handsSvg(drawing: WatchDrawing): string {
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

function glassSvg(drawing: WatchDrawing): string {
  if (drawing.thumb || drawing.reduced) return '';
  const radius = Math.max(drawing.dialHalfWidth, drawing.dialHalfHeight) * 1.02;
  const [x1, y1] = polar(radius, 285);
  const [x2, y2] = polar(radius, 20);
  return `<path d="M${svgNumber(x1)} ${svgNumber(y1)}A${svgNumber(radius)} ${svgNumber(radius)} 0 0 1 ${svgNumber(x2)} ${svgNumber(y2)}A${svgNumber(radius * 1.25)} ${svgNumber(radius * 1.25)} 0 0 0 ${svgNumber(x1)} ${svgNumber(y1)}Z" fill="#fff" opacity=".1"/>`;
}

function dialSvg(drawing: WatchDrawing): string {
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

/* ------------------------------------------------------------ caseback */

function backSvg(drawing: WatchDrawing): string {
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
