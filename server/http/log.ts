/**
 * pino redaction for every log line (server/main.ts): tokens, passwords and codes never reach the logs, whatever
 * object carries them. The console SMS provider logs its codes under `sms.code` on purpose (it is the development
 * stand-in for a phone call), which is why `*.code` is not in the list.
 */
const SECRET_KEYS = ['password', 'new_password', 'current_password', 'refresh', 'access', 'idToken', 'hash', 'token', 'authorization'];

export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
    'body.code',
    'req.body',
    'body.user.hash',
  ],
  censor: '[redacted]',
};
