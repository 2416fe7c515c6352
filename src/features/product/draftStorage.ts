import type { FormDraft } from '../../machines/contactForm/fields.ts';
import { sessionDraft, stringFields } from '../../runtime/sessionDraft.ts';

/**
 * Part 1 §5: one session-storage key holds the draft of the detail page's two modals, price and live photos (name,
 * phone, email, message, consent), so what was typed in one is there in the other.
 */
export const DRAFT_KEY = 'boutique:request-draft';

const draft = sessionDraft<FormDraft>(DRAFT_KEY, (record) => ({
  ...stringFields(record, ['name', 'phone', 'email', 'message'] as const),
  ...(typeof record.consent === 'boolean' ? { consent: record.consent } : {}),
}));

/** The stored draft, keeping only well-typed fields (the value may be stale or edited by hand). */
export const readDraft = (): FormDraft | null => draft.read();
export const writeDraft = (value: FormDraft): void => draft.write(value);
export const clearDraft = (): void => draft.clear();
