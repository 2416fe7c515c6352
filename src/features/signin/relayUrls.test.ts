import { describe, expect, it } from 'vitest';
import { allowedReturnTo, parseOrigins, parseRelayFragment, relayTarget, russianLoginUrl, safeNext } from './relayUrls.ts';

const ORIGIN = 'https://boutique.example.ru';

describe('safeNext (part 2 §4: same origin only, path + query + hash)', () => {
  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example'],
    ['https://evil.example/profile'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['/%09/evil.example'],
    ['\t//evil.example'],
    ['/\t/evil.example'],
    ['https:evil.example'],
    ['http://boutique.example.ru/profile'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://boutique.example.ru@evil.example/'],
    [''],
    [null],
  ])('%j → stays on the site', (next) => {
    const result = safeNext(next, ORIGIN);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(result.startsWith('/\\')).toBe(false);
    expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
  });

  it('keeps a path, its query and its hash', () => {
    expect(safeNext('/catalog?brand=rolex#list', ORIGIN)).toBe('/catalog?brand=rolex#list');
    expect(safeNext('https://boutique.example.ru/favorites?x=1#y', ORIGIN)).toBe('/favorites?x=1#y');
    expect(safeNext('compare', ORIGIN)).toBe('/compare');
  });

  it('hostile values land on /profile', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'https:evil.example']) {
      expect(safeNext(next, ORIGIN), next).toBe('/profile');
    }
    // Percent-encoded tab stays encoded inside one path segment: harmless, and still this site.
    expect(safeNext('/%09/evil.example', ORIGIN)).toBe('/%09/evil.example');
  });
});

describe('allowedReturnTo: the tokens only ever go to our own relays', () => {
  const allowed = ['https://boutique.example.com'];
  it('accepts the relay of a configured origin', () => {
    expect(allowedReturnTo('https://boutique.example.com/auth/relay', allowed)).toBe('https://boutique.example.com/auth/relay');
  });
  it.each(['https://evil.example/auth/relay', 'https://boutique.example.com/profile', 'https://user:pw@boutique.example.com/auth/relay', 'javascript:alert(1)', '/auth/relay', 'http://boutique.example.com/auth/relay'])(
    '%s is refused',
    (value) => expect(allowedReturnTo(value, allowed)).toBeNull(),
  );
});

describe('relay fragment', () => {
  it('round-trips access, refresh and next', () => {
    const target = relayTarget('https://boutique.example.com/auth/relay', { access: 'a.b+c', refresh: 'r/s=', next: '/compare?x=1' });
    expect(target.startsWith('https://boutique.example.com/auth/relay#')).toBe(true);
    expect(parseRelayFragment(new URL(target).hash)).toEqual({ access: 'a.b+c', refresh: 'r/s=', next: '/compare?x=1' });
  });
  it('omits next when none', () => {
    expect(parseRelayFragment(new URL(relayTarget('https://x.example/auth/relay', { access: 'a', refresh: 'r', next: null })).hash).next).toBeNull();
  });
});

describe('russianLoginUrl (part 1 §2.5: the English host signs in on the Russian one)', () => {
  const config = { enOrigins: parseOrigins('https://boutique.example.com, bad value'), ruOrigin: 'https://boutique.example.ru' };
  it('sends the English host to the Russian /login with next and return_to', () => {
    const url = new URL(russianLoginUrl({ origin: 'https://boutique.example.com' }, config, '/favorites') ?? '');
    expect(url.origin + url.pathname).toBe('https://boutique.example.ru/login');
    expect(url.searchParams.get('next')).toBe('/favorites');
    expect(url.searchParams.get('return_to')).toBe('https://boutique.example.com/auth/relay');
  });
  it('does nothing on the Russian host or without configuration', () => {
    expect(russianLoginUrl({ origin: 'https://boutique.example.ru' }, config, '/')).toBeNull();
    expect(russianLoginUrl({ origin: 'https://boutique.example.com' }, { enOrigins: [], ruOrigin: null }, '/')).toBeNull();
  });
});
