import { describe, expect, it } from 'vitest';
import { signInHarness } from '../../../tests/support/machines/signInPanel.ts';
import {
  selectFieldErrors,
  selectHasProvider,
  selectIsBusy,
  selectIsResending,
  selectPendingMethod,
  selectStep,
  selectTelegramBot,
  selectValues,
  SIGN_IN_STEPS,
} from './selectors.ts';
import { signInPanelMachine } from './machine.ts';

const FIREBASE = { project_id: 'demo-boutique', api_key: null, auth_domain: null, emulator_url: null };

describe('signInPanelMachine selectors', () => {
  it('names every top-level state as a step', () => {
    expect([...SIGN_IN_STEPS].sort()).toEqual(Object.keys(signInPanelMachine.root.states).sort());
  });

  it('reads the step, the busy flags and which first-step method is pending', async () => {
    const h = signInHarness();
    const now = () => h.actor.getSnapshot();
    expect([selectStep(now()), selectIsBusy(now()), selectPendingMethod(now())]).toEqual(['initial', false, null]);
    h.send({ type: 'method.google' });
    expect([selectStep(now()), selectIsBusy(now()), selectPendingMethod(now())]).toEqual(['initial', true, 'google']);
    await h.settle('signInWithGoogle', { error: { code: 'auth/popup-blocked' } });
    h.send({ type: 'telegram.auth', user: { id: 1, first_name: 'A', auth_date: 1, hash: 'h' } });
    expect(selectPendingMethod(now())).toBe('telegram');
    h.send({ type: 'panel.close' });
    h.send({ type: 'method.phone' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'form.submit' });
    await h.settle('requestCode', { output: { detail: 'ok', expires_in: 300, resend_in: 60 } });
    expect([selectStep(now()), selectIsResending(now())]).toEqual(['verification', false]);
    h.send({ type: 'code.resend' });
    expect([selectIsBusy(now()), selectIsResending(now())]).toEqual([true, true]);
  });

  it('keeps the values object while the context is the same, and gives a new one when a field changes', () => {
    const h = signInHarness();
    h.send({ type: 'method.password' });
    const first = selectValues(h.actor.getSnapshot());
    h.send({ type: 'code.resend' }); // not taken here: same context
    expect(selectValues(h.actor.getSnapshot())).toBe(first);
    h.send({ type: 'phone.change', value: '+7 916' });
    expect(selectValues(h.actor.getSnapshot())).toEqual({ phone: '+7 916', password: '', confirm: '', code: '' });
    h.send({ type: 'form.submit' });
    expect(selectFieldErrors(h.actor.getSnapshot())).toEqual({ phone: 'phone-digits', password: 'password-required' });
  });

  it('offers the provider and the messenger widget from the configuration', async () => {
    const h = signInHarness({ config: { telegram_bot: 'env_bot', firebase: null } });
    expect([selectHasProvider(h.actor.getSnapshot()), selectTelegramBot(h.actor.getSnapshot())]).toEqual([false, 'env_bot']);
    await h.settle('loadAuthConfig', { output: { telegram_bot: null, firebase: FIREBASE } });
    expect([selectHasProvider(h.actor.getSnapshot()), selectTelegramBot(h.actor.getSnapshot())]).toEqual([true, 'env_bot']);
  });
});
