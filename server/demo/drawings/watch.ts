/**
 * Watch renderer: a believable studio shot of a wristwatch, drawn as SVG.
 *
 * All geometry is built in local coordinates around the centre of the case
 * (0,0) and then placed on the 1200×1200 canvas with a per-view transform.
 */
import {
  type Metal,
  type Rnd,
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
  n,
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
  const t = norm(name);
  if (!t) return DEFAULT_DIAL;
  for (const [re, key, base] of DIAL_TABLE) {
    if (re.test(t)) {
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

interface Ctx {
  p: string;
  thumb: boolean;
  /** Thumbnail of a scene where the watch is small (presentation box): draw only what reads at that size. */
  lite: boolean;
  /** The watch sits in a presentation box (view 3). */
  boxed: boolean;
  /** Full image that came out over budget: drop the finest ornament (stripes, screws, glare). */
  reduced: boolean;
  rnd: Rnd;
  R: number;
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
  W: number; // strap width at the lugs
  y0: number; // where the strap tucks under the case
  Wc: number; // case width (non-round)
  Hc: number; // case height (non-round)
  Rd: number; // dial "radius" (round) / dial half-width
  dx: number; // dial half-width (rect dials)
  dy: number; // dial half-height (rect dials)
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

function classify(input: WatchInput, rnd: Rnd): Omit<Ctx, 'p' | 'thumb' | 'lite' | 'boxed' | 'reduced' | 'rnd' | 'defs' | 'once'> {
  const b = norm(input.brand);
  const m = norm(input.model);
  const dial = dialColor(input.dialColor);
  const dark = luminance(dial.base) < 0.55 || dial.kind === 'skeleton';

  let shape: Shape = 'round';
  if (/tank|cintr|crash|panthere .*rect/.test(m)) shape = 'tank';
  else if (/reverso/.test(m)) shape = 'reverso';
  else if (/santos|monaco|panth|big bang square|square|carre|квадрат/.test(m)) shape = 'square';
  else if (/royal oak|laureato|octo/.test(m)) shape = 'oct';
  else if (/nautilus|aquanaut|overseas|polo|ingenieur/.test(m)) shape = 'naut';

  let bezel: Bezel = 'plain';
  if (shape !== 'round') bezel = 'none';
  else if (/gmt|pepsi|batman|sprite/.test(m)) bezel = 'gmt';
  else if (/speedmaster|daytona|tachy|carrera|el primero|moonwatch/.test(m)) bezel = 'tachy';
  else if (
    /submariner|sea-?dweller|deepsea|seamaster|diver|дайвер|planet ocean|fathoms|black bay|pelagos|aquaracer|superocean|yacht|ocean|tuna|prospex|marine|hydroconquest|bathyscaphe/.test(
      m,
    )
  )
    bezel = 'diver';
  else if (/datejust|day-?date|sky-?dweller|president|pearlmaster/.test(m)) bezel = 'fluted';

  // openworked dials show the movement instead of subdials
  const chrono = dial.kind !== 'skeleton' && /chrono|хроно|daytona|speedmaster|carrera|el primero|navitimer|moonwatch|5170|5270/.test(m);
  const sports = bezel === 'diver' || bezel === 'gmt' || bezel === 'tachy' || shape === 'oct' || shape === 'naut';
  const dress = /patek|lange|vacheron|breguet|jaeger|blancpain|piaget|chopard|glash|montblanc|audemars|ulysse|parmigiani|moser/.test(b);
  const cartier = /cartier|картье/.test(b);
  const rolex = /rolex|ролекс/.test(b);

  let markers: Markers = 'baton';
  if (cartier) markers = 'roman';
  else if (rolex && (bezel === 'diver' || bezel === 'gmt')) markers = 'dot';
  else if (!sports && !chrono && (shape === 'tank' || shape === 'reverso')) markers = rnd() < 0.6 ? 'roman' : 'baton';
  else if (!sports && !chrono && dress && !dark && rnd() < 0.4) markers = 'roman';
  else rnd();

  let hands: Hands = 'baton';
  if (cartier || (markers === 'roman' && !sports)) hands = 'sword';
  else if (rolex && bezel !== 'tachy') hands = 'merc';
  else if (dress && !sports) hands = 'dauph';

  const date =
    !chrono &&
    markers !== 'roman' &&
    dial.kind !== 'skeleton' &&
    (/date|seamaster|aquaracer|black bay|5711|5712|15500|15202/.test(m) ? !/no[- ]?date/.test(m) : rnd() < 0.3);

  /* metals */
  const caseKind = metalKind(input.caseMaterial);
  const twoTone = isTwoTone(input.caseMaterial);
  const metal = twoTone ? METALS.steel : METALS[caseKind];
  const accent = twoTone ? METALS[/rose|everose|розов/.test(norm(input.caseMaterial)) ? 'rose' : 'yellow'] : metal;

  /* strap */
  const s = norm(input.strapMaterial);
  let strap: StrapKind = 'leather';
  if (/rubber|каучук|резин|oysterflex|silicone|силикон/.test(s)) strap = 'rubber';
  else if (/alligator|аллигатор|croc|крокод/.test(s)) strap = 'alligator';
  else if (/leather|кож|calf|телят|ostrich|страус|suede|замш|lizard|ящер/.test(s)) strap = 'leather';
  else if (/nato|fabric|textile|текстил|ткан|canvas|nylon|нейлон|cordura/.test(s)) strap = 'fabric';
  else if (
    /bracelet|браслет|steel|стал|oyster|jubilee|president|gold|золот|titan|титан|metal|металл|mesh|milanese|platin|платин|ceram|керам|bronze|бронз/.test(
      s,
    )
  )
    strap = 'metal';
  else if (!s && (sports || shape === 'oct' || shape === 'naut')) strap = 'metal';

  let strapMetal = metal;
  let strapAccent = accent;
  if (strap === 'metal' && /steel|стал|gold|золот|titan|титан|platin|платин|ceram|керам|bronze|бронз/.test(s)) {
    const tt = isTwoTone(s);
    strapMetal = tt ? METALS.steel : METALS[metalKind(s)];
    strapAccent = tt ? METALS[/rose|розов/.test(s) ? 'rose' : 'yellow'] : strapMetal;
  }
  let strapColor = strap === 'rubber' ? '#1c1c1f' : strap === 'fabric' ? '#1f2a44' : '#4a2b1a';
  for (const [re, c] of LEATHER_COLOURS) {
    if (re.test(s)) {
      strapColor = c;
      break;
    }
  }
  if (strap === 'alligator' || strap === 'leather') {
    if (!LEATHER_COLOURS.some(([re]) => re.test(s)) && dial.key === 'black' && rnd() < 0.6) strapColor = '#19181b';
  }

  /* geometry */
  const d = clamp(Number.isFinite(input.diameterMm) ? input.diameterMm : 40, 28, 47);
  const R = 215 + ((d - 28) / 19) * 70; // 215..285 px on a 1200 canvas
  let W = R * 1.0;
  let y0 = R * 0.85;
  let Wc = 2 * R;
  let Hc = 2 * R;
  let Rd = R * 0.86;
  let dx: number;
  let dy: number;
  switch (shape) {
    case 'tank': {
      Hc = 2 * R * 1.06;
      Wc = Hc / 1.33;
      const br = Wc * 0.16;
      W = Wc - 2 * br;
      y0 = Hc * 0.3;
      dx = Wc / 2 - br - R * 0.06;
      dy = Hc * 0.37 - R * 0.04;
      Rd = Math.min(dx, dy);
      break;
    }
    case 'reverso': {
      Hc = 2 * R * 0.98;
      Wc = Hc / 1.5;
      W = Wc * 0.8;
      y0 = Hc * 0.4;
      dx = Wc / 2 - R * 0.1;
      dy = Hc / 2 - R * 0.24;
      Rd = Math.min(dx, dy);
      break;
    }
    case 'square': {
      Hc = Wc = 2 * R * 0.9;
      W = Wc * 0.6;
      y0 = Hc * 0.42;
      dx = dy = Wc / 2 - R * 0.24;
      Rd = dx;
      break;
    }
    case 'oct':
      W = R * 1.3;
      y0 = R * 0.7;
      Rd = dx = dy = R * 0.68;
      break;
    case 'naut':
      W = R * 1.22;
      y0 = R * 0.7;
      Rd = dx = dy = R * 0.7;
      break;
    default:
      if (bezel === 'diver' || bezel === 'gmt' || bezel === 'tachy') Rd = R * 0.75;
      else if (bezel === 'fluted') Rd = R * 0.8;
      dx = dy = Rd;
  }

  const handMetal = /yellow|rose/.test(caseKind) && !twoTone ? metal : twoTone ? accent : METALS.white;
  const handFill = dark ? mix(handMetal.hi, handMetal.mid, 0.35) : caseKind === 'yellow' || caseKind === 'rose' || twoTone ? handMetal.lo : '#3b3e44';
  const handEdge = dark ? handMetal.lo : darken(handFill, 0.35);
  const ink = dark ? '#f3efe6' : '#1d1d21';
  const lume = dial.key === 'black' && rnd() < 0.25 ? '#efe4c6' : '#f2f0e6';

  return {
    R,
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
    W,
    y0,
    Wc,
    Hc,
    Rd,
    dx,
    dy,
    secAngle: 150 + Math.floor(rnd() * 90),
    dateNum: 1 + Math.floor(rnd() * 28),
  };
}

/** Metal outline; omitted on thumbnails where it would be a fraction of a pixel. */
function ed(c: Ctx, w = 1.5): string {
  return c.thumb ? '' : ` stroke="${c.metal.dk}" stroke-width="${w}"`;
}

/* ------------------------------------------------------------ dial geometry */

/** Distance from the centre to the dial edge along a clock angle (degrees). */
function reach(c: Ctx, deg: number): number {
  if (c.shape === 'tank' || c.shape === 'reverso' || c.shape === 'square') {
    const a = (deg * Math.PI) / 180;
    const sx = Math.abs(Math.sin(a));
    const sy = Math.abs(Math.cos(a));
    return Math.min(sx > 1e-6 ? c.dx / sx : Infinity, sy > 1e-6 ? c.dy / sy : Infinity);
  }
  return c.Rd;
}

function isRectDial(c: Ctx): boolean {
  return c.shape === 'tank' || c.shape === 'reverso' || c.shape === 'square';
}

function nautPoints(r: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < 8; i++) {
    const a = 22.5 + i * 45;
    const [x, y] = polar(r, a);
    pts.push([x * 1.06, y * 0.97]);
  }
  return pts;
}

function octPoints(r: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < 8; i++) pts.push(polar(r, 22.5 + i * 45));
  return pts;
}

/**
 * A rounded octagon defined once at radius 100 and instanced by scale, so the
 * case, bezel and dial of octagonal watches cost one path between them.
 */
function poly(c: Ctx, shapeKind: 'naut' | 'oct' | 'octs', r: number, attrs: string, strokeW = 0): string {
  const kind = c.lite && shapeKind === 'octs' ? 'oct' : shapeKind;
  const id = `${c.p}${kind}`;
  if (!c.once.has(id)) {
    c.once.add(id);
    const pts = kind === 'naut' ? nautPoints(100) : octPoints(100);
    c.defs.push(`<path id="${id}" d="${roundedPolygon(pts, kind === 'octs' ? 6 : kind === 'oct' ? 28 : 22)}"/>`);
  }
  const k = r / 100;
  const st = strokeW && !c.thumb ? ` stroke="${c.metal.dk}" stroke-width="${n(strokeW / k)}"` : '';
  const scaled = attrs.replace(/stroke-width="([\d.]+)"/, (_m, w: string) => `stroke-width="${n(Number(w) / k)}"`);
  return `<use href="#${id}" transform="scale(${Math.round(k * 1000) / 1000})" ${scaled}${st}/>`;
}

/** Dial outline element (without closing attributes). */
function dialShape(c: Ctx, attrs: string, grow = 0): string {
  if (isRectDial(c)) {
    const rx = c.shape === 'square' ? c.R * 0.12 : c.R * 0.025;
    return `<rect x="${n(-c.dx - grow)}" y="${n(-c.dy - grow)}" width="${n(2 * (c.dx + grow))}" height="${n(2 * (c.dy + grow))}" rx="${n(rx)}" ${attrs}/>`;
  }
  if (c.shape === 'naut') return poly(c, 'naut', c.Rd * 1.08 + grow, attrs);
  return `<circle r="${n(c.Rd + grow)}" ${attrs}/>`;
}

/** Case outline element used for the case body, side band and shadows. */
function caseShape(c: Ctx, attrs: string): string {
  const R = c.R;
  switch (c.shape) {
    case 'tank':
      return `<rect x="${n(-c.Wc / 2)}" y="${n(-c.Hc / 2)}" width="${n(c.Wc)}" height="${n(c.Hc)}" rx="${n(c.Wc * 0.08)}" ${attrs}/>`;
    case 'reverso':
      return `<rect x="${n(-c.Wc / 2)}" y="${n(-c.Hc / 2)}" width="${n(c.Wc)}" height="${n(c.Hc)}" rx="${n(R * 0.05)}" ${attrs}/>`;
    case 'square':
      return `<rect x="${n(-c.Wc / 2)}" y="${n(-c.Hc / 2)}" width="${n(c.Wc)}" height="${n(c.Hc)}" rx="${n(R * 0.3)}" ${attrs}/>`;
    case 'oct':
      return poly(c, 'oct', R * 1.06, attrs);
    case 'naut':
      return poly(c, 'naut', R * 1.02, attrs);
    default:
      return `<circle r="${n(R)}" ${attrs}/>`;
  }
}

/* ------------------------------------------------------------ strap */

function strapOutline(W: number, y0: number, far: number, taper: number): string {
  const a = W / 2;
  const b = (W * taper) / 2;
  return `M${n(-a)} ${n(-y0)}L${n(-b)} ${n(-far)}H${n(b)}L${n(a)} ${n(-y0)}V${n(y0)}L${n(b)} ${n(far)}H${n(-b)}L${n(-a)} ${n(y0)}Z`;
}

const FAR = 900;
const TAPER = 0.86;

/** Straight seams along the strap (column separations), tapered with the strap. */
function columnLines(c: Ctx, split: number): string {
  const a = (c.W / 2) * split;
  const b = ((c.W * TAPER) / 2) * split;
  let d = '';
  for (const s of [-1, 1]) {
    for (const x of [-1, 1]) d += `M${n(a * x)} ${n(c.y0 * s)}L${n(b * x)} ${n(FAR * s)}`;
  }
  return d;
}

/**
 * A repeating tile of cross seams: outer columns at one phase, the centre column at half a pitch.
 * Used for bracelet links and alligator scales (cheap: one pattern instead of hundreds of segments).
 */
function seamPattern(id: string, c: Ctx, pitch: number, split: number, stroke: string, sw: number, hi: string | null): string {
  const W = c.W;
  const x1 = (W / 2) * (1 - split);
  const x2 = (W / 2) * (1 + split);
  const seg = (y: number) => `M0 ${n(y)}H${n(x1)}M${n(x2)} ${n(y)}H${n(W)}M${n(x1)} ${n(y + pitch / 2)}H${n(x2)}`;
  const y = pitch * 0.2;
  let inner = `<path d="${seg(y)}" stroke="${stroke}" stroke-width="${n(sw)}"/>`;
  if (hi) inner += `<path d="${seg(y + sw)}" stroke="${hi}" stroke-opacity=".6" stroke-width="${n(sw * 0.7)}"/>`;
  return `<pattern id="${id}" x="${n(-W / 2)}" y="${n(c.y0)}" width="${n(W)}" height="${n(pitch)}" patternUnits="userSpaceOnUse">${inner}</pattern>`;
}

function strapSvg(c: Ctx, back: boolean): string {
  const { p, thumb } = c;
  const outline = strapOutline(c.W, c.y0, FAR, TAPER);
  if (c.strap === 'metal') {
    const m = c.strapMetal;
    const ac = c.strapAccent;
    const split = 0.36;
    const h = 'x1="0" y1="0" x2="1" y2="0"';
    if (thumb && m === c.metal) c.defs.push(`<linearGradient id="${p}bb" href="#${p}m" ${h}/>`);
    else if (thumb) c.defs.push(metalGradient(`${p}bb`, m, false, true).replace('x1="0" y1="0" x2="1" y2="1"', h));
    else c.defs.push(brushedGradient(`${p}bb`, m));
    if (thumb && (ac === c.metal || ac === c.accent)) {
      c.defs.push(`<linearGradient id="${p}bc" href="#${p}${ac === c.metal ? 'm' : 'a'}" ${h}/>`);
    } else if (thumb) {
      c.defs.push(metalGradient(`${p}bc`, ac, false, true).replace('x1="0" y1="0" x2="1" y2="1"', h));
    } else {
      c.defs.push(
        `<linearGradient id="${p}bc" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${ac.lo}"/><stop offset=".2" stop-color="${ac.hi}"/>` +
          `<stop offset=".55" stop-color="${ac.mid}"/><stop offset=".8" stop-color="${ac.hi}"/><stop offset="1" stop-color="${ac.lo}"/></linearGradient>`,
      );
    }
    const a = (c.W / 2) * split;
    let s = `<path d="${outline}" fill="url(#${p}bb)"${thumb ? '' : ` stroke="${m.dk}" stroke-width="3"`}/>`;
    if (c.lite) return s + `<path d="M${n(-a)} -${FAR}V${FAR}M${n(a)} -${FAR}V${FAR}" stroke="${m.dk}" stroke-opacity=".6" stroke-width="6"/>`;
    const pitch = c.W * (c.shape === 'oct' ? 0.3 : 0.38);
    c.defs.push(seamPattern(`${p}bl`, c, pitch, split, m.dk, thumb ? 5 : 3, thumb || c.reduced ? null : m.hi));
    s += `<rect x="${n(-a)}" y="-${FAR}" width="${n(2 * a)}" height="${2 * FAR}" fill="url(#${p}bc)"/>`;
    s += `<path d="${outline}" fill="url(#${p}bl)"/>`;
    s += `<path d="M${n(-a)} -${FAR}V${FAR}M${n(a)} -${FAR}V${FAR}" stroke="${m.dk}" stroke-opacity=".6" stroke-width="${thumb ? 5 : 2.5}"/>`;
    return s + fade(c);
  }
  // seen from behind, leather straps show their tan calf lining
  const base = back && c.strap !== 'rubber' ? mix(c.strapColor, '#b7977a', 0.72) : c.strapColor;
  c.defs.push(
    thumb
      ? `<linearGradient id="${p}sg" x1="0" y1="0" x2="1" y2="0"><stop stop-color="${darken(base, 0.3)}"/><stop offset=".5" stop-color="${lighten(base, 0.08)}"/><stop offset="1" stop-color="${darken(base, 0.3)}"/></linearGradient>`
      : `<linearGradient id="${p}sg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(base, 0.45)}"/>` +
          `<stop offset=".14" stop-color="${base}"/><stop offset=".5" stop-color="${lighten(base, 0.1)}"/>` +
          `<stop offset=".86" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, 0.45)}"/></linearGradient>`,
  );
  let s = `<path d="${outline}" fill="url(#${p}sg)"/>`;
  if (c.strap === 'alligator' && !back && !c.lite) {
    c.defs.push(seamPattern(`${p}al`, c, c.W * 0.15, 0.5, darken(base, 0.6), thumb ? 4 : 2.5, thumb ? null : lighten(base, 0.3)));
    s += `<path d="${outline}" fill="url(#${p}al)" opacity=".6"/>`;
    s += `<path d="${columnLines(c, 0.5)}" stroke="${darken(base, 0.6)}" stroke-opacity=".5" stroke-width="${thumb ? 4 : 2.5}"/>`;
  } else if (c.strap === 'rubber' && !thumb) {
    s += `<path d="${columnLines(c, 0.4)}" stroke="#000" stroke-opacity=".35" stroke-width="4"/>`;
  } else if (c.strap === 'fabric') {
    s += `<path d="${columnLines(c, 0.55)}" stroke="${lighten(base, 0.5)}" stroke-opacity=".6" stroke-width="${n(c.W * 0.06)}"/>`;
  }
  if (!thumb && c.strap !== 'rubber') {
    const inset = c.W * 0.05;
    const a = c.W / 2 - inset;
    const b = (c.W * TAPER) / 2 - inset;
    let st = '';
    for (const sy of [-1, 1]) for (const x of [-1, 1]) st += `M${n(a * x)} ${n(c.y0 * sy)}L${n(b * x)} ${n(FAR * sy)}`;
    s += `<path d="${st}" stroke="${lighten(base, 0.28)}" stroke-width="3" stroke-dasharray="11 8" stroke-opacity=".8"/>`;
  }
  return s + fade(c);
}

/** Darken the strap towards the frame edges as if it curves away from the lens. */
function fade(c: Ctx): string {
  const { p } = c;
  if (c.thumb || c.reduced) return '';
  c.defs.push(
    `<linearGradient id="${p}sf" gradientUnits="userSpaceOnUse" x1="0" y1="-${FAR}" x2="0" y2="${FAR}">` +
      `<stop offset=".1" stop-opacity=".5"/><stop offset=".36" stop-opacity="0"/><stop offset=".64" stop-opacity="0"/><stop offset=".9" stop-opacity=".5"/></linearGradient>`,
  );
  return `<path d="${strapOutline(c.W + 2, c.y0, FAR, TAPER)}" fill="url(#${p}sf)"/>`;
}

/* ------------------------------------------------------------ lugs & crown */

/** Thumbnail lugs: one rounded bar behind the strap reads as four horns at 320 px. */
function lugsUnder(c: Ctx): string {
  if (!c.thumb || (c.shape !== 'round' && c.shape !== 'reverso')) return '';
  const t = c.R * 0.13;
  const h = c.shape === 'round' ? c.R * 2.4 : c.Hc + c.R * 0.28;
  const w = c.shape === 'round' ? c.W + 2 * t : c.Wc - c.R * 0.24 + 2 * t;
  return `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(t / 2)}" fill="url(#${c.p}m)"/>`;
}

function lugsSvg(c: Ctx): string {
  const { p, R } = c;
  if (c.thumb && (c.shape === 'round' || c.shape === 'reverso')) return '';
  if (c.shape === 'round' || c.shape === 'reverso') {
    const cx = c.shape === 'round' ? c.W / 2 : c.Wc / 2 - R * 0.12;
    const t = R * 0.13;
    const top = c.shape === 'round' ? R * 1.2 : c.Hc / 2 + R * 0.14;
    const root = c.shape === 'round' ? R * 0.62 : c.Hc / 2 - R * 0.2;
    const d =
      `M${n(cx)} ${n(-root)}V${n(-top + t * 0.6)}Q${n(cx)} ${n(-top)} ${n(cx + t * 0.5)} ${n(-top)}` +
      `Q${n(cx + t)} ${n(-top)} ${n(cx + t)} ${n(-top + t * 0.6)}L${n(cx + t * 1.35)} ${n(-root + R * 0.05)}Z`;
    const lug = `<path id="${p}lg" d="${d}" fill="url(#${p}m)"${ed(c)}/>`;
    return (
      lug +
      `<use href="#${p}lg" transform="scale(-1 1)"/><use href="#${p}lg" transform="scale(1 -1)"/><use href="#${p}lg" transform="scale(-1 -1)"/>`
    );
  }
  if (c.shape === 'square') {
    const w = c.W + R * 0.2;
    const h = R * 0.3;
    const y = c.Hc / 2 - R * 0.12;
    return (
      `<rect x="${n(-w / 2)}" y="${n(-y - h)}" width="${n(w)}" height="${n(h)}" rx="${n(R * 0.08)}" fill="url(#${p}m)"${ed(c)}/>` +
      `<rect x="${n(-w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(R * 0.08)}" fill="url(#${p}m)"${ed(c)}/>`
    );
  }
  if (c.shape === 'oct' || c.shape === 'naut') {
    // integrated end-links: shoulders that narrow from the case into the bracelet
    const top = R * 0.5;
    const wTop = R * (c.shape === 'oct' ? 1.7 : 1.5);
    const y1 = R * 1.12;
    const d = `M${n(-wTop / 2)} ${n(-top)}L${n(-c.W / 2)} ${n(-y1)}H${n(c.W / 2)}L${n(wTop / 2)} ${n(-top)}Z`;
    return (
      `<path id="${p}el" d="${d}" fill="url(#${p}${c.strap === 'metal' ? 'bb' : 'm'})"${ed(c, 2)}/>` +
      `<use href="#${p}el" transform="scale(1 -1)"/>`
    );
  }
  return '';
}

function crownSvg(c: Ctx): string {
  const { p, R, metal } = c;
  const x0 = isRectDial(c) ? c.Wc / 2 - R * 0.02 : c.shape === 'oct' || c.shape === 'naut' ? R * 1.0 : R * 0.95;
  let s = '';
  if (c.chrono) {
    s += `<rect id="${p}pu" x="${n(R * 0.94)}" y="${n(-R * 0.055)}" width="${n(R * 0.14)}" height="${n(R * 0.11)}" rx="${n(R * 0.02)}" transform="rotate(-32)" fill="url(#${p}m)"${ed(c)}/>`;
    s += `<use href="#${p}pu" transform="rotate(64)"/>`;
  }
  if ((c.bezel === 'diver' || c.bezel === 'gmt') && !c.lite) {
    s += `<path d="M${n(R * 0.86)} ${n(-R * 0.26)}Q${n(R * 1.12)} ${n(-R * 0.2)} ${n(R * 1.1)} 0Q${n(R * 1.12)} ${n(R * 0.2)} ${n(R * 0.86)} ${n(R * 0.26)}Z" fill="url(#${p}m)"${ed(c)}/>`;
  }
  if (c.cabochon) {
    const cx = x0 + R * 0.09;
    s += `<rect x="${n(x0 - R * 0.02)}" y="${n(-R * 0.04)}" width="${n(R * 0.08)}" height="${n(R * 0.08)}" fill="${metal.lo}"/>`;
    s += `<circle cx="${n(cx)}" r="${n(R * 0.085)}" fill="url(#${p}m)"${ed(c)}/>`;
    if (!c.thumb) s += `<circle cx="${n(cx)}" r="${n(R * 0.075)}" fill="none" stroke="${metal.dk}" stroke-opacity=".5" stroke-width="${n(R * 0.02)}" stroke-dasharray="3 3"/>`;
    s += `<circle cx="${n(cx)}" r="${n(R * 0.05)}" fill="#243f9a"/><circle cx="${n(cx - R * 0.015)}" cy="${n(-R * 0.015)}" r="${n(R * 0.017)}" fill="#fff" opacity=".6"/>`;
    return s;
  }
  const w = R * (c.bezel === 'diver' || c.bezel === 'gmt' ? 0.17 : 0.13);
  const h = R * (c.sports ? 0.22 : 0.18);
  s += `<rect x="${n(x0)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(R * 0.03)}" fill="url(#${p}m)"${ed(c)}/>`;
  if (!c.thumb && !c.reduced)
    s += `<path d="M${n(x0 + w * 0.45)} ${n(-h / 2 + 3)}V${n(h / 2 - 3)}M${n(x0 + w * 0.8)} ${n(-h / 2 + 3)}V${n(h / 2 - 3)}" stroke="${metal.dk}" stroke-width="${n(w * 0.3)}" stroke-dasharray="2.5 3" stroke-opacity=".55"/>`;
  return s;
}

/* ------------------------------------------------------------ case & bezel */

function caseSvg(c: Ctx): string {
  const { p, R, metal, accent, thumb } = c;
  let s = caseShape(c, `fill="url(#${p}m)"${ed(c, 2)}`);
  switch (c.shape) {
    case 'round': {
      if (!thumb) s += `<circle r="${n(R * 0.975)}" fill="none" stroke="${metal.hi}" stroke-opacity=".55" stroke-width="${n(R * 0.02)}"/>`;
      if (c.bezel === 'plain') {
        s += `<circle r="${n(R * 0.93)}" fill="url(#${p}mr)"/>`;
        s += `<circle r="${n(c.Rd + 3)}" fill="${metal.dk}"/>`;
      } else if (c.bezel === 'fluted') {
        s += `<circle r="${n(R * 0.95)}" fill="url(#${p}${c.accent !== c.metal ? 'ar' : 'mr'})"/>`;
        const r = R * 0.89;
        const per = (2 * Math.PI * r) / 56;
        s += `<circle r="${n(r)}" fill="none" stroke="${accent.dk}" stroke-opacity=".5" stroke-width="${n(R * 0.1)}" stroke-dasharray="${n(per * 0.35)} ${n(per * 0.65)}"/>`;
        if (!thumb)
          s += `<circle r="${n(r)}" fill="none" stroke="${accent.hi}" stroke-opacity=".7" stroke-width="${n(R * 0.1)}" stroke-dasharray="${n(per * 0.2)} ${n(per * 0.8)}" stroke-dashoffset="${n(per * 0.55)}"/>`;
        s += `<circle r="${n(c.Rd + 4)}" fill="${metal.dk}"/>`;
      } else {
        s += rotatingBezel(c);
      }
      break;
    }
    case 'tank': {
      const br = c.Wc * 0.16;
      s += `<rect x="${n(-c.Wc / 2 + br * 0.6)}" y="${n(-c.Hc * 0.41)}" width="${n(c.Wc - br * 1.2)}" height="${n(c.Hc * 0.82)}" rx="${n(R * 0.03)}" fill="url(#${p}mr)"/>`;
      for (const x of [-1, 1]) {
        const bx = x < 0 ? -c.Wc / 2 : c.Wc / 2 - br;
        s += `<rect x="${n(bx)}" y="${n(-c.Hc / 2)}" width="${n(br)}" height="${n(c.Hc)}" rx="${n(br * 0.5)}" fill="url(#${p}m)"${ed(c)}/>`;
        if (!thumb) s += `<rect x="${n(bx + br * 0.35)}" y="${n(-c.Hc / 2 + br)}" width="${n(br * 0.18)}" height="${n(c.Hc - 2 * br)}" rx="${n(br * 0.09)}" fill="${metal.hi}" opacity=".6"/>`;
      }
      s += dialShape(c, `fill="${metal.dk}"`, 4);
      break;
    }
    case 'reverso': {
      let gd = '';
      for (let k = 0; k < 3; k++) {
        const y = c.Hc / 2 - R * (0.06 + k * 0.055);
        gd += `M${n(-c.Wc / 2 + R * 0.05)} ${n(-y)}H${n(c.Wc / 2 - R * 0.05)}M${n(-c.Wc / 2 + R * 0.05)} ${n(y)}H${n(c.Wc / 2 - R * 0.05)}`;
      }
      if (!c.lite) s += `<path d="${gd}" stroke="${metal.dk}" stroke-width="${thumb ? 4 : 2.5}" stroke-opacity=".6"/>`;
      s += dialShape(c, `fill="url(#${p}mr)"`, R * 0.05);
      s += dialShape(c, `fill="${metal.dk}"`, 3);
      break;
    }
    case 'square': {
      const inset = R * 0.1;
      const w = c.Wc - 2 * inset;
      s += `<rect x="${n(-w / 2)}" y="${n(-w / 2)}" width="${n(w)}" height="${n(w)}" rx="${n(R * 0.22)}" fill="url(#${p}mr)" stroke="${metal.dk}" stroke-opacity=".5"/>`;
      if (/santos/.test(norm(c.model)) && !c.lite) {
        const k = w / 2 - R * 0.07;
        const pts: [number, number][] = [
          [-k, -k], [0, -k], [k, -k], [k, 0], [k, k], [0, k], [-k, k], [-k, 0],
        ];
        s += `<g id="${p}sc"><circle r="${n(R * 0.035)}" fill="url(#${p}m)" stroke="${metal.dk}"/></g>`;
        for (const [x, y] of pts) s += `<use href="#${p}sc" x="${n(x)}" y="${n(y)}"/>`;
      }
      s += dialShape(c, `fill="${metal.dk}"`, 3);
      break;
    }
    case 'oct': {
      s += poly(c, 'octs', R * 0.95, `fill="url(#${p}mr)"`, 1.5);
      if (!thumb) s += poly(c, 'octs', R * 0.9, `fill="none" stroke="${metal.hi}" stroke-opacity=".6" stroke-width="${n(300 / R)}"`);
      const hex: [number, number][] = [];
      for (let i = 0; i < 6; i++) hex.push(polar(R * 0.04, i * 60));
      if (!c.lite) s += `<path id="${p}hx" d="M${hex.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z" fill="${metal.mid}"${ed(c)} transform="translate(0 ${n(-R * 0.8)})"/>`;
      for (let i = 0; i < 8; i++) if (i && !c.lite) s += `<use href="#${p}hx" transform="rotate(${22.5 + i * 45 - 22.5})"/>`;
      s += `<circle r="${n(R * 0.74)}" fill="url(#${p}m)"/><circle r="${n(c.Rd + 3)}" fill="${metal.dk}"/>`;
      break;
    }
    case 'naut': {
      for (const x of [-1, 1]) {
        s += `<rect x="${n(x < 0 ? -R * 1.14 : R * 0.98)}" y="${n(-R * 0.2)}" width="${n(R * 0.16)}" height="${n(R * 0.4)}" rx="${n(R * 0.07)}" fill="url(#${p}m)"${ed(c)}/>`;
      }
      s += poly(c, 'naut', R * 0.92, `fill="url(#${p}mr)"`, 1.5);
      if (!thumb) s += poly(c, 'naut', R * 0.86, `fill="none" stroke="${metal.hi}" stroke-opacity=".6" stroke-width="${n(300 / R)}"`);
      s += dialShape(c, `fill="${metal.dk}"`, 3);
      break;
    }
  }
  return s;
}

function rotatingBezel(c: Ctx): string {
  const { p, R, accent, thumb } = c;
  const b = c.bezel;
  const dialKey = c.dial.key;
  let insert = '#17181b';
  if (b === 'diver' && (dialKey === 'green' || dialKey === 'blue' || dialKey === 'navy')) insert = darken(c.dial.base, 0.15);
  const engraved = accent === METALS.yellow || accent === METALS.rose ? accent.mid : '#e4e1d8';
  c.defs.push(
    `<linearGradient id="${p}in" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(insert, 0.2)}"/>` +
      `<stop offset=".5" stop-color="${insert}"/><stop offset="1" stop-color="${lighten(insert, 0.08)}"/></linearGradient>`,
  );
  let s = `<circle r="${n(R * 0.99)}" fill="url(#${p}${c.accent !== c.metal ? 'a' : 'm'})"/>`;
  if (!thumb) s += `<circle r="${n(R * 0.975)}" fill="none" stroke="${accent.dk}" stroke-opacity=".5" stroke-width="${n(R * 0.025)}" stroke-dasharray="3 3"/>`;
  const ri = R * 0.93;
  const ro = R * 0.79;
  const mid = (ri + ro) / 2;
  if (b === 'gmt') {
    const m = norm(c.model);
    const [top, bot] = /batman|bat/.test(m) ? ['#1b1c20', '#1f3a78'] : /sprite/.test(m) ? ['#1b1c20', '#1f5a3a'] : /root/.test(m) ? ['#3a2419', '#17181b'] : ['#1f3577', '#9b1c2a'];
    s += `<path d="M${n(-ri)} 0A${n(ri)} ${n(ri)} 0 0 1 ${n(ri)} 0Z" fill="${bot}"/>`;
    s += `<path d="M${n(-ri)} 0A${n(ri)} ${n(ri)} 0 0 0 ${n(ri)} 0Z" fill="${top}"/>`;
    s += `<circle r="${n(ri)}" fill="url(#${p}in)" opacity=".25"/>`;
  } else s += `<circle r="${n(ri)}" fill="url(#${p}in)"/>`;
  const fs = R * 0.078;
  let marks = '';
  let texts = '';
  if (thumb) {
    const count = b === 'gmt' ? 24 : b === 'diver' ? 12 : 60;
    const per = (2 * Math.PI * mid) / count;
    const w = b === 'tachy' ? 2 : R * 0.035;
    marks = `<circle r="${n(mid)}" fill="none" stroke-width="${n(R * (b === 'tachy' ? 0.03 : 0.07))}" stroke-dasharray="${n(w)} ${n(per - w)}" stroke-dashoffset="${n(w / 2)}"/>`;
  }
  const tick = (a: number, len: number, wdt: number) => {
    const [x1, y1] = polar(mid + len / 2, a);
    const [x2, y2] = polar(mid - len / 2, a);
    return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke-width="${n(wdt)}"/>`;
  };
  const label = (a: number, t: string) => `<text transform="rotate(${n(a)})" y="${n(-mid + fs * 0.3)}">${t}</text>`;
  if (thumb) {
    // simplified above
  } else if (b === 'diver') {
    for (let k = 1; k < 12; k++) {
      const a = k * 30;
      if (k % 2 === 0) texts += label(a, String(k * 5));
      else marks += tick(a, R * 0.1, R * 0.03);
    }
    if (!thumb) {
      const r = mid + R * 0.048;
      const per = (2 * Math.PI * r) / 60;
      const [x1, y1] = polar(r, 6);
      const [x2, y2] = polar(r, 84);
      marks += `<path d="M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y2)}" fill="none" stroke-width="${n(R * 0.028)}" stroke-dasharray="2.5 ${n(per - 2.5)}" stroke-dashoffset="1.2"/>`;
    }
  } else if (b === 'gmt') {
    for (let k = 1; k < 24; k++) {
      const a = k * 15;
      if (k % 2 === 0) texts += label(a, String(k));
      else marks += `<circle cx="${n(polar(mid, a)[0])}" cy="${n(polar(mid, a)[1])}" r="${n(R * 0.016)}" stroke="none"/>`;
    }
  } else {
    // tachymeter
    for (const v of [500, 300, 200, 150, 120, 100, 90, 80, 70, 60]) {
      const a = (3600 / v / 60) * 360;
      texts += label(a, String(v));
      marks += tick(a - 5, R * 0.05, R * 0.012);
    }
    texts += `<text y="${n(mid + fs * 0.3)}" font-size="${n(fs * 0.62)}" letter-spacing="3">TACHYMETRE</text>`;
  }
  // pip / triangle at 12
  const tri = `<path d="M0 ${n(-mid + R * 0.065)}L${n(R * 0.065)} ${n(-mid - R * 0.05)}H${n(-R * 0.065)}Z" fill="${engraved}"/>`;
  const pip = b === 'tachy' ? '' : `<circle cy="${n(-mid - R * 0.012)}" r="${n(R * 0.022)}" fill="${c.lume}"/>`;
  s += `<g fill="${engraved}" stroke="${engraved}">${marks}</g>`;
  if (texts) s += `<g fill="${engraved}" font-size="${n(fs)}" text-anchor="middle" letter-spacing="1">${texts}</g>`;
  if (b !== 'tachy' && !c.lite) s += tri + pip;
  s += `<circle r="${n(ro)}" fill="url(#${p}mr)"/>`;
  s += `<circle r="${n(c.Rd + 3)}" fill="${darken(c.dial.base, 0.3)}"/>`;
  return s;
}

/* ------------------------------------------------------------ dial */

function dialDefs(c: Ctx): void {
  const { p } = c;
  const base = c.dial.base;
  if (c.dial.kind === 'mop') {
    c.defs.push(
      `<linearGradient id="${p}d" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#faf7f2"/>` +
        `<stop offset=".3" stop-color="#efd6e3"/><stop offset=".5" stop-color="${base}"/><stop offset=".72" stop-color="#cfe5ef"/>` +
        `<stop offset="1" stop-color="#efe6d7"/></linearGradient>`,
    );
    return;
  }
  const light = lighten(base, c.dark ? 0.22 : 0.5);
  c.defs.push(
    `<radialGradient id="${p}d" cx=".42" cy=".36" r=".75"><stop offset="0" stop-color="${light}"/>` +
      `<stop offset=".5" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, c.dark ? 0.45 : 0.16)}"/></radialGradient>`,
  );
}

function textures(c: Ctx): string {
  const { p, R, thumb } = c;
  if (thumb) return '';
  let s = '';
  if (c.dial.kind === 'plain' && c.shape !== 'oct' && c.shape !== 'naut') {
    // sunburst "bow-tie" highlight
    const r = Math.max(c.dx, c.dy) * 1.5;
    const a = -52;
    const w = 11;
    const [x1, y1] = polar(r, a - w);
    const [x2, y2] = polar(r, a + w);
    s += `<path d="M0 0L${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}ZM0 0L${n(-x1)} ${n(-y1)}L${n(-x2)} ${n(-y2)}Z" fill="#fff" opacity="${c.dark ? '.09' : '.3'}"/>`;
  }
  if (c.shape === 'naut') {
    const g = R * 0.035;
    c.defs.push(
      `<pattern id="${p}tx" width="${n(g * 4)}" height="${n(g)}" patternUnits="userSpaceOnUse"><rect width="${n(g * 4)}" height="${n(g * 0.45)}" fill="#000" opacity=".18"/></pattern>`,
    );
    s += dialShape(c, `fill="url(#${p}tx)"`);
  } else if (c.shape === 'oct') {
    const g = R * 0.06;
    c.defs.push(
      `<pattern id="${p}tx" width="${n(g)}" height="${n(g)}" patternUnits="userSpaceOnUse"><rect width="${n(g)}" height="${n(g)}" fill="#000" opacity=".28"/>` +
        `<rect x="${n(g * 0.14)}" y="${n(g * 0.14)}" width="${n(g * 0.72)}" height="${n(g * 0.72)}" fill="#fff" opacity=".14"/></pattern>`,
    );
    s += dialShape(c, `fill="url(#${p}tx)"`);
  }
  if (c.dial.kind === 'mop') {
    s += dialShape(c, `fill="url(#${p}d)" opacity=".5" transform="rotate(140)"`);
  }
  return s;
}

/** A stylised movement (three-quarter plate, gear train, balance); also used for skeleton dials. */
function movementSvg(c: Ctx, r: number, rotor: boolean, skeleton = false): string {
  const { p, thumb, rnd } = c;
  const gold = c.metal === METALS.yellow || /lange|glash/.test(norm(c.brand));
  const plate = skeleton ? '#5a5e66' : gold ? '#dccb9f' : '#cfd3d8';
  const edge = darken(plate, 0.5);
  // a skeleton thumbnail shows the wheels only: plates would be sub-pixel detail
  const bare = (skeleton && thumb) || c.lite;
  if (!bare) c.defs.push(
    `<linearGradient id="${p}pl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(plate, 0.45)}"/>` +
      `<stop offset=".5" stop-color="${plate}"/><stop offset="1" stop-color="${darken(plate, 0.22)}"/></linearGradient>`,
  );
  const stripes = !thumb && !c.reduced;
  if (stripes)
    c.defs.push(
      `<pattern id="${p}gs" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(-35)"><rect width="28" height="13" fill="#fff" opacity=".2"/></pattern>`,
    );
  const wheel = '#c99b40';
  const gear = (x: number, y: number, rr: number) => {
    const t = Math.max(3, rr * 0.09);
    const teeth = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr)}" stroke-width="${n(t * 1.6)}" stroke-dasharray="${n(t)} ${n(t)}"/>`;
    if (thumb) return teeth;
    return (
      teeth +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr * 0.9)}" stroke-width="${n(rr * 0.12)}"/>` +
      `<path d="M${n(x - rr * 0.85)} ${n(y)}H${n(x + rr * 0.85)}M${n(x)} ${n(y - rr * 0.85)}V${n(y + rr * 0.85)}" stroke-width="${n(rr * 0.12)}"/>` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr * 0.14)}" fill="${wheel}"/>`
    );
  };
  // recess, then the train, then the plate with openings on top
  let s = `<circle r="${n(r)}" fill="${skeleton ? '#141518' : '#3b3833'}"/>`;
  const bx = r * 0.42;
  const by = r * 0.4;
  const br = r * 0.3;
  s += `<g fill="none" stroke="${wheel}">${gear(r * 0.05, r * 0.5, r * 0.2)}${c.lite ? '' : gear(r * 0.5, -r * 0.25, r * 0.14)}${gear(-r * 0.45, r * 0.2, r * 0.28)}`;
  s += `${skeleton && !c.lite ? gear(-r * 0.2, -r * 0.45, r * 0.24) : ''}</g>`;
  // balance wheel
  if (!c.lite) s += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br * 0.8)}" fill="none" stroke="${wheel}" stroke-width="${n(r * 0.05)}"/>`;
  if (!c.lite) s += `<path d="M${n(bx - br * 0.8)} ${n(by)}H${n(bx + br * 0.8)}" stroke="${wheel}" stroke-width="${n(r * 0.03)}" transform="rotate(${Math.floor(rnd() * 90)} ${n(bx)} ${n(by)})"/>`;
  if (!thumb && !c.reduced) {
    let hs = '';
    for (let k = 1; k <= 4; k++) hs += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(br * (0.12 + k * 0.11))}"/>`;
    s += `<g fill="none" stroke="#5a7bd0" stroke-opacity=".75">${hs}</g>`;
  }
  // plate: full disc with openings (even-odd)
  const hole = (x: number, y: number, rr: number) =>
    `M${n(x - rr)} ${n(y)}a${n(rr)} ${n(rr)} 0 1 0 ${n(2 * rr)} 0a${n(rr)} ${n(rr)} 0 1 0 ${n(-2 * rr)} 0Z`;
  let holes = hole(bx, by, br) + hole(r * 0.5, -r * 0.25, r * 0.2) + (thumb ? '' : hole(r * 0.05, r * 0.62, r * 0.17));
  if (skeleton && !thumb) holes += hole(-r * 0.45, r * 0.2, r * 0.3) + hole(-r * 0.2, -r * 0.45, r * 0.26);
  const plateD = `${hole(0, 0, r * 1.02)}${holes}`;
  if (!bare) {
    c.defs.push(`<path id="${p}pd" d="${plateD}" fill-rule="evenodd"/>`);
    s += `<use href="#${p}pd" fill="url(#${p}pl)" stroke="${edge}" stroke-width="2.5"/>`;
  }
  if (!thumb) {
    if (stripes) s += `<use href="#${p}pd" fill="url(#${p}gs)"/>`;
    // plate divisions (bridges)
    s += `<path d="M${n(-r)} ${n(-r * 0.05)}Q${n(-r * 0.1)} ${n(-r * 0.15)} ${n(r * 0.2)} ${n(-r)}M${n(-r * 0.2)} ${n(r * 0.98)}Q${n(-r * 0.1)} ${n(r * 0.3)} ${n(r * 0.25)} ${n(r * 0.1)}" fill="none" stroke="${edge}" stroke-width="2.5"/>`;
  }
  // balance cock
  const ck = `M${n(r * 1.05)} ${n(r * 0.55)}L${n(bx + r * 0.04)} ${n(by - r * 0.06)}Q${n(bx - r * 0.04)} ${n(by)} ${n(bx + r * 0.02)} ${n(by + r * 0.06)}L${n(r * 0.75)} ${n(r * 0.95)}Z`;
  if (!bare) s += `<path d="${ck}" fill="url(#${p}pl)" stroke="${edge}" stroke-width="2.5"/>`;
  // jewels in gold chatons, blued screws
  const jewels: [number, number][] = [[bx, by], [r * 0.5, -r * 0.25], [r * 0.05, r * 0.5], [-r * 0.45, r * 0.2], [-r * 0.55, -r * 0.5], [r * 0.1, -r * 0.7]];
  if (c.lite) {
    // no jewels
  } else if (thumb) s += `<g fill="#a8123c">${jewels.slice(0, 3).map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.04)}"/>`).join('')}</g>`;
  else {
    const dot = (k: number) => jewels.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * k)}"/>`).join('');
    s += `<g fill="${wheel}" stroke="${darken(wheel, 0.3)}">${dot(0.05)}</g><g fill="#a8123c">${dot(0.028)}</g>`;
  }
  if (!thumb && !c.reduced) {
    const screws: [number, number][] = [[-r * 0.75, -r * 0.3], [-r * 0.68, r * 0.55], [r * 0.78, -r * 0.5], [r * 0.9, r * 0.35], [-r * 0.25, -r * 0.85], [r * 0.3, r * 0.85]];
    let heads = '';
    let slots = '';
    for (const [x, y] of screws) {
      heads += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.036)}"/>`;
      slots += `<path d="M${n(x - r * 0.028)} ${n(y)}h${n(r * 0.056)}" transform="rotate(${Math.floor(rnd() * 180)} ${n(x)} ${n(y)})"/>`;
    }
    s += `<g fill="#2d4da3" stroke="#152451">${heads}</g><g stroke="#0d1636" stroke-width="2">${slots}</g>`;
  }
  if (rotor) {
    // rotor parked in the upper half so its engraving reads upright
    const rot = Math.floor(rnd() * 70) - 35;
    const rr = r * 0.98;
    const rm = gold ? METALS.yellow : c.metal === METALS.rose ? METALS.rose : METALS.white;
    c.defs.push(metalGradient(`${p}ro`, rm));
    const sector = `M${n(-rr)} 0A${n(rr)} ${n(rr)} 0 0 1 ${n(rr)} 0H${n(r * 0.12)}A${n(r * 0.12)} ${n(r * 0.12)} 0 0 0 ${n(-r * 0.12)} 0Z`;
    s += `<g transform="rotate(${rot})"><path d="${sector}" fill="url(#${p}ro)" stroke="${rm.dk}" stroke-width="2"/>`;
    if (!thumb) {
      if (stripes) s += `<path d="${sector}" fill="url(#${p}gs)"/>`;
      s += `<path d="M${n(-rr * 0.86)} 0A${n(rr * 0.86)} ${n(rr * 0.86)} 0 0 1 ${n(rr * 0.86)} 0" fill="none" stroke="${rm.lo}" stroke-width="2"/>`;
      const brand = c.brand.toUpperCase();
      const fs = Math.min(r * 0.1, (r * 1.15) / Math.max(1, textWidthEm(brand, 0.25)));
      s += `<text y="${n(-r * 0.5)}" font-size="${n(fs)}" letter-spacing="${n(fs * 0.25)}" text-anchor="middle" fill="${rm.dk}">${escapeXml(brand)}</text>`;
      s += `<text y="${n(-r * 0.5 + fs * 1.5)}" font-size="${n(fs * 0.55)}" letter-spacing="${n(fs * 0.3)}" text-anchor="middle" fill="${rm.dk}">AUTOMATIC</text>`;
    }
    s += `<circle r="${n(r * 0.09)}" fill="${rm.mid}" stroke="${rm.dk}" stroke-width="2"/></g>`;
  }
  return s;
}

