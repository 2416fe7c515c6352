/**
 * Handbag renderer: stylised silhouettes (Birkin, Kelly, flap, tote, clutch,
 * top-handle) in the product's leather colour, with texture, stitching and hardware.
 */
import {
  type Metal,
  type Rnd,
  type Variant,
  METALS,
  byteLength,
  clip,
  darken,
  escapeXml,
  idPrefix,
  lighten,
  luminance,
  metalGradient,
  n,
  norm,
  normView,
  pick,
  productCanvas,
  seeded,
  shadowFilter,
  studioBackground,
  svgDocument,
  textWidthEm,
} from '../../media/svg.ts';

export interface BagInput {
  id: number;
  view: number;
  brand: string;
  model: string;
  color: string | null;
  material: string | null;
  variant: Variant;
}

export type BagShape = 'birkin' | 'kelly' | 'flap' | 'tote' | 'clutch' | 'lady';
type Texture = 'smooth' | 'grain' | 'croc' | 'ostrich' | 'canvas' | 'suede';

export function bagShape(model: string | null | undefined, brand = ''): BagShape {
  const m = norm(model);
  if (/birkin|биркин|haut a courroies|hac/.test(m)) return 'birkin';
  if (/kelly|келли|constance|констанс/.test(m)) return 'kelly';
  if (/clutch|клатч|pochette|пошет|envelope|конверт|minaudi|wallet on chain|woc/.test(m)) return 'clutch';
  if (/tote|тоут|neverfull|shopper|шоппер|cabas|onthego|on the go|garden party|book|bucket|hobo|bag in/.test(m)) return 'tote';
  if (/flap|клапан|2\.55|classic|boy|timeless|19|jackie|dionysus|sylvie|marmont|coco handle|kate|loulou/.test(m)) return 'flap';
  if (/lady|peekaboo|top handle|capucines|speedy|alma|antigona|puzzle|luggage|cabas/.test(m)) return 'lady';
  if (/chanel|шанель/.test(norm(brand))) return 'flap';
  if (/herm|эрмес/.test(norm(brand))) return 'kelly';
  return 'lady';
}

const BAG_COLOURS: readonly (readonly [RegExp, string])[] = [
  [/etoupe|этуп|taupe|тауп/, '#8b7d70'],
  [/craie|chalk|ivory|cream|крем|nata|off-white|молоч|слонов/, '#ece5d6'],
  [/gold|золот|caramel|карамел|camel|кэмел|\btan\b|cognac|коньяч|fauve|natural|натурал/, '#a8733d'],
  [/white|бел|blanc/, '#f2efe9'],
  [/black|черн|noir/, '#18171a'],
  [/burgundy|bordeaux|бордо|wine|oxblood|вишн|rouge h|grenat/, '#5c1a26'],
  [/red|красн|rouge/, '#a3172a'],
  [/navy|темно-син|bleu nuit|indigo|marine/, '#1b2747'],
  [/blue|син|голуб|bleu|azur/, '#2a4f8f'],
  [/green|зелен|vert|olive|khaki|хаки|emerald/, '#2f5a44'],
  [/pink|розов|rose|sakura/, '#e6a7b4'],
  [/orange|оранж/, '#d8692b'],
  [/yellow|желт|jaune|lime/, '#e2bb3f'],
  [/grey|gray|сер|gris/, '#8c8d91'],
  [/beige|беж|sand|песоч|nude|нюд|trench/, '#d7c2a3'],
  [/brown|коричн|chocolate|шоколад|havane|marron|ebene|ébène/, '#5a3621'],
  [/purple|violet|фиолет|сирен|lilac|anemone/, '#6b4a8a'],
];

export function bagColor(color: string | null | undefined, rnd?: Rnd): string {
  const t = norm(color);
  for (const [re, c] of BAG_COLOURS) if (re.test(t)) return c;
  return rnd ? pick(['#18171a', '#8b7d70', '#a8733d', '#ece5d6', '#5c1a26'], rnd) : '#18171a';
}

