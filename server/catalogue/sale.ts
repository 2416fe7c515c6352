import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Locale } from '../../kernel/language.ts';
import type { PageRequest } from '../contract/paging.ts';
import type { CatalogueQuery } from './filters.ts';
import { bags, jewelry, watches, type AnyKind } from './kinds.ts';
import { countProducts, matching } from './repository.ts';

/**
 * The sale (`/sale`, issue 22 item 13): every reduced piece of the three kinds in one list, paged and ordered as
 * one. `category` is a filter inside the sale, and a watch-only filter (a case material, a year…) leaves jewelry
 * and bags out, since none of them can match it.
 */

/**
 * One sale entry: the piece itself, as its own list answers it (a watch entry reads as a Watch, part 1's call
 * shape), plus `kind` naming which of the three it is.
 */
export type SaleEntry =
  | ({ kind: 'watch' } & ReturnType<typeof watches.shape>)
  | ({ kind: 'jewelry' } & ReturnType<typeof jewelry.shape>)
  | ({ kind: 'bag' } & ReturnType<typeof bags.shape>);

const WATCH_ONLY: readonly (keyof CatalogueQuery)[] = [
  'collection',
  'watch_type',
  'case_material',
  'glass_type',
  'movement_type',
  'function',
  'strap_material',
  'condition',
  'workshop',
  'production_year',
  'production_year_min',
  'production_year_max',
  'case_diameter_min',
  'case_diameter_max',
  'is_limited_edition',
];

const BY_CATEGORY = { watches, jewelry, bags } as const;

/** The kinds a sale query can find (always forced `on_sale: true` by the caller). */
export function saleKinds(query: CatalogueQuery): AnyKind[] {
  if (query.category) return [BY_CATEGORY[query.category] as AnyKind];
  if (WATCH_ONLY.some((key) => query[key] !== undefined)) return [watches as AnyKind];
  return [watches, jewelry, bags] as AnyKind[];
}

export async function countSale(db: Kysely<Database>, query: CatalogueQuery): Promise<number> {
  const counts = await Promise.all(saleKinds(query).map((kind) => countProducts(db, kind, query)));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Part 1 §9's orderings over the three kinds at once; kind and id break ties so that pages never overlap. */
function saleOrder(ordering: CatalogueQuery['ordering']): RawBuilder<unknown> {
  switch (ordering) {
    case '-production_year':
      // Jewelry and bags have no year: they follow the dated watches, newest arrivals first.
      return sql`s.year DESC NULLS LAST, s.created_at DESC, s.kind ASC, s.id DESC`;
    case 'brand__name':
      return sql`s.brand_name ASC, s.kind ASC, s.id ASC`;
    case 'price_usd':
      return sql`s.price_usd ASC NULLS LAST, s.kind ASC, s.id ASC`;
    case '-price_usd':
      return sql`s.price_usd DESC NULLS LAST, s.kind ASC, s.id DESC`;
    default:
      // Watches first, then jewelry, then bags (each newest first): the spec's shoppers (and a client written from
      // it) expect /sale's first cards to be watches, while every reduced jewel and bag is still in the sale, on the
      // later pages or with `category`. The table names happen to sort bags < jewelry < watches, so the order is
      // spelt out rather than taken from them.
      return sql`CASE s.kind WHEN 'watches' THEN 0 WHEN 'jewelry' THEN 1 ELSE 2 END ASC, s.created_at DESC, s.id DESC`;
  }
}

/**
 * One page of the sale: the page's (kind, id) pairs are chosen over the three bare tables at once (UNION ALL of
 * each kind's matching ids with what the order needs), then each kind's rows are read by id and put back in order.
 */
export async function listSale(db: Kysely<Database>, lang: Locale, query: CatalogueQuery, page: PageRequest): Promise<SaleEntry[]> {
  const parts = saleKinds(query).map((kind) =>
    matching(db, kind, query).select([
      sql<string>`${sql.lit(kind.table)}::text`.as('kind'),
      'p.id',
      'p.price_usd',
      'p.created_at',
      (kind.hasYear ? sql<number | null>`p.production_year` : sql<number | null>`NULL::int`).as('year'),
      sql<string>`(SELECT b.name FROM brands AS b WHERE b.id = p.brand_id)`.as('brand_name'),
    ]),
  );
  const [first, ...rest] = parts;
  if (!first) return [];
  const union = rest.reduce((all, part) => all.unionAll(part), first);
  const picked = await db
    .selectFrom(union.as('s'))
    .select(['s.kind', 's.id'])
    .orderBy(saleOrder(query.ordering))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const entries = new Map<string, SaleEntry>();
  await Promise.all(
    (['watches', 'jewelry', 'bags'] as const).map(async (table) => {
      const ids = picked.filter((row) => row.kind === table).map((row) => row.id);
      if (ids.length === 0) return;
      const inIds = sql<SqlBool>`p.id IN (${sql.join(ids)})`;
      if (table === 'watches') {
        for (const row of await watches.rows(db, lang).where(inIds).execute()) entries.set(`watches:${row.id}`, { kind: 'watch', ...watches.shape(row) });
      } else if (table === 'jewelry') {
        for (const row of await jewelry.rows(db, lang).where(inIds).execute()) entries.set(`jewelry:${row.id}`, { kind: 'jewelry', ...jewelry.shape(row) });
      } else {
        for (const row of await bags.rows(db, lang).where(inIds).execute()) entries.set(`bags:${row.id}`, { kind: 'bag', ...bags.shape(row) });
      }
    }),
  );
  return picked.flatMap((row) => entries.get(`${row.kind}:${row.id}`) ?? []);
}
