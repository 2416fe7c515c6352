import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { page, startCatalogue } from '../../../tests/support/machines/catalogue.ts';
import { DRAFT_COUNT_DEBOUNCE_MS, FILTER_DEBOUNCE_MS } from './machine.ts';
import {
  selectActiveFilterCount,
  selectAreOptionsLoading,
  selectCanApply,
  selectDraftCount,
  selectIsDrawerOpen,
  selectIsFilterPending,
  selectItems,
  selectResultsStatus,
} from './selectors.ts';

describe('catalogueMachine (part 1 §2.6, §4 "Catalogue")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('the drawer\'s result count ("Показать 14")', () => {
    it('shows the total while nothing is staged, asks for the draft\'s count once the shopper pauses, and drops stale counts', async () => {
      const t = startCatalogue({ search: '?search=sub' });
      await t.answerPage(page([1, 2], 320));
      t.actor.send({ type: 'filters.open' });
      expect(selectDraftCount(t.snapshot())).toBe(320);

      t.actor.send({ type: 'filter.change', patch: { brandIds: [4] } });
      expect(selectDraftCount(t.snapshot())).toBeNull();
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS - 1);
      t.actor.send({ type: 'filter.change', patch: { fullSet: true } });
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS - 1);
      expect(t.countCalls).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(t.countCalls).toHaveLength(1);
      expect(t.snapshot().hasTag('draftCounting')).toBe(true);
      expect(t.countCalls[0]?.input).toEqual({ mode: 'watches', search: 'sub', filters: expect.objectContaining({ brandIds: [4], fullSet: true }) });

      // A change while counting aborts that call: its late answer is ignored.
      t.actor.send({ type: 'filter.change', patch: { fullSet: false } });
      expect(t.countCalls[0]?.signal.aborted).toBe(true);
      t.countCalls[0]?.resolve(99);
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS);
      t.countCalls[1]?.resolve(14);
      await vi.advanceTimersByTimeAsync(0);
      expect(selectDraftCount(t.snapshot())).toBe(14);

      // Back to the applied choice: the shown total again, without waiting for the call.
      t.actor.send({ type: 'filters.reset' });
      expect(selectDraftCount(t.snapshot())).toBe(320);
      t.actor.send({ type: 'filter.change', patch: { conditions: [2] } });
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS);
      t.countCalls.at(-1)?.reject(new Error('offline'));
      await vi.advanceTimersByTimeAsync(0);
      expect(selectDraftCount(t.snapshot())).toBeNull();
      expect(t.snapshot().matches({ editor: { drawer: 'settled' } })).toBe(true);

      // Leaving the drawer stops a pending count.
      t.actor.send({ type: 'filter.change', patch: { conditions: [3] } });
      vi.advanceTimersByTime(DRAFT_COUNT_DEBOUNCE_MS);
      const pending = t.countCalls.at(-1);
      t.actor.send({ type: 'filters.cancel' });
      expect(pending?.signal.aborted).toBe(true);
    });
  });
});

describe('catalogue selectors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the results status from the results region: loading, list, empty, error', async () => {
    const t = startCatalogue();
    expect(selectResultsStatus(t.snapshot())).toBe('loading');
    await t.answerPage(page([1, 2]));
    expect(selectResultsStatus(t.snapshot())).toBe('list');
    expect(selectItems(t.snapshot()).map((item) => item.id).sort()).toEqual([1, 2]);
    t.actor.send({ type: 'sort.change', sort: 'price_usd' });
    expect(selectResultsStatus(t.snapshot())).toBe('loading');
    await t.answerPage(page([]));
    expect(selectResultsStatus(t.snapshot())).toBe('empty');
    t.actor.send({ type: 'results.retry' });
    await t.failPage(new ApiError({ code: 'network', message: 'offline' }));
    expect(selectResultsStatus(t.snapshot())).toBe('error');
  });

  it('tells a pending sidebar change, the open drawer, a staged choice and the loading options apart', async () => {
    const t = startCatalogue();
    expect(selectAreOptionsLoading(t.snapshot())).toBe(true);
    await t.answerOptions();
    expect(selectAreOptionsLoading(t.snapshot())).toBe(false);

    t.actor.send({ type: 'filter.change', patch: { brandIds: [4], fullSet: true } });
    expect(selectIsFilterPending(t.snapshot())).toBe(true);
    expect(selectCanApply(t.snapshot())).toBe(true);
    expect(selectActiveFilterCount(t.snapshot())).toBe(0);
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    expect(selectIsFilterPending(t.snapshot())).toBe(false);
    expect(selectCanApply(t.snapshot())).toBe(false);
    expect(selectActiveFilterCount(t.snapshot())).toBe(2);

    expect(selectIsDrawerOpen(t.snapshot())).toBe(false);
    t.actor.send({ type: 'filters.open' });
    expect(selectIsDrawerOpen(t.snapshot())).toBe(true);
    expect(selectIsFilterPending(t.snapshot())).toBe(false);
    t.actor.send({ type: 'filters.close' });
    expect(selectIsDrawerOpen(t.snapshot())).toBe(false);
  });
});
