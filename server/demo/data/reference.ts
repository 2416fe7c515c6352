/**
 * Reference lists of the demo boutique: countries, the two showroom cities, their workshops and the named lists
 * the catalogue filters on (part 1 §3 "Facets"). `name` is Russian (the default language), `name_en` English.
 *
 * The named lists are keyed objects so that the watch catalogue (watch-models.ts) refers to them by a typed key
 * ('steel', 'alligator', …) and a typo fails the type check instead of silently creating a new row. The seed
 * upserts them by `name_en` (their unique key), so renaming an English name here creates a new row: don't.
 */
import type { NamedTableName } from '../../db/types.ts';

// ── countries ──────────────────────────────────────────────────────────────────────────────────────────────

/** ISO 3166-1 alpha-2 code, Russian and English short names. Used by the checkout's country select. */
export const COUNTRIES: readonly (readonly [code: string, ru: string, en: string])[] = [
  ['RU', 'Россия', 'Russia'],
  ['AE', 'Объединённые Арабские Эмираты', 'United Arab Emirates'],
  ['KZ', 'Казахстан', 'Kazakhstan'],
  ['BY', 'Беларусь', 'Belarus'],
  ['AM', 'Армения', 'Armenia'],
  ['GE', 'Грузия', 'Georgia'],
  ['AZ', 'Азербайджан', 'Azerbaijan'],
  ['UZ', 'Узбекистан', 'Uzbekistan'],
  ['KG', 'Киргизия', 'Kyrgyzstan'],
  ['TJ', 'Таджикистан', 'Tajikistan'],
  ['TM', 'Туркмения', 'Turkmenistan'],
  ['MD', 'Молдова', 'Moldova'],
  ['MN', 'Монголия', 'Mongolia'],
  ['TR', 'Турция', 'Turkey'],
  ['CN', 'Китай', 'China'],
  ['HK', 'Гонконг', 'Hong Kong'],
  ['TW', 'Тайвань', 'Taiwan'],
  ['JP', 'Япония', 'Japan'],
  ['KR', 'Республика Корея', 'South Korea'],
  ['IN', 'Индия', 'India'],
  ['TH', 'Таиланд', 'Thailand'],
  ['VN', 'Вьетнам', 'Vietnam'],
  ['ID', 'Индонезия', 'Indonesia'],
  ['MY', 'Малайзия', 'Malaysia'],
  ['SG', 'Сингапур', 'Singapore'],
  ['PH', 'Филиппины', 'Philippines'],
  ['MV', 'Мальдивы', 'Maldives'],
  ['LK', 'Шри-Ланка', 'Sri Lanka'],
  ['SA', 'Саудовская Аравия', 'Saudi Arabia'],
  ['QA', 'Катар', 'Qatar'],
  ['KW', 'Кувейт', 'Kuwait'],
  ['BH', 'Бахрейн', 'Bahrain'],
  ['OM', 'Оман', 'Oman'],
  ['JO', 'Иордания', 'Jordan'],
  ['LB', 'Ливан', 'Lebanon'],
  ['IL', 'Израиль', 'Israel'],
  ['EG', 'Египет', 'Egypt'],
  ['MA', 'Марокко', 'Morocco'],
  ['ZA', 'Южно-Африканская Республика', 'South Africa'],
  ['NG', 'Нигерия', 'Nigeria'],
  ['KE', 'Кения', 'Kenya'],
  ['SC', 'Сейшельские Острова', 'Seychelles'],
  ['GB', 'Великобритания', 'United Kingdom'],
  ['IE', 'Ирландия', 'Ireland'],
  ['DE', 'Германия', 'Germany'],
  ['FR', 'Франция', 'France'],
  ['IT', 'Италия', 'Italy'],
  ['CH', 'Швейцария', 'Switzerland'],
  ['AT', 'Австрия', 'Austria'],
  ['BE', 'Бельгия', 'Belgium'],
  ['NL', 'Нидерланды', 'Netherlands'],
  ['LU', 'Люксембург', 'Luxembourg'],
  ['MC', 'Монако', 'Monaco'],
  ['LI', 'Лихтенштейн', 'Liechtenstein'],
  ['ES', 'Испания', 'Spain'],
  ['PT', 'Португалия', 'Portugal'],
  ['GR', 'Греция', 'Greece'],
  ['CY', 'Кипр', 'Cyprus'],
  ['MT', 'Мальта', 'Malta'],
  ['DK', 'Дания', 'Denmark'],
  ['SE', 'Швеция', 'Sweden'],
  ['NO', 'Норвегия', 'Norway'],
  ['FI', 'Финляндия', 'Finland'],
  ['IS', 'Исландия', 'Iceland'],
  ['PL', 'Польша', 'Poland'],
  ['CZ', 'Чехия', 'Czechia'],
  ['SK', 'Словакия', 'Slovakia'],
  ['HU', 'Венгрия', 'Hungary'],
  ['RO', 'Румыния', 'Romania'],
  ['BG', 'Болгария', 'Bulgaria'],
  ['RS', 'Сербия', 'Serbia'],
  ['ME', 'Черногория', 'Montenegro'],
  ['HR', 'Хорватия', 'Croatia'],
  ['SI', 'Словения', 'Slovenia'],
  ['EE', 'Эстония', 'Estonia'],
  ['LV', 'Латвия', 'Latvia'],
  ['LT', 'Литва', 'Lithuania'],
  ['US', 'США', 'United States'],
  ['CA', 'Канада', 'Canada'],
  ['MX', 'Мексика', 'Mexico'],
  ['BR', 'Бразилия', 'Brazil'],
  ['AR', 'Аргентина', 'Argentina'],
  ['CL', 'Чили', 'Chile'],
  ['CO', 'Колумбия', 'Colombia'],
  ['PE', 'Перу', 'Peru'],
  ['AU', 'Австралия', 'Australia'],
  ['NZ', 'Новая Зеландия', 'New Zealand'],
];

