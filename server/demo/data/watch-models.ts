/**
 * The watch catalogue the generator draws from: per brand its real collections and models, each with the
 * references that exist for it (case material, strap, dials, years of production, a market price range in USD
 * for a piece in excellent condition). Everything a collector checks — caliber, power reserve, size, water
 * resistance, complications, crystal — belongs to the model or the reference, never to chance, so that the
 * generator can only combine facts that go together (no quartz Nautilus, no 28 mm Submariner, no Rolex
 * tourbillon, no Richard Mille before 2001).
 *
 * Conventions
 * - `size` is the case diameter; for rectangular and tonneau cases the dimension dealers quote (the length of a
 *   Tank or a Reverso, the width of a Richard Mille), kept within 28–47 mm.
 * - `power` in hours, null for quartz. A few calibers famous for long reserves keep their real figure
 *   (F.P. Journe Octa, Blancpain 1315: 120 h) rather than a made-up one.
 * - `wr` in metres; null where the maker gives none (pocket watches, minute repeaters).
 * - `functions` are the model's complications as listed in the functions table (at most three).
 * - `limited` on a reference: that reference is itself a numbered edition of that many pieces.
 *   `editions` on a model: the model also exists in numbered boutique/special editions of these sizes.
 * - Prices are rough secondary-market levels (2024–2025); the generator adjusts them for condition and set.
 */
import type { CaseMaterialKey, DialKey, FunctionKey, GlassKey, MovementKey, StrapKey, WatchTypeKey } from './reference.ts';

type Years = readonly [from: number, to: number];
type Price = readonly [min: number, max: number];

export interface RefSpec {
  ref: string;
  material: CaseMaterialKey;
  strap: StrapKey;
  dials: readonly DialKey[];
  price: Price;
  /** Overrides the model's years (a later or earlier generation of the same reference family). */
  years?: Years;
  /** Overrides the model's diameter. */
  size?: number;
  glass?: GlassKey;
  limited?: number;
}

export interface ModelSpec {
  collection: string;
  name: string;
  type: WatchTypeKey;
  movement: MovementKey;
  caliber: string;
  power: number | null;
  size: number;
  thickness: number;
  wr: number | null;
  functions: readonly FunctionKey[];
  years: Years;
  glass?: GlassKey;
  /** Relative share within the brand (default 1). */
  weight?: number;
  editions?: readonly number[];
  refs: readonly RefSpec[];
}

/**
 * How a brand's references extend when the catalogue is scaled far beyond real stock (SEED_WATCHES=100000):
 * - 'rolex': the full reference with its four-digit variant code ("126610LN-0001"), as Rolex itself writes it;
 * - 'suffix': the brand's own trailing variant group is renumbered ("5711/1A-010" → "5711/1A-014",
 *   "15510ST.OO.1320ST.06" → ".09", "310.30.42.50.01.001" → ".004");
 * - 'none': references are model names or whole model numbers; they never change.
 */
export type VariantStyle = 'rolex' | 'suffix' | 'none';

export interface WatchBrandSpec {
  brand: string;
  /** Share of the freely drawn half of the catalogue (see seed/watches.ts). */
  weight: number;
  variant: VariantStyle;
  collections: readonly string[];
  models: readonly ModelSpec[];
}

/** Reference formats of the three houses collectors check first (tests hold the catalogue to them). */
export const REFERENCE_FORMATS = {
  Rolex: /^\d{4,6}[A-Z]{0,4}(-\d{4})?$/,
  'Patek Philippe': /^\d{2,4}(\/\d{1,4})?[A-Z]{1,2}(-\d{3})?$/,
  'Audemars Piguet': /^(\d{5}[A-Z]{2}\.[A-Z]{2}\.[A-Z0-9]{4,6}\.\d{2}|\d{4}[A-Z]{2})$/,
} as const;

export type RefExtra = Pick<RefSpec, 'years' | 'size' | 'glass' | 'limited'>;

/** One reference as written in the tables: [ref, material, strap, dials, [min, max], {years, size, glass, limited}]. */
export type RefRow = readonly [ref: string, material: CaseMaterialKey, strap: StrapKey, dials: DialKey | readonly DialKey[], price: Price, extra?: RefExtra];
export type ModelRow = Omit<ModelSpec, 'refs'> & { refs: readonly RefRow[] };
export type WatchBrandRow = Omit<WatchBrandSpec, 'models'> & { models: readonly ModelRow[] };

// ── Rolex ──────────────────────────────────────────────────────────────────────────────────────────────────

const rolex: WatchBrandRow = {
  brand: 'Rolex',
  weight: 14,
  variant: 'rolex',
  collections: [
    'Submariner', 'Daytona', 'GMT-Master II', 'GMT-Master', 'Datejust', 'Day-Date', 'Explorer', 'Sea-Dweller',
    'Yacht-Master', 'Sky-Dweller', 'Oyster Perpetual', 'Air-King', 'Milgauss', '1908',
  ],
  models: [
    { collection: 'Submariner', name: 'Submariner', type: 'diver', movement: 'automatic', caliber: '3230', power: 70, size: 41, thickness: 12.5, wr: 300, functions: [], years: [2020, 2025],
      refs: [['124060', 'steel', 'steel_bracelet', 'black', [10500, 13500]]] },
    { collection: 'Submariner', name: 'Submariner', type: 'diver', movement: 'automatic', caliber: '3130', power: 48, size: 40, thickness: 12.5, wr: 300, functions: [], years: [2012, 2020], weight: 0.6,
      refs: [['114060', 'steel', 'steel_bracelet', 'black', [9500, 12000]]] },
    { collection: 'Submariner', name: 'Submariner Date', type: 'diver', movement: 'automatic', caliber: '3235', power: 70, size: 41, thickness: 12.5, wr: 300, functions: ['date'], years: [2020, 2025], weight: 2.5,
      refs: [
        ['126610LN', 'steel', 'steel_bracelet', 'black', [13000, 16500]],
        ['126610LV', 'steel', 'steel_bracelet', 'black', [15500, 19500]],
        ['126613LB', 'two_tone', 'two_tone_bracelet', ['blue', 'black'], [15000, 19000]],
        ['126618LB', 'yellow_gold', 'gold_bracelet', 'blue', [40000, 48000]],
        ['126619LB', 'white_gold', 'gold_bracelet', 'black', [40000, 47000]],
      ] },
    { collection: 'Submariner', name: 'Submariner Date', type: 'diver', movement: 'automatic', caliber: '3135', power: 48, size: 40, thickness: 13, wr: 300, functions: ['date'], years: [2010, 2020], weight: 1.5,
      refs: [
        ['116610LN', 'steel', 'steel_bracelet', 'black', [10500, 13500]],
        ['116610LV', 'steel', 'steel_bracelet', 'green', [16000, 22000]],
        ['116613LB', 'two_tone', 'two_tone_bracelet', 'blue', [12500, 16000]],
        ['116618LB', 'yellow_gold', 'gold_bracelet', 'blue', [32000, 40000]],
      ] },
    { collection: 'Submariner', name: 'Submariner Date', type: 'diver', movement: 'automatic', caliber: '3135', power: 48, size: 40, thickness: 13, wr: 300, functions: ['date'], years: [1989, 2010], weight: 0.6,
      refs: [['16610', 'steel', 'steel_bracelet', 'black', [8500, 11500]]] },
    { collection: 'Submariner', name: 'Submariner', type: 'diver', movement: 'automatic', caliber: '1520', power: 42, size: 40, thickness: 13.5, wr: 200, functions: [], years: [1962, 1989], glass: 'hesalite', weight: 0.5,
      refs: [['5513', 'steel', 'steel_bracelet', 'black', [15000, 32000]]] },
    { collection: 'Submariner', name: 'Submariner Date', type: 'diver', movement: 'automatic', caliber: '1575', power: 42, size: 40, thickness: 14, wr: 200, functions: ['date'], years: [1969, 1979], glass: 'hesalite', weight: 0.4,
      refs: [['1680', 'steel', 'steel_bracelet', 'black', [14000, 28000]]] },

    { collection: 'Daytona', name: 'Cosmograph Daytona', type: 'chronograph', movement: 'automatic', caliber: '4131', power: 72, size: 40, thickness: 12.2, wr: 100, functions: ['chronograph'], years: [2023, 2025], weight: 2.5,
      refs: [
        ['126500LN', 'steel', 'steel_bracelet', ['white', 'black'], [26000, 36000]],
        ['126506', 'platinum', 'platinum_bracelet', 'ice_blue', [120000, 160000]],
        ['126518LN', 'yellow_gold', 'oysterflex', ['black', 'champagne'], [38000, 48000]],
        ['126515LN', 'everose', 'oysterflex', ['black', 'brown'], [38000, 48000]],
        ['126508', 'yellow_gold', 'gold_bracelet', ['green', 'champagne'], [55000, 75000]],
      ] },
    { collection: 'Daytona', name: 'Cosmograph Daytona', type: 'chronograph', movement: 'automatic', caliber: '4130', power: 72, size: 40, thickness: 12.4, wr: 100, functions: ['chronograph'], years: [2016, 2023], weight: 2,
      refs: [
        ['116500LN', 'steel', 'steel_bracelet', ['white', 'black'], [25000, 34000]],
        ['116506', 'platinum', 'platinum_bracelet', 'ice_blue', [95000, 130000], { years: [2013, 2023] }],
        ['116515LN', 'everose', 'oysterflex', ['brown', 'black'], [32000, 42000], { years: [2017, 2023] }],
        ['116508', 'yellow_gold', 'gold_bracelet', 'green', [55000, 80000]],
      ] },
    { collection: 'Daytona', name: 'Cosmograph Daytona', type: 'chronograph', movement: 'automatic', caliber: '4130', power: 72, size: 40, thickness: 12.4, wr: 100, functions: ['chronograph'], years: [2000, 2016],
      refs: [['116520', 'steel', 'steel_bracelet', ['white', 'black'], [18000, 26000]]] },
    { collection: 'Daytona', name: 'Cosmograph Daytona', type: 'chronograph', movement: 'automatic', caliber: '4030', power: 50, size: 40, thickness: 12.5, wr: 100, functions: ['chronograph'], years: [1988, 2000], weight: 0.5,
      refs: [['16520', 'steel', 'steel_bracelet', ['white', 'black'], [24000, 40000]]] },
    { collection: 'Daytona', name: 'Cosmograph Daytona', type: 'chronograph', movement: 'manual', caliber: '727', power: 45, size: 37, thickness: 12.8, wr: 50, functions: ['chronograph'], years: [1970, 1987], glass: 'hesalite', weight: 0.3,
      refs: [['6263', 'steel', 'steel_bracelet', ['black', 'white'], [140000, 260000]]] },

    { collection: 'GMT-Master II', name: 'GMT-Master II', type: 'mens', movement: 'automatic', caliber: '3285', power: 70, size: 40, thickness: 12, wr: 100, functions: ['gmt', 'date'], years: [2018, 2025], weight: 2.5,
      refs: [
        ['126710BLRO', 'steel', 'steel_bracelet', 'black', [19500, 24000]],
        ['126710BLNR', 'steel', 'steel_bracelet', 'black', [16500, 20000], { years: [2019, 2025] }],
        ['126720VTNR', 'steel', 'steel_bracelet', 'black', [17500, 21500], { years: [2022, 2025] }],
        ['126711CHNR', 'two_tone_rose', 'two_tone_bracelet', 'black', [17500, 21500]],
        ['126715CHNR', 'everose', 'gold_bracelet', 'black', [40000, 48000]],
        ['126719BLRO', 'white_gold', 'gold_bracelet', ['blue', 'black'], [45000, 60000]],
      ] },
    { collection: 'GMT-Master II', name: 'GMT-Master II', type: 'mens', movement: 'automatic', caliber: '3186', power: 48, size: 40, thickness: 12, wr: 100, functions: ['gmt', 'date'], years: [2007, 2019],
      refs: [
        ['116710LN', 'steel', 'steel_bracelet', 'black', [13000, 16500]],
        ['116710BLNR', 'steel', 'steel_bracelet', 'black', [15000, 19000], { years: [2013, 2019] }],
      ] },
    { collection: 'GMT-Master II', name: 'GMT-Master II', type: 'mens', movement: 'automatic', caliber: '3185', power: 50, size: 40, thickness: 12, wr: 100, functions: ['gmt', 'date'], years: [1989, 2007], weight: 0.5,
      refs: [['16710', 'steel', 'steel_bracelet', 'black', [12000, 17000]]] },
    { collection: 'GMT-Master', name: 'GMT-Master', type: 'mens', movement: 'automatic', caliber: '1575', power: 42, size: 40, thickness: 13.5, wr: 50, functions: ['gmt', 'date'], years: [1965, 1980], glass: 'hesalite', weight: 0.4,
      refs: [['1675', 'steel', 'steel_bracelet', 'black', [17000, 32000]]] },

    { collection: 'Datejust', name: 'Datejust 41', type: 'mens', movement: 'automatic', caliber: '3235', power: 70, size: 41, thickness: 11.7, wr: 100, functions: ['date'], years: [2016, 2025], weight: 2.5,
      refs: [
        ['126334', 'steel', 'steel_bracelet', ['blue', 'silver', 'black', 'grey', 'green'], [12000, 15500]],
        ['126300', 'steel', 'steel_bracelet', ['silver', 'blue', 'black', 'grey'], [9500, 12500], { years: [2017, 2025] }],
        ['126333', 'two_tone', 'two_tone_bracelet', ['champagne', 'silver', 'grey'], [14000, 18000]],
        ['126331', 'two_tone_rose', 'two_tone_bracelet', ['brown', 'silver', 'black'], [14000, 18000]],
      ] },
    { collection: 'Datejust', name: 'Datejust 36', type: 'unisex', movement: 'automatic', caliber: '3235', power: 70, size: 36, thickness: 12, wr: 100, functions: ['date'], years: [2018, 2025], weight: 1.5,
      refs: [
        ['126234', 'steel', 'steel_bracelet', ['blue', 'silver', 'green', 'grey', 'black'], [9500, 12500]],
        ['126233', 'two_tone', 'two_tone_bracelet', ['champagne', 'silver'], [12000, 15000]],
        ['126200', 'steel', 'steel_bracelet', ['silver', 'blue', 'black'], [8200, 9800]],
      ] },
    { collection: 'Datejust', name: 'Datejust 36', type: 'unisex', movement: 'automatic', caliber: '3135', power: 48, size: 36, thickness: 12, wr: 100, functions: ['date'], years: [2005, 2018],
      refs: [
        ['116234', 'steel', 'steel_bracelet', ['silver', 'blue', 'black', 'white'], [7000, 9000]],
        ['116233', 'two_tone', 'two_tone_bracelet', 'champagne', [8000, 10000]],
      ] },
    { collection: 'Datejust', name: 'Datejust', type: 'unisex', movement: 'automatic', caliber: '3135', power: 48, size: 36, thickness: 12, wr: 100, functions: ['date'], years: [1988, 2004], weight: 0.6,
      refs: [['16234', 'steel', 'steel_bracelet', ['silver', 'white', 'blue'], [5500, 7500]]] },
    { collection: 'Datejust', name: 'Datejust', type: 'mens', movement: 'automatic', caliber: '1570', power: 42, size: 36, thickness: 12, wr: 50, functions: ['date'], years: [1962, 1977], glass: 'hesalite', weight: 0.4,
      refs: [
        ['1601', 'steel', 'steel_bracelet', ['silver', 'champagne'], [5500, 9000]],
        ['1603', 'steel', 'steel_bracelet', 'silver', [5000, 8000]],
      ] },
    { collection: 'Datejust', name: 'Datejust 31', type: 'womens', movement: 'automatic', caliber: '2236', power: 55, size: 31, thickness: 10.1, wr: 100, functions: ['date'], years: [2018, 2025],
      refs: [
        ['278274', 'steel', 'steel_bracelet', ['mop', 'silver', 'blue', 'green'], [10000, 14000]],
        ['278273', 'two_tone', 'two_tone_bracelet', ['champagne', 'mop'], [12000, 15500]],
      ] },
    { collection: 'Datejust', name: 'Lady-Datejust', type: 'womens', movement: 'automatic', caliber: '2236', power: 55, size: 28, thickness: 10.1, wr: 100, functions: ['date'], years: [2016, 2025],
      refs: [
        ['279174', 'steel', 'steel_bracelet', ['mop', 'silver', 'grey', 'ice_blue'], [8500, 11500]],
        ['279173', 'two_tone', 'two_tone_bracelet', ['champagne', 'mop'], [10000, 13500]],
      ] },

    { collection: 'Day-Date', name: 'Day-Date 40', type: 'mens', movement: 'automatic', caliber: '3255', power: 70, size: 40, thickness: 12.2, wr: 100, functions: ['day_date'], years: [2015, 2025], weight: 1.8,
      refs: [
        ['228238', 'yellow_gold', 'gold_bracelet', ['champagne', 'green', 'black', 'white'], [38000, 48000]],
        ['228235', 'everose', 'gold_bracelet', ['brown', 'green', 'silver'], [40000, 50000]],
        ['228239', 'white_gold', 'gold_bracelet', ['blue', 'silver', 'black'], [38000, 48000]],
        ['228206', 'platinum', 'platinum_bracelet', 'ice_blue', [60000, 80000]],
      ] },
    { collection: 'Day-Date', name: 'Day-Date 36', type: 'mens', movement: 'automatic', caliber: '3255', power: 70, size: 36, thickness: 11.9, wr: 100, functions: ['day_date'], years: [2019, 2025],
      refs: [
        ['128238', 'yellow_gold', 'gold_bracelet', ['champagne', 'green'], [32000, 40000]],
        ['128239', 'white_gold', 'gold_bracelet', ['blue', 'silver'], [32000, 40000]],
      ] },
    { collection: 'Day-Date', name: 'Day-Date 36', type: 'mens', movement: 'automatic', caliber: '3155', power: 48, size: 36, thickness: 12, wr: 100, functions: ['day_date'], years: [2000, 2019],
      refs: [
        ['118238', 'yellow_gold', 'gold_bracelet', ['champagne', 'white'], [24000, 30000]],
        ['118206', 'platinum', 'platinum_bracelet', 'ice_blue', [45000, 60000]],
      ] },
    { collection: 'Day-Date', name: 'Day-Date', type: 'mens', movement: 'automatic', caliber: '3055', power: 48, size: 36, thickness: 12, wr: 100, functions: ['day_date'], years: [1977, 1988], weight: 0.4,
      refs: [['18038', 'yellow_gold', 'gold_bracelet', 'champagne', [14000, 22000]]] },
    { collection: 'Day-Date', name: 'Day-Date', type: 'mens', movement: 'automatic', caliber: '1556', power: 42, size: 36, thickness: 12, wr: 50, functions: ['day_date'], years: [1960, 1977], glass: 'hesalite', weight: 0.3,
      refs: [['1803', 'yellow_gold', 'gold_bracelet', ['champagne', 'silver'], [15000, 25000]]] },

    { collection: 'Explorer', name: 'Explorer 40', type: 'mens', movement: 'automatic', caliber: '3230', power: 70, size: 40, thickness: 11.6, wr: 100, functions: [], years: [2023, 2025],
      refs: [['224270', 'steel', 'steel_bracelet', 'black', [8500, 10000]]] },
    { collection: 'Explorer', name: 'Explorer', type: 'mens', movement: 'automatic', caliber: '3230', power: 70, size: 36, thickness: 11, wr: 100, functions: [], years: [2021, 2025],
      refs: [['124270', 'steel', 'steel_bracelet', 'black', [7200, 8800]]] },
    { collection: 'Explorer', name: 'Explorer', type: 'mens', movement: 'automatic', caliber: '3132', power: 48, size: 39, thickness: 12, wr: 100, functions: [], years: [2010, 2021],
      refs: [['214270', 'steel', 'steel_bracelet', 'black', [6800, 8500]]] },
    { collection: 'Explorer', name: 'Explorer', type: 'mens', movement: 'automatic', caliber: '1570', power: 42, size: 36, thickness: 12, wr: 100, functions: [], years: [1963, 1989], glass: 'hesalite', weight: 0.3,
      refs: [['1016', 'steel', 'steel_bracelet', 'black', [10000, 20000]]] },
    { collection: 'Explorer', name: 'Explorer II', type: 'mens', movement: 'automatic', caliber: '3285', power: 70, size: 42, thickness: 12.5, wr: 100, functions: ['gmt', 'date'], years: [2021, 2025],
      refs: [['226570', 'steel', 'steel_bracelet', ['white', 'black'], [10500, 13000]]] },
    { collection: 'Explorer', name: 'Explorer II', type: 'mens', movement: 'automatic', caliber: '3187', power: 48, size: 42, thickness: 12.5, wr: 100, functions: ['gmt', 'date'], years: [2011, 2021],
      refs: [['216570', 'steel', 'steel_bracelet', ['white', 'black'], [9500, 12000]]] },
    { collection: 'Explorer', name: 'Explorer II', type: 'mens', movement: 'automatic', caliber: '1575', power: 42, size: 39, thickness: 13, wr: 100, functions: ['gmt', 'date'], years: [1971, 1985], glass: 'hesalite', weight: 0.25,
      refs: [['1655', 'steel', 'steel_bracelet', 'black', [20000, 35000]]] },

    { collection: 'Sea-Dweller', name: 'Sea-Dweller', type: 'diver', movement: 'automatic', caliber: '3235', power: 70, size: 43, thickness: 15, wr: 1220, functions: ['date'], years: [2017, 2025],
      refs: [
        ['126600', 'steel', 'steel_bracelet', 'black', [12500, 15000], { years: [2017, 2022] }],
        ['126603', 'two_tone', 'two_tone_bracelet', 'black', [15000, 18000], { years: [2019, 2025] }],
      ] },
    { collection: 'Sea-Dweller', name: 'Deepsea', type: 'diver', movement: 'automatic', caliber: '3235', power: 70, size: 44, thickness: 17.7, wr: 3900, functions: ['date'], years: [2018, 2025],
      refs: [
        ['136660', 'steel', 'steel_bracelet', ['black', 'blue'], [14000, 17500], { years: [2022, 2025] }],
        ['126660', 'steel', 'steel_bracelet', ['black', 'blue'], [12500, 16000], { years: [2018, 2022] }],
      ] },
    { collection: 'Sea-Dweller', name: 'Sea-Dweller', type: 'diver', movement: 'automatic', caliber: '3135', power: 48, size: 40, thickness: 15, wr: 1220, functions: ['date'], years: [1990, 2008], weight: 0.4,
      refs: [['16600', 'steel', 'steel_bracelet', 'black', [9500, 13000]]] },

    { collection: 'Yacht-Master', name: 'Yacht-Master 40', type: 'sport', movement: 'automatic', caliber: '3235', power: 70, size: 40, thickness: 11.7, wr: 100, functions: ['date'], years: [2019, 2025],
      refs: [
        ['126622', 'steel_platinum', 'steel_bracelet', ['grey', 'blue'], [12500, 15500]],
        ['126655', 'everose', 'oysterflex', 'black', [25000, 31000]],
      ] },
    { collection: 'Yacht-Master', name: 'Yacht-Master 42', type: 'sport', movement: 'automatic', caliber: '3235', power: 70, size: 42, thickness: 11.7, wr: 100, functions: ['date'], years: [2019, 2025],
      refs: [
        ['226659', 'white_gold', 'oysterflex', 'black', [28000, 34000]],
        ['226627', 'titanium', 'titanium_bracelet', 'black', [25000, 30000], { years: [2023, 2025] }],
      ] },
    { collection: 'Yacht-Master', name: 'Yacht-Master II', type: 'sport', movement: 'automatic', caliber: '4161', power: 72, size: 44, thickness: 14.5, wr: 100, functions: ['chronograph'], years: [2013, 2022], weight: 0.5,
      refs: [['116680', 'steel', 'steel_bracelet', 'white', [15500, 20000]]] },

    { collection: 'Sky-Dweller', name: 'Sky-Dweller', type: 'mens', movement: 'automatic', caliber: '9001', power: 72, size: 42, thickness: 14.1, wr: 100, functions: ['annual_calendar', 'gmt', 'date'], years: [2017, 2023],
      refs: [
        ['326934', 'steel', 'steel_bracelet', ['blue', 'black', 'white'], [17000, 22000]],
        ['326933', 'two_tone', 'two_tone_bracelet', ['champagne', 'black'], [19000, 24000]],
        ['326238', 'yellow_gold', 'alligator', 'champagne', [35000, 42000]],
      ] },
    { collection: 'Sky-Dweller', name: 'Sky-Dweller', type: 'mens', movement: 'automatic', caliber: '9002', power: 72, size: 42, thickness: 14.1, wr: 100, functions: ['annual_calendar', 'gmt', 'date'], years: [2023, 2025],
      refs: [
        ['336934', 'steel', 'steel_bracelet', ['blue', 'black', 'white'], [18000, 23000]],
        ['336933', 'two_tone', 'two_tone_bracelet', ['champagne', 'black'], [20000, 25000]],
      ] },

    { collection: 'Oyster Perpetual', name: 'Oyster Perpetual 41', type: 'mens', movement: 'automatic', caliber: '3230', power: 70, size: 41, thickness: 11.7, wr: 100, functions: [], years: [2020, 2025],
      refs: [['124300', 'steel', 'steel_bracelet', ['silver', 'blue', 'black', 'green'], [7500, 11500]]] },
    { collection: 'Oyster Perpetual', name: 'Oyster Perpetual 36', type: 'unisex', movement: 'automatic', caliber: '3230', power: 70, size: 36, thickness: 11.6, wr: 100, functions: [], years: [2020, 2025],
      refs: [['126000', 'steel', 'steel_bracelet', ['blue', 'black', 'silver', 'green'], [7000, 10500]]] },
    { collection: 'Oyster Perpetual', name: 'Oyster Perpetual 34', type: 'unisex', movement: 'automatic', caliber: '2232', power: 55, size: 34, thickness: 11.5, wr: 100, functions: [], years: [2020, 2025], weight: 0.6,
      refs: [['124200', 'steel', 'steel_bracelet', ['silver', 'blue', 'black'], [6500, 8000]]] },
    { collection: 'Oyster Perpetual', name: 'Oyster Perpetual 31', type: 'womens', movement: 'automatic', caliber: '2232', power: 55, size: 31, thickness: 10.2, wr: 100, functions: [], years: [2020, 2025], weight: 0.6,
      refs: [['277200', 'steel', 'steel_bracelet', ['silver', 'blue', 'green'], [5800, 7500]]] },
    { collection: 'Oyster Perpetual', name: 'Oyster Perpetual 28', type: 'womens', movement: 'automatic', caliber: '2232', power: 55, size: 28, thickness: 10, wr: 100, functions: [], years: [2020, 2025], weight: 0.5,
      refs: [['276200', 'steel', 'steel_bracelet', ['silver', 'blue', 'green'], [5500, 7000]]] },
    { collection: 'Oyster Perpetual', name: 'Oyster Perpetual', type: 'unisex', movement: 'automatic', caliber: '1570', power: 42, size: 34, thickness: 12, wr: 100, functions: [], years: [1962, 1985], glass: 'hesalite', weight: 0.3,
      refs: [['1002', 'steel', 'steel_bracelet', ['silver', 'black'], [4000, 7500]]] },

    { collection: 'Air-King', name: 'Air-King', type: 'pilot', movement: 'automatic', caliber: '3230', power: 70, size: 40, thickness: 12, wr: 100, functions: [], years: [2022, 2025], weight: 0.6,
      refs: [['126900', 'steel', 'steel_bracelet', 'black', [7500, 9000]]] },
    { collection: 'Air-King', name: 'Air-King', type: 'pilot', movement: 'automatic', caliber: '3131', power: 48, size: 40, thickness: 12, wr: 100, functions: [], years: [2016, 2022], weight: 0.4,
      refs: [['116900', 'steel', 'steel_bracelet', 'black', [6800, 8500]]] },
    { collection: 'Milgauss', name: 'Milgauss', type: 'mens', movement: 'automatic', caliber: '3131', power: 48, size: 40, thickness: 13, wr: 100, functions: [], years: [2007, 2023], weight: 0.5,
      refs: [['116400GV', 'steel', 'steel_bracelet', ['black', 'blue'], [10000, 14000]]] },
    { collection: '1908', name: '1908', type: 'dress', movement: 'automatic', caliber: '7140', power: 66, size: 39, thickness: 9.5, wr: 50, functions: ['small_seconds'], years: [2023, 2025], weight: 0.5,
      refs: [
        ['52508', 'yellow_gold', 'alligator', ['white', 'black'], [24000, 30000]],
        ['52509', 'white_gold', 'alligator', ['white', 'black'], [24000, 30000]],
      ] },
  ],
};

