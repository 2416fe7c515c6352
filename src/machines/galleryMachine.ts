import { assign, setup, type SnapshotFrom } from 'xstate';
import { wrap } from './helpers.ts';

/** Part 1 §4 / §9: a horizontal touch movement of at least 40 px turns the photo. */
export const SWIPE_THRESHOLD_PX = 40;

export type GalleryEvent =
  | { type: 'photo.next' }
  | { type: 'photo.prev' }
  | { type: 'photo.select'; index: number }
  /** A finished touch gesture: `deltaX` = end x − start x (negative when the finger moved left). */
  | { type: 'photo.swipe'; deltaX: number };

export interface GalleryInput {
  /** The item's photos in API order; only the primary flag matters here. */
  photos: readonly { is_primary: boolean }[];
}

/** The primary photo comes first on screen (part 1 §4); without one, the first photo. */
export const primaryIndex = (photos: GalleryInput['photos']): number => Math.max(0, photos.findIndex((photo) => photo.is_primary));

/**
 * The photo gallery of a detail page (part 1 §2.7, §4 "Detail photos"): which photo is shown, moved by the
 * thumbnails, the previous / next buttons and a touch swipe. The ends wrap round, as a carousel does.
 */
export const galleryMachine = setup({
  types: {
    input: {} as GalleryInput,
    context: {} as {
      /** How many photos the item has. */
      count: number;
      /** The photo on screen, 0-based (the view shows "index + 1 / count"). */
      index: number;
    },
    events: {} as GalleryEvent,
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    showSelected: assign({
      index: ({ context, event }) => (event.type === 'photo.select' ? event.index : context.index),
    }),
  },
  guards: {
    hasPhotos: ({ context }) => context.count > 0,
    isSwipeLeft: ({ event }) => event.type === 'photo.swipe' && event.deltaX <= -SWIPE_THRESHOLD_PX,
    isSwipeRight: ({ event }) => event.type === 'photo.swipe' && event.deltaX >= SWIPE_THRESHOLD_PX,
    isPhotoIndex: ({ context, event }) =>
      event.type === 'photo.select' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
  },
}).createMachine({
  id: 'gallery',
  context: ({ input }) => ({ count: input.photos.length, index: primaryIndex(input.photos) }),
  initial: 'empty',
  states: {
    empty: {
      description: 'No photos: the view shows a placeholder. Left at once when there are photos.',
      always: { guard: 'hasPhotos', target: 'browsing' },
    },
    browsing: {
      on: {
        'photo.next': { actions: 'showNext' },
        'photo.prev': { actions: 'showPrevious' },
        'photo.select': { guard: 'isPhotoIndex', actions: 'showSelected' },
        // A finger moving left brings the next photo in, as on a printed page; shorter moves are taps or scrolls.
        'photo.swipe': [
          { guard: 'isSwipeLeft', actions: 'showNext' },
          { guard: 'isSwipeRight', actions: 'showPrevious' },
        ],
      },
    },
  },
});

type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;

/** The photo on screen, 0-based (the view shows "index + 1 / count"). */
export const selectPhotoIndex = (snapshot: GallerySnapshot): number => snapshot.context.index;
