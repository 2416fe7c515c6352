/**
 * Bags of the boutique: a fixed list of real models (Birkin, Kelly, Constance, Classic Flap, Lady Dior…) in the
 * leathers and colours they are made in. Part 1 §9: jewelry and bags are available in Dubai only.
 *
 * References follow each house's own product-code style (Chanel "A01112", Louis Vuitton "M41108", Dior
 * "M0565ONGE_M900", Goyard "STLOUIPMLTY01CL01P"); Hermès does not publish references for its bags, so theirs are
 * the boutique's stock codes built from model, leather and the Hermès colour code ("BK25-TOGO-37-GHW").
 * Prices are rough resale levels in USD (a Birkin 25 in Togo sells well above its boutique price).
 */
import { referenceKey } from '../../catalogue/keys.ts';
import { planPhotos, type PhotoPlan } from './photos.ts';
import { hashSeed, Rng } from './random.ts';
import { previousUsd, usd } from './text.ts';

const LEATHERS = {
  togo: ['Телячья кожа Togo', 'Togo calfskin'],
  epsom: ['Тиснёная телячья кожа Epsom', 'Epsom calfskin'],
  clemence: ['Кожа Taurillon Clemence', 'Taurillon Clemence leather'],
  swift: ['Гладкая телячья кожа Swift', 'Swift calfskin'],
  croc: ['Кожа нильского крокодила (Crocodylus niloticus), глянцевая', 'Shiny Niloticus crocodile'],
  crocMatte: ['Кожа нильского крокодила (Crocodylus niloticus), матовая', 'Matte Niloticus crocodile'],
  caviar: ['Зернистая телячья кожа Caviar', 'Caviar leather'],
  lambskin: ['Кожа ягнёнка', 'Lambskin'],
  agedCalf: ['Состаренная телячья кожа', 'Aged calfskin'],
  taurillon: ['Кожа Taurillon', 'Taurillon leather'],
  monogram: ['Канва Monogram', 'Monogram canvas'],
  monogramEclipse: ['Канва Monogram Eclipse', 'Monogram Eclipse canvas'],
  epi: ['Кожа Epi', 'Epi leather'],
  cannage: ['Кожа ягнёнка, стёжка Cannage', 'Cannage lambskin'],
  oblique: ['Жаккард Dior Oblique', 'Dior Oblique jacquard'],
  goyardine: ['Канва Goyardine', 'Goyardine canvas'],
  intrecciato: ['Плетёная кожа наппа Intreccio', 'Intrecciato nappa'],
  padded: ['Стёганая плетёная кожа Intreccio', 'Padded intrecciato leather'],
  ffJacquard: ['Жаккард FF', 'FF jacquard'],
  selleria: ['Кожа Cuoio Romano, строчка Selleria', 'Selleria Cuoio Romano leather'],
  shinyCalf: ['Глянцевая телячья кожа', 'Shiny calfskin'],
  drummed: ['Телячья кожа с фактурой drummed', 'Drummed calfskin'],
  calf: ['Телячья кожа', 'Calfskin'],
  boxCalf: ['Телячья кожа box calf', 'Box calf'],
  nylon: ['Нейлон Re-Nylon', 'Re-Nylon'],
  saffiano: ['Кожа Saffiano', 'Saffiano leather'],
} as const satisfies Record<string, readonly [string, string]>;
type Leather = keyof typeof LEATHERS;