function textureOf(material: string | null | undefined): Texture {
  const t = norm(material);
  if (/croc|крокод|alligator|аллигатор|porosus|niloticus|lizard|ящер|python|питон|exotic|экзот/.test(t)) return 'croc';
  if (/ostrich|страус/.test(t)) return 'ostrich';
  if (/canvas|канва|monogram|монограм|toile|jacquard|жаккард|oblique|damier|tweed|твид/.test(t)) return 'canvas';
  if (/suede|замш|velvet|бархат|doblis/.test(t)) return 'suede';
  if (/togo|clemence|taurillon|caviar|икр|grain|зерн|epsom|эпсом|fjord|evercolor|chevre|козь|pebbled/.test(t)) return 'grain';
  return 'smooth';
}

interface Ctx {
  p: string;
  thumb: boolean;
  /** Over-budget thumbnail: no texture. */
  lite: boolean;
  rnd: Rnd;
  color: string;
  texture: Texture;
  hw: Metal;
  shape: BagShape;
  quilted: boolean;
  defs: string[];
}

/* ------------------------------------------------------------ shared bits */

function trap(topW: number, botW: number, y0: number, y1: number, r: number): string {
  const a = topW / 2;
  const b = botW / 2;
  return `M${n(-a)} ${n(y0)}H${n(a)}L${n(b)} ${n(y1 - r)}Q${n(b)} ${n(y1)} ${n(b - r)} ${n(y1)}H${n(-b + r)}Q${n(-b)} ${n(y1)} ${n(-b)} ${n(y1 - r)}Z`;
}

function leatherDefs(c: Ctx): void {
  const { p, color, thumb } = c;
  const light = luminance(color) > 0.6;
  c.defs.push(
    `<linearGradient id="${p}L" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(color, light ? 0.25 : 0.16)}"/>` +
      `<stop offset=".55" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, light ? 0.12 : 0.3)}"/></linearGradient>`,
    `<linearGradient id="${p}S" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-opacity=".3"/><stop offset=".14" stop-opacity="0"/>` +
      `<stop offset=".86" stop-opacity="0"/><stop offset="1" stop-opacity=".3"/></linearGradient>`,
    metalGradient(`${p}h`, c.hw, false, thumb),
  );
  if (!thumb && (c.texture === 'smooth' || c.texture === 'croc'))
    c.defs.push(
      `<radialGradient id="${p}K" cx=".3" cy=".2" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    );
  const ink = darken(color, 0.45);
  let tex = '';
  switch (c.lite ? 'smooth' : c.texture) {
    case 'grain':
      if (!thumb)
        tex = `<pattern id="${p}T" width="18" height="16" patternUnits="userSpaceOnUse"><path d="M3 4h2M11 2h2M7 10h2M15 12h2M1 14h2" stroke="${ink}" stroke-width="2.5" stroke-linecap="round" opacity=".35"/></pattern>`;
      break;
    case 'croc':
      tex =
        `<pattern id="${p}T" width="64" height="46" patternUnits="userSpaceOnUse"><path d="M2 2h60v20H2zM-30 25h60v19h-60zM34 25h60v19H34z" fill="none" stroke="${ink}" stroke-width="${thumb ? 4 : 3}" opacity=".45"/>` +
        (thumb ? '' : `<path d="M8 6h46M40 29h46" stroke="#fff" stroke-width="3" opacity=".12"/>`) +
        `</pattern>`;
      break;
    case 'ostrich':
      tex = `<pattern id="${p}T" width="44" height="40" patternUnits="userSpaceOnUse"><circle cx="11" cy="10" r="6" fill="${ink}" opacity=".3"/><circle cx="33" cy="30" r="6" fill="${ink}" opacity=".3"/></pattern>`;
      break;
    case 'canvas': {
      const motif = lighten(color, 0.45);
      tex =
        `<pattern id="${p}T" width="70" height="70" patternUnits="userSpaceOnUse"><path d="M35 12l9 9-9 9-9-9zM0 47l9 9-9 9M70 47l-9 9 9 9" fill="${motif}" opacity=".55"/>` +
        (thumb ? '' : `<circle cx="35" cy="56" r="4" fill="${motif}" opacity=".55"/><circle cx="0" cy="21" r="4" fill="${motif}" opacity=".55"/><circle cx="70" cy="21" r="4" fill="${motif}" opacity=".55"/>`) +
        `</pattern>`;
      break;
    }
    default:
  }
  if (tex) c.defs.push(tex);
  if (c.quilted) {
    const q = c.shape === 'lady' ? 70 : 84;
    const sc = darken(color, 0.35);
    c.defs.push(
      `<pattern id="${p}Q" width="${q}" height="${q}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
        `<path d="M0 0V${q}H${q}" fill="none" stroke="${sc}" stroke-width="${thumb ? 5 : 3}" opacity=".7"/>` +
        (thumb ? '' : `<path d="M4 4V${q - 4}H${q - 4}" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="2" opacity=".35"/>`) +
        `</pattern>`,
    );
  }
}

