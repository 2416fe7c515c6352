/**
 * Jewelry of the boutique: a fixed list of real lines (Love, Juste un Clou, Serpenti, Alhambra, Tiffany T…).
 * Part 1 §9: jewelry and bags are available in Dubai only. Prices are rough secondary-market levels in USD.
 * The fixed list does not grow with SEED_WATCHES: it is upserted by (brand, reference).
 */
import { referenceKey } from '../../catalogue/keys.ts';
import { planPhotos, type PhotoPlan } from './photos.ts';
import { hashSeed, Rng } from './random.ts';
import { JEWELRY_TYPES, type JewelryTypeKey } from '../data/reference.ts';
import { previousUsd, usd } from './text.ts';

const METALS = {
  yg: { ru: 'Жёлтое золото 750', en: '18k yellow gold', from: 'из жёлтого золота 750 пробы' },
  wg: { ru: 'Белое золото 750', en: '18k white gold', from: 'из белого золота 750 пробы' },
  rg: { ru: 'Розовое золото 750', en: '18k rose gold', from: 'из розового золота 750 пробы' },
  tri: { ru: 'Жёлтое, белое и розовое золото 750', en: '18k yellow, white and rose gold', from: 'из жёлтого, белого и розового золота 750 пробы' },
  pt: { ru: 'Платина 950', en: 'Platinum 950', from: 'из платины 950 пробы' },
  ag: { ru: 'Серебро 925', en: 'Sterling silver 925', from: 'из серебра 925 пробы' },
} as const;
type Metal = keyof typeof METALS;

/** `with` completes "… с …" in Russian descriptions; `en` is used after "set with". */
const STONES = {
  diamonds: { ru: 'Бриллианты', en: 'Diamonds', with: 'с бриллиантами', withEn: 'diamonds' },
  diamond4: { ru: 'Бриллианты (4)', en: 'Diamonds (4)', with: 'с четырьмя бриллиантами', withEn: 'four diamonds' },
  solitaire1: { ru: 'Бриллиант 1,01 ct', en: 'Diamond 1.01 ct', with: 'с бриллиантом 1,01 карата', withEn: 'a 1.01 ct diamond' },
  solitaire15: { ru: 'Бриллиант 1,52 ct', en: 'Diamond 1.52 ct', with: 'с бриллиантом 1,52 карата', withEn: 'a 1.52 ct diamond' },
  solitaire2: { ru: 'Бриллиант 2,03 ct', en: 'Diamond 2.03 ct', with: 'с бриллиантом 2,03 карата', withEn: 'a 2.03 ct diamond' },
  mop: { ru: 'Перламутр', en: 'Mother-of-pearl', with: 'с перламутром', withEn: 'mother-of-pearl' },
  onyx: { ru: 'Оникс', en: 'Onyx', with: 'с ониксом', withEn: 'onyx' },
  malachite: { ru: 'Малахит', en: 'Malachite', with: 'с малахитом', withEn: 'malachite' },
  carnelian: { ru: 'Сердолик', en: 'Carnelian', with: 'с сердоликом', withEn: 'carnelian' },
  emeraldOnyx: { ru: 'Изумруды, оникс, бриллианты', en: 'Emeralds, onyx, diamonds', with: 'с изумрудами, ониксом и бриллиантами', withEn: 'emeralds, onyx and diamonds' },
  mopDiamonds: { ru: 'Перламутр, бриллианты', en: 'Mother-of-pearl, diamonds', with: 'с перламутром и бриллиантами', withEn: 'mother-of-pearl and diamonds' },
  sapphiresDiamonds: { ru: 'Сапфиры, бриллианты', en: 'Sapphires, diamonds', with: 'с сапфирами и бриллиантами', withEn: 'sapphires and diamonds' },
} as const;
type Stone = keyof typeof STONES;

type Condition = 'new' | 'excellent' | 'very_good';
const CONDITION_TEXT: Record<Condition, [string, string]> = {
  new: ['Новое, не носилось', 'New, never worn'],
  excellent: ['Отличное: минимальные следы носки', 'Excellent: minimal signs of wear'],
  very_good: ['Очень хорошее: лёгкие потёртости металла', 'Very good: light surface marks on the metal'],
};

