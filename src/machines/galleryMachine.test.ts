import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describePath, expectEveryStateAndTransition, testPath, transitionModel } from '../../tests/support/machines/model.ts';
import { galleryMachine, primaryIndex, selectPhotoIndex, SWIPE_THRESHOLD_PX, type GalleryEvent } from './galleryMachine.ts';

const photos = (count: number, primary = -1) => Array.from({ length: count }, (_, i) => ({ is_primary: i === primary }));

describe('galleryMachine (part 1 §4 "Detail photos")', () => {
  it('selects the primary photo first, else the first one', () => {
    expect(createActor(galleryMachine, { input: { photos: photos(5, 2) } }).start().getSnapshot().context.index).toBe(2);
    expect(createActor(galleryMachine, { input: { photos: photos(5) } }).start().getSnapshot().context.index).toBe(0);
    expect(primaryIndex([])).toBe(0);
  });

  it('next / prev move one photo and wrap round at the ends', () => {
    const actor = createActor(galleryMachine, { input: { photos: photos(3, 2) } }).start();
    actor.send({ type: 'photo.next' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'photo.prev' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'photo.prev' });
    expect(selectPhotoIndex(actor.getSnapshot())).toBe(1);
  });

  it(`a swipe of at least ${SWIPE_THRESHOLD_PX} px turns the photo; a shorter one does not`, () => {
    const actor = createActor(galleryMachine, { input: { photos: photos(5) } }).start();
    actor.send({ type: 'photo.swipe', deltaX: -(SWIPE_THRESHOLD_PX - 1) });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'photo.swipe', deltaX: -SWIPE_THRESHOLD_PX });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'photo.swipe', deltaX: SWIPE_THRESHOLD_PX - 1 });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'photo.swipe', deltaX: 120 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('a thumbnail selects its photo; an index out of range is ignored', () => {
    const actor = createActor(galleryMachine, { input: { photos: photos(5) } }).start();
    actor.send({ type: 'photo.select', index: 3 });
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'photo.select', index: 5 });
    actor.send({ type: 'photo.select', index: -1 });
    expect(actor.getSnapshot().context.index).toBe(3);
  });

  it('without photos stays empty and ignores navigation', () => {
    const actor = createActor(galleryMachine, { input: { photos: [] } }).start();
    actor.send({ type: 'photo.next' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context).toEqual({ count: 0, index: 0 });
  });

  describe('model: every state and transition', () => {
    const events: GalleryEvent[] = [
      { type: 'photo.next' },
      { type: 'photo.prev' },
      { type: 'photo.select', index: 1 },
      // Out of range: the guard refuses it, so the model leaves it out (no transition to walk).
      { type: 'photo.select', index: 7 },
      { type: 'photo.swipe', deltaX: -60 },
      { type: 'photo.swipe', deltaX: 60 },
      { type: 'photo.swipe', deltaX: 10 },
    ];
    const models = [0, 3].map((count) => ({
      count,
      model: transitionModel(galleryMachine, {
        input: { photos: photos(count, 1) },
        events: () => events,
        eventKey: (event) => event,
        slice: (snapshot) => [snapshot.value, snapshot.context.index],
      }),
    }));
    const all = models.map(({ count, model }) => ({ count, paths: model.getShortestPaths() }));

    it('with and without photos, reaches every state and takes every transition', () =>
      expectEveryStateAndTransition(
        galleryMachine,
        all.flatMap(({ paths }) => paths),
      ));

    for (const { count, paths } of all) {
      for (const path of paths) {
        it(`${count} photos: ${describePath(path)} (photo ${path.state.context.index + 1})`, async () => {
          const actor = createActor(galleryMachine, { input: { photos: photos(count, 1) } }).start();
          await testPath(path, (event) => actor.send(event), {
            empty: () => expect(actor.getSnapshot().context).toEqual({ count: 0, index: 0 }),
            browsing: (snapshot) => expect(actor.getSnapshot().context).toEqual(snapshot.context),
          });
        });
      }
    }
  });
});
