import { expect } from 'vitest';
import { weekdayOf } from '../../kernel/boutiques.ts';
import { localNow } from '../../server/requests/validate.ts';
import { startTestServer, type targets, type TestServer } from './server.ts';

/**
 * What the form suites share (tests/server/forms.test.ts and forms-requests.test.ts): answer shapes, a photo of each
 * kind, days in Dubai's calendar, and the calls that send a form and read what was stored.
 */
export type Accepted = { id: number; detail: string };
export type Failure = { detail: string; errors?: Record<string, string[]> };
export type Json = Record<string, unknown>;
export interface MyRequests {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; kind: string; created_at: string; status: string; summary: string }[];
}

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/** A multipart/form-data body as a browser's FormData would send it (no consent unless the fields say). */
async function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (file) form.append('photo', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** A day in Dubai's calendar, `offset` days from today there. */
export const dubaiDay = (offset: number) => localNow(new Date(Date.now() + offset * 86_400_000), 'Asia/Dubai').date;
/** The first weekday (Monday to Friday: open 11:00–21:00, kernel/boutiques.ts) at least `offset` days ahead in Dubai. */
export const openDay = (offset: number): string => {
  for (let day = offset; ; day++) if ((weekdayOf(dubaiDay(day)) ?? 7) <= 5) return dubaiDay(day);
};
/** The first Sunday (both boutiques closed) at least `offset` days ahead in Dubai. */
export const sunday = (offset: number): string => {
  for (let day = offset; ; day++) if (weekdayOf(dubaiDay(day)) === 7) return dubaiDay(day);
};

/** The suite's server and an active watch for the price and live-photo requests. */
export async function startFormsServer(target: (typeof targets)[number]): Promise<{ server: TestServer; watchId: number }> {
  const server = await startTestServer(target, { watches: 20, auth: { loginAttemptsPerClient: 1000, codesPerClientPerHour: 1000 } });
  const watchId = (await server.database.db.selectFrom('watches').select('id').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow()).id;
  return { server, watchId };
}

/** The form calls over the suite's server (read when called: the server starts in beforeAll). */
export function formCalls(current: () => TestServer) {
  let client = 0;
  // Every test speaks from its own addresses, so one test's rate limit never reaches another.
  const nextAddress = () => `10.15.${Math.floor(++client / 250)}.${client % 250}`;
  /**
   * A form's fields in the spec's call shape: `consent` is optional (issue 22 §10, one rule), so a body carries it
   * only when a test sets it.
   */
  const post = (url: string, payload: Json, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    current().call({ method: 'POST', url, payload, headers, remoteAddress });
  const postForm = async (url: string, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, headers: Record<string, string> = {}) => {
    const form = await multipart(fields, file);
    return current().call({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers }, remoteAddress: nextAddress() });
  };
  const db = () => current().database.db;
  const stored = (id: number) => db().selectFrom('customer_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const photosOf = (id: number) => db().selectFrom('request_photos').selectAll().where('request_id', '=', id).execute();
  const requestCount = async () => Number((await db().selectFrom('customer_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const expectFields = (response: { statusCode: number; json<T>(): T }, fields: string[], label: string) => {
    expect(response.statusCode, label).toBe(400);
    expect(Object.keys(response.json<Failure>().errors ?? {}).sort(), label).toEqual([...fields].sort());
  };
  return { nextAddress, post, postForm, stored, photosOf, requestCount, expectFields };
}