function markersSvg(c: Ctx): string {
  const { p, Rd, thumb } = c;
  const L = Rd * 0.17;
  const mw = Rd * 0.06;
  const gap = Rd * 0.07; // distance from dial edge
  const round = !isRectDial(c);
  let s = '';
  const at = (h: number, id: string) => {
    const a = h * 30;
    return `<use href="#${id}" transform="rotate(${a})translate(0 ${n(-(reach(c, a) - gap))})"/>`;
  };
  /** Twelve marks on one dashed circle: cheap and exact for round dials. */
  const ring = (r: number, len: number, width: number, col: string, dot = false) => {
    const per = (2 * Math.PI * r) / 12;
    const dash = dot ? 0 : width;
    const off = dash ? ` stroke-dashoffset="${n(dash / 2)}"` : '';
    return `<circle r="${n(r)}" fill="none" stroke="${col}" stroke-width="${n(len)}" stroke-dasharray="${n(dash)} ${n(per - dash)}"${off}${dot ? ' stroke-linecap="round"' : ''}/>`;
  };
  if (c.markers === 'roman') {
    const fs = Math.min(Rd * 0.15, Math.min(c.dx, c.dy) * 0.2);
    const numerals = ['XII', 'I', 'II', 'III', 'IIII', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI'];
    const track = Rd * 0.09;
    // railway minute track
    if (!round) {
      const rect = (i: number, extra = '') =>
        `<rect x="${n(-c.dx + i)}" y="${n(-c.dy + i)}" width="${n(2 * (c.dx - i))}" height="${n(2 * (c.dy - i))}"${extra}/>`;
      s += `<g fill="none" stroke="${c.ink}" stroke-width="1.5">${rect(gap * 0.5)}${rect(gap * 0.5 + track)}</g>`;
      if (!thumb) {
        const i = gap * 0.5 + track / 2;
        const per = (4 * (c.dx - i) + 4 * (c.dy - i)) / 100;
        s += rect(i, ` fill="none" stroke="${c.ink}" stroke-width="${n(track)}" stroke-dasharray="1.4 ${n(per - 1.4)}"`);
      }
    } else {
      const r1 = Rd - gap * 0.5;
      s += `<g fill="none" stroke="${c.ink}" stroke-width="1.5"><circle r="${n(r1)}"/><circle r="${n(r1 - track)}"/></g>`;
      if (!thumb) {
        const r = r1 - track / 2;
        const per = (2 * Math.PI * r) / 60;
        s += `<circle r="${n(r)}" fill="none" stroke="${c.ink}" stroke-width="${n(track)}" stroke-dasharray="1.4 ${n(per - 1.4)}" stroke-dashoffset=".7"/>`;
      }
    }
    let t = '';
    // thumbnails keep the cardinal numerals only: the rest would be a few pixels of noise
    for (let h = 0; h < (c.lite ? 0 : 12); h += thumb ? 3 : 1) {
      const a = h * 30;
      // on rectangular dials the corner numerals lean across the track: pull them in a little
      const corner = round ? 0 : fs * 0.45 * Math.abs(Math.sin((2 * a * Math.PI) / 180));
      const r = reach(c, a) - gap * 0.5 - track - fs * 0.62 - corner;
      t += `<text${a ? ` transform="rotate(${a})"` : ''} y="${n(-r + fs * 0.36)}">${numerals[h]}</text>`;
    }
    if (t) s += `<g fill="${c.ink}" font-size="${n(fs)}" text-anchor="middle">${t}</g>`;
    return s;
  }
  const rMid = Rd - gap - L / 2;
  if (thumb && round) {
    // one dashed ring for the hour marks, one for the lume
    if (c.markers === 'dot') {
      s += ring(rMid, Rd * 0.14, 0, c.handFill, true) + (c.lite ? '' : ring(rMid, Rd * 0.1, 0, c.lume, true));
      s += `<path d="M0 ${n(-Rd + gap + L * 1.1)}L${n(Rd * 0.08)} ${n(-Rd + gap)}H${n(-Rd * 0.08)}Z" fill="${c.lume}"/>`;
    } else {
      s += ring(rMid, L, mw, c.handFill);
      if (c.sports && !c.lite) s += ring(rMid, L * 0.7, mw * 0.5, c.lume);
    }
    return s;
  }
  if (!thumb && c.markers !== 'dot' && round) {
    const r = Rd - gap * 0.45;
    const per = (2 * Math.PI * r) / 60;
    s += `<circle r="${n(r)}" fill="none" stroke="${c.ink}" stroke-opacity=".7" stroke-width="${n(Rd * 0.035)}" stroke-dasharray="1.6 ${n(per - 1.6)}" stroke-dashoffset=".8"/>`;
  }
  const lume = c.sports ? `<rect x="${n(-mw * 0.3)}" y="${n(L * 0.12)}" width="${n(mw * 0.6)}" height="${n(L * 0.76)}" fill="${c.lume}"/>` : '';
  c.defs.push(
    `<g id="${p}i"><rect x="${n(-mw / 2)}" width="${n(mw)}" height="${n(L)}" rx="2" fill="${c.handFill}"${thumb ? '' : ` stroke="${c.handEdge}" stroke-width="1.5"`}/>${lume}</g>`,
  );
  if (c.markers === 'dot') {
    const dr = Rd * 0.062;
    c.defs.push(`<circle id="${p}o" cy="${n(L * 0.5)}" r="${n(dr)}" fill="${c.lume}" stroke="${c.handFill}" stroke-width="${n(dr * 0.3)}"/>`);
    for (let h = 1; h < 12; h++) {
      if (h === 3 && c.date) continue;
      s += at(h, h % 3 === 0 ? `${p}i` : `${p}o`);
    }
    const tr = Rd * 0.1;
    s += `<path d="M0 ${n(-Rd + gap + L * 1.1)}L${n(tr * 0.8)} ${n(-Rd + gap)}H${n(-tr * 0.8)}Z" fill="${c.lume}" stroke="${c.handFill}" stroke-width="${n(dr * 0.3)}" stroke-linejoin="round"/>`;
    return s;
  }
  for (let h = 1; h < 12; h++) {
    if (h === 3 && c.date) continue;
    if (c.lite && h % 3) continue;
    if (c.chrono && h % 3 === 0) {
      s += `<g transform="rotate(${h * 30})translate(0 ${n(-(reach(c, h * 30) - gap))})scale(.6)"><use href="#${p}i"/></g>`;
      continue;
    }
    s += at(h, `${p}i`);
  }
  const r12 = reach(c, 0) - gap;
  s += `<use href="#${p}i" transform="translate(${n(-mw * 0.75)} ${n(-r12)})"/><use href="#${p}i" transform="translate(${n(mw * 0.75)} ${n(-r12)})"/>`;
  return s;
}

function subdialsSvg(c: Ctx): string {
  if (!c.chrono) return '';
  const { Rd, thumb } = c;
  const r = Rd * 0.2;
  const fill = c.dark ? lighten(c.dial.base, 0.07) : '#1b1c20';
  const ink = c.dark ? c.ink : '#efece4';
  let discs = '';
  let tracks = '';
  let hands = '';
  const pos: [number, number][] = [[-Rd * 0.46, 0], [Rd * 0.46, 0], [0, Rd * 0.46]];
  for (const [x, y] of pos) {
    discs += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`;
    if (!thumb) {
      const per = (2 * Math.PI * r * 0.86) / 30;
      tracks += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.86)}" stroke-dasharray="1.2 ${n(per - 1.2)}"/>`;
    }
    const a = Math.floor(c.rnd() * 360);
    const [hx, hy] = polar(r * 0.8, a);
    hands += `M${n(x)} ${n(y)}l${n(hx)} ${n(hy)}`;
  }
  let s = `<g fill="${fill}" stroke="${c.handFill}" stroke-width="2.5">${discs}</g>`;
  if (tracks) s += `<g fill="none" stroke="${ink}" stroke-opacity=".75" stroke-width="${n(r * 0.12)}">${tracks}</g>`;
  if (!c.lite) s += `<path d="${hands}" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`;
  return s;
}

