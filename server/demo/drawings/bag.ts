/**
 * Handbag renderer: stylised silhouettes (Birkin, Kelly, flap, tote, clutch,
 * top-handle) in the product's leather colour, with texture, stitching and hardware.
 */
import {
  type Metal,
  type Random,
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
  svgNumber,
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
  const modelText = norm(model);
  if (/birkin|биркин|haut a courroies|hac/.test(modelText)) return 'birkin';
  if (/kelly|келли|constance|констанс/.test(modelText)) return 'kelly';
  if (/clutch|клатч|pochette|пошет|envelope|конверт|minaudi|wallet on chain|woc/.test(modelText)) return 'clutch';
  if (/tote|тоут|neverfull|shopper|шоппер|cabas|onthego|on the go|garden party|book|bucket|hobo|bag in/.test(modelText)) return 'tote';
  if (/flap|клапан|2\.55|classic|boy|timeless|19|jackie|dionysus|sylvie|marmont|coco handle|kate|loulou/.test(modelText)) return 'flap';
  if (/lady|peekaboo|top handle|capucines|speedy|alma|antigona|puzzle|luggage|cabas/.test(modelText)) return 'lady';
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

export function bagColor(color: string | null | undefined, random?: Random): string {
  const text = norm(color);
  for (const [pattern, colour] of BAG_COLOURS) if (pattern.test(text)) return colour;
  return random ? pick(['#18171a', '#8b7d70', '#a8733d', '#ece5d6', '#5c1a26'], random) : '#18171a';
}

function textureOf(material: string | null | undefined): Texture {
  const text = norm(material);
  if (/croc|крокод|alligator|аллигатор|porosus|niloticus|lizard|ящер|python|питон|exotic|экзот/.test(text)) return 'croc';
  if (/ostrich|страус/.test(text)) return 'ostrich';
  if (/canvas|канва|monogram|монограм|toile|jacquard|жаккард|oblique|damier|tweed|твид/.test(text)) return 'canvas';
  if (/suede|замш|velvet|бархат|doblis/.test(text)) return 'suede';
  if (/togo|clemence|taurillon|caviar|икр|grain|зерн|epsom|эпсом|fjord|evercolor|chevre|козь|pebbled/.test(text)) return 'grain';
  return 'smooth';
}

interface BagDrawing {
  prefix: string;
  thumb: boolean;
  /** Over-budget thumbnail: no texture. */
  lite: boolean;
  random: Random;
  color: string;
  texture: Texture;
  hw: Metal;
  shape: BagShape;
  quilted: boolean;
  defs: string[];
}

/* ------------------------------------------------------------ shared bits */

function trap(topW: number, botW: number, top: number, bottom: number, cornerRadius: number): string {
  const topHalf = topW / 2;
  const bottomHalf = botW / 2;
  return `M${svgNumber(-topHalf)} ${svgNumber(top)}H${svgNumber(topHalf)}L${svgNumber(bottomHalf)} ${svgNumber(bottom - cornerRadius)}Q${svgNumber(bottomHalf)} ${svgNumber(bottom)} ${svgNumber(bottomHalf - cornerRadius)} ${svgNumber(bottom)}H${svgNumber(-bottomHalf + cornerRadius)}Q${svgNumber(-bottomHalf)} ${svgNumber(bottom)} ${svgNumber(-bottomHalf)} ${svgNumber(bottom - cornerRadius)}Z`;
}

function leatherDefs(drawing: BagDrawing): void {
  const { prefix, color, thumb } = drawing;
  const light = luminance(color) > 0.6;
  drawing.defs.push(
    `<linearGradient id="${prefix}L" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(color, light ? 0.25 : 0.16)}"/>` +
      `<stop offset=".55" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, light ? 0.12 : 0.3)}"/></linearGradient>`,
    `<linearGradient id="${prefix}S" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-opacity=".3"/><stop offset=".14" stop-opacity="0"/>` +
      `<stop offset=".86" stop-opacity="0"/><stop offset="1" stop-opacity=".3"/></linearGradient>`,
    metalGradient(`${prefix}h`, drawing.hw, false, thumb),
  );
  if (!thumb && (drawing.texture === 'smooth' || drawing.texture === 'croc'))
    drawing.defs.push(
      `<radialGradient id="${prefix}K" cx=".3" cy=".2" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    );
  const ink = darken(color, 0.45);
  let tex = '';
  switch (drawing.lite ? 'smooth' : drawing.texture) {
    case 'grain':
      if (!thumb)
        tex = `<pattern id="${prefix}T" width="18" height="16" patternUnits="userSpaceOnUse"><path d="M3 4h2M11 2h2M7 10h2M15 12h2M1 14h2" stroke="${ink}" stroke-width="2.5" stroke-linecap="round" opacity=".35"/></pattern>`;
      break;
    case 'croc':
      tex =
        `<pattern id="${prefix}T" width="64" height="46" patternUnits="userSpaceOnUse"><path d="M2 2h60v20H2zM-30 25h60v19h-60zM34 25h60v19H34z" fill="none" stroke="${ink}" stroke-width="${thumb ? 4 : 3}" opacity=".45"/>` +
        (thumb ? '' : `<path d="M8 6h46M40 29h46" stroke="#fff" stroke-width="3" opacity=".12"/>`) +
        `</pattern>`;
      break;
    case 'ostrich':
      tex = `<pattern id="${prefix}T" width="44" height="40" patternUnits="userSpaceOnUse"><circle cx="11" cy="10" r="6" fill="${ink}" opacity=".3"/><circle cx="33" cy="30" r="6" fill="${ink}" opacity=".3"/></pattern>`;
      break;
    case 'canvas': {
      const motif = lighten(color, 0.45);
      tex =
        `<pattern id="${prefix}T" width="70" height="70" patternUnits="userSpaceOnUse"><path d="M35 12l9 9-9 9-9-9zM0 47l9 9-9 9M70 47l-9 9 9 9" fill="${motif}" opacity=".55"/>` +
        (thumb ? '' : `<circle cx="35" cy="56" r="4" fill="${motif}" opacity=".55"/><circle cx="0" cy="21" r="4" fill="${motif}" opacity=".55"/><circle cx="70" cy="21" r="4" fill="${motif}" opacity=".55"/>`) +
        `</pattern>`;
      break;
    }
    default:
  }
  if (tex) drawing.defs.push(tex);
  if (drawing.quilted) {
    const quiltSize = drawing.shape === 'lady' ? 70 : 84;
    const seamColour = darken(color, 0.35);
    drawing.defs.push(
      `<pattern id="${prefix}Q" width="${quiltSize}" height="${quiltSize}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
        `<path d="M0 0V${quiltSize}H${quiltSize}" fill="none" stroke="${seamColour}" stroke-width="${thumb ? 5 : 3}" opacity=".7"/>` +
        (thumb ? '' : `<path d="M4 4V${quiltSize - 4}H${quiltSize - 4}" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="2" opacity=".35"/>`) +
        `</pattern>`,
    );
  }
}

