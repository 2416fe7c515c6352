import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { RateLimited, type AuthService } from '../auth/service.ts';
import { normalizePhone } from '../auth/phone.ts';
import type { TelegramUser } from '../auth/telegram.ts';
import type { Deps, Handler, Handlers } from './types.ts';

type Body<T> = FastifyRequest<{ Body: T }>;

/**
 * Token and code answers must not be kept by any cache (RFC 6749 §5.1: `Cache-Control: no-store`); 429s carry
 * Retry-After (openapi.yaml TooManyRequests).
 */
const withRetryAfter =
  (handler: Handler): Handler =>
  async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof RateLimited) void reply.header('retry-after', String(error.retryAfter));
      throw error;
    }
  };

/**
 * Part 1 §7 "Authentication": thin handlers over AuthService (server/auth/service.ts), which holds the rules.
 * `deps.auth` is read when a request arrives, so listing the handlers needs no running service.
 */
export function authHandlers(deps: Deps): Handlers {
  const auth = (): AuthService => deps.auth;
  const handlers: Record<string, Handler> = {
    async getAuthConfig() {
      return auth().publicConfig();
    },
    async login(request) {
      const { phone, password } = (request as Body<{ phone: string; password: string }>).body;
      return auth().login(phone, password, request.ip);
    },
    async register(request, reply: FastifyReply) {
      const { phone, password } = (request as Body<{ phone: string; password: string }>).body;
      const answer = await auth().register(phone, password, request.ip);
      void reply.code(201);
      return answer;
    },
    async requestCode(request) {
      return auth().requestCode((request as Body<{ phone: string }>).body.phone, request.ip);
    },
    async verifyCode(request) {
      const { phone, code } = (request as Body<{ phone: string; code: string }>).body;
      return auth().verifyCode(phone, code, request.ip);
    },
    async refreshToken(request) {
      return auth().refresh((request as Body<{ refresh: string }>).body.refresh);
    },
    async logout(request, reply) {
      await auth().logout((request as Body<{ refresh: string }>).body.refresh);
      return reply.code(204).send();
    },
    async telegramLogin(request) {
      return auth().telegramLogin((request as Body<TelegramUser>).body, request.ip);
    },
    async telegramRegister(request, reply) {
      const tokens = await auth().telegramRegister((request as Body<{ user: TelegramUser; phone: string; password: string }>).body, request.ip);
      void reply.code(201);
      return tokens;
    },
    async firebaseLogin(request) {
      return auth().firebaseSignIn((request as Body<{ idToken: string; displayName?: string | null }>).body, request.ip, 'login');
    },
    async firebaseRegister(request) {
      return auth().firebaseSignIn((request as Body<{ idToken: string; displayName?: string | null }>).body, request.ip, 'register');
    },
    /** Exists only with the console provider outside production; otherwise as if there were no such route. */
    async getSmsOutbox(request) {
      if (!auth().config.smsOutbox) throw new HttpError(404, 'Not found.');
      const phone = (request.query as { phone?: string }).phone;
      const digits = phone ? (normalizePhone(phone) ?? phone.replace(/\D/g, '')) : undefined;
      return { results: auth().sms.outbox(digits) };
    },
  };
  return Object.fromEntries(Object.entries(handlers).map(([id, handler]) => [id, withRetryAfter(handler)]));
}
