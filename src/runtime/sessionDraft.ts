/**
 * Drafts kept in session storage (part 1 §5 contact form, part 2 §4 checkout, profile and address form): one key
 * per form, a tolerant reader (the value may be stale or edited by hand, so only well-typed fields are kept), and
 * storage that may refuse access (privacy modes, sandboxed frames) or be full, which only ever costs the draft.
 */
export interface SessionDraft<T> {
  readonly key: string;
  read: () => T | null;
  write: (value: T) => void;
  clear: () => void;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sessionStore = (): Store | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** `parse` gets the stored JSON object and returns the draft (only its well-typed fields) or null. */
export function sessionDraft<T>(key: string, parse: (value: Record<string, unknown>) => T | null, store: () => Store | null = sessionStore): SessionDraft<T> {
  return {
    key,
    read: () => {
      try {
        const raw = store()?.getItem(key);
        if (!raw) return null;
        const value: unknown = JSON.parse(raw);
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? parse(value as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        store()?.setItem(key, JSON.stringify(value));
      } catch {
        // A full or refused storage only costs the draft.
      }
    },
    clear: () => {
      try {
        store()?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/** The string fields of `value` named in `keys` (a draft's text fields). */
export function stringFields<K extends string>(value: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, string>> {
  const kept: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const field = value[key];
    if (typeof field === 'string') kept[key] = field;
  }
  return kept;
}
