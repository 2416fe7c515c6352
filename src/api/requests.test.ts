import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { createAppointment, createContactRequest, createLivePhotoRequest, createOrderRequest, createPriceRequest, productRequestBody } from './requests.ts';
import { json, pathOf, requestAt, stubFetch, stubLocalStorage } from './testing.ts';

const accepted = { id: 101, detail: 'Заявка принята. Мы свяжемся с вами в ближайшее время.' };
const input = { product: { watch: 12 }, name: '  Алексей ', phone: '+7 916 123-45-67', email: 'a@b.ru', message: 'Скидка?', website: '' };

async function failureOf(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).failure;
}

beforeEach(() => {
  stubLocalStorage({ access_token: 'tok' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('product request fetchers (part 1 §7 "Requests")', () => {
  it('createPriceRequest posts JSON with the product id, trimmed name and the empty honeypot', async () => {
    const fetchMock = stubFetch(() => json(accepted, 201));
    await expect(createPriceRequest(input)).resolves.toEqual(accepted);
    const request = requestAt(fetchMock);
    expect(request.method).toBe('POST');
    expect(pathOf(fetchMock)).toBe('/api/price-requests/');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    // The phone goes in E.164 (kernel/phone.ts, issue 22 item 4).
    expect(await request.json()).toEqual({ watch: 12, name: 'Алексей', phone: '+79161234567', email: 'a@b.ru', message: 'Скидка?', consent: true, website: '' });
  });

  it('createLivePhotoRequest posts to its own path and leaves out an empty email', async () => {
    const fetchMock = stubFetch(() => json(accepted, 201));
    await createLivePhotoRequest({ ...input, product: { bag: 4 }, email: '' });
    expect(pathOf(fetchMock)).toBe('/api/live-photo-requests/');
    const body = (await requestAt(fetchMock).json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('email');
    expect(body).toMatchObject({ bag: 4 });
  });

  it('with a photo, sends multipart/form-data: every field as a part plus the file', async () => {
    const fetchMock = stubFetch(() => json(accepted, 201));
    const photo = new File([new Uint8Array([1, 2, 3])], 'wrist.jpg', { type: 'image/jpeg' });
    await createPriceRequest({ ...input, product: { jewelry: 5 }, photo });
    const request = requestAt(fetchMock);
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('jewelry')).toBe('5');
    expect(form.get('name')).toBe('Алексей');
    expect(form.get('website')).toBe('');
    const part = form.get('photo');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('wrist.jpg');
    expect((part as File).size).toBe(3);
  });

  it('a 429 rejects with the rate-limited code and the server detail', async () => {
    stubFetch(() => json({ detail: 'Too many requests. Please try again in a minute.' }, 429));
    const failure = await failureOf(createPriceRequest(input));
    expect(failure).toMatchObject({ code: 'rate-limited', status: 429, detail: 'Too many requests. Please try again in a minute.' });
  });

  it('a network failure rejects with the network code', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failureOf(createLivePhotoRequest(input))).code).toBe('network');
  });

  it('productRequestBody keeps exactly one product id', () => {
    expect(productRequestBody({ product: { bag: 7 }, name: 'М', phone: '1234567' })).toEqual({ bag: 7, name: 'М', phone: '+1234567', message: '', consent: true, website: '' });
  });
});

describe('contact, buyback, appointment and order request fetchers (part 2 §7)', () => {
  const contact = { name: 'Анна Кузнецова', phone: '+7 903 555-12-34', email: 'anna@mail.ru', message: 'Хочу посмотреть Submariner.', topic: 'general' as const, consent: true as const, page: '/contacts', website: '' };

  it('createContactRequest posts JSON to /api/contacts/ and passes the signal', async () => {
    const fetchMock = stubFetch(() => json(accepted, 201));
    const controller = new AbortController();
    await expect(createContactRequest(contact, [], controller.signal)).resolves.toEqual(accepted);
    const request = requestAt(fetchMock);
    expect(request.method).toBe('POST');
    expect(pathOf(fetchMock)).toBe('/api/contacts/');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ ...contact, phone: '+79035551234' });
    // client.ts combines the caller's signal with its timeout: aborting the caller's aborts the request.
    const init = fetchMock.mock.calls[0]?.[1];
    controller.abort();
    expect((init?.signal ?? request.signal).aborted).toBe(true);
  });

  it('createContactRequest with the buyback photos sends multipart: the watch fields as parts plus every file, in order (issue 22 §8)', async () => {
    const fetchMock = stubFetch(() => json(accepted, 201));
    const photos = ['dial.jpg', 'case.jpg', 'back.jpg', 'clasp.jpg', 'box.jpg', 'papers.jpg'].map((name) => new File([new Uint8Array([1, 2])], name, { type: 'image/jpeg' }));
    await createContactRequest({ name: 'Игорь', phone: '+7 916 700-00-01', topic: 'buyback', brand: 'Patek Philippe', expected_price: '115000', consent: true, page: '/watch-buyback', website: '' }, photos);
    const request = requestAt(fetchMock);
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('topic')).toBe('buyback');
    expect(form.get('brand')).toBe('Patek Philippe');
    expect(form.get('expected_price')).toBe('115000');
    expect(form.getAll('photo').map((part) => (part as File).name)).toEqual(['dial.jpg', 'case.jpg', 'back.jpg', 'clasp.jpg', 'box.jpg', 'papers.jpg']);
  });

  it('createAppointment posts JSON to /api/appointments/', async () => {
    const fetchMock = stubFetch(() => json(accepted, 201));
    const body = { name: 'Дмитрий', phone: '971501234567', city: 'dubai' as const, date: '2099-07-15', time: '15:30', comment: '', consent: true as const, page: '/appointment', website: '' };
    await createAppointment(body);
    expect(pathOf(fetchMock)).toBe('/api/appointments/');
    expect(await requestAt(fetchMock).json()).toEqual({ ...body, phone: '+971501234567' });
  });

  it('createOrderRequest posts JSON, or multipart with the photo', async () => {
    const fetchMock = stubFetch(() => json(accepted, 201));
    const body = { model: 'Rolex Daytona 126500LN', name: 'Сергей', phone: '+7 925 111-22-33', message: '', consent: true as const, page: '/', website: '' };
    await createOrderRequest(body, null);
    expect(pathOf(fetchMock)).toBe('/api/order-requests/');
    expect(await requestAt(fetchMock).json()).toEqual({ ...body, phone: '+79251112233' });
    await createOrderRequest(body, new File(['x'], 'ref.png', { type: 'image/png' }));
    const form = await requestAt(fetchMock, 1).formData();
    expect(form.get('model')).toBe('Rolex Daytona 126500LN');
    expect((form.get('photo') as File).name).toBe('ref.png');
  });

  it('a 429 from any of them rejects as rate-limited', async () => {
    stubFetch(() => json({ detail: 'Too many requests. Please try again in a minute.' }, 429));
    expect((await failureOf(createOrderRequest({ model: 'x', name: 'Се', phone: '1234567', consent: true }, null))).code).toBe('rate-limited');
  });
});
