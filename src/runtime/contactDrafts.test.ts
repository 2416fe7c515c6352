import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactDraft, contactDraftKey } from './contactDrafts.ts';

function stubSessionStorage() {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  return store;
}

describe('contact form drafts (part 1 §5, part 2 §4): one session-storage key per kind', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = stubSessionStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('writes, reads back and removes a kind’s draft under its own key', () => {
    contactDraft('contact').write({ name: 'Анна', phone: '+7 903', email: 'a@b.ru', message: '', consent: true });
    contactDraft('appointment').write({ city: 'dubai', date: '2099-07-15' });
    expect([...store.keys()]).toEqual([contactDraftKey('contact'), contactDraftKey('appointment')]);
    expect(contactDraft('contact').read()).toEqual({ name: 'Анна', phone: '+7 903', email: 'a@b.ru', message: '', consent: true });
    contactDraft('contact').clear();
    expect(contactDraft('contact').read()).toBeNull();
    expect(contactDraft('appointment').read()).toEqual({ city: 'dubai', date: '2099-07-15' });
  });

  it('keeps only the kind’s well-typed fields of a stale or hand-edited value (never a honeypot)', () => {
    store.set(contactDraftKey('orderRequest'), JSON.stringify({ model: 'Daytona', name: 42, website: 'bot', consent: 'yes', email: 'x@y.z' }));
    expect(contactDraft('orderRequest').read()).toEqual({ model: 'Daytona' });
    store.set(contactDraftKey('buyback'), '{not json');
    expect(contactDraft('buyback').read()).toBeNull();
  });
});
