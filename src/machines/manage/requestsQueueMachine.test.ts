import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import {
  requestsQueueMachine,
  selectPendingRequestId,
  selectRefusedAction,
  selectRequests,
  selectRequestsFilters,
  selectRequestsQueueStatus,
} from './requestsQueueMachine.ts';
import { alreadyMoved, FIRST_PAGE, moved, requestsPage, serverDown, setUp } from './requestsQueueMachine.testing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('requestsQueueMachine', () => {
  it('takes a request at once, keeps the server answer, and rolls a refused one back with the server words', async () => {
    const { actor, fakes, step } = setUp();
    expect(fakes.requests.last().input).toEqual({ status: '', kind: '', search: '', page: 1 });
    await step(done('requests', FIRST_PAGE));
    await step({ type: 'request.act', id: 1, action: 'take' });
    expect(selectRequests(actor.getSnapshot())[0]?.status).toBe('in_progress');
    expect(selectPendingRequestId(actor.getSnapshot())).toBe(1);
    expect(fakes.act.last().input).toEqual({ id: 1, action: 'take' });
    await step(done('act', moved(FIRST_PAGE.results[0]!, 'take')));
    expect(selectRequests(actor.getSnapshot())[0]?.taken_by?.name).toBe('Мария');
    await step({ type: 'request.act', id: 2, action: 'done' });
    expect(selectRequests(actor.getSnapshot())[1]?.status).toBe('done');
    await step(failed('act', alreadyMoved));
    expect(selectRequests(actor.getSnapshot())[1]?.status).toBe('in_progress');
    expect(selectRefusedAction(actor.getSnapshot())).toMatchObject({ id: 2, action: 'done', failure: { code: 'conflict', detail: 'Заявку уже взял Иван' } });
    // After a refusal the list is asked for again, quietly.
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    actor.stop();
  });

  it('refreshes every 15 s and refuses an action its status does not allow', async () => {
    const { actor, fakes, step } = setUp();
    await step(done('requests', FIRST_PAGE));
    await step({ type: 'request.act', id: 2, action: 'take' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fakes.requests.calls).toHaveLength(2);
    await step(done('refresh', requestsPage([])));
    expect(selectRequestsQueueStatus(actor.getSnapshot())).toBe('empty');
    actor.stop();
  });
});

describe('requestsQueueMachine model: every state and transition, every call failing', () => {
  type Event = ModelEvent<typeof requestsQueueMachine, 'requests' | 'refresh' | 'act', 'refreshEvery'>;
  type Snapshot = SnapshotFrom<typeof requestsQueueMachine>;
  const unfiltered = ({ context }: Snapshot) => context.status === '' && context.kind === '' && context.search === '';
  const events = (snapshot: Snapshot): Event[] => {
    const pending = snapshot.context.pending;
    return [
      done('requests', FIRST_PAGE),
      failed('requests', serverDown),
      done('refresh', FIRST_PAGE),
      failed('refresh', serverDown),
      ...(pending ? [done('act', moved(pending.before, pending.action))] : []),
      failed('act', alreadyMoved),
      { type: 'xstate.after.refreshEvery.requestsQueue.ready.idle' },
      // One filter at a time: every filter event is taken from every state without multiplying the combinations.
      ...(unfiltered(snapshot)
        ? ([{ type: 'status.change', status: 'new' }, { type: 'kind.change', kind: 'buyback' }, { type: 'search.submit', search: ' Анна ' }] as const)
        : []),
      { type: 'page.change', page: 2 },
      { type: 'list.retry' },
      { type: 'list.refresh' },
      { type: 'request.act', id: 1, action: 'take' },
      { type: 'request.act', id: 2, action: 'done' },
      { type: 'notice.dismiss' },
    ];
  };
  const model = transitionModel(requestsQueueMachine, {
    invokes: ['requests', 'refresh', 'act'],
    delays: ['refreshEvery'],
    events,
    slice: (s) => [s.value, selectRequestsFilters(s), s.context.requests.map((r) => r.status), s.context.pending?.id ?? null, s.context.refused !== null],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(requestsQueueMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, fakes, step } = setUp();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectRequestsFilters(actor.getSnapshot())).toEqual(selectRequestsFilters(expected));
          expect(selectRequests(actor.getSnapshot()).map((r) => r.status)).toEqual(expected.context.requests.map((r) => r.status));
        },
        loading: () => {
          expect(selectRequestsQueueStatus(actor.getSnapshot())).toBe('loading');
          expect(fakes.requests.last().input).toEqual(selectRequestsFilters(actor.getSnapshot()));
        },
        'ready.acting': () => expect(fakes.act.last().input.id).toBe(selectPendingRequestId(actor.getSnapshot())),
        failure: () => expect(actor.getSnapshot().context.failure?.code).toBe('server'),
      });
      // Every refused action left its server words until something cleared them.
      const last = path.steps.at(-1);
      if (last?.event.type === 'xstate.error.actor.act') expect(selectRefusedAction(actor.getSnapshot())?.failure.detail).toBe('Заявку уже взял Иван');
      actor.stop();
    });
  }
});
