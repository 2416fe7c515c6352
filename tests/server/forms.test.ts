import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerLine, requestMessage } from '../../server/requests/describe.ts';
import { findRequest } from '../../server/requests/repository.ts';
import { weekdayOf } from '../../kernel/boutiques.ts';
import { localNow } from '../../server/requests/validate.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 15 (server): the contact, callback and buyback form (POST /api/contacts/), appointments
 * (POST /api/appointments/) and order requests (POST /api/order-requests/) — every field checked, photos by their
 * bytes, the honeypot, per-client limits, each request stored with its kind, customer, page and status — and a
 * signed-in customer's own requests (GET /api/users/me/requests/). Every answer is checked against openapi.yaml by
 * the harness.
 */
type Accepted = { id: number; detail: string };
type Failure = { detail: string; errors?: Record<string, string[]> };
type Json = Record<string, unknown>;
interface MyRequests {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; kind: string; created_at: string; status: string; summary: string }[];
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/**
 * A form's fields in the spec's call shape: `consent` is optional (issue 22 §10, one rule), so a body carries it only
 * when a test sets it.
 */
const asSent = (_url: string, payload: Json): Json => payload;

/** A multipart/form-data body as a browser's FormData would send it (no consent unless the fields say). */
async function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (file) form.append('photo', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** A day in Dubai's calendar, `offset` days from today there. */
const dubaiDay = (offset: number) => localNow(new Date(Date.now() + offset * 86_400_000), 'Asia/Dubai').date;
/** The first weekday (Monday to Friday: open 11:00–21:00, kernel/boutiques.ts) at least `offset` days ahead in Dubai. */
const openDay = (offset: number): string => {
  for (let day = offset; ; day++) if ((weekdayOf(dubaiDay(day)) ?? 7) <= 5) return dubaiDay(day);
};
/** The first Sunday (both boutiques closed) at least `offset` days ahead in Dubai. */
const sunday = (offset: number): string => {
  for (let day = offset; ; day++) if (weekdayOf(dubaiDay(day)) === 7) return dubaiDay(day);
};

describe.each(targets)('contact, appointment and order requests on $name', (target) => {
  let server: TestServer;
  let watchId: number;
  let client = 0;
  // Every test speaks from its own addresses, so one test's rate limit never reaches another.
  const nextAddress = () => `10.15.${Math.floor(++client / 250)}.${client % 250}`;

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 20, auth: { loginAttemptsPerClient: 1000, codesPerClientPerHour: 1000 } });
    watchId = (await server.database.db.selectFrom('watches').select('id').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => server?.close());

  const post = (url: string, payload: Json, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    server.call({ method: 'POST', url, payload: asSent(url, payload), headers, remoteAddress });
  const postForm = async (url: string, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, headers: Record<string, string> = {}) => {
    const form = await multipart(fields, file);
    return server.call({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers }, remoteAddress: nextAddress() });
  };
  const stored = (id: number) => server.database.db.selectFrom('customer_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const photosOf = (id: number) => server.database.db.selectFrom('request_photos').selectAll().where('request_id', '=', id).execute();
  const requestCount = async () => Number((await server.database.db.selectFrom('customer_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const expectFields = (response: { statusCode: number; json<T>(): T }, fields: string[], label: string) => {
    expect(response.statusCode, label).toBe(400);
    expect(Object.keys(response.json<Failure>().errors ?? {}).sort(), label).toEqual([...fields].sort());
  };

  describe('POST /api/contacts/', () => {
    it('part 1 §5: a contact form is stored as a contact request with its topic, page, status new and no customer', async () => {
      const response = await post('/api/contacts/', {
        name: ' Анна Кузнецова ',
        phone: '+7 903 555-12-34',
        email: 'anna@mail.ru',
        message: ' Хочу посмотреть Submariner. ',
        topic: 'service',
        consent: true,
        page: '/service',
        website: '',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<Accepted>().detail).toBe('Заявка принята. Мы свяжемся с вами в ближайшее время.');
      const row = await stored(response.json<Accepted>().id);
      expect(row).toMatchObject({
        kind: 'contact',
        status: 'new',
        name: 'Анна Кузнецова',
        // Issue 22 item 4: kept in E.164, the one form of every phone.
        phone: '+79035551234',
        email: 'anna@mail.ru',
        message: 'Хочу посмотреть Submariner.',
        page: '/service',
        user_id: null,
        is_spam: false,
        watch_id: null,
      });
      expect(row.details).toEqual({ topic: 'service', consent: true });
      expect(row.client_key).toMatch(/^[0-9a-f]{32}$/);
    });

    it('the page is the Referer path when the body names none; an absolute `page` keeps only its path; the topic defaults to general', async () => {
      const byReferer = await post('/api/contacts/', { name: 'Олег', phone: '+79161112233' }, { referer: 'https://boutique.example.ru/contacts?from=footer', 'accept-language': 'en' });
      expect(byReferer.statusCode).toBe(201);
      expect(byReferer.json<Accepted>().detail).toBe('Request received. We will contact you shortly.');
      expect(await stored(byReferer.json<Accepted>().id)).toMatchObject({ kind: 'contact', page: '/contacts?from=footer', email: null, message: null, details: { topic: 'general' } });
      const absolute = await post('/api/contacts/', { name: 'Олег', phone: '+79161112233', page: 'https://evil.example/support#faq' }, { referer: 'https://boutique.example.ru/x' });
      expect((await stored(absolute.json<Accepted>().id)).page).toBe('/support#faq');
      const none = await post('/api/contacts/', { name: 'Олег', phone: '+79161112233' });
      expect((await stored(none.json<Accepted>().id)).page).toBeNull();
      expectFields(await post('/api/contacts/', { name: 'Олег', phone: '+79161112233', page: 'javascript:alert(1)' }), ['page'], 'page');
    });

    it('part 2 §5 "Buyback": the buyback topic is a buyback request with the watch fields and its photo, sent as multipart', async () => {
      const response = await postForm(
        '/api/contacts/',
        {
          name: 'Игорь Петров',
          phone: '+7 916 700-00-01',
          topic: 'buyback',
          brand: 'Patek Philippe',
          model: 'Nautilus 5711/1A-010',
          year: '2019',
          condition: 'Отличное',
          serial: '6543210',
          kit: 'Коробка и документы',
          expected_price: '115000',
          city: 'Москва',
          message: 'Готов привезти в субботу',
          page: '/watch-buyback',
        },
        { name: 'IMG_0001.JPG', type: 'image/jpeg', bytes: JPEG },
      );
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<Accepted>().id;
      const row = await stored(id);
      expect(row).toMatchObject({ kind: 'buyback', status: 'new', page: '/watch-buyback', message: 'Готов привезти в субботу' });
      expect(row.details).toEqual({
        topic: 'buyback',
        brand: 'Patek Philippe',
        model: 'Nautilus 5711/1A-010',
        year: '2019',
        condition: 'Отличное',
        serial: '6543210',
        kit: 'Коробка и документы',
        expected_price: '115000',
        city: 'Москва',
      });
      const [photo, ...more] = await photosOf(id);
      expect(more).toEqual([]);
      // Issue 16: kept in the database (every node serves it), not on this node's disk.
      expect(photo).toMatchObject({ path: null, mime_type: 'image/jpeg', size_bytes: JPEG.length, original_name: 'IMG_0001.JPG' });
      expect(Buffer.from(photo?.data ?? []).equals(JPEG)).toBe(true);
      expect(existsSync(join(server.dataDir, 'uploads'))).toBe(false);
      const served = await server.call({ method: 'GET', url: `/api/request-photos/${photo?.key ?? ''}/` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.equals(JPEG)).toBe(true);
    });

    it('issue 22 §8: the buyback sends all six photos; each is stored in the order sent and listed to the managers (CLI and Telegram); a seventh is a 413', async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ name: 'Игорь', phone: '+7 916 700-00-02', topic: 'buyback', brand: 'Rolex', model: 'Daytona', consent: 'true', page: '/watch-buyback' })) {
        form.append(key, value);
      }
      // Six different images (each a JPEG with its own bytes), in a known order.
      const images = Array.from({ length: 6 }, (_, i) => Buffer.concat([JPEG, Buffer.from([i])]));
      images.forEach((bytes, i) => form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `side-${i + 1}.jpg`));
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const payload = Buffer.from(await request.arrayBuffer());
      const headers = { 'content-type': request.headers.get('content-type') ?? '' };
      const response = await server.call({ method: 'POST', url: '/api/contacts/', payload, headers, remoteAddress: nextAddress() });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<Accepted>().id;
      const photos = (await photosOf(id)).sort((a, b) => a.id - b.id);
      expect(photos.map((photo) => photo.original_name)).toEqual(['side-1.jpg', 'side-2.jpg', 'side-3.jpg', 'side-4.jpg', 'side-5.jpg', 'side-6.jpg']);
      photos.forEach((photo, i) => expect(Buffer.from(photo.data ?? []).equals(images[i] ?? Buffer.alloc(0)), `photo ${i + 1}`).toBe(true));
      for (const photo of photos) expect((await server.call({ method: 'GET', url: `/api/request-photos/${photo.key}/` })).statusCode).toBe(200);
      // The managers see every one: `npm run manager -- requests` and the Telegram message.
      const row = await findRequest(server.database.db, id);
      expect(row?.photos).toEqual(photos.map((photo) => photo.key));
      const line = managerLine(row as NonNullable<typeof row>);
      expect(line).toContain(`| photos ${photos.map((photo) => `/api/request-photos/${photo.key}/`).join(' ')} |`);
      const message = requestMessage(row as NonNullable<typeof row>);
      photos.forEach((photo, i) => expect(message).toContain(`Фото ${i + 1}: /api/request-photos/${photo.key}/`));

      // Seven photos are more than the buyback takes; a contact form (not a buyback) takes one.
      const before = await requestCount();
      const seven = new FormData();
      for (const [key, value] of Object.entries({ name: 'Игорь', phone: '+79161234567', topic: 'buyback', consent: 'true' })) seven.append(key, value);
      for (let i = 0; i < 7; i++) seven.append('photo', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), `${i}.jpg`);
      const tooMany = new Request('http://localhost/', { method: 'POST', body: seven });
      const refused = await server.call({
        method: 'POST',
        url: '/api/contacts/',
        payload: Buffer.from(await tooMany.arrayBuffer()),
        headers: { 'content-type': tooMany.headers.get('content-type') ?? '', 'accept-language': 'en' },
        remoteAddress: nextAddress(),
      });
      expect(refused.statusCode).toBe(413);
      expect(refused.json<Failure>().errors?.photo).toEqual(['At most 6 photos can be attached.']);
      const two = new FormData();
      for (const [key, value] of Object.entries({ name: 'Анна', phone: '+79031234567', email: 'anna@mail.ru', consent: 'true' })) two.append(key, value);
      for (let i = 0; i < 2; i++) two.append('photo', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), `${i}.jpg`);
      const twoRequest = new Request('http://localhost/', { method: 'POST', body: two });
      const contact = await server.call({
        method: 'POST',
        url: '/api/contacts/',
        payload: Buffer.from(await twoRequest.arrayBuffer()),
        headers: { 'content-type': twoRequest.headers.get('content-type') ?? '', 'accept-language': 'en' },
        remoteAddress: nextAddress(),
      });
      expect(contact.statusCode).toBe(413);
      expect(contact.json<Failure>().errors?.photo).toEqual(['Only one photo can be attached.']);
      expect(await requestCount()).toBe(before);
    });

    it('every field is checked: a 400 names each failing one, and nothing is stored', async () => {
      const before = await requestCount();
      const ok = { name: 'Анна', phone: '+79031234567' };
      const cases: [Json, string[]][] = [
        [{ ...ok, name: '   ' }, ['name']],
        [{ phone: ok.phone }, ['name']],
        [{ ...ok, phone: '12345' }, ['phone']],
        [{ ...ok, phone: 'звоните 1234567' }, ['phone']],
        [{ ...ok, email: 'anna@' }, ['email']],
        [{ ...ok, consent: false }, ['consent']],
        [{ ...ok, topic: 'complaint' }, ['topic']],
        [{ ...ok, message: 'x'.repeat(2001) }, ['message']],
        [{ ...ok, brand: 'x'.repeat(101) }, ['brand']],
        [{ ...ok, website: 'x'.repeat(501) }, ['website']],
        [{ ...ok, colour: 'red' }, ['colour']],
        [{ name: '', phone: '1', email: 'no' }, ['name', 'phone', 'email']],
      ];
      for (const [payload, fields] of cases) expectFields(await post('/api/contacts/', payload), fields, JSON.stringify(payload).slice(0, 80));
      // The same rules hold for a multipart body.
      expectFields(await postForm('/api/contacts/', { name: 'Анна', phone: '12-34' }), ['phone'], 'multipart phone');
      expect(await requestCount()).toBe(before);
    });

    it('images only (415 naming the photo), at most 10 MB (413 naming the photo); an empty file input is no photo', async () => {
      const before = await requestCount();
      const script = await postForm('/api/contacts/', { name: 'Игорь', phone: '+79161234567', topic: 'buyback' }, { name: 'watch.jpg', type: 'image/jpeg', bytes: Buffer.from('<?php echo 1; ?>') });
      expect(script.statusCode).toBe(415);
      expect(script.json<Failure>().errors?.photo?.[0]).toMatch(/JPEG, PNG, WebP или HEIC/);
      const big = await postForm('/api/contacts/', { name: 'Игорь', phone: '+79161234567' }, { name: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) });
      expect(big.statusCode).toBe(413);
      expect(big.json<Failure>().errors?.photo).toEqual(['Фото слишком большое (не более 10 МБ).']);
      expect(await requestCount()).toBe(before);
      const empty = await postForm('/api/contacts/', { name: 'Игорь', phone: '+79161234567' }, { name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) });
      expect(empty.statusCode).toBe(201);
      expect(await photosOf(empty.json<Accepted>().id)).toEqual([]);
    });
  });

  it('issue 22 §10, one rule: `consent` is optional on every form (the spec\'s call shapes are accepted without it, JSON or multipart); when sent it must be `true` — false is a 400 naming it, and nothing is stored', async () => {
    const before = await requestCount();
    const forms: [string, Json][] = [
      ['/api/contacts/', { name: 'Анна', phone: '+79031234567', email: 'anna@mail.ru' }],
      ['/api/contacts/', { name: 'Игорь', phone: '+79161234567', topic: 'buyback', brand: 'Rolex', model: 'Daytona' }],
      ['/api/appointments/', { name: 'Анна', phone: '+79031234567', city: 'dubai', date: openDay(2), time: '12:00' }],
      ['/api/order-requests/', { model: 'Daytona', name: 'Сергей', phone: '+79251112233' }],
      ['/api/price-requests/', { watch: watchId, name: 'Анна', phone: '+79031234567' }],
      ['/api/live-photo-requests/', { watch: watchId, name: 'Анна', phone: '+79031234567' }],
    ];
    for (const [url, fields] of forms) {
      expectFields(await post(url, { ...fields, consent: false }), ['consent'], `${url} consent false`);
      if (url !== '/api/appointments/') {
        const text = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
        expectFields(await postForm(url, { ...text, consent: 'false' }), ['consent'], `${url} multipart consent false`);
      }
    }
    expect(await requestCount()).toBe(before);
    // In the spec's shape (no consent), each is accepted, JSON and multipart; `consent: true` is accepted too.
    for (const [url, fields] of forms) {
      expect(fields).not.toHaveProperty('consent');
      const sent = await post(url, fields);
      expect(sent.statusCode, `${url} ${sent.body}`).toBe(201);
      expect((await post(url, { ...fields, consent: true })).statusCode, `${url} consent true`).toBe(201);
      if (url !== '/api/appointments/') {
        const text = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
        const multipartSent = await postForm(url, text);
        expect(multipartSent.statusCode, `${url} multipart ${multipartSent.body}`).toBe(201);
      }
    }
    expect(await requestCount()).toBe(before + forms.length * 2 + forms.filter(([url]) => url !== '/api/appointments/').length);
  });

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

