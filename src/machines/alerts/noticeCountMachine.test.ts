import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { done, failed } from '../../../tests/support/machines/model.ts';
import { serverDown } from './alerts.testing.ts';
import { noticeCountMachine, selectUnreadNoticeCount, type NoticeCountEvent } from './noticeCountMachine.ts';

function setUp() {
  const count = fakeRequest<number>();
  const actor = createActor(noticeCountMachine.provide({ actors: { fetchUnreadCount: count.logic } })).start();
  const step = (event: NoticeCountEvent | Parameters<typeof performStep<NoticeCountEvent>>[1]) =>
    performStep<NoticeCountEvent>({ send: actor.send, fakes: { count, refresh: count } }, event);
  return { actor, count, step };
}

describe('noticeCountMachine (the header bell)', () => {
  it('a guest has no count and no call is made', () => {
    const { actor, count } = setUp();
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(0);
    expect(count.calls).toHaveLength(0);
    actor.stop();
  });

  it('signed in, asks once; focus asks again and keeps the figure meanwhile', async () => {
    const { actor, count, step } = setUp();
    await step({ type: 'session.signedIn' });
    await step(done('count', 3));
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(3);
    await step({ type: 'noticeCount.refresh' });
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(3);
    await step(done('refresh', 5));
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(5);
    expect(count.calls).toHaveLength(2);
    actor.stop();
  });

  it('a failed refresh keeps the figure; a failed first load shows none and focus asks again', async () => {
    const { actor, step } = setUp();
    await step({ type: 'session.signedIn' });
    await step(failed('count', serverDown));
    expect(actor.getSnapshot().matches({ signedIn: 'unavailable' })).toBe(true);
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(0);
    await step({ type: 'noticeCount.refresh' });
    await step(done('count', 2));
    await step({ type: 'noticeCount.refresh' });
    await step(failed('refresh', serverDown));
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(2);
    actor.stop();
  });

  it("the notices page's figure wins over a refresh on its way (whose answer may be older) and aborts it", async () => {
    const { actor, count, step } = setUp();
    await step({ type: 'session.signedIn' });
    await step(done('count', 4));
    await step({ type: 'noticeCount.refresh' });
    const refresh = count.last();
    await step({ type: 'noticeCount.set', count: 0 });
    expect(refresh.signal.aborted).toBe(true);
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(0);
    // Not a count: ignored.
    await step({ type: 'noticeCount.set', count: -1 });
    await step({ type: 'noticeCount.set', count: 1.5 });
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(0);
    actor.stop();
  });

  it('signing out empties it; another account starts over', async () => {
    const { actor, count, step } = setUp();
    await step({ type: 'session.signedIn' });
    await step(done('count', 4));
    await step({ type: 'session.signedIn' });
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(0);
    expect(count.calls).toHaveLength(2);
    await step(done('count', 1));
    await step({ type: 'session.signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(0);
    // Signed out, the notices page cannot set it.
    await step({ type: 'noticeCount.set', count: 7 });
    expect(selectUnreadNoticeCount(actor.getSnapshot())).toBe(0);
    actor.stop();
  });
});
