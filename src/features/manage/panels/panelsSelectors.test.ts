import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AuditEntry } from '../../../api/manageBackoffice.ts';
import { done } from '../../../../tests/support/machines/model.ts';
import { FIRST_PAGE as PRODUCTS, setUp as setUpProducts } from '../../../machines/manage/productsMachine.testing.ts';
import { alreadyMoved, FIRST_PAGE as REQUESTS, setUp as setUpRequests } from '../../../machines/manage/requestsQueueMachine.testing.ts';
import { importMachine } from '../../../machines/manage/importMachine.ts';
import { auditRowOf, selectImportCatalogueProps, selectProductsListProps, selectRequestsQueueProps } from './panelsSelectors.ts';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 9,
  at: '2026-11-30T09:15:00Z',
  actor: { id: 7, name: 'Мария' },
  via: 'web',
  action: 'product.update',
  subject_type: 'product',
  subject_id: 'watch-12',
  subject_label: 'Rolex Submariner 126610LN',
  before: { price_usd: '14500.00', stock: 2, hidden: false },
  after: { price_usd: '13900.00', stock: 2, hidden: true },
  ...over,
});

describe('the back office panels selectors', () => {
  it('requests: rows with what each may do, the pending one, and a refusal in the server words', async () => {
    const { actor, step } = setUpRequests();
    await step(done('requests', REQUESTS));
    let view = selectRequestsQueueProps(actor.getSnapshot(), 'ru');
    expect(view.state).toBe('list');
    expect(view.rows.map((row) => [row.id, row.canTake, row.canDone, row.taker])).toEqual([
      [1, true, true, null],
      [2, false, true, 'Иван'],
    ]);
    // The same snapshot answers the same rows (shallowEqual sees no change).
    expect(selectRequestsQueueProps(actor.getSnapshot(), 'ru').rows).toBe(view.rows);
    await step({ type: 'request.act', id: 1, action: 'take' });
    view = selectRequestsQueueProps(actor.getSnapshot(), 'ru');
    expect(view.busy).toBe(true);
    expect(view.rows[0]).toMatchObject({ status: 'in_progress', pending: true });
    await step({ type: 'xstate.error.actor.act', error: alreadyMoved });
    expect(selectRequestsQueueProps(actor.getSnapshot(), 'ru').rows[0]).toMatchObject({ status: 'new', pending: false, refusal: 'Заявку уже взял Иван' });
    actor.stop();
  });

  it('products: names, formatted prices, the edited row', async () => {
    const { actor, step } = setUpProducts();
    await step(done('products', PRODUCTS));
    await step({ type: 'edit.start', key: 'bag-4' });
    const view = selectProductsListProps(actor.getSnapshot(), 'en');
    expect(view.rows[0]).toMatchObject({ key: 'watch-12', title: 'Rolex Submariner Date 126610LN', sku: 'W-12', stock: 2, reserved: 1, url: '/product/12' });
    expect(view.rows[0]?.price).toMatch(/14,500/);
    expect(view.rows[1]).toMatchObject({ hidden: true, previousPrice: null });
    expect(view.draft).toMatchObject({ key: 'bag-4', price: '32000.00', stock: '1' });
    actor.stop();
  });

  it('import: the file names chosen', () => {
    const actor = createActor(importMachine).start();
    actor.send({ type: 'file.choose', file: new File(['sku\n'], 'catalogue.csv') });
    expect(selectImportCatalogueProps(actor.getSnapshot())).toMatchObject({ state: 'choosing', fileName: 'catalogue.csv', photosName: null, report: null });
    actor.stop();
  });

  it('audit: who, via, the fields that changed, and an order links to its page', () => {
    const row = auditRowOf(entry(), 'ru');
    expect(row.changes).toEqual([
      { field: 'price_usd', before: '14500.00', after: '13900.00' },
      { field: 'hidden', before: 'false', after: 'true' },
    ]);
    expect(row.subjectHref).toBeNull();
    const order = auditRowOf(entry({ actor: null, via: 'cli', action: 'order.confirm', subject_type: 'order', subject_id: '31', subject_label: '№100231', before: { status: 'pending' }, after: { status: 'confirmed', reason: null } }), 'en');
    expect(order).toMatchObject({ who: null, via: 'cli', subject: '№100231', subjectHref: '/manage/orders/31' });
    expect(order.changes).toEqual([{ field: 'status', before: 'pending', after: 'confirmed' }]);
  });
});
