import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { ManageRequest, ManageRequestsPage, RequestAction } from '../../api/manageBackoffice.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { REQUEST_MOVES, REQUESTS_REFRESH_MS, requestsQueueMachine, type RequestsFilters, type RequestsQueueEvent } from './requestsQueueMachine.ts';

/** Test-only: requests, pages and a harness with hand-settled calls for requestsQueueMachine's tests. */

export const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
export const alreadyMoved = new ApiError({ code: 'conflict', status: 409, detail: 'Заявку уже взял Иван', message: 'Заявку уже взял Иван' });

export const request = (id: number, over: Partial<ManageRequest> = {}): ManageRequest => ({
  id,
  kind: 'price',
  created_at: '2026-11-30T09:15:00Z',
  status: 'new',
  summary: 'Цена: Rolex Submariner Date 126610LN',
  name: 'Анна',
  phone: '+79161234567',
  email: 'anna@example.com',
  message: 'Есть ли полный комплект?',
  page: '/product/12',
  taken_by: null,
  ...over,
});

export const requestsPage = (results: ManageRequest[], count = results.length): ManageRequestsPage => ({ count, next: null, previous: null, results });

/** 30 requests (two pages of 25); shown: a new one (1) and one in progress (2). */
export const FIRST_PAGE = requestsPage([request(1), request(2, { kind: 'buyback', status: 'in_progress', taken_by: { id: 5, name: 'Иван' } })], 30);

/** What the server answers to an accepted action: the row moved, the taker named. */
export const moved = (before: ManageRequest, action: RequestAction): ManageRequest => ({
  ...before,
  status: REQUEST_MOVES[action].to,
  taken_by: action === 'take' ? { id: 7, name: 'Мария' } : before.taken_by,
});

export function setUp() {
  const fakes = {
    requests: fakeRequest<ManageRequestsPage, RequestsFilters>(),
    act: fakeRequest<ManageRequest, { id: number; action: RequestAction }>(),
  };
  // The list and its quiet refresh are one actor (`fetchRequests`) under two invoke ids.
  const live = { requests: fakes.requests, refresh: fakes.requests, act: fakes.act };
  const actor = createActor(requestsQueueMachine.provide({ actors: { fetchRequests: fakes.requests.logic, actOnRequest: fakes.act.logic } })).start();
  const step = (event: RequestsQueueEvent | Parameters<typeof performStep<RequestsQueueEvent>>[1]) =>
    performStep<RequestsQueueEvent>({ send: actor.send, fakes: live, delays: { refreshEvery: REQUESTS_REFRESH_MS } }, event);
  return { actor, fakes, step };
}
