import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMember, type Headers, type Page, type Schemas } from '../support/manageSuite.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 27: the staff's requests queue — the customers' requests (never the honeypot's), newest first, each with the
 * one-line summary the customer's profile shows, in the reader's language; taken up (the taker named) and closed,
 * once: a second press is a 409 saying where the request is. Every answer is checked against openapi.yaml.
 */
type ManageRequest = Schemas['ManageRequest'];

describe.each(targets)('the staff requests queue on $name', (target) => {
  let server: TestServer;
  let manager: { headers: Headers; id: number } = { headers: {}, id: 0 };
  let modelRequest = 0;
  let callback = 0;

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 10, auth: { loginAttemptsPerClient: 100_000, codesPerClientPerHour: 100_000 } });
    manager = await staffMember(server, 'manager', { first_name: 'Мария', last_name: 'Орлова' });
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await server.json<{ id: number }>({ method: 'POST', url, payload });
      expect(response.status).toBe(201);
      return response.body.id;
    };
    modelRequest = await post('/api/order-requests/', { model: 'Rolex Daytona 126500LN', name: 'Сергей', phone: '8 925 111-22-33', message: 'Белый циферблат', page: '/' });
    callback = await post('/api/contacts/', { name: 'Анна Кузнецова', phone: '+7 903 555-12-34', email: 'anna@example.ru', topic: 'callback', message: 'Перезвоните после шести' });
    // The honeypot's request gets the same 201 and is never listed.
    await post('/api/contacts/', { name: 'Spam Bot', phone: '+7 903 000-00-00', message: 'Buy now', website: 'https://spam.example' });
  });
  afterAll(async () => server?.close());

  const get = (query: string, lang = 'ru') => server.json<Page<ManageRequest>>({ method: 'GET', url: `/api/manage/requests/?${query}`, headers: { ...manager.headers, 'accept-language': lang } });
  const act = (id: number, action: string, lang = 'ru') =>
    server.json<ManageRequest & { detail?: string }>({ method: 'POST', url: `/api/manage/requests/${id}/action/`, headers: { ...manager.headers, 'accept-language': lang }, payload: { action } });

  it('lists the requests newest first with their summary in the reader’s language, never the honeypot’s', async () => {
    const ru = await get('');
    expect(ru.status).toBe(200);
    expect(ru.body.count).toBe(2);
    expect(ru.body.results.map((row) => [row.id, row.kind, row.status, row.summary, row.phone, row.taken_by])).toEqual([
      [callback, 'contact', 'new', 'Обратный звонок: Перезвоните после шести', '+79035551234', null],
      [modelRequest, 'order_request', 'new', 'Заказ модели: Rolex Daytona 126500LN', '+79251112233', null],
    ]);
    expect((await get('', 'en')).body.results.map((row) => row.summary)).toEqual(['Callback: Перезвоните после шести', 'Model request: Rolex Daytona 126500LN']);
  });

  it('filters by kind, status and a search of name, e-mail, message or phone', async () => {
    const ids = async (query: string) => (await get(query)).body.results.map((row) => row.id);
    expect(await ids('kind=order_request')).toEqual([modelRequest]);
    expect(await ids('status=done')).toEqual([]);
    expect(await ids(`search=${encodeURIComponent('кузнецова')}`)).toEqual([callback]);
    expect(await ids('search=anna%40example')).toEqual([callback]);
    expect(await ids(`search=${encodeURIComponent('8 (925) 111-22-33')}`)).toEqual([modelRequest]);
  });

  it('take names the taker, done closes it; a second press is a 409 saying where it is; a done one can be taken again', async () => {
    const taken = await act(modelRequest, 'take');
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ id: modelRequest, status: 'in_progress', taken_by: { id: manager.id, name: 'Мария Орлова' } });
    expect(await act(modelRequest, 'take')).toEqual({ status: 409, body: { detail: 'Заявка уже в работе.' } });
    expect((await act(modelRequest, 'done', 'en')).body.status).toBe('done');
    expect(await act(modelRequest, 'done', 'en')).toEqual({ status: 409, body: { detail: 'The request is already done.' } });
    expect((await act(modelRequest, 'take')).body.status).toBe('in_progress');
    expect((await get('status=in_progress')).body.results.map((row) => row.id)).toEqual([modelRequest]);
    expect((await act(999999, 'take')).status).toBe(404);

    const log = await server.json<Page<{ action: string; actor: { name: string } | null; before: unknown; after: unknown }>>({
      method: 'GET',
      url: `/api/manage/audit/?subject_type=request&subject_id=${modelRequest}`,
      headers: manager.headers,
    });
    expect(log.body.results.map((entry) => [entry.action, entry.actor?.name, entry.before, entry.after])).toEqual([
      ['request.take', 'Мария Орлова', { status: 'done' }, { status: 'in_progress' }],
      ['request.done', 'Мария Орлова', { status: 'in_progress' }, { status: 'done' }],
      ['request.take', 'Мария Орлова', { status: 'new' }, { status: 'in_progress' }],
    ]);
  });
});
