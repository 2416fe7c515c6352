import { KIND_FIELDS, type ContactFormKind, type FormDraft } from '../machines/contactForm/fields.ts';
import { sessionDraft, stringFields, type SessionDraft } from './sessionDraft.ts';

/**
 * Part 1 §5, part 2 §4: each form's draft (name, phone, email, message, consent, plus the kind's own text fields) in
 * session storage, one key per kind, restored on the next visit and removed after a success. The contact forms of
 * the info pages share one draft: a visitor who started on /contacts finds it again on /support.
 */
export const contactDraftKey = (kind: ContactFormKind): string => `boutique:contact-draft:${kind}`;

const drafts = new Map<ContactFormKind, SessionDraft<FormDraft>>();

export function contactDraft(kind: ContactFormKind): SessionDraft<FormDraft> {
  let draft = drafts.get(kind);
  if (!draft) {
    // Only the kind's own text fields (and the consent flag) are read back: the value may be stale or edited by hand.
    draft = sessionDraft<FormDraft>(contactDraftKey(kind), (record) => ({
      ...stringFields(record, KIND_FIELDS[kind]),
      ...(typeof record.consent === 'boolean' ? { consent: record.consent } : {}),
    }));
    drafts.set(kind, draft);
  }
  return draft;
}