/** Fill a shape with leather, side shading, texture and (optionally) quilting. */
function leather(drawing: BagDrawing, path: string, opts: { quilt?: boolean; shade?: boolean; stroke?: boolean } = {}): string {
  const { prefix } = drawing;
  let markup = `<path d="${path}" fill="url(#${prefix}L)"${opts.stroke === false ? '' : ` stroke="${darken(drawing.color, 0.5)}" stroke-width="2"`}/>`;
  if (drawing.defs.some((def) => def.startsWith(`<pattern id="${prefix}T"`))) markup += `<path d="${path}" fill="url(#${prefix}T)"/>`;
  if (opts.quilt && drawing.quilted) markup += `<path d="${path}" fill="url(#${prefix}Q)"/>`;
  if (opts.shade !== false) markup += `<path d="${path}" fill="url(#${prefix}S)"/>`;
  if (opts.shade !== false && !drawing.thumb && (drawing.texture === 'smooth' || drawing.texture === 'croc')) markup += `<path d="${path}" fill="url(#${prefix}K)"/>`;
  return markup;
}

function stitch(drawing: BagDrawing, path: string): string {
  if (drawing.thumb) return '';
  const col = luminance(drawing.color) > 0.6 ? darken(drawing.color, 0.3) : lighten(drawing.color, 0.45);
  return `<path d="${path}" fill="none" stroke="${col}" stroke-width="2.5" stroke-dasharray="9 7" opacity=".8"/>`;
}