function dateSvg(c: Ctx): string {
  if (!c.date || c.lite) return '';
  const w = c.Rd * 0.2;
  const h = c.Rd * 0.15;
  const x = reach(c, 90) - c.Rd * 0.09 - w;
  return (
    `<rect x="${n(x)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="2" fill="#fbfaf6" stroke="${c.handFill}" stroke-width="3"/>` +
    (c.thumb ? '' : `<text x="${n(x + w / 2)}" y="${n(h * 0.32)}" font-size="${n(h * 0.8)}" text-anchor="middle" fill="#151515">${c.dateNum}</text>`)
  );
}

function textsSvg(c: Ctx): string {
  const { Rd, thumb } = c;
  if (thumb && c.boxed) return ''; // the lid of the box carries the name at this size
  const brand = c.brand.toUpperCase().trim();
  const ls = 0.14;
  const maxW = reach(c, 90) * (isRectDial(c) ? 1.2 : 1.15);
  const fs = Math.min(Rd * (isRectDial(c) ? 0.15 : 0.12), maxW / Math.max(1, textWidthEm(brand, ls)));
  const yTop = c.markers === 'roman' ? -reach(c, 0) * 0.42 : -reach(c, 0) * 0.4;
  let s = `<text y="${n(yTop)}" font-size="${n(fs)}" letter-spacing="${n(fs * ls)}" text-anchor="middle" fill="${c.ink}">${escapeXml(brand)}</text>`;
  if (thumb) return s;
  const model = c.model.toUpperCase().trim();
  if (model && c.markers !== 'roman') {
    const fm = Math.min(Rd * 0.055, (maxW * 0.9) / Math.max(1, textWidthEm(model, 0.3)));
    const y = c.chrono ? yTop + fs * 0.5 + fm * 1.4 : reach(c, 180) * (c.date || c.markers === 'dot' ? 0.42 : 0.4);
    const col = c.bezel === 'diver' && c.dial.key === 'black' && /submariner|sea|deep/.test(norm(c.model)) ? c.ink : c.ink;
    s += `<text y="${n(y)}" font-size="${n(fm)}" letter-spacing="${n(fm * 0.3)}" text-anchor="middle" fill="${col}" opacity=".85">${escapeXml(model)}</text>`;
  }
  if (!/lange|glash|nomos|seiko|citizen|casio|sinn|stowa|moritz|wempe|ракет|полет|восток/.test(norm(c.brand))) {
    const fsm = Rd * 0.035;
    const y = reach(c, 180) - Rd * (c.markers === 'roman' ? 0.05 : 0.04);
    s += `<text y="${n(y - (c.markers === 'roman' ? 0 : 0))}" font-size="${n(fsm)}" letter-spacing="${n(fsm * 0.25)}" text-anchor="middle" fill="${c.ink}" opacity=".7">SWISS MADE</text>`;
  }
  return s;
}

