import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { MyRequest, MyRequestsPage } from '../../api/profile.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import {
  myRequestsMachine,
  selectHasMoreRequests,
  selectIsLoadingMoreRequests,
  selectMyRequests,
  selectMyRequestsStatus,
  type MyRequestsEvent,
} from './myRequestsMachine.ts';

const request = (id: number, kind: MyRequest['kind'] = 'contact'): MyRequest => ({ id, kind, created_at: '2026-11-27T09:00:00Z', status: 'new', summary: `#${id}` });
const page = (ids: number[], next: string | null = null): MyRequestsPage => ({ count: ids.length, next, results: ids.map((id) => request(id)) });
const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });

function setUp() {
  const fakes = { fetchRequests: fakeRequest<MyRequestsPage>(), fetchMore: fakeRequest<MyRequestsPage, { next: string }>() };
  const effects = { notifyLoadMoreFailed: vi.fn() };
  const actor = createActor(myRequestsMachine.provide({ actors: { fetchRequests: fakes.fetchRequests.logic, fetchMore: fakes.fetchMore.logic }, actions: effects })).start();
  const step = (event: ModelEvent<typeof myRequestsMachine, 'fetchRequests' | 'fetchMore'>) => performStep<MyRequestsEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, effects, step };
}

describe('myRequestsMachine (issue 15: the customer\'s requests tracked like orders)', () => {
  it('shows the first page, follows next and keeps each request once; a failed "more" only says so', async () => {
    const { actor, fakes, effects, step } = setUp();
    expect(selectMyRequestsStatus(actor.getSnapshot())).toBe('loading');
    await step(done('fetchRequests', page([9, 8], '/api/users/me/requests/?page=2&page_size=5')));
    expect(selectHasMoreRequests(actor.getSnapshot())).toBe(true);
    await step({ type: 'more.load' });
    expect(selectIsLoadingMoreRequests(actor.getSnapshot())).toBe(true);
    expect(fakes.fetchMore.last().input).toEqual({ next: '/api/users/me/requests/?page=2&page_size=5' });
    await step(failed('fetchMore', serverDown));
    expect(effects.notifyLoadMoreFailed).toHaveBeenCalledTimes(1);
    await step({ type: 'more.load' });
    await step(done('fetchMore', page([8, 7])));
    expect(selectMyRequests(actor.getSnapshot()).map((r) => r.id)).toEqual([9, 8, 7]);
    expect(selectHasMoreRequests(actor.getSnapshot())).toBe(false);
    await step({ type: 'more.load' });
    expect(fakes.fetchMore.calls).toHaveLength(2);
  });
});

describe('myRequestsMachine model: every state and transition, both calls failing', () => {
  const model = transitionModel(myRequestsMachine, {
    invokes: ['fetchRequests', 'fetchMore'],
    events: () => [
      done('fetchRequests', page([3, 2], '/api/users/me/requests/?page=2')),
      failed('fetchRequests', serverDown),
      { type: 'list.retry' },
      { type: 'more.load' },
      done('fetchMore', page([1])),
      failed('fetchMore', serverDown),
    ],
    slice: (s) => [s.value, s.context.requests.length, s.context.next !== null],
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(myRequestsMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, effects, step } = setUp();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectMyRequests(actor.getSnapshot())).toEqual(expected.context.requests);
        },
        failure: () => expect(selectMyRequestsStatus(actor.getSnapshot())).toBe('failure'),
      });
      expect(effects.notifyLoadMoreFailed).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === 'xstate.error.actor.fetchMore').length);
      actor.stop();
    });
  }
});