function handle(drawing: BagDrawing, halfSpan: number, baseY: number, height: number, width: number, back = false): string {
  const path = `M${svgNumber(-halfSpan)} ${svgNumber(baseY)}C${svgNumber(-halfSpan)} ${svgNumber(baseY - height * 1.3)} ${svgNumber(halfSpan)} ${svgNumber(baseY - height * 1.3)} ${svgNumber(halfSpan)} ${svgNumber(baseY)}`;
  const col = back ? darken(drawing.color, 0.3) : drawing.color;
  let markup = `<path d="${path}" fill="none" stroke="${darken(drawing.color, 0.55)}" stroke-width="${svgNumber(width + 4)}" stroke-linecap="round"/>`;
  markup += `<path d="${path}" fill="none" stroke="${col}" stroke-width="${svgNumber(width)}" stroke-linecap="round"/>`;
  if (!back && !drawing.thumb) markup += `<path d="${path}" fill="none" stroke="#fff" stroke-width="${svgNumber(width * 0.25)}" opacity=".14" transform="translate(-2 -4)"/>`;
  return markup;
}

function turnLock(drawing: BagDrawing, centreY: number, width = 120, height = 56): string {
  const { prefix } = drawing;
  let markup = `<rect x="${svgNumber(-width / 2)}" y="${svgNumber(centreY - height / 2)}" width="${width}" height="${height}" rx="10" fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="2"/>`;
  markup += `<rect x="-14" y="${svgNumber(centreY - height / 2 - 14)}" width="28" height="${svgNumber(height + 28)}" rx="12" fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="2"/>`;
  return markup;
}

function padlock(drawing: BagDrawing, topY: number): string {
  const { prefix } = drawing;
  return (
    `<path d="M-22 ${svgNumber(topY)}V${svgNumber(topY - 22)}A22 22 0 0 1 22 ${svgNumber(topY - 22)}V${svgNumber(topY)}" fill="none" stroke="url(#${prefix}h)" stroke-width="9"/>` +
    `<rect x="-34" y="${svgNumber(topY)}" width="68" height="62" rx="12" fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="2"/>` +
    `<circle cy="${svgNumber(topY + 26)}" r="6" fill="${drawing.hw.dk}"/><path d="M0 ${svgNumber(topY + 28)}v16" stroke="${drawing.hw.dk}" stroke-width="5"/>`
  );
}

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

