import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import type { RequestKind, RequestStatus } from '../db/tables/requests.ts';
import type { StoredPhoto } from './photos.ts';

export type ProductField = 'watch' | 'jewelry' | 'bag';
const TABLE = { watch: 'watches', jewelry: 'jewelry', bag: 'bags' } as const;
const COLUMN = { watch: 'watch_id', jewelry: 'jewelry_id', bag: 'bag_id' } as const;

/** A product a shopper can ask about: it exists and is on sale in the boutique (inactive pieces are hidden). */
export async function productExists(db: Kysely<Database>, field: ProductField, id: number): Promise<boolean> {
  const row = await db
    .selectFrom(`${TABLE[field]} as p` as 'watches as p')
    .select('p.id')
    .where('p.id', '=', id)
    .where('p.is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewRequest {
  kind: RequestKind;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  product?: { field: ProductField; id: number };
  details?: Record<string, unknown>;
  isSpam: boolean;
  clientKey: string | null;
  /** The signed-in customer who sent it, if any. */
  userId: number | null;
  /** The site path it was sent from. */
  page: string | null;
  /** Its photos, in the order sent (the buyback up to six, the other forms one). */
  photos?: StoredPhoto[];
}

/**
 * Stores a request and its photo row in one transaction; answers the request id. `inTransaction` runs in the same
 * transaction after the insert (the managers' outbox message), so the request and its notification exist together
 * or not at all.
 */
export async function createRequest(
  db: Kysely<Database>,
  request: NewRequest,
  inTransaction?: (trx: Transaction<Database>, id: number) => Promise<void>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('customer_requests')
      .values({
        kind: request.kind,
        user_id: request.userId,
        name: request.name,
        phone: request.phone,
        email: request.email,
        message: request.message,
        watch_id: null,
        jewelry_id: null,
        bag_id: null,
        ...(request.product ? { [COLUMN[request.product.field]]: request.product.id } : {}),
        details: JSON.stringify(request.details ?? {}),
        is_spam: request.isSpam,
        client_key: request.clientKey,
        page: request.page,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One row each, inserted in the order sent (ids keep it: the managers see the photos as the customer picked them).
    for (const photo of request.photos ?? []) {
      await trx
        .insertInto('request_photos')
        .values({
          request_id: id,
          data: photo.data,
          mime_type: photo.mimeType,
          size_bytes: photo.sizeBytes,
          original_name: photo.originalName,
        })
        .execute();
    }
    await inTransaction?.(trx, id);
    return id;
  });
}

/** A stored request as the customer, the managers and their notifications see it. */
export interface RequestRow {
  id: number;
  kind: RequestKind;
  status: RequestStatus;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  details: Record<string, unknown>;
  page: string | null;
  user_id: number | null;
  created_at: Date;
  /** "Brand model reference" of the product asked about (price and live-photo requests). */
  product: string | null;
  /** Its photos' keys in the order sent (their addresses: requests/photos.ts photoUrl); empty without photos. */
  photos: string[];
}

const productLabel = (table: 'watches' | 'jewelry' | 'bags', column: 'watch_id' | 'jewelry_id' | 'bag_id') =>
  sql<string | null>`(SELECT concat_ws(' ', b.name, p.model_name, p.reference) FROM ${sql.table(table)} p JOIN brands b ON b.id = p.brand_id WHERE p.id = r.${sql.ref(column)})`;

export function requestRows(db: Kysely<Database>) {
  return db
    .selectFrom('customer_requests as r')
    .select([
      'r.id',
      'r.kind',
      'r.status',
      'r.name',
      'r.phone',
      'r.email',
      'r.message',
      'r.details',
      'r.page',
      'r.user_id',
      'r.created_at',
      sql<string | null>`coalesce(${productLabel('watches', 'watch_id')}, ${productLabel('jewelry', 'jewelry_id')}, ${productLabel('bags', 'bag_id')})`.as('product'),
      sql<string[]>`ARRAY(SELECT rp.key::text FROM request_photos rp WHERE rp.request_id = r.id ORDER BY rp.id)`.as('photos'),
    ]);
}

export async function findRequest(db: Kysely<Database>, id: number): Promise<RequestRow | undefined> {
  return requestRows(db).where('r.id', '=', id).executeTakeFirst();
}

/** A customer's own requests, newest first; requests caught by the honeypot never. */
export async function listUserRequests(db: Kysely<Database>, userId: number, slice: { limit: number; offset: number }): Promise<{ count: number; rows: RequestRow[] }> {
  const [rows, total] = await Promise.all([
    requestRows(db)
      .where('r.user_id', '=', userId)
      .where('r.is_spam', '=', false)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    db
      .selectFrom('customer_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_spam', '=', false)
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), rows };
}

/** The managers' list: requests (never the honeypot's) since a moment and of a kind, oldest first. */
export async function requestsSince(db: Kysely<Database>, filter: { since?: Date | undefined; kind?: RequestKind | undefined }): Promise<RequestRow[]> {
  let query = requestRows(db).where('r.is_spam', '=', false);
  if (filter.since) query = query.where('r.created_at', '>=', filter.since);
  if (filter.kind) query = query.where('r.kind', '=', filter.kind);
  return query.orderBy('r.created_at', 'asc').orderBy('r.id', 'asc').execute();
}

/** The status of a request the managers can see (not a honeypot one), undefined when there is none. */
export async function requestStatus(db: Kysely<Database>, id: number): Promise<RequestStatus | undefined> {
  return (await db.selectFrom('customer_requests').select('status').where('id', '=', id).where('is_spam', '=', false).executeTakeFirst())?.status;
}

/** Moves a request to `to` only from one of `from`, in one guarded UPDATE. True when it changed. */
export async function moveRequestStatus(db: Kysely<Database>, id: number, from: RequestStatus[], to: RequestStatus): Promise<boolean> {
  const result = await db
    .updateTable('customer_requests')
    .set({ status: to, status_changed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('is_spam', '=', false)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A request photo by its key: the bytes when the database holds them, else an earlier build's file name. */
export interface PhotoRow {
  id: number;
  data: Uint8Array | null;
  path: string | null;
  mime_type: string;
  size_bytes: number;
}

export async function findPhoto(db: Kysely<Database>, key: string): Promise<PhotoRow | undefined> {
  return db.selectFrom('request_photos').select(['id', 'data', 'path', 'mime_type', 'size_bytes']).where('key', '=', key).executeTakeFirst();
}

/** An earlier build's photo file, copied into its row (once: a row that has its bytes keeps them). */
export async function adoptPhotoBytes(db: Kysely<Database>, id: number, data: Buffer): Promise<void> {
  await db.updateTable('request_photos').set({ data, size_bytes: data.length }).where('id', '=', id).where('data', 'is', null).execute();
}