const COLOURS = {
  gold: ['Gold (карамельный)', 'Gold (caramel)'],
  noir: ['Чёрный (Noir)', 'Black (Noir)'],
  etoupe: ['Серо-коричневый (Étoupe)', 'Taupe (Étoupe)'],
  etain: ['Серый (Étain)', 'Gray (Étain)'],
  craie: ['Кремовый (Craie)', 'Off-white (Craie)'],
  rouge: ['Красный (Rouge Casaque)', 'Red (Rouge Casaque)'],
  bleuSaphir: ['Тёмно-синий (Bleu Saphir)', 'Navy (Bleu Saphir)'],
  vertCypres: ['Тёмно-зелёный (Vert Cyprès)', 'Dark green (Vert Cyprès)'],
  rose: ['Розовый (Rose Sakura)', 'Pink (Rose Sakura)'],
  black: ['Чёрный', 'Black'],
  beige: ['Бежевый', 'Beige'],
  white: ['Белый', 'White'],
  navy: ['Тёмно-синий', 'Navy'],
  brown: ['Коричневый', 'Brown'],
  tan: ['Светло-коричневый', 'Tan'],
  green: ['Зелёный', 'Green'],
  red: ['Красный', 'Red'],
  pink: ['Розовый', 'Pink'],
  monogram: ['Коричневый Monogram', 'Monogram brown'],
  eclipse: ['Чёрно-серый Eclipse', 'Eclipse black and gray'],
  oblique: ['Синий Oblique', 'Blue Oblique'],
} as const satisfies Record<string, readonly [string, string]>;
type Colour = keyof typeof COLOURS;

type Kit = 'hermes' | 'chanel' | 'box' | 'dustbag' | 'none';
const KITS: Record<Kit, [string, string] | null> = {
  hermes: ['Пыльник, коробка, замок, ключи в клошете, дождевик', 'Dust bag, box, lock, keys in clochette, raincoat'],
  chanel: ['Пыльник, коробка, карточка подлинности', 'Dust bag, box, authenticity card'],
  box: ['Пыльник, коробка', 'Dust bag, box'],
  dustbag: ['Пыльник', 'Dust bag'],
  none: null,
};

type Condition = 'new' | 'excellent' | 'very_good' | 'good';
const CONDITION_TEXT: Record<Condition, [string, string]> = {
  new: ['Новая, плёнка на фурнитуре', 'New, protective film still on the hardware'],
  excellent: ['Отличное: форма сохранена, углы без потёртостей', 'Excellent: holds its shape, corners without wear'],
  very_good: ['Очень хорошее: лёгкие следы на углах и фурнитуре', 'Very good: light marks on corners and hardware'],
  good: ['Хорошее: заметные следы носки, без повреждений', 'Good: visible signs of use, no damage'],
};

interface BagSpec {
  brand: string;
  model: string;
  ref: string;
  leather: Leather;
  colour: Colour;
  /** Hardware, where it matters to buyers ("gold hardware", "palladium hardware"). */
  hardware: 'ghw' | 'phw' | 'rhw' | null;
  price: number;
  condition: Condition;
  kit: Kit;
}

const brandSpec = (brand: string, model: string, ref: string, leather: Leather, colour: Colour, hardware: BagSpec['hardware'], price: number, condition: Condition, kit: Kit): BagSpec => ({
  brand, model, ref, leather, colour, hardware, price, condition, kit,
});

