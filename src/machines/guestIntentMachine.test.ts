import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describePath, expectEveryStateAndTransition, testPath, transitionModel } from '../../tests/support/machines/model.ts';
import { guestIntentMachine, selectGuestReason, selectHeldIntent, type GuestIntent, type GuestIntentEvent, type GuestIntentInput } from './guestIntentMachine.ts';

const heart: GuestIntent = { action: 'favorite', product: { kind: 'watch', id: 7 } };
const cart: GuestIntent = { action: 'cart', product: { kind: 'bag', id: 3 } };

function setUp(input: GuestIntentInput = {}) {
  const stored = { value: input.intent ?? null } as { value: GuestIntent | null };
  const completed: GuestIntent[] = [];
  const actor = createActor(
    guestIntentMachine.provide({
      actions: {
        persistIntent: (_, intent) => {
          stored.value = intent;
        },
        forgetIntent: () => {
          stored.value = null;
        },
      },
    }),
    { input },
  );
  actor.on('completed', ({ intent }) => completed.push(intent));
  actor.start();
  return { actor, stored, completed };
}

describe('guestIntentMachine (issue 22 item 6: a guest\'s intent survives sign-in)', () => {
  it('holds the pressed action (persisted), says why, and completes it once after sign-in', () => {
    const { actor, stored, completed } = setUp();
    expect(selectGuestReason(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'intent.hold', intent: heart });
    expect(selectGuestReason(actor.getSnapshot())).toBe('favorite');
    expect(stored.value).toEqual(heart);
    actor.send({ type: 'intent.replay', alreadyDone: false });
    expect(completed).toEqual([heart]);
    expect(stored.value).toBeNull();
    // Once: a second replay (another list update, StrictMode) does nothing.
    actor.send({ type: 'intent.replay', alreadyDone: false });
    expect(completed).toEqual([heart]);
  });

  it('survives the reload a modal sign-in ends with: restored from storage, held, then replayed', () => {
    const { actor, completed, stored } = setUp({ intent: cart });
    expect(selectHeldIntent(actor.getSnapshot())).toEqual(cart);
    expect(selectGuestReason(actor.getSnapshot())).toBe('cart');
    actor.send({ type: 'intent.replay', alreadyDone: false });
    expect(completed).toEqual([cart]);
    expect(stored.value).toBeNull();
  });

  it('a cancelled sign-in forgets it; a piece already marked is not toggled back; the latest press wins', () => {
    const dropped = setUp();
    dropped.actor.send({ type: 'intent.hold', intent: heart });
    dropped.actor.send({ type: 'intent.drop' });
    dropped.actor.send({ type: 'intent.replay', alreadyDone: false });
    expect(dropped.completed).toEqual([]);
    expect(dropped.stored.value).toBeNull();

    const marked = setUp({ intent: heart });
    marked.actor.send({ type: 'intent.replay', alreadyDone: true });
    expect(marked.completed).toEqual([]);
    expect(marked.stored.value).toBeNull();

    const twice = setUp();
    twice.actor.send({ type: 'intent.hold', intent: heart });
    twice.actor.send({ type: 'intent.hold', intent: cart });
    twice.actor.send({ type: 'intent.replay', alreadyDone: false });
    expect(twice.completed).toEqual([cart]);
  });

  it('throws until its storage effects are provided', () => {
    const actor = createActor(guestIntentMachine, { input: {} });
    const errors = vi.fn();
    actor.subscribe({ error: errors });
    actor.start();
    actor.send({ type: 'intent.hold', intent: heart });
    expect(errors).toHaveBeenCalled();
  });

  describe('model: every state and transition', () => {
    const events: GuestIntentEvent[] = [
      { type: 'intent.hold', intent: heart },
      { type: 'intent.drop' },
      { type: 'intent.replay', alreadyDone: false },
      { type: 'intent.replay', alreadyDone: true },
    ];
    const paths = [{}, { intent: heart }].flatMap((input: GuestIntentInput) =>
      transitionModel(guestIntentMachine, { input, events: () => events, eventKey: (event) => event, slice: (snapshot) => [snapshot.value, snapshot.context.intent] })
        .getShortestPaths()
        .map((path) => ({ input, path })),
    );
    for (const { input, path } of paths) {
      it(`${input.intent ? 'restored' : 'fresh'}: ${describePath(path)}`, async () => {
        const { actor, stored, completed } = setUp(input);
        await testPath(path, (event) => actor.send(event), {
          '*': (snapshot) => {
            expect(actor.getSnapshot().value).toEqual(snapshot.value);
            // What is held is what is stored; what is replayed was held.
            expect(stored.value).toEqual(selectHeldIntent(actor.getSnapshot()));
            expect(completed.length).toBeLessThanOrEqual(1);
          },
        });
      });
    }
    it('reaches every state and takes every transition', () => expectEveryStateAndTransition(guestIntentMachine, paths.map(({ path }) => path)));
  });

  it('issue 28: a saved search or a piece alert is held and said the same way, completed for its page to act on', () => {
    const search: GuestIntent = { action: 'saveSearch', search: { page: 'catalog', query: 'brand_ids=1', name: 'Rolex' } };
    const { actor, stored, completed } = setUp();
    actor.send({ type: 'intent.hold', intent: search });
    expect(selectGuestReason(actor.getSnapshot())).toBe('saveSearch');
    expect(stored.value).toEqual(search);
    actor.send({ type: 'intent.hold', intent: { action: 'pieceAlert', product: { kind: 'watch', id: 27 } } });
    expect(selectGuestReason(actor.getSnapshot())).toBe('pieceAlert');
    actor.send({ type: 'intent.replay', alreadyDone: false });
    expect(completed).toEqual([{ action: 'pieceAlert', product: { kind: 'watch', id: 27 } }]);
    actor.stop();
  });
});
