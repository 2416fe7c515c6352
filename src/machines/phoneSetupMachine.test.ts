import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Profile } from '../api/auth.ts';
import { ApiError } from '../api/errors.ts';
import { deferred } from '../../tests/support/deferred.ts';
import { done, expectEveryStateAndTransition, failed, testPath, transitionModel } from '../../tests/support/machines/model.ts';
import { phoneSetupMachine, selectFailure, selectIsBusy, selectIsPhoneMissing, selectPhone, type PhoneSetupEvent } from './phoneSetupMachine.ts';

const taken = new ApiError({ code: 'validation', status: 400, message: 'Этот номер уже используется', errors: { phone: ['Этот номер уже используется'] } });
const PROFILE = { id: 1 } as Profile;

/** The save is a promise the test settles by hand (a new one per call). */
function harness() {
  const calls: { phone: string }[] = [];
  let save = deferred<Profile>();
  const finish = vi.fn();
  const machine = phoneSetupMachine.provide({
    actors: {
      savePhone: fromPromise<Profile, { phone: string }>(({ input }) => {
        calls.push(input);
        save = deferred<Profile>();
        return save.promise;
      }),
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
    resolve: async () => (save.resolve(PROFILE), flush()),
    reject: async (e: unknown) => (save.reject(e), flush()),
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

  it('a machine without its effects fails loudly', async () => {
    const quiet = phoneSetupMachine.provide({ actors: { savePhone: fromPromise<Profile, { phone: string }>(async () => PROFILE) } });
    const actor = createActor(quiet);
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'phone.change', value: '+79161234567' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(String(errors[0])).toMatch(/phoneSetupMachine: action "finish" not provided/));
  });

  describe('model: every state and transition, with the save failing', () => {
    const SHOPPER: PhoneSetupEvent[] = [{ type: 'phone.change', value: '+79161234567' }, { type: 'form.submit' }];
    const model = transitionModel(phoneSetupMachine, {
      invokes: ['savePhone'],
      events: () => [...SHOPPER, done('savePhone', PROFILE), failed('savePhone', taken)],
      slice: (s) => [s.value, s.context.phone !== '', s.context.error, s.context.failure !== null],
    });
    const paths = model.getShortestPaths();
    it('reaches editing, saving and saved, failing once on the way', () => expectEveryStateAndTransition(phoneSetupMachine, paths));
    for (const path of paths) {
      it(path.description, async () => {
        const h = harness();
        await testPath(
          path,
          (event) => {
            if (event.type === 'xstate.done.actor.savePhone') return h.resolve();
            if (event.type === 'xstate.error.actor.savePhone') return h.reject(taken);
            h.actor.send(event as PhoneSetupEvent);
          },
          {
            editing: (s) => {
              expect(selectIsBusy(h.actor.getSnapshot())).toBe(false);
              expect(selectPhone(h.actor.getSnapshot())).toBe(s.context.phone);
              expect(selectIsPhoneMissing(h.actor.getSnapshot())).toBe(s.context.error === 'required');
              expect(selectFailure(h.actor.getSnapshot()) !== null).toBe(s.context.failure !== null);
            },
            saving: () => expect(selectIsBusy(h.actor.getSnapshot())).toBe(true),
            saved: () => expect(h.finish).toHaveBeenCalledTimes(1),
          },
        );
      });
    }
  });
});
