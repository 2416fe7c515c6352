import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerLine, requestMessage } from '../../server/requests/describe.ts';
import { findRequest } from '../../server/requests/repository.ts';
import { formCalls, JPEG, openDay, PNG, startFormsServer, type Accepted, type Failure, type Json } from '../support/formsSuite.ts';
import { targets, type TestServer } from '../support/server.ts';

/**
 * Issue 15 (server): the contact, callback and buyback form (POST /api/contacts/) — every field checked, photos by
 * their bytes, each request stored with its kind, customer, page and status — and the consent rule of every form.
 * Appointments, order requests, the honeypot, per-client limits and a customer's own requests are in
 * forms-requests.test.ts. Every answer is checked against openapi.yaml by the harness.
 */
describe.each(targets)('contact, appointment and order requests on $name', (target) => {
  let server: TestServer;
  let watchId: number;
  const { nextAddress, post, postForm, stored, photosOf, requestCount, expectFields } = formCalls(() => server);

  beforeAll(async () => {
    ({ server, watchId } = await startFormsServer(target));
  });
  afterAll(async () => server?.close());

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
});
