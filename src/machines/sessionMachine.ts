import { assign, setup, type SnapshotFrom } from 'xstate';
import { logout, refreshToken, type Profile, type TokenPair } from '../api/auth.ts';
import { api, SKIP_REFRESH_HEADER } from '../api/client.ts';
import { isApiError, type ApiFailureCode } from '../api/errors.ts';
import { settle } from '../api/outcome.ts';
import { readTokens, writeTokens, type Tokens } from '../api/tokens.ts';
import { fromRequest } from './fromRequest.ts';
import { unprovided } from './helpers.ts';

export type SessionEvent =
  /** Any sign-in step succeeded (password, code, Firebase, Telegram). */
  | { type: 'session.signIn'; access: string; refresh: string }
  /** The relay hands over tokens from another host (part 2 §4): both are needed, else nothing changes. */
  | { type: 'session.import'; access?: string | null; refresh?: string | null }
  /** The transport got a 401 for a call made with `stale` (client.ts `setTokenRefresher`). */
  | { type: 'session.refresh'; stale: string }
  | { type: 'session.logout' }
  /** Another tab changed the stored pair (the `storage` event): follow it. */
  | { type: 'session.synced'; access: string | null; refresh: string | null }
  /** The customer saved their names on /profile: the header and the profile area follow without asking again. */
  | { type: 'session.account'; account: AccountName };

export interface SessionInput {
  /** The stored pair at start-up (`readTokens()`). */
  tokens: Tokens;
}

/**
 * What the app knows of the signed-in account: the names the header shows (issue 10 item 11) and the phone and
 * e-mail the request forms open prefilled with (issue 22 §7).
 */
export type AccountName = Pick<Profile, 'first_name' | 'last_name'> & Partial<Pick<Profile, 'phone' | 'email'>>;

/**
 * `GET /api/users/me/` for the header. A background call never renews the session nor sends anyone to /login: a 401
 * here only means no names yet (the next call the shopper makes renews the pair, and signedIn asks again).
 */
export const fetchAccountName = async (signal?: AbortSignal): Promise<AccountName> => {
  const profile = await settle(api.GET('/api/users/me/', { signal, headers: { [SKIP_REFRESH_HEADER]: '1' } }));
  return { first_name: profile.first_name, last_name: profile.last_name, phone: profile.phone, email: profile.email };
};

/** "АС" for Алексей Смирнов, "А" for a first name alone; null when the account has no names (a mark is shown). */
export function initialsOf(name: AccountName | null): string | null {
  if (!name) return null;
  const letters = [name.first_name, name.last_name].map((part) => Array.from(part?.trim() ?? '')[0] ?? '').join('');
  return letters ? letters.toLocaleUpperCase() : null;
}

const hasPair = (tokens: { access?: string | null; refresh?: string | null }) => Boolean(tokens.access && tokens.refresh);

/**
 * Renews the pair once even when several tabs hit a 401 together: the Web Locks API queues the tabs, and a tab
 * that finds the stored refresh token already rotated by another takes that pair instead of spending its own
 * (spent) token, which the server would treat as a replay.
 */
