import { assign, setup, type SnapshotFrom } from 'xstate';
import { wrap } from './helpers.ts';

/** Part 1 §9 "Banner carousel … 8000 ms": the default pace of a carousel. */
export const CAROUSEL_INTERVAL_MS = 8000;

/**
 * Why a carousel holds still: the pointer rests on it, keyboard focus is inside it, or the visitor pressed its
 * pause button (WCAG 2.2.2: moving content can be paused).
 */
export type CarouselHold = 'hover' | 'focus' | 'user';

export type CarouselInput = {
  /** How many slides there are (fixed for the life of the actor: a new list means a new carousel). */
  count: number;
  /** Milliseconds between automatic advances; default 8000. */
  intervalMs?: number;
  /** false when the visitor asked for reduced motion: the carousel then moves only when told to. */
  autoplay?: boolean;
  /** The slide shown first. */
  startIndex?: number;
};

export type CarouselContext = {
  /** The slide shown, 0-based, always within [0, count). */
  index: number;
  /** Number of slides. */
  count: number;
  /** Milliseconds between automatic advances. */
  intervalMs: number;
  /** Whether the carousel may advance by itself at all (reduced motion turns this off). */
  autoplay: boolean;
  /** What is holding the carousel still right now; it plays again once this is empty. */
  holds: CarouselHold[];
  /** The slide has changed since the carousel started (the first slide is painted as it is, not faded in). */
  moved: boolean;
};

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.pause'; reason: CarouselHold }
  | { type: 'carousel.resume'; reason: CarouselHold }
  /**
   * Whether it may advance by itself, decided again: a page rendered on the server starts still (the server cannot
   * know the visitor's reduced-motion choice), and the browser tells it once it has hydrated (issue 16 §1).
   */
  | { type: 'carousel.autoplay'; enabled: boolean };

/** The slide at `index` (wrapped), and whether the carousel has ever left its first one. */
const showSlide = (context: CarouselContext, index: number): Pick<CarouselContext, 'index' | 'moved'> => {
  const next = wrap(index, context.count);
  return { index: next, moved: context.moved || next !== context.index };
};

/**
 * A generic carousel: which slide shows, previous/next/go-to, and an autoplay timer that restarts after every
 * manual move, holds still while hovered or focused (WCAG 2.2.2: moving content can be paused) and never runs
 * when reduced motion is asked for or there is nothing to rotate. The hero banner (8 s) and the popular block
 * (15 s) each run one.
 */
export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  actions: {
    showNext: assign(({ context }) => showSlide(context, context.index + 1)),
    showPrevious: assign(({ context }) => showSlide(context, context.index - 1)),
    showIndex: assign(({ context, event }) => showSlide(context, event.type === 'carousel.goTo' ? event.index : context.index)),
    addHold: assign({
      holds: ({ context, event }) =>
        event.type === 'carousel.pause' && !context.holds.includes(event.reason) ? [...context.holds, event.reason] : context.holds,
    }),
    setAutoplay: assign({ autoplay: ({ context, event }) => (event.type === 'carousel.autoplay' ? event.enabled : context.autoplay) }),
    removeHold: assign({
      holds: ({ context, event }) => (event.type === 'carousel.resume' ? context.holds.filter((hold) => hold !== event.reason) : context.holds),
    }),
  },
  guards: {
    isStatic: ({ context }) => !context.autoplay || context.count < 2,
    isHeld: ({ context }) => context.holds.length > 0,
    isReleased: ({ context, event }) =>
      event.type === 'carousel.resume' && context.holds.every((hold) => hold === event.reason),
  },
  delays: {
    advance: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    count: Math.max(0, input.count),
    index: wrap(input.startIndex ?? 0, Math.max(0, input.count)),
    intervalMs: input.intervalMs ?? CAROUSEL_INTERVAL_MS,
    autoplay: input.autoplay ?? true,
    holds: [],
    moved: false,
  }),
  initial: 'deciding',
  on: {
    'carousel.next': { actions: 'showNext' },
    'carousel.prev': { actions: 'showPrevious' },
    'carousel.goTo': { actions: 'showIndex' },
    'carousel.pause': { actions: 'addHold' },
    'carousel.resume': { actions: 'removeHold' },
    // Decided again from the start: playing restarts its timer (a snapshot restored from the server has none).
    'carousel.autoplay': { target: '.deciding', actions: 'setAutoplay' },
  },
  states: {
    deciding: {
      description: 'Transient: picks static, paused (something still holds it) or playing.',
      always: [{ guard: 'isStatic', target: 'static' }, { guard: 'isHeld', target: 'paused' }, { target: 'playing' }],
    },
    static: {
      description: 'Reduced motion or fewer than two slides: moves only on request.',
    },
    playing: {
      after: { advance: { target: 'playing', reenter: true, actions: 'showNext' } },
      on: {
        // A manual move restarts the timer, so the chosen slide gets its full interval.
        'carousel.next': { target: 'playing', reenter: true, actions: 'showNext' },
        'carousel.prev': { target: 'playing', reenter: true, actions: 'showPrevious' },
        'carousel.goTo': { target: 'playing', reenter: true, actions: 'showIndex' },
        'carousel.pause': { target: 'paused', actions: 'addHold' },
      },
    },
    paused: {
      description: 'Hovered or focused: no timer until every hold is released.',
      on: {
        // Holds outlive a change of autoplay: still paused, with the new setting for when they are released.
        'carousel.autoplay': { actions: 'setAutoplay' },
        // Released: plays again, unless autoplay was turned off meanwhile.
        'carousel.resume': [{ guard: 'isReleased', target: 'deciding', actions: 'removeHold' }, { actions: 'removeHold' }],
      },
    },
  },
});

export type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;

/** What a carousel view draws; a carousel not started yet (its slides still loading) shows the first slide, still. */
export type CarouselView = {
  /** The slide shown. */
  index: number;
  /** Advancing by itself right now (the view then does not announce each slide change). */
  rotating: boolean;
  /** The visitor pressed pause (the button then offers play). */
  userPaused: boolean;
  /** The slide has changed at least once: a slide arriving now fades in; the first one paints at once. */
  moved: boolean;
};

/** Reads an invoked carousel, or its absence (the parent has not reached its showing state). */
export const selectCarouselView = (snapshot: CarouselSnapshot | undefined): CarouselView => ({
  index: snapshot?.context.index ?? 0,
  rotating: snapshot?.matches('playing') ?? false,
  userPaused: snapshot?.context.holds.includes('user') ?? false,
  moved: snapshot?.context.moved ?? false,
});