function handsSvg(c: Ctx): string {
  const { p, Rd, thumb } = c;
  const hourA = 305;
  const minA = 60;
  const Lh = reach(c, hourA) * 0.58;
  const Lm = reach(c, minA) * 0.86;
  const Ls = reach(c, c.secAngle) * 0.9;
  const f = c.handFill;
  const e = c.handEdge;
  const edge = thumb ? '' : ` stroke="${e}" stroke-width="1.5"`;
  const w = Rd * 0.062;
  const tail = Rd * 0.12;
  let hh: string;
  let mh: string;
  switch (c.hands) {
    case 'dauph': {
      const half = (L: number, ww: number, side: 1 | -1, col: string) =>
        `<path d="M0 ${n(tail)}L${n(ww * side)} ${n(-L * 0.22)}L0 ${n(-L)}Z" fill="${col}"/>`;
      hh = half(Lh, w * 1.1, -1, lighten(f, 0.25)) + half(Lh, w * 1.1, 1, darken(f, 0.15));
      mh = half(Lm, w * 0.95, -1, lighten(f, 0.25)) + half(Lm, w * 0.95, 1, darken(f, 0.15));
      break;
    }
    case 'sword': {
      const blue = '#233a8c';
      const sword = (L: number, ww: number) =>
        `<path d="M0 ${n(-L)}L${n(ww)} ${n(-L * 0.3)}L${n(ww * 0.3)} ${n(tail * 0.6)}H${n(-ww * 0.3)}L${n(-ww)} ${n(-L * 0.3)}Z" fill="${blue}"${thumb ? '' : ' stroke="#0f1a45" stroke-width="1"'}/>`;
      hh = sword(Lh, w * 0.8);
      mh = sword(Lm, w * 0.65);
      break;
    }
    default: {
      const baton = (L: number, ww: number, ring: boolean) => {
        let d = `<path d="M${n(-ww / 2)} ${n(tail)}V${n(-L + ww)}L0 ${n(-L)}L${n(ww / 2)} ${n(-L + ww)}V${n(tail)}Z" fill="${f}"${edge}/>`;
        if ((c.sports || ring) && !thumb)
          d += `<rect x="${n(-ww * 0.27)}" y="${n(-L * (ring ? 0.6 : 0.92))}" width="${n(ww * 0.54)}" height="${n(L * (ring ? 0.35 : 0.62))}" fill="${c.lume}"/>`;
        if (ring && !c.lite) d += `<circle cy="${n(-L * 0.76)}" r="${n(ww * 1.1)}" fill="${c.lume}" stroke="${f}" stroke-width="${n(ww * 0.45)}"/>`;
        return d;
      };
      hh = baton(Lh, w * 1.15, c.hands === 'merc');
      mh = baton(Lm, w * 0.9, false);
    }
  }
  const secCol = c.bezel === 'diver' && /seamaster|planet/.test(norm(c.model)) ? '#c0392b' : c.hands === 'sword' ? '#233a8c' : f;
  let sh = '';
  if (c.hands !== 'sword') {
    sh = `<path d="M0 ${n(Rd * 0.2)}V${n(-Ls)}" stroke="${secCol}" stroke-width="${n(Math.max(3, Rd * 0.014))}"/>`;
    if (!thumb) sh += `<circle cy="${n(Rd * 0.14)}" r="${n(Rd * 0.03)}" fill="${secCol}"/>`;
    if (c.sports && !thumb) sh += `<circle cy="${n(-Ls * 0.75)}" r="${n(Rd * 0.034)}" fill="${c.lume}" stroke="${secCol}" stroke-width="2"/>`;
    sh = `<g transform="rotate(${c.secAngle})">${sh}</g>`;
  }
  const capFill = c.hands === 'sword' ? '#233a8c' : f;
  const hands =
    `<g id="${p}H"><g transform="rotate(${hourA})">${hh}</g><g transform="rotate(${minA})">${mh}</g>` +
    `${sh}<circle r="${n(Rd * 0.035)}" fill="${capFill}"${edge}/></g>`;
  if (thumb) return hands;
  return `<use href="#${p}H" transform="translate(5 9)" filter="url(#${p}hs)"/>` + hands;
}

