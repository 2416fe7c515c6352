import type { SnapshotFrom } from 'xstate';
import { lineOf, type CartLine } from '../../machines/cart/lines.ts';
import { selectCompared, selectCompareStatus, type compareMachine } from '../../machines/compareMachine.ts';
import type { ListEntry } from '../../machines/lists/entries.ts';
import { memoLast } from '../../runtime/memoLast.ts';
import { shopPageState } from '../../runtime/shopMarks.ts';
import { cardOf } from '../../domain/productCard.ts';
import { specsOf } from '../../domain/specifications.ts';
import type { SpecKey, SpecRow } from '../../ui/specs/specs.ts';
import { compareKinds, type CompareKind, type ComparePageState, type CompareProduct } from '../../ui/views/ComparePage/ComparePage.tsx';

type CompareSnapshot = SnapshotFrom<typeof compareMachine>;

/** One specification across a section's columns: the raw value of each (null where a piece has none). */
export interface SpecAcross {
  key: SpecKey;
  values: (SpecRow | null)[];
}

/** A section before its words: the screen turns keys and values into the active language (`useSpecWords`). */
export interface CompareSectionData {
  kind: CompareKind;
  products: CompareProduct[];
  specs: SpecAcross[];
  descriptions: (string | null)[];
}

/**
 * Part 1 §2.8: watches, bags, jewelry, each a side-by-side table — one column per piece (image, name, subtitle,
 * price, remove, add to cart) and one row per specification any of them has, in the detail page's order.
 */
const sectionsOf = memoLast((entries: readonly ListEntry[], cart: readonly CartLine[]): CompareSectionData[] =>
  compareKinds.flatMap((kind) => {
    const mine = entries.filter((entry) => entry.product.kind === kind);
    if (mine.length === 0) return [];
    const specs = mine.map((entry) => specsOf(kind, entry.item));
    // In the detail page's order for this kind: each key where it first appears.
    const keys = [...new Set(specs.flatMap((rows) => rows.map((row) => row.key)))];
    return [
      {
        kind,
        products: mine.map((entry): CompareProduct => {
          const card = cardOf(kind, entry.item, 'thumbnail_url');
          return {
            id: entry.product.id,
            href: card.href,
            imageUrl: card.imageUrl,
            name: `${card.brand} ${card.model}`,
            subtitle: card.reference,
            priceUsd: card.priceUsd,
            priceOnRequest: card.priceOnRequest,
            // Issue 26: a reserved or sold piece stays in the comparison, with its badge and without the cart.
            availability: card.availability,
            availableQuantity: card.availableQuantity,
            inCart: lineOf(cart, entry.product) !== undefined,
          };
        }),
        specs: keys.map((key) => ({ key, values: specs.map((rows) => rows.find((row) => row.key === key) ?? null) })),
        descriptions: mine.map((entry) => entry.item.description?.trim() || null),
      },
    ];
  }),
);

export interface ComparePageView {
  state: ComparePageState;
  sections: CompareSectionData[];
}

/** What /compare shows: the guest's prompt, skeletons, the load failure, the empty state or the tables. */
export function selectComparePageProps(snapshot: CompareSnapshot, cart: readonly CartLine[]): ComparePageView {
  const status = selectCompareStatus(snapshot);
  const sections = sectionsOf(selectCompared(snapshot), cart);
  const state: ComparePageState = shopPageState(status, sections.length > 0);
  return { state, sections };
}

/** The entry id of a compared product: what `compare.remove` names. */
export const entryIdOf = (entries: readonly ListEntry[], kind: CompareKind, id: number): number | undefined =>
  entries.find((entry) => entry.product.kind === kind && entry.product.id === id)?.id;

/** Part 1 §2.8: "that flag is remembered in local storage". */
export const ONLY_DIFFERENCES_KEY = 'compare.onlyDifferences';

export function readOnlyDifferences(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(ONLY_DIFFERENCES_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeOnlyDifferences(value: boolean, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(ONLY_DIFFERENCES_KEY, value ? '1' : '0');
  } catch {
    // Storage refused (private mode): the choice holds for this visit only.
  }
}
