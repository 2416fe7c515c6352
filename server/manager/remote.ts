import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_HEADER, KEY_HEADER, readManagerKey } from '../manage/gate.ts';

/**
 * The manager CLI's way into a running server (issue 27): on the embedded database the server's process holds
 * PGlite, so `npm run manager` sends its commands to the server's staff API on this machine instead. It speaks for
 * the staff member signed in with `npm run manager -- login <phone>` (the session, refresh token included, is kept
 * in DATA_DIR/manager-session.json, mode 0600); without one, for the local command line through the key the server
 * wrote to DATA_DIR/manager.key (loopback only; whoever can read DATA_DIR can read the database anyway).
 */

export const SESSION_FILE = 'manager-session.json';

interface Session {
  phone: string;
  access: string;
  refresh: string;
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

export class RemoteServer {
  private session: Session | undefined;

  constructor(
    readonly base: string,
    private readonly dataDir: string,
    private readonly key: string | undefined,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.session = readSession(dataDir);
  }

  /** Who the commands act as: the signed-in staff member's phone, or the local command line. */
  get actingAs(): string {
    return this.session ? this.session.phone : 'the local command line';
  }

  /** One call; with a session a 401 refreshes it once and retries (part 1 §4's rule, as the shop's client does). */
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    let answer = await this.send(method, path, body, headers);
    if (answer.status === 401 && this.session && (await this.refresh())) answer = await this.send(method, path, body, headers);
    return answer;
  }

  /** Signs a staff member in (phone + password, then the code if the server asks for one) and keeps the session. */
  async login(phone: string, password: string, askCode: () => Promise<string>): Promise<Answer> {
    let answer = await this.send('POST', '/api/auth/login/', { phone, password }, {}, false);
    if (answer.status === 200 && (answer.body as { requires_verification?: boolean }).requires_verification) {
      answer = await this.send('POST', '/api/auth/verify_code/', { phone, code: await askCode() }, {}, false);
    }
    const pair = answer.body as { access?: string; refresh?: string };
    if (answer.status !== 200 || !pair.access || !pair.refresh) return answer;
    this.session = { phone, access: pair.access, refresh: pair.refresh };
    const me = await this.send('GET', '/api/manage/me/');
    if (me.status !== 200) {
      await this.logout();
      return me;
    }
    writeSession(this.dataDir, this.session);
    return me;
  }

  async logout(): Promise<void> {
    if (this.session) await this.send('POST', '/api/auth/logout/', { refresh: this.session.refresh }, {}, false);
    this.session = undefined;
    rmSync(join(this.dataDir, SESSION_FILE), { force: true });
  }

  private async refresh(): Promise<boolean> {
    const answer = await this.send('POST', '/api/auth/refresh/', { refresh: this.session?.refresh }, {}, false);
    const pair = answer.body as { access?: string; refresh?: string };
    if (answer.status !== 200 || !pair.access || !pair.refresh || !this.session) {
      // The session has ended (logged out elsewhere, a rotated token reused): back to the local command line.
      this.session = undefined;
      rmSync(join(this.dataDir, SESSION_FILE), { force: true });
      return false;
    }
    this.session = { ...this.session, access: pair.access, refresh: pair.refresh };
    writeSession(this.dataDir, this.session);
    return true;
  }

  private async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, authorised = true): Promise<Answer> {
    const auth: Record<string, string> = !authorised
      ? {}
      : this.session
        ? { authorization: `Bearer ${this.session.access}`, [CLI_HEADER]: 'cli' }
        : this.key
          ? { [KEY_HEADER]: this.key }
          : {};
    const isForm = body instanceof FormData;
    const response = await this.fetchImpl(`${this.base}${path}`, {
      method,
      headers: { 'accept-language': 'en', ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}), ...auth, ...headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: parseJson(text), text };
  }
}

/** The answer's JSON, or undefined for an empty or non-JSON body (the export's CSV). */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function readSession(dataDir: string): Session | undefined {
  try {
    const session = JSON.parse(readFileSync(join(dataDir, SESSION_FILE), 'utf8')) as Partial<Session>;
    return session.access && session.refresh && session.phone ? (session as Session) : undefined;
  } catch {
    return undefined;
  }
}

function writeSession(dataDir: string, session: Session): void {
  const file = join(dataDir, SESSION_FILE);
  writeFileSync(file, JSON.stringify(session), { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * The running server on this machine, if any answers: its local key must exist (the server writes it at start) and
 * GET /api/health/ must answer. Undefined when the shop is stopped (the CLI then opens the database itself).
 */
export async function runningServer(dataDir: string, port: number): Promise<RemoteServer | undefined> {
  const key = readManagerKey(dataDir);
  if (!key) return undefined;
  const base = `http://127.0.0.1:${port}`;
  try {
    const health = await fetch(`${base}/api/health/`, { signal: AbortSignal.timeout(3000) });
    if (!health.ok) return undefined;
  } catch {
    return undefined;
  }
  return new RemoteServer(base, dataDir, key);
}
