import type { Kysely } from 'kysely';
import type { Database, RequestKind } from '../db/types.ts';
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
  photo?: StoredPhoto;
}

/** Stores a request and its photo row in one transaction; answers the request id. */
export async function createRequest(db: Kysely<Database>, request: NewRequest): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('customer_requests')
      .values({
        kind: request.kind,
        user_id: null,
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (request.photo) {
      await trx
        .insertInto('request_photos')
        .values({
          request_id: id,
          path: request.photo.path,
          mime_type: request.photo.mimeType,
          size_bytes: request.photo.sizeBytes,
          original_name: request.photo.originalName,
        })
        .execute();
    }
    return id;
  });
}