export const BAGS: readonly BagSpec[] = [
  brandSpec('Hermès', 'Birkin 25', 'BK25-TOGO-37-GHW', 'togo', 'gold', 'ghw', 33500, 'new', 'hermes'),
  brandSpec('Hermès', 'Birkin 25', 'BK25-TOGO-89-PHW', 'togo', 'noir', 'phw', 31000, 'excellent', 'hermes'),
  brandSpec('Hermès', 'Birkin 25', 'BK25-SWIFT-10-GHW', 'swift', 'craie', 'ghw', 34500, 'new', 'hermes'),
  brandSpec('Hermès', 'Birkin 25', 'BK25-CROC-89-GHW', 'croc', 'noir', 'ghw', 125000, 'new', 'hermes'),
  brandSpec('Hermès', 'Birkin 30', 'BK30-TOGO-18-PHW', 'togo', 'etoupe', 'phw', 24500, 'excellent', 'hermes'),
  brandSpec('Hermès', 'Birkin 30', 'BK30-EPSOM-37-GHW', 'epsom', 'gold', 'ghw', 23500, 'very_good', 'hermes'),
  brandSpec('Hermès', 'Birkin 30', 'BK30-CROCM-7K-PHW', 'crocMatte', 'bleuSaphir', 'phw', 98000, 'excellent', 'hermes'),
  brandSpec('Hermès', 'Birkin 35', 'BK35-CLEM-8F-PHW', 'clemence', 'etain', 'phw', 17500, 'very_good', 'hermes'),
  brandSpec('Hermès', 'Kelly 25 Sellier', 'KL25S-EPSOM-Q5-GHW', 'epsom', 'rouge', 'ghw', 32000, 'new', 'hermes'),
  brandSpec('Hermès', 'Kelly 28 Retourne', 'KL28R-TOGO-37-GHW', 'togo', 'gold', 'ghw', 25500, 'excellent', 'hermes'),
  brandSpec('Hermès', 'Kelly 28 Sellier', 'KL28S-EPSOM-89-PHW', 'epsom', 'noir', 'phw', 28000, 'excellent', 'hermes'),
  brandSpec('Hermès', 'Kelly 25 Retourne', 'KL25R-SWIFT-10-PHW', 'swift', 'craie', 'phw', 29500, 'very_good', 'hermes'),
  brandSpec('Hermès', 'Mini Kelly 20 II', 'MK20-EPSOM-3Q-GHW', 'epsom', 'rose', 'ghw', 39000, 'new', 'hermes'),
  brandSpec('Hermès', 'Kelly Pochette', 'KPO-SWIFT-89-GHW', 'swift', 'noir', 'ghw', 22000, 'excellent', 'box'),
  brandSpec('Hermès', 'Constance 18', 'CO18-EPSOM-89-GHW', 'epsom', 'noir', 'ghw', 19000, 'excellent', 'box'),
  brandSpec('Hermès', 'Constance 24', 'CO24-EPSOM-6O-PHW', 'epsom', 'vertCypres', 'phw', 14500, 'very_good', 'box'),
  brandSpec('Hermès', 'Evelyne PM', 'H056277CK18', 'clemence', 'etoupe', 'phw', 4800, 'excellent', 'box'),
  brandSpec('Hermès', 'Evelyne TPM', 'H069426CK37', 'clemence', 'gold', 'phw', 3900, 'new', 'box'),
  brandSpec('Hermès', 'Picotin Lock 18', 'H056289CC37', 'clemence', 'gold', 'phw', 5800, 'excellent', 'box'),
  brandSpec('Hermès', 'Lindy 26', 'LI26-CLEM-8F-PHW', 'clemence', 'etain', 'phw', 11000, 'very_good', 'box'),
  brandSpec('Chanel', 'Classic Flap Medium', 'A01112', 'caviar', 'black', 'ghw', 10800, 'excellent', 'chanel'),
  brandSpec('Chanel', 'Classic Flap Small', 'A01116', 'lambskin', 'beige', 'ghw', 9600, 'very_good', 'chanel'),
  brandSpec('Chanel', 'Classic Flap Jumbo', 'A58600', 'caviar', 'black', 'phw', 10500, 'excellent', 'chanel'),
  brandSpec('Chanel', '2.55 Reissue 225', 'A37586', 'agedCalf', 'black', 'rhw', 8500, 'excellent', 'chanel'),
  brandSpec('Chanel', 'Boy Bag Medium', 'A67086', 'caviar', 'black', 'rhw', 6500, 'very_good', 'chanel'),
  brandSpec('Chanel', 'Chanel 22 Small', 'AS3260', 'shinyCalf', 'white', 'ghw', 5600, 'new', 'chanel'),
  brandSpec('Louis Vuitton', 'Capucines MM', 'M59438', 'taurillon', 'black', 'phw', 6800, 'excellent', 'box'),
  brandSpec('Louis Vuitton', 'Speedy Bandoulière 25', 'M41113', 'monogram', 'monogram', null, 2100, 'excellent', 'dustbag'),
  brandSpec('Louis Vuitton', 'Keepall Bandoulière 50', 'M40605', 'monogramEclipse', 'eclipse', null, 2600, 'very_good', 'dustbag'),
  brandSpec('Louis Vuitton', 'Neverfull MM', 'M40995', 'monogram', 'monogram', null, 2000, 'good', 'none'),
  brandSpec('Louis Vuitton', 'Twist MM', 'M50282', 'epi', 'black', 'phw', 4100, 'excellent', 'box'),
  brandSpec('Dior', 'Lady Dior Medium', 'M0565ONGE_M900', 'cannage', 'black', 'ghw', 6200, 'excellent', 'box'),
  brandSpec('Dior', 'Lady Dior Mini', 'M0505OCAL_M900', 'cannage', 'black', 'ghw', 4800, 'new', 'box'),
  brandSpec('Dior', 'Saddle Bag', 'M0446CTZQ_M928', 'oblique', 'oblique', 'ghw', 3600, 'excellent', 'box'),
  brandSpec('Dior', 'Book Tote Medium', 'M1296ZRIW_M928', 'oblique', 'oblique', null, 3300, 'very_good', 'dustbag'),
  brandSpec('Goyard', 'Saint Louis PM', 'STLOUIPMLTY01CL01P', 'goyardine', 'black', null, 1900, 'excellent', 'dustbag'),
  brandSpec('Goyard', 'Saint Louis GM', 'STLOUIGMLTY12CL12P', 'goyardine', 'navy', null, 2300, 'new', 'dustbag'),
  brandSpec('Goyard', 'Artois MM', 'ARTOISMMLTY01CL01P', 'goyardine', 'black', null, 3000, 'excellent', 'dustbag'),
  brandSpec('Bottega Veneta', 'Jodie Mini', '651876VCPP58425', 'intrecciato', 'tan', 'ghw', 2800, 'excellent', 'dustbag'),
  brandSpec('Bottega Veneta', 'Cassette', '591970VCQR19000', 'padded', 'black', 'ghw', 3600, 'new', 'box'),
  brandSpec('Fendi', 'Baguette', '8BR600A5K4F0KUR', 'ffJacquard', 'brown', 'ghw', 2900, 'excellent', 'dustbag'),
  brandSpec('Fendi', 'Peekaboo ISeeU Medium', '8BN321AAIWF0NL1', 'selleria', 'tan', 'phw', 5200, 'excellent', 'box'),
  brandSpec('Celine', 'Triomphe', '188423BF4.38NO', 'shinyCalf', 'black', 'ghw', 3600, 'new', 'box'),
  brandSpec('Celine', 'Luggage Nano', '168243DRU.38NO', 'drummed', 'black', 'ghw', 2800, 'very_good', 'dustbag'),
  brandSpec('Loewe', 'Puzzle Small', 'A510S21X01', 'calf', 'tan', 'phw', 3000, 'excellent', 'dustbag'),
  brandSpec('Loewe', 'Flamenco Clutch', 'A411FC2X01', 'calf', 'green', 'ghw', 2700, 'new', 'dustbag'),
  brandSpec('Delvaux', 'Brillant MM', 'AA0406AAX099ZPA', 'boxCalf', 'black', 'phw', 6800, 'excellent', 'box'),
  brandSpec('Delvaux', 'Tempête MM', 'AA0555ADV099ZPA', 'boxCalf', 'red', 'phw', 5900, 'new', 'box'),
  brandSpec('Prada', 'Re-Edition 2005', '1BH204_R064_F0002', 'nylon', 'black', 'phw', 1900, 'excellent', 'dustbag'),
  brandSpec('Prada', 'Galleria Medium', '1BA863_NZV_F0002', 'saffiano', 'black', 'ghw', 3400, 'very_good', 'dustbag'),
  brandSpec('Gucci', 'Jackie 1961 Small', '636709 HUHHG 1000', 'calf', 'black', 'ghw', 2800, 'excellent', 'dustbag'),
  brandSpec('Gucci', 'Horsebit 1955 Shoulder Bag', '602204 92TCG 8563', 'calf', 'pink', 'ghw', 2400, 'new', 'dustbag'),
];

