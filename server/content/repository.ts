import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Locale } from '../../kernel/language.ts';
import type { Slice } from '../reference/repository.ts';
import { loc } from '../db/localised.ts';

const total = sql<number>`count(*) OVER ()::int`.as('total');

async function countActive(db: Kysely<Database>, table: 'banners' | 'faqs' | 'videos', extra?: { format?: string }) {
  let query = db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where('is_active', '=', true);
  if (extra?.format) query = query.where(sql.ref('format'), '=', extra.format);
  return (await query.executeTakeFirstOrThrow()).n;
}

export async function listBanners(db: Kysely<Database>, lang: Locale, slice: Slice) {
  const rows = await db
    .selectFrom('banners as b')
    .select(['b.id', loc(lang, 'b.title').as('title'), loc<string | null>(lang, 'b.subtitle').as('subtitle'), 'b.link', total])
    .where('b.is_active', '=', true)
    .orderBy('b.sort_order')
    .orderBy('b.id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  const count = rows[0]?.total ?? (slice.offset > 0 ? await countActive(db, 'banners') : 0);
  return {
    count,
    rows: rows.map(({ total: _t, ...b }) => ({ id: b.id, title: b.title, subtitle: b.subtitle, image: `/media/banners/${b.id}.svg`, link: b.link })),
  };
}

export async function listFaqs(db: Kysely<Database>, lang: Locale, slice: Slice) {
  const rows = await db
    .selectFrom('faqs as f')
    .select(['f.id', loc(lang, 'f.question').as('question'), loc(lang, 'f.answer').as('answer'), 'f.is_active', 'f.sort_order as order', 'f.section', total])
    .where('f.is_active', '=', true)
    .orderBy('f.sort_order')
    .orderBy('f.id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  const count = rows[0]?.total ?? (slice.offset > 0 ? await countActive(db, 'faqs') : 0);
  // The contract's `group` (a reserved word in SQL, hence `section`); absent for an entry in no group.
  return { count, rows: rows.map(({ total: _t, section, ...f }) => (section === null ? f : { ...f, group: section })) };
}

export async function listVideos(db: Kysely<Database>, lang: Locale, format: string | undefined, slice: Slice) {
  let query = db
    .selectFrom('videos as v')
    .select(['v.id', loc(lang, 'v.title').as('title'), loc(lang, 'v.description').as('description'), 'v.video_url', 'v.format', total])
    .where('v.is_active', '=', true);
  if (format) query = query.where('v.format', '=', format as 'vertical' | 'horizontal');
  const rows = await query.orderBy('v.sort_order').orderBy('v.id').limit(slice.limit).offset(slice.offset).execute();
  const count = rows[0]?.total ?? (slice.offset > 0 ? await countActive(db, 'videos', format ? { format } : undefined) : 0);
  return { count, rows: rows.map(({ total: _t, ...v }) => v) };
}

/** What the image renderer needs to draw a banner. */
export async function bannerForImage(db: Kysely<Database>, id: number) {
  return db.selectFrom('banners').select(['id', 'title_en as title', 'subtitle_en as subtitle']).where('id', '=', id).executeTakeFirst();
}

/** A trivial query: proves the database answers (the health check); a failure is the caller's 500. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
