import { sql, type Kysely } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import type { PageRequest } from '../contract/paging.ts';
import type { Database } from '../db/types.ts';
import { brandKey } from './keys.ts';
import { brandsMatching, type ProductBuilder } from './filters.ts';
import { photoUrls } from './kinds.ts';

type SoldPiece = components['schemas']['SoldPiece'];
type Kind = SoldPiece['kind'];

/**
 * The sales history (issue 26, `/sales-history`): every piece delivered to its buyer — a product with no piece
 * left and a `sold_at` (server/orders/pieces.ts sellPieces) — newest sale first, across the three tables. What it
 * answers is the piece and the month; no price column is ever selected.
 */

const TABLES = [
  ['watch', 'watches', 'watch_id'],
  ['jewelry', 'jewelry', 'jewelry_id'],
  ['bag', 'bags', 'bag_id'],
] as const;

export interface SalesHistoryQuery {
  kind?: Kind | undefined;
  brand?: string | undefined;
}

function soldRows(db: Kysely<Database>, query: SalesHistoryQuery) {
  const parts = TABLES.filter(([kind]) => query.kind === undefined || query.kind === kind).map(([kind, table, column]) =>
    db
      .selectFrom(`${table} as p` as 'watches as p')
      .select([
        sql<Kind>`${kind}::text`.as('kind'),
        'p.id',
        'p.brand_id',
        'p.model_name',
        'p.reference',
        (kind === 'watch' ? sql<number | null>`p.production_year` : sql<number | null>`NULL::int`).as('production_year'),
        sql<Date>`p.sold_at`.as('sold_at'),
        sql<number | null>`(SELECT ph.id FROM product_photos ph WHERE ph.${sql.ref(column)} = p.id ORDER BY ph.is_primary DESC, ph.position, ph.id LIMIT 1)`.as('photo_id'),
      ])
      .where('p.is_active', '=', true)
      .where('p.stock', '=', 0)
      .where('p.sold_at', 'is not', null)
      .where((eb) => {
        const key = query.brand ? brandKey(query.brand) : '';
        if (!query.brand) return eb.lit(true);
        return key ? eb('p.brand_id', 'in', brandsMatching(eb as unknown as ProductBuilder, key, 'exact')) : eb.lit(false);
      }),
  );
  const [first, ...rest] = parts;
  if (!first) throw new Error('no table');
  return rest.reduce((all, part) => all.unionAll(part), first);
}

const PHOTO_KIND = { watch: 'watches', jewelry: 'jewelry', bag: 'bags' } as const;

export async function listSalesHistory(
  db: Kysely<Database>,
  query: SalesHistoryQuery,
  page: PageRequest,
): Promise<{ count: number; results: SoldPiece[]; brands: { id: number; name: string; count: number }[] }> {
  const sold = soldRows(db, query).as('s');
  const [rows, total, brands] = await Promise.all([
    db
      .selectFrom(sold)
      .innerJoin('brands as b', 'b.id', 's.brand_id')
      .select(['s.kind', 's.id', 's.brand_id', 'b.name as brand_name', 's.model_name', 's.reference', 's.production_year', 's.sold_at', 's.photo_id'])
      .orderBy('s.sold_at', 'desc')
      .orderBy('s.kind')
      .orderBy('s.id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db.selectFrom(soldRows(db, query).as('s')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    // The filter's brands: of the kind asked, whatever brand is picked (so the picked one can be changed).
    db
      .selectFrom(soldRows(db, { kind: query.kind }).as('s'))
      .innerJoin('brands as b', 'b.id', 's.brand_id')
      .select(['b.id', 'b.name', sql<number>`count(*)::int`.as('count')])
      .groupBy(['b.id', 'b.name'])
      .orderBy('b.name')
      .execute(),
  ]);
  const results = rows.map((row): SoldPiece => {
    const sold = new Date(row.sold_at);
    return {
      kind: row.kind,
      id: row.id,
      brand: { id: row.brand_id, name: row.brand_name },
      model_name: row.model_name,
      reference: row.reference,
      production_year: row.production_year,
      sold_month: `${sold.getUTCFullYear()}-${String(sold.getUTCMonth() + 1).padStart(2, '0')}`,
      photo: row.photo_id === null ? null : { ...photoUrls(PHOTO_KIND[row.kind], row.id, row.photo_id), is_primary: true },
    };
  });
  return { count: total.n, results, brands };
}
