import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { json, stubFetch, stubLocalStorage } from '../api/testing.ts';
import { readTokens } from '../api/tokens.ts';
import {
  fetchAccountName,
  initialsOf,
  renewTokens,
  selectAccessToken,
  selectAccountContact,
  selectAccountName,
  selectInitials,
  selectIsRenewing,
  selectIsSignedIn,
  type AccountName,
} from './sessionMachine.ts';
import { expired, harness, pair, stubStorageForEachTest } from './sessionMachine.testing.ts';

stubStorageForEachTest();

describe('sessionMachine (part 1 §4 "Session")', () => {
  it('starts signed in from a stored pair, signed out from nothing or half a pair', () => {
    expect(harness({ access: 'a', refresh: 'r' }).actor.getSnapshot().value).toBe('signedIn');
    expect(harness({ access: null, refresh: null }).actor.getSnapshot().value).toBe('signedOut');
    expect(harness({ access: 'a', refresh: null }).actor.getSnapshot().value).toBe('signedOut');
  });

  it('a sign-in stores both tokens (the transport reads the Bearer token from storage)', () => {
    const { actor } = harness({ access: null, refresh: null });
    actor.send({ type: 'session.signIn', access: 'a9', refresh: 'r9' });
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(readTokens()).toEqual({ access: 'a9', refresh: 'r9' });
  });

  it('token import needs both tokens', () => {
    const { actor } = harness({ access: null, refresh: null });
    actor.send({ type: 'session.import', access: 'a2', refresh: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.send({ type: 'session.import', access: 'a2', refresh: 'r2' });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(readTokens()).toEqual({ access: 'a2', refresh: 'r2' });
  });

  it('many 401s together renew once; the new pair is stored', async () => {
    const h = harness();
    h.actor.send({ type: 'session.refresh', stale: 'a1' });
    h.actor.send({ type: 'session.refresh', stale: 'a1' });
    h.actor.send({ type: 'session.refresh', stale: 'a1' });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    await h.renew.resolve(pair(2));
    expect(h.calls.renew).toEqual(['r1']);
    expect(h.actor.getSnapshot().context).toMatchObject({ access: 'a2', refresh: 'r2' });
    expect(readTokens()).toEqual({ access: 'a2', refresh: 'r2' });
  });

  it('a 401 for an already replaced token does not renew again', () => {
    const h = harness({ access: 'a5', refresh: 'r5' });
    h.actor.send({ type: 'session.refresh', stale: 'a4' });
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.calls.renew).toEqual([]);
  });

  it('a failed renewal clears both tokens and sends the visitor to /login', async () => {
    const h = harness();
    h.actor.send({ type: 'session.refresh', stale: 'a1' });
    await h.renew.reject(expired);
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context.failure).toBe('unauthorized');
    expect(readTokens()).toEqual({ access: null, refresh: null });
    expect(h.redirectToLogin).toHaveBeenCalledOnce();
  });

  it('logout forgets the tokens at once and revokes them on the server; a failed revoke still signs out', async () => {
    const h = harness();
    h.actor.send({ type: 'session.logout' });
    expect(readTokens()).toEqual({ access: null, refresh: null });
    expect(h.calls.revoke).toEqual(['r1']);
    await h.revoke.reject(new ApiError({ code: 'network', message: 'Network error. Please check your connection.' }));
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.actor.getSnapshot().context).toMatchObject({ access: null, refresh: null });
  });

  it('follows another tab: its renewal is taken over, its sign-out signs this tab out', async () => {
    const h = harness();
    h.actor.send({ type: 'session.refresh', stale: 'a1' });
    h.actor.send({ type: 'session.synced', access: 'a7', refresh: 'r7' });
    expect(h.actor.getSnapshot().value).toBe('signedIn');
    expect(h.actor.getSnapshot().context.access).toBe('a7');
    h.actor.send({ type: 'session.synced', access: null, refresh: null });
    expect(h.actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('the account names for the signed-in header (issue 10 item 11)', () => {
  const alexey: AccountName = { first_name: 'Алексей', last_name: 'Смирнов' };

  it('signed in at start, the names are asked for and kept', async () => {
    const h = harness();
    expect(h.calls.account).toBe(1);
    await h.account.resolve(alexey);
    expect(h.actor.getSnapshot().context.account).toEqual(alexey);
  });

  it('signed out, nothing is asked; a sign-in asks', () => {
    const h = harness({ access: null, refresh: null });
    expect(h.calls.account).toBe(0);
    h.actor.send({ type: 'session.signIn', access: 'a2', refresh: 'r2' });
    expect(h.calls.account).toBe(1);
  });

  it('a failed call keeps the session and shows no names', async () => {
    const h = harness();
    await h.account.reject(expired);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.actor.getSnapshot().hasTag('signedIn')).toBe(true);
    expect(h.actor.getSnapshot().context.account).toBeNull();
    expect(h.calls.renew).toEqual([]);
    expect(h.redirectToLogin).not.toHaveBeenCalled();
  });

  it('after a renewal the names are asked for again; sign-out forgets them', async () => {
    const h = harness();
    h.actor.send({ type: 'session.refresh', stale: 'a1' });
    await h.renew.resolve(pair(2));
    expect(h.calls.account).toBe(2);
    await h.account.resolve(alexey);
    h.actor.send({ type: 'session.logout' });
    await h.revoke.resolve();
    expect(h.actor.getSnapshot().context.account).toBeNull();
  });

  it('initials: first letters of the names, upper case; none without names', () => {
    expect(initialsOf(alexey)).toBe('АС');
    expect(initialsOf({ first_name: 'jane', last_name: '' })).toBe('J');
    expect(initialsOf({ first_name: '  ', last_name: '' })).toBeNull();
    expect(initialsOf(null)).toBeNull();
  });

  it('selectAccountContact: the name, phone and e-mail the forms prefill (issue 22 §7), one object per account, none signed out', async () => {
    const h = harness();
    expect(selectAccountContact(h.actor.getSnapshot())).toBeNull();
    await h.account.resolve({ ...alexey, phone: '+79161234567', email: null });
    const contact = selectAccountContact(h.actor.getSnapshot());
    expect(contact).toEqual({ name: 'Алексей Смирнов', phone: '+79161234567', email: '' });
    expect(selectAccountContact(h.actor.getSnapshot())).toBe(contact);
  });

  it('selectors: signed in while a pair is held, renewing included; initials once the names are known', async () => {
    const h = harness();
    expect(selectIsSignedIn(h.actor.getSnapshot())).toBe(true);
    expect(selectInitials(h.actor.getSnapshot())).toBeNull();
    await h.account.resolve(alexey);
    expect(selectInitials(h.actor.getSnapshot())).toBe('АС');
    expect(selectAccountName(h.actor.getSnapshot())).toBe('Алексей Смирнов');
    // Saved on /profile: the names follow without another call.
    h.actor.send({ type: 'session.account', account: { first_name: 'Мария', last_name: '' } });
    expect(selectInitials(h.actor.getSnapshot())).toBe('М');
    expect(selectAccountName(h.actor.getSnapshot())).toBe('Мария');
    expect(selectAccessToken(h.actor.getSnapshot())).toBe('a1');
    h.actor.send({ type: 'session.refresh', stale: 'a1' });
    expect(selectIsSignedIn(h.actor.getSnapshot())).toBe(true);
    expect(selectIsRenewing(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'session.logout' });
    expect(selectIsSignedIn(h.actor.getSnapshot())).toBe(false);
    expect(selectIsRenewing(h.actor.getSnapshot())).toBe(false);
    expect(selectAccessToken(h.actor.getSnapshot())).toBeNull();
    await h.revoke.resolve();
    expect(selectInitials(h.actor.getSnapshot())).toBeNull();
  });

  it('the header call never triggers a renewal (a 401 is only "no names")', async () => {
    stubLocalStorage({ access_token: 'a1', refresh_token: 'r1' });
    const fetchMock = stubFetch(() => json({ detail: 'Token expired' }, 401));
    const refresher = vi.fn(async () => 'a2');
    const { setTokenRefresher } = await import('../api/client.ts');
    setTokenRefresher(refresher);
    try {
      await expect(fetchAccountName()).rejects.toMatchObject({ failure: { code: 'unauthorized' } });
      expect(refresher).not.toHaveBeenCalled();
      expect(fetchMock).toHaveBeenCalledOnce();
    } finally {
      setTokenRefresher(null);
    }
  });
});

describe('renewTokens: one renewal across tabs', () => {
  it('takes the pair another tab already rotated instead of replaying its own spent token', async () => {
    stubLocalStorage({ access_token: 'a8', refresh_token: 'r8' });
    const fetchMock = stubFetch(() => json(pair(9)));
    expect(await renewTokens('r7')).toEqual({ access: 'a8', refresh: 'r8' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls POST /api/auth/refresh/ when its token is still the stored one', async () => {
    stubLocalStorage({ access_token: 'a7', refresh_token: 'r7' });
    const fetchMock = stubFetch(() => json(pair(8)));
    expect(await renewTokens('r7')).toEqual(pair(8));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
