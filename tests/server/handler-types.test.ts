import { describe, expect, it } from 'vitest';
import type { Handlers } from '../../server/contract/handlers.ts';
import { listOperations } from '../../server/openapi.ts';
import { implementedHandlers } from '../../server/routes/handlers.ts';
import type { Deps } from '../../server/deps.ts';

/**
 * Issue 11 item 7: the handler map is typed by operationId (server/contract/handlers.ts). The probes below are
 * checked by `tsc` (npm run typecheck): each `@ts-expect-error` fails the build if the line under it compiles,
 * i.e. if a misspelt operationId, a wrong reply shape or an unknown body field stopped being an error.
 */
const probes = {
  misspelt: {
    // @ts-expect-error: there is no operation `getWatchs` in openapi.yaml.
    async getWatchs() {
      return {};
    },
  } satisfies Handlers,
  wrongReply: {
    // @ts-expect-error: Health has `database`, `version` and `uptime_s` too.
    async getHealth() {
      return { status: 'ok' };
    },
  } satisfies Handlers,
  wrongField: {
    // @ts-expect-error: `uptime_s` is a number.
    async getHealth() {
      return { status: 'ok', database: 'pglite', version: '1', uptime_s: 'long' };
    },
  } satisfies Handlers,
  typedBody: {
    async login(request) {
      // @ts-expect-error: LoginRequest has no `email`; `phone` and `password` are typed strings.
      const email: string = request.body.email;
      const login: { phone: string; password: string } = request.body;
      return { access: `${login.phone}${email}`, refresh: login.password };
    },
  } satisfies Handlers,
  typedParams: {
    async getWatch(request) {
      // @ts-expect-error: the path's `id` is a number (Ajv coerced it), not a string.
      const id: string = request.params.id;
      throw new Error(id);
    },
  } satisfies Handlers,
};

describe('handlers typed by the contract', () => {
  it('every implemented handler serves an operationId of openapi.yaml', () => {
    const operationIds = new Set(listOperations().map((operation) => operation.operationId));
    const implemented = Object.keys(implementedHandlers({} as Deps));
    expect(implemented.length).toBeGreaterThan(40);
    expect(implemented.filter((id) => !operationIds.has(id))).toEqual([]);
  });

  it('the type probes exist (tsc checks what they say)', () => {
    expect(Object.keys(probes)).toEqual(['misspelt', 'wrongReply', 'wrongField', 'typedBody', 'typedParams']);
  });
});
