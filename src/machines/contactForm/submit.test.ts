import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, type FormValues } from './fields.ts';
import { submitRequest } from './submit.ts';

const values = (v: Partial<FormValues>): FormValues => ({ ...EMPTY_VALUES, ...v });
const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('submitRequest: the call and body of each kind (part 2 §7)', () => {
  it('contact → /api/contacts/ JSON with the topic of its page and the consent', () => {
    expect(
      submitRequest({
        kind: 'contact',
        page: '/services',
        product: null,
        values: values({ name: ' Анна ', phone: '+7 903 555-12-34', email: ' anna@mail.ru ', message: ' Оценка Nautilus ', consent: true }),
        photos: [],
      }),
    ).toEqual({
      operation: 'createContactRequest',
      body: { name: 'Анна', phone: '+7 903 555-12-34', email: 'anna@mail.ru', message: 'Оценка Nautilus', topic: 'valuation', consent: true, page: '/services', website: '' },
      photos: [],
    });
  });

  it('buyback → /api/contacts/ topic buyback, the watch fields (empty ones left out) and every photo in order (issue 22 §8)', () => {
    const [first, second] = [photo('dial.jpg'), photo('case.jpg')];
    const request = submitRequest({
      kind: 'buyback',
      page: '/watch-buyback',
      product: null,
      values: values({ brand: 'Patek Philippe', model: 'Nautilus 5711/1A', year: '2019', expectedPrice: '115 000 $', name: 'Игорь', phone: '+7 916 700-00-01', message: 'Полный комплект' }),
      photos: [first, second],
    });
    expect(request).toEqual({
      operation: 'createContactRequest',
      body: {
        name: 'Игорь',
        phone: '+7 916 700-00-01',
        message: 'Полный комплект',
        topic: 'buyback',
        brand: 'Patek Philippe',
        model: 'Nautilus 5711/1A',
        year: '2019',
        expected_price: '115 000 $',
        page: '/watch-buyback',
        website: '',
      },
      photos: [first, second],
    });
  });

  it('orderRequest → /api/order-requests/ with the model and the optional photo; no consent (the spec\'s shape, issue 22 §10)', () => {
    expect(submitRequest({ kind: 'orderRequest', page: '/', product: null, values: values({ model: 'Daytona', name: 'Сергей', phone: '1234567' }), photos: [] })).toEqual({
      operation: 'createOrderRequest',
      body: { model: 'Daytona', name: 'Сергей', phone: '1234567', message: '', page: '/', website: '' },
      photo: null,
    });
  });

  it('appointment → /api/appointments/ with the phone reduced to digits and the comment', () => {
    expect(
      submitRequest({
        kind: 'appointment',
        page: '/appointment',
        product: null,
        values: values({ name: 'Дмитрий', phone: '+971 (50) 123-45-67', city: 'dubai', date: '2099-07-15', time: '15:30', message: 'Примерка 5711' }),
        photos: [],
      }),
    ).toEqual({
      operation: 'createAppointment',
      body: { name: 'Дмитрий', phone: '971501234567', city: 'dubai', date: '2099-07-15', time: '15:30', comment: 'Примерка 5711', page: '/appointment', website: '' },
      photo: null,
    });
  });

  it('the honeypot goes as typed (the server files it as spam)', () => {
    const request = submitRequest({ kind: 'orderRequest', page: '/', product: null, values: values({ model: 'x', name: 'Бот', phone: '1234567', website: 'http://spam' }), photos: [] });
    expect(request.operation === 'createOrderRequest' && request.body.website).toBe('http://spam');
  });

  it('price → /api/price-requests/ about its piece, with the e-mail, the message, the honeypot and the one photo', () => {
    const dial = photo('dial.jpg');
    expect(
      submitRequest({
        kind: 'price',
        page: '',
        product: { watch: 12 },
        values: values({ name: ' Алексей ', phone: '+7 916 123-45-67', email: 'alexey@yandex.ru', consent: true }),
        photos: [dial],
      }),
    ).toEqual({
      operation: 'createPriceRequest',
      input: { product: { watch: 12 }, name: ' Алексей ', phone: '+7 916 123-45-67', email: 'alexey@yandex.ru', message: '', website: '', photo: dial },
    });
  });

  it('livePhotos → /api/live-photo-requests/ about its piece, without an e-mail (the modal asks none)', () => {
    expect(
      submitRequest({ kind: 'livePhotos', page: '', product: { bag: 3 }, values: values({ name: 'Мария', phone: '+971 55 987 6543', email: 'kept@draft.ru', consent: true }), photos: [] }),
    ).toEqual({
      operation: 'createLivePhotoRequest',
      input: { product: { bag: 3 }, name: 'Мария', phone: '+971 55 987 6543', message: '', website: '', photo: null },
    });
  });

  it('a modal\'s request without its piece is a wiring error, not a request', () => {
    expect(() => submitRequest({ kind: 'price', page: '', product: null, values: values({}), photos: [] })).toThrow(/needs its piece/);
  });
});
