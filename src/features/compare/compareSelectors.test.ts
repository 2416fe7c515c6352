import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartStateOf } from '../../machines/cart/lines.ts';
import { compareMachine } from '../../machines/compareMachine.ts';
import { listEntriesOf } from '../../machines/lists/entries.ts';
import type { ListAnswer } from '../../machines/lists/actors.ts';
import { makeWatch } from '../../../tests/support/homeFixtures.ts';
import { makeBag, makeJewelry } from '../../../tests/support/shopFixtures.ts';
import { entryIdOf, ONLY_DIFFERENCES_KEY, readOnlyDifferences, selectComparePageProps, writeOnlyDifferences } from './compareSelectors.ts';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

const entries = listEntriesOf([
  { id: 30, jewelry: makeJewelry(5) },
  { id: 31, watch: makeWatch(42, { case_diameter_mm: 41, caliber: '3235', description: ' Oystersteel. ' }) },
  { id: 32, bag: makeBag(4) },
  { id: 33, watch: makeWatch(43, { case_diameter_mm: 42, caliber: null, description: '' }) },
]);

function loaded() {
  const actor = createActor(compareMachine.provide({ actors: { fetchEntries: fromPromise(async (): Promise<ListAnswer> => ({ entries })) } })).start();
  stop = () => actor.stop();
  actor.send({ type: 'session.signedIn' });
  return waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
}

describe('/compare view data (part 1 §2.8)', () => {
  it('three sections in the order watches, bags, jewelry, one column per piece with its "in cart" mark', async () => {
    const cart = cartStateOf({ id: 5, items: [{ id: 11, quantity: 1, watch: makeWatch(43) }], total_items: 1 }).lines;
    const view = selectComparePageProps(await loaded(), cart);
    expect(view.state).toBe('list');
    expect(view.sections.map((section) => section.kind)).toEqual(['watch', 'bag', 'jewelry']);
    const [watches] = view.sections;
    expect(watches?.products.map(({ id, href, name, subtitle, inCart }) => ({ id, href, name, subtitle, inCart }))).toEqual([
      { id: 42, href: '/product/42', name: 'Rolex Model 42', subtitle: 'REF-42', inCart: false },
      { id: 43, href: '/product/43', name: 'Rolex Model 43', subtitle: 'REF-43', inCart: true },
    ]);
    expect(watches?.descriptions).toEqual(['Oystersteel.', null]);
    // Issue 26: a column says whether its piece can still be had (a reserved or sold one keeps its column).
    expect(watches?.products[0]).toMatchObject({ availability: 'available', availableQuantity: 1 });
    expect(selectComparePageProps(await loaded(), cart).sections).not.toBe(view.sections);
  });

  it('one row per specification any piece has, null where one has none', async () => {
    const view = selectComparePageProps(await loaded(), []);
    const watches = view.sections[0];
    const diameter = watches?.specs.find((spec) => spec.key === 'caseDiameter');
    expect(diameter?.values).toEqual([
      { key: 'caseDiameter', value: 41 },
      { key: 'caseDiameter', value: 42 },
    ]);
    const caliber = watches?.specs.find((spec) => spec.key === 'caliber');
    expect(caliber?.values).toEqual([{ key: 'caliber', value: '3235' }, null]);
    // Rows keep the detail page's order of specifications.
    const keys = watches?.specs.map((spec) => spec.key) ?? [];
    expect(keys.indexOf('caseDiameter')).toBeLessThan(keys.indexOf('caliber'));
    expect(view.sections[1]?.specs.map((spec) => spec.key)).toEqual(['color', 'material', 'fullSet', 'kit', 'condition']);
    expect(entryIdOf(entries, 'bag', 4)).toBe(32);
  });

  it('nothing compared is the empty state; a guest sees the sign-in prompt', async () => {
    const actor = createActor(compareMachine.provide({ actors: { fetchEntries: fromPromise(async (): Promise<ListAnswer> => ({ entries: [] })) } })).start();
    stop = () => actor.stop();
    expect(selectComparePageProps(actor.getSnapshot(), []).state).toBe('signedOut');
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(selectComparePageProps(actor.getSnapshot(), []).state).toBe('empty');
  });

  it('"only differences" is remembered in local storage (part 1 §2.8)', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    expect(readOnlyDifferences(storage)).toBe(false);
    writeOnlyDifferences(true, storage);
    expect(store.get(ONLY_DIFFERENCES_KEY)).toBe('1');
    expect(readOnlyDifferences(storage)).toBe(true);
    writeOnlyDifferences(false, storage);
    expect(readOnlyDifferences(storage)).toBe(false);
  });
});
