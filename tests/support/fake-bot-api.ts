import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Keyboard {
  inline_keyboard: { text: string; callback_data: string }[][];
}

export interface Delivery {
  path: string;
  chat_id: string;
  text: string;
  message_id: number;
  reply_markup?: Keyboard;
}

export interface Edit {
  chat_id: string | number;
  message_id: number;
  text: string;
  reply_markup?: Keyboard;
}

type Body = Record<string, unknown>;
type Reply = { status: number; body: Body } | 'drop';

const ok = (result: unknown): Reply => ({ status: 200, body: { ok: true, result } });
const refuse = (status: number, description: string): Reply => ({ status, body: { ok: false, error_code: status, description } });

/**
 * A Telegram Bot API stand-in for the managers' chat. sendMessage: every distinct text fails `failures` times (the
 * first a 500, the next a dropped connection; two by default), then is accepted with a new message id; `delivered`
 * holds what was accepted, `tries` every attempt per text, `paths` the paths messages were sent to.
 * The buttons (issue 27): `press` queues a callback query as Telegram would; getUpdates hands out the queued updates
 * from its `offset` on (an offset confirms every update before it, as Telegram's does) and holds the request up to
 * its `timeout` while there are none; answerCallbackQuery, editMessageText and setWebhook/deleteWebhook are
 * recorded; getUpdates answers 409 while a webhook is set, as Telegram does.
 */
export class FakeBotApi {
  readonly tries = new Map<string, number>();
  readonly delivered: Delivery[] = [];
  readonly paths = new Set<string>();
  readonly answers: { callback_query_id: string; text: string }[] = [];
  readonly edits: Edit[] = [];
  readonly webhooks: { url: string; secret_token: string; allowed_updates: unknown }[] = [];
  /** Every getUpdates call's offset, in order. */
  readonly polls: number[] = [];
  /** The most getUpdates requests open at one moment (Telegram allows one per bot). */
  maxConcurrentPolls = 0;
  webhook: string | undefined;
  private openPolls = 0;
  private updates: Body[] = [];
  private nextUpdateId = 1;
  private readonly waiters = new Set<() => void>();
  private readonly messages = new Map<number, { text: string; markup: string }>();
  private server: Server | undefined;

  constructor(private readonly failures = 2) {}

  /** Listens on a free loopback port; answers the base URL (TELEGRAM_API_BASE). */
  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** An update as Telegram sends it on a press of a button under message `messageId` (not queued: see `press`). */
  update(from: number, chatId: number | string, messageId: number, data: string): { update_id: number; callback_query: Body & { id: string } } {
    const id = this.nextUpdateId++;
    const text = this.messages.get(messageId)?.text ?? '';
    return {
      update_id: id,
      callback_query: { id: `cb-${id}`, from: { id: from, is_bot: false, first_name: 'M' }, chat_instance: '1', data, message: { message_id: messageId, date: 1, chat: { id: /^-?\d+$/.test(String(chatId)) ? Number(chatId) : chatId, type: 'supergroup' }, text } },
    };
  }

  /** Queues a press for getUpdates, as Telegram would; answers the update. */
  press(from: number, chatId: number | string, messageId: number, data: string): ReturnType<FakeBotApi['update']> {
    const update = this.update(from, chatId, messageId, data);
    this.updates.push(update);
    for (const wake of this.waiters) wake();
    return update;
  }

  /** The answers given to one callback query. */
  answersTo(callbackId: string): string[] {
    return this.answers.filter((a) => a.callback_query_id === callbackId).map((a) => a.text);
  }

  /** Whether getUpdates has been asked from past `updateId` (the update was handled and confirmed). */
  confirmed(updateId: number): boolean {
    return this.polls.some((offset) => offset > updateId);
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Body;
    const method = (request.url ?? '').split('/').pop() ?? '';
    const reply = await this.method(method, body, request.url ?? '', response);
    if (reply === 'drop') request.socket.destroy();
    else if (!response.destroyed) response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  }

  private async method(method: string, body: Body, path: string, response: ServerResponse): Promise<Reply> {
    switch (method) {
      case 'sendMessage':
        return this.sendMessage(body, path);
      case 'getUpdates':
        return this.getUpdates(body, response);
      case 'answerCallbackQuery':
        this.answers.push({ callback_query_id: String(body.callback_query_id), text: String(body.text ?? '') });
        return ok(true);
      case 'editMessageText':
        return this.editMessageText(body);
      case 'setWebhook':
        this.webhook = String(body.url);
        this.webhooks.push({ url: String(body.url), secret_token: String(body.secret_token), allowed_updates: body.allowed_updates });
        return ok(true);
      case 'deleteWebhook':
        this.webhook = undefined;
        return ok(true);
      default:
        return refuse(404, 'Not Found');
    }
  }

  private sendMessage(body: Body, path: string): Reply {
    const text = String(body.text);
    this.paths.add(path);
    const tries = (this.tries.get(text) ?? 0) + 1;
    this.tries.set(text, tries);
    if (tries <= this.failures) return tries === 1 ? refuse(500, 'Internal Server Error') : 'drop';
    const messageId = this.delivered.length + 1;
    const markup = body.reply_markup as Keyboard | undefined;
    this.delivered.push({ path, chat_id: String(body.chat_id), text, message_id: messageId, ...(markup ? { reply_markup: markup } : {}) });
    this.messages.set(messageId, { text, markup: JSON.stringify(markup ?? { inline_keyboard: [] }) });
    return ok({ message_id: messageId, date: 1, chat: { id: body.chat_id }, text });
  }

  private editMessageText(body: Body): Reply {
    const messageId = Number(body.message_id);
    const message = this.messages.get(messageId);
    if (!message) return refuse(400, 'Bad Request: message to edit not found');
    const text = String(body.text);
    const markup = JSON.stringify(body.reply_markup ?? { inline_keyboard: [] });
    if (message.text === text && message.markup === markup) {
      return refuse(400, 'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message');
    }
    this.messages.set(messageId, { text, markup });
    this.edits.push({ chat_id: body.chat_id as string | number, message_id: messageId, text, reply_markup: body.reply_markup as Keyboard });
    return ok({ message_id: messageId, text });
  }

  private async getUpdates(body: Body, response: ServerResponse): Promise<Reply> {
    if (this.webhook) return refuse(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
    const offset = Number(body.offset ?? 0);
    this.polls.push(offset);
    this.updates = this.updates.filter((update) => Number(update.update_id) >= offset);
    this.openPolls += 1;
    this.maxConcurrentPolls = Math.max(this.maxConcurrentPolls, this.openPolls);
    try {
      if (this.updates.length === 0) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            this.waiters.delete(wake);
            clearTimeout(timer);
            response.off('close', wake);
            resolve();
          };
          const timer = setTimeout(wake, Number(body.timeout ?? 0) * 1000);
          this.waiters.add(wake);
          // The poller gave up (a node shutting down): its request ends here.
          response.once('close', wake);
        });
      }
      return ok(this.updates.slice(0, 100));
    } finally {
      this.openPolls -= 1;
    }
  }

  async close(): Promise<void> {
    for (const wake of this.waiters) wake();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
