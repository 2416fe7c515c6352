import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { AuditSubjectType } from '../db/tables/system.ts';
import type { StaffActor } from './gate.ts';

/** One staff action as the audit log keeps it (issue 27): what, on which subject, before → after. */
export interface AuditRecord {
  /** `order.confirm`, `request.take`, `product.update`, `catalogue.import`, `staff.add`… */
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string | number;
  /** What a reader recognises: "№100231", "Rolex Submariner 126610LN", "+79161234567". */
  subjectLabel: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one entry, in the caller's transaction: an action and its entry commit together or not at all, so the log
 * never shows a change that did not happen nor misses one that did.
 */
export async function recordAudit(trx: Kysely<Database>, actor: StaffActor, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_id: actor.userId,
      actor_name: actor.name,
      via: actor.via,
      action: record.action,
      subject_type: record.subjectType,
      subject_id: String(record.subjectId),
      subject_label: record.subjectLabel,
      before: record.before ? JSON.stringify(record.before) : null,
      after: record.after ? JSON.stringify(record.after) : null,
    })
    .execute();
}
