import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describePath, expectEveryStateAndTransition, testPath, transitionModel } from '../../tests/support/machines/model.ts';
import { TOAST_DEFAULT_MS, TOAST_LIMIT, selectToasts, toastMachine, type ToastEvent } from './toastMachine.ts';

describe('toastMachine (part 1 §2.5: top right, 3000 ms by default)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast and dismisses it after 3000 ms', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', toastType: 'success', message: 'Вход выполнен успешно' });
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 'toast-1', type: 'success', message: 'Вход выполнен успешно' }]);
    vi.advanceTimersByTime(TOAST_DEFAULT_MS - 1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('honours a longer duration (the appointment toast lasts 4000 ms) and each toast keeps its own timer', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', toastType: 'info', message: 'a', durationMs: 4000 });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'toast.show', toastType: 'error', message: 'b' });
    vi.advanceTimersByTime(3000);
    expect(actor.getSnapshot().context.toasts.map((t) => t.message)).toEqual([]);
    actor.send({ type: 'toast.show', toastType: 'error', message: 'c', durationMs: 4000 });
    actor.send({ type: 'toast.show', toastType: 'error', message: 'd' });
    vi.advanceTimersByTime(3000);
    expect(actor.getSnapshot().context.toasts.map((t) => t.message)).toEqual(['c']);
  });

  it('closing a toast by hand removes it; its later expiry changes nothing', () => {
    const actor = createActor(toastMachine).start();
    actor.send({ type: 'toast.show', toastType: 'info', message: 'a' });
    actor.send({ type: 'toast.show', toastType: 'info', message: 'b' });
    actor.send({ type: 'toast.dismiss', id: 'toast-1' });
    expect(actor.getSnapshot().context.toasts.map((t) => t.message)).toEqual(['b']);
    vi.advanceTimersByTime(TOAST_DEFAULT_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it(`keeps at most ${TOAST_LIMIT} toasts, dropping the oldest`, () => {
    const actor = createActor(toastMachine).start();
    for (let i = 1; i <= TOAST_LIMIT + 2; i++) actor.send({ type: 'toast.show', toastType: 'info', message: `m${i}` });
    expect(selectToasts(actor.getSnapshot()).map((t) => t.message)).toEqual(['m3', 'm4', 'm5', 'm6']);
  });

  describe('model: every state and transition', () => {
    // The queue's length is the model's state (ids grow without end); at most TOAST_LIMIT, so the model is finite.
    const model = transitionModel(toastMachine, {
      slice: (snapshot) => [snapshot.value, snapshot.context.toasts.length],
      events: ({ context }): ToastEvent[] => [
        { type: 'toast.show', toastType: 'info', message: 'm' },
        ...context.toasts.slice(-1).map((toast): ToastEvent => ({ type: 'toast.dismiss', id: toast.id })),
        ...context.toasts.slice(0, 1).map((toast): ToastEvent => ({ type: 'toast.expire', id: toast.id })),
      ],
    });
    const paths = model.getShortestPaths();
    it('reaches every state and takes every transition', () => expectEveryStateAndTransition(toastMachine, paths));

    for (const path of paths) {
      it(describePath(path), async () => {
        const actor = createActor(toastMachine).start();
        // Each toast is shown 1 ms after the previous one, so expiring the oldest means running the clock to its
        // deadline: only its own timer (and those of toasts already gone) fires. The model keeps the queue's length
        // only, so the toast a step closes is the live queue's newest (dismiss) or oldest (expiry).
        const shownAt = new Map<string, number>();
        const live = () => actor.getSnapshot().context.toasts;
        await testPath(
          path,
          (event) => {
            if (event.type === 'toast.expire') vi.advanceTimersByTime((shownAt.get(live()[0]?.id ?? '') ?? 0) + TOAST_DEFAULT_MS - Date.now());
            if (event.type === 'toast.dismiss') actor.send({ type: 'toast.dismiss', id: live().at(-1)?.id ?? '' });
            if (event.type === 'toast.show') {
              vi.advanceTimersByTime(1);
              shownAt.set(`toast-${actor.getSnapshot().context.nextId}`, Date.now());
              actor.send(event);
            }
          },
          {
            idle: () => expect(live()).toEqual([]),
            showing: (snapshot) => expect(live()).toHaveLength(snapshot.context.toasts.length),
          },
        );
        expect(actor.getSnapshot().value).toEqual(path.state.value);
      });
    }
  });
});