function glassSvg(c: Ctx): string {
  if (c.thumb || c.reduced) return '';
  const r = Math.max(c.dx, c.dy) * 1.02;
  const [x1, y1] = polar(r, 285);
  const [x2, y2] = polar(r, 20);
  return `<path d="M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y2)}A${n(r * 1.25)} ${n(r * 1.25)} 0 0 0 ${n(x1)} ${n(y1)}Z" fill="#fff" opacity=".1"/>`;
}

function dialSvg(c: Ctx): string {
  const { p } = c;
  dialDefs(c);
  let s = '';
  if (c.dial.kind === 'skeleton') {
    c.defs.push(`<clipPath id="${p}dc">${dialShape(c, '')}</clipPath>`);
    s += dialShape(c, `fill="url(#${p}d)"`);
    s += `<g clip-path="url(#${p}dc)" opacity=".92">${movementSvg(c, Math.max(c.dx, c.dy) * 1.05, false, true)}</g>`;
    // chapter ring
    const ro = c.Rd;
    const ri = c.Rd * 0.74;
    if (!isRectDial(c) && !c.lite) s += `<circle r="${n((ro + ri) / 2)}" fill="none" stroke="#26272c" stroke-opacity=".92" stroke-width="${n(ro - ri)}"/>`;
    if (!c.thumb) s += `<rect x="${n(-c.Rd * 0.42)}" y="${n(-c.Rd * 0.5)}" width="${n(c.Rd * 0.84)}" height="${n(c.Rd * 0.17)}" rx="6" fill="#1d1e22" opacity=".8"/>`;
  } else {
    s += dialShape(c, `fill="url(#${p}d)"`);
    const tx = textures(c);
    if (tx) {
      c.defs.push(`<clipPath id="${p}dc">${dialShape(c, '')}</clipPath>`);
      s += `<g clip-path="url(#${p}dc)">${tx}</g>`;
    }
  }
  s += subdialsSvg(c) + dateSvg(c) + markersSvg(c) + textsSvg(c);
  return s;
}

