import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

type Accepted = { id: number; detail: string };
type Failure = { detail: string; errors?: Record<string, string[]> };

// The smallest real images of each accepted kind (their first bytes are what the server recognises).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(32)]);

/** A multipart/form-data body as a browser's FormData would send it, in the spec's shape (no consent unless the fields say). */
async function multipart(fields: Record<string, string>, file?: { field?: string; name: string; type: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field ?? 'photo', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

describe.each(targets)('price and live-photo requests on $name', (target) => {
  let server: TestServer;
  let watchId: number;
  let jewelryId: number;
  let bagId: number;
  // Every test speaks from its own address, so the rate limit of one test never reaches another.
  let client = 0;
  const nextAddress = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 60 });
    const first = (table: 'watches' | 'jewelry' | 'bags') =>
      server.database.db.selectFrom(table).select('id').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow();
    watchId = (await first('watches')).id;
    jewelryId = (await first('jewelry')).id;
    bagId = (await first('bags')).id;
  });
  afterAll(async () => server?.close());

  // A form in the spec's call shape: `consent` is optional (issue 22 §10); a test about the consent sets it itself.
  const postJson = (url: string, payload: Record<string, unknown>, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
    server.call({ method: 'POST', url, payload, remoteAddress, headers });
  const stored = (id: number) => server.database.db.selectFrom('customer_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const photosOf = (id: number) => server.database.db.selectFrom('request_photos').selectAll().where('request_id', '=', id).execute();
  const requestCount = async () => Number((await server.database.db.selectFrom('customer_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('part 1 §7 "Requests": a JSON price request about a watch is stored and answered 201 {id, detail}', async () => {
    const response = await postJson(
      '/api/price-requests/',
      { watch: watchId, name: '  Алексей Смирнов ', phone: '+7 916 123-45-67', email: 'alexey@yandex.ru', message: 'Есть скидка?', website: '', consent: true },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<Accepted>();
    expect(body.detail).toBe('Заявка принята. Мы свяжемся с вами в ближайшее время.');
    const row = await stored(body.id);
    expect(row).toMatchObject({ kind: 'price', watch_id: watchId, jewelry_id: null, bag_id: null, name: 'Алексей Смирнов', phone: '+79161234567', email: 'alexey@yandex.ru', is_spam: false });
    expect(row.client_key).toMatch(/^[0-9a-f]{32}$/);
    expect(row.client_key).not.toContain('10.0.');
  });

  it('part 1 §2.7: price requests cover jewelry and bags, live-photo requests are stored as their own kind (English answer on request)', async () => {
    const jewelry = await postJson('/api/price-requests/', { jewelry: jewelryId, name: 'Мария', phone: '+971 55 987 6543' });
    expect(jewelry.statusCode).toBe(201);
    expect(await stored(jewelry.json<Accepted>().id)).toMatchObject({ kind: 'price', jewelry_id: jewelryId, email: null, message: null });
    const bag = await postJson('/api/live-photo-requests/', { bag: bagId, name: 'Maria', phone: '+971559876543' }, nextAddress(), { 'accept-language': 'en' });
    expect(bag.statusCode).toBe(201);
    expect(bag.json<Accepted>().detail).toBe('Request received. We will contact you shortly.');
    expect(await stored(bag.json<Accepted>().id)).toMatchObject({ kind: 'live_photos', bag_id: bagId });
  });

  it('part 1 §3, issue 16: a multipart request\'s photo is stored in the database as its real type, under a random key', async () => {
    for (const [bytes, mime] of [[PNG, 'image/png'], [JPEG, 'image/jpeg'], [WEBP, 'image/webp'], [HEIC, 'image/heic']] as const) {
      const { payload, headers } = await multipart(
        { watch: String(watchId), name: 'Игорь', phone: '8 (916) 700-00-01', message: 'Фото прилагаю' },
        { name: '../../etc/passwd.exe', type: 'application/octet-stream', bytes },
      );
      const response = await server.call({ method: 'POST', url: '/api/live-photo-requests/', payload, headers, remoteAddress: nextAddress() });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<Accepted>().id;
      // Issue 22 item 4: the phone is kept in the shop's one form, whichever way it was typed.
      expect(await stored(id)).toMatchObject({ kind: 'live_photos', watch_id: watchId, phone: '+79167000001', message: 'Фото прилагаю' });
      const [photo, ...more] = await photosOf(id);
      expect(more).toEqual([]);
      expect(photo).toMatchObject({ path: null, mime_type: mime, size_bytes: bytes.length });
      expect(photo?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // The client's name is a label at most: never a path.
      expect(photo?.original_name ?? '').not.toContain('/');
      expect(Buffer.from(photo?.data ?? []).equals(bytes)).toBe(true);
      // Served as what its bytes are (not what the client declared), never sniffed, never kept by a shared cache.
      const served = await server.call({ method: 'GET', url: `/api/request-photos/${photo?.key ?? ''}/` });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({ 'content-type': mime, 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=86400, immutable' });
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    // Nothing was written to this node's disk.
    expect(existsSync(join(server.dataDir, 'uploads'))).toBe(false);
  });

  it('issue 16: a photo is fetched only by its random key; an unknown key is a 404, anything else a 400', async () => {
    const unknown = await server.call({ method: 'GET', url: '/api/request-photos/6f1c2b4e-8d3a-4f5b-9c7e-2a1d0e9f8b7c/' });
    expect(unknown.statusCode).toBe(404);
    for (const key of ['1', 'not-a-key', '..%2F..%2Fetc%2Fpasswd']) {
      expect((await server.call({ method: 'GET', url: `/api/request-photos/${key}/` })).statusCode, key).toBe(400);
    }
  });

  it('issue 16: a photo an earlier build left under DATA_DIR/uploads is served by a node that has the file and copied into the database', async () => {
    const { id } = (await postJson('/api/price-requests/', { watch: watchId, name: 'Игорь', phone: '+79161234567' })).json<Accepted>();
    const path = '2025/01/0b5e3d52-3f0e-4a7c-9a55-6c1f4f3b2d10.png';
    mkdirSync(join(server.dataDir, 'uploads', 'requests', '2025', '01'), { recursive: true });
    writeFileSync(join(server.dataDir, 'uploads', 'requests', path), PNG);
    const { key } = await server.database.db
      .insertInto('request_photos')
      .values({ request_id: id, path: `requests/${path}`, mime_type: 'image/png', size_bytes: PNG.length, original_name: 'old.png' })
      .returning('key')
      .executeTakeFirstOrThrow();
    const served = await server.call({ method: 'GET', url: `/api/request-photos/${key}/` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const row = await server.database.db.selectFrom('request_photos').select(['data', 'path']).where('key', '=', key).executeTakeFirstOrThrow();
    expect(Buffer.from(row.data ?? []).equals(PNG)).toBe(true);
    // From now on the file is not needed: any node answers from the database.
    rmSync(join(server.dataDir, 'uploads'), { recursive: true });
    expect((await server.call({ method: 'GET', url: `/api/request-photos/${key}/` })).rawPayload.equals(PNG)).toBe(true);
  });

  it('part 1 §5: multipart fields are validated like JSON (400 naming the field), and an empty file input is no photo', async () => {
    const bad = await multipart({ watch: String(watchId), name: 'Игорь', phone: '12-34' });
    const response = await server.call({ method: 'POST', url: '/api/price-requests/', ...bad, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<Failure>().errors ?? {})).toEqual(['phone']);
    const unknown = await multipart({ watch: String(watchId), name: 'Игорь', phone: '+79161234567', admin: 'true' });
    const refused = await server.call({ method: 'POST', url: '/api/price-requests/', ...unknown, remoteAddress: nextAddress() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Failure>().errors?.admin).toEqual(['Неизвестное поле.']);
    const empty = await multipart({ bag: String(bagId), name: 'Игорь', phone: '+79161234567' }, { name: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) });
    const accepted = await server.call({ method: 'POST', url: '/api/price-requests/', ...empty, remoteAddress: nextAddress() });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await photosOf(accepted.json<Accepted>().id)).toEqual([]);
  });

  it('part 1 §3: a photo that is not an image is refused with 415 naming the photo, whatever its name and declared type', async () => {
    const before = await requestCount();
    const { payload, headers } = await multipart(
      { watch: String(watchId), name: 'Игорь', phone: '+79161234567' },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('#!/bin/sh\necho not an image\n') },
    );
    const response = await server.call({ method: 'POST', url: '/api/price-requests/', payload, headers, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(415);
    const body = response.json<Failure>();
    expect(body.detail).toMatch(/изображение/i);
    expect(body.errors?.photo?.[0]).toMatch(/JPEG, PNG, WebP или HEIC/);
    expect(await requestCount()).toBe(before);
  });

  it('part 1 §3: a photo over 10 MB is refused with 413 naming the photo, and a second file with 413 too', async () => {
    const before = await requestCount();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const { payload, headers } = await multipart({ watch: String(watchId), name: 'Игорь', phone: '+79161234567' }, { name: 'big.png', type: 'image/png', bytes: big });
    const response = await server.call({ method: 'POST', url: '/api/price-requests/', payload, headers, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(413);
    expect(response.json<Failure>()).toEqual({ detail: 'Фото слишком большое (не более 10 МБ).', errors: { photo: ['Фото слишком большое (не более 10 МБ).'] } });
    const form = new FormData();
    form.append('watch', String(watchId));
    form.append('name', 'Игорь');
    form.append('phone', '+79161234567');
    form.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    form.append('photo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const two = await server.call({
      method: 'POST',
      url: '/api/price-requests/',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      remoteAddress: nextAddress(),
    });
    expect(two.statusCode).toBe(413);
    expect(two.json<Failure>().errors?.photo).toEqual(['Можно приложить только одно фото.']);
    expect(await requestCount()).toBe(before);
  });

  it('part 1 §3 honeypot: a filled `website` is answered exactly like a success but stored as spam, without its photo', async () => {
    const human = await postJson('/api/price-requests/', { watch: watchId, name: 'Анна', phone: '+79031234567', website: '' });
    const { payload, headers } = await multipart(
      { watch: String(watchId), name: 'Анна', phone: '+79031234567', website: 'http://spam.example' },
      { name: 'x.png', type: 'image/png', bytes: PNG },
    );
    const bot = await server.call({ method: 'POST', url: '/api/price-requests/', payload, headers, remoteAddress: nextAddress() });
    expect(bot.statusCode).toBe(human.statusCode);
    expect(Object.keys(bot.json<Accepted>())).toEqual(Object.keys(human.json<Accepted>()));
    expect(bot.json<Accepted>().detail).toBe(human.json<Accepted>().detail);
    expect(bot.json<Accepted>().id).toBeGreaterThan(human.json<Accepted>().id);
    expect((await stored(human.json<Accepted>().id)).is_spam).toBe(false);
    expect((await stored(bot.json<Accepted>().id)).is_spam).toBe(true);
    expect(await photosOf(bot.json<Accepted>().id)).toEqual([]);
  });

  it('part 1 §5 "Contact form": name, phone, email and consent are checked; each failure is a 400 naming its field', async () => {
    const before = await requestCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ watch: watchId, name: '   ', phone: '+79161234567' }, 'name'],
      [{ watch: watchId, name: 'Анна', phone: '123456' }, 'phone'],
      [{ watch: watchId, name: 'Анна', phone: '+7 916 123 45 67 89 01 23' }, 'phone'],
      [{ watch: watchId, name: 'Анна', phone: 'телефон 1234567' }, 'phone'],
      [{ watch: watchId, name: 'Анна', phone: '+79161234567', email: 'anna@' }, 'email'],
      [{ watch: watchId, name: 'Анна', phone: '+79161234567', consent: false }, 'consent'],
      [{ watch: watchId, phone: '+79161234567' }, 'name'],
      [{ watch: watchId, name: 'Анна', phone: '+79161234567', colour: 'red' }, 'colour'],
    ];
    for (const [payload, field] of cases) {
      const response = await postJson('/api/price-requests/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<Failure>();
      expect(body.detail).toBeTruthy();
      expect(Object.keys(body.errors ?? {}), JSON.stringify(payload)).toEqual([field]);
    }
    expect(await requestCount()).toBe(before);
  });

  it('part 1 §3: exactly one existing product is required; an unknown id is a 400 naming the field', async () => {
    const none = await postJson('/api/price-requests/', { name: 'Анна', phone: '+79161234567' });
    expect(none.statusCode).toBe(400);
    expect(none.json<Failure>().errors).toEqual({ non_field_errors: ['Укажите ровно одно из: watch, jewelry, bag.'] });
    const two = await postJson('/api/price-requests/', { watch: watchId, bag: bagId, name: 'Анна', phone: '+79161234567' });
    expect(two.statusCode).toBe(400);
    expect(two.json<Failure>().errors?.non_field_errors).toHaveLength(1);
    for (const [field, url] of [['watch', '/api/price-requests/'], ['jewelry', '/api/live-photo-requests/'], ['bag', '/api/price-requests/']] as const) {
      const response = await postJson(url, { [field]: 99_999_999, name: 'Анна', phone: '+79161234567' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<Failure>().errors ?? {})).toEqual([field]);
      expect(response.json<Failure>().errors?.[field]?.[0]).toMatch(/99999999/);
    }
  });

  it('part 1 §8: a sixth request within a minute from one client answers 429 {detail} with Retry-After; price and live photos share the limit; other clients are unaffected', async () => {
    const address = nextAddress();
    const body = { watch: watchId, name: 'Анна', phone: '+79161234567' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await postJson(i % 2 ? '/api/live-photo-requests/' : '/api/price-requests/', body, address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const before = await requestCount();
    for (const url of ['/api/price-requests/', '/api/live-photo-requests/']) {
      const limited = await postJson(url, body, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ detail: 'Слишком много запросов. Попробуйте ещё раз через минуту.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(await requestCount()).toBe(before);
    expect((await postJson('/api/price-requests/', body, nextAddress())).statusCode).toBe(201);
    // The catalogue is not rate limited.
    for (let i = 0; i < 8; i++) expect((await server.call({ method: 'GET', url: '/api/popular/?page_size=1', remoteAddress: address })).statusCode).toBe(200);
  });

  it('a body type the operation does not list is refused with 415 before it is read (text, or multipart where only JSON is accepted)', async () => {
    const text = await server.call({ method: 'POST', url: '/api/price-requests/', payload: 'name=Anna', headers: { 'content-type': 'text/plain' }, remoteAddress: nextAddress() });
    expect(text.statusCode).toBe(415);
    expect(text.json<Failure>().detail).toMatch(/application\/json or multipart\/form-data/);
    const form = await multipart({ name: 'Дмитрий', phone: '+971501234567', city: 'dubai', date: '2024-07-15', time: '15:30' });
    const appointment = await server.call({ method: 'POST', url: '/api/appointments/', ...form, remoteAddress: nextAddress() });
    expect(appointment.statusCode).toBe(415);
    expect(existsSync(join(server.dataDir, 'uploads')) ? readdirSync(join(server.dataDir, 'uploads')) : []).not.toContain('appointments');
  });
});
