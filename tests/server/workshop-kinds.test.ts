import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

type Workshop = { id: number; name: string; kind: 'boutique' | 'service_center'; city: { id: number; name: string } };
type Paged<T> = { count: number; results: T[] };

/**
 * Issue 22 item 16: the catalogue's «Бутик» filter offered the service centres next to the boutiques. Each
 * workshop now says which it is, and `kind=boutique` lists the boutiques only.
 */
describe.each(targets)('workshop kinds on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(async () => server?.close());

  const get = async (url: string) => {
    const { status, body } = await server.json<Paged<Workshop>>({ method: 'GET', url });
    expect(status, url).toBe(200);
    return body;
  };

  it('says which workshop is a boutique and lists only those for kind=boutique', async () => {
    const all = await get('/api/workshops/?page_size=1000');
    const kinds = Object.fromEntries(all.results.map((w) => [w.name, w.kind]));
    expect(kinds).toMatchObject({
      'Бутик на Петровке': 'boutique',
      'Бутик Dubai Mall': 'boutique',
      'Сервисный центр Москва': 'service_center',
      'Сервисный центр Дубай': 'service_center',
    });
    const boutiques = await get('/api/workshops/?kind=boutique&page_size=1000');
    expect(boutiques.results.map((w) => w.name).sort()).toEqual(['Бутик Dubai Mall', 'Бутик на Петровке']);
    expect(boutiques.count).toBe(2);
    const bad = await server.json<{ errors: Record<string, string[]> }>({ method: 'GET', url: '/api/workshops/?kind=warehouse' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['kind']);
  });
});
