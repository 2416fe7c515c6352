import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_KEY, readDraft, writeDraft } from './draftStorage.ts';

function stubSessionStorage(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('request draft in session storage (part 1 §5)', () => {
  it('writes, reads back and clears the draft under one key', () => {
    const store = stubSessionStorage();
    writeDraft({ name: 'Мария', phone: '+971', email: '', message: 'Здравствуйте', consent: true });
    expect([...store.keys()]).toEqual([DRAFT_KEY]);
    expect(readDraft()).toEqual({ name: 'Мария', phone: '+971', email: '', message: 'Здравствуйте', consent: true });
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('ignores broken or foreign values', () => {
    stubSessionStorage({ [DRAFT_KEY]: '{not json' });
    expect(readDraft()).toBeNull();
    stubSessionStorage({ [DRAFT_KEY]: JSON.stringify({ name: 5, phone: '123', website: 'x', consent: 'yes' }) });
    expect(readDraft()).toEqual({ phone: '123' });
  });

  it('survives a storage that refuses access', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(readDraft()).toBeNull();
    expect(() => writeDraft({ name: '', phone: '', email: '', message: '', consent: false })).not.toThrow();
    expect(() => clearDraft()).not.toThrow();
  });
});
