import type { Kysely } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import { sliceOf, type PageRequest } from '../contract/paging.ts';
import type { Database } from '../db/types.ts';
import type { AuditSubjectType } from '../db/tables/system.ts';

type AuditEntry = components['schemas']['AuditEntry'];

/** The audit log as the back office reads it (issue 27): newest first, optionally one subject's entries. */

export interface AuditFilter {
  subject_type?: AuditSubjectType | undefined;
  subject_id?: string | undefined;
}

function matching(db: Kysely<Database>, filter: AuditFilter) {
  let rows = db.selectFrom('audit_log');
  if (filter.subject_type) rows = rows.where('subject_type', '=', filter.subject_type);
  if (filter.subject_id !== undefined && filter.subject_id !== '') rows = rows.where('subject_id', '=', filter.subject_id);
  return rows;
}

export async function listAuditLog(db: Kysely<Database>, filter: AuditFilter, page: PageRequest): Promise<{ count: number; results: AuditEntry[] }> {
  const { limit, offset } = sliceOf(page);
  const [rows, total] = await Promise.all([
    matching(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    matching(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.n),
    results: rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      // The name as it was when they acted: a removed or renamed account still reads as who did it.
      actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name },
      via: row.via,
      action: row.action,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      subject_label: row.subject_label,
      before: row.before,
      after: row.after,
    })),
  };
}
