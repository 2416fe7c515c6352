/**
 * Where verification codes go. Part 1 §2.5: the user is called and enters the last 4 digits of the calling
 * number (a "flash call"); a provider either places that call or texts the code. Only the development provider
 * exists in this build: a real one implements `send` and is chosen by SMS_PROVIDER.
 */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, code: string): Promise<void>;
}

export interface OutboxEntry {
  phone: string;
  code: string;
  created_at: string;
}

/**
 * SMS_PROVIDER=console: the code is written to the server log (so `npm start` users can sign in) and kept in a
 * small in-memory outbox that GET /api/dev/sms-outbox/ shows outside production (e2e tests read codes there).
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly entries: OutboxEntry[] = [];
  constructor(
    private readonly log: (entry: { phone: string; code: string }, message: string) => void,
    private readonly keep = 200,
  ) {}

  async send(phone: string, code: string): Promise<void> {
    // The contract's SmsOutboxEntry.phone: the normalised phone as shown, `+` and digits.
    this.entries.unshift({ phone: `+${phone}`, code, created_at: new Date().toISOString() });
    this.entries.length = Math.min(this.entries.length, this.keep);
    this.log({ phone, code }, 'verification code (console SMS provider)');
  }

  /** Newest first; `phone` compared by digits. */
  outbox(phoneDigits?: string): OutboxEntry[] {
    return this.entries.filter((entry) => !phoneDigits || entry.phone.replace(/\D/g, '') === phoneDigits);
  }
}
