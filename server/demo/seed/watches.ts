/**
 * Turns the watch catalogue (watch-models.ts) into stock: watch i of the boutique, deterministically.
 *
 * How a watch is drawn
 * - Brand: even indexes cycle through the ten home-page brands (part 1 §2.2), so each of them has at least
 *   count/20 pieces; odd indexes first visit every stocked brand once, then draw by brand weight.
 * - Model and reference by weight (vintage models count less: stock is mostly 2010–2025), dial among the
 *   reference's dials, year within the reference's production years (skewed to recent), city.
 * - The schema makes (brand, reference, production_year, city) unique. When the drawn combination is taken the
 *   watch is redrawn: first within the brand; then, if the brand has variant codes, with a variant reference
 *   ("126610LN-0007", "5711/1A-014"); finally in another brand. A real boutique never gets there; the
 *   100 000-watch benchmark catalogue does.
 * - Condition, full set and price follow the age; a few pieces are on sale, on request or without a price.
 *
 * Watch i depends only on i and on the watches before it, never on how many are generated in total: a later
 * run with a larger count reproduces the first watches exactly and appends new ones.
 */
import { referenceKey } from '../../catalogue/keys.ts';
import { HOME_PAGE_BRANDS } from '../data/brands.ts';
import { planPhotos, type PhotoPlan } from './photos.ts';
import { hashSeed, Rng } from './random.ts';
import {
  WORKSHOPS,
  type CaseMaterialKey,
  type CityKey,
  type ConditionKey,
  type DialKey,
  type FunctionKey,
  type GlassKey,
  type MovementKey,
  type StrapKey,
  type WatchTypeKey,
} from '../data/reference.ts';
import { previousUsd, usd } from './text.ts';
import { describeWatch, VINTAGE_BEFORE } from './watch-descriptions.ts';
import type { ModelSpec, RefSpec, VariantStyle, WatchBrandSpec } from '../data/watch-models.ts';
import { WATCH_BRANDS } from './watch-catalogue.ts';

export interface GeneratedWatch {
  brand: string;
  collection: string;
  model: string;
  reference: string;
  referenceKey: string;
  type: WatchTypeKey;
  material: CaseMaterialKey;
  glass: GlassKey;
  movement: MovementKey;
  strap: StrapKey;
  condition: ConditionKey;
  city: CityKey;
  /** English name of the workshop (its unique key), or null. */
  workshop: string | null;
  price: string | null;
  /** The price before the sale's reduction; null unless on sale. */
  previousPrice: string | null;
  priceOnRequest: boolean;
  onSale: boolean;
  dial: DialKey;
  diameter: number;
  thickness: number;
  waterResistance: number | null;
  year: number;
  caliber: string;
  powerReserve: number | null;
  limitedPieces: number | null;
  fullSet: boolean;
  description: string;
  descriptionEn: string;
  popularity: number;
  createdAt: Date;
  functions: readonly FunctionKey[];
  photos: PhotoPlan[];
}

/** created_at values count back from here (never from the clock: the seed must be reproducible). */
export const BASE_DATE = Date.UTC(2026, 9, 1);
const DAY_MS = 86_400_000;

const VINTAGE_SHARE = 0.2;
const MAX_VARIANT = 60;
const ATTEMPTS_IN_BRAND = 16;
const MAX_ATTEMPTS = 400;

const STOCKED = WATCH_BRANDS.filter((brandSpec) => brandSpec.models.length > 0 && brandSpec.weight > 0);
const HOME = HOME_PAGE_BRANDS.map((name) => {
  const brand = STOCKED.find((brandSpec) => brandSpec.brand === name);
  if (!brand) throw new Error(`home-page brand ${name} has no watches in the catalogue`);
  return brand;
});

/** Key of the schema's unique constraint (brand, reference, production_year, city). */
export function watchKey(brand: string, reference: string, year: number, city: string): string {
  return `${brand}\u0000${reference}\u0000${year}\u0000${city}`;
}

