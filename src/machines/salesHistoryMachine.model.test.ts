import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../tests/support/machines/model.ts';
import {
  salesHistoryMachine,
  salesQueryOf,
  selectSalesFilters,
  selectSalesHistoryStatus,
  selectSoldPieces,
} from './salesHistoryMachine.ts';
import { FIRST_PAGE, serverDown, setUp, soldPage } from './salesHistoryMachine.testing.ts';

describe('salesHistoryMachine model: every state and transition, the call failing and answering past the end', () => {
  type Event = ModelEvent<typeof salesHistoryMachine, 'soldPieces'>;
  type Snapshot = SnapshotFrom<typeof salesHistoryMachine>;
  const events = (snapshot: Snapshot): Event[] => [
    done('soldPieces', FIRST_PAGE),
    done('soldPieces', soldPage([], 0)),
    // Past the end (only when a page after the first was asked for): the real count, no pieces.
    ...(snapshot.context.page > 1 ? [done('soldPieces', soldPage([], 30))] : []),
    failed('soldPieces', serverDown),
    { type: 'kind.change', kind: 'bag' },
    { type: 'kind.change', kind: '' },
    { type: 'brand.change', brand: 'Rolex' },
    { type: 'filters.reset' },
    { type: 'page.change', page: 2 },
    { type: 'url.change', query: 'kind=watch&page=2' },
    { type: 'list.retry' },
    { type: 'similar.ask', kind: 'watch', id: 12 },
  ];
  const model = transitionModel(salesHistoryMachine, {
    invokes: ['soldPieces'],
    events,
    // The state, the filters and whether pieces are shown: finite, and enough to tell every guard's answer apart.
    slice: (snapshot) => [snapshot.value, salesQueryOf(snapshot.context), snapshot.context.count, snapshot.context.pieces.length],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(salesHistoryMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, effects, fakes, step } = setUp();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectSalesFilters(actor.getSnapshot())).toEqual(selectSalesFilters(expected));
          expect(selectSoldPieces(actor.getSnapshot()).map((piece) => piece.id)).toEqual(expected.context.pieces.map((piece) => piece.id));
        },
        loading: () => {
          expect(selectSalesHistoryStatus(actor.getSnapshot())).toBe('loading');
          // The call on its way asks for the filters shown.
          expect(fakes.soldPieces.last().input).toEqual(selectSalesFilters(actor.getSnapshot()));
          expect(fakes.soldPieces.last().signal.aborted).toBe(false);
        },
        list: () => expect(selectSalesHistoryStatus(actor.getSnapshot())).toBe('list'),
        empty: () => expect(selectSalesHistoryStatus(actor.getSnapshot())).toBe('empty'),
        failure: () => expect(actor.getSnapshot().context.failure?.code).toBe('server'),
      });
      const sent = (type: string) => path.steps.filter((s) => s.event.type === type).length;
      // Every page change scrolled up; "find a similar piece" on a shown piece reached the form each time.
      expect(effects.scrollToTop).toHaveBeenCalledTimes(sent('page.change'));
      expect(effects.askForSimilar).toHaveBeenCalledTimes(sent('similar.ask'));
      for (const call of effects.askForSimilar.mock.calls) expect(call[1]).toEqual({ model: 'Rolex Submariner Date 126610LN' });
      // The URL is written for every choice the shopper made, never for a URL the machine followed.
      const choices = path.steps.filter((s) => ['kind.change', 'brand.change', 'filters.reset', 'page.change'].includes(s.event.type)).length;
      const corrections = path.steps.filter((s) => s.event.type === 'xstate.done.actor.soldPieces' && (s.event as { output: { count: number; results: unknown[] } }).output.results.length === 0 && (s.event as { output: { count: number } }).output.count > 0).length;
      expect(effects.writeUrl).toHaveBeenCalledTimes(choices + corrections);
      actor.stop();
    });
  }
});
