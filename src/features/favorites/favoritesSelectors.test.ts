import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import { favoritesMachine } from '../../machines/favoritesMachine.ts';
import { listEntriesOf } from '../../machines/lists/entries.ts';
import type { ListAnswer } from '../../machines/lists/actors.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { makeBag } from '../../../tests/support/shopFixtures.ts';
import { NO_MARKS } from '../../runtime/shopMarks.ts';
import { selectPriceAlertOverrides } from '../../machines/alerts/priceAlertsMachine.ts';
import { switchesHarness } from '../../machines/alerts/shopperAlerts.testing.ts';
import { entryIdOf, selectFavoritesPageProps } from './favoritesSelectors.ts';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

const entries = listEntriesOf([
  { id: 17, watch: makeWatch(42, { is_limited_edition: true }) },
  { id: 18, bag: makeBag(4) },
]);

function start(load: () => Promise<ListAnswer>) {
  const actor = createActor(favoritesMachine.provide({ actors: { fetchEntries: fromPromise(() => load()) } })).start();
  stop = () => actor.stop();
  return actor;
}

describe('/favorites view data (part 1 §2.8)', () => {
  it('a guest sees the sign-in prompt; loaded favorites are cards with their comparison marks', async () => {
    const actor = start(async () => ({ entries }));
    expect(selectFavoritesPageProps(actor.getSnapshot(), NO_MARKS).state).toBe('signedOut');
    actor.send({ type: 'session.signedIn' });
    expect(selectFavoritesPageProps(actor.getSnapshot(), NO_MARKS).state).toBe('loading');
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    const marks = { ...NO_MARKS, compared: [{ kind: 'bag' as const, id: 4 }] };
    const view = selectFavoritesPageProps(actor.getSnapshot(), marks);
    expect(view.state).toBe('list');
    expect(view.items).toEqual([
      expect.objectContaining({ kind: 'watch', id: 42, href: '/product/42', brand: 'Rolex', isLimitedEdition: true, isCompared: false, inCart: false }),
      expect.objectContaining({ kind: 'bag', id: 4, href: '/bag/4', brand: 'Hermès', isLimitedEdition: false, isCompared: true, inCart: false }),
    ]);
    expect(selectFavoritesPageProps(actor.getSnapshot(), marks).items).toBe(view.items);
    expect(entryIdOf(entries, { kind: 'bag', id: 4 })).toBe(18);
    expect(entryIdOf(entries, { kind: 'watch', id: 4 })).toBeUndefined();
  });

  it('issue 26: reserved and sold favorites stay listed as such; one the cart was just refused shows reserved', async () => {
    const actor = start(async () => ({
      entries: listEntriesOf([
        { id: 17, watch: makeWatch(42, { availability: 'sold', available_quantity: 0 }) },
        { id: 18, bag: makeBag(4) },
        { id: 19, bag: makeBag(5, { available_quantity: 2 }) },
      ]),
    }));
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    const marks = { ...NO_MARKS, refused: [{ kind: 'bag' as const, id: 4 }] };
    expect(selectFavoritesPageProps(actor.getSnapshot(), marks).items.map(({ id, availability, availableQuantity }) => ({ id, availability, availableQuantity }))).toEqual([
      { id: 42, availability: 'sold', availableQuantity: 0 },
      { id: 4, availability: 'reserved', availableQuantity: 1 },
      { id: 5, availability: 'available', availableQuantity: 2 },
    ]);
  });

  it('no favorites is the empty state; a failed load is "Не удалось загрузить избранное" (the failure state)', async () => {
    const empty = start(async () => ({ entries: [] }));
    empty.send({ type: 'session.signedIn' });
    await waitFor(empty, (s) => s.matches({ signedIn: 'ready' }));
    expect(selectFavoritesPageProps(empty.getSnapshot(), NO_MARKS).state).toBe('empty');
    stop?.();
    const failing = start(async () => {
      throw new ApiError({ code: 'server', status: 500, message: 'down' });
    });
    failing.send({ type: 'session.signedIn' });
    await waitFor(failing, (s) => s.matches({ signedIn: 'unavailable' }));
    expect(selectFavoritesPageProps(failing.getSnapshot(), NO_MARKS).state).toBe('failure');
  });
});

describe('/favorites price-drop alerts (issue 28)', () => {
  it('each card shows its own price_alerts (on when unsaid) until the shopper switches it', async () => {
    const actor = start(async () => ({
      entries: listEntriesOf([
        { id: 17, price_alerts: false, watch: makeWatch(42) },
        { id: 18, price_alerts: true, bag: makeBag(4) },
        { id: 19, bag: makeBag(5) },
      ]),
    }));
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    const alerts = (view: ReturnType<typeof selectFavoritesPageProps>) => view.items.map((item) => [item.id, item.priceAlerts]);
    expect(alerts(selectFavoritesPageProps(actor.getSnapshot(), NO_MARKS))).toEqual([
      [42, { on: false, saving: false }],
      [4, { on: true, saving: false }],
      [5, { on: true, saving: false }],
    ]);
    const switches = switchesHarness();
    await switches.step({ type: 'switch.set', key: 18, on: false });
    const changed = selectPriceAlertOverrides(switches.actor.getSnapshot());
    expect(alerts(selectFavoritesPageProps(actor.getSnapshot(), NO_MARKS, changed))).toEqual([
      [42, { on: false, saving: false }],
      [4, { on: false, saving: true }],
      [5, { on: true, saving: false }],
    ]);
    switches.actor.stop();
  });
});
