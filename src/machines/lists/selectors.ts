import type { SnapshotFrom } from 'xstate';
import type { ProductKey, ProductKind } from '../../api/cart.ts';
import { isMarked, shownEntries, shownMarks, type ListEntry } from './entries.ts';
import type { ListFailure, ListMachine, ListSubject } from './machine.ts';

/** Selectors both lists share; favoritesMachine.ts and compareMachine.ts export them under their own names. */

type ListSnapshot<S extends ListSubject> = SnapshotFrom<ListMachine<S>>;

/** Derived per context (confirmed + pending), so `useSelector` sees one stable array until something changes. */
const entriesByContext = new WeakMap<object, ListEntry[]>();
const marksByContext = new WeakMap<object, ProductKey[]>();

function memoByContext<T>(cache: WeakMap<object, T>, context: object, compute: () => T): T {
  const known = cache.get(context);
  if (known) return known;
  const value = compute();
  cache.set(context, value);
  return value;
}

/** The entries listed, in the server's order. */
export const selectEntries = <S extends ListSubject>(snapshot: ListSnapshot<S>): ListEntry[] =>
  memoByContext(entriesByContext, snapshot.context, () => shownEntries(snapshot.context.confirmed, snapshot.context.pending));

/** Every product marked now (pending toggles applied). */
export const selectMarks = <S extends ListSubject>(snapshot: ListSnapshot<S>): ProductKey[] =>
  memoByContext(marksByContext, snapshot.context, () => shownMarks(snapshot.context.confirmed, snapshot.context.pending));

export const selectIsMarked = <S extends ListSubject>(snapshot: ListSnapshot<S>, kind: ProductKind, id: number): boolean => isMarked(selectMarks(snapshot), { kind, id });

export type ListStatus = 'signedOut' | 'loading' | 'unavailable' | 'ready';

export function selectListStatus<S extends ListSubject>(snapshot: ListSnapshot<S>): ListStatus {
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches({ signedIn: 'loading' })) return 'loading';
  if (snapshot.matches({ signedIn: 'unavailable' })) return 'unavailable';
  return 'ready';
}

export const selectIsListBusy = <S extends ListSubject>(snapshot: ListSnapshot<S>): boolean => snapshot.hasTag('busy');

export const selectListFailure = <S extends ListSubject>(snapshot: ListSnapshot<S>): ListFailure | null => snapshot.context.failure;