export async function renewTokens(refresh: string, signal?: AbortSignal): Promise<TokenPair> {
  const run = async (): Promise<TokenPair> => {
    const stored = readTokens();
    if (stored.access && stored.refresh && stored.refresh !== refresh) return { access: stored.access, refresh: stored.refresh };
    return refreshToken(refresh, signal);
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('boutique:token-refresh', { signal }, run) : run();
}

/**
 * The app-wide session (part 1 §4 "Session", §7): the token pair in local storage, renewed on a 401 exactly once
 * for however many calls failed together (the transport waits for this machine to leave `refreshing`), cleared
 * with a trip to `/login?next=…` when renewal fails, revoked on sign-out. Tags: `signedIn`, `busy`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as {
      /** The short-lived JWT sent as `Authorization: Bearer`. */
      access: string | null;
      /** The rotating refresh token. */
      refresh: string | null;
      /** Why the last renewal failed, if it did. */
      failure: ApiFailureCode | null;
      /** The signed-in account's names (header initials); null until loaded, or when signed out. */
      account: AccountName | null;
    },
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    renewTokens: fromRequest<TokenPair, { refresh: string }>(({ input, signal }) => renewTokens(input.refresh, signal)),
    fetchAccount: fromRequest<AccountName>(({ signal }) => fetchAccountName(signal)),
    revokeTokens: fromRequest<void, { refresh: string | null }>(async ({ input, signal }) => {
      if (input.refresh) await logout(input.refresh, signal);
    }),
  },
  actions: {
    assignTokens: assign((_, tokens: Tokens) => ({ access: tokens.access, refresh: tokens.refresh, failure: null })),
    clearTokens: assign({ access: null, refresh: null, account: null }),
    assignAccount: assign((_, account: AccountName) => ({ account })),
    forgetStoredTokens: () => writeTokens({ access: null, refresh: null }),
    /** Mirrors the context into local storage (the transport reads the Bearer token from there). */
    persistTokens: ({ context }) => writeTokens({ access: context.access, refresh: context.refresh }),
    assignFailure: assign({
      failure: (_, error: unknown): ApiFailureCode => (isApiError(error) ? error.failure.code : 'unknown'),
    }),
    /** Part 1 §4: a failed renewal sends the visitor to `/login?next={current path and query}`. */
    redirectToLogin: unprovided('sessionMachine', 'redirectToLogin'),
  },
  guards: {
    hasPair: (_, tokens: { access?: string | null; refresh?: string | null }) => hasPair(tokens),
    isRenewable: ({ context }) => Boolean(context.refresh),
    /** The failing call used an older token than the current one: another renewal already happened. */
    isStale: ({ context, event }) => event.type === 'session.refresh' && context.access !== null && event.stale !== context.access,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    access: hasPair(input.tokens) ? input.tokens.access : null,
    refresh: hasPair(input.tokens) ? input.tokens.refresh : null,
    failure: null,
    account: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Decides from the stored pair; a half pair (one token only) counts as signed out.',
      always: [{ guard: ({ context }) => hasPair(context), target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.signIn': {
          target: 'signedIn',
          actions: [{ type: 'assignTokens', params: ({ event }) => event }, 'persistTokens'],
        },
        'session.import': {
          guard: { type: 'hasPair', params: ({ event }) => event },
          target: 'signedIn',
          actions: [{ type: 'assignTokens', params: ({ event }) => ({ access: event.access ?? null, refresh: event.refresh ?? null }) }, 'persistTokens'],
        },
        'session.synced': {
          guard: { type: 'hasPair', params: ({ event }) => event },
          target: 'signedIn',
          actions: { type: 'assignTokens', params: ({ event }) => event },
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      description: 'Asks for the account names on each entry (start-up, sign-in, after a renewal); a failure keeps the mark.',
      invoke: {
        id: 'account',
        src: 'fetchAccount',
        onDone: { actions: { type: 'assignAccount', params: ({ event }) => event.output } },
        // No names is not a failure the shopper needs to hear about: the header shows its mark instead.
        onError: { actions: [] },
      },
      on: {
        'session.signIn': { actions: [{ type: 'assignTokens', params: ({ event }) => event }, 'persistTokens'] },
        'session.import': {
          guard: { type: 'hasPair', params: ({ event }) => event },
          actions: [{ type: 'assignTokens', params: ({ event }) => ({ access: event.access ?? null, refresh: event.refresh ?? null }) }, 'persistTokens'],
        },
        'session.refresh': [
          // A call that failed with an older token simply retries with the current one.
          { guard: 'isStale' },
          { guard: 'isRenewable', target: 'refreshing' },
        ],
        'session.logout': 'signingOut',
        'session.account': { actions: { type: 'assignAccount', params: ({ event }) => event.account } },
        'session.synced': [
          { guard: { type: 'hasPair', params: ({ event }) => event }, actions: { type: 'assignTokens', params: ({ event }) => event } },
          { target: 'signedOut', actions: 'clearTokens' },
        ],
      },
    },
    refreshing: {
      tags: ['signedIn', 'busy'],
      description: 'One renewal for every call that got a 401 meanwhile; they all wait for its outcome.',
      invoke: {
        id: 'renew',
        src: 'renewTokens',
        input: ({ context }) => ({ refresh: context.refresh ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'assignTokens', params: ({ event }) => ({ access: event.output.access, refresh: event.output.refresh }) }, 'persistTokens'],
        },
        onError: {
          target: 'signedOut',
          actions: [{ type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => event.error }, 'clearTokens', 'persistTokens', 'redirectToLogin'],
        },
      },
      on: {
        'session.logout': 'signingOut',
        'session.synced': [
          // Another tab renewed first: take its pair (leaving the state aborts this tab's call).
          { guard: { type: 'hasPair', params: ({ event }) => event }, target: 'signedIn', actions: { type: 'assignTokens', params: ({ event }) => event } },
          { target: 'signedOut', actions: 'clearTokens' },
        ],
      },
    },
    signingOut: {
      tags: ['busy'],
      description: 'The pair is forgotten at once (no call may use it any more); the server revokes its family.',
      entry: [assign({ failure: null }), 'forgetStoredTokens'],
      invoke: {
        id: 'revoke',
        src: 'revokeTokens',
        input: ({ context }) => ({ refresh: context.refresh }),
        onDone: { target: 'signedOut' },
        // Part 1 §2.9: logout never fails for the shopper; the tokens are gone locally either way.
        onError: { target: 'signedOut' },
      },
      exit: 'clearTokens',
    },
  },
});

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Part 1 §4 "Session": signed in while a token pair is held (tag `signedIn`, also while renewing it). */
export const selectIsSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('signedIn');
/** One renewal is under way; calls that got a 401 wait until it is over. */
export const selectIsRenewing = (snapshot: SessionSnapshot): boolean => snapshot.matches('refreshing');
/** The Bearer token to retry with once a renewal is over: the current one, or null when signed out. */
export const selectAccessToken = (snapshot: SessionSnapshot): string | null => (selectIsSignedIn(snapshot) ? snapshot.context.access : null);
/** The account's initials for the header's profile icon, null until the name is known. */
export const selectInitials = (snapshot: SessionSnapshot): string | null => initialsOf(snapshot.context.account);
/** "Алексей Смирнов" for the profile area, null until known or when the account has no names. */
export const selectAccountName = (snapshot: SessionSnapshot): string | null => {
  const account = snapshot.context.account;
  const name = [account?.first_name, account?.last_name].filter(Boolean).join(' ').trim();
  return name || null;
};

