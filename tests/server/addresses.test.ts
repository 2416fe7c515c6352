import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 13 "Server", the address book (part 2 §3 "Address", §5 "Address", §7 addresses calls), on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL. Every answer is checked against openapi.yaml by the harness.
 */
type Json = Record<string, unknown>;
type Headers = Record<string, string>;
interface Address {
  id: number;
  city: { id: number; name: string } | null;
  city_text: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  address_line1: string;
  address_line2: string | null;
  comment: string | null;
}
interface Answer extends Partial<Address> {
  detail?: string;
  errors?: Record<string, string[]>;
}

let phoneSeq = 0;
const newPhone = () => `+7918${String(4_000_000 + phoneSeq++ * 7919).slice(-7)}`;

describe.each(targets)('addresses on $name', (target) => {
  let server: TestServer;
  let moscow = 0;

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 10, auth: { loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000 } });
    moscow = (await server.database.db.selectFrom('cities').select('id').where('country_code', '=', 'RU').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => server?.close());

  const customer = (): Promise<Headers> => server.signUp(newPhone());
  const create = (headers: Headers, payload: Json) => server.json<Answer>({ method: 'POST', url: '/api/addresses/', headers, payload });
  const update = (headers: Headers, id: number | undefined, payload: Json) => server.json<Answer>({ method: 'PATCH', url: `/api/addresses/${id}/`, headers, payload });
  const list = (headers: Headers, query = '') => server.json<{ count: number; next: string | null; results: Address[] }>({ method: 'GET', url: `/api/addresses/${query}`, headers });
  const local = (extra: Json = {}): Json => ({ city_id: moscow, country: 'RU', postal_code: '125009', address_line1: 'ул. Тверская, д. 7, кв. 12', ...extra });
  const abroad = (extra: Json = {}): Json => ({ country: 'it', city_text: 'Милан', state: 'Ломбардия', postal_code: '20121', address_line1: 'Via Montenapoleone, 8', ...extra });

  it('every address call without sign-in is a 401', async () => {
    for (const call of [
      { method: 'GET', url: '/api/addresses/' },
      { method: 'POST', url: '/api/addresses/', payload: local() },
      { method: 'PATCH', url: '/api/addresses/1/', payload: { comment: 'x' } },
      { method: 'DELETE', url: '/api/addresses/1/' },
    ] as const) {
      expect((await server.json(call)).status, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('local and international addresses: country upper-cased, text trimmed, empty optionals stored as null', async () => {
    const me = await customer();
    const home = await create(me, local({ state: '', address_line2: '   ', comment: ' Домофон 12 ' }));
    expect(home.status).toBe(201);
    expect(home.body).toEqual({
      id: expect.any(Number),
      city: { id: moscow, name: expect.any(String) },
      city_text: null,
      state: null,
      country: 'RU',
      postal_code: '125009',
      address_line1: 'ул. Тверская, д. 7, кв. 12',
      address_line2: null,
      comment: 'Домофон 12',
    });
    const milan = await create(me, abroad({ address_line1: '  Via Montenapoleone, 8  ' }));
    expect(milan.status).toBe(201);
    expect(milan.body).toMatchObject({ city: null, city_text: 'Милан', country: 'IT', address_line1: 'Via Montenapoleone, 8', address_line2: null, comment: null });
    const english = await server.json<{ results: Address[] }>({ method: 'GET', url: '/api/addresses/', headers: { ...me, 'accept-language': 'en' } });
    expect(english.body.results[1]?.city?.name).toBe('Moscow');
  });

  it('the rules: line 1 ≥ 5 characters after trimming, a listed city or a country and a city text', async () => {
    const me = await customer();
    const cases: [Json, string][] = [
      [local({ address_line1: '  abc  ' }), 'address_line1'],
      [local({ address_line1: 'abc' }), 'address_line1'],
      [local({ address_line1: undefined }), 'address_line1'],
      [local({ city_id: 99_999 }), 'city_id'],
      [abroad({ country: undefined }), 'country'],
      [abroad({ country: '  ' }), 'country'],
      [abroad({ country: 'ITA' }), 'country'],
      [abroad({ country: 'I1' }), 'country'],
      [abroad({ city_text: '   ' }), 'city_text'],
      [abroad({ city_text: null }), 'city_text'],
      [abroad({ planet: 'Mars' }), 'planet'],
    ];
    for (const [payload, field] of cases) {
      const refused = await create(me, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.errors, JSON.stringify(payload)).toHaveProperty(field);
    }
    expect((await list(me)).body.count).toBe(0);
  });

  it('own addresses only, newest first, paged with an absolute next', async () => {
    const [me, other] = await Promise.all([customer(), customer()]);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await create(me, local({ address_line1: `Тверская, ${i + 1}` }))).body.id ?? 0);
    await create(other, abroad());
    const all = await list(me);
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((a) => a.id)).toEqual([...ids].reverse());
    const first = await list(me, '?page_size=2');
    expect(first.body.next).toMatch(/^http:\/\/[^/]+\/api\/addresses\/\?.*page=2/);
    const second = await list(me, new URL(first.body.next ?? '').search);
    expect(second.body.results.map((a) => a.id)).toEqual([ids[0]]);
  });

  it('PATCH merges the sent fields and re-checks the whole address; another customer\'s is a 404', async () => {
    const [me, other] = await Promise.all([customer(), customer()]);
    const id = (await create(me, local())).body.id;
    const changed = await update(me, id, { comment: 'Консьерж', address_line2: 'подъезд 2' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, comment: 'Консьерж', address_line2: 'подъезд 2', city: { id: moscow }, postal_code: '125009' });
    // Turned international: the city goes, country and text come.
    const moved = await update(me, id, { city_id: null, country: 'fr', city_text: 'Paris' });
    expect(moved.body).toMatchObject({ city: null, country: 'FR', city_text: 'Paris' });
    // Removing what an international address needs is refused, and nothing changes.
    const refused = await update(me, id, { city_text: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('city_text');
    expect((await update(me, id, { address_line1: '  x  ' })).status).toBe(400);
    expect((await update(me, id, {})).status).toBe(400);
    expect((await list(me)).body.results[0]).toMatchObject({ city_text: 'Paris', address_line1: 'ул. Тверская, д. 7, кв. 12' });
    expect((await update(other, id, { comment: 'mine now' })).status).toBe(404);
    expect((await list(me)).body.results[0]?.comment).toBe('Консьерж');
    expect((await update(me, 2_147_483_647, { comment: 'x' })).status).toBe(404);
  });

  it('DELETE removes an own address (204); another customer\'s or a gone one is a 404', async () => {
    const [me, other] = await Promise.all([customer(), customer()]);
    const id = (await create(me, local())).body.id;
    expect((await server.call({ method: 'DELETE', url: `/api/addresses/${id}/`, headers: other })).statusCode).toBe(404);
    expect((await list(me)).body.count).toBe(1);
    const gone = await server.call({ method: 'DELETE', url: `/api/addresses/${id}/`, headers: me });
    expect(gone.statusCode).toBe(204);
    expect((await list(me)).body.count).toBe(0);
    expect((await server.call({ method: 'DELETE', url: `/api/addresses/${id}/`, headers: me })).statusCode).toBe(404);
  });
});
