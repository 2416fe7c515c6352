import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TestModel } from 'xstate/graph';
import { ApiError } from '../api/errors.ts';
import { phoneSetupMachine } from './phoneSetupMachine.ts';

const taken = new ApiError({ code: 'validation', status: 400, message: 'Этот номер уже используется', errors: { phone: ['Этот номер уже используется'] } });

function harness() {
  const calls: { phone: string }[] = [];
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null;
  const finish = vi.fn();
  const machine = phoneSetupMachine.provide({
    actors: {
      savePhone: fromPromise(({ input }: { input: { phone: string } }) => {
        calls.push(input);
        return new Promise((resolve, reject) => (settle = { resolve, reject }));
      }) as never,
    },
    actions: { finish },
  });
  const actor = createActor(machine).start();
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    actor,
    calls,
    finish,
    resolve: async () => (settle?.resolve({ id: 1 }), flush()),
    reject: async (e: unknown) => (settle?.reject(e), flush()),
  };
}

describe('phoneSetupMachine (part 2 §5 "Phone-capture page", §8)', () => {
  it('refuses an empty phone, then saves the trimmed one and finishes', async () => {
    const h = harness();
    h.actor.send({ type: 'form.submit' });
    expect(h.actor.getSnapshot().context.error).toBe('required');
    h.actor.send({ type: 'phone.change', value: ' +7 916 123-45-67 ' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    h.actor.send({ type: 'form.submit' });
    expect(h.calls).toEqual([{ phone: '+7 916 123-45-67' }]);
    await h.resolve();
    expect(h.actor.getSnapshot().value).toBe('saved');
    expect(h.finish).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure for the view and lets the shopper retry', async () => {
    const h = harness();
    h.actor.send({ type: 'phone.change', value: '+79161234567' });
    h.actor.send({ type: 'form.submit' });
    await h.reject(taken);
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(h.actor.getSnapshot().context.failure?.errors?.phone?.[0]).toBe('Этот номер уже используется');
    h.actor.send({ type: 'form.submit' });
    expect(h.actor.getSnapshot().context.failure).toBeNull();
  });

  describe('model: every state and transition, with the save failing', () => {
    const model = new TestModel(phoneSetupMachine, {
      events: [
        { type: 'phone.change', value: '+79161234567' },
        { type: 'form.submit' },
        { type: 'xstate.done.actor.savePhone', output: { id: 1 } },
        { type: 'xstate.error.actor.savePhone', error: taken },
      ] as never,
      serializeState: (s) => JSON.stringify([s.value, s.context.phone !== '', s.context.error, s.context.failure !== null]),
    });
    const paths = model.getShortestPaths();
    it('reaches editing, saving and saved, failing once on the way', () => {
      const states = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
      expect(states).toEqual(new Set(['editing', 'saving', 'saved']));
      const events = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
      expect(events).toContain('xstate.error.actor.savePhone');
    });
    for (const path of paths) {
      it(path.description, async () => {
        const h = harness();
        await path.test({
          states: {
            editing: () => expect(h.actor.getSnapshot().hasTag('busy')).toBe(false),
            saving: () => expect(h.actor.getSnapshot().hasTag('busy')).toBe(true),
            saved: () => expect(h.finish).toHaveBeenCalledTimes(1),
          },
          events: {
            'phone.change': () => h.actor.send({ type: 'phone.change', value: '+79161234567' }),
            'form.submit': () => h.actor.send({ type: 'form.submit' }),
            'xstate.done.actor.savePhone': () => h.resolve(),
            'xstate.error.actor.savePhone': () => h.reject(taken),
          } as never,
        });
      });
    }
  });
});
