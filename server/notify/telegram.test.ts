import { describe, expect, it } from 'vitest';
import { telegramSender } from './telegram.ts';

const config = { botToken: '123456:SECRET-token', chatId: '-100200', apiBase: 'https://api.telegram.org' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the Bot API sender', () => {
  it('posts plain text to the chat through sendMessage and reads ok', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const send = telegramSender(config, async (url, init) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return json(200, { ok: true, result: { message_id: 1 } });
    });
    expect(await send(`Новая заявка\n${'x'.repeat(5000)}`)).toEqual({ ok: true, messageId: 1 });
    expect(calls[0]?.url).toBe('https://api.telegram.org/bot123456:SECRET-token/sendMessage');
    expect(calls[0]?.body).toMatchObject({ chat_id: '-100200', disable_web_page_preview: true });
    expect((calls[0]?.body as { text: string }).text).toHaveLength(4096);
    expect(calls[0]?.body).not.toHaveProperty('parse_mode');
    expect(calls[0]?.body).not.toHaveProperty('reply_markup');
    const buttons = { inline_keyboard: [[{ text: 'Взять', callback_data: 'r:7:take' }]] };
    await send('Новая заявка #7', undefined, buttons);
    expect(calls[1]?.body).toMatchObject({ text: 'Новая заявка #7', reply_markup: buttons });
  });

  it('reports failures with their reason and Telegram\'s retry_after, never the token', async () => {
    const limited = telegramSender(config, async () => json(429, { ok: false, error_code: 429, description: 'Too Many Requests: retry after 7', parameters: { retry_after: 7 } }));
    expect(await limited('x')).toEqual({ ok: false, error: 'HTTP 429: Too Many Requests: retry after 7', retryAfterMs: 7000 });
    const refused = telegramSender(config, async () => json(200, { ok: false, description: 'Bad Request: chat not found' }));
    expect(await refused('x')).toEqual({ ok: false, error: 'HTTP 200: Bad Request: chat not found' });
    const broken = telegramSender(config, async (url) => {
      throw new Error(`request to ${String(url)} failed`);
    });
    const outcome = await broken('x');
    expect(outcome.ok).toBe(false);
    expect(JSON.stringify(outcome)).not.toContain('SECRET-token');
    expect(JSON.stringify(outcome)).toContain('<bot token>');
    const aborted = new AbortController();
    aborted.abort();
    const slow = telegramSender(config, async (_url, init) => {
      init?.signal?.throwIfAborted();
      return json(200, { ok: true });
    });
    expect(await slow('x', aborted.signal)).toEqual({ ok: false, error: 'network: aborted (shutting down)' });
  });
});