// ── Patek Philippe ─────────────────────────────────────────────────────────────────────────────────────────

const patek: WatchBrandRow = {
  brand: 'Patek Philippe',
  weight: 6,
  variant: 'suffix',
  collections: ['Nautilus', 'Aquanaut', 'Calatrava', 'Complications', 'Grand Complications', 'Twenty~4', 'Gondolo', 'Golden Ellipse', 'Pocket Watches'],
  models: [
    { collection: 'Nautilus', name: 'Nautilus', type: 'sport', movement: 'automatic', caliber: '26-330 S C', power: 45, size: 40, thickness: 8.3, wr: 120, functions: ['date'], years: [2019, 2021], weight: 1.5,
      refs: [['5711/1A-010', 'steel', 'steel_bracelet', 'blue', [110000, 150000]], ['5711/1A-011', 'steel', 'steel_bracelet', 'white', [100000, 140000]]] },
    { collection: 'Nautilus', name: 'Nautilus', type: 'sport', movement: 'automatic', caliber: '324 S C', power: 45, size: 40, thickness: 8.3, wr: 120, functions: ['date'], years: [2006, 2019], weight: 1.5,
      refs: [['5711/1A-010', 'steel', 'steel_bracelet', 'blue', [105000, 145000]], ['5711/1A-011', 'steel', 'steel_bracelet', 'white', [95000, 135000]]] },
    { collection: 'Nautilus', name: 'Nautilus', type: 'sport', movement: 'automatic', caliber: '26-330 S C', power: 45, size: 41, thickness: 8.2, wr: 120, functions: ['date'], years: [2022, 2025],
      refs: [['5811/1G-001', 'white_gold', 'gold_bracelet', 'blue', [140000, 190000]]] },
    { collection: 'Nautilus', name: 'Nautilus Moon Phase', type: 'sport', movement: 'automatic', caliber: '240 PS IRM C LU', power: 48, size: 40, thickness: 8.5, wr: 60, functions: ['moon_phase', 'power_reserve', 'date'], years: [2006, 2025],
      refs: [['5712/1A-001', 'steel', 'steel_bracelet', 'blue', [80000, 115000]]] },
    { collection: 'Nautilus', name: 'Nautilus Annual Calendar', type: 'sport', movement: 'automatic', caliber: '324 S QA LU 24H/303', power: 45, size: 40.5, thickness: 11.3, wr: 120, functions: ['annual_calendar', 'moon_phase'], years: [2017, 2025],
      refs: [['5726/1A-014', 'steel', 'steel_bracelet', 'blue', [75000, 105000]]] },
    { collection: 'Nautilus', name: 'Nautilus Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'CH 28-520 C', power: 55, size: 40.5, thickness: 12.2, wr: 120, functions: ['chronograph', 'flyback', 'date'], years: [2006, 2021],
      refs: [['5980/1A-001', 'steel', 'steel_bracelet', 'blue', [105000, 150000]]] },
    { collection: 'Nautilus', name: 'Nautilus Travel Time Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'CH 28-520 C FUS', power: 55, size: 40.5, thickness: 12.5, wr: 120, functions: ['chronograph', 'gmt', 'date'], years: [2014, 2021], weight: 0.6,
      refs: [['5990/1A-001', 'steel', 'steel_bracelet', 'blue', [110000, 150000]]] },
    { collection: 'Nautilus', name: 'Nautilus Ladies', type: 'womens', movement: 'automatic', caliber: '324 S C', power: 45, size: 35.2, thickness: 8.6, wr: 60, functions: ['date'], years: [2015, 2025],
      refs: [['7118/1A-001', 'steel', 'steel_bracelet', 'blue', [45000, 62000]], ['7118/1A-010', 'steel', 'steel_bracelet', 'white', [43000, 58000]]] },
    { collection: 'Nautilus', name: 'Nautilus', type: 'sport', movement: 'automatic', caliber: '335 SC', power: 44, size: 37.5, thickness: 8, wr: 120, functions: ['date'], years: [1981, 2006], weight: 0.5,
      refs: [['3800/1A', 'steel', 'steel_bracelet', ['blue', 'white'], [40000, 65000]]] },
    { collection: 'Nautilus', name: 'Nautilus "Jumbo"', type: 'sport', movement: 'automatic', caliber: '28-255 C', power: 40, size: 42, thickness: 7.6, wr: 120, functions: ['date'], years: [1976, 1990], glass: 'sapphire', weight: 0.2,
      refs: [['3700/1A', 'steel', 'steel_bracelet', 'blue', [110000, 180000]]] },

    { collection: 'Aquanaut', name: 'Aquanaut', type: 'sport', movement: 'automatic', caliber: '324 S C', power: 45, size: 40.8, thickness: 8.1, wr: 120, functions: ['date'], years: [2007, 2022], weight: 1.4,
      refs: [['5167A-001', 'steel', 'rubber', 'black', [55000, 75000]], ['5167R-001', 'rose_gold', 'rubber', 'brown', [65000, 90000], { years: [2019, 2025] }]] },
    { collection: 'Aquanaut', name: 'Aquanaut', type: 'sport', movement: 'automatic', caliber: '324 S C', power: 45, size: 42.2, thickness: 8.25, wr: 120, functions: ['date'], years: [2017, 2025],
      refs: [['5168G-001', 'white_gold', 'rubber', 'blue', [75000, 100000]], ['5168G-010', 'white_gold', 'rubber', 'green', [90000, 130000], { years: [2019, 2025] }]] },
    { collection: 'Aquanaut', name: 'Aquanaut Travel Time', type: 'sport', movement: 'automatic', caliber: '324 S C FUS', power: 45, size: 40.8, thickness: 10.2, wr: 120, functions: ['gmt', 'date'], years: [2011, 2022],
      refs: [['5164A-001', 'steel', 'rubber', 'black', [65000, 85000]]] },
    { collection: 'Aquanaut', name: 'Aquanaut Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'CH 28-520 C', power: 55, size: 42.2, thickness: 11.9, wr: 120, functions: ['chronograph', 'flyback', 'date'], years: [2018, 2025],
      refs: [['5968A-001', 'steel', 'rubber', 'black', [85000, 120000]]] },
    { collection: 'Aquanaut', name: 'Aquanaut Luce', type: 'womens', movement: 'quartz', caliber: 'E 23-250 S C', power: null, size: 38.8, thickness: 8.8, wr: 120, functions: ['date'], years: [2018, 2025], weight: 0.6,
      refs: [['5267/200A-001', 'steel', 'rubber', 'white', [30000, 40000]]] },

    { collection: 'Calatrava', name: 'Calatrava', type: 'dress', movement: 'automatic', caliber: '324 S C', power: 45, size: 39, thickness: 9.2, wr: 30, functions: ['date'], years: [2013, 2025],
      refs: [
        ['5227G-010', 'white_gold', 'alligator', 'cream', [28000, 36000]],
        ['5227J-001', 'yellow_gold', 'alligator', 'cream', [26000, 34000]],
        ['5227R-001', 'rose_gold', 'alligator', 'cream', [27000, 35000]],
      ] },
    { collection: 'Calatrava', name: 'Calatrava', type: 'dress', movement: 'manual', caliber: '30-255 PS', power: 65, size: 39, thickness: 8.1, wr: 30, functions: ['small_seconds'], years: [2021, 2025],
      refs: [['6119G-001', 'white_gold', 'alligator', 'grey', [27000, 34000]], ['6119R-001', 'rose_gold', 'alligator', 'silver', [27000, 34000]]] },
    { collection: 'Calatrava', name: 'Calatrava', type: 'dress', movement: 'manual', caliber: '215 PS', power: 44, size: 37, thickness: 7.7, wr: 30, functions: ['small_seconds'], years: [2004, 2021],
      refs: [['5196G-001', 'white_gold', 'alligator', 'silver', [21000, 27000]], ['5196P-001', 'platinum', 'alligator', 'silver', [28000, 36000]]] },
    { collection: 'Calatrava', name: 'Calatrava', type: 'dress', movement: 'automatic', caliber: '26-330 S C', power: 45, size: 40, thickness: 9.6, wr: 30, functions: ['date'], years: [2021, 2025],
      refs: [['5226G-001', 'white_gold', 'calf', 'grey', [30000, 38000]]] },
    { collection: 'Calatrava', name: 'Calatrava', type: 'dress', movement: 'manual', caliber: '215 PS', power: 44, size: 33.5, thickness: 6.5, wr: 30, functions: ['small_seconds'], years: [1985, 2006], weight: 0.5,
      refs: [['3919J', 'yellow_gold', 'alligator', 'white', [14000, 20000]]] },
    { collection: 'Calatrava', name: 'Calatrava', type: 'dress', movement: 'manual', caliber: '12-120', power: 40, size: 31, thickness: 9, wr: null, functions: ['small_seconds'], years: [1950, 1973], glass: 'hesalite', weight: 0.3,
      refs: [['96J', 'yellow_gold', 'alligator', 'silver', [14000, 26000]]] },
    { collection: 'Calatrava', name: 'Calatrava Pilot Travel Time', type: 'pilot', movement: 'automatic', caliber: '324 S C FUS', power: 45, size: 42, thickness: 10.8, wr: 60, functions: ['gmt', 'date'], years: [2015, 2025], weight: 0.7,
      refs: [['5524G-001', 'white_gold', 'calf', 'blue', [40000, 52000]]] },

    { collection: 'Complications', name: 'Annual Calendar Moon Phases', type: 'dress', movement: 'automatic', caliber: '324 S QA LU 24H/303', power: 45, size: 38.5, thickness: 11.2, wr: 30, functions: ['annual_calendar', 'moon_phase'], years: [2015, 2025],
      refs: [['5396G-011', 'white_gold', 'alligator', 'grey', [38000, 48000]]] },
    { collection: 'Complications', name: 'Annual Calendar Flyback Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'CH 28-520 QA 24H', power: 55, size: 42, thickness: 14.3, wr: 30, functions: ['annual_calendar', 'chronograph', 'flyback'], years: [2017, 2021], weight: 0.6,
      refs: [['5905P-010', 'platinum', 'alligator', 'blue', [85000, 110000]]] },
    { collection: 'Complications', name: 'World Time Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'CH 28-520 HU', power: 55, size: 39.5, thickness: 12.8, wr: 30, functions: ['world_time', 'chronograph', 'flyback'], years: [2016, 2020], weight: 0.6,
      refs: [['5930G-010', 'white_gold', 'alligator', 'blue', [95000, 140000]]] },
    { collection: 'Complications', name: 'World Time', type: 'dress', movement: 'automatic', caliber: '240 HU', power: 48, size: 38.5, thickness: 10.2, wr: 30, functions: ['world_time'], years: [2016, 2025],
      refs: [['5230G-001', 'white_gold', 'alligator', 'grey', [50000, 65000]]] },

    { collection: 'Grand Complications', name: 'Perpetual Calendar', type: 'dress', movement: 'automatic', caliber: '324 S Q', power: 45, size: 40, thickness: 11.1, wr: 30, functions: ['perpetual_calendar', 'moon_phase'], years: [2017, 2025], weight: 0.7,
      refs: [['5320G-001', 'white_gold', 'alligator', 'cream', [85000, 110000]]] },
    { collection: 'Grand Complications', name: 'Perpetual Calendar Chronograph', type: 'chronograph', movement: 'manual', caliber: 'CH 29-535 PS Q', power: 65, size: 41, thickness: 12.4, wr: 30, functions: ['perpetual_calendar', 'chronograph', 'moon_phase'], years: [2017, 2022], weight: 0.4,
      refs: [['5270P-001', 'platinum', 'alligator', 'salmon', [190000, 260000]]] },
    { collection: 'Grand Complications', name: 'In-line Perpetual Calendar', type: 'dress', movement: 'automatic', caliber: '31-260 PS QL', power: 48, size: 41.3, thickness: 11.1, wr: 30, functions: ['perpetual_calendar', 'moon_phase'], years: [2021, 2025], weight: 0.4,
      refs: [['5236P-001', 'platinum', 'alligator', 'blue', [170000, 230000]]] },
    { collection: 'Grand Complications', name: 'Minute Repeater', type: 'dress', movement: 'automatic', caliber: 'R 27 PS', power: 48, size: 38, thickness: 10.2, wr: null, functions: ['minute_repeater', 'small_seconds'], years: [2010, 2020], weight: 0.2,
      refs: [['5078R-001', 'rose_gold', 'alligator', 'white', [480000, 650000]]] },

    { collection: 'Twenty~4', name: 'Twenty~4 Automatic', type: 'womens', movement: 'automatic', caliber: '324 S C', power: 45, size: 36, thickness: 10.05, wr: 30, functions: ['date'], years: [2018, 2025],
      refs: [
        ['7300/1200A-001', 'steel', 'steel_bracelet', 'grey', [35000, 48000]],
        ['7300/1200A-010', 'steel', 'steel_bracelet', 'blue', [36000, 50000]],
        ['7300/1200R-001', 'rose_gold', 'gold_bracelet', 'brown', [60000, 80000]],
      ] },
    { collection: 'Pocket Watches', name: 'Open-face Pocket Watch', type: 'pocket', movement: 'manual', caliber: "17''' PS", power: 46, size: 44, thickness: 10.6, wr: null, functions: ['small_seconds'], years: [2000, 2025], weight: 0.15,
      refs: [['972/1J-010', 'yellow_gold', 'chain', 'white', [40000, 60000]]] },
  ],
};

