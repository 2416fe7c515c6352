import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dubaiDay, formCalls, openDay, PNG, startFormsServer, sunday, type Accepted, type Failure, type Json, type MyRequests } from '../support/formsSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 15 (server): appointments (POST /api/appointments/) and order requests (POST /api/order-requests/), what
 * every form shares (the honeypot, per-client limits, no outbox without notifications), and a signed-in customer's
 * own requests (GET /api/users/me/requests/). The contact form is in forms.test.ts. Every answer is checked against
 * openapi.yaml by the harness.
 */
describe.each(targets)('contact, appointment and order requests on $name', (target) => {
  let server: TestServer;
  let watchId: number;
  const { nextAddress, post, postForm, stored, photosOf, requestCount, expectFields } = formCalls(() => server);

  beforeAll(async () => {
    ({ server, watchId } = await startFormsServer(target));
  });
  afterAll(async () => server?.close());

  describe('POST /api/appointments/', () => {
    it('part 2 §5: stored as an appointment with the phone as digits and the city, date and time; the answer says it is booked', async () => {
      const date = openDay(3);
      const response = await post('/api/appointments/', { name: 'Дмитрий Орлов', phone: '+971 (50) 123-45-67', city: 'dubai', date, time: '15:30', comment: 'Примерить 5711', page: '/appointment' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Accepted>().detail).toBe('Вы записаны. Менеджер свяжется с вами, чтобы подтвердить визит.');
      const row = await stored(response.json<Accepted>().id);
      expect(row).toMatchObject({ kind: 'appointment', status: 'new', name: 'Дмитрий Орлов', phone: '971501234567', message: 'Примерить 5711', page: '/appointment', email: null });
      expect(row.details).toEqual({ city: 'dubai', date, time: '15:30' });
      const english = await post('/api/appointments/', { name: 'Dmitry', phone: '+79161234567', city: 'moscow', date: openDay(1), time: '11:00' }, { 'accept-language': 'en' });
      expect(english.statusCode).toBe(201);
      expect(english.json<Accepted>().detail).toBe('Your visit is booked. A manager will contact you to confirm it.');
    });

    it('a date in the past, an impossible date, a time outside the day\'s hours (11:00–21:00 on a weekday) or a city other than Moscow or Dubai is a 400 naming it', async () => {
      const before = await requestCount();
      const ok = { name: 'Дмитрий', phone: '+971501234567', city: 'dubai', date: openDay(2), time: '12:00' };
      const cases: [Json, string[]][] = [
        [{ ...ok, date: dubaiDay(-1) }, ['date']],
        [{ ...ok, date: '2020-01-01' }, ['date']],
        [{ ...ok, date: '2099-02-30' }, ['date']],
        [{ ...ok, date: '15.07.2099' }, ['date']],
        [{ ...ok, time: '09:59' }, ['time']],
        [{ ...ok, time: '10:30' }, ['time']],
        [{ ...ok, time: '21:00' }, ['time']],
        [{ ...ok, time: '23:30' }, ['time']],
        [{ ...ok, time: '7:30' }, ['time']],
        [{ ...ok, city: 'london' }, ['city']],
        [{ ...ok, phone: '12' }, ['phone']],
        [{ ...ok, name: ' ' }, ['name']],
        [{ ...ok, comment: 'x'.repeat(2001) }, ['comment']],
        [{ name: 'Дмитрий', phone: '+971501234567' }, ['city', 'date', 'time']],
      ];
      for (const [payload, fields] of cases) expectFields(await post('/api/appointments/', payload), fields, JSON.stringify(payload));
      const closed = await post('/api/appointments/', { ...ok, time: '21:00' }, { 'accept-language': 'en' });
      expect(closed.json<Failure>().errors?.time).toEqual(['The boutique receives visitors from 11:00 to 21:00 on that day.']);
      const past = await post('/api/appointments/', { ...ok, date: dubaiDay(-1) });
      expect(past.json<Failure>().errors?.date).toEqual(['Эта дата уже прошла.']);
      // The edges of the day are open: 11:00 and 20:59.
      expect((await post('/api/appointments/', { ...ok, time: '11:00' })).statusCode).toBe(201);
      expect((await post('/api/appointments/', { ...ok, time: '20:59' })).statusCode).toBe(201);
      expect(await requestCount()).toBe(before + 2);
    });

    it('issue 22 item 9: a Dubai booking for Sunday 10:00 is refused (closed that day), 400 naming the date; nothing is stored', async () => {
      const before = await requestCount();
      const response = await post('/api/appointments/', { name: 'Дмитрий', phone: '+971501234567', city: 'dubai', date: sunday(1), time: '10:00' }, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json<Failure>().errors).toEqual({ date: ['The Dubai boutique is closed on that day.'] });
      // Sunday at noon is no better, in either city; a Saturday is 15:00–19:00 only.
      expectFields(await post('/api/appointments/', { name: 'Дмитрий', phone: '+971501234567', city: 'moscow', date: sunday(1), time: '12:00' }), ['date'], 'Moscow Sunday');
      expect(await requestCount()).toBe(before);
    });

    it('JSON only: a multipart appointment is refused with 415 before it is read', async () => {
      const response = await postForm('/api/appointments/', { name: 'Дмитрий', phone: '+971501234567', city: 'dubai', date: openDay(2), time: '12:00' });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('POST /api/order-requests/', () => {
    it('part 2 §3: the model or reference, name, phone and message are stored as an order request, with an optional photo', async () => {
      const json = await post('/api/order-requests/', { model: ' Rolex Daytona 126500LN ', name: 'Сергей', phone: '+7 925 111-22-33', message: 'Белый циферблат', page: '/' });
      expect(json.statusCode, json.body).toBe(201);
      expect(await stored(json.json<Accepted>().id)).toMatchObject({ kind: 'order_request', status: 'new', name: 'Сергей', message: 'Белый циферблат', page: '/', details: { model: 'Rolex Daytona 126500LN' } });
      const form = await postForm('/api/order-requests/', { model: '5711/1A', name: 'Ян', phone: '+79251112233' }, { name: 'wish.png', type: 'image/png', bytes: PNG });
      expect(form.statusCode, form.body).toBe(201);
      expect(await photosOf(form.json<Accepted>().id)).toHaveLength(1);
    });

    it('part 2 §5: a name under 2 characters (after trimming), a blank model or a bad phone is a 400 naming it; a non-image photo a 415', async () => {
      const before = await requestCount();
      const ok = { model: 'Daytona', name: 'Сергей', phone: '+79251112233' };
      const cases: [Json, string[]][] = [
        [{ ...ok, name: 'С' }, ['name']],
        [{ ...ok, name: ' С ' }, ['name']],
        [{ ...ok, model: '   ' }, ['model']],
        [{ ...ok, model: '' }, ['model']],
        [{ name: 'Сергей', phone: '+79251112233' }, ['model']],
        [{ ...ok, phone: '+7' }, ['phone']],
        [{ ...ok, email: 'a@b.ru' }, ['email']],
      ];
      for (const [payload, fields] of cases) expectFields(await post('/api/order-requests/', payload), fields, JSON.stringify(payload));
      expectFields(await postForm('/api/order-requests/', { model: 'Daytona', name: ' С ', phone: '+79251112233' }), ['name'], 'multipart name');
      const pdf = await postForm('/api/order-requests/', ok, { name: 'wish.png', type: 'image/png', bytes: Buffer.from('%PDF-1.7\n') });
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json<Failure>().errors?.photo).toHaveLength(1);
      expect(await requestCount()).toBe(before);
    });
  });

  it('part 1 §3 honeypot: a filled `website` is answered like a success on every form but stored as spam, without its photo', async () => {
    const cases: [string, Json | Record<string, string>, boolean][] = [
      ['/api/contacts/', { name: 'Bot', phone: '+79990001122', topic: 'buyback', website: 'http://spam.example' }, true],
      ['/api/appointments/', { name: 'Bot', phone: '+79990001122', city: 'moscow', date: openDay(5), time: '11:00', website: 'x' }, false],
      ['/api/order-requests/', { model: 'Any', name: 'Bot', phone: '+79990001122', website: 'x' }, true],
    ];
    for (const [url, payload, withPhoto] of cases) {
      const human = await post(url, { ...payload, website: '' });
      const bot = withPhoto
        ? await postForm(url, payload as Record<string, string>, { name: 'x.png', type: 'image/png', bytes: PNG })
        : await post(url, payload);
      expect(bot.statusCode, url).toBe(201);
      expect(bot.statusCode).toBe(human.statusCode);
      expect(bot.json<Accepted>().detail).toBe(human.json<Accepted>().detail);
      expect(Object.keys(bot.json<Json>())).toEqual(Object.keys(human.json<Json>()));
      expect((await stored(human.json<Accepted>().id)).is_spam).toBe(false);
      expect((await stored(bot.json<Accepted>().id)).is_spam).toBe(true);
      expect(await photosOf(bot.json<Accepted>().id)).toEqual([]);
    }
  });

  it('per-client limits: a sixth contact within a minute is a 429 with Retry-After; each form counts on its own; other clients are unaffected', async () => {
    const address = nextAddress();
    const body = { name: 'Анна', phone: '+79161234567' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post('/api/contacts/', body, {}, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const before = await requestCount();
    const limited = await post('/api/contacts/', body, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Failure>().detail).toBe('Слишком много запросов. Попробуйте ещё раз через минуту.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await requestCount()).toBe(before);
    // Another form, another client: still open.
    expect((await post('/api/order-requests/', { ...body, model: 'Daytona' }, {}, address)).statusCode).toBe(201);
    expect((await post('/api/contacts/', body, {}, nextAddress())).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await post('/api/appointments/', { ...body, city: 'moscow', date: openDay(4), time: '12:00' }, {}, address)).statusCode).toBe(201);
    const fifth = await post('/api/appointments/', { ...body, city: 'moscow', date: openDay(4), time: '12:00' }, {}, address);
    expect(fifth.statusCode).toBe(201);
    expect((await post('/api/appointments/', { ...body, city: 'moscow', date: openDay(4), time: '12:00' }, {}, address)).statusCode).toBe(429);
  });

  it('with notifications off (no MANAGER_TELEGRAM_CHAT_ID) nothing is written to the managers\' outbox', async () => {
    expect(await requestCount()).toBeGreaterThan(10);
    const outbox = await server.database.db.selectFrom('notification_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(outbox.n)).toBe(0);
  });

  describe('a signed-in customer\'s own requests', () => {
    it('a valid bearer links every kind of request to the customer; a missing or broken token sends it anonymously', async () => {
      const anna = await server.signUp('+79160001501');
      const sent: number[] = [];
      const accept = async (url: string, payload: Json, headers: Record<string, string> = anna) => {
        const response = await post(url, payload, headers);
        expect(response.statusCode, `${url} ${response.body}`).toBe(201);
        return response.json<Accepted>().id;
      };
      sent.push(await accept('/api/price-requests/', { watch: watchId, name: 'Анна', phone: '+79160001501' }, { ...anna, referer: 'http://localhost/product/1' }));
      sent.push(await accept('/api/contacts/', { name: 'Анна', phone: '+79160001501', topic: 'callback', message: 'Перезвоните после 18:00' }));
      sent.push(await accept('/api/appointments/', { name: 'Анна', phone: '+79160001501', city: 'moscow', date: '2099-07-15', time: '15:30' }));
      sent.push(await accept('/api/order-requests/', { model: 'Cartier Santos', name: 'Анна', phone: '+79160001501' }));
      for (const id of sent) expect((await stored(id)).user_id, String(id)).not.toBeNull();
      expect((await stored(sent[0] ?? 0)).page).toBe('/product/1');
      const broken = await accept('/api/contacts/', { name: 'Анна', phone: '+79160001501' }, { authorization: 'Bearer not-a-token' });
      expect((await stored(broken)).user_id).toBeNull();
      const expired = await accept('/api/contacts/', { name: 'Анна', phone: '+79160001501' }, { authorization: `${anna.authorization.slice(0, -3)}AAA` });
      expect((await stored(expired)).user_id).toBeNull();
    });

    it('GET /api/users/me/requests/: newest first with kind, time, status and summary; never the honeypot\'s, never another customer\'s', async () => {
      const olga = await server.signUp('+79160001502');
      const pavel = await server.signUp('+79160001503');
      const ids: number[] = [];
      for (const payload of [
        { name: 'Ольга', phone: '+79160001502', topic: 'buyback', brand: 'Rolex', model: 'Datejust 126334', year: '2021' },
        { name: 'Ольга', phone: '+79160001502', message: 'Есть ли  Lange 1\nв Дубае?' },
      ]) {
        ids.push((await post('/api/contacts/', payload, olga)).json<Accepted>().id);
      }
      ids.push((await post('/api/appointments/', { name: 'Ольга', phone: '+79160001502', city: 'dubai', date: '2099-07-15', time: '15:30' }, olga)).json<Accepted>().id);
      ids.push((await post('/api/order-requests/', { model: 'Rolex Daytona 126500LN', name: 'Ольга', phone: '+79160001502' }, olga)).json<Accepted>().id);
      const spam = (await post('/api/contacts/', { name: 'Ольга', phone: '+79160001502', website: 'bot' }, olga)).json<Accepted>().id;
      const other = (await post('/api/contacts/', { name: 'Павел', phone: '+79160001503' }, pavel)).json<Accepted>().id;

      const mine = await server.json<MyRequests>({ method: 'GET', url: '/api/users/me/requests/', headers: olga });
      expect(mine.status).toBe(200);
      expect(mine.body.count).toBe(4);
      expect(mine.body.results.map((r) => r.id)).toEqual([...ids].reverse());
      expect(mine.body.results.map((r) => r.id)).not.toContain(spam);
      expect(mine.body.results.map((r) => r.id)).not.toContain(other);
      expect(mine.body.results.map((r) => [r.kind, r.status, r.summary])).toEqual([
        ['order_request', 'new', 'Заказ модели: Rolex Daytona 126500LN'],
        ['appointment', 'new', 'Запись: Дубай, 15.07.2099 15:30'],
        ['contact', 'new', 'Обращение: Есть ли Lange 1 в Дубае?'],
        ['buyback', 'new', 'Выкуп: Rolex Datejust 126334 2021'],
      ]);
      for (const r of mine.body.results) expect(Date.parse(r.created_at)).toBeGreaterThan(Date.now() - 600_000);

      // A manager's move shows; English summaries; pages with absolute links.
      await server.database.db.updateTable('customer_requests').set({ status: 'done' }).where('id', '=', ids[0] ?? 0).execute();
      const english = await server.json<MyRequests>({ method: 'GET', url: '/api/users/me/requests/?page_size=2', headers: { ...olga, 'accept-language': 'en' } });
      expect(english.body.results.map((r) => r.summary)).toEqual(['Model request: Rolex Daytona 126500LN', 'Appointment: Dubai, 2099-07-15 15:30']);
      expect(english.body.next).toMatch(/^http:\/\/localhost(:\d+)?\/api\/users\/me\/requests\/\?page_size=2&page=2$/);
      const second = await server.json<MyRequests>({ method: 'GET', url: '/api/users/me/requests/?page_size=2&page=2', headers: olga });
      expect(second.body.results.map((r) => [r.kind, r.status])).toEqual([
        ['contact', 'new'],
        ['buyback', 'done'],
      ]);
      expect(second.body.next).toBeNull();

      const pavels = await server.json<MyRequests>({ method: 'GET', url: '/api/users/me/requests/', headers: pavel });
      expect(pavels.body.results.map((r) => r.id)).toEqual([other]);
      const response = await server.call({ method: 'GET', url: '/api/users/me/requests/', headers: olga });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('signed out, the list is a 401', async () => {
      const response = await server.call({ method: 'GET', url: '/api/users/me/requests/' });
      expect(response.statusCode).toBe(401);
    });
  });
});