/** Fill a shape with leather, side shading, texture and (optionally) quilting. */
function leather(c: Ctx, d: string, opts: { quilt?: boolean; shade?: boolean; stroke?: boolean } = {}): string {
  const { p } = c;
  let s = `<path d="${d}" fill="url(#${p}L)"${opts.stroke === false ? '' : ` stroke="${darken(c.color, 0.5)}" stroke-width="2"`}/>`;
  if (c.defs.some((x) => x.startsWith(`<pattern id="${p}T"`))) s += `<path d="${d}" fill="url(#${p}T)"/>`;
  if (opts.quilt && c.quilted) s += `<path d="${d}" fill="url(#${p}Q)"/>`;
  if (opts.shade !== false) s += `<path d="${d}" fill="url(#${p}S)"/>`;
  if (opts.shade !== false && !c.thumb && (c.texture === 'smooth' || c.texture === 'croc')) s += `<path d="${d}" fill="url(#${p}K)"/>`;
  return s;
}

function stitch(c: Ctx, d: string): string {
  if (c.thumb) return '';
  const col = luminance(c.color) > 0.6 ? darken(c.color, 0.3) : lighten(c.color, 0.45);
  return `<path d="${d}" fill="none" stroke="${col}" stroke-width="2.5" stroke-dasharray="9 7" opacity=".8"/>`;
}

