import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AuthConfig } from '../../api/auth.ts';
import { ApiError } from '../../api/errors.ts';
import { signInHarness } from '../../../tests/support/machines/signInPanel.ts';
import { signInPanelMachine } from './machine.ts';
import { selectRetryMinutes } from './selectors.ts';

const TOKENS = { access: 'acc', refresh: 'ref' };
const refused = new ApiError({ code: 'validation', status: 400, detail: 'Неверный код подтверждения', message: 'Неверный код подтверждения' });
const network = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });
const limited = (retryAfterS?: number) =>
  new ApiError({ code: 'rate-limited', status: 429, detail: 'Too many', message: 'Too many', ...(retryAfterS === undefined ? {} : { retryAfterS }) });
const taken = new ApiError({ code: 'validation', status: 400, detail: 'Invalid request.', message: 'Invalid request.', errors: { phone: ['Этот номер телефона уже используется.'] } });

describe('signInPanelMachine (part 1 §2.5, §4): the server\'s own methods, the configuration, closing', () => {
  it('password login with tokens saves them, says "signed in" and finishes', async () => {
    const h = signInHarness();
    h.send({ type: 'method.password' });
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ phone: 'phone-required', password: 'password-required' });
    h.send({ type: 'phone.change', value: '+7 916 123-45-67' });
    expect(h.ctx().errors).toEqual({ password: 'password-required' });
    h.send({ type: 'password.change', value: 'Submariner41' });
    h.send({ type: 'form.submit' });
    expect(h.value()).toEqual({ password: 'submitting' });
    // The field shows the mask; the call gets E.164 (issue 22 item 4).
    expect(h.calls.at(-1)).toEqual({ src: 'login', input: { phone: '+79161234567', password: 'Submariner41' } });
    await h.settle('login', { output: TOKENS });
    expect(h.value()).toBe('signedIn');
    expect(h.effects.saveTokens).toHaveBeenCalledWith(TOKENS);
    expect(h.effects.notify).toHaveBeenCalledWith('signed-in');
    expect(h.effects.finish).toHaveBeenCalledTimes(1);
  });

  it('masks the phone as typed and sends it in E.164: a number typed the Russian way is the +7 number (issue 22 item 4)', () => {
    const h = signInHarness();
    h.send({ type: 'method.phone' });
    let field = '';
    for (const key of '89161234567') {
      h.send({ type: 'phone.change', value: field + key });
      field = h.ctx().phone;
    }
    expect(field).toBe('+7 916 123-45-67');
    h.send({ type: 'panel.back' });
    h.send({ type: 'method.phone' });
    h.send({ type: 'phone.change', value: '9161234567' });
    h.send({ type: 'form.submit' });
    expect(h.calls.at(-1)).toEqual({ src: 'requestCode', input: { phone: '+79161234567' } });
  });

  it('password login answering requires_verification raises the toast and opens verification; back goes to phone', async () => {
    const h = signInHarness();
    h.send({ type: 'method.password' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'password.change', value: 'x' });
    h.send({ type: 'form.submit' });
    await h.settle('login', { output: { requires_verification: true, detail: 'Phone verification required' } });
    expect(h.effects.notify).toHaveBeenCalledWith('verification-required');
    expect(h.value()).toEqual({ verification: 'editing' });
    h.send({ type: 'panel.back' });
    expect(h.value()).toEqual({ phone: 'editing' });
    expect(h.ctx().phone).toBe('+7 916 123-45-67');
  });

  it('login failure toasts and stays on the form', async () => {
    const h = signInHarness();
    h.send({ type: 'method.password' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'password.change', value: 'x' });
    h.send({ type: 'form.submit' });
    await h.settle('login', { error: network });
    expect(h.effects.notify).toHaveBeenCalledWith('login-failed');
    expect(h.value()).toEqual({ password: 'editing' });
  });

  it('legacy phone: request code, 4 digits, wrong code, resend, verify', async () => {
    const h = signInHarness();
    h.send({ type: 'method.phone' });
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ phone: 'phone-required' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'form.submit' });
    await h.settle('requestCode', { error: network });
    expect(h.effects.notify).toHaveBeenLastCalledWith('sms-failed');
    h.send({ type: 'form.submit' });
    await h.settle('requestCode', { output: { detail: 'ok', expires_in: 300, resend_in: 60 } });
    expect(h.effects.notify).toHaveBeenLastCalledWith('code-sent');
    expect(h.value()).toEqual({ verification: 'editing' });
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ code: 'code-required' });
    h.send({ type: 'code.change', value: '12a' });
    expect(h.ctx().code).toBe('12');
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ code: 'code-incomplete' });
    h.send({ type: 'code.change', value: '123456' });
    expect(h.ctx().code).toBe('1234');
    h.send({ type: 'form.submit' });
    await h.settle('verifyCode', { error: refused });
    expect(h.effects.notify).toHaveBeenLastCalledWith('wrong-code');
    h.send({ type: 'form.submit' });
    await h.settle('verifyCode', { error: network });
    expect(h.effects.notify).toHaveBeenLastCalledWith('verify-failed');
    h.send({ type: 'code.resend' });
    await h.settle('requestCode', { error: network });
    expect(h.effects.notify).toHaveBeenLastCalledWith('resend-failed');
    h.send({ type: 'code.resend' });
    await h.settle('requestCode', { output: { detail: 'ok', expires_in: 300, resend_in: 60 } });
    h.send({ type: 'code.change', value: '4821' });
    h.send({ type: 'form.submit' });
    expect(h.calls.at(-1)).toEqual({ src: 'verifyCode', input: { phone: '+79161234567', code: '4821' } });
    await h.settle('verifyCode', { output: TOKENS });
    expect(h.effects.finish).toHaveBeenCalledTimes(1);
  });

  it('asks the server which methods it offers; its answer wins over the build fallback', async () => {
    const h = signInHarness({ config: { telegram_bot: 'env_bot', firebase: null } });
    expect(h.ctx().config).toEqual({ telegram_bot: 'env_bot', firebase: null });
    const firebase = { project_id: 'demo-boutique', api_key: null, auth_domain: null, emulator_url: 'http://127.0.0.1:9099' };
    await h.settle('loadAuthConfig', { output: { telegram_bot: null, firebase } });
    expect(h.ctx().config).toEqual({ telegram_bot: 'env_bot', firebase });
    h.send({ type: 'method.google' });
    expect(h.calls.at(-1)).toEqual({ src: 'signInWithGoogle', input: { firebase } });
  });

  it('an unanswered config leaves only the server methods', async () => {
    const h = signInHarness();
    await h.settle('loadAuthConfig', { error: network });
    expect(h.ctx().config).toEqual({ telegram_bot: null, firebase: null });
    expect(h.actor.getSnapshot().status).toBe('active');
    expect(h.value()).toEqual({ initial: 'idle' });
  });

  it('registration the server answers with requires_verification: code, then "Регистрация прошла успешно"', async () => {
    const h = signInHarness();
    h.send({ type: 'method.register' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'password.change', value: 'Submariner41' });
    h.send({ type: 'confirm.change', value: 'Submariner41' });
    h.send({ type: 'form.submit' });
    await h.settle('register', { output: { requires_verification: true, detail: 'Phone verification required' } });
    expect(h.effects.notify).toHaveBeenLastCalledWith('verification-required');
    expect(h.value()).toEqual({ verification: 'editing' });
    h.send({ type: 'code.change', value: '4821' });
    h.send({ type: 'form.submit' });
    await h.settle('verifyCode', { output: TOKENS });
    expect(h.effects.notify).toHaveBeenLastCalledWith('registered');
    expect(h.effects.finish).toHaveBeenCalledTimes(1);
  });

  it('registration validates, registers and says "Регистрация прошла успешно"', async () => {
    const h = signInHarness();
    h.send({ type: 'method.register' });
    h.send({ type: 'phone.change', value: '123' });
    h.send({ type: 'password.change', value: '12345' });
    h.send({ type: 'confirm.change', value: '1' });
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ phone: 'phone-digits', password: 'password-short', confirm: 'password-mismatch' });
    h.send({ type: 'phone.change', value: '+971501234567' });
    h.send({ type: 'password.change', value: 'Nautilus5711' });
    h.send({ type: 'confirm.change', value: 'Nautilus5711' });
    h.send({ type: 'form.submit' });
    await h.settle('register', { error: network });
    expect(h.effects.notify).toHaveBeenLastCalledWith('register-failed');
    h.send({ type: 'form.submit' });
    await h.settle('register', { output: TOKENS });
    expect(h.effects.notify).toHaveBeenLastCalledWith('registered');
    expect(h.effects.finish).toHaveBeenCalled();
  });

  it('closing mid-request cancels the call and resets', async () => {
    const h = signInHarness();
    h.send({ type: 'method.password' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'password.change', value: 'x' });
    h.send({ type: 'form.submit' });
    h.send({ type: 'panel.close' });
    expect(h.value()).toEqual({ initial: 'idle' });
    await h.settle('login', { output: TOKENS });
    expect(h.effects.saveTokens).not.toHaveBeenCalled();
  });

  it('a machine without its effects fails loudly', () => {
    // Only the calls are faked (no network in unit tests); the effects stay unprovided.
    const quiet = signInPanelMachine.provide({ actors: { loadAuthConfig: fromPromise(() => new Promise<AuthConfig>(() => {})) } });
    const actor = createActor(quiet, { input: {} });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'panel.close' });
    expect(String(errors[0])).toMatch(/closePanel" not provided/);
  });

  describe('issue 22 item 5: limits, a registered number, wrong code and password at their fields', () => {
    it('a 429 says how long to wait (Retry-After in minutes, rounded up, at least 1) until the next submit, with no toast', async () => {
      const h = signInHarness();
      h.send({ type: 'method.password' });
      h.send({ type: 'phone.change', value: '+7 916 123-45-67' });
      h.send({ type: 'password.change', value: 'Submariner41' });
      h.send({ type: 'form.submit' });
      await h.settle('login', { error: limited(540) });
      expect(h.value()).toEqual({ password: 'rateLimited' });
      expect(selectRetryMinutes(h.actor.getSnapshot())).toBe(9);
      expect(h.effects.notify).not.toHaveBeenCalled();
      // Typing keeps the notice; an invalid submit is refused at the fields without a call.
      h.send({ type: 'password.change', value: '' });
      h.send({ type: 'form.submit' });
      expect(h.value()).toEqual({ password: 'rateLimited' });
      expect(h.ctx().errors).toEqual({ password: 'password-required' });
      expect(h.calls.filter((call) => call.src === 'login')).toHaveLength(1);
      h.send({ type: 'password.change', value: 'Submariner41' });
      h.send({ type: 'form.submit' });
      expect(h.value()).toEqual({ password: 'submitting' });
      await h.settle('login', { error: limited(61) });
      expect(selectRetryMinutes(h.actor.getSnapshot())).toBe(2);
      h.send({ type: 'form.submit' });
      await h.settle('login', { error: limited() });
      expect(selectRetryMinutes(h.actor.getSnapshot())).toBe(1);
      h.send({ type: 'form.submit' });
      await h.settle('login', { error: refused });
      expect(selectRetryMinutes(h.actor.getSnapshot())).toBeNull();
    });

    it('each limited step refuses an emptied field in rateLimited, like editing does', async () => {
      const h = signInHarness();
      h.send({ type: 'method.phone' });
      h.send({ type: 'phone.change', value: '9161234567' });
      h.send({ type: 'form.submit' });
      await h.settle('requestCode', { error: limited(45) });
      expect(h.value()).toEqual({ phone: 'rateLimited' });
      h.send({ type: 'phone.change', value: '' });
      h.send({ type: 'form.submit' });
      expect(h.ctx().errors).toEqual({ phone: 'phone-required' });
      h.send({ type: 'panel.back' });
      for (const step of ['register', 'telegramRegister'] as const) {
        if (step === 'register') h.send({ type: 'method.register' });
        else {
          h.send({ type: 'panel.close' });
          h.send({ type: 'telegram.auth', user: { id: 1, first_name: 'А', auth_date: 1718000000, hash: 'a'.repeat(64) } });
          await h.settle('telegramLogin', { error: new ApiError({ code: 'not-found', status: 404, detail: 'User not found', message: 'User not found' }) });
        }
        h.send({ type: 'phone.change', value: '9161234567' });
        h.send({ type: 'password.change', value: 'Submariner41' });
        h.send({ type: 'confirm.change', value: 'Submariner41' });
        h.send({ type: 'form.submit' });
        await h.settle(step, { error: limited(30) });
        expect(h.value()).toEqual({ [step]: 'rateLimited' });
        h.send({ type: 'confirm.change', value: 'other' });
        h.send({ type: 'form.submit' });
        expect(h.value()).toEqual({ [step]: 'rateLimited' });
        expect(h.ctx().errors).toEqual({ confirm: 'password-mismatch' });
      }
    });

    it('a registered number is said at the phone, and "войти?" opens the sign-in step with it', async () => {
      const h = signInHarness();
      h.send({ type: 'method.register' });
      // Not offered before the server says so.
      h.send({ type: 'register.signInInstead' });
      expect(h.value()).toEqual({ register: 'editing' });
      h.send({ type: 'phone.change', value: '8 916 555-12-35' });
      h.send({ type: 'password.change', value: 'Submariner41' });
      h.send({ type: 'confirm.change', value: 'Submariner41' });
      h.send({ type: 'form.submit' });
      await h.settle('register', { error: taken });
      expect(h.ctx().errors).toEqual({ phone: 'phone-taken' });
      expect(h.effects.notify).not.toHaveBeenCalled();
      h.send({ type: 'register.signInInstead' });
      expect(h.value()).toEqual({ password: 'editing' });
      expect(h.ctx()).toMatchObject({ phone: '+7 916 555-12-35', password: '', confirm: '', errors: {} });
    });

    it('a wrong password and a wrong code are errors of their fields, besides the toast', async () => {
      const h = signInHarness();
      h.send({ type: 'method.password' });
      h.send({ type: 'phone.change', value: '+7 916 123-45-67' });
      h.send({ type: 'password.change', value: 'wrong' });
      h.send({ type: 'form.submit' });
      await h.settle('login', { error: refused });
      expect(h.ctx().errors).toEqual({ password: 'password-wrong' });
      expect(h.effects.notify).toHaveBeenLastCalledWith('login-failed');
      h.send({ type: 'password.change', value: 'Submariner41' });
      expect(h.ctx().errors).toEqual({});
    });
  });
});
