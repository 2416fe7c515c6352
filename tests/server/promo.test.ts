import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 13 "Server", promo codes (part 2 §3 "Promo", §7 "Validate promo": {code} → {code, type, value}, 400 means
 * invalid; §9 SAVE10 10 %, FIX50 fixed 50), on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
interface Answer {
  code?: string;
  type?: string;
  value?: number;
  detail?: string;
  errors?: Record<string, string[]>;
}

describe.each(targets)('promo codes on $name', (target) => {
  let server: TestServer;
  let me: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 10 });
    me = await server.signUp('+79170001122');
    await server.database.db
      .insertInto('promo_codes')
      .values([
        { code: 'Expired5', type: 'percent', value: '5.00', valid_until: new Date(Date.now() - 1000) },
        { code: 'LATER7', type: 'percent', value: '7.00', valid_until: new Date(Date.now() + 86_400_000) },
        { code: 'USEDUP', type: 'fixed', value: '10.00', usage_limit: 2, times_used: 2 },
        { code: 'ONEMORE', type: 'fixed', value: '12.50', usage_limit: 2, times_used: 1 },
      ])
      .execute();
  });
  afterAll(async () => server?.close());

  const check = (code: unknown, headers = me) => server.json<Answer>({ method: 'POST', url: '/api/orders/validate_promo/', headers, payload: { code } });

  it('the seeded codes, case-insensitively, answered in their canonical case', async () => {
    expect(await check('SAVE10')).toEqual({ status: 200, body: { code: 'SAVE10', type: 'percent', value: 10 } });
    expect(await check('save10')).toEqual({ status: 200, body: { code: 'SAVE10', type: 'percent', value: 10 } });
    expect(await check('  fix50 ')).toEqual({ status: 200, body: { code: 'FIX50', type: 'fixed', value: 50 } });
    expect((await check('expired5'.toUpperCase())).status).toBe(400);
    expect((await check('later7')).body).toEqual({ code: 'LATER7', type: 'percent', value: 7 });
    expect((await check('onemore')).body).toEqual({ code: 'ONEMORE', type: 'fixed', value: 12.5 });
  });

  it('unknown, inactive, expired, used-up or empty codes are a 400 naming the code', async () => {
    for (const code of ['NOPE', 'VIP20', 'Expired5', 'usedup', '   ', 'SAVE10%', 'SAVE1']) {
      const refused = await check(code);
      expect(refused.status, code).toBe(400);
      expect(refused.body.errors, code).toHaveProperty('code');
    }
    for (const code of ['', 7, null, 'x'.repeat(51)]) {
      const refused = await check(code);
      expect(refused.status, String(code)).toBe(400);
      expect(refused.body.errors, String(code)).toHaveProperty('code');
    }
    const missing = await server.json<Answer>({ method: 'POST', url: '/api/orders/validate_promo/', headers: me, payload: {} });
    expect(missing.status).toBe(400);
  });

  it('checking a code never counts a use', async () => {
    for (let i = 0; i < 3; i++) expect((await check('ONEMORE')).status).toBe(200);
    const row = await server.database.db.selectFrom('promo_codes').select('times_used').where('code', '=', 'ONEMORE').executeTakeFirstOrThrow();
    expect(row.times_used).toBe(1);
  });

  it('codes are unique case-insensitively in the database', async () => {
    await expect(server.database.db.insertInto('promo_codes').values({ code: 'save10', type: 'fixed', value: '1.00' }).execute()).rejects.toThrow();
  });

  it('guessing is limited per client: a 429 with Retry-After after 30 checks a minute', async () => {
    let status = 200;
    let tries = 0;
    while (status !== 429 && tries < 40) {
      status = (await check(`GUESS${tries}`)).status;
      tries++;
    }
    expect(status).toBe(429);
    // Earlier tests used some of the minute's allowance; at most 30 answers before the 429.
    expect(tries).toBeLessThanOrEqual(31);
    const limited = await server.call({ method: 'POST', url: '/api/orders/validate_promo/', headers: me, payload: { code: 'SAVE10' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
