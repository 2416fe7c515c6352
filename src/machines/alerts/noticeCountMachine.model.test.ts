import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { serverDown } from './alerts.testing.ts';
import { noticeCountMachine, selectUnreadNoticeCount, type NoticeCountEvent } from './noticeCountMachine.ts';

describe('noticeCountMachine model: every state and transition, every call failing', () => {
  type Event = ModelEvent<typeof noticeCountMachine, 'count' | 'refresh'>;
  const events: Event[] = [
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
    { type: 'noticeCount.refresh' },
    { type: 'noticeCount.set', count: 0 },
    { type: 'noticeCount.set', count: -1 },
    done('count', 3),
    failed('count', serverDown),
    done('refresh', 5),
    failed('refresh', serverDown),
  ];
  const model = transitionModel(noticeCountMachine, {
    invokes: ['count', 'refresh'],
    events: () => events,
    slice: (snapshot) => [snapshot.value, snapshot.context.count],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(noticeCountMachine, paths));

  it('keeps the walk small', () => expect(paths.length).toBeLessThan(60));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const count = fakeRequest<number>();
      const actor = createActor(noticeCountMachine.provide({ actors: { fetchUnreadCount: count.logic } })).start();
      await testPath(path, (event) => performStep<NoticeCountEvent>({ send: actor.send, fakes: { count, refresh: count } }, event), {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(selectUnreadNoticeCount(expected));
        },
        signedOut: () => expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(0),
        'signedIn.loading': () => expect(count.last().signal.aborted).toBe(false),
        'signedIn.refreshing': () => expect(count.last().signal.aborted).toBe(false),
      });
      actor.stop();
    });
  }
});
