import type { RequestDraft } from '../../machines/requestFormMachine.ts';
import { sessionDraft, stringFields } from '../../runtime/sessionDraft.ts';

/** Part 1 §5: one session-storage key holds the contact-form draft (name, phone, email, message, consent). */
export const DRAFT_KEY = 'boutique:request-draft';

const draft = sessionDraft<Partial<RequestDraft>>(DRAFT_KEY, (record) => ({
  ...stringFields(record, ['name', 'phone', 'email', 'message'] as const),
  ...(typeof record.consent === 'boolean' ? { consent: record.consent } : {}),
}));

/** The stored draft, keeping only well-typed fields (the value may be stale or edited by hand). */
export const readDraft = (): Partial<RequestDraft> | null => draft.read();
export const writeDraft = (value: RequestDraft): void => draft.write(value);
export const clearDraft = (): void => draft.clear();
