import { failureCodeOf as failureCodeOfChange } from '../changeQueue.ts';
import type { ProductKey } from '../../api/cart.ts';
import type { ApiFailureCode } from '../../api/errors.ts';
import type { ProductEntry } from '../productEntry.ts';
import { entryOf, listEntriesOf, type ListEntry, type ListOp } from './entries.ts';

/** Why a favorites or comparison change failed: the transport's code, or a broken entry (part 1 §4). */
export type ListFailureCode = ApiFailureCode | 'item-without-product';

export const failureCodeOf = (error: unknown): ListFailureCode => failureCodeOfChange<Exclude<ListFailureCode, ApiFailureCode>>(error);

/** The calls of one list (src/api/lists.ts); `clear` only where the contract has it (comparison). */
export interface ListCalls {
  /** Favorites carry `price_alerts` (issue 28), kept on their entries. */
  list: (signal?: AbortSignal) => Promise<(ProductEntry & { id: number; price_alerts?: boolean })[]>;
  toggle: (product: ProductKey, signal?: AbortSignal) => Promise<{ added: boolean }>;
  remove: (entryId: number, signal?: AbortSignal) => Promise<void>;
  clear?: (signal?: AbortSignal) => Promise<void>;
}

/** The server's entries after a change, and what a toggle turned out to do (for the §8 success toast). */
export interface ListAnswer {
  entries: ListEntry[];
  added?: boolean;
}

/**
 * One queued change against the server, given the entries as the server last answered (the queue runs one at a
 * time). A toggle that added asks for the list again: the new entry's id and fields come only from there. A
 * removal whose entry is gone already needs no call.
 */
export async function runListOp(op: ListOp, confirmed: ListEntry[], calls: ListCalls, signal?: AbortSignal): Promise<ListAnswer> {
  switch (op.kind) {
    case 'load':
      return { entries: listEntriesOf(await calls.list(signal)) };
    case 'toggle': {
      const { added } = await calls.toggle(op.product, signal);
      const entries = added ? listEntriesOf(await calls.list(signal)) : confirmed.filter((entry) => entry !== entryOf(confirmed, op.product));
      return { entries, added };
    }
    case 'remove': {
      const entry = entryOf(confirmed, op.product);
      if (entry) await calls.remove(entry.id, signal);
      return { entries: confirmed.filter((other) => other !== entry) };
    }
    case 'clear':
      if (!calls.clear) throw new Error('clear: this list has no such call');
      await calls.clear(signal);
      return { entries: [] };
  }
}