interface JewelrySpec {
  brand: string;
  type: JewelryTypeKey;
  model: string;
  ref: string;
  metal: Metal;
  stone: Stone | null;
  price: number;
  condition: Condition;
  /** Ring or bracelet size (text), or chain length in cm (number); shown in the description. */
  size?: string | number;
}

const jewelrySpec = (brand: string, type: JewelryTypeKey, model: string, ref: string, metal: Metal, stone: Stone | null, price: number, condition: Condition, size?: string | number): JewelrySpec =>
  size === undefined ? { brand, type, model, ref, metal, stone, price, condition } : { brand, type, model, ref, metal, stone, price, condition, size };

export const JEWELRY: readonly JewelrySpec[] = [
  jewelrySpec('Cartier', 'bracelet', 'Love', 'B6067417', 'yg', null, 7500, 'excellent', '17'),
  jewelrySpec('Cartier', 'bracelet', 'Love', 'B6067517', 'rg', null, 7600, 'new', '16'),
  jewelrySpec('Cartier', 'bracelet', 'Love', 'B6070417', 'wg', 'diamond4', 11500, 'excellent', '17'),
  jewelrySpec('Cartier', 'ring', 'Love', 'B4084800', 'yg', null, 1900, 'very_good', '52'),
  jewelrySpec('Cartier', 'bracelet', 'Juste un Clou', 'B6048317', 'yg', null, 7800, 'excellent', '17'),
  jewelrySpec('Cartier', 'bracelet', 'Juste un Clou', 'B6048517', 'rg', 'diamonds', 15500, 'new', '16'),
  jewelrySpec('Cartier', 'ring', 'Juste un Clou', 'B4092600', 'rg', null, 2300, 'excellent', '54'),
  jewelrySpec('Cartier', 'ring', 'Clash de Cartier', 'B4233000', 'rg', null, 3600, 'new', '53'),
  jewelrySpec('Cartier', 'ring', 'Trinity', 'B4052700', 'tri', null, 1800, 'very_good', '51'),
  jewelrySpec('Cartier', 'necklace', 'Panthère de Cartier', 'N7424268', 'yg', 'emeraldOnyx', 38000, 'excellent', 42),
  jewelrySpec('Cartier', 'brooch', 'Panthère de Cartier', 'N7501001', 'yg', 'emeraldOnyx', 29000, 'excellent'),
  jewelrySpec('Bvlgari', 'bracelet', 'Serpenti Viper', 'BR858797', 'rg', 'diamonds', 11800, 'new', 'M'),
  jewelrySpec('Bvlgari', 'ring', 'Serpenti Viper', 'AN858582', 'rg', null, 2700, 'excellent', '54'),
  jewelrySpec('Bvlgari', 'ring', 'B.zero1', 'AN852405', 'rg', null, 2600, 'excellent', '55'),
  jewelrySpec('Bvlgari', 'necklace', 'B.zero1', 'CL856214', 'yg', null, 3500, 'new', 45),
  jewelrySpec('Bvlgari', 'necklace', "Divas' Dream", 'CL857004', 'rg', 'mopDiamonds', 4900, 'new', 42),
  jewelrySpec('Bvlgari', 'earrings', 'Bvlgari Bvlgari', 'OR857220', 'yg', 'mop', 4100, 'excellent'),
  jewelrySpec('Van Cleef & Arpels', 'pendant', 'Vintage Alhambra', 'VCARA45900', 'yg', 'mop', 3300, 'new', 42),
  jewelrySpec('Van Cleef & Arpels', 'bracelet', 'Vintage Alhambra', 'VCARA41800', 'yg', 'onyx', 6400, 'excellent'),
  jewelrySpec('Van Cleef & Arpels', 'necklace', 'Vintage Alhambra 10 motifs', 'VCARD34900', 'yg', 'malachite', 15500, 'excellent', 42),
  jewelrySpec('Van Cleef & Arpels', 'necklace', 'Magic Alhambra 16 motifs', 'VCARD79300', 'yg', 'carnelian', 23500, 'very_good', 84),
  jewelrySpec('Van Cleef & Arpels', 'earrings', 'Sweet Alhambra', 'VCARF69000', 'yg', 'mop', 3100, 'new'),
  jewelrySpec('Van Cleef & Arpels', 'bracelet', 'Perlée signature', 'VCARO9Z900', 'yg', null, 5200, 'excellent', 'M'),
  jewelrySpec('Van Cleef & Arpels', 'pendant', 'Frivole', 'VCARP24100', 'wg', 'diamonds', 8600, 'new', 42),
  jewelrySpec('Tiffany & Co.', 'bracelet', 'Tiffany T Wire', '62618430', 'rg', null, 1800, 'excellent', 'M'),
  jewelrySpec('Tiffany & Co.', 'ring', 'Tiffany T T1', '67796287', 'rg', 'diamonds', 3200, 'new', '53'),
  jewelrySpec('Tiffany & Co.', 'bracelet', 'Tiffany HardWear Link', '64008372', 'yg', null, 12500, 'excellent', 'M'),
  jewelrySpec('Tiffany & Co.', 'earrings', 'Tiffany Victoria', '60004285', 'pt', 'diamonds', 11000, 'excellent'),
  jewelrySpec('Tiffany & Co.', 'ring', 'Tiffany Setting', '13429914', 'pt', 'solitaire15', 28000, 'excellent', '52'),
  jewelrySpec('Tiffany & Co.', 'ring', 'Tiffany Knot', '69526220', 'yg', null, 3100, 'new', '54'),
  jewelrySpec('Graff', 'pendant', 'Butterfly Silhouette', 'GP5712', 'wg', 'diamonds', 9500, 'new', 42),
  jewelrySpec('Graff', 'ring', 'Graff Laurence Graff Signature', 'RGR478', 'pt', 'solitaire2', 72000, 'excellent', '53'),
  jewelrySpec('Graff', 'ring', 'Spiral', 'RGR512', 'wg', 'diamonds', 12500, 'excellent', '52'),
  jewelrySpec('Graff', 'earrings', 'Classic Graff Studs', 'GE3317', 'pt', 'diamonds', 18500, 'new'),
  jewelrySpec('Harry Winston', 'ring', 'Classic Winston', 'RGDPRD010CL', 'pt', 'solitaire1', 31000, 'excellent', '52'),
  jewelrySpec('Harry Winston', 'earrings', 'Sunflower', 'ERDPSM020SF', 'pt', 'diamonds', 18000, 'new'),
  jewelrySpec('Harry Winston', 'necklace', 'Winston Cluster', 'NKDPCL165WC', 'pt', 'diamonds', 46000, 'excellent', 40),
  jewelrySpec('Chopard', 'pendant', 'Happy Diamonds Icons', '799201-1001', 'wg', 'diamonds', 3000, 'new', 45),
  jewelrySpec('Chopard', 'ring', 'Ice Cube', '827702-5010', 'rg', null, 2200, 'excellent', '54'),
  jewelrySpec('Chopard', 'bracelet', 'Happy Hearts', '85A611-5001', 'rg', 'mopDiamonds', 1900, 'new', 'M'),
  jewelrySpec('Piaget', 'ring', 'Possession', 'G34PA600', 'rg', 'diamonds', 2700, 'excellent', '53'),
  jewelrySpec('Piaget', 'bracelet', 'Possession', 'G36PA900', 'rg', 'diamonds', 3900, 'new', 'M'),
  jewelrySpec('Piaget', 'pendant', 'Piaget Rose', 'G33U0059', 'rg', 'diamonds', 5200, 'excellent', 42),
  jewelrySpec('Chanel', 'ring', 'Coco Crush', 'J10864', 'yg', null, 2600, 'new', '52'),
  jewelrySpec('Chanel', 'earrings', 'Camélia', 'J2533', 'wg', 'diamonds', 9200, 'excellent'),
  jewelrySpec('Chanel', 'brooch', 'Camélia', 'J2856', 'wg', 'diamonds', 12500, 'very_good'),
  jewelrySpec('Messika', 'pendant', 'Move Uno', '04426-YG', 'yg', 'diamonds', 1600, 'new', 42),
  jewelrySpec('Messika', 'bracelet', 'Move Romane', '07143-WG', 'wg', 'diamonds', 3600, 'excellent', 'M'),
  jewelrySpec('Messika', 'ring', 'Move Titanium', '10103-PG', 'rg', 'diamonds', 2900, 'new', '53'),
  jewelrySpec('Hermès', 'ring', 'Kelly', 'H112703B', 'rg', null, 4200, 'excellent', '52'),
  jewelrySpec('Hermès', 'bracelet', "Chaîne d'ancre", 'H102522B', 'ag', null, 1500, 'very_good', 'MM'),
  jewelrySpec('Harry Winston', 'ring', 'Classic Winston Sapphire', 'RGSPPS020CL', 'pt', 'sapphiresDiamonds', 26000, 'excellent', '53'),
];