/* ------------------------------------------------------------ caseback */

function backSvg(c: Ctx): string {
  const { p, R, metal, thumb } = c;
  let s = caseShape(c, `fill="url(#${p}m)"${ed(c, 2)}`);
  const r = c.shape === 'round' ? R * 0.9 : Math.min(c.Wc, c.Hc) * 0.42;
  s += `<circle r="${n(r)}" fill="url(#${p}mr)"${ed(c)}/>`;
  if (!thumb) {
    for (let i = 0; i < 6; i++) s += `<rect x="${n(-R * 0.035)}" y="${n(-r + 2)}" width="${n(R * 0.07)}" height="${n(R * 0.05)}" fill="${metal.dk}" opacity=".6" transform="rotate(${i * 60 + 30})"/>`;
  }
  const wr = r * 0.8;
  c.defs.push(`<clipPath id="${p}wc"><circle r="${n(wr)}"/></clipPath>`);
  s += `<circle r="${n(wr + 6)}" fill="${metal.dk}"/>`;
  s += `<g clip-path="url(#${p}wc)">${movementSvg(c, wr, true)}</g>`;
  s += `<circle r="${n(wr + 3)}" fill="none" stroke="${metal.hi}" stroke-width="3" stroke-opacity=".7"/>`;
  if (!thumb) {
    const fs = R * 0.034;
    s += `<text y="${n(r - (r - wr) * 0.45)}" font-size="${n(fs)}" letter-spacing="${n(fs * 0.3)}" text-anchor="middle" fill="${metal.dk}" opacity=".8">SAPPHIRE CRYSTAL</text>`;
    const brand = c.brand.toUpperCase();
    const fb = Math.min(R * 0.04, (R * 0.6) / Math.max(1, textWidthEm(brand, 0.3)));
    s += `<text y="${n(-r + (r - wr) * 0.62)}" font-size="${n(fb)}" letter-spacing="${n(fb * 0.3)}" text-anchor="middle" fill="${metal.dk}" opacity=".8">${escapeXml(brand)}</text>`;
    s += `<path d="M${n(-wr * 0.7)} ${n(-wr * 0.5)}A${n(wr)} ${n(wr)} 0 0 1 ${n(wr * 0.4)} ${n(-wr * 0.8)}A${n(wr * 1.2)} ${n(wr * 1.2)} 0 0 0 ${n(-wr * 0.7)} ${n(-wr * 0.5)}Z" fill="#fff" opacity=".18"/>`;
  }
  return s;
}