export function generateWatches(count: number): GeneratedWatch[] {
  const used = new Set<string>();
  const watches: GeneratedWatch[] = [];
  for (let i = 0; i < count; i++) watches.push(generateWatch(i, used));
  return watches;
}

function scheduledBrand(index: number, rng: Rng): WatchBrandSpec {
  if (index % 2 === 0) return HOME[(index / 2) % HOME.length] as WatchBrandSpec;
  const drawn = (index - 1) / 2;
  return drawn < STOCKED.length ? (STOCKED[drawn] as WatchBrandSpec) : rng.weighted(STOCKED, (brandSpec) => brandSpec.weight);
}

function refYears(model: ModelSpec, ref: RefSpec): readonly [number, number] {
  return ref.years ?? model.years;
}

const isVintage = (model: ModelSpec) => model.years[1] < VINTAGE_BEFORE;
/** Variant codes belong to today's catalogues: only references first made in 2000 or later get them. */
const isCurrent = (model: ModelSpec, ref: RefSpec) => refYears(model, ref)[0] >= 2000;

/** A recent year is likelier than an old one: pre-owned stock is mostly a few years old. */
function pickYear(rng: Rng, [from, to]: readonly [number, number]): number {
  return to - Math.floor((to - from + 1) * rng.float() ** 1.4);
}

/** The reference with variant code n (n ≥ 1), or null when the brand's references have none. */
export function variantReference(style: VariantStyle, reference: string, variant: number): string | null {
  if (style === 'rolex') return `${reference}-${String(variant).padStart(4, '0')}`;
  if (style === 'suffix') {
    const match = /^(.*[-./][A-Z]?)(\d{2,})([A-Z]?)$/.exec(reference);
    if (!match) return null;
    const [, prefix, digits = '', suffix] = match;
    const width = digits.length;
    const value = (Number(digits) + variant) % 10 ** width;
    return `${prefix}${String(value).padStart(width, '0')}${suffix}`;
  }
  return null;
}

function generateWatch(index: number, used: Set<string>): GeneratedWatch {
  const rng = new Rng(hashSeed('watch', index));
  const scheduled = scheduledBrand(index, rng);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const brand = attempt < ATTEMPTS_IN_BRAND ? scheduled : rng.weighted(STOCKED, (candidate) => candidate.weight);
    // A fifth of the pieces of a brand with vintage references are vintage: enough for the filters and the
    // "year" sort to meet 1960s–1980s pieces, while the stock stays mostly 2010–2025.
    const vintage = brand.models.some(isVintage) && rng.chance(VINTAGE_SHARE);
    const model = rng.weighted(brand.models, (model) => (isVintage(model) === vintage ? (model.weight ?? 1) : 0));
    const ref = rng.pick(model.refs);
    const year = pickYear(rng, refYears(model, ref));
    const city: CityKey = rng.chance(0.55) ? 'moscow' : 'dubai';
    let reference = ref.ref;
    // Variant codes only once the plain reference is crowded, and never on older references (their
    // numbering is history, not a catalogue code).
    const mayVary = attempt >= 4 && isCurrent(model, ref) && rng.chance(attempt < ATTEMPTS_IN_BRAND ? 1 : 0.5);
    if (mayVary) reference = variantReference(brand.variant, ref.ref, rng.int(1, MAX_VARIANT)) ?? reference;
    const key = watchKey(brand.brand, reference, year, city);
    if (used.has(key)) continue;
    used.add(key);
    return buildWatch(index, rng, brand, model, ref, reference, year, city);
  }
  throw new Error(`seed: no free (brand, reference, year, city) left for watch #${index}; the catalogue is too small for this count`);
}

function pickCondition(rng: Rng, year: number): ConditionKey {
  if (year >= 2025) return rng.weightedKey({ new: 55, unworn: 45 });
  if (year >= 2022) return rng.weightedKey({ new: 8, unworn: 30, excellent: 50, very_good: 12 });
  if (year >= 2000) return rng.weightedKey({ unworn: 4, excellent: 46, very_good: 38, good: 12 });
  return rng.weightedKey({ excellent: 25, very_good: 45, good: 30 });
}

