import type { Bag, Jewelry } from '../../src/api/types.ts';

/** A bag and a piece of jewelry with every contract field, for the cart, favorites and comparison tests. */
export function makeBag(id: number, overrides: Partial<Bag> = {}): Bag {
  return {
    id,
    model_name: `Birkin ${id}`,
    reference: `BAG-${id}`,
    brand: { id: 40, name: 'Hermès' },
    price_usd: '28500.00',
    previous_price_usd: null,
    price_on_request: false,
    availability: 'available',
    available_quantity: 1,
    on_sale: false,
    photos: [{ image_url: `/media/bags/${id}.svg`, thumbnail_url: `/media/bags/${id}.t.svg`, is_primary: true }],
    description: 'Togo leather, gold hardware.',
    color: 'Gold',
    material: 'Togo',
    full_set: true,
    kit_description: 'Box, dust bag',
    condition_text: 'New',
    availability_city_name: 'Dubai',
    ...overrides,
  };
}

export function makeJewelry(id: number, overrides: Partial<Jewelry> = {}): Jewelry {
  return {
    id,
    model_name: `Love ${id}`,
    reference: `J-${id}`,
    brand: { id: 41, name: 'Cartier' },
    price_usd: '7250.00',
    previous_price_usd: null,
    price_on_request: false,
    availability: 'available',
    available_quantity: 1,
    on_sale: false,
    photos: [],
    description: '',
    type_name: 'Bracelet',
    insert_stone: null,
    metal: 'Yellow gold',
    full_set: false,
    equipment_text: null,
    condition_text: 'Excellent',
    availability_city_name: 'Dubai',
    ...overrides,
  };
}