// ── Audemars Piguet ────────────────────────────────────────────────────────────────────────────────────────

const ap: WatchBrandRow = {
  brand: 'Audemars Piguet',
  weight: 6,
  variant: 'suffix',
  collections: ['Royal Oak', 'Royal Oak Offshore', 'Code 11.59', 'Royal Oak Concept', 'Millenary', 'Jules Audemars'],
  models: [
    { collection: 'Royal Oak', name: 'Royal Oak Selfwinding', type: 'sport', movement: 'automatic', caliber: '4302', power: 70, size: 41, thickness: 10.4, wr: 50, functions: ['date'], years: [2022, 2025], weight: 2,
      refs: [['15510ST.OO.1320ST.06', 'steel', 'steel_bracelet', 'blue', [36000, 48000]], ['15510ST.OO.1320ST.03', 'steel', 'steel_bracelet', 'black', [34000, 45000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak Selfwinding', type: 'sport', movement: 'automatic', caliber: '4302', power: 70, size: 41, thickness: 10.4, wr: 50, functions: ['date'], years: [2019, 2022], weight: 1.2,
      refs: [['15500ST.OO.1220ST.01', 'steel', 'steel_bracelet', 'blue', [36000, 46000]], ['15500ST.OO.1220ST.02', 'steel', 'steel_bracelet', 'black', [34000, 44000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak Selfwinding', type: 'sport', movement: 'automatic', caliber: '3120', power: 60, size: 41, thickness: 9.8, wr: 50, functions: ['date'], years: [2012, 2019], weight: 1.2,
      refs: [
        ['15400ST.OO.1220ST.03', 'steel', 'steel_bracelet', 'blue', [30000, 42000]],
        ['15400ST.OO.1220ST.01', 'steel', 'steel_bracelet', 'black', [29000, 40000]],
        ['15400ST.OO.1220ST.02', 'steel', 'steel_bracelet', 'silver', [28000, 38000]],
        ['15400OR.OO.1220OR.01', 'rose_gold', 'gold_bracelet', 'black', [55000, 70000]],
      ] },
    { collection: 'Royal Oak', name: 'Royal Oak "Jumbo" Extra-Thin', type: 'sport', movement: 'automatic', caliber: '7121', power: 55, size: 39, thickness: 8.1, wr: 50, functions: ['date'], years: [2022, 2025], weight: 0.7,
      refs: [['16202ST.OO.1240ST.01', 'steel', 'steel_bracelet', 'blue', [80000, 110000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak "Jumbo" Extra-Thin', type: 'sport', movement: 'automatic', caliber: '2121', power: 40, size: 39, thickness: 8.1, wr: 50, functions: ['date'], years: [2012, 2021], weight: 0.7,
      refs: [['15202ST.OO.1240ST.01', 'steel', 'steel_bracelet', 'blue', [70000, 100000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak Selfwinding', type: 'unisex', movement: 'automatic', caliber: '3120', power: 60, size: 37, thickness: 9.8, wr: 50, functions: ['date'], years: [2012, 2022], weight: 0.7,
      refs: [['15450ST.OO.1256ST.03', 'steel', 'steel_bracelet', ['blue', 'silver'], [26000, 34000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak Selfwinding', type: 'womens', movement: 'automatic', caliber: '5800', power: 50, size: 34, thickness: 8.8, wr: 50, functions: ['date'], years: [2020, 2025], weight: 0.6,
      refs: [['77350ST.OO.1261ST.01', 'steel', 'steel_bracelet', ['silver', 'blue'], [24000, 32000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak Chronograph', type: 'chronograph', movement: 'automatic', caliber: '4401', power: 70, size: 41, thickness: 12.4, wr: 50, functions: ['chronograph', 'flyback', 'date'], years: [2021, 2025], weight: 1.2,
      refs: [['26240ST.OO.1320ST.02', 'steel', 'steel_bracelet', 'blue', [40000, 55000]], ['26240ST.OO.1320ST.01', 'steel', 'steel_bracelet', 'black', [38000, 52000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak Chronograph', type: 'chronograph', movement: 'automatic', caliber: '2385', power: 40, size: 41, thickness: 11, wr: 50, functions: ['chronograph', 'date'], years: [2017, 2021],
      refs: [['26331ST.OO.1220ST.01', 'steel', 'steel_bracelet', 'blue', [36000, 48000]], ['26331ST.OO.1220ST.02', 'steel', 'steel_bracelet', 'white', [36000, 48000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak Perpetual Calendar', type: 'sport', movement: 'automatic', caliber: '5134', power: 40, size: 41, thickness: 9.5, wr: 20, functions: ['perpetual_calendar', 'moon_phase'], years: [2015, 2022], weight: 0.5,
      refs: [['26574ST.OO.1220ST.02', 'steel', 'steel_bracelet', 'blue', [110000, 150000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak Double Balance Wheel Openworked', type: 'sport', movement: 'automatic', caliber: '3132', power: 45, size: 41, thickness: 10.4, wr: 50, functions: [], years: [2016, 2023], weight: 0.5,
      refs: [['15407ST.OO.1220ST.01', 'steel', 'steel_bracelet', 'skeleton', [75000, 100000]]] },
    { collection: 'Royal Oak', name: 'Royal Oak', type: 'sport', movement: 'automatic', caliber: '2121', power: 40, size: 39, thickness: 7, wr: 50, functions: ['date'], years: [1972, 1989], weight: 0.15,
      refs: [['5402ST', 'steel', 'steel_bracelet', 'blue', [90000, 160000]]] },

    { collection: 'Royal Oak Offshore', name: 'Royal Oak Offshore Selfwinding Chronograph', type: 'chronograph', movement: 'automatic', caliber: '3126/3840', power: 50, size: 42, thickness: 14.6, wr: 100, functions: ['chronograph', 'date'], years: [2014, 2021],
      refs: [['26470ST.OO.A027CA.01', 'steel', 'rubber', 'black', [28000, 36000]]] },
    { collection: 'Royal Oak Offshore', name: 'Royal Oak Offshore Selfwinding Chronograph', type: 'chronograph', movement: 'automatic', caliber: '4401', power: 70, size: 43, thickness: 14.4, wr: 100, functions: ['chronograph', 'flyback', 'date'], years: [2021, 2025],
      refs: [['26420SO.OO.A002CA.01', 'steel', 'rubber', 'blue', [33000, 42000]], ['26420TI.OO.A027CA.01', 'titanium', 'rubber', 'black', [34000, 43000]]] },
    { collection: 'Royal Oak Offshore', name: 'Royal Oak Offshore Selfwinding Chronograph', type: 'chronograph', movement: 'automatic', caliber: '3126/3840', power: 50, size: 44, thickness: 14.3, wr: 100, functions: ['chronograph', 'date'], years: [2015, 2020], weight: 0.6,
      refs: [['26405CE.OO.A002CA.01', 'ceramic', 'rubber', 'black', [45000, 60000]]] },
    { collection: 'Royal Oak Offshore', name: 'Royal Oak Offshore Diver', type: 'diver', movement: 'automatic', caliber: '4308', power: 60, size: 42, thickness: 14.1, wr: 300, functions: ['date'], years: [2021, 2025],
      refs: [['15720ST.OO.A027CA.01', 'steel', 'rubber', ['black', 'blue'], [25000, 32000]]] },
    { collection: 'Royal Oak Offshore', name: 'Royal Oak Offshore Diver', type: 'diver', movement: 'automatic', caliber: '3120', power: 60, size: 42, thickness: 13.4, wr: 300, functions: ['date'], years: [2010, 2020],
      refs: [['15710ST.OO.A002CA.01', 'steel', 'rubber', 'black', [20000, 26000]]] },

    { collection: 'Code 11.59', name: 'Code 11.59 Selfwinding', type: 'dress', movement: 'automatic', caliber: '4302', power: 70, size: 41, thickness: 10.7, wr: 30, functions: ['date'], years: [2019, 2025],
      refs: [['15210OR.OO.A002CR.01', 'rose_gold', 'alligator', 'black', [22000, 30000]], ['15210BC.OO.A028CR.01', 'white_gold', 'alligator', 'blue', [22000, 30000]]] },
    { collection: 'Code 11.59', name: 'Code 11.59 Selfwinding Chronograph', type: 'chronograph', movement: 'automatic', caliber: '4401', power: 70, size: 41, thickness: 12.6, wr: 30, functions: ['chronograph', 'flyback', 'date'], years: [2019, 2025],
      refs: [['26393OR.OO.A002CR.01', 'rose_gold', 'alligator', 'black', [33000, 45000]], ['26393BC.OO.A321CR.01', 'white_gold', 'alligator', 'blue', [33000, 45000]]] },
    { collection: 'Royal Oak Concept', name: 'Royal Oak Concept Flying Tourbillon', type: 'sport', movement: 'manual', caliber: '2951', power: 72, size: 44, thickness: 16.1, wr: 100, functions: ['tourbillon'], years: [2018, 2024], weight: 0.25, editions: [150],
      refs: [['26630TI.GG.D002CA.01', 'titanium', 'rubber', 'skeleton', [180000, 260000]]] },
  ],
};

// ── Richard Mille ──────────────────────────────────────────────────────────────────────────────────────────

const rm: WatchBrandRow = {
  brand: 'Richard Mille',
  weight: 3,
  variant: 'none',
  collections: ['RM 011', 'RM 035', 'RM 055', 'RM 067', 'RM 07-01', 'RM 027', 'RM 030', 'RM 065', 'RM 072'],
  models: [
    { collection: 'RM 011', name: 'RM 011 Felipe Massa Flyback Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'RM011-FM', power: 55, size: 40.1, thickness: 16.15, wr: 50, functions: ['chronograph', 'flyback', 'annual_calendar'], years: [2007, 2016],
      refs: [
        ['RM 011', 'titanium', 'rubber', 'skeleton', [150000, 230000]],
        ['RM 011', 'rose_gold', 'rubber', 'skeleton', [170000, 260000]],
        ['RM 011', 'carbon', 'rubber', 'skeleton', [230000, 320000]],
      ] },
    { collection: 'RM 011', name: 'RM 11-03 Automatic Flyback Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'RMAC3', power: 55, size: 44.5, thickness: 16.15, wr: 100, functions: ['chronograph', 'flyback', 'annual_calendar'], years: [2016, 2023], weight: 1.3,
      refs: [
        ['RM 11-03', 'titanium', 'rubber', 'skeleton', [200000, 290000]],
        ['RM 11-03', 'rose_gold', 'rubber', 'skeleton', [240000, 330000]],
        ['RM 11-03 McLaren', 'carbon', 'rubber', 'skeleton', [280000, 380000], { years: [2018, 2019], limited: 500 }],
      ] },
    { collection: 'RM 011', name: 'RM 11-05 Automatic Flyback Chronograph GMT', type: 'chronograph', movement: 'automatic', caliber: 'RMAC4', power: 55, size: 44.5, thickness: 16.2, wr: 100, functions: ['chronograph', 'flyback', 'gmt'], years: [2021, 2025],
      refs: [['RM 11-05', 'carbon', 'rubber', 'skeleton', [330000, 450000]], ['RM 11-05', 'titanium', 'rubber', 'skeleton', [300000, 400000]]] },
    { collection: 'RM 035', name: 'RM 035 Rafael Nadal', type: 'sport', movement: 'manual', caliber: 'RMUL1', power: 48, size: 39.7, thickness: 13.1, wr: 50, functions: [], years: [2011, 2015], weight: 0.6,
      refs: [['RM 035', 'carbon', 'rubber', 'skeleton', [130000, 190000]]] },
    { collection: 'RM 035', name: 'RM 35-02 Rafael Nadal', type: 'sport', movement: 'automatic', caliber: 'RMAL1', power: 55, size: 44.5, thickness: 13.15, wr: 50, functions: [], years: [2017, 2021],
      refs: [['RM 35-02', 'carbon', 'rubber', 'skeleton', [200000, 290000]]] },
    { collection: 'RM 035', name: 'RM 35-03 Rafael Nadal', type: 'sport', movement: 'automatic', caliber: 'RMAL2', power: 55, size: 43.15, thickness: 13.15, wr: 50, functions: [], years: [2022, 2025], editions: [105],
      refs: [['RM 35-03', 'carbon', 'rubber', 'skeleton', [240000, 330000]]] },
    { collection: 'RM 055', name: 'RM 055 Bubba Watson', type: 'sport', movement: 'manual', caliber: 'RMUL2', power: 55, size: 42.7, thickness: 13.05, wr: 50, functions: [], years: [2012, 2020],
      refs: [['RM 055', 'titanium', 'rubber', 'skeleton', [150000, 240000]], ['RM 055', 'ceramic', 'rubber', 'skeleton', [160000, 250000]]] },
    { collection: 'RM 067', name: 'RM 67-01 Automatic Extra Flat', type: 'sport', movement: 'automatic', caliber: 'CRMA6', power: 50, size: 38.7, thickness: 7.75, wr: 30, functions: ['date'], years: [2016, 2024],
      refs: [['RM 67-01', 'titanium', 'rubber', 'skeleton', [130000, 190000]]] },
    { collection: 'RM 067', name: 'RM 67-02 Automatic Extra Flat', type: 'sport', movement: 'automatic', caliber: 'CRMA7', power: 50, size: 38.7, thickness: 7.8, wr: 30, functions: [], years: [2017, 2025], editions: [30, 50],
      refs: [['RM 67-02', 'carbon', 'rubber', 'skeleton', [190000, 280000]]] },
    { collection: 'RM 07-01', name: 'RM 07-01 Automatic', type: 'womens', movement: 'automatic', caliber: 'CRMA2', power: 50, size: 31.4, thickness: 11.85, wr: 50, functions: [], years: [2012, 2025],
      refs: [['RM 07-01', 'ceramic', 'rubber', 'skeleton', [120000, 180000]], ['RM 07-01', 'rose_gold', 'rubber', 'skeleton', [160000, 240000]]] },
    { collection: 'RM 027', name: 'RM 27-04 Tourbillon Rafael Nadal', type: 'sport', movement: 'manual', caliber: 'RM27-04', power: 48, size: 39.7, thickness: 12.3, wr: 50, functions: ['tourbillon'], years: [2020, 2021], weight: 0.15,
      refs: [['RM 27-04', 'carbon', 'textile', 'skeleton', [1100000, 1500000], { limited: 50 }]] },
    { collection: 'RM 030', name: 'RM 030 Automatic Declutchable Rotor', type: 'sport', movement: 'automatic', caliber: 'RMAR1', power: 55, size: 42.7, thickness: 13.95, wr: 50, functions: ['power_reserve', 'date'], years: [2011, 2019],
      refs: [['RM 030', 'titanium', 'rubber', 'skeleton', [110000, 170000]], ['RM 030', 'ceramic', 'rubber', 'skeleton', [130000, 190000]]] },
    { collection: 'RM 065', name: 'RM 65-01 Automatic Split-Seconds Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'RMAC4', power: 60, size: 44.5, thickness: 16.15, wr: 50, functions: ['split_seconds', 'chronograph', 'date'], years: [2020, 2025], weight: 0.6,
      refs: [['RM 65-01', 'carbon', 'rubber', 'skeleton', [300000, 450000]]] },
    { collection: 'RM 072', name: 'RM 72-01 Lifestyle In-House Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'CRMC1', power: 50, size: 38.4, thickness: 11.68, wr: 30, functions: ['chronograph', 'flyback'], years: [2021, 2025],
      refs: [['RM 72-01', 'titanium', 'rubber', 'skeleton', [190000, 270000]], ['RM 72-01', 'ceramic', 'rubber', 'skeleton', [210000, 300000]]] },
  ],
};

// ── Cartier ────────────────────────────────────────────────────────────────────────────────────────────────

const cartier: WatchBrandRow = {
  brand: 'Cartier',
  weight: 6,
  variant: 'none',
  collections: ['Santos', 'Tank', 'Ballon Bleu', 'Panthère', 'Pasha', 'Crash', 'Drive', 'Ronde'],
  models: [
    { collection: 'Santos', name: 'Santos de Cartier Large', type: 'mens', movement: 'automatic', caliber: '1847 MC', power: 40, size: 39.8, thickness: 9.08, wr: 100, functions: [], years: [2018, 2025], weight: 1.5,
      refs: [
        ['WSSA0018', 'steel', 'steel_bracelet', 'silver', [7200, 8800]],
        ['WSSA0030', 'steel', 'steel_bracelet', 'blue', [7500, 9200]],
        ['W2SA0009', 'two_tone', 'two_tone_bracelet', 'silver', [9500, 12000]],
        ['WGSA0007', 'yellow_gold', 'gold_bracelet', 'silver', [28000, 36000]],
      ] },
    { collection: 'Santos', name: 'Santos de Cartier Medium', type: 'unisex', movement: 'automatic', caliber: '1847 MC', power: 40, size: 35.1, thickness: 8.83, wr: 100, functions: [], years: [2018, 2025],
      refs: [['WSSA0029', 'steel', 'steel_bracelet', 'silver', [6500, 8000]]] },
    { collection: 'Santos', name: 'Santos-Dumont Large', type: 'dress', movement: 'manual', caliber: '430 MC', power: 38, size: 43.5, thickness: 7.3, wr: 30, functions: [], years: [2019, 2025], weight: 0.6,
      refs: [['WSSA0022', 'steel', 'calf', 'silver', [4800, 6200]]] },
    { collection: 'Santos', name: 'Santos de Cartier Chronograph', type: 'chronograph', movement: 'automatic', caliber: '1904-CH MC', power: 47, size: 43.3, thickness: 12.35, wr: 100, functions: ['chronograph'], years: [2019, 2024], weight: 0.5,
      refs: [['WSSA0017', 'steel', 'steel_bracelet', 'black', [8500, 10500]]] },
    { collection: 'Tank', name: 'Tank Must Large', type: 'unisex', movement: 'quartz', caliber: '690', power: null, size: 33.7, thickness: 6.6, wr: 30, functions: [], years: [2021, 2025],
      refs: [['WSTA0041', 'steel', 'calf', 'silver', [3000, 3600]]] },
    { collection: 'Tank', name: 'Tank Must Small', type: 'womens', movement: 'quartz', caliber: '690', power: null, size: 29.5, thickness: 6.6, wr: 30, functions: [], years: [2021, 2025],
      refs: [['WSTA0042', 'steel', 'calf', 'silver', [3000, 3400]]] },
    { collection: 'Tank', name: 'Tank Louis Cartier Large', type: 'dress', movement: 'manual', caliber: '1917 MC', power: 38, size: 33.7, thickness: 6.6, wr: 30, functions: [], years: [2017, 2025],
      refs: [['WGTA0091', 'yellow_gold', 'alligator', 'silver', [13000, 16000], { years: [2022, 2025] }], ['WGTA0011', 'rose_gold', 'alligator', 'silver', [12000, 15000]]] },
    { collection: 'Tank', name: 'Tank Française', type: 'womens', movement: 'quartz', caliber: '157', power: null, size: 32.1, thickness: 6.3, wr: 30, functions: [], years: [2023, 2025], weight: 0.6,
      refs: [['WSTA0074', 'steel', 'steel_bracelet', 'silver', [3800, 4600]]] },
    { collection: 'Ballon Bleu', name: 'Ballon Bleu de Cartier 42 mm', type: 'mens', movement: 'automatic', caliber: '049', power: 42, size: 42, thickness: 13, wr: 30, functions: ['date'], years: [2007, 2019],
      refs: [['W69012Z4', 'steel', 'steel_bracelet', 'silver', [4500, 6000]]] },
    { collection: 'Ballon Bleu', name: 'Ballon Bleu de Cartier 40 mm', type: 'mens', movement: 'automatic', caliber: '1847 MC', power: 40, size: 40, thickness: 12.05, wr: 30, functions: ['date'], years: [2019, 2025],
      refs: [['WSBB0040', 'steel', 'steel_bracelet', 'silver', [5800, 7000]]] },
    { collection: 'Ballon Bleu', name: 'Ballon Bleu de Cartier 36 mm', type: 'unisex', movement: 'automatic', caliber: '076', power: 42, size: 36.6, thickness: 12, wr: 30, functions: ['date'], years: [2007, 2019],
      refs: [['W6920046', 'steel', 'steel_bracelet', 'silver', [4200, 5200]]] },
    { collection: 'Ballon Bleu', name: 'Ballon Bleu de Cartier 33 mm', type: 'womens', movement: 'quartz', caliber: '690', power: null, size: 33, thickness: 10.1, wr: 30, functions: [], years: [2012, 2022],
      refs: [['W6920084', 'steel', 'steel_bracelet', ['silver', 'mop'], [3800, 4800]]] },
    { collection: 'Panthère', name: 'Panthère de Cartier Small', type: 'womens', movement: 'quartz', caliber: '157', power: null, size: 30, thickness: 6, wr: 30, functions: [], years: [2017, 2025],
      refs: [['WSPN0006', 'steel', 'steel_bracelet', 'silver', [3800, 4600]]] },
    { collection: 'Panthère', name: 'Panthère de Cartier Medium', type: 'womens', movement: 'quartz', caliber: '157', power: null, size: 37, thickness: 6, wr: 30, functions: [], years: [2017, 2025],
      refs: [['WSPN0007', 'steel', 'steel_bracelet', 'silver', [4200, 5200]], ['WGPN0009', 'yellow_gold', 'gold_bracelet', 'silver', [20000, 26000]]] },
    { collection: 'Pasha', name: 'Pasha de Cartier 41 mm', type: 'mens', movement: 'automatic', caliber: '1847 MC', power: 40, size: 41, thickness: 9.55, wr: 100, functions: ['date'], years: [2020, 2025],
      refs: [['WSPA0009', 'steel', 'steel_bracelet', 'silver', [6000, 7500]]] },
    { collection: 'Pasha', name: 'Pasha de Cartier 35 mm', type: 'unisex', movement: 'automatic', caliber: '1847 MC', power: 40, size: 35, thickness: 9.37, wr: 100, functions: [], years: [2020, 2025], weight: 0.6,
      refs: [['WSPA0013', 'steel', 'steel_bracelet', 'silver', [5500, 6800]]] },
    { collection: 'Crash', name: 'Crash', type: 'dress', movement: 'manual', caliber: '1917 MC', power: 38, size: 38.5, thickness: 6.1, wr: 30, functions: [], years: [2021, 2025], weight: 0.2,
      refs: [['WGCH0011', 'yellow_gold', 'alligator', 'silver', [60000, 90000]]] },
  ],
};

// ── Hublot ─────────────────────────────────────────────────────────────────────────────────────────────────

const hublot: WatchBrandRow = {
  brand: 'Hublot',
  weight: 3,
  variant: 'none',
  collections: ['Big Bang', 'Classic Fusion', 'Spirit of Big Bang', 'MP'],
  models: [
    { collection: 'Big Bang', name: 'Big Bang Unico 42 mm', type: 'chronograph', movement: 'automatic', caliber: 'HUB1280', power: 72, size: 42, thickness: 14.5, wr: 100, functions: ['chronograph', 'flyback', 'date'], years: [2015, 2025], weight: 1.5, editions: [200, 250, 500],
      refs: [
        ['441.NX.1171.RX', 'titanium', 'rubber', 'skeleton', [14000, 18000]],
        ['441.CI.1171.RX', 'ceramic', 'rubber', 'skeleton', [15000, 19500]],
        ['441.OX.1181.RX', 'rose_gold', 'rubber', 'skeleton', [30000, 40000]],
      ] },
    { collection: 'Big Bang', name: 'Big Bang Unico 45 mm', type: 'chronograph', movement: 'automatic', caliber: 'HUB1242', power: 72, size: 45, thickness: 15.45, wr: 100, functions: ['chronograph', 'flyback', 'date'], years: [2013, 2023], editions: [250, 500],
      refs: [
        ['411.NX.1170.RX', 'titanium', 'rubber', 'skeleton', [13000, 17000]],
        ['411.CI.1170.RX', 'ceramic', 'rubber', 'skeleton', [14000, 18000]],
        ['411.JX.1170.RX', 'sapphire', 'rubber', 'skeleton', [50000, 70000], { years: [2016, 2018], limited: 500 }],
      ] },
    { collection: 'Big Bang', name: 'Big Bang Integrated', type: 'chronograph', movement: 'automatic', caliber: 'HUB1280', power: 72, size: 42, thickness: 14.5, wr: 100, functions: ['chronograph', 'flyback', 'date'], years: [2020, 2025],
      refs: [['451.NX.1170.NX', 'titanium', 'titanium_bracelet', 'skeleton', [18000, 23000]]] },
    { collection: 'Big Bang', name: 'Big Bang Original', type: 'chronograph', movement: 'automatic', caliber: 'HUB4100', power: 42, size: 44, thickness: 14.5, wr: 100, functions: ['chronograph', 'date'], years: [2005, 2012], weight: 0.6,
      refs: [['301.SB.131.RX', 'steel', 'rubber', 'black', [6500, 9000]]] },
    { collection: 'Classic Fusion', name: 'Classic Fusion Titanium 42 mm', type: 'mens', movement: 'automatic', caliber: 'HUB1112', power: 42, size: 42, thickness: 10.95, wr: 50, functions: ['date'], years: [2012, 2025], weight: 1.3, editions: [250, 500],
      refs: [['542.NX.1171.RX', 'titanium', 'rubber', 'black', [5500, 7500]], ['542.NX.1171.LR', 'titanium', 'alligator', 'black', [5500, 7500]]] },
    { collection: 'Classic Fusion', name: 'Classic Fusion Titanium 45 mm', type: 'mens', movement: 'automatic', caliber: 'HUB1112', power: 42, size: 45, thickness: 10.95, wr: 50, functions: ['date'], years: [2012, 2025],
      refs: [['511.NX.1171.RX', 'titanium', 'rubber', 'black', [5500, 7500]], ['511.OX.1181.LR', 'rose_gold', 'alligator', 'black', [13000, 17000]]] },
    { collection: 'Classic Fusion', name: 'Classic Fusion Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'HUB1143', power: 42, size: 45, thickness: 12.5, wr: 50, functions: ['chronograph', 'date'], years: [2013, 2025], editions: [250, 500],
      refs: [['521.NX.1171.RX', 'titanium', 'rubber', 'black', [7500, 9500]]] },
    { collection: 'Spirit of Big Bang', name: 'Spirit of Big Bang', type: 'chronograph', movement: 'automatic', caliber: 'HUB4700', power: 50, size: 42, thickness: 14.1, wr: 100, functions: ['chronograph', 'date'], years: [2014, 2025], editions: [100, 200],
      refs: [['642.NX.0170.RX', 'titanium', 'rubber', 'skeleton', [15000, 19000]], ['642.CI.0170.RX', 'ceramic', 'rubber', 'skeleton', [16000, 21000]]] },
  ],
};

// ── Bvlgari ────────────────────────────────────────────────────────────────────────────────────────────────

const bvlgari: WatchBrandRow = {
  brand: 'Bvlgari',
  weight: 2,
  variant: 'none',
  collections: ['Octo Finissimo', 'Octo Roma', 'Serpenti', 'Bvlgari Bvlgari', 'Aluminium'],
  models: [
    { collection: 'Octo Finissimo', name: 'Octo Finissimo Automatic', type: 'mens', movement: 'automatic', caliber: 'BVL 138', power: 60, size: 40, thickness: 5.15, wr: 100, functions: [], years: [2021, 2025], weight: 1.5, editions: [250, 500],
      refs: [['103011', 'steel', 'steel_bracelet', 'grey', [14000, 18000]], ['103431', 'steel', 'steel_bracelet', 'blue', [15000, 19000], { years: [2022, 2025] }]] },
    { collection: 'Octo Finissimo', name: 'Octo Finissimo Automatic', type: 'mens', movement: 'automatic', caliber: 'BVL 138', power: 60, size: 40, thickness: 5.15, wr: 100, functions: [], years: [2017, 2023],
      refs: [['102713', 'titanium', 'titanium_bracelet', 'grey', [12000, 16000]]] },
    { collection: 'Octo Finissimo', name: 'Octo Finissimo Chronograph GMT', type: 'chronograph', movement: 'automatic', caliber: 'BVL 318', power: 55, size: 42, thickness: 6.9, wr: 100, functions: ['chronograph', 'gmt'], years: [2019, 2025],
      refs: [['103068', 'titanium', 'titanium_bracelet', 'grey', [18000, 24000]]] },
    { collection: 'Octo Finissimo', name: 'Octo Finissimo Tourbillon Automatic', type: 'mens', movement: 'automatic', caliber: 'BVL 288', power: 52, size: 42, thickness: 3.95, wr: 30, functions: ['tourbillon'], years: [2018, 2022], weight: 0.25,
      refs: [['103072', 'titanium', 'titanium_bracelet', 'grey', [90000, 130000], { limited: 50 }]] },
    { collection: 'Octo Roma', name: 'Octo Roma Automatic', type: 'mens', movement: 'automatic', caliber: 'BVL 191', power: 42, size: 41, thickness: 10.65, wr: 100, functions: ['date'], years: [2017, 2024],
      refs: [['102856', 'steel', 'steel_bracelet', 'blue', [5800, 7500]]] },
    { collection: 'Serpenti', name: 'Serpenti Tubogas', type: 'womens', movement: 'quartz', caliber: 'B033', power: null, size: 35, thickness: 7, wr: 30, functions: [], years: [2015, 2025], weight: 1.2,
      refs: [['101911', 'steel', 'steel_bracelet', 'silver', [6000, 8500]], ['102237', 'two_tone_rose', 'two_tone_bracelet', 'silver', [9000, 12000]]] },
    { collection: 'Serpenti', name: 'Serpenti Seduttori', type: 'womens', movement: 'quartz', caliber: 'B033', power: null, size: 33, thickness: 7.5, wr: 30, functions: [], years: [2021, 2025],
      refs: [['103141', 'steel', 'steel_bracelet', ['silver', 'mop'], [6200, 8000]]] },
    { collection: 'Bvlgari Bvlgari', name: 'Bvlgari Bvlgari Automatic', type: 'mens', movement: 'automatic', caliber: 'BVL 191', power: 42, size: 41, thickness: 10.2, wr: 50, functions: ['date'], years: [2020, 2025],
      refs: [['102928', 'steel', 'steel_bracelet', 'black', [5500, 7000]]] },
    { collection: 'Bvlgari Bvlgari', name: 'Bvlgari Bvlgari Lady', type: 'womens', movement: 'quartz', caliber: 'B033', power: null, size: 33, thickness: 8.2, wr: 30, functions: ['date'], years: [2014, 2025],
      refs: [['102961', 'steel', 'steel_bracelet', ['mop', 'silver'], [4800, 6200]]] },
    { collection: 'Aluminium', name: 'Bvlgari Aluminium Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'B130', power: 42, size: 40, thickness: 12, wr: 100, functions: ['chronograph', 'date'], years: [2020, 2025],
      refs: [['103382', 'aluminium', 'rubber', 'black', [4500, 5500]]] },
    { collection: 'Aluminium', name: 'Bvlgari Aluminium Automatic', type: 'sport', movement: 'automatic', caliber: 'B77', power: 42, size: 40, thickness: 10.4, wr: 100, functions: ['date'], years: [2020, 2025],
      refs: [['103445', 'aluminium', 'rubber', 'black', [3200, 4200]]] },
  ],
};

// ── F.P. Journe ────────────────────────────────────────────────────────────────────────────────────────────

const fpj: WatchBrandRow = {
  brand: 'F.P. Journe',
  weight: 1,
  variant: 'none',
  collections: ['Chronomètre Bleu', 'Chronomètre Souverain', 'Octa', 'Tourbillon Souverain', 'Elegante'],
  models: [
    { collection: 'Chronomètre Bleu', name: 'Chronomètre Bleu', type: 'dress', movement: 'manual', caliber: '1304', power: 56, size: 39, thickness: 8.6, wr: 30, functions: ['small_seconds'], years: [2009, 2025], weight: 1.5,
      refs: [['CB 39', 'tantalum', 'alligator', 'blue', [60000, 90000]]] },
    { collection: 'Chronomètre Souverain', name: 'Chronomètre Souverain', type: 'dress', movement: 'manual', caliber: '1304', power: 56, size: 40, thickness: 8.6, wr: 30, functions: ['small_seconds', 'power_reserve'], years: [2006, 2025],
      refs: [['CS 40', 'platinum', 'alligator', 'silver', [80000, 120000]], ['CS 40', 'rose_gold', 'alligator', 'silver', [75000, 110000]]] },
    { collection: 'Octa', name: 'Octa Lune', type: 'dress', movement: 'automatic', caliber: '1300.3', power: 120, size: 40, thickness: 10.7, wr: 30, functions: ['moon_phase', 'power_reserve', 'big_date'], years: [2002, 2025],
      refs: [['Octa Lune 40', 'platinum', 'alligator', 'silver', [70000, 100000]], ['Octa Lune 40', 'rose_gold', 'alligator', 'silver', [65000, 95000]]] },
    { collection: 'Octa', name: 'Octa Divine', type: 'dress', movement: 'automatic', caliber: '1300.3', power: 120, size: 40, thickness: 10.7, wr: 30, functions: ['moon_phase', 'big_date'], years: [2002, 2025],
      refs: [['Octa Divine 40', 'platinum', 'alligator', 'silver', [60000, 85000]]] },
    { collection: 'Elegante', name: 'Elegante', type: 'unisex', movement: 'quartz', caliber: '1210', power: null, size: 40, thickness: 7.8, wr: 50, functions: [], years: [2014, 2025],
      refs: [['Elegante 40', 'titanium', 'rubber', 'grey', [22000, 32000]]] },
  ],
};

// ── Franck Muller ──────────────────────────────────────────────────────────────────────────────────────────

const franck: WatchBrandRow = {
  brand: 'Franck Muller',
  weight: 2,
  variant: 'none',
  collections: ['Vanguard', 'Cintrée Curvex', 'Long Island', 'Casablanca', 'Master Square'],
  models: [
    { collection: 'Vanguard', name: 'Vanguard Self-Winding', type: 'sport', movement: 'automatic', caliber: 'FM 800', power: 42, size: 44, thickness: 12.4, wr: 30, functions: ['date'], years: [2013, 2025], weight: 1.5, editions: [99, 250],
      refs: [['V 45 SC DT', 'steel', 'rubber', ['black', 'blue'], [7500, 11000]], ['V 45 SC DT 5N', 'rose_gold', 'rubber', 'black', [16000, 22000]]] },
    { collection: 'Vanguard', name: 'Vanguard Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'FM 7000', power: 46, size: 44, thickness: 14.2, wr: 30, functions: ['chronograph', 'date'], years: [2014, 2025],
      refs: [['V 45 CC DT', 'steel', 'rubber', ['black', 'blue'], [10000, 14000]]] },
    { collection: 'Vanguard', name: 'Vanguard Yachting', type: 'sport', movement: 'automatic', caliber: 'FM 800', power: 42, size: 44, thickness: 12.4, wr: 30, functions: ['date'], years: [2016, 2025], weight: 0.6,
      refs: [['V 45 SC DT YACHTING', 'steel', 'rubber', 'blue', [8500, 12000]]] },
    { collection: 'Vanguard', name: 'Vanguard Lady', type: 'womens', movement: 'quartz', caliber: 'FM 2000', power: null, size: 32, thickness: 9, wr: 30, functions: [], years: [2015, 2025],
      refs: [['V 32 QZ', 'steel', 'rubber', ['white', 'mop'], [6000, 8500]]] },
    { collection: 'Cintrée Curvex', name: 'Cintrée Curvex', type: 'dress', movement: 'automatic', caliber: 'FM 800', power: 42, size: 39.6, thickness: 10.5, wr: 30, functions: ['date'], years: [2008, 2025],
      refs: [['7880 SC DT', 'steel', 'alligator', ['silver', 'white'], [7000, 10000]], ['8880 SC DT', 'rose_gold', 'alligator', 'silver', [12000, 16000]]] },
    { collection: 'Long Island', name: 'Long Island', type: 'womens', movement: 'quartz', caliber: 'FM 2000', power: null, size: 32, thickness: 7.3, wr: 30, functions: [], years: [2005, 2025],
      refs: [['1002 QZ', 'steel', 'alligator', 'white', [4500, 6500]]] },
    { collection: 'Long Island', name: 'Long Island', type: 'unisex', movement: 'automatic', caliber: 'FM 800', power: 42, size: 37, thickness: 9.8, wr: 30, functions: [], years: [2005, 2025],
      refs: [['1200 SC', 'steel', 'alligator', 'white', [6000, 8500]]] },
    { collection: 'Casablanca', name: 'Casablanca', type: 'mens', movement: 'automatic', caliber: 'FM 2800', power: 42, size: 39.5, thickness: 10.5, wr: 30, functions: ['date'], years: [2005, 2025],
      refs: [['8880 C DT', 'steel', 'calf', ['salmon', 'black'], [5500, 8500]]] },
  ],
};

// ── Hermès ─────────────────────────────────────────────────────────────────────────────────────────────────

const hermes: WatchBrandRow = {
  brand: 'Hermès',
  weight: 1.5,
  variant: 'none',
  collections: ['Arceau', 'Cape Cod', 'H08', "Slim d'Hermès", 'Heure H'],
  models: [
    { collection: 'Arceau', name: 'Arceau', type: 'dress', movement: 'automatic', caliber: 'H1837', power: 50, size: 40, thickness: 10.2, wr: 30, functions: ['date'], years: [2015, 2025],
      refs: [['W040133', 'steel', 'alligator', 'white', [3800, 5200]]] },
    { collection: 'Arceau', name: 'Arceau Le temps voyageur', type: 'dress', movement: 'automatic', caliber: 'H1837', power: 50, size: 41, thickness: 12.4, wr: 30, functions: ['gmt', 'world_time'], years: [2018, 2025], weight: 0.5,
      refs: [['W049414', 'steel', 'alligator', 'grey', [14000, 18000]]] },
    { collection: 'Cape Cod', name: 'Cape Cod', type: 'womens', movement: 'quartz', caliber: 'ETA 956.412', power: null, size: 29, thickness: 7.9, wr: 30, functions: [], years: [2010, 2025], weight: 1.3,
      refs: [['W044937', 'steel', 'calf', 'white', [2800, 4000]]] },
    { collection: 'Cape Cod', name: 'Cape Cod', type: 'unisex', movement: 'quartz', caliber: 'ETA 956.412', power: null, size: 33, thickness: 8.5, wr: 30, functions: ['date'], years: [2010, 2025],
      refs: [['W040186', 'steel', 'calf', 'silver', [3000, 4200]]] },
    { collection: 'H08', name: 'H08', type: 'sport', movement: 'automatic', caliber: 'H1837', power: 50, size: 39, thickness: 10.9, wr: 100, functions: ['date'], years: [2021, 2025], weight: 1.2,
      refs: [['W049426', 'titanium', 'textile', 'black', [6000, 8000]], ['W049431', 'titanium', 'rubber', 'grey', [6000, 8000]]] },
    { collection: "Slim d'Hermès", name: "Slim d'Hermès", type: 'dress', movement: 'automatic', caliber: 'H1950', power: 42, size: 39.5, thickness: 8.2, wr: 30, functions: [], years: [2015, 2025],
      refs: [['W041741', 'steel', 'alligator', 'silver', [7500, 9500]]] },
    { collection: "Slim d'Hermès", name: "Slim d'Hermès Perpétuel", type: 'dress', movement: 'automatic', caliber: 'H1950', power: 42, size: 39.5, thickness: 9.5, wr: 30, functions: ['perpetual_calendar', 'moon_phase', 'gmt'], years: [2015, 2025], weight: 0.3,
      refs: [['W043197', 'rose_gold', 'alligator', 'silver', [35000, 45000]]] },
  ],
};

// ── Vacheron Constantin ────────────────────────────────────────────────────────────────────────────────────

const vacheron: WatchBrandRow = {
  brand: 'Vacheron Constantin',
  weight: 3,
  variant: 'suffix',
  collections: ['Overseas', 'Patrimony', 'Traditionnelle', 'Historiques', 'Fiftysix'],
  models: [
    { collection: 'Overseas', name: 'Overseas Self-Winding', type: 'sport', movement: 'automatic', caliber: '5100', power: 60, size: 41, thickness: 11, wr: 150, functions: ['date'], years: [2016, 2025], weight: 2,
      refs: [['4500V/110A-B128', 'steel', 'steel_bracelet', 'blue', [28000, 38000]], ['4500V/110A-B483', 'steel', 'steel_bracelet', 'black', [26000, 35000]]] },
    { collection: 'Overseas', name: 'Overseas Chronograph', type: 'chronograph', movement: 'automatic', caliber: '5200', power: 52, size: 42.5, thickness: 13.7, wr: 150, functions: ['chronograph', 'date'], years: [2016, 2025],
      refs: [['5500V/110A-B148', 'steel', 'steel_bracelet', 'blue', [36000, 46000]], ['5500V/110A-B481', 'steel', 'steel_bracelet', 'black', [34000, 44000]]] },
    { collection: 'Overseas', name: 'Overseas Dual Time', type: 'sport', movement: 'automatic', caliber: '5110 DT', power: 60, size: 41, thickness: 12.8, wr: 150, functions: ['gmt', 'date'], years: [2018, 2025],
      refs: [['7900V/110A-B334', 'steel', 'steel_bracelet', 'blue', [33000, 42000]]] },
    { collection: 'Overseas', name: 'Overseas Perpetual Calendar Ultra-Thin', type: 'sport', movement: 'automatic', caliber: '1120 QP', power: 40, size: 41.5, thickness: 8.1, wr: 50, functions: ['perpetual_calendar', 'moon_phase'], years: [2018, 2025], weight: 0.4,
      refs: [['4300V/120G-B064', 'white_gold', 'gold_bracelet', 'blue', [90000, 120000]]] },
    { collection: 'Patrimony', name: 'Patrimony', type: 'dress', movement: 'manual', caliber: '1400', power: 40, size: 40, thickness: 6.8, wr: 30, functions: [], years: [2013, 2025],
      refs: [['81180/000R-9159', 'rose_gold', 'alligator', 'silver', [17000, 23000]]] },
    { collection: 'Patrimony', name: 'Patrimony Self-Winding', type: 'dress', movement: 'automatic', caliber: '2450 Q6', power: 40, size: 40, thickness: 8.1, wr: 30, functions: ['date'], years: [2013, 2025],
      refs: [['85180/000R-9248', 'rose_gold', 'alligator', 'silver', [19000, 25000]]] },
    { collection: 'Patrimony', name: 'Patrimony Moon Phase Retrograde Date', type: 'dress', movement: 'automatic', caliber: '2460 R31L', power: 40, size: 42.5, thickness: 9.7, wr: 30, functions: ['moon_phase', 'date'], years: [2017, 2025], weight: 0.6,
      refs: [['4010U/000G-B330', 'white_gold', 'alligator', 'silver', [35000, 45000]]] },
    { collection: 'Traditionnelle', name: 'Traditionnelle Manual-Winding', type: 'dress', movement: 'manual', caliber: '4400 AS', power: 65, size: 38, thickness: 7.8, wr: 30, functions: ['small_seconds'], years: [2016, 2025],
      refs: [['82172/000R-9382', 'rose_gold', 'alligator', 'silver', [18000, 24000]]] },
    { collection: 'Traditionnelle', name: 'Traditionnelle Complete Calendar', type: 'dress', movement: 'automatic', caliber: '2460 QCL/1', power: 40, size: 41, thickness: 10.7, wr: 30, functions: ['complete_calendar', 'moon_phase'], years: [2017, 2025], weight: 0.6,
      refs: [['4010T/000R-B344', 'rose_gold', 'alligator', 'silver', [30000, 38000]]] },
    { collection: 'Historiques', name: 'Historiques American 1921', type: 'dress', movement: 'manual', caliber: '4400 AS', power: 65, size: 40, thickness: 8, wr: 30, functions: ['small_seconds'], years: [2008, 2024], weight: 0.6,
      refs: [['82035/000R-9359', 'rose_gold', 'alligator', 'silver', [38000, 52000]]] },
    { collection: 'Historiques', name: 'Historiques Cornes de vache 1955', type: 'chronograph', movement: 'manual', caliber: '1142', power: 48, size: 38.5, thickness: 11.3, wr: 30, functions: ['chronograph', 'small_seconds'], years: [2015, 2022], weight: 0.5,
      refs: [['5000H/000A-B582', 'steel', 'alligator', 'silver', [38000, 48000]]] },
    { collection: 'Fiftysix', name: 'Fiftysix Self-Winding', type: 'dress', movement: 'automatic', caliber: '1326', power: 48, size: 40, thickness: 9.6, wr: 30, functions: ['date'], years: [2018, 2025],
      refs: [['4600E/000A-B442', 'steel', 'calf', 'silver', [10500, 13500]]] },
  ],
};

// ── A. Lange & Söhne ───────────────────────────────────────────────────────────────────────────────────────

const lange: WatchBrandRow = {
  brand: 'A. Lange & Söhne',
  weight: 2.5,
  variant: 'suffix',
  collections: ['Lange 1', 'Saxonia', 'Zeitwerk', 'Datograph', 'Odysseus', '1815'],
  models: [
    { collection: 'Lange 1', name: 'Lange 1', type: 'dress', movement: 'manual', caliber: 'L121.1', power: 72, size: 38.5, thickness: 9.8, wr: 30, functions: ['big_date', 'power_reserve', 'small_seconds'], years: [2015, 2025], weight: 1.5,
      refs: [['191.032', 'rose_gold', 'alligator', 'silver', [32000, 42000]], ['191.021', 'yellow_gold', 'alligator', 'champagne', [30000, 40000]]] },
    { collection: 'Lange 1', name: 'Lange 1', type: 'dress', movement: 'manual', caliber: 'L901.0', power: 72, size: 38.5, thickness: 9.8, wr: 30, functions: ['big_date', 'power_reserve', 'small_seconds'], years: [1994, 2015], weight: 0.6,
      refs: [['101.021', 'yellow_gold', 'alligator', 'champagne', [25000, 32000]]] },
    { collection: 'Lange 1', name: 'Lange 1 Moon Phase', type: 'dress', movement: 'manual', caliber: 'L121.3', power: 72, size: 38.5, thickness: 10.2, wr: 30, functions: ['big_date', 'moon_phase', 'power_reserve'], years: [2017, 2025],
      refs: [['192.032', 'rose_gold', 'alligator', 'silver', [42000, 52000]]] },
    { collection: 'Saxonia', name: 'Saxonia Thin', type: 'dress', movement: 'manual', caliber: 'L093.1', power: 72, size: 40, thickness: 5.9, wr: 30, functions: [], years: [2015, 2025],
      refs: [['211.032', 'rose_gold', 'alligator', 'silver', [14000, 19000]]] },
    { collection: 'Saxonia', name: 'Saxonia Outsize Date', type: 'dress', movement: 'automatic', caliber: 'L086.2', power: 72, size: 38.5, thickness: 8.8, wr: 30, functions: ['big_date', 'small_seconds'], years: [2013, 2025],
      refs: [['381.032', 'rose_gold', 'alligator', 'silver', [22000, 28000]]] },
    { collection: 'Zeitwerk', name: 'Zeitwerk', type: 'dress', movement: 'manual', caliber: 'L043.6', power: 72, size: 41.9, thickness: 12.2, wr: 30, functions: ['power_reserve'], years: [2022, 2025], weight: 0.6,
      refs: [['148.038', 'white_gold', 'alligator', 'grey', [95000, 125000]]] },
    { collection: 'Datograph', name: 'Datograph Up/Down', type: 'chronograph', movement: 'manual', caliber: 'L951.6', power: 60, size: 41, thickness: 13.1, wr: 30, functions: ['chronograph', 'flyback', 'power_reserve'], years: [2012, 2025], weight: 0.8,
      refs: [['405.031', 'rose_gold', 'alligator', 'black', [80000, 105000]], ['405.035', 'platinum', 'alligator', 'black', [90000, 120000]]] },
    { collection: 'Odysseus', name: 'Odysseus', type: 'sport', movement: 'automatic', caliber: 'L155.1 Datomatic', power: 50, size: 40.5, thickness: 11.1, wr: 120, functions: ['day_date'], years: [2019, 2025], weight: 1.2,
      refs: [['363.179', 'steel', 'steel_bracelet', 'blue', [50000, 70000]]] },
    { collection: '1815', name: '1815', type: 'dress', movement: 'manual', caliber: 'L051.1', power: 55, size: 38.5, thickness: 8.8, wr: 30, functions: ['small_seconds'], years: [2014, 2025],
      refs: [['235.032', 'rose_gold', 'alligator', 'silver', [18000, 24000]]] },
  ],
};

// ── Jaeger-LeCoultre ───────────────────────────────────────────────────────────────────────────────────────

const jlc: WatchBrandRow = {
  brand: 'Jaeger-LeCoultre',
  weight: 2.5,
  variant: 'none',
  collections: ['Reverso', 'Master', 'Polaris', 'Rendez-Vous'],
  models: [
    { collection: 'Reverso', name: 'Reverso Tribute Duoface Small Seconds', type: 'dress', movement: 'manual', caliber: '854A/2', power: 42, size: 45.6, thickness: 10.3, wr: 30, functions: ['gmt', 'small_seconds'], years: [2016, 2025], weight: 1.3,
      refs: [['Q3908420', 'steel', 'calf', 'black', [9500, 12500]]] },
    { collection: 'Reverso', name: 'Reverso Tribute Small Seconds', type: 'dress', movement: 'manual', caliber: '822/2', power: 42, size: 45.6, thickness: 8.5, wr: 30, functions: ['small_seconds'], years: [2020, 2025],
      refs: [['Q397848J', 'steel', 'calf', 'blue', [8000, 10000]]] },
    { collection: 'Reverso', name: 'Reverso Classic Medium Thin', type: 'unisex', movement: 'manual', caliber: '822/2', power: 42, size: 40.1, thickness: 7.2, wr: 30, functions: [], years: [2016, 2025],
      refs: [['Q2548440', 'steel', 'alligator', 'silver', [5500, 7500]]] },
    { collection: 'Master', name: 'Master Ultra Thin Moon', type: 'dress', movement: 'automatic', caliber: '925', power: 70, size: 39, thickness: 9.9, wr: 50, functions: ['moon_phase', 'date'], years: [2018, 2025],
      refs: [['Q1368420', 'steel', 'alligator', 'silver', [8500, 11000]]] },
    { collection: 'Master', name: 'Master Control Date', type: 'dress', movement: 'automatic', caliber: '899', power: 70, size: 40, thickness: 8.8, wr: 50, functions: ['date'], years: [2021, 2025],
      refs: [['Q4018420', 'steel', 'alligator', 'silver', [6500, 8500]]] },
    { collection: 'Polaris', name: 'Polaris Date', type: 'sport', movement: 'automatic', caliber: '899', power: 70, size: 42, thickness: 12.6, wr: 200, functions: ['date'], years: [2018, 2025],
      refs: [['Q9068681', 'steel', 'rubber', ['blue', 'black'], [8000, 10500]]] },
    { collection: 'Polaris', name: 'Polaris Chronograph', type: 'chronograph', movement: 'automatic', caliber: '751H', power: 65, size: 42, thickness: 12.4, wr: 100, functions: ['chronograph'], years: [2018, 2025],
      refs: [['Q9028180', 'steel', 'steel_bracelet', 'blue', [9500, 12000]]] },
  ],
};

// ── Omega ──────────────────────────────────────────────────────────────────────────────────────────────────

const omega: WatchBrandRow = {
  brand: 'Omega',
  weight: 6,
  variant: 'suffix',
  collections: ['Speedmaster', 'Seamaster', 'Constellation', 'De Ville'],
  models: [
    { collection: 'Speedmaster', name: 'Speedmaster Moonwatch Professional', type: 'chronograph', movement: 'manual', caliber: '3861', power: 50, size: 42, thickness: 13.2, wr: 50, functions: ['chronograph', 'small_seconds'], years: [2021, 2025], glass: 'hesalite', weight: 2.5, editions: [1957, 1972],
      refs: [
        ['310.30.42.50.01.001', 'steel', 'steel_bracelet', 'black', [6200, 7500]],
        ['310.30.42.50.01.002', 'steel', 'steel_bracelet', 'black', [6800, 8200], { glass: 'sapphire' }],
      ] },
    { collection: 'Speedmaster', name: 'Speedmaster Moonwatch Professional', type: 'chronograph', movement: 'manual', caliber: '1861', power: 48, size: 42, thickness: 13.5, wr: 50, functions: ['chronograph', 'small_seconds'], years: [2014, 2020], glass: 'hesalite', weight: 1.2,
      refs: [['311.30.42.30.01.005', 'steel', 'steel_bracelet', 'black', [4800, 5800]]] },
    { collection: 'Speedmaster', name: 'Speedmaster Moonwatch Apollo 11 50th Anniversary', type: 'chronograph', movement: 'manual', caliber: '3861', power: 50, size: 42, thickness: 13.2, wr: 50, functions: ['chronograph', 'small_seconds'], years: [2019, 2020], weight: 0.2,
      refs: [['310.60.42.50.99.001', 'yellow_gold', 'gold_bracelet', 'black', [40000, 55000], { limited: 1014 }]] },
    { collection: 'Speedmaster', name: 'Speedmaster Professional', type: 'chronograph', movement: 'manual', caliber: '861', power: 45, size: 42, thickness: 14, wr: 30, functions: ['chronograph', 'small_seconds'], years: [1969, 1988], glass: 'hesalite', weight: 0.4,
      refs: [['145.022', 'steel', 'steel_bracelet', 'black', [6000, 12000]]] },
    { collection: 'Speedmaster', name: "Speedmaster '57", type: 'chronograph', movement: 'manual', caliber: '9906', power: 60, size: 40.5, thickness: 12.9, wr: 50, functions: ['chronograph'], years: [2021, 2025], weight: 0.6,
      refs: [['332.10.41.51.01.001', 'steel', 'steel_bracelet', 'black', [7500, 9000]]] },
    { collection: 'Seamaster', name: 'Seamaster Diver 300M', type: 'diver', movement: 'automatic', caliber: '8800', power: 55, size: 42, thickness: 13.6, wr: 300, functions: ['date'], years: [2018, 2025], weight: 2,
      refs: [
        ['210.30.42.20.01.001', 'steel', 'steel_bracelet', 'black', [4500, 5600]],
        ['210.30.42.20.03.001', 'steel', 'steel_bracelet', 'blue', [4500, 5600]],
        ['210.30.42.20.04.001', 'steel', 'steel_bracelet', 'white', [4500, 5600]],
      ] },
    { collection: 'Seamaster', name: 'Seamaster Diver 300M 007 Edition', type: 'diver', movement: 'automatic', caliber: '8806', power: 55, size: 42, thickness: 13.6, wr: 300, functions: [], years: [2020, 2025], weight: 0.6,
      refs: [['210.90.42.20.01.001', 'titanium', 'textile', 'brown', [8000, 10000]]] },
    { collection: 'Seamaster', name: 'Seamaster Planet Ocean 600M', type: 'diver', movement: 'automatic', caliber: '8900', power: 60, size: 43.5, thickness: 16, wr: 600, functions: ['date'], years: [2016, 2025],
      refs: [['215.30.44.21.01.001', 'steel', 'steel_bracelet', 'black', [5800, 7200]]] },
    { collection: 'Seamaster', name: 'Seamaster Aqua Terra 150M', type: 'mens', movement: 'automatic', caliber: '8900', power: 60, size: 41, thickness: 13.2, wr: 150, functions: ['date'], years: [2017, 2025], weight: 1.3,
      refs: [['220.10.41.21.03.001', 'steel', 'steel_bracelet', 'blue', [4800, 6000]], ['220.10.41.21.10.001', 'steel', 'steel_bracelet', 'green', [5000, 6200]]] },
    { collection: 'Seamaster', name: 'Seamaster 300', type: 'diver', movement: 'automatic', caliber: '552', power: 42, size: 39, thickness: 13, wr: 200, functions: [], years: [1964, 1969], glass: 'hesalite', weight: 0.2,
      refs: [['165.024', 'steel', 'steel_bracelet', 'black', [9000, 16000]]] },
    { collection: 'Constellation', name: 'Constellation', type: 'mens', movement: 'automatic', caliber: '8900', power: 60, size: 41, thickness: 13.4, wr: 50, functions: ['date'], years: [2020, 2025],
      refs: [['131.10.41.21.03.001', 'steel', 'steel_bracelet', 'blue', [5500, 7000]]] },
    { collection: 'Constellation', name: 'Constellation', type: 'unisex', movement: 'automatic', caliber: '8800', power: 55, size: 39, thickness: 12.6, wr: 50, functions: ['date'], years: [2020, 2025],
      refs: [['131.10.39.20.06.001', 'steel', 'steel_bracelet', 'grey', [5000, 6300]]] },
    { collection: 'Constellation', name: 'Constellation', type: 'dress', movement: 'automatic', caliber: '561', power: 42, size: 35, thickness: 11, wr: null, functions: ['date'], years: [1960, 1968], glass: 'hesalite', weight: 0.3,
      refs: [['168.005', 'steel', 'calf', 'silver', [2500, 4500]]] },
    { collection: 'De Ville', name: 'De Ville Prestige', type: 'dress', movement: 'automatic', caliber: '2500', power: 48, size: 39.5, thickness: 9.6, wr: 30, functions: ['date'], years: [2010, 2020],
      refs: [['424.10.40.20.02.001', 'steel', 'steel_bracelet', 'silver', [2200, 3000]]] },
  ],
};

// ── the rest of the watchmakers ────────────────────────────────────────────────────────────────────────────

const breguet: WatchBrandRow = {
  brand: 'Breguet',
  weight: 2,
  variant: 'none',
  collections: ['Classique', 'Marine', 'Type XX', 'Tradition', 'Reine de Naples'],
  models: [
    { collection: 'Classique', name: 'Classique 5177', type: 'dress', movement: 'automatic', caliber: '777Q', power: 55, size: 38, thickness: 8.8, wr: 30, functions: ['date'], years: [2015, 2025],
      refs: [['5177BB/29/9V6', 'white_gold', 'alligator', 'blue', [18000, 24000]], ['5177BR/29/9V6', 'rose_gold', 'alligator', 'white', [18000, 24000]]] },
    { collection: 'Marine', name: 'Marine 5517', type: 'sport', movement: 'automatic', caliber: '777A', power: 55, size: 40, thickness: 11.5, wr: 100, functions: ['date'], years: [2018, 2025],
      refs: [['5517TI/Y1/TZ0', 'titanium', 'rubber', 'blue', [15000, 19000]]] },
    { collection: 'Type XX', name: 'Type XX Chronographe 2057', type: 'pilot', movement: 'automatic', caliber: '728', power: 60, size: 42, thickness: 14.1, wr: 100, functions: ['chronograph', 'flyback'], years: [2023, 2025],
      refs: [['2057ST/92/3WU', 'steel', 'calf', 'black', [14000, 18000]]] },
    { collection: 'Type XX', name: 'Type XXI 3810', type: 'pilot', movement: 'automatic', caliber: '584Q/2', power: 48, size: 42, thickness: 15.2, wr: 100, functions: ['chronograph', 'flyback', 'date'], years: [2008, 2020],
      refs: [['3810ST/92/SW9', 'steel', 'calf', 'black', [9000, 12000]]] },
    { collection: 'Tradition', name: 'Tradition 7057', type: 'dress', movement: 'manual', caliber: '507DR', power: 50, size: 40, thickness: 11.6, wr: 30, functions: ['small_seconds'], years: [2013, 2025],
      refs: [['7057BB/G9/9W6', 'white_gold', 'alligator', 'silver', [22000, 28000]]] },
    { collection: 'Reine de Naples', name: 'Reine de Naples 8918', type: 'womens', movement: 'automatic', caliber: '586/1', power: 40, size: 36.5, thickness: 10, wr: 30, functions: [], years: [2008, 2025],
      refs: [['8918BB/58/964', 'white_gold', 'alligator', 'mop', [22000, 30000]]] },
  ],
};

const blancpain: WatchBrandRow = {
  brand: 'Blancpain',
  weight: 1.5,
  variant: 'none',
  collections: ['Fifty Fathoms', 'Villeret', 'Air Command'],
  models: [
    { collection: 'Fifty Fathoms', name: 'Fifty Fathoms Automatique', type: 'diver', movement: 'automatic', caliber: '1315', power: 120, size: 45, thickness: 15.5, wr: 300, functions: ['date'], years: [2007, 2025],
      refs: [['5015-1130-52A', 'steel', 'textile', 'black', [11000, 14000]]] },
    { collection: 'Fifty Fathoms', name: 'Fifty Fathoms Bathyscaphe', type: 'diver', movement: 'automatic', caliber: '1315', power: 120, size: 43, thickness: 13.4, wr: 300, functions: ['date'], years: [2013, 2025],
      refs: [['5000-1110-B52A', 'steel', 'textile', 'black', [8000, 10500]]] },
    { collection: 'Fifty Fathoms', name: 'Fifty Fathoms Bathyscaphe Chronographe Flyback', type: 'diver', movement: 'automatic', caliber: 'F385', power: 50, size: 43.6, thickness: 15.3, wr: 300, functions: ['chronograph', 'flyback', 'date'], years: [2014, 2025],
      refs: [['5200-1110-B52A', 'steel', 'textile', 'black', [10000, 13000]]] },
    { collection: 'Villeret', name: 'Villeret Quantième Complet', type: 'dress', movement: 'automatic', caliber: '6654', power: 72, size: 40, thickness: 10.3, wr: 30, functions: ['complete_calendar', 'moon_phase'], years: [2010, 2025],
      refs: [['6654-1127-55B', 'steel', 'alligator', 'white', [10000, 13500]]] },
  ],
};

const iwc: WatchBrandRow = {
  brand: 'IWC Schaffhausen',
  weight: 2.5,
  variant: 'none',
  collections: ["Portugieser", "Pilot's Watches", 'Portofino', 'Ingenieur', 'Aquatimer'],
  models: [
    { collection: 'Portugieser', name: 'Portugieser Chronograph', type: 'chronograph', movement: 'automatic', caliber: '69355', power: 46, size: 41, thickness: 13.1, wr: 30, functions: ['chronograph', 'small_seconds'], years: [2020, 2025], weight: 1.5,
      refs: [['IW371605', 'steel', 'alligator', 'silver', [7000, 8800]], ['IW371606', 'steel', 'alligator', 'blue', [7200, 9000]]] },
    { collection: 'Portugieser', name: 'Portugieser Chronograph', type: 'chronograph', movement: 'automatic', caliber: '79350', power: 44, size: 40.9, thickness: 12.3, wr: 30, functions: ['chronograph', 'small_seconds'], years: [2007, 2019],
      refs: [['IW371446', 'steel', 'alligator', 'silver', [5800, 7200]]] },
    { collection: "Pilot's Watches", name: "Pilot's Watch Chronograph 41", type: 'pilot', movement: 'automatic', caliber: '69385', power: 46, size: 41, thickness: 14.5, wr: 100, functions: ['chronograph', 'day_date'], years: [2021, 2025],
      refs: [['IW388101', 'steel', 'calf', 'black', [6500, 8000]]] },
    { collection: "Pilot's Watches", name: "Pilot's Watch Mark XVIII", type: 'pilot', movement: 'automatic', caliber: '35111', power: 42, size: 40, thickness: 11, wr: 60, functions: ['date'], years: [2016, 2022],
      refs: [['IW327001', 'steel', 'calf', 'black', [3800, 4800]]] },
    { collection: 'Portofino', name: 'Portofino Automatic', type: 'dress', movement: 'automatic', caliber: '35111', power: 42, size: 40, thickness: 9.2, wr: 30, functions: ['date'], years: [2012, 2025],
      refs: [['IW356501', 'steel', 'alligator', 'silver', [3800, 4800]]] },
  ],
};

const panerai: WatchBrandRow = {
  brand: 'Panerai',
  weight: 2.5,
  variant: 'none',
  collections: ['Luminor', 'Submersible', 'Radiomir', 'Luminor Due'],
  models: [
    { collection: 'Luminor', name: 'Luminor Marina', type: 'sport', movement: 'automatic', caliber: 'P.9010', power: 72, size: 44, thickness: 15.6, wr: 300, functions: ['date'], years: [2017, 2025], weight: 1.5, editions: [500, 1000],
      refs: [['PAM01312', 'steel', 'calf', 'black', [6500, 8000]]] },
    { collection: 'Luminor', name: 'Luminor Marina', type: 'sport', movement: 'manual', caliber: 'OP XI', power: 56, size: 44, thickness: 15.5, wr: 300, functions: ['small_seconds'], years: [2002, 2016],
      refs: [['PAM00111', 'steel', 'calf', 'black', [4000, 5500]]] },
    { collection: 'Luminor', name: 'Luminor 1950 3 Days', type: 'sport', movement: 'manual', caliber: 'P.3000', power: 72, size: 47, thickness: 16.3, wr: 100, functions: [], years: [2010, 2018], glass: 'hesalite', weight: 0.6,
      refs: [['PAM00372', 'steel', 'calf', 'black', [7500, 9500]]] },
    { collection: 'Submersible', name: 'Submersible', type: 'diver', movement: 'automatic', caliber: 'P.900', power: 72, size: 42, thickness: 13.5, wr: 300, functions: ['date'], years: [2019, 2025], editions: [500, 1000],
      refs: [['PAM01389', 'steel', 'rubber', 'black', [8000, 9500]]] },
    { collection: 'Submersible', name: 'Submersible QuarantaQuattro', type: 'diver', movement: 'automatic', caliber: 'P.900', power: 72, size: 44, thickness: 14.3, wr: 300, functions: ['date'], years: [2022, 2025],
      refs: [['PAM01229', 'steel', 'rubber', 'blue', [8000, 10000]]] },
    { collection: 'Radiomir', name: 'Radiomir Original', type: 'dress', movement: 'manual', caliber: 'P.6000', power: 72, size: 45, thickness: 14.5, wr: 100, functions: ['small_seconds'], years: [2020, 2025], weight: 0.6,
      refs: [['PAM01335', 'steel', 'calf', 'black', [6000, 7500]]] },
  ],
};

const tudor: WatchBrandRow = {
  brand: 'Tudor',
  weight: 4,
  variant: 'suffix',
  collections: ['Black Bay', 'Pelagos', 'Ranger', 'Submariner', '1926'],
  models: [
    { collection: 'Black Bay', name: 'Black Bay', type: 'diver', movement: 'automatic', caliber: 'MT5602', power: 70, size: 41, thickness: 14.8, wr: 200, functions: [], years: [2016, 2023], weight: 1.3,
      refs: [
        ['M79230N-0009', 'steel', 'steel_bracelet', 'black', [3300, 4000]],
        ['M79230B-0008', 'steel', 'steel_bracelet', 'black', [3300, 4000]],
        ['M79230R-0012', 'steel', 'steel_bracelet', 'black', [3400, 4100]],
      ] },
    { collection: 'Black Bay', name: 'Black Bay Fifty-Eight', type: 'diver', movement: 'automatic', caliber: 'MT5402', power: 70, size: 39, thickness: 11.9, wr: 200, functions: [], years: [2018, 2025], weight: 1.5,
      refs: [
        ['M79030N-0001', 'steel', 'steel_bracelet', 'black', [3200, 3900]],
        ['M79030B-0001', 'steel', 'steel_bracelet', 'blue', [3300, 4000]],
        ['M79018V-0001', 'yellow_gold', 'textile', 'green', [15000, 19000], { years: [2022, 2025] }],
      ] },
    { collection: 'Black Bay', name: 'Black Bay GMT', type: 'sport', movement: 'automatic', caliber: 'MT5652', power: 70, size: 41, thickness: 14.6, wr: 200, functions: ['gmt', 'date'], years: [2018, 2025],
      refs: [['M79830RB-0001', 'steel', 'steel_bracelet', 'black', [3500, 4300]]] },
    { collection: 'Black Bay', name: 'Black Bay Chrono', type: 'chronograph', movement: 'automatic', caliber: 'MT5813', power: 70, size: 41, thickness: 14.4, wr: 200, functions: ['chronograph', 'date'], years: [2017, 2025],
      refs: [['M79360N-0002', 'steel', 'steel_bracelet', 'white', [4300, 5200]]] },
    { collection: 'Pelagos', name: 'Pelagos', type: 'diver', movement: 'automatic', caliber: 'MT5612', power: 70, size: 42, thickness: 14.3, wr: 500, functions: ['date'], years: [2015, 2025],
      refs: [['M25600TN-0001', 'titanium', 'titanium_bracelet', 'black', [3800, 4700]]] },
    { collection: 'Pelagos', name: 'Pelagos 39', type: 'diver', movement: 'automatic', caliber: 'MT5400', power: 70, size: 39, thickness: 11.8, wr: 200, functions: [], years: [2022, 2025],
      refs: [['M25407N-0001', 'titanium', 'titanium_bracelet', 'black', [3800, 4500]]] },
    { collection: 'Ranger', name: 'Ranger', type: 'mens', movement: 'automatic', caliber: 'MT5402', power: 70, size: 39, thickness: 12, wr: 100, functions: [], years: [2022, 2025], weight: 0.6,
      refs: [['M79950-0001', 'steel', 'textile', 'black', [2300, 2800]]] },
    { collection: 'Submariner', name: 'Submariner', type: 'diver', movement: 'automatic', caliber: '390', power: 42, size: 39, thickness: 13, wr: 200, functions: [], years: [1959, 1968], glass: 'hesalite', weight: 0.3,
      refs: [['7928', 'steel', 'steel_bracelet', 'black', [15000, 25000]]] },
  ],
};

const chopard: WatchBrandRow = {
  brand: 'Chopard',
  weight: 1.5,
  variant: 'suffix',
  collections: ['Alpine Eagle', 'Happy Sport', 'L.U.C', 'Mille Miglia'],
  models: [
    { collection: 'Alpine Eagle', name: 'Alpine Eagle 41', type: 'sport', movement: 'automatic', caliber: '01.01-C', power: 60, size: 41, thickness: 9.7, wr: 100, functions: ['date'], years: [2019, 2025], weight: 1.5,
      refs: [['298600-3001', 'steel', 'steel_bracelet', 'blue', [13000, 16500]], ['298600-3002', 'steel', 'steel_bracelet', 'grey', [12500, 16000]]] },
    { collection: 'Alpine Eagle', name: 'Alpine Eagle 36', type: 'unisex', movement: 'automatic', caliber: '09.01-C', power: 42, size: 36, thickness: 8.7, wr: 100, functions: ['date'], years: [2019, 2025],
      refs: [['298601-3001', 'steel', 'steel_bracelet', 'blue', [10500, 13500]]] },
    { collection: 'Alpine Eagle', name: 'Alpine Eagle XL Chrono', type: 'chronograph', movement: 'automatic', caliber: '03.05-C', power: 60, size: 44, thickness: 13.2, wr: 100, functions: ['chronograph', 'flyback', 'date'], years: [2020, 2025], weight: 0.6,
      refs: [['298609-3001', 'steel', 'steel_bracelet', 'blue', [17000, 21000]]] },
    { collection: 'Happy Sport', name: 'Happy Sport 36', type: 'womens', movement: 'automatic', caliber: '09.01-C', power: 42, size: 36, thickness: 12, wr: 30, functions: [], years: [2018, 2025], weight: 1.2,
      refs: [['278559-3001', 'steel', 'steel_bracelet', 'white', [7000, 9000]]] },
    { collection: 'Happy Sport', name: 'Happy Sport 30', type: 'womens', movement: 'quartz', caliber: 'Ronda', power: null, size: 30, thickness: 9, wr: 30, functions: [], years: [2018, 2025],
      refs: [['278590-3001', 'steel', 'steel_bracelet', ['white', 'mop'], [5500, 7000]]] },
    { collection: 'L.U.C', name: 'L.U.C XPS', type: 'dress', movement: 'automatic', caliber: 'L.U.C 96.12-L', power: 65, size: 40, thickness: 7.2, wr: 30, functions: ['small_seconds'], years: [2012, 2025],
      refs: [['161948-5001', 'rose_gold', 'alligator', 'silver', [12000, 16000]]] },
    { collection: 'Mille Miglia', name: 'Mille Miglia Classic Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'Chopard 03.05-M', power: 60, size: 42, thickness: 12.6, wr: 50, functions: ['chronograph'], years: [2017, 2025],
      refs: [['168589-3001', 'steel', 'calf', 'silver', [4200, 5500]]] },
  ],
};

const piaget: WatchBrandRow = {
  brand: 'Piaget',
  weight: 1.5,
  variant: 'none',
  collections: ['Polo', 'Altiplano', 'Limelight', 'Possession'],
  models: [
    { collection: 'Polo', name: 'Polo Date', type: 'sport', movement: 'automatic', caliber: '1110P', power: 50, size: 42, thickness: 9.4, wr: 100, functions: ['date'], years: [2016, 2025], weight: 1.5,
      refs: [['G0A41002', 'steel', 'steel_bracelet', 'blue', [9000, 11500]], ['G0A46017', 'steel', 'steel_bracelet', 'green', [9500, 12000], { years: [2022, 2025] }]] },
    { collection: 'Polo', name: 'Polo Chronograph', type: 'chronograph', movement: 'automatic', caliber: '1160P', power: 50, size: 42, thickness: 11.2, wr: 100, functions: ['chronograph', 'date'], years: [2016, 2025],
      refs: [['G0A42005', 'steel', 'steel_bracelet', 'blue', [11500, 14000]]] },
    { collection: 'Polo', name: 'Polo Skeleton', type: 'sport', movement: 'automatic', caliber: '1200S1', power: 44, size: 42, thickness: 6.5, wr: 100, functions: [], years: [2021, 2025], weight: 0.5,
      refs: [['G0A45004', 'steel', 'steel_bracelet', 'skeleton', [22000, 28000]]] },
    { collection: 'Altiplano', name: 'Altiplano', type: 'dress', movement: 'manual', caliber: '430P', power: 43, size: 38, thickness: 6.4, wr: 30, functions: [], years: [2010, 2025],
      refs: [['G0A29112', 'white_gold', 'alligator', 'silver', [13000, 17000]]] },
    { collection: 'Altiplano', name: 'Altiplano Automatic', type: 'dress', movement: 'automatic', caliber: '1200P', power: 44, size: 40, thickness: 5.3, wr: 30, functions: [], years: [2012, 2025],
      refs: [['G0A38131', 'rose_gold', 'alligator', 'silver', [12000, 16000]]] },
    { collection: 'Limelight', name: 'Limelight Gala', type: 'womens', movement: 'quartz', caliber: '690P', power: null, size: 32, thickness: 8, wr: 30, functions: [], years: [2012, 2025],
      refs: [['G0A41212', 'rose_gold', 'alligator', ['silver', 'mop'], [18000, 26000]]] },
    { collection: 'Possession', name: 'Possession', type: 'womens', movement: 'quartz', caliber: '56P', power: null, size: 29, thickness: 8, wr: 30, functions: [], years: [2020, 2025], weight: 0.6,
      refs: [['G0A44019', 'steel', 'calf', 'silver', [3800, 5000]]] },
  ],
};

const ulysse: WatchBrandRow = {
  brand: 'Ulysse Nardin',
  weight: 1,
  variant: 'suffix',
  collections: ['Marine', 'Diver', 'Freak', 'Blast'],
  models: [
    { collection: 'Marine', name: 'Marine Torpilleur', type: 'mens', movement: 'automatic', caliber: 'UN-118', power: 60, size: 42, thickness: 13, wr: 50, functions: ['power_reserve', 'small_seconds', 'date'], years: [2017, 2025],
      refs: [['1183-310/40', 'steel', 'alligator', 'blue', [6500, 8500]]] },
    { collection: 'Diver', name: 'Diver Chronometer 44', type: 'diver', movement: 'automatic', caliber: 'UN-118', power: 60, size: 44, thickness: 13.9, wr: 300, functions: ['power_reserve', 'small_seconds', 'date'], years: [2018, 2025],
      refs: [['1183-170/92', 'steel', 'rubber', 'black', [7000, 9000]]] },
    { collection: 'Freak', name: 'Freak X', type: 'sport', movement: 'automatic', caliber: 'UN-230', power: 72, size: 43, thickness: 15.7, wr: 50, functions: [], years: [2019, 2025], weight: 0.8, editions: [99],
      refs: [['2303-270/03', 'titanium', 'alligator', 'blue', [22000, 29000]]] },
  ],
};

const gp: WatchBrandRow = {
  brand: 'Girard-Perregaux',
  weight: 1,
  variant: 'suffix',
  collections: ['Laureato', '1966', 'Bridges'],
  models: [
    { collection: 'Laureato', name: 'Laureato 42 mm', type: 'sport', movement: 'automatic', caliber: 'GP01800', power: 54, size: 42, thickness: 10.9, wr: 100, functions: ['date'], years: [2017, 2025], weight: 1.5,
      refs: [['81010-11-431-11A', 'steel', 'steel_bracelet', 'blue', [10000, 13000]], ['81010-11-131-11A', 'steel', 'steel_bracelet', 'black', [9500, 12500]]] },
    { collection: 'Laureato', name: 'Laureato 38 mm', type: 'unisex', movement: 'automatic', caliber: 'GP03300', power: 46, size: 38, thickness: 10.3, wr: 100, functions: ['date'], years: [2017, 2025],
      refs: [['81005-11-431-11A', 'steel', 'steel_bracelet', 'blue', [9000, 11500]]] },
    { collection: 'Laureato', name: 'Laureato Chronograph 42 mm', type: 'chronograph', movement: 'automatic', caliber: 'GP03300', power: 46, size: 42, thickness: 12, wr: 100, functions: ['chronograph', 'date'], years: [2017, 2025],
      refs: [['81020-11-131-11A', 'steel', 'steel_bracelet', 'black', [12000, 15000]]] },
    { collection: '1966', name: 'Girard-Perregaux 1966', type: 'dress', movement: 'automatic', caliber: 'GP03300', power: 46, size: 40, thickness: 10, wr: 30, functions: [], years: [2012, 2025],
      refs: [['49555-52-131-BB60', 'rose_gold', 'alligator', 'silver', [8000, 10500]]] },
  ],
};

const zenith: WatchBrandRow = {
  brand: 'Zenith',
  weight: 2,
  variant: 'suffix',
  collections: ['Chronomaster', 'Defy', 'Pilot', 'Elite'],
  models: [
    { collection: 'Chronomaster', name: 'Chronomaster Sport', type: 'chronograph', movement: 'automatic', caliber: 'El Primero 3600', power: 60, size: 41, thickness: 13.6, wr: 100, functions: ['chronograph'], years: [2021, 2025], weight: 1.5, editions: [250, 500],
      refs: [['03.3100.3600/69.M3100', 'steel', 'steel_bracelet', 'white', [11000, 14000]], ['03.3100.3600/21.M3100', 'steel', 'steel_bracelet', 'black', [11000, 14000]]] },
    { collection: 'Chronomaster', name: 'Chronomaster Original', type: 'chronograph', movement: 'automatic', caliber: 'El Primero 3600', power: 60, size: 38, thickness: 12.9, wr: 50, functions: ['chronograph', 'date'], years: [2021, 2025],
      refs: [['03.3200.3600/69.C902', 'steel', 'calf', 'white', [8500, 10500]]] },
    { collection: 'Chronomaster', name: 'El Primero', type: 'chronograph', movement: 'automatic', caliber: '3019 PHC', power: 50, size: 38, thickness: 13, wr: 50, functions: ['chronograph', 'date'], years: [1969, 1972], glass: 'hesalite', weight: 0.2,
      refs: [['A386', 'steel', 'steel_bracelet', 'white', [9000, 18000]]] },
    { collection: 'Defy', name: 'Defy Skyline', type: 'sport', movement: 'automatic', caliber: 'El Primero 3620', power: 60, size: 41, thickness: 11.6, wr: 100, functions: ['date'], years: [2022, 2025],
      refs: [['03.9300.3620/51.I001', 'steel', 'steel_bracelet', 'blue', [7500, 9500]]] },
    { collection: 'Defy', name: 'Defy Extreme', type: 'chronograph', movement: 'automatic', caliber: 'El Primero 9004', power: 50, size: 45, thickness: 15.4, wr: 200, functions: ['chronograph'], years: [2021, 2025], editions: [250],
      refs: [['95.9100.9004/01.I001', 'titanium', 'titanium_bracelet', 'skeleton', [16000, 21000]]] },
    { collection: 'Pilot', name: 'Pilot Type 20 Extra Special', type: 'pilot', movement: 'automatic', caliber: 'Elite 679', power: 50, size: 45, thickness: 14.25, wr: 100, functions: [], years: [2015, 2021], weight: 0.6,
      refs: [['29.1940.679/21.C800', 'bronze', 'calf', 'brown', [5000, 6500]]] },
  ],
};

const tag: WatchBrandRow = {
  brand: 'TAG Heuer',
  weight: 2,
  variant: 'suffix',
  collections: ['Monaco', 'Carrera', 'Aquaracer', 'Formula 1'],
  models: [
    { collection: 'Monaco', name: 'Monaco Calibre 11', type: 'chronograph', movement: 'automatic', caliber: 'Calibre 11', power: 40, size: 39, thickness: 14.5, wr: 100, functions: ['chronograph', 'date'], years: [2015, 2025], weight: 1.3, editions: [1000],
      refs: [['CAW211P.FC6356', 'steel', 'calf', 'blue', [5500, 7000]]] },
    { collection: 'Carrera', name: 'Carrera Calibre 16 Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'Calibre 16', power: 42, size: 41, thickness: 15.5, wr: 100, functions: ['chronograph', 'day_date'], years: [2012, 2019],
      refs: [['CV2014.BA0794', 'steel', 'steel_bracelet', 'black', [3000, 4000]]] },
    { collection: 'Carrera', name: 'Carrera Date', type: 'mens', movement: 'automatic', caliber: 'Calibre 5', power: 38, size: 39, thickness: 11.8, wr: 100, functions: ['date'], years: [2019, 2024],
      refs: [['WBN2111.BA0639', 'steel', 'steel_bracelet', 'black', [2400, 3100]]] },
    { collection: 'Aquaracer', name: 'Aquaracer Professional 300', type: 'diver', movement: 'automatic', caliber: 'Calibre 5', power: 38, size: 43, thickness: 12.1, wr: 300, functions: ['date'], years: [2021, 2025],
      refs: [['WBP201B.BA0632', 'steel', 'steel_bracelet', 'blue', [2900, 3600]], ['WBP201A.BA0632', 'steel', 'steel_bracelet', 'black', [2900, 3600]]] },
  ],
};

const breitling: WatchBrandRow = {
  brand: 'Breitling',
  weight: 2.5,
  variant: 'none',
  collections: ['Navitimer', 'Chronomat', 'Superocean', 'Avenger', 'Premier'],
  models: [
    { collection: 'Navitimer', name: 'Navitimer B01 Chronograph 43', type: 'pilot', movement: 'automatic', caliber: 'B01', power: 70, size: 43, thickness: 13.6, wr: 30, functions: ['chronograph', 'date'], years: [2022, 2025], weight: 1.5,
      refs: [['AB0138211B1P1', 'steel', 'calf', 'black', [7000, 8500]], ['AB0138211C1A1', 'steel', 'steel_bracelet', 'blue', [7200, 8800]]] },
    { collection: 'Chronomat', name: 'Chronomat B01 42', type: 'chronograph', movement: 'automatic', caliber: 'B01', power: 70, size: 42, thickness: 15.1, wr: 200, functions: ['chronograph', 'date'], years: [2020, 2025],
      refs: [['AB0134101B1A1', 'steel', 'steel_bracelet', 'black', [6800, 8300]], ['AB0134101C1A1', 'steel', 'steel_bracelet', 'blue', [6800, 8300]]] },
    { collection: 'Superocean', name: 'Superocean Automatic 44', type: 'diver', movement: 'automatic', caliber: 'Breitling 17', power: 38, size: 44, thickness: 14.4, wr: 1000, functions: ['date'], years: [2022, 2025],
      refs: [['A17376211B1S1', 'steel', 'rubber', 'black', [3500, 4300]]] },
    { collection: 'Superocean', name: 'Superocean Heritage B20 Automatic 42', type: 'diver', movement: 'automatic', caliber: 'B20', power: 70, size: 42, thickness: 13.3, wr: 200, functions: ['date'], years: [2021, 2025],
      refs: [['AB2010121B1S1', 'steel', 'rubber', 'black', [4200, 5000]]] },
  ],
};

const grandSeiko: WatchBrandRow = {
  brand: 'Grand Seiko',
  weight: 2.5,
  variant: 'none',
  collections: ['Heritage', 'Sport', 'Elegance', 'Evolution 9'],
  models: [
    { collection: 'Heritage', name: 'Snowflake', type: 'mens', movement: 'spring_drive', caliber: '9R65', power: 72, size: 41, thickness: 12.5, wr: 100, functions: ['power_reserve', 'date'], years: [2010, 2025], weight: 1.5,
      refs: [['SBGA211', 'titanium', 'titanium_bracelet', 'white', [5200, 6500]]] },
    { collection: 'Heritage', name: 'Shunbun', type: 'mens', movement: 'spring_drive', caliber: '9R65', power: 72, size: 40, thickness: 12.5, wr: 100, functions: ['power_reserve', 'date'], years: [2020, 2025],
      refs: [['SBGA413', 'steel', 'alligator', 'silver', [4800, 6000]]] },
    { collection: 'Heritage', name: 'Hi-Beat 36000 GMT', type: 'mens', movement: 'automatic', caliber: '9S86', power: 55, size: 40, thickness: 14, wr: 100, functions: ['gmt', 'date'], years: [2014, 2022],
      refs: [['SBGJ201', 'steel', 'steel_bracelet', 'black', [5000, 6500]]] },
    { collection: 'Sport', name: 'Spring Drive GMT', type: 'sport', movement: 'spring_drive', caliber: '9R66', power: 72, size: 44.2, thickness: 14.7, wr: 200, functions: ['gmt', 'power_reserve', 'date'], years: [2015, 2024],
      refs: [['SBGE201', 'steel', 'steel_bracelet', 'black', [4300, 5500]]] },
    { collection: 'Elegance', name: 'Elegance Manual-Winding', type: 'dress', movement: 'manual', caliber: '9S64', power: 72, size: 37.3, thickness: 11.6, wr: 30, functions: [], years: [2017, 2025],
      refs: [['SBGW231', 'steel', 'alligator', 'cream', [3800, 4800]]] },
  ],
};

const moser: WatchBrandRow = {
  brand: 'H. Moser & Cie.',
  weight: 1,
  variant: 'suffix',
  collections: ['Endeavour', 'Streamliner', 'Pioneer'],
  models: [
    { collection: 'Endeavour', name: 'Endeavour Centre Seconds', type: 'dress', movement: 'automatic', caliber: 'HMC 200', power: 72, size: 40, thickness: 11.2, wr: 120, functions: [], years: [2018, 2025], editions: [50, 100],
      refs: [['1200-0208', 'steel', 'alligator', 'green', [15000, 19000]]] },
    { collection: 'Endeavour', name: 'Endeavour Small Seconds', type: 'dress', movement: 'manual', caliber: 'HMC 327', power: 72, size: 38, thickness: 10.7, wr: 30, functions: ['small_seconds'], years: [2016, 2025],
      refs: [['1321-0205', 'rose_gold', 'alligator', 'blue', [17000, 22000]]] },
    { collection: 'Streamliner', name: 'Streamliner Centre Seconds', type: 'sport', movement: 'automatic', caliber: 'HMC 200', power: 72, size: 40, thickness: 12.1, wr: 120, functions: [], years: [2022, 2025],
      refs: [['6200-1200', 'steel', 'steel_bracelet', 'green', [20000, 25000]]] },
    { collection: 'Streamliner', name: 'Streamliner Flyback Chronograph Automatic', type: 'chronograph', movement: 'automatic', caliber: 'HMC 902', power: 54, size: 42.3, thickness: 14.2, wr: 120, functions: ['chronograph', 'flyback'], years: [2020, 2025], weight: 0.6,
      refs: [['6902-1201', 'steel', 'steel_bracelet', 'grey', [38000, 46000]]] },
    { collection: 'Pioneer', name: 'Pioneer Centre Seconds', type: 'sport', movement: 'automatic', caliber: 'HMC 200', power: 72, size: 42.8, thickness: 12.4, wr: 120, functions: [], years: [2019, 2025],
      refs: [['3200-1200', 'steel', 'rubber', 'blue', [12000, 15000]]] },
  ],
};

const mbf: WatchBrandRow = {
  brand: 'MB&F',
  weight: 0.5,
  variant: 'none',
  collections: ['Legacy Machine', 'Horological Machine'],
  models: [
    { collection: 'Legacy Machine', name: 'Legacy Machine 101', type: 'dress', movement: 'manual', caliber: 'LM101', power: 45, size: 40, thickness: 16, wr: 30, functions: ['power_reserve'], years: [2014, 2025], editions: [18, 33],
      refs: [['LM101 WG', 'white_gold', 'alligator', 'white', [55000, 80000]], ['LM101 TI', 'titanium', 'alligator', 'blue', [55000, 75000]]] },
    { collection: 'Legacy Machine', name: 'Legacy Machine Perpetual', type: 'dress', movement: 'manual', caliber: 'LM Perpetual', power: 72, size: 44, thickness: 17.5, wr: 30, functions: ['perpetual_calendar'], years: [2015, 2025], editions: [25, 50],
      refs: [['LM Perpetual PT', 'platinum', 'alligator', 'skeleton', [160000, 230000]], ['LM Perpetual TI', 'titanium', 'alligator', 'skeleton', [140000, 200000]]] },
  ],
};

const greubel: WatchBrandRow = {
  brand: 'Greubel Forsey',
  weight: 0.3,
  variant: 'none',
  collections: ['Balancier', 'GMT', 'Tourbillon 24 Secondes', 'Double Tourbillon 30°'],
  models: [
    { collection: 'Balancier', name: 'Balancier Convexe S²', type: 'sport', movement: 'manual', caliber: 'Greubel Forsey Balancier', power: 72, size: 43.5, thickness: 14.7, wr: 100, functions: ['small_seconds', 'power_reserve'], years: [2021, 2025],
      refs: [['Balancier Convexe S2', 'titanium', 'rubber', 'blue', [330000, 420000], { limited: 33 }]] },
    { collection: 'GMT', name: 'GMT Sport', type: 'sport', movement: 'manual', caliber: 'Greubel Forsey GMT Sport', power: 72, size: 45, thickness: 15.7, wr: 100, functions: ['tourbillon', 'gmt', 'world_time'], years: [2019, 2025],
      refs: [['GMT Sport', 'titanium', 'rubber', 'skeleton', [550000, 750000], { limited: 55 }]] },
  ],
};

const rogerDubuis: WatchBrandRow = {
  brand: 'Roger Dubuis',
  weight: 1,
  variant: 'none',
  collections: ['Excalibur', 'Velvet'],
  models: [
    { collection: 'Excalibur', name: 'Excalibur Monobalancier', type: 'sport', movement: 'automatic', caliber: 'RD720SQ', power: 72, size: 42, thickness: 13.2, wr: 100, functions: [], years: [2020, 2025],
      refs: [['RDDBEX0830', 'titanium', 'rubber', 'skeleton', [45000, 60000]]] },
    { collection: 'Excalibur', name: 'Excalibur Spider Huracán Monobalancier', type: 'sport', movement: 'automatic', caliber: 'RD630', power: 60, size: 45, thickness: 14.3, wr: 100, functions: [], years: [2019, 2023],
      refs: [['RDDBEX0749', 'carbon', 'rubber', 'skeleton', [45000, 60000], { limited: 88 }]] },
  ],
};

const bellRoss: WatchBrandRow = {
  brand: 'Bell & Ross',
  weight: 1.5,
  variant: 'none',
  collections: ['BR 03', 'BR 05', 'BR V2'],
  models: [
    { collection: 'BR 03', name: 'BR 03-92 Black Matte', type: 'pilot', movement: 'automatic', caliber: 'BR-CAL.302', power: 38, size: 42, thickness: 9.7, wr: 100, functions: ['date'], years: [2012, 2023],
      refs: [['BR0392-BL-ST', 'steel', 'rubber', 'black', [2900, 3600]]] },
    { collection: 'BR 03', name: 'BR 03-92 Diver', type: 'diver', movement: 'automatic', caliber: 'BR-CAL.302', power: 38, size: 42, thickness: 12, wr: 300, functions: ['date'], years: [2017, 2024],
      refs: [['BR0392-D-BL-ST/SRB', 'steel', 'rubber', 'black', [3300, 4000]]] },
    { collection: 'BR 05', name: 'BR 05', type: 'sport', movement: 'automatic', caliber: 'BR-CAL.321', power: 54, size: 40, thickness: 10.4, wr: 100, functions: ['date'], years: [2019, 2025], weight: 1.3,
      refs: [['BR05A-BL-ST/SST', 'steel', 'steel_bracelet', 'black', [4000, 5200]], ['BR05A-BLU-ST/SST', 'steel', 'steel_bracelet', 'blue', [4000, 5200]]] },
  ],
};

const glashutte: WatchBrandRow = {
  brand: 'Glashütte Original',
  weight: 1,
  variant: 'suffix',
  collections: ['PanoMatic', 'SeaQ', 'Sixties', 'Senator'],
  models: [
    { collection: 'PanoMatic', name: 'PanoMaticLunar', type: 'dress', movement: 'automatic', caliber: '90-02', power: 42, size: 40, thickness: 12.7, wr: 50, functions: ['moon_phase', 'big_date'], years: [2013, 2025],
      refs: [['1-90-02-46-32-61', 'steel', 'alligator', 'silver', [8500, 11000]], ['1-90-02-42-32-61', 'steel', 'alligator', 'blue', [8500, 11000]]] },
    { collection: 'SeaQ', name: 'SeaQ', type: 'diver', movement: 'automatic', caliber: '39-11', power: 40, size: 39.5, thickness: 12.15, wr: 200, functions: ['date'], years: [2019, 2025],
      refs: [['1-39-11-06-80-70', 'steel', 'rubber', 'black', [7000, 9000]]] },
    { collection: 'Sixties', name: 'Sixties', type: 'dress', movement: 'automatic', caliber: '39-52', power: 40, size: 39, thickness: 9.4, wr: 30, functions: [], years: [2018, 2025],
      refs: [['1-39-52-01-02-04', 'steel', 'alligator', 'silver', [5500, 7000]]] },
  ],
};

const jacob: WatchBrandRow = {
  brand: 'Jacob & Co.',
  weight: 0.8,
  variant: 'none',
  collections: ['Epic X', 'Palatial', 'Astronomia', 'Bugatti'],
  models: [
    { collection: 'Epic X', name: 'Epic X', type: 'sport', movement: 'manual', caliber: 'JCAM05', power: 48, size: 44, thickness: 12.7, wr: 50, functions: [], years: [2016, 2025], editions: [36, 101, 288],
      refs: [['EX100.20.PS.BW.A', 'rose_gold', 'rubber', 'skeleton', [20000, 30000]], ['EX100.21.PS.BW.A', 'titanium', 'rubber', 'skeleton', [16000, 22000]]] },
    { collection: 'Palatial', name: 'Palatial Classic Manual Big Date', type: 'dress', movement: 'manual', caliber: 'JCAM08', power: 42, size: 42, thickness: 10.7, wr: 50, functions: ['big_date'], years: [2015, 2022],
      refs: [['PC500.10.NS.MB.A', 'steel', 'alligator', 'silver', [9000, 12000]]] },
  ],
};

const laurentFerrier: WatchBrandRow = {
  brand: 'Laurent Ferrier',
  weight: 0.4,
  variant: 'none',
  collections: ['Classic', 'Square', 'Grand Sport'],
  models: [
    { collection: 'Classic', name: 'Classic Micro-Rotor', type: 'dress', movement: 'automatic', caliber: 'LF 270.01', power: 72, size: 40, thickness: 12.3, wr: 30, functions: ['small_seconds'], years: [2014, 2025], editions: [12, 20],
      refs: [['LCF004.AC.G1G', 'steel', 'alligator', 'white', [40000, 55000]]] },
    { collection: 'Square', name: 'Square Micro-Rotor', type: 'sport', movement: 'automatic', caliber: 'LF 270.01', power: 72, size: 41, thickness: 11.9, wr: 120, functions: ['small_seconds'], years: [2021, 2025],
      refs: [['LCF036.T1.C1G', 'titanium', 'rubber', 'blue', [45000, 60000]]] },
  ],
};

const parmigiani: WatchBrandRow = {
  brand: 'Parmigiani Fleurier',
  weight: 0.8,
  variant: 'suffix',
  collections: ['Tonda PF', 'Kalpa', 'Toric'],
  models: [
    { collection: 'Tonda PF', name: 'Tonda PF Micro-Rotor', type: 'sport', movement: 'automatic', caliber: 'PF703', power: 48, size: 40, thickness: 7.8, wr: 60, functions: ['date'], years: [2021, 2025], weight: 1.5,
      refs: [['PFC914-1020001-100182', 'steel', 'steel_bracelet', 'blue', [23000, 28000]]] },
    { collection: 'Tonda PF', name: 'Tonda PF Chronograph', type: 'chronograph', movement: 'automatic', caliber: 'PF070', power: 65, size: 42, thickness: 12.3, wr: 100, functions: ['chronograph', 'date'], years: [2021, 2025],
      refs: [['PFC915-1020001-100182', 'steel', 'steel_bracelet', 'grey', [30000, 38000]]] },
    { collection: 'Tonda PF', name: 'Tonda PF GMT Rattrapante', type: 'sport', movement: 'automatic', caliber: 'PF051', power: 48, size: 40, thickness: 10.7, wr: 60, functions: ['gmt'], years: [2021, 2025],
      refs: [['PFC905-1020001-100182', 'steel', 'steel_bracelet', 'blue', [24000, 30000]]] },
  ],
};

const czapek: WatchBrandRow = {
  brand: 'Czapek',
  weight: 0.5,
  variant: 'none',
  collections: ['Antarctique', 'Quai des Bergues', 'Place Vendôme'],
  models: [
    { collection: 'Antarctique', name: 'Antarctique Passage de Drake', type: 'sport', movement: 'automatic', caliber: 'SXH5', power: 60, size: 40.5, thickness: 11.8, wr: 120, functions: [], years: [2020, 2025], editions: [99],
      refs: [['Antarctique Dark Sky', 'steel', 'steel_bracelet', 'black', [19000, 25000]], ['Antarctique Glacier', 'steel', 'steel_bracelet', 'white', [19000, 25000]]] },
  ],
};

const chanel: WatchBrandRow = {
  brand: 'Chanel',
  weight: 1.5,
  variant: 'none',
  collections: ['J12', 'Boy·Friend', 'Première'],
  models: [
    { collection: 'J12', name: 'J12 38 mm', type: 'unisex', movement: 'automatic', caliber: 'Calibre 12.1', power: 70, size: 38, thickness: 12.6, wr: 200, functions: ['date'], years: [2019, 2025], weight: 1.5,
      refs: [['H5697', 'ceramic', 'ceramic_bracelet', 'black', [7500, 9500]], ['H5700', 'ceramic', 'ceramic_bracelet', 'white', [7500, 9500]]] },
    { collection: 'J12', name: 'J12 33 mm', type: 'womens', movement: 'automatic', caliber: 'Calibre 12.2', power: 50, size: 33, thickness: 12, wr: 100, functions: [], years: [2020, 2025],
      refs: [['H5695', 'ceramic', 'ceramic_bracelet', 'black', [6500, 8000]], ['H5698', 'ceramic', 'ceramic_bracelet', 'white', [6500, 8000]]] },
  ],
};

const louisVuitton: WatchBrandRow = {
  brand: 'Louis Vuitton',
  weight: 0.5,
  variant: 'none',
  collections: ['Tambour'],
  models: [
    { collection: 'Tambour', name: 'Tambour', type: 'sport', movement: 'automatic', caliber: 'LFT023', power: 50, size: 40, thickness: 8.3, wr: 50, functions: ['small_seconds'], years: [2023, 2025],
      refs: [['W1ST30', 'steel', 'steel_bracelet', ['silver', 'blue'], [16000, 20000]]] },
  ],
};

/** De Bethune is in the brand list and its collections are listed, but the boutique has no piece in stock. */
const deBethune: WatchBrandRow = {
  brand: 'De Bethune',
  weight: 0,
  variant: 'none',
  collections: ['DB28', 'DB25', 'DB Kind of Blue'],
  models: [],
};

/** The brands in the order the seed visits them (seed/watch-catalogue.ts reads the reference rows into RefSpecs). */
export const WATCH_BRAND_ROWS: readonly WatchBrandRow[] = [
  patek, bvlgari, cartier, rolex, rm, hermes, hublot, fpj, franck, ap,
  vacheron, lange, jlc, omega, breguet, blancpain, iwc, panerai, tudor, chopard, piaget, ulysse, gp, zenith, tag,
  breitling, grandSeiko, moser, mbf, greubel, rogerDubuis, bellRoss, glashutte, jacob, deBethune, laurentFerrier,
  parmigiani, czapek, chanel, louisVuitton,
];