/* ------------------------------------------------------------ assembly */

function watchGroup(c: Ctx, view: number): string {
  const { p, R } = c;
  const flip = 'x1="1" y1="1" x2="0" y2="0"';
  c.defs.push(metalGradient(`${p}m`, c.metal, false, c.thumb), `<linearGradient id="${p}mr" href="#${p}m" ${flip}/>`);
  if (c.accent !== c.metal) {
    c.defs.push(metalGradient(`${p}a`, c.accent, false, c.thumb));
    if (c.bezel === 'fluted') c.defs.push(`<linearGradient id="${p}ar" href="#${p}a" ${flip}/>`);
  }
  if (view === 2) {
    return lugsUnder(c) + strapSvg(c, true) + lugsSvg(c) + `<g transform="scale(-1 1)">${crownSvg(c)}</g>` + backSvg(c);
  }
  let band = '';
  if (view === 1 && c.thumb) {
    band = `<g transform="translate(${n(R * 0.09)} ${n(R * 0.015)})">${caseShape(c, `fill="${c.metal.lo}"`)}</g>`;
  } else if (view === 1) {
    c.defs.push(
      `<linearGradient id="${p}bd" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.metal.dk}"/><stop offset=".6" stop-color="${c.metal.lo}"/><stop offset="1" stop-color="${c.metal.mid}"/></linearGradient>`,
    );
    band = `<g transform="translate(${n(R * 0.09)} ${n(R * 0.015)})">${caseShape(c, `fill="url(#${p}bd)"${ed(c, 2)}`)}</g>`;
  }
  return lugsUnder(c) + strapSvg(c, false) + lugsSvg(c) + band + crownSvg(c) + caseSvg(c) + dialSvg(c) + handsSvg(c) + glassSvg(c);
}