describe.each(targets)('the video gallery and the FAQ on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { watches: 10 });
  });
  afterAll(async () => server?.close());

  interface Video {
    id: number;
    title: string;
    video_url: string;
    format: string;
  }
  interface Faq {
    id: number;
    question: string;
    order: number;
    group?: string;
  }

  it('part 2 §2 "/video": a dozen videos, 9 a page with an absolute next, some vertical, each with an 11-character id', async () => {
    const first = await server.json<{ count: number; next: string | null; results: Video[] }>({ method: 'GET', url: '/api/videos/' });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(12);
    expect(first.body.results).toHaveLength(9);
    expect(first.body.next).toMatch(/^http:\/\/localhost(:\d+)?\/api\/videos\/\?page=2&page_size=9$/);
    const next = new URL(first.body.next ?? '');
    const second = await server.json<{ next: string | null; results: Video[] }>({ method: 'GET', url: `${next.pathname}${next.search}` });
    expect(second.body.results).toHaveLength(3);
    expect(second.body.next).toBeNull();
    const all = [...first.body.results, ...second.body.results];
    expect(new Set(all.map((v) => v.id)).size).toBe(12);
    for (const v of all) expect(v.video_url).toMatch(/^https:\/\/www\.youtube\.com\/(watch\?v=|shorts\/)[A-Za-z0-9_-]{11}$/);
    const vertical = await server.json<{ count: number; results: Video[] }>({ method: 'GET', url: '/api/videos/?format=vertical&page_size=50' });
    expect(vertical.body.count).toBeGreaterThanOrEqual(3);
    expect(vertical.body.results.every((v) => v.format === 'vertical' && v.video_url.includes('/shorts/'))).toBe(true);
    const english = await server.json<{ results: Video[] }>({ method: 'GET', url: '/api/videos/', headers: { 'accept-language': 'en' } });
    expect(english.body.results[0]?.title).not.toBe(first.body.results[0]?.title);
  });

  it('part 2 §2 "/faq": active entries in order, each in one of the four groups; English on request', async () => {
    const faq = await server.json<{ count: number; results: Faq[] }>({ method: 'GET', url: '/api/faqs/?page_size=100' });
    expect(faq.status).toBe(200);
    expect(faq.body.count).toBe(faq.body.results.length);
    expect(faq.body.results.map((f) => f.order)).toEqual([...faq.body.results.map((f) => f.order)].sort((a, b) => a - b));
    const groups = new Map<string, number>();
    for (const f of faq.body.results) groups.set(f.group ?? 'none', (groups.get(f.group ?? 'none') ?? 0) + 1);
    expect([...groups.keys()].sort()).toEqual(['delivery', 'order_payment', 'products', 'warranty']);
    for (const [group, n] of groups) expect(n, group).toBeGreaterThanOrEqual(2);
    const english = await server.json<{ results: Faq[] }>({ method: 'GET', url: '/api/faqs/?page_size=5', headers: { 'accept-language': 'en' } });
    expect(english.body.results).toHaveLength(5);
    expect(english.body.results[0]?.question).toBe('How do I place an order?');
    expect(english.body.results[0]?.group).toBe('order_payment');
  });
});
