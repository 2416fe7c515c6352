import { vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../api/errors.ts';
import type { SoldPiece, SoldPiecesPage } from '../api/types.ts';
import { fakeRequest, performStep } from '../../tests/support/machines/fakes.ts';
import { salesHistoryMachine, type SalesFilters, type SalesHistoryEvent } from './salesHistoryMachine.ts';

/** Test-only: sold pieces, pages and a harness with hand-settled calls for salesHistoryMachine's tests. */

export const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });

export const soldPiece = (id: number, over: Partial<SoldPiece> = {}): SoldPiece => ({
  kind: 'watch',
  id,
  brand: { id: 3, name: 'Rolex' },
  model_name: 'Submariner Date',
  reference: '126610LN',
  production_year: 2021,
  sold_month: '2026-10',
  photo: { image_url: `/media/watches/${id}/1.svg`, thumbnail_url: `/media/watches/${id}/1.thumb.svg`, is_primary: true },
  ...over,
});

export const soldPage = (results: SoldPiece[], count = results.length): SoldPiecesPage => ({
  count,
  next: null,
  previous: null,
  results,
  brands: [
    { id: 3, name: 'Rolex', count: 12 },
    { id: 7, name: 'Hermès', count: 2 },
  ],
});

/** A first page of 2 of 30 pieces (two pages of 24), a watch and a bag. */
export const FIRST_PAGE = soldPage(
  [soldPiece(12), soldPiece(4, { kind: 'bag', brand: { id: 7, name: 'Hermès' }, model_name: 'Birkin 30', reference: 'BK30', production_year: null, sold_month: '2026-09' })],
  30,
);

export function setUp(query = '') {
  const fakes = { soldPieces: fakeRequest<SoldPiecesPage, SalesFilters>() };
  const effects = { writeUrl: vi.fn(), scrollToTop: vi.fn(), askForSimilar: vi.fn() };
  const actor = createActor(salesHistoryMachine.provide({ actors: { fetchSoldPieces: fakes.soldPieces.logic }, actions: effects }), { input: { query } }).start();
  const step = (event: SalesHistoryEvent | Parameters<typeof performStep<SalesHistoryEvent>>[1]) => performStep<SalesHistoryEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, effects, step };
}
