/** What a bag drawing is made of: its silhouette, leather colour and texture, and the leather, stitching, handles and hardware every silhouette shares. */
import { svgNumber } from '../../../media/svg.ts';
import { type Metal, darken, lighten, luminance, metalGradient } from '../palette.ts';
import { type Random, norm, pick } from '../studio.ts';

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

export function textureOf(material: string | null | undefined): Texture {
  const text = norm(material);
  if (/croc|крокод|alligator|аллигатор|porosus|niloticus|lizard|ящер|python|питон|exotic|экзот/.test(text)) return 'croc';
  if (/ostrich|страус/.test(text)) return 'ostrich';
  if (/canvas|канва|monogram|монограм|toile|jacquard|жаккард|oblique|damier|tweed|твид/.test(text)) return 'canvas';
  if (/suede|замш|velvet|бархат|doblis/.test(text)) return 'suede';
  if (/togo|clemence|taurillon|caviar|икр|grain|зерн|epsom|эпсом|fjord|evercolor|chevre|козь|pebbled/.test(text)) return 'grain';
  return 'smooth';
}

export interface BagDrawing {
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

export function trap(topW: number, botW: number, top: number, bottom: number, cornerRadius: number): string {
  const topHalf = topW / 2;
  const bottomHalf = botW / 2;
  return `M${svgNumber(-topHalf)} ${svgNumber(top)}H${svgNumber(topHalf)}L${svgNumber(bottomHalf)} ${svgNumber(bottom - cornerRadius)}Q${svgNumber(bottomHalf)} ${svgNumber(bottom)} ${svgNumber(bottomHalf - cornerRadius)} ${svgNumber(bottom)}H${svgNumber(-bottomHalf + cornerRadius)}Q${svgNumber(-bottomHalf)} ${svgNumber(bottom)} ${svgNumber(-bottomHalf)} ${svgNumber(bottom - cornerRadius)}Z`;
}

export function leatherDefs(drawing: BagDrawing): void {
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
export function leather(drawing: BagDrawing, path: string, opts: { quilt?: boolean; shade?: boolean; stroke?: boolean } = {}): string {
  const { prefix } = drawing;
  let markup = `<path d="${path}" fill="url(#${prefix}L)"${opts.stroke === false ? '' : ` stroke="${darken(drawing.color, 0.5)}" stroke-width="2"`}/>`;
  if (drawing.defs.some((def) => def.startsWith(`<pattern id="${prefix}T"`))) markup += `<path d="${path}" fill="url(#${prefix}T)"/>`;
  if (opts.quilt && drawing.quilted) markup += `<path d="${path}" fill="url(#${prefix}Q)"/>`;
  if (opts.shade !== false) markup += `<path d="${path}" fill="url(#${prefix}S)"/>`;
  if (opts.shade !== false && !drawing.thumb && (drawing.texture === 'smooth' || drawing.texture === 'croc')) markup += `<path d="${path}" fill="url(#${prefix}K)"/>`;
  return markup;
}

export function stitch(drawing: BagDrawing, path: string): string {
  if (drawing.thumb) return '';
  const col = luminance(drawing.color) > 0.6 ? darken(drawing.color, 0.3) : lighten(drawing.color, 0.45);
  return `<path d="${path}" fill="none" stroke="${col}" stroke-width="2.5" stroke-dasharray="9 7" opacity=".8"/>`;
}

export function handle(drawing: BagDrawing, halfSpan: number, baseY: number, height: number, width: number, back = false): string {
  const path = `M${svgNumber(-halfSpan)} ${svgNumber(baseY)}C${svgNumber(-halfSpan)} ${svgNumber(baseY - height * 1.3)} ${svgNumber(halfSpan)} ${svgNumber(baseY - height * 1.3)} ${svgNumber(halfSpan)} ${svgNumber(baseY)}`;
  const col = back ? darken(drawing.color, 0.3) : drawing.color;
  let markup = `<path d="${path}" fill="none" stroke="${darken(drawing.color, 0.55)}" stroke-width="${svgNumber(width + 4)}" stroke-linecap="round"/>`;
  markup += `<path d="${path}" fill="none" stroke="${col}" stroke-width="${svgNumber(width)}" stroke-linecap="round"/>`;
  if (!back && !drawing.thumb) markup += `<path d="${path}" fill="none" stroke="#fff" stroke-width="${svgNumber(width * 0.25)}" opacity=".14" transform="translate(-2 -4)"/>`;
  return markup;
}

export function turnLock(drawing: BagDrawing, centreY: number, width = 120, height = 56): string {
  const { prefix } = drawing;
  let markup = `<rect x="${svgNumber(-width / 2)}" y="${svgNumber(centreY - height / 2)}" width="${width}" height="${height}" rx="10" fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="2"/>`;
  markup += `<rect x="-14" y="${svgNumber(centreY - height / 2 - 14)}" width="28" height="${svgNumber(height + 28)}" rx="12" fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="2"/>`;
  return markup;
}

export function padlock(drawing: BagDrawing, topY: number): string {
  const { prefix } = drawing;
  return (
    `<path d="M-22 ${svgNumber(topY)}V${svgNumber(topY - 22)}A22 22 0 0 1 22 ${svgNumber(topY - 22)}V${svgNumber(topY)}" fill="none" stroke="url(#${prefix}h)" stroke-width="9"/>` +
    `<rect x="-34" y="${svgNumber(topY)}" width="68" height="62" rx="12" fill="url(#${prefix}h)" stroke="${drawing.hw.dk}" stroke-width="2"/>` +
    `<circle cy="${svgNumber(topY + 26)}" r="6" fill="${drawing.hw.dk}"/><path d="M0 ${svgNumber(topY + 28)}v16" stroke="${drawing.hw.dk}" stroke-width="5"/>`
  );
}
