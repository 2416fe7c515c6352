import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { ManageProduct, ManageProductKind, ManageProductsPage, ProductChange } from '../../api/manageBackoffice.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { productsMachine, type ProductsEvent, type ProductsFilters } from './productsMachine.ts';

/** Test-only: products, pages and a harness with hand-settled calls for productsMachine's tests. */

export const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
export const stockRefused = new ApiError({
  code: 'validation',
  status: 400,
  message: 'Остаток не может быть меньше зарезервированного (1)',
  errors: { stock: ['Остаток не может быть меньше зарезервированного (1)'] },
});

export const product = (id: number, over: Partial<ManageProduct> = {}): ManageProduct => ({
  kind: 'watch',
  id,
  sku: `W-${id}`,
  brand: 'Rolex',
  model_name: 'Submariner Date',
  reference: '126610LN',
  price_usd: '14500.00',
  previous_price_usd: null,
  price_on_request: false,
  stock: 2,
  reserved: 1,
  sold: false,
  hidden: false,
  url: `/product/${id}`,
  ...over,
});

export const productsPage = (results: ManageProduct[], count = results.length): ManageProductsPage => ({ count, next: null, previous: null, results });

/** 30 products (two pages of 25); shown: a watch (12) and a hidden bag (4). */
export const FIRST_PAGE = productsPage(
  [product(12), product(4, { kind: 'bag', brand: 'Hermès', model_name: 'Birkin 30', reference: 'BK30', price_usd: '32000.00', stock: 1, reserved: 0, hidden: true, url: '/bag/4' })],
  30,
);

export function setUp() {
  const fakes = {
    products: fakeRequest<ManageProductsPage, ProductsFilters>(),
    save: fakeRequest<ManageProduct, { kind: ManageProductKind; id: number; change: ProductChange }>(),
  };
  const actor = createActor(productsMachine.provide({ actors: { fetchProducts: fakes.products.logic, saveProduct: fakes.save.logic } })).start();
  const step = (event: ProductsEvent | Parameters<typeof performStep<ProductsEvent>>[1]) => performStep<ProductsEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, step };
}