/** Box and papers get lost with age: ~60 % of the stock has the full set. */
function fullSetChance(year: number): number {
  if (year >= 2023) return 0.85;
  if (year >= 2018) return 0.62;
  if (year >= 2010) return 0.45;
  if (year >= VINTAGE_BEFORE) return 0.3;
  return 0.15;
}

/** Condition moves the price around the reference's market range. */
const CONDITION_PRICE: Record<ConditionKey, number> = { new: 1.06, unworn: 1.03, excellent: 1, very_good: 0.94, good: 0.87 };

function buildWatch(
  index: number,
  rng: Rng,
  brand: WatchBrandSpec,
  model: ModelSpec,
  ref: RefSpec,
  reference: string,
  year: number,
  city: CityKey,
): GeneratedWatch {
  const dial = rng.pick(ref.dials);
  const condition = pickCondition(rng, year);
  const fullSet = rng.chance(fullSetChance(year));

  let limitedPieces: number | null = ref.limited ?? null;
  let editionPremium = 1;
  if (limitedPieces === null && model.editions && rng.chance(0.55)) {
    limitedPieces = rng.pick(model.editions);
    editionPremium = 1.18;
  }

  // Price: a point in the reference's range, moved by condition, set and edition; whole hundreds.
  const [min, max] = ref.price;
  const market = (min + (max - min) * rng.float()) * CONDITION_PRICE[condition] * (fullSet ? 1 : 0.93) * editionPremium;
  // Every 12th watch is on sale (so /api/sale/ is never thin), plus a sprinkling: ~10 % of the stock.
  const onSale = index % 12 === 5 || rng.chance(0.02);
  let price: string | null = usd(onSale ? market * 0.9 : market);
  let priceOnRequest = false;
  if (!onSale) {
    // Grand pieces are more often "on request"; ~2 % have no price yet at all (shown the same way).
    if (rng.chance(market >= 250_000 ? 0.3 : 0.045)) {
      priceOnRequest = true;
      if (rng.chance(0.5)) price = null;
    } else if (rng.chance(0.02)) {
      price = null;
    }
  }

  const workshops = WORKSHOPS.filter((workshopRow) => workshopRow.city === city);
  const workshop = rng.chance(0.4) ? rng.pick(workshops).name_en : null;
  const isHome = (HOME_PAGE_BRANDS as readonly string[]).includes(brand.brand);
  const popularity = Math.min(1000, Math.floor(900 * rng.float() ** 1.7) + (isHome ? rng.int(0, 100) : 0));
  const createdAt = new Date(BASE_DATE - rng.int(0, 540) * DAY_MS - rng.int(0, 86_399) * 1000);

  const watch: Omit<GeneratedWatch, 'description' | 'descriptionEn' | 'photos'> = {
    brand: brand.brand,
    collection: model.collection,
    model: model.name,
    reference,
    referenceKey: referenceKey(reference),
    type: model.type,
    material: ref.material,
    glass: ref.glass ?? model.glass ?? 'sapphire',
    movement: model.movement,
    strap: ref.strap,
    condition,
    city,
    workshop,
    price,
    previousPrice: previousUsd(onSale, price, market),
    priceOnRequest,
    onSale,
    dial,
    diameter: ref.size ?? model.size,
    thickness: model.thickness,
    waterResistance: model.wr,
    year,
    caliber: model.caliber,
    powerReserve: model.movement === 'quartz' ? null : model.power,
    limitedPieces,
    fullSet,
    popularity,
    createdAt,
    functions: model.functions,
  };
  const [description, descriptionEn] = describeWatch(rng, watch);
  return { ...watch, description, descriptionEn, photos: planPhotos(rng, 2, 4) };
}
