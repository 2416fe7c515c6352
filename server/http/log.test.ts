import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT } from './log.ts';

describe('log redaction', () => {
  it('never writes tokens, passwords or request codes', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', redact: LOG_REDACT, stream } });
    app.log.info({ password: 'Submariner41', refresh: 'refresh-secret', access: 'access-secret', idToken: 'firebase-secret' }, 'top level');
    app.log.info({ body: { phone: '+79161234567', code: '4821', user: { hash: 'tg-secret' } }, user: { password: 'Daytona116500', token: 'tok-secret' } }, 'nested');
    app.log.info({ req: { headers: { authorization: 'Bearer jwt-secret' }, body: { new_password: 'Nautilus5711' } } }, 'request');
    app.log.info({ sms: { to: '+79161234567', code: '1234' } }, 'the console SMS provider shows its code on purpose');
    await app.close();
    const output = lines.join('');
    for (const secret of ['Submariner41', 'refresh-secret', 'access-secret', 'firebase-secret', '4821', 'tg-secret', 'Daytona116500', 'tok-secret', 'jwt-secret', 'Nautilus5711']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
    expect(output).toContain('"code":"1234"');
  });
});
