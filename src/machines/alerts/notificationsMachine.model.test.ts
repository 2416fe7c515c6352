import { describe, expect, it } from 'vitest';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { notice, noticePage, serverDown, setUpNotifications } from './alerts.testing.ts';
import { notificationsMachine, selectNotices, selectNotificationsStatus, selectUnreadCount } from './notificationsMachine.ts';

/**
 * Every state and transition of the notices page, every call failing once: the first load, "load more" and each
 * mark (rolled back and told). Two unread notices and "mark all" are enough to queue a mark behind another.
 */
describe('notificationsMachine model: every state and transition, every call failing', () => {
  type Event = ModelEvent<typeof notificationsMachine, 'notices' | 'more' | 'mark'>;
  const events: Event[] = [
    done('notices', noticePage([notice(9), notice(8)], 3, true)),
    done('notices', noticePage([], 0)),
    failed('notices', serverDown),
    done('more', noticePage([notice(7, { read: true })], 3)),
    failed('more', serverDown),
    { type: 'more.load' },
    { type: 'list.retry' },
    { type: 'notice.open', id: 9 },
    { type: 'all.read' },
    done('mark', 1),
    failed('mark', serverDown),
  ];
  const model = transitionModel(notificationsMachine, {
    invokes: ['notices', 'more', 'mark'],
    events: () => events,
    slice: (s) => [s.value, s.context.notices.length, s.context.hasMore, s.context.moreFailed, s.context.pending, selectUnreadCount(s), selectNotices(s).map((n) => n.read)],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(notificationsMachine, paths));

  it('keeps the walk small', () => expect(paths.length).toBeLessThan(80));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, effects, step, reported } = setUpNotifications();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectNotices(actor.getSnapshot())).toEqual(selectNotices(expected));
          expect(selectUnreadCount(actor.getSnapshot())).toBe(selectUnreadCount(expected));
        },
        failure: () => expect(selectNotificationsStatus(actor.getSnapshot())).toBe('failure'),
        empty: () => expect(selectNotificationsStatus(actor.getSnapshot())).toBe('empty'),
        ready: () => expect(selectNotificationsStatus(actor.getSnapshot())).toBe('list'),
      });
      // The header heard every figure the page showed, the last one last; each refused mark was told.
      if (!actor.getSnapshot().matches('loading') && !actor.getSnapshot().matches('failure')) expect(reported().at(-1)).toBe(selectUnreadCount(actor.getSnapshot()));
      expect(effects.notifyMarkFailed).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === 'xstate.error.actor.mark').length);
      actor.stop();
    });
  }
});
