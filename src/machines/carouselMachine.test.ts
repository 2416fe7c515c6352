import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { performStep } from '../../tests/support/machines/fakes.ts';
import { describePath, eventWithPayload, expectEveryStateAndTransition, testPath, transitionModel, type ModelEvent } from '../../tests/support/machines/model.ts';
import { CAROUSEL_INTERVAL_MS, carouselMachine, selectCarouselView, type CarouselInput } from './carouselMachine.ts';

const start = (input: CarouselInput) => createActor(carouselMachine, { input }).start();

describe('carouselMachine (part 1 §2.2 item 2, §9: 8000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 8000 ms by default and wraps around after the last slide', () => {
    const actor = start({ count: 3 });
    expect(actor.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('knows whether the slide has changed since it started (the first slide is painted, later ones fade in)', () => {
    const still = start({ count: 3, autoplay: false });
    expect(selectCarouselView(still.getSnapshot()).moved).toBe(false);
    still.send({ type: 'carousel.goTo', index: 0 });
    expect(still.getSnapshot().context.moved).toBe(false);
    still.send({ type: 'carousel.goTo', index: 2 });
    expect(selectCarouselView(still.getSnapshot()).moved).toBe(true);
    const alone = start({ count: 1 });
    alone.send({ type: 'carousel.next' });
    expect(alone.getSnapshot().context.moved).toBe(false);
    const playing = start({ count: 2 });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(playing.getSnapshot().context.moved).toBe(true);
    expect(selectCarouselView(undefined).moved).toBe(false);
  });

  it('honours another interval (the popular block rotates every 15000 ms)', () => {
    const actor = start({ count: 2, intervalMs: 15000 });
    vi.advanceTimersByTime(14999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('a manual move restarts the timer, so the chosen slide gets a full interval', () => {
    const actor = start({ count: 4 });
    vi.advanceTimersByTime(7000);
    actor.send({ type: 'carousel.goTo', index: 2 });
    vi.advanceTimersByTime(7999);
    expect(actor.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'carousel.prev' });
    actor.send({ type: 'carousel.prev' });
    actor.send({ type: 'carousel.prev' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.prev' });
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('holds still while hovered or focused, and plays again only when both are released', () => {
    const actor = start({ count: 3 });
    actor.send({ type: 'carousel.pause', reason: 'hover' });
    actor.send({ type: 'carousel.pause', reason: 'focus' });
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'carousel.resume', reason: 'hover' });
    expect(actor.getSnapshot().value).toBe('paused');
    // Moving by hand while paused is allowed and does not start the timer.
    actor.send({ type: 'carousel.next' });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'carousel.resume', reason: 'focus' });
    expect(actor.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('never moves by itself under reduced motion or with a single slide, but still moves on request', () => {
    const still = start({ count: 5, autoplay: false });
    expect(still.getSnapshot().value).toBe('static');
    vi.advanceTimersByTime(10 * CAROUSEL_INTERVAL_MS);
    expect(still.getSnapshot().context.index).toBe(0);
    still.send({ type: 'carousel.next' });
    expect(still.getSnapshot().context.index).toBe(1);
    const single = start({ count: 1 });
    expect(single.getSnapshot().value).toBe('static');
    single.send({ type: 'carousel.next' });
    expect(single.getSnapshot().context.index).toBe(0);
    const none = start({ count: 0 });
    none.send({ type: 'carousel.goTo', index: 3 });
    expect(none.getSnapshot().context.index).toBe(0);
  });

  it('reads as the view needs it, and as the first slide, still, before it starts', () => {
    expect(selectCarouselView(undefined)).toEqual({ index: 0, rotating: false, userPaused: false, moved: false });
    const actor = start({ count: 3, startIndex: 2 });
    expect(selectCarouselView(actor.getSnapshot())).toEqual({ index: 2, rotating: true, userPaused: false, moved: false });
    actor.send({ type: 'carousel.pause', reason: 'user' });
    expect(selectCarouselView(actor.getSnapshot())).toEqual({ index: 2, rotating: false, userPaused: true, moved: false });
    expect(selectCarouselView(start({ count: 3, autoplay: false }).getSnapshot()).rotating).toBe(false);
  });

  describe('model: every state and transition', () => {
    const events: ModelEvent<typeof carouselMachine, never, 'advance'>[] = [
      { type: 'carousel.next' },
      { type: 'carousel.prev' },
      { type: 'carousel.goTo', index: 2 },
      { type: 'carousel.pause', reason: 'hover' },
      { type: 'carousel.pause', reason: 'focus' },
      { type: 'carousel.resume', reason: 'hover' },
      { type: 'carousel.resume', reason: 'focus' },
      { type: 'carousel.pause', reason: 'user' },
      { type: 'carousel.resume', reason: 'user' },
      { type: 'carousel.autoplay', enabled: false },
      { type: 'carousel.autoplay', enabled: true },
      { type: 'xstate.after.advance.carousel.playing' },
    ];
    const inputs: CarouselInput[] = [{ count: 3 }, { count: 3, autoplay: false }];
    const all = inputs.map((input) => {
      const model = transitionModel(carouselMachine, {
        input,
        delays: ['advance'],
        events: () => events,
        // A model state is the state, the set of holds and whether it may play; which slide shows is checked on
        // every step of the replay.
        slice: (snapshot) => [snapshot.value, [...snapshot.context.holds].sort(), snapshot.context.autoplay],
        // The reason of a pause or resume decides which hold it takes or releases.
        eventKey: (event) => event,
      });
      return { input, paths: model.getShortestPaths() };
    });

    it('reaches every state and transition', () => {
      expectEveryStateAndTransition(carouselMachine, all.flatMap((entry) => entry.paths));
    });

    for (const { input, paths } of all) {
      for (const path of paths) {
        it(`${input.autoplay === false ? 'reduced motion' : 'autoplay'}: ${describePath(path, eventWithPayload)}`, async () => {
          const actor = start(input);
          const live = { send: actor.send, delays: { advance: CAROUSEL_INTERVAL_MS } };
          await testPath(path, (event) => performStep(live, event), {
            '*': (expected) => {
              expect(actor.getSnapshot().value).toEqual(expected.value);
              expect(actor.getSnapshot().context).toEqual(expected.context);
            },
          });
        });
      }
    }
  });
});
