import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { PieceAlert, SavedSearch } from '../../api/alerts.ts';
import type { ProductKey } from '../../api/cart.ts';
import { ApiError } from '../../api/errors.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { serverDown } from './alerts.testing.ts';
import { pieceAlertMachine, type PieceAlertEvent } from './pieceAlertMachine.ts';
import { priceAlertsMachine } from './priceAlertsMachine.ts';
import { saveSearchMachine, type SaveSearchEvent, type SearchToSave } from './saveSearchMachine.ts';
import type { SwitchChange, SwitchesEvent, SwitchesMachine } from './switchesMachine.ts';
import { telegramNoticesMachine } from './telegramNoticesMachine.ts';

/**
 * Test-only: answers and harnesses with hand-settled calls for the machines where the shopper asks for alerts
 * (save this search, tell me when it is free, price-drop alerts, Telegram notices).
 */

export { serverDown };
export const tooMany = new ApiError({ code: 'conflict', status: 409, message: 'Можно сохранить не больше 20 поисков', detail: 'Можно сохранить не больше 20 поисков' });
export const notFound = new ApiError({ code: 'not-found', status: 404, message: 'Не найдено' });

export const ROLEX: SearchToSave = { page: 'catalog', query: 'brand_ids=1&max_price=15000', filters: { brand_ids: '1', max_price: 15000 } };
export const BAGS: SearchToSave = { page: 'bags', query: '', filters: {} };

export const savedAs = (search: SearchToSave, name: string, id = 7): SavedSearch => ({
  id,
  name,
  page: search.page,
  query: search.query,
  url: `/${search.page}${search.query ? `?${search.query}` : ''}`,
  filters: search.filters,
  alerts: true,
  new_count: 0,
  created_at: '2026-11-02T10:00:00Z',
  last_seen_at: '2026-11-02T10:00:00Z',
});

export const WATCH: ProductKey = { kind: 'watch', id: 27 };

export const pieceAlert = (product: ProductKey, id = 3): PieceAlert => ({
  id,
  created_at: '2026-11-02T10:00:00Z',
  product: {
    kind: product.kind,
    id: product.id,
    url: `/product/${product.id}`,
    brand_name: 'Rolex',
    model_name: 'Submariner Date',
    thumbnail_url: null,
    price_usd: '14950.00',
    price_on_request: false,
    city_name: 'Москва',
    availability: 'reserved',
  },
});

export function saveSearchHarness(signedIn = true) {
  const fakes = { save: fakeRequest<SavedSearch, SearchToSave & { name: string }>() };
  const effects = { askSignIn: vi.fn() };
  const actor = createActor(saveSearchMachine.provide({ actors: { saveSearch: fakes.save.logic }, actions: effects }), { input: { signedIn } }).start();
  const step = (event: SaveSearchEvent | Parameters<typeof performStep<SaveSearchEvent>>[1]) => performStep<SaveSearchEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, effects, step };
}

export function pieceAlertHarness(signedIn = true, product: ProductKey = WATCH) {
  const fakes = {
    check: fakeRequest<PieceAlert[]>(),
    create: fakeRequest<PieceAlert, ProductKey>(),
    delete: fakeRequest<void, ProductKey>(),
  };
  const effects = { askSignIn: vi.fn(), notifyFailed: vi.fn() };
  const machine = pieceAlertMachine.provide({
    actors: { fetchAlerts: fakes.check.logic, createAlert: fakes.create.logic, deleteAlert: fakes.delete.logic },
    actions: effects,
  });
  const actor = createActor(machine, { input: { product, signedIn } }).start();
  const step = (event: PieceAlertEvent | Parameters<typeof performStep<PieceAlertEvent>>[1]) => performStep<PieceAlertEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, effects, step };
}

/** Either switches machine over one hand-settled save (`fakes.save`), its failures recorded. */
export function switchesHarness(which: 'priceAlerts' | 'telegramNotices' = 'priceAlerts') {
  const fakes = { save: fakeRequest<boolean, SwitchChange>() };
  const effects = { notifyFailed: vi.fn() };
  const base: SwitchesMachine = which === 'priceAlerts' ? priceAlertsMachine : telegramNoticesMachine;
  const actor = createActor(base.provide({ actors: { saveSwitch: fakes.save.logic }, actions: effects })).start();
  const step = (event: SwitchesEvent | Parameters<typeof performStep<SwitchesEvent>>[1]) => performStep<SwitchesEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, effects, step };
}
