import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { TelegramUser } from '../../api/auth.ts';
import { ApiError } from '../../api/errors.ts';
import { signInHarness } from '../../../tests/support/machines/signInPanel.ts';
import { signInPanelMachine } from './machine.ts';

const TG_USER: TelegramUser = { id: 512345678, first_name: 'Алексей', auth_date: 1718000000, hash: 'a'.repeat(64) };
const TOKENS = { access: 'acc', refresh: 'ref' };
const notFound = new ApiError({ code: 'not-found', status: 404, detail: 'User not found', message: 'User not found' });
const network = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });

describe('signInPanelMachine (part 1 §2.5, §4): messenger, Google, the identity provider and the relay', () => {
  it('Telegram: unknown user → telegram-register; requires_phone → /phone-setup with the info toast', async () => {
    const h = signInHarness();
    h.send({ type: 'telegram.auth', user: TG_USER });
    await h.settle('telegramLogin', { error: notFound });
    expect(h.value()).toEqual({ telegramRegister: 'editing' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'password.change', value: 'Submariner41' });
    h.send({ type: 'confirm.change', value: 'Submariner41' });
    h.send({ type: 'form.submit' });
    expect(h.calls.at(-1)).toEqual({ src: 'telegramRegister', input: { user: TG_USER, phone: '+79161234567', password: 'Submariner41' } });
    await h.settle('telegramRegister', { output: { ...TOKENS, requires_phone: true } });
    expect(h.effects.notify).toHaveBeenLastCalledWith('phone-required');
    expect(h.effects.goToPhoneSetup).toHaveBeenCalledTimes(1);
    expect(h.effects.finish).not.toHaveBeenCalled();
  });

  it('Telegram failure toasts "Не удалось войти через Telegram."', async () => {
    const h = signInHarness();
    h.send({ type: 'telegram.auth', user: TG_USER });
    await h.settle('telegramLogin', { error: network });
    expect(h.effects.notify).toHaveBeenCalledWith('telegram-failed');
    expect(h.value()).toEqual({ initial: 'idle' });
  });

  it('telegram-register without widget data says "Данные Telegram не найдены"', () => {
    // Not reachable by clicking (the step opens with the widget's data); a restored snapshot stands for a lost one.
    const machine = signInPanelMachine.provide({ actions: { notify: () => {} } });
    const base = createActor(machine, { input: {} }).getSnapshot();
    const snapshot = machine.resolveState({ value: { telegramRegister: 'editing' }, context: { ...base.context, telegramUser: null } });
    const actor = createActor(machine, { input: {}, snapshot }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ telegram: 'telegram-missing' });
    expect(actor.getSnapshot().value).toEqual({ telegramRegister: 'editing' });
  });

  it('with return_to, a success hands the tokens over instead of finishing', async () => {
    const h = signInHarness({ returnTo: 'https://boutique.example.com/auth/relay', next: '/favorites' });
    h.send({ type: 'telegram.auth', user: TG_USER });
    await h.settle('telegramLogin', { output: { ...TOKENS, requires_phone: true } });
    expect(h.effects.redirectToReturnTo).toHaveBeenCalledWith({ returnTo: 'https://boutique.example.com/auth/relay', next: '/favorites', ...TOKENS });
    expect(h.effects.goToPhoneSetup).not.toHaveBeenCalled();
    expect(h.effects.finish).not.toHaveBeenCalled();
  });

  it('Google: success toast, and each popup failure its own toast', async () => {
    const h = signInHarness();
    for (const [code, toast] of [
      ['auth/popup-closed-by-user', 'popup-closed'],
      ['auth/popup-blocked', 'popup-blocked'],
      ['auth/user-cancelled', 'google-cancelled'],
      ['auth/internal-error', 'google-failed'],
    ] as const) {
      h.send({ type: 'method.google' });
      await h.settle('signInWithGoogle', { error: { code } });
      expect(h.effects.notify).toHaveBeenLastCalledWith(toast);
    }
    h.send({ type: 'method.google' });
    await h.settle('signInWithGoogle', { output: TOKENS });
    expect(h.effects.notify).toHaveBeenLastCalledWith('google-signed-in');
    expect(h.effects.saveTokens).toHaveBeenCalledWith(TOKENS);
  });

  it('provider phone: code of up to 6, missing confirmation, back and close clean the captcha', async () => {
    const h = signInHarness();
    h.send({ type: 'method.firebasePhone' });
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ phone: 'phone-required' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'form.submit' });
    await h.settle('sendFirebaseCode', { error: { code: 'auth/invalid-phone-number' } });
    expect(h.effects.notify).toHaveBeenLastCalledWith('sms-failed');
    h.send({ type: 'form.submit' });
    await h.settle('sendFirebaseCode', { output: h.confirmation });
    expect(h.value()).toEqual({ firebaseCode: 'editing' });
    expect(h.ctx().confirmation).toBe(h.confirmation);
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ code: 'code-required' });
    h.send({ type: 'code.change', value: '1234567' });
    h.send({ type: 'form.submit' });
    await h.settle('confirmFirebaseCode', { error: { code: 'auth/invalid-verification-code' } });
    expect(h.effects.notify).toHaveBeenLastCalledWith('wrong-code');
    h.send({ type: 'panel.back' });
    expect(h.value()).toEqual({ firebasePhone: 'editing' });
    expect(h.confirmation.clear).toHaveBeenCalled();
    expect(h.ctx().confirmation).toBeNull();
    h.send({ type: 'form.submit' });
    await h.settle('sendFirebaseCode', { output: h.confirmation });
    h.send({ type: 'panel.close' });
    expect(h.value()).toEqual({ initial: 'idle' });
    expect(h.ctx()).toMatchObject({ phone: '', code: '', confirmation: null });
    expect(h.effects.closePanel).toHaveBeenCalledTimes(1);
  });

  it('a provider code without a confirmation object says "Ошибка верификации"', async () => {
    const h = signInHarness();
    h.send({ type: 'method.firebasePhone' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'form.submit' });
    await h.settle('sendFirebaseCode', { output: null });
    h.send({ type: 'code.change', value: '123456' });
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ code: 'confirmation-missing' });
  });
});
