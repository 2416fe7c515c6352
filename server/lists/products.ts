import { expressionBuilder, sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { badRequest } from '../contract/errors.ts';
import type { Locale } from '../../kernel/language.ts';
import type { Bag, Jewelry, Watch } from '../catalogue/repository.ts';
import { bags, jewelry, watches, type ProductKind, type ProductKindDescriptor, type ProductRow } from '../catalogue/kinds.ts';

/**
 * The product of a cart line, a favorite or a comparison entry: exactly one of three nullable columns (a CHECK
 * of migration 0001), answered as exactly one of `watch`, `jewelry`, `bag` with the catalogue's own row and
 * shape (server/catalogue/kinds.ts), so these lists show a product exactly as its detail page does.
 */
export interface ProductRef {
  watch_id: number | null;
  jewelry_id: number | null;
  bag_id: number | null;
}

export type ProductColumn = keyof ProductRef;

/** One chosen product: its column in the list tables and its catalogue table. */
export interface ProductChoice {
  column: ProductColumn;
  table: ProductKind;
  id: number;
}

/** The catalogue table of each list column. */
export const TABLE_OF = { watch_id: 'watches', jewelry_id: 'jewelry', bag_id: 'bags' } as const satisfies Record<ProductColumn, ProductKind>;
export const PRODUCT_COLUMNS = Object.keys(TABLE_OF) as ProductColumn[];

/** What a request names a product with: the contract's ProductSelector, AddCartItemRequest or check query. */
export type ProductSelector = { [C in ProductColumn]?: number | undefined };

/**
 * The one product a body or query names. The contract already refuses none or two ids in a body (oneOf); a
 * query cannot say "exactly one of" in OpenAPI, so the check endpoints rely on this.
 */
export function chosenProduct(selector: ProductSelector): ProductChoice {
  const given = PRODUCT_COLUMNS.filter((column) => selector[column] !== undefined);
  const [column] = given;
  if (given.length !== 1 || column === undefined) {
    const message = `Exactly one of ${PRODUCT_COLUMNS.join(', ')} is required.`;
    throw badRequest('Invalid request.', { non_field_errors: [message] });
  }
  return { column, table: TABLE_OF[column], id: selector[column] as number };
}

/** The chosen product as the three columns of a list row. */
export const refOf = (choice: ProductChoice): ProductRef => ({
  watch_id: null,
  jewelry_id: null,
  bag_id: null,
  [choice.column]: choice.id,
});

/**
 * `SELECT <p.id or NULL::int for each product column> FROM <table> p WHERE id AND is_active`: the source of an
 * `INSERT … SELECT`, so that an unknown or withdrawn product inserts nothing, in the same statement, instead of
 * a check that a concurrent change could outdate. `head` and `tail` are the row's other columns around them.
 */
export function activeProductSource(
  db: Kysely<Database>,
  choice: ProductChoice,
  head: number[],
  tail: number[] = [],
) {
  const columns = PRODUCT_COLUMNS.map((column) => (column === choice.column ? sql<number>`p.id` : sql<number | null>`NULL::int`).as(column));
  return (
    db
      // The three product tables share id and is_active (filters.ts reads them the same way).
      .selectFrom(`${choice.table} as p` as 'watches as p')
      .select([...head.map((value, i) => sql`${value}::int`.as(`h${i}`)), ...columns, ...tail.map((value, i) => sql`${value}::int`.as(`t${i}`))])
      .where('p.id', '=', choice.id)
      .where('p.is_active', '=', true)
  );
}

/** A list row's product, as the contract nests it (the other two keys absent, not null). */
export type EntryProduct = { watch: Watch } | { jewelry: Jewelry } | { bag: Bag };

const byId = expressionBuilder<Database & { p: Database['watches'] }, 'p'>();

async function shapedByIds<Row extends ProductRow, Item>(
  db: Kysely<Database>,
  kind: ProductKindDescriptor<Row, Item, string>,
  lang: Locale,
  ids: number[],
): Promise<Map<number, Item>> {
  if (ids.length === 0) return new Map();
  // No is_active filter: a line stays visible (and removable) after its product is withdrawn.
  const rows = await kind.rows(db, lang).where(byId('p.id', 'in', [...new Set(ids)])).execute();
  return new Map(rows.map((row) => [row.id, kind.shape(row)]));
}

const idsOf = (refs: ProductRef[], column: ProductColumn) => refs.flatMap((ref) => (ref[column] === null ? [] : [ref[column]]));

/**
 * The products of many rows at once, one query per kind present, and each row's product found by its ref
 * (undefined only if the product row is gone, which its foreign key prevents).
 */
export async function productsOf(db: Kysely<Database>, lang: Locale, refs: ProductRef[]): Promise<(ref: ProductRef) => EntryProduct | undefined> {
  const [watchMap, jewelryMap, bagMap] = await Promise.all([
    shapedByIds(db, watches, lang, idsOf(refs, 'watch_id')),
    shapedByIds(db, jewelry, lang, idsOf(refs, 'jewelry_id')),
    shapedByIds(db, bags, lang, idsOf(refs, 'bag_id')),
  ]);
  return (ref) => {
    const watch = ref.watch_id === null ? undefined : watchMap.get(ref.watch_id);
    if (watch) return { watch };
    const piece = ref.jewelry_id === null ? undefined : jewelryMap.get(ref.jewelry_id);
    if (piece) return { jewelry: piece };
    const bag = ref.bag_id === null ? undefined : bagMap.get(ref.bag_id);
    return bag && { bag };
  };
}

/** 400 for a product id that names nothing on sale (the contract's "An unknown product id answers 400"). */
export function unknownProduct(choice: ProductChoice): never {
  throw badRequest('Invalid request.', { [choice.column]: ['Product not found.'] });
}