// ── showrooms ──────────────────────────────────────────────────────────────────────────────────────────────

/** The two cities with a showroom (part 1 §9). Keyed by a short code; upserted by `name_en`. */
export const CITIES = {
  moscow: { name: 'Москва', name_en: 'Moscow', country_code: 'RU' },
  dubai: { name: 'Дубай', name_en: 'Dubai', country_code: 'AE' },
} as const;
export type CityKey = keyof typeof CITIES;

/** Boutiques and service centres; a watch may sit in one of its city's workshops (the `workshop` filter). */
export const WORKSHOPS: readonly { name: string; name_en: string; city: CityKey; address: string; kind: 'boutique' | 'service_center' }[] = [
  { name: 'Бутик на Петровке', name_en: 'Petrovka Boutique', city: 'moscow', address: 'Москва, ул. Петровка, 10', kind: 'boutique' },
  {
    name: 'Сервисный центр Москва',
    name_en: 'Moscow Service Center',
    city: 'moscow',
    address: 'Москва, Пресненская наб., 12, башня «Федерация», этаж 27',
    kind: 'service_center',
  },
  { name: 'Бутик Dubai Mall', name_en: 'Dubai Mall Boutique', city: 'dubai', address: 'The Dubai Mall, Financial Centre Road, Downtown Dubai', kind: 'boutique' },
  { name: 'Сервисный центр Дубай', name_en: 'Dubai Service Center', city: 'dubai', address: 'Dubai Design District (d3), Building 4, Dubai', kind: 'service_center' },
];

// ── named lists ────────────────────────────────────────────────────────────────────────────────────────────

interface Named {
  ru: string;
  en: string;
}

export const WATCH_TYPES = {
  mens: { ru: 'Мужские наручные', en: "Men's" },
  womens: { ru: 'Женские наручные', en: "Women's" },
  unisex: { ru: 'Унисекс', en: 'Unisex' },
  dress: { ru: 'Классические', en: 'Dress' },
  sport: { ru: 'Спортивные', en: 'Sport' },
  diver: { ru: 'Дайверские', en: 'Diver' },
  chronograph: { ru: 'Хронографы', en: 'Chronograph' },
  pilot: { ru: 'Авиационные', en: 'Pilot' },
  pocket: { ru: 'Карманные', en: 'Pocket' },
} as const satisfies Record<string, Named>;
export type WatchTypeKey = keyof typeof WATCH_TYPES;

/** `from` completes "корпус …" in Russian descriptions ("корпус из жёлтого золота"). */
export const CASE_MATERIALS = {
  steel: { ru: 'Сталь', en: 'Steel', from: 'из стали' },
  yellow_gold: { ru: 'Жёлтое золото', en: 'Yellow gold', from: 'из жёлтого золота' },
  white_gold: { ru: 'Белое золото', en: 'White gold', from: 'из белого золота' },
  rose_gold: { ru: 'Розовое золото', en: 'Rose gold', from: 'из розового золота' },
  everose: { ru: 'Золото Everose', en: 'Everose gold', from: 'из розового золота Everose' },
  platinum: { ru: 'Платина', en: 'Platinum', from: 'из платины' },
  titanium: { ru: 'Титан', en: 'Titanium', from: 'из титана' },
  ceramic: { ru: 'Керамика', en: 'Ceramic', from: 'из керамики' },
  carbon: { ru: 'Карбон', en: 'Carbon', from: 'из карбона' },
  bronze: { ru: 'Бронза', en: 'Bronze', from: 'из бронзы' },
  two_tone: { ru: 'Сталь и жёлтое золото', en: 'Two-tone steel and gold', from: 'из стали и жёлтого золота' },
  two_tone_rose: { ru: 'Сталь и розовое золото', en: 'Two-tone steel and rose gold', from: 'из стали и розового золота' },
  steel_platinum: { ru: 'Сталь и платина', en: 'Steel and platinum', from: 'из стали с платиновым безелем' },
  tantalum: { ru: 'Тантал', en: 'Tantalum', from: 'из тантала' },
  aluminium: { ru: 'Алюминий', en: 'Aluminum', from: 'из алюминия' },
  sapphire: { ru: 'Сапфировое стекло', en: 'Sapphire crystal', from: 'из сапфирового стекла' },
} as const satisfies Record<string, Named & { from: string }>;
export type CaseMaterialKey = keyof typeof CASE_MATERIALS;