function boxScene(c: Ctx, watchUse: string, shadowUse: string): string {
  const { p, rnd } = c;
  const thumb = c.thumb || c.reduced; // a reduced full image gets the plain box too
  const leather = pick(['#25242a', '#3d1820', '#1c2740', '#1f3328'], rnd);
  const lining = '#e6dccb';
  c.defs.push(`<clipPath id="${p}ck"><ellipse cx="600" cy="740" rx="262" ry="335"/></clipPath>`);
  if (!thumb)
    c.defs.push(
      `<linearGradient id="${p}bx" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(leather, 0.2)}"/><stop offset=".5" stop-color="${leather}"/><stop offset="1" stop-color="${darken(leather, 0.35)}"/></linearGradient>`,
      `<radialGradient id="${p}cu" cx=".45" cy=".4" r=".62"><stop offset="0" stop-color="#fbf6ee"/><stop offset=".7" stop-color="#e8ddcb"/><stop offset="1" stop-color="#c3b291"/></radialGradient>`,
      `<radialGradient id="${p}ln" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#f3ebde"/><stop offset="1" stop-color="#cdbfa7"/></radialGradient>`,
      `<radialGradient id="${p}ce"><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".45"/></radialGradient>`,
    );
  const lin = thumb ? lining : `url(#${p}ln)`;
  const box = thumb ? leather : `url(#${p}bx)`;
  const cushion = thumb ? '#f1e9dc' : `url(#${p}cu)`;
  const brand = c.brand.toUpperCase();
  const fs = Math.min(46, 560 / Math.max(1, textWidthEm(brand, 0.2)));
  let s = thumb ? '' : `<rect x="180" y="360" width="860" height="800" rx="44" fill="#2a2118" opacity=".3" filter="url(#${p}s)"/>`;
  // lid, opened back (foreshortened), then the base
  s += `<path d="M250 70H950Q985 70 990 105L1030 340H170L210 105Q215 70 250 70Z" fill="${box}"/>`;
  s += `<path d="M268 100H932L968 320H232Z" fill="${lin}"/>`;
  s += `<text x="600" y="${n(215 + fs * 0.35)}" font-size="${n(fs)}" letter-spacing="${n(fs * 0.2)}" text-anchor="middle" fill="#a9823b">${escapeXml(brand)}</text>`;
  if (!thumb) s += `<path d="M540 ${n(215 + fs * 0.9)}H660" stroke="#a9823b" stroke-width="2"/>`;
  s += `<rect x="165" y="330" width="870" height="820" rx="40" fill="${box}"/>`;
  if (!thumb) s += `<path d="M205 333H995" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>`;
  s += `<rect x="210" y="375" width="780" height="730" rx="22" fill="${lin}"/>`;
  if (!thumb) s += `<ellipse cx="612" cy="755" rx="262" ry="335" fill="#5a4630" opacity=".3"/>`;
  s += `<ellipse cx="600" cy="740" rx="262" ry="335" fill="${cushion}"${thumb ? ' stroke="#c3b291" stroke-width="14"' : ''}/>`;
  s += `<g clip-path="url(#${p}ck)">${thumb ? '' : shadowUse}${watchUse}</g>`;
  if (!thumb) s += `<ellipse cx="600" cy="740" rx="262" ry="335" fill="url(#${p}ce)"/>`;
  return s;
}

/** Thumbnails must stay under this many bytes; past it they are redrawn with fewer details. */
export const THUMB_BUDGET = 3900;
/** Same for full-size images. */
export const FULL_BUDGET = 11_800;

function buildWatch(input: WatchInput, view: number, variant: Variant, lite: boolean): string {
  // `lite` means: thumbnail → fewer details; full image → no fine ornament
  const rnd = seeded('watch', input.id, view, input.brand, input.model, input.dialColor);
  const p = idPrefix('w', input.id, view, variant);
  const canvas = productCanvas(variant);
  const bg = studioBackground(p, rnd, canvas);
  const thumb = variant === 'thumb';
  const c: Ctx = {
    ...classify(input, rnd),
    brand: clip(input.brand, 40),
    model: clip(input.model, 48),
    p,
    thumb,
    lite: thumb && lite,
    boxed: view === 3,
    reduced: !thumb && lite,
    rnd,
    defs: [bg.defs],
    once: new Set(),
  };
  if (!(c.thumb && view === 3)) c.defs.push(shadowFilter(`${p}s`, c.thumb ? 14 : 18, 0.42, !c.thumb));
  if (!c.thumb) c.defs.push(shadowFilter(`${p}hs`, 4, 0.45));

  const group = watchGroup(c, view);
  let transform: string;
  if (view === 1) transform = `translate(600 610) rotate(-26) scale(.78 1) rotate(6)`;
  else if (view === 3) transform = `translate(600 728) scale(${Math.round(clamp(182 / c.R, 0.5, 0.9) * 1000) / 1000})`;
  else transform = 'translate(600 600)';
  c.defs.push(`<g id="${p}W" transform="${transform}">${group}</g>`);
  const off = view === 3 ? 'translate(8 16)' : 'translate(16 28)';
  const shadowUse = `<use href="#${p}W" transform="${off}" filter="url(#${p}s)"/>`;
  const watchUse = `<use href="#${p}W"/>`;
  let body = bg.body;
  body += view === 3 ? boxScene(c, watchUse, shadowUse) : shadowUse + watchUse;
  return svgDocument(canvas, `${input.brand} ${input.model}`, c.defs.join(''), body);
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