/** The contact a signed-in shopper's forms open with (issue 22 §7): name, phone and e-mail ('' when unknown). */
export type AccountContact = { name: string; phone: string; email: string };

const contactOf = (account: AccountName | null): AccountContact | null => {
  if (!account) return null;
  const name = [account.first_name, account.last_name].filter(Boolean).join(' ').trim();
  return { name, phone: account.phone ?? '', email: account.email ?? '' };
};
const lastContact: { account: AccountName | null; contact: AccountContact | null } = { account: null, contact: null };

/** The signed-in account's contact for prefilling forms, null when signed out or not known yet (one object per account). */
export const selectAccountContact = (snapshot: SessionSnapshot): AccountContact | null => {
  const account = selectIsSignedIn(snapshot) ? snapshot.context.account : null;
  if (account !== lastContact.account) Object.assign(lastContact, { account, contact: contactOf(account) });
  return lastContact.contact;
};

/**
 * Whose session this is: the access token's `sub` claim (the account id), or null when signed out or unreadable.
 * A renewal keeps it; another account signing in in another tab changes it, so the cart, favorites and comparison
 * know to start over. Read without verifying: the server checks every token, this only tells two accounts apart.
 */
export function subjectOf(access: string | null): string | null {
  const payload = access?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' || typeof json.sub === 'number' ? String(json.sub) : null;
  } catch {
    return null;
  }
}

export const selectAccountSubject = (snapshot: SessionSnapshot): string | null => subjectOf(selectAccessToken(snapshot));
