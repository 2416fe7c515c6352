import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { TOAST_DEFAULT_MS, TOAST_LIMIT, toastMachine } from './toastMachine.ts';

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
    expect(actor.getSnapshot().context.toasts.map((t) => t.message)).toEqual(['m3', 'm4', 'm5', 'm6']);
  });

  describe('model: every state and transition', () => {
    const model = createTestModel(toastMachine, {
      // The context (ids, queue) grows without bound; the model is the state value, or paths never end.
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
      events: [
        { type: 'toast.show', toastType: 'info', message: 'm' },
        { type: 'toast.dismiss', id: 'toast-1' },
        { type: 'toast.expire', id: 'toast-1' },
      ],
    });
    // Shortest paths reach each state; the transitions back to idle (dismiss, expiry) and a second toast while
    // showing are driven by the behaviour tests above, which assert the queue after each of them.
    const paths = model.getShortestPaths();
    it('reaches idle and showing', () => {
      const visited = new Set(paths.flatMap((p) => [JSON.stringify(p.state.value), ...p.steps.map((st) => JSON.stringify(st.state.value))]));
      expect(visited).toEqual(new Set(['"idle"', '"showing"']));
    });
    for (const path of paths) {
      it(path.description, async () => {
        const actor = createActor(toastMachine).start();
        await path.test({
          states: {
            idle: () => expect(actor.getSnapshot().context.toasts).toEqual([]),
            showing: () => expect(actor.getSnapshot().context.toasts.length).toBeGreaterThan(0),
          },
          events: {
            'toast.show': () => actor.send({ type: 'toast.show', toastType: 'info', message: 'm' }),
            'toast.dismiss': () => actor.send({ type: 'toast.dismiss', id: 'toast-1' }),
            'toast.expire': () => {
              vi.advanceTimersByTime(TOAST_DEFAULT_MS);
            },
          },
        });
      });
    }
  });
});