function tote(drawing: BagDrawing): string {
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

function clutch(drawing: BagDrawing): string {
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

function lady(drawing: BagDrawing): string {
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

function bagBody(drawing: BagDrawing): BodyInfo {
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
  const random = seeded('bag', input.id, view, input.brand, input.model, input.color ?? '', input.material ?? '');
  const prefix = idPrefix('b', input.id, view, variant);
  const canvas = productCanvas(variant);
  const background = studioBackground(prefix, random, canvas);
  const shape = bagShape(input.model, input.brand);
  const materialText = norm(input.material);
  const hwPalladium = /palladium|phw|silver|серебр|ruthen|паллад|никел|steel|стал/.test(materialText);
  const hwGold = /ghw|gold|золот|brass|латун/.test(materialText);
  const goldHw = hwGold || (!hwPalladium && random() < 0.6);
  const drawing: BagDrawing = {
    prefix,
    thumb: variant === 'thumb',
    lite,
    random,
    color: bagColor(input.color, random),
    texture: textureOf(input.material),
    hw: goldHw ? METALS.yellow : METALS.white,
    shape,
    quilted: shape === 'flap' || (shape === 'lady' && /lady|cannage|quilt|стеган|matelass/.test(norm(`${input.model} ${input.material ?? ''}`))),
    defs: [background.defs],
  };
  leatherDefs(drawing);
  drawing.defs.push(shadowFilter(`${prefix}s`, drawing.thumb ? 14 : 20, 0.5, !drawing.thumb));
  const { svg, focus, top, topHalf, bottom, halfW } = bagBody(drawing);

  let bagMarkup = svg;
  if (view === 1) {
    // three-quarter: a side gusset appears on the right, the front narrows
    const topX = topHalf * 0.9 - 40;
    const bottomX = halfW * 0.9 - 40;
    const depth = drawing.shape === 'clutch' ? 40 : 95;
    const gussetPath = `M${svgNumber(topX - 4)} ${top}L${svgNumber(topX + depth)} ${top - 28}L${svgNumber(bottomX + depth)} ${bottom - 30}L${svgNumber(bottomX - 4)} ${bottom}Z`;
    drawing.defs.push(
      `<linearGradient id="${prefix}G" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(drawing.color, 0.42)}"/><stop offset="1" stop-color="${darken(drawing.color, 0.2)}"/></linearGradient>`,
    );
    bagMarkup = `<path d="${gussetPath}" fill="url(#${prefix}G)" stroke="${darken(drawing.color, 0.55)}" stroke-width="2" stroke-linejoin="round"/>` + `<g transform="translate(-40 0) scale(.9 1)">${svg}</g>`;
  }
  let transform = 'translate(600 640)';
  if (view === 2) {
    const zoom = 1.9;
    transform = `translate(${svgNumber(600 - focus[0] * zoom)} ${svgNumber(600 - focus[1] * zoom)}) scale(${zoom})`;
  } else if (view === 3) transform = 'translate(600 700) scale(.74)';
  drawing.defs.push(`<g id="${prefix}B" transform="${transform}">${bagMarkup}</g>`);

  let body = background.body;
  if (view === 3) {
    // presentation box and dust bag behind the bag
    // presentation box behind the bag: lid top seen in perspective, front face, ribbon
    const boxCol = pick(['#efe4d0', '#e7d8bd', '#e3ddd3'], random);
    body += `<ellipse cx="610" cy="905" rx="470" ry="30" fill="#3b2e20" filter="url(#${prefix}s)"/>`;
    body += `<path d="M210 230H990L1050 330H150Z" fill="${lighten(boxCol, 0.35)}"/>`;
    body += `<rect x="150" y="330" width="900" height="570" fill="${boxCol}"/>`;
    if (!drawing.thumb) body += `<rect x="150" y="330" width="900" height="570" fill="url(#${prefix}S)"/><path d="M150 331H1050" stroke="#fff" stroke-width="3" opacity=".6"/>`;
    body += `<path d="M600 230V900" stroke="#8c6d3c" stroke-width="${drawing.thumb ? 14 : 10}" opacity=".75"/>`;
    const brand = clip(input.brand, 40).toUpperCase();
    const fontSize = Math.min(40, 300 / Math.max(1, textWidthEm(brand, 0.3)));
    if (!drawing.thumb)
      body += `<text x="820" y="${svgNumber(400 + fontSize * 0.3)}" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * 0.3)}" text-anchor="middle" fill="#6d5a3a">${escapeXml(brand)}</text>`;
  }
  const shadowY = view === 2 ? 1190 : view === 3 ? 700 + bottom * 0.74 : 640 + bottom;
  const shadowHalfWidth = view === 3 ? halfW * 0.8 : halfW * 1.05;
  body += `<ellipse cx="610" cy="${svgNumber(shadowY + 6)}" rx="${svgNumber(shadowHalfWidth)}" ry="${drawing.thumb ? 26 : 30}" fill="#3b2e20" filter="url(#${prefix}s)"/>`;
  body += `<use href="#${prefix}B"/>`;
  if (view === 0 && !drawing.thumb) {
    const brand = clip(input.brand, 40).toUpperCase();
    const fontSize = Math.min(30, 700 / Math.max(1, textWidthEm(brand, 0.35)));
    body += `<text x="600" y="1140" font-size="${svgNumber(fontSize)}" letter-spacing="${svgNumber(fontSize * 0.35)}" text-anchor="middle" fill="#8a7a5c" opacity=".8">${escapeXml(brand)}</text>`;
  }
  return svgDocument(canvas, `${input.brand} ${input.model}`, drawing.defs.join(''), body);
}
