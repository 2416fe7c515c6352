import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/** Part 2 §2: the video gallery (GET /api/videos/) and the FAQ (GET /api/faqs/), paged and in both languages. */
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