export const GLASS_TYPES = {
  sapphire: { ru: 'Сапфировое', en: 'Sapphire' },
  mineral: { ru: 'Минеральное', en: 'Mineral' },
  hesalite: { ru: 'Акриловое (плексиглас)', en: 'Hesalite / Plexiglass' },
} as const satisfies Record<string, Named>;
export type GlassKey = keyof typeof GLASS_TYPES;

export const MOVEMENT_TYPES = {
  automatic: { ru: 'Автоматический', en: 'Automatic' },
  manual: { ru: 'Механический с ручным заводом', en: 'Manual' },
  quartz: { ru: 'Кварцевый', en: 'Quartz' },
  spring_drive: { ru: 'Spring Drive', en: 'Spring Drive' },
} as const satisfies Record<string, Named>;
export type MovementKey = keyof typeof MOVEMENT_TYPES;

/** `text`/`textEn` are the lower-case forms used inside description sentences. */
export const FUNCTIONS = {
  date: { ru: 'Дата', en: 'Date', text: 'дата', textEn: 'date' },
  big_date: { ru: 'Большая дата', en: 'Big date', text: 'большая дата', textEn: 'big date' },
  day_date: { ru: 'День недели и дата', en: 'Day-date', text: 'день недели и дата', textEn: 'day and date' },
  small_seconds: { ru: 'Малая секундная стрелка', en: 'Small seconds', text: 'малая секундная стрелка', textEn: 'small seconds' },
  chronograph: { ru: 'Хронограф', en: 'Chronograph', text: 'хронограф', textEn: 'chronograph' },
  flyback: { ru: 'Флайбэк', en: 'Flyback', text: 'функция флайбэк', textEn: 'flyback' },
  split_seconds: { ru: 'Сплит-хронограф', en: 'Split-seconds', text: 'сплит-хронограф', textEn: 'split-seconds' },
  gmt: { ru: 'GMT (второй часовой пояс)', en: 'GMT', text: 'второй часовой пояс (GMT)', textEn: 'GMT' },
  world_time: { ru: 'Мировое время', en: 'World time', text: 'мировое время', textEn: 'world time' },
  moon_phase: { ru: 'Фаза Луны', en: 'Moon phase', text: 'индикация фазы Луны', textEn: 'moon phase' },
  annual_calendar: { ru: 'Годовой календарь', en: 'Annual calendar', text: 'годовой календарь', textEn: 'annual calendar' },
  complete_calendar: { ru: 'Полный календарь', en: 'Complete calendar', text: 'полный календарь', textEn: 'complete calendar' },
  perpetual_calendar: { ru: 'Вечный календарь', en: 'Perpetual calendar', text: 'вечный календарь', textEn: 'perpetual calendar' },
  power_reserve: {
    ru: 'Индикатор запаса хода',
    en: 'Power reserve indicator',
    text: 'индикатор запаса хода',
    textEn: 'power reserve indicator',
  },
  tourbillon: { ru: 'Турбийон', en: 'Tourbillon', text: 'турбийон', textEn: 'tourbillon' },
  minute_repeater: { ru: 'Минутный репетир', en: 'Minute repeater', text: 'минутный репетир', textEn: 'minute repeater' },
} as const satisfies Record<string, Named & { text: string; textEn: string }>;
export type FunctionKey = keyof typeof FUNCTIONS;