export interface GeneratedJewelry {
  brand: string;
  type: JewelryTypeKey;
  model: string;
  reference: string;
  referenceKey: string;
  price: string | null;
  /** The price before the sale's reduction; null unless on sale. */
  previousPrice: string | null;
  priceOnRequest: boolean;
  onSale: boolean;
  metal: string;
  metalEn: string;
  stone: string | null;
  stoneEn: string | null;
  fullSet: boolean;
  equipment: string | null;
  equipmentEn: string | null;
  condition: string;
  conditionEn: string;
  description: string;
  descriptionEn: string;
  popularity: number;
  createdAt: Date;
  photos: PhotoPlan[];
}

export function generateJewelry(baseDate: number): GeneratedJewelry[] {
  return JEWELRY.map((spec, index) => {
    const rng = new Rng(hashSeed('jewelry', index));
    const metal = METALS[spec.metal];
    const stone = spec.stone ? STONES[spec.stone] : null;
    const type = JEWELRY_TYPES[spec.type];
    // Every 8th piece is on sale; the grandest solitaire is priced on request (a boutique shows it in person).
    const onSale = index % 8 === 3;
    const priceOnRequest = !onSale && spec.price >= 70_000;
    const fullSet = spec.condition === 'new' || rng.chance(0.6);
    const [equipment, equipmentEn]: [string | null, string | null] = fullSet
      ? ['Фирменная коробка, сертификат бренда', "Original box and the brand's certificate"]
      : rng.chance(0.5)
        ? ['Фирменный мешочек', 'Brand pouch']
        : [null, null];
    const [condition, conditionEn] = CONDITION_TEXT[spec.condition];
    const typeRu = type.ru.toLowerCase();
    const typeEn = type.en.toLowerCase();
    const sizeRu = typeof spec.size === 'number' ? ` Длина цепочки ${spec.size} см.` : spec.size ? ` Размер ${spec.size}.` : '';
    const sizeEn = typeof spec.size === 'number' ? ` Chain length ${spec.size} cm.` : spec.size ? ` Size ${spec.size}.` : '';
    const description =
      `${spec.brand} ${spec.model}: ${typeRu} ${metal.from}${stone ? ` ${stone.with}` : ''}.${sizeRu}` +
      ` ${fullSet ? 'Полный комплект' : 'Без полного комплекта'}; состояние: ${condition.toLowerCase()}.`;
    const descriptionEn =
      `${spec.brand} ${spec.model} ${typeEn} in ${metal.en}${stone ? `, set with ${stone.withEn}` : ''}.${sizeEn}` +
      ` ${fullSet ? 'Full set' : 'Without the full set'}; condition: ${conditionEn.toLowerCase()}.`;
    return {
      brand: spec.brand,
      type: spec.type,
      model: spec.model,
      reference: spec.ref,
      referenceKey: referenceKey(spec.ref),
      price: priceOnRequest ? null : usd(onSale ? spec.price * 0.9 : spec.price),
      previousPrice: previousUsd(onSale, priceOnRequest ? null : usd(spec.price * 0.9), spec.price),
      priceOnRequest,
      onSale,
      metal: metal.ru,
      metalEn: metal.en,
      stone: stone?.ru ?? null,
      stoneEn: stone?.en ?? null,
      fullSet,
      equipment,
      equipmentEn,
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
