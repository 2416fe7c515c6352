import type { ApiFailure } from '../../api/errors.ts';
import type { ManageProduct, ProductChange } from '../../api/manageBackoffice.ts';

/**
 * The products panel's inline edit (issue 27): price, previous price and stock as typed, checked the way the server
 * checks them (updateManageProduct in openapi.yaml) so most mistakes are named before a call, and turned into the
 * PATCH body with only the fields that changed.
 */

export const DRAFT_FIELDS = ['price', 'previous', 'stock'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** Why a field is refused: typed codes the view words, or the server's own words (`server`). */
export type DraftProblem =
  | { code: 'decimal' }
  | { code: 'previousNotAbove' }
  | { code: 'wholeNumber' }
  | { code: 'belowReserved'; reserved: number }
  | { code: 'server'; message: string };

export interface ProductDraft {
  /** `${kind}-${id}` of the product edited. */
  key: string;
  price: string;
  previous: string;
  stock: string;
  errors: Partial<Record<DraftField, DraftProblem>>;
}

export const STOCK_MAX = 10_000;

export const productKey = (product: Pick<ManageProduct, 'kind' | 'id'>): string => `${product.kind}-${product.id}`;

/** "14500.00" → "14500.00"; null → "" (the field shows no price). */
const shown = (amount: string | null): string => amount ?? '';

export const draftOf = (product: ManageProduct): ProductDraft => ({
  key: productKey(product),
  price: shown(product.price_usd),
  previous: shown(product.previous_price_usd),
  stock: String(product.stock),
  errors: {},
});

const DECIMAL = /^\d{1,10}(?:[.,]\d{1,2})?$/;

/**
 * A typed amount as the contract's DecimalString ("14 500,5" → "14500.50"), null when empty, undefined when it is
 * not an amount.
 */
export function decimalOf(typed: string): string | null | undefined {
  const text = typed.replace(/[\s\u00a0]/g, '');
  if (text === '') return null;
  if (!DECIMAL.test(text)) return undefined;
  const [whole = '0', cents = ''] = text.replace(',', '.').split('.');
  return `${BigInt(whole).toString()}.${cents.padEnd(2, '0')}`;
}

const cents = (amount: string): bigint => BigInt(amount.replace('.', ''));

/** The draft's problems and, when it has none, the change to send (only the fields that differ; empty when none). */
export function checkDraft(draft: ProductDraft, product: ManageProduct): { errors: ProductDraft['errors']; change: ProductChange } {
  const errors: ProductDraft['errors'] = {};
  const price = decimalOf(draft.price);
  const previous = decimalOf(draft.previous);
  if (price === undefined) errors.price = { code: 'decimal' };
  if (previous === undefined) errors.previous = { code: 'decimal' };
  else if (previous !== null && price && cents(previous) <= cents(price)) errors.previous = { code: 'previousNotAbove' };
  const stockText = draft.stock.trim();
  const stock = Number(stockText);
  if (!/^\d+$/.test(stockText) || stock > STOCK_MAX) errors.stock = { code: 'wholeNumber' };
  else if (stock < product.reserved) errors.stock = { code: 'belowReserved', reserved: product.reserved };
  if (Object.keys(errors).length > 0) return { errors, change: {} };
  const change: ProductChange = {};
  if (price !== undefined && price !== product.price_usd) change.price_usd = price;
  if (previous !== undefined && previous !== product.previous_price_usd) change.previous_price_usd = previous;
  if (stock !== product.stock) change.stock = stock;
  return { errors, change };
}

/** The row as it will be once the change lands (the optimistic row). */
export const applyChange = (product: ManageProduct, change: ProductChange): ManageProduct => ({ ...product, ...change });

const SERVER_FIELDS: Record<string, DraftField> = { price_usd: 'price', previous_price_usd: 'previous', stock: 'stock' };

/** The server's field errors (400 `errors`) on the draft's fields; empty when it named none of them. */
export function serverProblems(failure: ApiFailure): ProductDraft['errors'] {
  const errors: ProductDraft['errors'] = {};
  for (const [name, messages] of Object.entries(failure.errors ?? {})) {
    const field = SERVER_FIELDS[name];
    if (field) errors[field] = { code: 'server', message: messages.join(' ') };
  }
  return errors;
}
