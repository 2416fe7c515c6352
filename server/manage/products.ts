import type { Kysely, Updateable } from 'kysely';
import { becameFree, recordArrived, recordAvailable, recordPriceChange } from '../alerts/events.ts';
import { PRODUCT_PAGES } from '../../kernel/siteMap.ts';
import type { components } from '../../kernel/schema.d.ts';
import { badRequest, notFound } from '../contract/errors.ts';
import { sliceOf, type PageRequest } from '../contract/paging.ts';
import type { Database } from '../db/types.ts';
import type { ProductColumns } from '../db/tables/catalogue.ts';
import { recordAudit } from './audit.ts';
import type { StaffActor } from './gate.ts';
import {
  countStaffProducts,
  findStaffProduct,
  listStaffProducts,
  lockStaffProduct,
  TABLE_OF_KIND,
  updateStaffProduct,
  type LockedProduct,
  type StaffProductFilter,
  type StaffProductKind,
  type StaffProductRow,
} from './product-queries.ts';

type ManageProduct = components['schemas']['ManageProduct'];
type ProductChange = components['schemas']['ProductChangeRequest'];

/**
 * The staff's products (issue 27): the list with hidden pieces, and the change of a price, a previous price, the
 * stock or the visibility. A change keeps the catalogue's own rules (a previous price above the price, no shown
 * price on a piece on request, never fewer pieces than orders hold) and is written to the audit log in the change's
 * transaction, before → after of what changed.
 */

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PREVIOUS_NOT_ABOVE = 'The previous price must be above the price.';
export const PRICE_ON_REQUEST_SHOWN = 'A piece on request shows no price.';

const answer = (row: StaffProductRow): ManageProduct => ({
  kind: row.kind,
  id: row.id,
  sku: row.sku,
  brand: row.brand,
  model_name: row.model_name,
  reference: row.reference,
  price_usd: row.price_usd,
  previous_price_usd: row.previous_price_usd,
  price_on_request: row.price_on_request,
  stock: row.stock,
  reserved: row.reserved,
  sold: row.sold,
  hidden: row.hidden,
  url: `${PRODUCT_PAGES[TABLE_OF_KIND[row.kind]]}${row.id}`,
});

export async function listManageProducts(db: Kysely<Database>, filter: StaffProductFilter, page: PageRequest): Promise<{ count: number; results: ManageProduct[] }> {
  const [count, rows] = await Promise.all([countStaffProducts(db, filter), listStaffProducts(db, filter, sliceOf(page))]);
  return { count, results: rows.map(answer) };
}

/** The fields a change may touch, as the audit log names them. */
interface Shown {
  price_usd: string | null;
  previous_price_usd: string | null;
  price_on_request: boolean;
  stock: number;
  hidden: boolean;
}

/**
 * The piece after the change. A piece put on request keeps its figure for the managers (guide_price_usd, which no
 * answer selects) and shows none; taken off request it shows that figure again unless a price is sent.
 */
function nextState(row: LockedProduct, change: ProductChange): { next: Shown; guide: string | null } {
  const onRequest = change.price_on_request ?? row.price_on_request;
  const turnedOn = onRequest && !row.price_on_request;
  const turnedOff = !onRequest && row.price_on_request;
  const price = change.price_usd !== undefined ? change.price_usd : turnedOn ? null : turnedOff ? row.guide_price_usd : row.price_usd;
  const previous = change.previous_price_usd !== undefined ? change.previous_price_usd : turnedOn ? null : row.previous_price_usd;
  return {
    next: { price_usd: price, previous_price_usd: previous, price_on_request: onRequest, stock: change.stock ?? row.stock, hidden: change.hidden ?? !row.is_active },
    guide: turnedOn ? (row.price_usd ?? row.guide_price_usd) : row.guide_price_usd,
  };
}

function check(next: Shown, reserved: number): void {
  const errors: Record<string, string[]> = {};
  if (next.price_on_request && next.price_usd !== null) errors.price_usd = [PRICE_ON_REQUEST_SHOWN];
  if (next.price_on_request && next.previous_price_usd !== null) errors.previous_price_usd = [PRICE_ON_REQUEST_SHOWN];
  else if (next.previous_price_usd !== null && (next.price_usd === null || Number(next.previous_price_usd) <= Number(next.price_usd))) {
    errors.previous_price_usd = [PREVIOUS_NOT_ABOVE];
  }
  if (next.stock < reserved) errors.stock = [`Open orders hold ${reserved} of these pieces: the stock cannot be lower.`];
  if (Object.keys(errors).length > 0) throw badRequest('Invalid request.', errors);
}

export async function updateManageProduct(db: Kysely<Database>, actor: StaffActor, kind: StaffProductKind, id: number, change: ProductChange): Promise<ManageProduct> {
  await db.transaction().execute(async (trx) => {
    const row = await lockStaffProduct(trx, kind, id);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const before: Shown = {
      price_usd: row.price_usd,
      previous_price_usd: row.previous_price_usd,
      price_on_request: row.price_on_request,
      stock: row.stock,
      hidden: !row.is_active,
    };
    const { next, guide } = nextState(row, change);
    check(next, row.reserved);
    const changed = (Object.keys(next) as (keyof Shown)[]).filter((field) => next[field] !== before[field]);
    if (changed.length === 0) return;
    const values: Updateable<ProductColumns> = {
      price_usd: next.price_usd,
      previous_price_usd: next.previous_price_usd,
      price_on_request: next.price_on_request,
      guide_price_usd: guide,
      stock: next.stock,
      is_active: !next.hidden,
    };
    await updateStaffProduct(trx, kind, id, values);
    // Issue 28, in the change's transaction: shown again → arrived, a lower shown price → price drop, more stock of a
    // piece none was free of → available (the matcher decides later who hears of it).
    const table = TABLE_OF_KIND[kind];
    if (before.hidden && !next.hidden) await recordArrived(trx, table, [id]);
    await recordPriceChange(trx, table, id, before, next);
    if (becameFree({ stock: before.stock, reserved: row.reserved }, { stock: next.stock, reserved: row.reserved })) await recordAvailable(trx, table, [id]);
    const pick = (state: Shown) => Object.fromEntries(changed.map((field) => [field, state[field]]));
    await recordAudit(trx, actor, {
      action: 'product.update',
      subjectType: 'product',
      subjectId: `${kind}:${id}`,
      subjectLabel: [row.brand, row.model_name, row.reference].filter(Boolean).join(' '),
      before: pick(before),
      after: pick(next),
    });
  });
  const product = await findStaffProduct(db, kind, id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return answer(product);
}