export const STRAP_MATERIALS = {
  steel_bracelet: { ru: 'Стальной браслет', en: 'Steel bracelet' },
  two_tone_bracelet: { ru: 'Браслет из стали и золота', en: 'Two-tone steel and gold bracelet' },
  gold_bracelet: { ru: 'Золотой браслет', en: 'Gold bracelet' },
  platinum_bracelet: { ru: 'Платиновый браслет', en: 'Platinum bracelet' },
  titanium_bracelet: { ru: 'Титановый браслет', en: 'Titanium bracelet' },
  ceramic_bracelet: { ru: 'Керамический браслет', en: 'Ceramic bracelet' },
  alligator: { ru: 'Ремешок из кожи аллигатора', en: 'Alligator leather strap' },
  calf: { ru: 'Ремешок из телячьей кожи', en: 'Calf leather strap' },
  rubber: { ru: 'Каучуковый ремешок', en: 'Rubber strap' },
  oysterflex: { ru: 'Браслет Oysterflex', en: 'Oysterflex bracelet' },
  textile: { ru: 'Текстильный ремешок', en: 'Textile strap' },
  chain: { ru: 'Цепочка для карманных часов', en: 'Pocket watch chain' },
} as const satisfies Record<string, Named>;
export type StrapKey = keyof typeof STRAP_MATERIALS;

/** Ordered best to worst; `text`/`textEn` finish "Состояние: …" / "Condition: …" in descriptions. */
export const CONDITIONS = {
  new: { ru: 'Новые', en: 'New', text: 'новые, не носились', textEn: 'new, never worn' },
  // «Как новые» is "Like new" (issue 22 item 19): worn, but without a trace of it; "Unworn" would claim more.
  unworn: { ru: 'Как новые', en: 'Like new', text: 'как новые, без следов носки', textEn: 'like new, no signs of wear' },
  excellent: { ru: 'Отличное', en: 'Excellent', text: 'отличное, минимальные следы аккуратной носки', textEn: 'excellent, minimal signs of careful wear' },
  very_good: { ru: 'Очень хорошее', en: 'Very good', text: 'очень хорошее, лёгкие следы носки на корпусе и браслете', textEn: 'very good, light wear on the case and strap' },
  good: { ru: 'Хорошее', en: 'Good', text: 'хорошее, заметные следы носки, механизм исправен', textEn: 'good, visible signs of wear, movement in working order' },
} as const satisfies Record<string, Named & { text: string; textEn: string }>;
export type ConditionKey = keyof typeof CONDITIONS;

export const JEWELRY_TYPES = {
  ring: { ru: 'Кольцо', en: 'Ring' },
  bracelet: { ru: 'Браслет', en: 'Bracelet' },
  necklace: { ru: 'Колье', en: 'Necklace' },
  earrings: { ru: 'Серьги', en: 'Earrings' },
  pendant: { ru: 'Подвеска', en: 'Pendant' },
  brooch: { ru: 'Брошь', en: 'Brooch' },
} as const satisfies Record<string, Named>;
export type JewelryTypeKey = keyof typeof JEWELRY_TYPES;

/** Every named table with its rows, in display order (sort_order = position). */
export const NAMED_LISTS: Record<NamedTableName, Record<string, Named>> = {
  watch_types: WATCH_TYPES,
  case_materials: CASE_MATERIALS,
  glass_types: GLASS_TYPES,
  movement_types: MOVEMENT_TYPES,
  functions: FUNCTIONS,
  strap_materials: STRAP_MATERIALS,
  conditions: CONDITIONS,
  jewelry_types: JEWELRY_TYPES,
};

// ── dial colours ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Dial colours stored on the watch itself (dial_color / dial_color_en). `phrase` is the Russian noun phrase for
 * descriptions: most colours are adjectives ("чёрный циферблат"), champagne and skeleton are not.
 */
export const DIALS = {
  black: { ru: 'чёрный', en: 'black', phrase: 'чёрный циферблат' },
  blue: { ru: 'синий', en: 'blue', phrase: 'синий циферблат' },
  green: { ru: 'зелёный', en: 'green', phrase: 'зелёный циферблат' },
  white: { ru: 'белый', en: 'white', phrase: 'белый циферблат' },
  cream: { ru: 'кремовый', en: 'cream', phrase: 'кремовый циферблат' },
  silver: { ru: 'серебристый', en: 'silver', phrase: 'серебристый циферблат' },
  champagne: { ru: 'шампань', en: 'champagne', phrase: 'циферблат цвета шампань' },
  grey: { ru: 'серый', en: 'gray', phrase: 'серый циферблат' },
  brown: { ru: 'коричневый', en: 'brown', phrase: 'коричневый циферблат' },
  ice_blue: { ru: 'голубой', en: 'ice blue', phrase: 'голубой циферблат' },
  salmon: { ru: 'лососевый', en: 'salmon', phrase: 'лососевый циферблат' },
  mop: { ru: 'перламутровый', en: 'mother-of-pearl', phrase: 'перламутровый циферблат' },
  skeleton: { ru: 'скелетон', en: 'skeleton', phrase: 'скелетонизированный циферблат' },
} as const satisfies Record<string, Named & { phrase: string }>;
export type DialKey = keyof typeof DIALS;
