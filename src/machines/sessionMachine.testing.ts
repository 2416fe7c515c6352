import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TokenPair } from '../api/auth.ts';
import { ApiError } from '../api/errors.ts';
import { stubLocalStorage } from '../api/testing.ts';
import type { Tokens } from '../api/tokens.ts';
import { sessionMachine, type AccountName } from './sessionMachine.ts';
import { deferred } from '../../tests/support/deferred.ts';

// What sessionMachine.test.ts and sessionMachine.model.test.ts share: a failure, token pairs and the machine's harness.

export const expired = new ApiError({ code: 'unauthorized', status: 401, detail: 'Token revoked', message: 'Token revoked' });
export const pair = (n: number): TokenPair => ({ access: `a${n}`, refresh: `r${n}` });

/** The machine with settle-by-hand fakes for both calls; `redirectToLogin` recorded. */
export function harness(tokens: Tokens = { access: 'a1', refresh: 'r1' }) {
  let renew = deferred<TokenPair>();
  let revoke = deferred<void>();
  let account = deferred<AccountName>();
  const calls = { renew: [] as string[], revoke: [] as (string | null)[], account: 0 };
  const redirectToLogin = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      renewTokens: fromPromise<TokenPair, { refresh: string }>(({ input }) => {
        calls.renew.push(input.refresh);
        return renew.promise;
      }),
      revokeTokens: fromPromise<void, { refresh: string | null }>(({ input }) => {
        calls.revoke.push(input.refresh);
        return revoke.promise;
      }),
      fetchAccount: fromPromise<AccountName>(() => {
        calls.account += 1;
        return account.promise;
      }),
    },
    actions: { redirectToLogin },
  });
  const actor = createActor(machine, { input: { tokens } }).start();
  return {
    actor,
    calls,
    redirectToLogin,
    renew: {
      resolve: async (value: TokenPair) => {
        renew.resolve(value);
        await waitFor(actor, (s) => !s.matches('refreshing'));
        renew = deferred();
      },
      reject: async (error: unknown) => {
        renew.reject(error);
        await waitFor(actor, (s) => !s.matches('refreshing'));
        renew = deferred();
      },
    },
    account: {
      resolve: async (value: AccountName) => {
        account.resolve(value);
        await waitFor(actor, (s) => s.context.account !== null);
        account = deferred();
      },
      reject: async (error: unknown) => {
        account.reject(error);
        await Promise.resolve();
        account = deferred();
      },
    },
    revoke: {
      resolve: async () => {
        revoke.resolve();
        await waitFor(actor, (s) => !s.matches('signingOut'));
        revoke = deferred();
      },
      reject: async (error: unknown) => {
        revoke.reject(error);
        await waitFor(actor, (s) => !s.matches('signingOut'));
        revoke = deferred();
      },
    },
  };
}

/** Each test starts from empty local storage (the tokens' home) and leaves no stubbed global behind. */
export function stubStorageForEachTest(): void {
  beforeEach(() => {
    stubLocalStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
