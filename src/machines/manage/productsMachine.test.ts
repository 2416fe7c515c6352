import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { applyChange } from './productsDraft.ts';
import { productsMachine, selectProductDraft, selectProducts, selectProductsFilters, selectProductsStatus, selectRefusedSave } from './productsMachine.ts';
import { FIRST_PAGE, productsPage, serverDown, setUp, stockRefused } from './productsMachine.testing.ts';

describe('productsMachine', () => {
  it('saves an edit at once, and a refused one goes back to its form with the server field error', async () => {
    const { actor, fakes, step } = setUp();
    await step(done('products', FIRST_PAGE));
    await step({ type: 'edit.start', key: 'watch-12' });
    await step({ type: 'edit.change', field: 'price', value: '13 900' });
    await step({ type: 'edit.change', field: 'previous', value: '14500' });
    await step({ type: 'edit.save' });
    expect(fakes.save.last().input).toEqual({ kind: 'watch', id: 12, change: { price_usd: '13900.00', previous_price_usd: '14500.00' } });
    expect(selectProducts(actor.getSnapshot())[0]?.price_usd).toBe('13900.00');
    await step(done('save', applyChange(FIRST_PAGE.results[0]!, { price_usd: '13900.00', previous_price_usd: '14500.00' })));
    expect(selectProductDraft(actor.getSnapshot())).toBeNull();
    await step({ type: 'edit.start', key: 'watch-12' });
    await step({ type: 'edit.change', field: 'stock', value: '1' });
    await step({ type: 'edit.save' });
    await step(failed('save', stockRefused));
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(selectProducts(actor.getSnapshot())[0]?.stock).toBe(2);
    expect(selectProductDraft(actor.getSnapshot())?.errors.stock).toEqual({ code: 'server', message: 'Остаток не может быть меньше зарезервированного (1)' });
    actor.stop();
  });

  it('checks the draft before any call, and rolls a refused toggle back with the server words', async () => {
    const { actor, fakes, step } = setUp();
    await step(done('products', FIRST_PAGE));
    await step({ type: 'edit.start', key: 'watch-12' });
    await step({ type: 'edit.change', field: 'stock', value: '0' });
    await step({ type: 'edit.save' });
    expect(fakes.save.calls).toHaveLength(0);
    expect(selectProductDraft(actor.getSnapshot())?.errors.stock).toEqual({ code: 'belowReserved', reserved: 1 });
    await step({ type: 'edit.cancel' });
    await step({ type: 'hidden.toggle', key: 'bag-4' });
    expect(fakes.save.last().input.change).toEqual({ hidden: false });
    expect(selectProducts(actor.getSnapshot())[1]?.hidden).toBe(false);
    await step(failed('save', serverDown));
    expect(selectProducts(actor.getSnapshot())[1]?.hidden).toBe(true);
    expect(selectRefusedSave(actor.getSnapshot())).toMatchObject({ key: 'bag-4', failure: { code: 'server' } });
    actor.stop();
  });
});

describe('productsMachine model: every state and transition, every call failing', () => {
  type Event = ModelEvent<typeof productsMachine, 'products' | 'save'>;
  type Snapshot = SnapshotFrom<typeof productsMachine>;
  const unfiltered = ({ context }: Snapshot) => context.kind === '' && context.hidden === '' && context.search === '';
  const events = (snapshot: Snapshot): Event[] => {
    const pending = snapshot.context.pending;
    return [
      done('products', FIRST_PAGE),
      done('products', productsPage([])),
      failed('products', serverDown),
      ...(pending ? [done('save', applyChange(pending.before, pending.change))] : []),
      failed('save', serverDown),
      failed('save', stockRefused),
      ...(unfiltered(snapshot)
        ? ([{ type: 'kind.change', kind: 'bag' }, { type: 'hidden.change', hidden: 'hidden' }, { type: 'search.submit', search: ' Birkin ' }] as const)
        : []),
      { type: 'page.change', page: 2 },
      { type: 'list.retry' },
      { type: 'edit.start', key: 'watch-12' },
      { type: 'edit.change', field: 'stock', value: '0' },
      { type: 'edit.change', field: 'stock', value: '3' },
      { type: 'edit.cancel' },
      { type: 'edit.save' },
      { type: 'hidden.toggle', key: 'bag-4' },
      { type: 'notice.dismiss' },
    ];
  };
  const model = transitionModel(productsMachine, {
    invokes: ['products', 'save'],
    events,
    slice: (s) => [s.value, selectProductsFilters(s), s.context.products.map((p) => [p.stock, p.hidden]), s.context.draft?.stock ?? null, Object.keys(s.context.draft?.errors ?? {}), s.context.refused !== null],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(productsMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, fakes, step } = setUp();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectProductsFilters(actor.getSnapshot())).toEqual(selectProductsFilters(expected));
          expect(selectProducts(actor.getSnapshot())).toEqual(expected.context.products);
          expect(selectProductDraft(actor.getSnapshot())).toEqual(expected.context.draft);
        },
        loading: () => {
          expect(selectProductsStatus(actor.getSnapshot())).toBe('loading');
          expect(fakes.products.last().input).toEqual(selectProductsFilters(actor.getSnapshot()));
        },
        'ready.saving': () => expect(fakes.save.last().input.change).toEqual(actor.getSnapshot().context.pending?.change),
        failure: () => expect(actor.getSnapshot().context.failure?.code).toBe('server'),
      });
      actor.stop();
    });
  }
});
