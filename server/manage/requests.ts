import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../kernel/language.ts';
import type { components } from '../../kernel/schema.d.ts';
import { normalizePhone } from '../auth/phone.ts';
import { HttpError, notFound } from '../contract/errors.ts';
import { sliceOf, type PageRequest } from '../contract/paging.ts';
import type { Database } from '../db/types.ts';
import type { RequestKind, RequestStatus } from '../db/tables/requests.ts';
import { likePattern } from '../orders/repository.ts';
import { requestSummary } from '../requests/describe.ts';
import { requestRows, type RequestRow } from '../requests/repository.ts';
import { applyRequestAction, type StaffRequestAction } from './actions.ts';
import type { StaffActor } from './gate.ts';

type ManageRequest = components['schemas']['ManageRequest'];

/**
 * The staff's requests queue (issue 27): every customer's requests but the honeypot's, newest first, each with the
 * one-line summary the customer's profile shows (requests/describe.ts) in the reader's language and who took it up.
 */

export const REQUEST_NOT_FOUND = 'Request not found.';

/** The 409's words: where the request is now. */
export const REQUEST_ALREADY: Record<RequestStatus, string> = {
  new: 'The request is still new.',
  in_progress: 'The request is already in progress.',
  done: 'The request is already done.',
};

export interface StaffRequestQuery {
  status?: RequestStatus | undefined;
  kind?: RequestKind | undefined;
  search?: string | undefined;
}

type Row = RequestRow & { taken_by: number | null; taker_first: string | null; taker_last: string | null; taker_phone: string | null };

function matching(db: Kysely<Database>, query: StaffRequestQuery) {
  let rows = requestRows(db)
    .leftJoin('users as t', 't.id', 'r.taken_by')
    .select(['r.taken_by', 't.first_name as taker_first', 't.last_name as taker_last', 't.phone as taker_phone'])
    .where('r.is_spam', '=', false);
  if (query.status) rows = rows.where('r.status', '=', query.status);
  if (query.kind) rows = rows.where('r.kind', '=', query.kind);
  const text = query.search?.trim() ?? '';
  if (text !== '') {
    const pattern = likePattern(text);
    const phone = normalizePhone(text);
    rows = rows.where((eb) =>
      eb.or([
        eb('r.name', 'ilike', pattern),
        eb(sql<string>`coalesce(r.email, '')`, 'ilike', pattern),
        eb(sql<string>`coalesce(r.message, '')`, 'ilike', pattern),
        eb('r.phone', 'ilike', pattern),
        ...(phone ? [eb(sql<string>`regexp_replace(r.phone, '\\D', '', 'g')`, 'like', likePattern(phone))] : []),
      ]),
    );
  }
  return rows;
}

function answer(row: Row, lang: Locale): ManageRequest {
  const taker = `${row.taker_first ?? ''} ${row.taker_last ?? ''}`.trim() || (row.taker_phone ? `+${row.taker_phone}` : '—');
  return {
    id: row.id,
    kind: row.kind,
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    summary: requestSummary(row, lang),
    name: row.name,
    // Appointment phones are kept as digits (part 2 §5): shown with their "+", like every other.
    phone: /^\d+$/.test(row.phone) ? `+${row.phone}` : row.phone,
    email: row.email,
    message: row.message,
    page: row.page,
    taken_by: row.taken_by === null ? null : { id: row.taken_by, name: taker },
  };
}

export async function listManageRequests(db: Kysely<Database>, query: StaffRequestQuery, page: PageRequest, lang: Locale): Promise<{ count: number; results: ManageRequest[] }> {
  const { limit, offset } = sliceOf(page);
  const [rows, total] = await Promise.all([
    matching(db, query).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom(matching(db, query).as('m'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map((row) => answer(row, lang)) };
}

async function getManageRequest(db: Kysely<Database>, id: number, lang: Locale): Promise<ManageRequest> {
  const row = await matching(db, {}).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  return answer(row, lang);
}

/** Take a request up (the taker is kept) or close it; one already there is a 409 and nothing changes. */
export async function actOnManageRequest(db: Kysely<Database>, actor: StaffActor, id: number, action: StaffRequestAction, lang: Locale): Promise<ManageRequest> {
  const outcome = await applyRequestAction(db, actor, id, action);
  if (!outcome) throw notFound(REQUEST_NOT_FOUND);
  if (!outcome.moved) throw new HttpError(409, REQUEST_ALREADY[outcome.status]);
  return getManageRequest(db, id, lang);
}
