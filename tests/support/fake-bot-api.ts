import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  path: string;
  chat_id: string;
  text: string;
}

/**
 * A Telegram Bot API stand-in for the managers' notifications: every distinct text fails twice (a 500, then a
 * dropped connection), then is accepted. `delivered` holds what was accepted, `tries` every attempt per text.
 */
export class FakeBotApi {
  readonly tries = new Map<string, number>();
  readonly delivered: Delivery[] = [];
  readonly paths = new Set<string>();
  private server: Server | undefined;

  /** Listens on a free loopback port; answers the base URL (TELEGRAM_API_BASE). */
  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { chat_id: string; text: string };
    this.paths.add(request.url ?? '');
    const tries = (this.tries.get(body.text) ?? 0) + 1;
    this.tries.set(body.text, tries);
    if (tries === 1) {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, error_code: 500, description: 'Internal Server Error' }));
    } else if (tries === 2) {
      request.socket.destroy();
    } else {
      this.delivered.push({ path: request.url ?? '', chat_id: body.chat_id, text: body.text });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result: { message_id: this.delivered.length } }));
    }
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
