import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { fakeRequest } from '../../../tests/support/machines/fakes.ts';
import { done, failed } from '../../../tests/support/machines/model.ts';
import type { PagedNotificationList } from '../../api/alerts.ts';
import { ApiError } from '../../api/errors.ts';
import { notice, noticePage, serverDown, setUpNotifications } from './alerts.testing.ts';
import {
  notificationsMachine,
  selectHasMoreNotices,
  selectIsMarkingAll,
  selectNotices,
  selectNoticesMoreFailed,
  selectNotificationsStatus,
  selectUnreadCount,
} from './notificationsMachine.ts';

const unreadIds = (snapshot: Parameters<typeof selectNotices>[0]) => selectNotices(snapshot).filter((n) => !n.read).map((n) => n.id);

afterEach(() => vi.unstubAllGlobals());

describe('notificationsMachine', () => {
  it('loads the newest first, tells the header the figure and loads more without showing a notice twice', async () => {
    const { actor, fakes, step, reported } = setUpNotifications();
    expect(selectNotificationsStatus(actor.getSnapshot())).toBe('loading');
    await step(done('notices', noticePage([notice(9), notice(8, { read: true })], 7, true)));
    expect(selectNotificationsStatus(actor.getSnapshot())).toBe('list');
    expect(reported()).toEqual([7]);
    expect(selectHasMoreNotices(actor.getSnapshot())).toBe(true);
    await step({ type: 'more.load' });
    expect(fakes.notices.last().input).toEqual({ page: 2 });
    // A notice made meanwhile pushed 8 onto the second page.
    await step(done('more', noticePage([notice(8, { read: true }), notice(7)], 7)));
    expect(selectNotices(actor.getSnapshot()).map((n) => n.id)).toEqual([9, 8, 7]);
    expect(selectHasMoreNotices(actor.getSnapshot())).toBe(false);
    await step({ type: 'more.load' });
    expect(fakes.notices.calls).toHaveLength(2);
    actor.stop();
  });

  it('a failed "load more" keeps what is shown; a failed first load offers a retry', async () => {
    const { actor, step } = setUpNotifications();
    await step(failed('notices', serverDown));
    expect(selectNotificationsStatus(actor.getSnapshot())).toBe('failure');
    await step({ type: 'list.retry' });
    await step(done('notices', noticePage([notice(9)], 1, true)));
    await step({ type: 'more.load' });
    await step(failed('more', serverDown));
    expect(selectNoticesMoreFailed(actor.getSnapshot())).toBe(true);
    expect(selectNotices(actor.getSnapshot()).map((n) => n.id)).toEqual([9]);
    actor.stop();
  });

  it('no notice at all is the empty page', async () => {
    const { actor, step, reported } = setUpNotifications();
    await step(done('notices', noticePage([], 0)));
    expect(selectNotificationsStatus(actor.getSnapshot())).toBe('empty');
    expect(reported()).toEqual([0]);
    actor.stop();
  });

  it('opening an unread notice shows it read and lowers the bell at once; the answer is the figure', async () => {
    const { actor, fakes, step, reported } = setUpNotifications();
    await step(done('notices', noticePage([notice(9), notice(8)], 5)));
    await step({ type: 'notice.open', id: 9 });
    expect(unreadIds(actor.getSnapshot())).toEqual([8]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(4);
    expect(fakes.mark.last().input).toEqual({ which: [9] });
    await step(done('mark', 3));
    // Another notice arrived meanwhile: the server's figure is the truth.
    expect(selectUnreadCount(actor.getSnapshot())).toBe(3);
    expect(reported()).toEqual([5, 4, 3]);
    // A read notice opened again marks nothing.
    await step({ type: 'notice.open', id: 9 });
    expect(fakes.mark.calls).toHaveLength(1);
    actor.stop();
  });

  it('a refused mark is rolled back, the bell goes back up and the failure is told', async () => {
    const { actor, effects, step, reported } = setUpNotifications();
    await step(done('notices', noticePage([notice(9), notice(8)], 2)));
    await step({ type: 'notice.open', id: 8 });
    await step(failed('mark', new ApiError({ code: 'server', status: 503, detail: 'Сервис недоступен', message: 'Сервис недоступен' })));
    expect(unreadIds(actor.getSnapshot())).toEqual([9, 8]);
    expect(reported()).toEqual([2, 1, 2]);
    expect(effects.notifyMarkFailed).toHaveBeenCalledTimes(1);
    expect(effects.notifyMarkFailed.mock.calls[0]?.[1]).toMatchObject({ failure: { code: 'server', detail: 'Сервис недоступен' } });
    actor.stop();
  });

  it('marks are sent one at a time, in order; «mark all» shows every one read and 0 at once', async () => {
    const { actor, fakes, step, reported } = setUpNotifications();
    await step(done('notices', noticePage([notice(9), notice(8), notice(7)], 10, true)));
    await step({ type: 'notice.open', id: 9 });
    await step({ type: 'all.read' });
    expect(selectIsMarkingAll(actor.getSnapshot())).toBe(true);
    expect(unreadIds(actor.getSnapshot())).toEqual([]);
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    expect(fakes.mark.calls).toHaveLength(1);
    await step(done('mark', 9));
    expect(fakes.mark.last().input).toEqual({ which: 'all' });
    // Still shown as 0 while «all» is on its way.
    expect(selectUnreadCount(actor.getSnapshot())).toBe(0);
    await step({ type: 'all.read' });
    expect(actor.getSnapshot().context.pending).toEqual(['all']);
    await step(done('mark', 0));
    expect(selectIsMarkingAll(actor.getSnapshot())).toBe(false);
    expect(reported()).toEqual([10, 9, 0, 0, 0]);
    // Nothing left unread: «mark all» asks nothing.
    await step({ type: 'all.read' });
    expect(fakes.mark.calls).toHaveLength(2);
    // A page loaded after «all» landed comes as the server has it.
    await step({ type: 'more.load' });
    await step(done('more', noticePage([notice(6, { read: true })], 0)));
    expect(unreadIds(actor.getSnapshot())).toEqual([]);
    actor.stop();
  });

  it('the mark outlives the page: leaving it (the piece opens) does not abort the request', async () => {
    const sent: { url: string; body: string; signal: AbortSignal }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request, init: { signal: AbortSignal }) => {
        sent.push({ url: request.url, body: await request.clone().text(), signal: init.signal });
        return new Promise<Response>(() => {});
      }),
    );
    const notices = fakeRequest<PagedNotificationList, { page: number }>();
    const actor = createActor(notificationsMachine.provide({ actors: { fetchNotices: notices.logic }, actions: { reportUnread: vi.fn<() => void>(), notifyMarkFailed: vi.fn<() => void>() } })).start();
    notices.last().resolve(noticePage([notice(9)], 1));
    await vi.waitFor(() => expect(selectNotificationsStatus(actor.getSnapshot())).toBe('list'));
    actor.send({ type: 'notice.open', id: 9 });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    actor.stop();
    expect(sent[0]?.url).toMatch(/\/api\/notifications\/read\/$/);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ ids: [9] });
    expect(sent[0]?.signal.aborted).toBe(false);
  });
});
