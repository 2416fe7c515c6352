/** Site content: banners, FAQ, videos (only into empty tables, so managers' edits stay) and promo codes. */
import { type Kysely } from 'kysely';
import { type Database } from '../../db/types.ts';
import { FAQS } from '../data/content.ts';
import { banners, PROMO_CODES, VIDEOS } from './content.ts';
import { BASE_DATE } from './watches.ts';
import { type RefIds } from './reference-rows.ts';
import { type SeedTable, type Trx, lookup } from './tables.ts';

/**
 * The /faq groups of the seeded questions (migration 0009 added them after databases were seeded): set where a
 * seeded question has none yet, so a manager's own grouping is never overwritten. Answers how many changed.
 */
export async function syncFaqSections(db: Kysely<Database>): Promise<number> {
  let updated = 0;
  for (const faq of FAQS) {
    const result = await db.updateTable('faqs').set({ section: faq.section }).where('question', '=', faq.question).where('section', 'is', null).executeTakeFirst();
    updated += Number(result.numUpdatedRows);
  }
  return updated;
}

// ── site content ───────────────────────────────────────────────────────────────────────────────────────────

async function isEmpty(trx: Trx, table: 'banners' | 'faqs' | 'videos'): Promise<boolean> {
  return !(await trx.selectFrom(table).select('id').limit(1).executeTakeFirst());
}

export async function seedContent(trx: Trx, refs: RefIds, inserted: Record<SeedTable, number>): Promise<void> {
  const daysBefore = (days: number) => new Date(BASE_DATE - days * 86_400_000).toISOString();

  // Banners, FAQ and videos have no natural unique key: they are seeded only into an empty table, so that a
  // manager's later edits are never duplicated or overwritten.
  if (await isEmpty(trx, 'banners')) {
    const rows = banners((name) => lookup(refs.brand, name, 'brand')).map((banner, i) => ({ ...banner, sort_order: i, created_at: daysBefore(i) }));
    await trx.insertInto('banners').values(rows).execute();
    inserted.banners += rows.length;
  }
  if (await isEmpty(trx, 'faqs')) {
    const rows = FAQS.map((faq, i) => ({ ...faq, sort_order: i }));
    await trx.insertInto('faqs').values(rows).execute();
    inserted.faqs += rows.length;
  }
  await syncFaqSections(trx);
  if (await isEmpty(trx, 'videos')) {
    const rows = VIDEOS.map((video, i) => ({ ...video, sort_order: i, created_at: daysBefore(3 * i) }));
    await trx.insertInto('videos').values(rows).execute();
    inserted.videos += rows.length;
  }
  const haveCodes = new Set((await trx.selectFrom('promo_codes').select('code').execute()).map((row) => row.code));
  const codes = PROMO_CODES.filter((promo) => !haveCodes.has(promo.code)).map((promo) => ({
    code: promo.code,
    type: promo.type,
    value: promo.value,
    is_active: promo.is_active,
    valid_until: promo.valid_until?.toISOString() ?? null,
  }));
  if (codes.length) {
    const result = await trx.insertInto('promo_codes').values(codes).onConflict((conflict) => conflict.column('code').doNothing()).executeTakeFirst();
    inserted.promo_codes += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
}