function handle(c: Ctx, x: number, y0: number, h: number, w: number, back = false): string {
  const d = `M${n(-x)} ${n(y0)}C${n(-x)} ${n(y0 - h * 1.3)} ${n(x)} ${n(y0 - h * 1.3)} ${n(x)} ${n(y0)}`;
  const col = back ? darken(c.color, 0.3) : c.color;
  let s = `<path d="${d}" fill="none" stroke="${darken(c.color, 0.55)}" stroke-width="${n(w + 4)}" stroke-linecap="round"/>`;
  s += `<path d="${d}" fill="none" stroke="${col}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
  if (!back && !c.thumb) s += `<path d="${d}" fill="none" stroke="#fff" stroke-width="${n(w * 0.25)}" opacity=".14" transform="translate(-2 -4)"/>`;
  return s;
}

function turnLock(c: Ctx, y: number, w = 120, h = 56): string {
  const { p } = c;
  let s = `<rect x="${n(-w / 2)}" y="${n(y - h / 2)}" width="${w}" height="${h}" rx="10" fill="url(#${p}h)" stroke="${c.hw.dk}" stroke-width="2"/>`;
  s += `<rect x="-14" y="${n(y - h / 2 - 14)}" width="28" height="${n(h + 28)}" rx="12" fill="url(#${p}h)" stroke="${c.hw.dk}" stroke-width="2"/>`;
  return s;
}

function padlock(c: Ctx, y: number): string {
  const { p } = c;
  return (
    `<path d="M-22 ${n(y)}V${n(y - 22)}A22 22 0 0 1 22 ${n(y - 22)}V${n(y)}" fill="none" stroke="url(#${p}h)" stroke-width="9"/>` +
    `<rect x="-34" y="${n(y)}" width="68" height="62" rx="12" fill="url(#${p}h)" stroke="${c.hw.dk}" stroke-width="2"/>` +
    `<circle cy="${n(y + 26)}" r="6" fill="${c.hw.dk}"/><path d="M0 ${n(y + 28)}v16" stroke="${c.hw.dk}" stroke-width="5"/>`
  );
}

/* ------------------------------------------------------------ silhouettes (local coords) */

function birkinOrKelly(c: Ctx, kelly: boolean): string {
  const top = kelly ? 520 : 620;
  const bot = kelly ? 700 : 720;
  const y0 = kelly ? -170 : -190;
  const y1 = 270;
  let s = '';
  if (kelly) s += handle(c, 95, y0 + 4, 150, 34);
  else s += handle(c, 170, y0 + 6, 175, 30, true) + handle(c, 130, y0 + 6, 170, 32);
  const body = trap(top, bot, y0, y1, 26);
  s += leather(c, body);
  s += stitch(c, trap(top - 30, bot - 30, y0 + 14, y1 - 14, 20));
  // flap
  const fw = top + 14;
  const fh = kelly ? 175 : 180;
  const flap = `M${n(-fw / 2)} ${n(y0 - 10)}H${n(fw / 2)}L${n(fw / 2 + 8)} ${n(y0 + fh - 18)}Q${n(fw / 2 + 10)} ${n(y0 + fh)} ${n(fw / 2 - 12)} ${n(y0 + fh)}H${n(-fw / 2 + 12)}Q${n(-fw / 2 - 10)} ${n(y0 + fh)} ${n(-fw / 2 - 8)} ${n(y0 + fh - 18)}Z`;
  s += `<path d="M${n(-fw / 2)} ${n(y0 + fh + 4)}H${n(fw / 2)}" stroke="#000" stroke-opacity=".25" stroke-width="10"/>`;
  s += leather(c, flap);
  s += stitch(c, `M${n(-fw / 2 + 14)} ${n(y0 + 4)}V${n(y0 + fh - 14)}H${n(fw / 2 - 14)}V${n(y0 + 4)}`);
  // sangles (straps) from both sides to the turn-lock
  const sy = y0 + fh * 0.62;
  const strap = (side: number) => {
    const x1 = side * (fw / 2 + 6);
    const x2 = side * 46;
    return `M${n(x1)} ${n(sy - 24)}H${n(x2)}Q${n(x2 - side * 26)} ${n(sy)} ${n(x2)} ${n(sy + 24)}H${n(x1)}Z`;
  };
  s += `<path d="${strap(-1)}${strap(1)}" transform="translate(0 5)" fill="#000" opacity=".22"/>`;
  s += leather(c, strap(-1) + strap(1), { shade: false });
  s += stitch(c, `M${n(-fw / 2)} ${n(sy - 14)}H-50M${n(-fw / 2)} ${n(sy + 14)}H-50M50 ${n(sy - 14)}H${n(fw / 2)}M50 ${n(sy + 14)}H${n(fw / 2)}`);
  s += turnLock(c, sy, 100, 48);
  if (!kelly) {
    s += `<path d="M0 ${n(sy + 26)}V${n(sy + 60)}" stroke="url(#${c.p}h)" stroke-width="8"/>`;
    s += padlock(c, sy + 74);
  }
  return s;
}

function flapBag(c: Ctx): string {
  const { p } = c;
  const w = 640;
  const y0 = -150;
  const y1 = 220;
  let s = '';
  // chain strap rising out of frame
  const chain = `M${-w / 2 + 40} ${y0 + 10}C${-w / 2 + 10} -420 -210 -640 -170 -760M${w / 2 - 40} ${y0 + 10}C${w / 2 - 10} -420 210 -640 170 -760`;
  s += `<path d="${chain}" fill="none" stroke="${c.hw.dk}" stroke-width="20" stroke-dasharray="26 8" stroke-linecap="round"/>`;
  s += `<path d="${chain}" fill="none" stroke="url(#${p}h)" stroke-width="15" stroke-dasharray="26 8" stroke-linecap="round"/>`;
  s += `<path d="${chain}" fill="none" stroke="${darken(c.color, 0.1)}" stroke-width="6"/>`;
  const body = `M${-w / 2} ${y0 + 30}Q${-w / 2} ${y0} ${-w / 2 + 30} ${y0}H${w / 2 - 30}Q${w / 2} ${y0} ${w / 2} ${y0 + 30}V${y1 - 40}Q${w / 2} ${y1} ${w / 2 - 40} ${y1}H${-w / 2 + 40}Q${-w / 2} ${y1} ${-w / 2} ${y1 - 40}Z`;
  s += leather(c, body, { quilt: true });
  const fy = y0 + 230;
  const flap = `M${-w / 2 - 6} ${y0 + 24}Q${-w / 2 - 6} ${y0 - 8} ${-w / 2 + 26} ${y0 - 8}H${w / 2 - 26}Q${w / 2 + 6} ${y0 - 8} ${w / 2 + 6} ${y0 + 24}V${fy - 40}Q${w / 2 + 6} ${fy} ${w / 2 - 34} ${fy}H${-w / 2 + 34}Q${-w / 2 - 6} ${fy} ${-w / 2 - 6} ${fy - 40}Z`;
  s += `<path d="M${-w / 2} ${fy + 6}H${w / 2}" stroke="#000" stroke-opacity=".25" stroke-width="12"/>`;
  s += leather(c, flap, { quilt: true });
  // lock plate on the flap edge (plain rectangular turn-lock)
  s += `<rect x="-48" y="${fy - 34}" width="96" height="56" rx="8" fill="url(#${p}h)" stroke="${c.hw.dk}" stroke-width="2"/>`;
  s += `<rect x="-30" y="${fy - 20}" width="60" height="28" rx="14" fill="none" stroke="${c.hw.dk}" stroke-width="3" opacity=".6"/>`;
  return s;
}

function tote(c: Ctx): string {
  const { p } = c;
  const y0 = -180;
  const y1 = 260;
  let s = handle(c, 175, y0 + 10, 250, 22, true) + handle(c, 150, y0 + 10, 250, 24);
  const body = trap(780, 620, y0, y1, 30);
  s += `<path d="M-380 ${y0 - 6}Q0 ${y0 + 70} 380 ${y0 - 6}V${y0 + 8}H-380Z" fill="${darken(c.color, 0.55)}"/>`;
  s += leather(c, body);
  // leather trim (vachetta on canvas, tonal otherwise)
  const trim = c.texture === 'canvas' ? '#b98755' : darken(c.color, 0.12);
  s += `<path d="M-390 ${y0}H390L387 ${y0 + 40}H-387Z" fill="${trim}"/>`;
  s += stitch(c, `M-382 ${y0 + 32}H382`);
  // side lacing
  for (const x of [-1, 1]) s += `<path d="M${x * 345} ${y0 + 40}L${x * 322} ${y0 + 120}" stroke="${trim}" stroke-width="12" stroke-linecap="round"/>`;
  s += `<circle cx="-150" cy="${y0 + 20}" r="9" fill="url(#${p}h)"/><circle cx="150" cy="${y0 + 20}" r="9" fill="url(#${p}h)"/>`;
  return s;
}

function clutch(c: Ctx): string {
  const { p } = c;
  const w = 820;
  const y0 = -150;
  const y1 = 220;
  const body = `M${-w / 2} ${y0 + 24}Q${-w / 2} ${y0} ${-w / 2 + 24} ${y0}H${w / 2 - 24}Q${w / 2} ${y0} ${w / 2} ${y0 + 24}V${y1 - 24}Q${w / 2} ${y1} ${w / 2 - 24} ${y1}H${-w / 2 + 24}Q${-w / 2} ${y1} ${-w / 2} ${y1 - 24}Z`;
  let s = leather(c, body);
  const flap = `M${-w / 2 - 4} ${y0 + 20}Q${-w / 2 - 4} ${y0 - 6} ${-w / 2 + 22} ${y0 - 6}H${w / 2 - 22}Q${w / 2 + 4} ${y0 - 6} ${w / 2 + 4} ${y0 + 20}L30 ${y0 + 232}Q0 ${y0 + 250} -30 ${y0 + 232}Z`;
  s += `<path d="M${-w / 2} ${y0 + 30}L0 ${y0 + 258}L${w / 2} ${y0 + 30}" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="12"/>`;
  s += leather(c, flap);
  s += stitch(c, `M${-w / 2 + 30} ${y0 + 18}L0 ${y0 + 212}L${w / 2 - 30} ${y0 + 18}`);
  s += `<circle cy="${y0 + 222}" r="30" fill="url(#${p}h)" stroke="${c.hw.dk}" stroke-width="2"/><circle cy="${y0 + 222}" r="14" fill="none" stroke="${c.hw.dk}" stroke-width="3" opacity=".6"/>`;
  return s;
}

function lady(c: Ctx): string {
  const { p } = c;
  const y0 = -170;
  const y1 = 250;
  let s = handle(c, 150, y0 + 6, 160, 26, true) + handle(c, 125, y0 + 6, 150, 28);
  const body = trap(580, 640, y0, y1, 30);
  s += leather(c, body, { quilt: true });
  s += stitch(c, trap(550, 610, y0 + 16, y1 - 16, 22));
  // top seam / zip band
  s += `<path d="M-290 ${y0 + 40}H290" stroke="${darken(c.color, 0.4)}" stroke-width="3" opacity=".6"/>`;
  // charms hanging from the front handle base
  const hx = 125;
  s += `<circle cx="${hx}" cy="${y0 + 20}" r="14" fill="none" stroke="url(#${p}h)" stroke-width="6"/>`;
  s += `<path d="M${hx} ${y0 + 34}V${y0 + 70}M${hx} ${y0 + 34}L${hx - 34} ${y0 + 92}M${hx} ${y0 + 34}L${hx + 30} ${y0 + 104}" stroke="url(#${p}h)" stroke-width="4"/>`;
  s += `<g fill="url(#${p}h)" stroke="${c.hw.dk}" stroke-width="1.5"><circle cx="${hx}" cy="${y0 + 88}" r="20"/><circle cx="${hx - 36}" cy="${y0 + 108}" r="17"/><circle cx="${hx + 32}" cy="${y0 + 120}" r="15"/></g>`;
  s += `<rect x="-40" y="${y0 + 52}" width="80" height="34" rx="17" fill="url(#${p}h)" stroke="${c.hw.dk}" stroke-width="2"/>`;
  return s;
}

interface BodyInfo {
  svg: string;
  focus: [number, number];
  top: number; // y of the top edge
  topHalf: number; // half-width at the top
  bottom: number;
  halfW: number; // half-width at the bottom
}

function bagBody(c: Ctx): BodyInfo {
  switch (c.shape) {
    case 'birkin':
      return { svg: birkinOrKelly(c, false), focus: [0, -60], top: -190, topHalf: 310, bottom: 270, halfW: 360 };
    case 'kelly':
      return { svg: birkinOrKelly(c, true), focus: [0, -60], top: -170, topHalf: 260, bottom: 270, halfW: 350 };
    case 'flap':
      return { svg: flapBag(c), focus: [0, 60], top: -150, topHalf: 320, bottom: 220, halfW: 320 };
    case 'tote':
      return { svg: tote(c), focus: [0, -150], top: -180, topHalf: 390, bottom: 260, halfW: 310 };
    case 'clutch':
      return { svg: clutch(c), focus: [0, 70], top: -150, topHalf: 410, bottom: 220, halfW: 410 };
    default:
      return { svg: lady(c), focus: [60, -80], top: -170, topHalf: 290, bottom: 250, halfW: 320 };
  }
}

/* ------------------------------------------------------------ assembly */

/** Thumbnails past this many bytes are redrawn without texture. */
const THUMB_BUDGET = 3900;

export function renderBag(input: BagInput): string {
  const variant: Variant = input.variant === 'thumb' ? 'thumb' : 'full';
  const view = normView(input.view);
  const svg = buildBag(input, view, variant, false);
  return variant === 'full' || byteLength(svg) < THUMB_BUDGET ? svg : buildBag(input, view, variant, true);
}

function buildBag(input: BagInput, view: number, variant: Variant, lite: boolean): string {
  const rnd = seeded('bag', input.id, view, input.brand, input.model, input.color ?? '', input.material ?? '');
  const p = idPrefix('b', input.id, view, variant);
  const canvas = productCanvas(variant);
  const bg = studioBackground(p, rnd, canvas);
  const shape = bagShape(input.model, input.brand);
  const mat = norm(input.material);
  const hwPalladium = /palladium|phw|silver|серебр|ruthen|паллад|никел|steel|стал/.test(mat);
  const hwGold = /ghw|gold|золот|brass|латун/.test(mat);
  const goldHw = hwGold || (!hwPalladium && rnd() < 0.6);
  const c: Ctx = {
    p,
    thumb: variant === 'thumb',
    lite,
    rnd,
    color: bagColor(input.color, rnd),
    texture: textureOf(input.material),
    hw: goldHw ? METALS.yellow : METALS.white,
    shape,
    quilted: shape === 'flap' || (shape === 'lady' && /lady|cannage|quilt|стеган|matelass/.test(norm(`${input.model} ${input.material ?? ''}`))),
    defs: [bg.defs],
  };
  leatherDefs(c);
  c.defs.push(shadowFilter(`${p}s`, c.thumb ? 14 : 20, 0.5, !c.thumb));
  const { svg, focus, top, topHalf, bottom, halfW } = bagBody(c);

  let bagG = svg;
  if (view === 1) {
    // three-quarter: a side gusset appears on the right, the front narrows
    const tx = topHalf * 0.9 - 40;
    const bx = halfW * 0.9 - 40;
    const depth = c.shape === 'clutch' ? 40 : 95;
    const d = `M${n(tx - 4)} ${top}L${n(tx + depth)} ${top - 28}L${n(bx + depth)} ${bottom - 30}L${n(bx - 4)} ${bottom}Z`;
    c.defs.push(
      `<linearGradient id="${p}G" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(c.color, 0.42)}"/><stop offset="1" stop-color="${darken(c.color, 0.2)}"/></linearGradient>`,
    );
    bagG = `<path d="${d}" fill="url(#${p}G)" stroke="${darken(c.color, 0.55)}" stroke-width="2" stroke-linejoin="round"/>` + `<g transform="translate(-40 0) scale(.9 1)">${svg}</g>`;
  }
  let transform = 'translate(600 640)';
  if (view === 2) {
    const k = 1.9;
    transform = `translate(${n(600 - focus[0] * k)} ${n(600 - focus[1] * k)}) scale(${k})`;
  } else if (view === 3) transform = 'translate(600 700) scale(.74)';
  c.defs.push(`<g id="${p}B" transform="${transform}">${bagG}</g>`);

  let body = bg.body;
  if (view === 3) {
    // presentation box and dust bag behind the bag
    // presentation box behind the bag: lid top seen in perspective, front face, ribbon
    const boxCol = pick(['#efe4d0', '#e7d8bd', '#e3ddd3'], rnd);
    body += `<ellipse cx="610" cy="905" rx="470" ry="30" fill="#3b2e20" filter="url(#${p}s)"/>`;
    body += `<path d="M210 230H990L1050 330H150Z" fill="${lighten(boxCol, 0.35)}"/>`;
    body += `<rect x="150" y="330" width="900" height="570" fill="${boxCol}"/>`;
    if (!c.thumb) body += `<rect x="150" y="330" width="900" height="570" fill="url(#${p}S)"/><path d="M150 331H1050" stroke="#fff" stroke-width="3" opacity=".6"/>`;
    body += `<path d="M600 230V900" stroke="#8c6d3c" stroke-width="${c.thumb ? 14 : 10}" opacity=".75"/>`;
    const brand = clip(input.brand, 40).toUpperCase();
    const fs = Math.min(40, 300 / Math.max(1, textWidthEm(brand, 0.3)));
    if (!c.thumb)
      body += `<text x="820" y="${n(400 + fs * 0.3)}" font-size="${n(fs)}" letter-spacing="${n(fs * 0.3)}" text-anchor="middle" fill="#6d5a3a">${escapeXml(brand)}</text>`;
  }
  const by = view === 2 ? 1190 : view === 3 ? 700 + bottom * 0.74 : 640 + bottom;
  const bw = view === 3 ? halfW * 0.8 : halfW * 1.05;
  body += `<ellipse cx="610" cy="${n(by + 6)}" rx="${n(bw)}" ry="${c.thumb ? 26 : 30}" fill="#3b2e20" filter="url(#${p}s)"/>`;
  body += `<use href="#${p}B"/>`;
  if (view === 0 && !c.thumb) {
    const brand = clip(input.brand, 40).toUpperCase();
    const fs = Math.min(30, 700 / Math.max(1, textWidthEm(brand, 0.35)));
    body += `<text x="600" y="1140" font-size="${n(fs)}" letter-spacing="${n(fs * 0.35)}" text-anchor="middle" fill="#8a7a5c" opacity=".8">${escapeXml(brand)}</text>`;
  }
  return svgDocument(canvas, `${input.brand} ${input.model}`, c.defs.join(''), body);
}
