import type { Handler, Handlers, OperationId } from '../contract/handlers.ts';
import { HttpError } from '../contract/errors.ts';
import { created } from '../http/request.ts';
import type { AuthService } from '../auth/service.ts';
import { normalizePhone } from '../auth/phone.ts';
import type { Deps } from '../deps.ts';

/**
 * Token and code answers must not be kept by any cache (RFC 6749 §5.1: `Cache-Control: no-store`), failures
 * included; a 429's Retry-After comes from the error handler (RateLimited).
 */
const noStore =
  <K extends OperationId>(handler: Handler<K>): Handler<K> =>
  (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return handler(request, reply);
  };

/**
 * Part 1 §7 "Authentication": thin handlers over AuthService (server/auth/service.ts), which holds the rules.
 * `deps.auth` is read when a request arrives, so listing the handlers needs no running service.
 */
export function authHandlers(deps: Deps): Handlers {
  const auth = (): AuthService => deps.auth;
  return {
    getAuthConfig: noStore(async () => auth().publicConfig()),
    login: noStore(async ({ body, ip }) => auth().login(body.phone, body.password, ip)),
    register: noStore(async ({ body, ip }, reply) => created(reply, await auth().register(body.phone, body.password, ip))),
    requestCode: noStore(async ({ body, ip }) => auth().requestCode(body.phone, ip)),
    verifyCode: noStore(async ({ body, ip }) => auth().verifyCode(body.phone, body.code, ip)),
    refreshToken: noStore(async ({ body }) => auth().refresh(body.refresh)),
    logout: noStore(async ({ body }, reply) => {
      await auth().logout(body.refresh);
      void reply.code(204);
    }),
    telegramLogin: noStore(async ({ body, ip }) => auth().telegramLogin(body, ip)),
    telegramRegister: noStore(async ({ body, ip }, reply) => created(reply, await auth().telegramRegister(body, ip))),
    firebaseLogin: noStore(async ({ body, ip }) => auth().firebaseSignIn(body, ip, 'login')),
    firebaseRegister: noStore(async ({ body, ip }) => auth().firebaseSignIn(body, ip, 'register')),
    /** Exists only with the console provider outside production; otherwise as if there were no such route. */
    getSmsOutbox: noStore(async ({ query }) => {
      if (!auth().config.smsOutbox) throw new HttpError(404, 'Not found.');
      const digits = query.phone ? (normalizePhone(query.phone) ?? query.phone.replace(/\D/g, '')) : undefined;
      return { results: auth().sms.outbox(digits) };
    }),
  };
}
