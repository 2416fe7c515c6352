import type { Banner, Brand, Faq, FacetBucket, Watch } from '../../src/api/types.ts';

/** Small, valid entities of the contract for machine tests (home page, header search, menu, catalogue). */

export function makeWatch(id: number, overrides: Partial<Watch> = {}): Watch {
  return {
    id,
    model_name: `Model ${id}`,
    reference: `REF-${id}`,
    brand: { id: 4, name: 'Rolex' },
    collection: null,
    watch_type_name: 'Классические',
    price_usd: `${10000 + id}.00`,
    previous_price_usd: null,
    price_on_request: false,
    availability: 'available',
    available_quantity: 1,
    on_sale: false,
    photos: [{ image_url: `/media/watches/${id}/1.svg`, thumbnail_url: `/media/watches/${id}/1.thumb.svg`, is_primary: true }],
    dial_color: 'Чёрный',
    case_diameter_mm: 41,
    case_thickness_mm: null,
    water_resistance_m: null,
    production_year: 2020,
    caliber: null,
    power_reserve_hours: null,
    is_limited_edition: false,
    limited_edition_pieces: null,
    full_set: true,
    case_material_name: 'Сталь',
    glass_type_name: 'Сапфировое',
    movement_type_name: 'Автоматический',
    function_description: '',
    strap_material_name: 'Сталь',
    condition_description: 'Новые',
    availability_city_name: 'Москва',
    description: '',
    ...overrides,
  };
}

export const makeWatches = (count: number, from = 1): Watch[] => Array.from({ length: count }, (_, i) => makeWatch(from + i));

export const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

export const makeBrand = (id: number, name: string): Brand => ({ id, name, country: null, founded: null });

export const makeBucket = (id: number, name: string, count: number): FacetBucket => ({ id, name, count });

export const makeBanner = (id: number): Banner => ({ id, title: `Banner ${id}`, subtitle: null, image: `/media/banners/${id}.svg`, link: '/catalog' });

export const makeFaq = (id: number): Faq => ({ id, question: `Question ${id}?`, answer: `Answer ${id}.`, is_active: true, order: id });
