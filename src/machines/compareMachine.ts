import type { SnapshotFrom } from 'xstate';
import type { ProductKind } from '../api/cart.ts';
import { clearComparison, listAllComparison, removeComparison, toggleComparison } from '../api/lists.ts';
import type { ListEntry } from './lists/entries.ts';
import { createListMachine, type ListFailure } from './lists/machine.ts';
import { selectEntries, selectIsListBusy, selectIsMarked, selectListFailure, selectListStatus, type ListStatus } from './lists/selectors.ts';

/**
 * The app-wide comparison (part 1 §4 "Favorites and comparison", §7 "Comparison"), id `compare`: the shared list
 * machine (./lists/machine.ts, where its events are documented) over the comparison calls, with `compare.clear`.
 * Toggle removes when present, else adds (the server's toggle); remove and clear are optimistic with rollback.
 */
export const compareMachine = createListMachine('compare', {
  list: listAllComparison,
  toggle: toggleComparison,
  remove: removeComparison,
  clear: clearComparison,
});

type CompareSnapshot = SnapshotFrom<typeof compareMachine>;

/** The `/compare` columns, oldest first (the screen splits them into watches, bags, jewelry). */
export const selectCompared = (snapshot: CompareSnapshot): ListEntry[] => selectEntries(snapshot);
/** "In comparison". */
export const selectIsCompared = (snapshot: CompareSnapshot, kind: ProductKind, id: number): boolean => selectIsMarked(snapshot, kind, id);
export const selectCompareStatus = (snapshot: CompareSnapshot): ListStatus => selectListStatus(snapshot);
export const selectIsCompareBusy = (snapshot: CompareSnapshot): boolean => selectIsListBusy(snapshot);
export const selectCompareFailure = (snapshot: CompareSnapshot): ListFailure | null => selectListFailure(snapshot);
