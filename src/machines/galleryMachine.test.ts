import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { galleryMachine, primaryIndex, SWIPE_THRESHOLD_PX, type GalleryEvent } from './galleryMachine.ts';

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
    expect(actor.getSnapshot().context.index).toBe(1);
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
      { type: 'photo.swipe', deltaX: -60 },
      { type: 'photo.swipe', deltaX: 60 },
      { type: 'photo.swipe', deltaX: 10 },
    ];
    const exec = (actor: ReturnType<typeof start>) =>
      Object.fromEntries(
        ['photo.next', 'photo.prev', 'photo.select', 'photo.swipe'].map((type) => [
          type,
          ({ event }: { event: GalleryEvent }) => actor.send(event),
        ]),
      );
    const start = (count: number) => createActor(galleryMachine, { input: { photos: photos(count, 1) } }).start();

    for (const count of [0, 3]) {
      const model = createTestModel(galleryMachine, { input: { photos: photos(count, 1) }, events });
      const paths = model.getShortestPaths();
      it(`${count} photos: reaches ${count ? 'browsing at every index' : 'empty'}`, () => {
        const key = (snapshot: (typeof paths)[number]['state']) => JSON.stringify([snapshot.value, snapshot.context.index]);
        const reached = new Set(paths.flatMap((p) => [key(p.state), ...p.steps.map((step) => key(step.state))]));
        expect(reached).toEqual(count ? new Set(['["browsing",0]', '["browsing",1]', '["browsing",2]']) : new Set(['["empty",0]']));
      });
      for (const path of paths) {
        it(`${count} photos: ${path.description}`, async () => {
          const actor = start(count);
          await path.test({
            states: {
              empty: () => expect(actor.getSnapshot().context.count).toBe(0),
              browsing: (snapshot) => expect(actor.getSnapshot().context.index).toBe(snapshot.context.index),
            },
            events: exec(actor),
          });
        });
      }
    }
  });
});
