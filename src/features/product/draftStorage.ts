import type { RequestDraft } from '../../machines/requestFormMachine.ts';

/** Part 1 §5: one session-storage key holds the contact-form draft (name, phone, email, message, consent). */
export const DRAFT_KEY = 'boutique:request-draft';

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can exist yet refuse access (privacy modes, sandboxed frames): then there is simply no draft.
    return null;
  }
};

/** The stored draft, keeping only well-typed fields (the value may be stale or edited by hand). */
export function readDraft(): Partial<RequestDraft> | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const draft: Partial<RequestDraft> = {};
    for (const key of ['name', 'phone', 'email', 'message'] as const) if (typeof record[key] === 'string') draft[key] = record[key];
    if (typeof record.consent === 'boolean') draft.consent = record.consent;
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft(draft: RequestDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage only costs the draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