const HARDWARE: Record<NonNullable<BagSpec['hardware']>, [string, string]> = {
  ghw: ['золотистая фурнитура', 'gold-tone hardware'],
  phw: ['палладиевая фурнитура', 'palladium hardware'],
  rhw: ['фурнитура цвета рутений', 'ruthenium hardware'],
};

export interface GeneratedBag {
  brand: string;
  model: string;
  reference: string;
  referenceKey: string;
  price: string | null;
  /** The price before the sale's reduction; null unless on sale. */
  previousPrice: string | null;
  priceOnRequest: boolean;
  onSale: boolean;
  colour: string;
  colourEn: string;
  material: string;
  materialEn: string;
  fullSet: boolean;
  kit: string | null;
  kitEn: string | null;
  condition: string;
  conditionEn: string;
  description: string;
  descriptionEn: string;
  popularity: number;
  createdAt: Date;
  photos: PhotoPlan[];
}

export function generateBags(baseDate: number): GeneratedBag[] {
  return BAGS.map((spec, index) => {
    const rng = new Rng(hashSeed('bag', index));
    const [material, materialEn] = LEATHERS[spec.leather];
    const [colour, colourEn] = COLOURS[spec.colour];
    const kit = KITS[spec.kit];
    // A complete set is what the house itself packs with the bag: at least its box (for Hermès' Birkin and
    // Kelly also lock, keys and raincoat; Chanel adds its authenticity card).
    const fullSet = spec.kit === 'hermes' || spec.kit === 'chanel' || spec.kit === 'box';
    // Every 9th bag is on sale; exotic-leather Birkins are shown in person and priced on request.
    const onSale = index % 9 === 4;
    const priceOnRequest = !onSale && spec.price >= 90_000;
    const [condition, conditionEn] = CONDITION_TEXT[spec.condition];
    const hardware = spec.hardware ? HARDWARE[spec.hardware] : null;
    const description =
      `${spec.brand} ${spec.model}: ${material.charAt(0).toLowerCase()}${material.slice(1)}, цвет ${colour}` +
      `${hardware ? `, ${hardware[0]}` : ''}. ${kit ? `Комплект: ${kit[0].toLowerCase()}` : 'Без комплекта'}; состояние: ${condition.toLowerCase()}.`;
    const descriptionEn =
      `${spec.brand} ${spec.model}: ${materialEn}, color ${colourEn}${hardware ? `, ${hardware[1]}` : ''}.` +
      ` ${kit ? `Comes with: ${kit[1].toLowerCase()}` : 'Bag only'}; condition: ${conditionEn.toLowerCase()}.`;
    return {
      brand: spec.brand,
      model: spec.model,
      reference: spec.ref,
      referenceKey: referenceKey(spec.ref),
      price: usd(onSale ? spec.price * 0.9 : spec.price),
      previousPrice: previousUsd(onSale, usd(spec.price * 0.9), spec.price),
      priceOnRequest,
      onSale,
      colour,
      colourEn,
      material,
      materialEn,
      fullSet,
      kit: kit?.[0] ?? null,
      kitEn: kit?.[1] ?? null,
      condition,
      conditionEn,
      description,
      descriptionEn,
      popularity: Math.floor(1000 * rng.float() ** 1.5),
      createdAt: new Date(baseDate - rng.int(0, 400) * 86_400_000 - rng.int(0, 86_399) * 1000),
      photos: planPhotos(rng, 1, 3),
    };
  });
}
