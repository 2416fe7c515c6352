import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../kernel/language.ts';
import type { components } from '../../kernel/schema.d.ts';
import { PRODUCT_PAGES } from '../../kernel/siteMap.ts';
import { availabilityColumns, PHOTO_COLUMN, photoUrls } from '../catalogue/kinds.ts';
import { loc } from '../db/localised.ts';
import type { ProductTable } from '../db/tables/alerts.ts';
import type { Database } from '../db/types.ts';

/**
 * The piece a notice or a piece alert is about (openapi.yaml NoticeProduct), as the shopper's lists show it: brand,
 * model, the first photo's thumbnail, the price, the city and whether it is free — one query per product table
 * present. Also for the notices sent to Telegram, which say the same in the shopper's language.
 */
export type NoticeProduct = components['schemas']['NoticeProduct'];

/** The contract names a kind in the singular (`watch`), the tables in the plural (`watches`). */
export const KIND_OF_TABLE = { watches: 'watch', jewelry: 'jewelry', bags: 'bag' } as const satisfies Record<ProductTable, NoticeProduct['kind']>;

/** A piece by its table and id (notifications.product_kind/product_id, a piece alert's one product column). */
export interface PieceRef {
  table: ProductTable;
  id: number;
}

const TABLES = Object.keys(KIND_OF_TABLE) as ProductTable[];

async function rowsOf(db: Kysely<Database>, table: ProductTable, lang: Locale, ids: number[]) {
  return (
    db
      // The three product tables share every column read here (server/catalogue/filters.ts reads them the same way).
      .selectFrom(`${table} as p` as 'watches as p')
      .select([
        'p.id',
        'p.model_name',
        'p.price_on_request',
        sql<string>`(SELECT b.name FROM brands b WHERE b.id = p.brand_id)`.as('brand_name'),
        // Never a figure for a piece on request: its price_usd is null (a CHECK) and guide_price_usd is never read.
        sql<string | null>`CASE WHEN p.price_on_request THEN NULL ELSE p.price_usd::text END`.as('price_usd'),
        sql<string | null>`(SELECT ${loc(lang, 'c.name')} FROM cities c WHERE c.id = p.city_id)`.as('city_name'),
        // The photo the lists show first: the primary one, then by position (catalogue/kinds.ts photosJson).
        sql<number | null>`(SELECT ph.id FROM product_photos ph WHERE ph.${sql.ref(PHOTO_COLUMN[table])} = p.id
                            ORDER BY ph.is_primary DESC, ph.position, ph.id LIMIT 1)`.as('photo_id'),
        ...availabilityColumns(),
      ])
      // No is_active filter: a notice or an alert stays readable after its piece is withdrawn.
      .where('p.id', 'in', ids)
      .execute()
  );
}

type Row = Awaited<ReturnType<typeof rowsOf>>[number];

const shape = (table: ProductTable, row: Row): NoticeProduct => ({
  kind: KIND_OF_TABLE[table],
  id: row.id,
  url: `${PRODUCT_PAGES[table]}${row.id}`,
  brand_name: row.brand_name,
  model_name: row.model_name,
  thumbnail_url: row.photo_id === null ? null : photoUrls(table, row.id, row.photo_id).thumbnail_url,
  price_usd: row.price_on_request ? null : row.price_usd,
  price_on_request: row.price_on_request,
  city_name: row.city_name,
  availability: row.availability,
});

/**
 * The products of many pieces at once in `lang`, found again by their ref (undefined only for a piece whose row is
 * gone, which the catalogue never does: products are withdrawn, not deleted).
 */
export async function noticeProductsOf(db: Kysely<Database>, lang: Locale, refs: readonly PieceRef[]): Promise<(ref: PieceRef) => NoticeProduct | undefined> {
  const byTable = new Map<ProductTable, Map<number, NoticeProduct>>();
  await Promise.all(
    TABLES.map(async (table) => {
      const ids = [...new Set(refs.filter((ref) => ref.table === table).map((ref) => ref.id))];
      if (ids.length === 0) return;
      const rows = await rowsOf(db, table, lang, ids);
      byTable.set(table, new Map(rows.map((row) => [row.id, shape(table, row)])));
    }),
  );
  return (ref) => byTable.get(ref.table)?.get(ref.id);
}
