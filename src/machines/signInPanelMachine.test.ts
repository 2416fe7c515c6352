import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { ApiError } from '../api/errors.ts';
import type { AuthConfig, TelegramUser } from '../api/auth.ts';
import {
  googleFailureToast,
  isUserNotFound,
  sanitizeFirebaseCode,
  sanitizeVerificationCode,
  signInPanelMachine,
  validatePasswordLogin,
  validateRegistration,
  type PhoneConfirmation,
  type SignInPanelEvent,
  type SignInPanelInput,
} from './signInPanelMachine.ts';

const TG_USER: TelegramUser = { id: 512345678, first_name: 'Алексей', auth_date: 1718000000, hash: 'a'.repeat(64) };
const TOKENS = { access: 'acc', refresh: 'ref' };
const notFound = new ApiError({ code: 'not-found', status: 404, detail: 'User not found', message: 'User not found' });
const refused = new ApiError({ code: 'validation', status: 400, detail: 'Неверный код подтверждения', message: 'Неверный код подтверждения' });
const network = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });

type Src = 'loadAuthConfig' | 'requestCode' | 'verifyCode' | 'login' | 'register' | 'telegramLogin' | 'telegramRegister' | 'signInWithGoogle' | 'sendFirebaseCode' | 'confirmFirebaseCode';
const SOURCES: Src[] = ['loadAuthConfig', 'requestCode', 'verifyCode', 'login', 'register', 'telegramLogin', 'telegramRegister', 'signInWithGoogle', 'sendFirebaseCode', 'confirmFirebaseCode'];

/** Every call is a promise the test settles by hand; every effect a spy. */
function harness(input: SignInPanelInput = {}) {
  const pending = new Map<Src, { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: unknown }>();
  const calls: { src: Src; input: unknown }[] = [];
  const confirmation: PhoneConfirmation = { confirm: vi.fn(), clear: vi.fn() };
  const actors = Object.fromEntries(
    SOURCES.map((src) => [
      src,
      fromPromise(
        ({ input: callInput }) =>
          new Promise((resolve, reject) => {
            calls.push({ src, input: callInput });
            pending.set(src, { resolve, reject, input: callInput });
          }),
      ),
    ]),
  );
  const effects = {
    saveTokens: vi.fn(),
    notify: vi.fn(),
    redirectToReturnTo: vi.fn(),
    goToPhoneSetup: vi.fn(),
    finish: vi.fn(),
    closePanel: vi.fn(),
  };
  const machine = signInPanelMachine.provide({
    actors: actors as never,
    actions: {
      saveTokens: (_, params) => effects.saveTokens(params),
      notify: (_, params) => effects.notify(params.toast),
      redirectToReturnTo: (_, params) => effects.redirectToReturnTo(params),
      goToPhoneSetup: () => effects.goToPhoneSetup(),
      finish: () => effects.finish(),
      closePanel: () => effects.closePanel(),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = async (src: Src, outcome: { output?: unknown; error?: unknown }) => {
    const call = pending.get(src);
    if (!call) throw new Error(`no pending ${src}`);
    pending.delete(src);
    if ('error' in outcome) call.reject(outcome.error);
    else call.resolve(outcome.output);
    // The promise's reaction and the parent's transition are microtasks: a few turns settle them.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  const send = (event: SignInPanelEvent) => actor.send(event);
  const value = () => actor.getSnapshot().value;
  const ctx = () => actor.getSnapshot().context;
  return { actor, send, settle, effects, calls, confirmation, value, ctx };
}

describe('validation (part 1 §5)', () => {
  it('password login: phone of 7 to 15 digits, non-empty password', () => {
    expect(validatePasswordLogin({ phone: '', password: '' })).toEqual({ phone: 'phone-required', password: 'password-required' });
    expect(validatePasswordLogin({ phone: '+7 12-34', password: 'x' })).toEqual({ phone: 'phone-digits' });
    expect(validatePasswordLogin({ phone: '1234567', password: 'x' })).toEqual({});
    expect(validatePasswordLogin({ phone: '1'.repeat(15), password: 'x' })).toEqual({});
    expect(validatePasswordLogin({ phone: '1'.repeat(16), password: 'x' })).toEqual({ phone: 'phone-digits' });
  });
  it('registration: password of at least 6, confirmation equal', () => {
    expect(validateRegistration({ phone: '+7 916 123-45-67', password: '12345', confirm: '12345' })).toEqual({ password: 'password-short' });
    expect(validateRegistration({ phone: '+7 916 123-45-67', password: '123456', confirm: '123457' })).toEqual({ confirm: 'password-mismatch' });
    expect(validateRegistration({ phone: '+7 916 123-45-67', password: '123456', confirm: '123456' })).toEqual({});
  });
  it('verification: digits only, at most 4; provider code: at most 6', () => {
    expect(sanitizeVerificationCode('1a2 3-45')).toBe('1234');
    expect(sanitizeFirebaseCode(' 1234567 ')).toBe('123456');
  });
  it('knows "User not found" and the Google popup failures', () => {
    expect(isUserNotFound(notFound)).toBe(true);
    expect(isUserNotFound(network)).toBe(false);
    expect(googleFailureToast({ code: 'auth/popup-closed-by-user' })).toBe('popup-closed');
    expect(googleFailureToast({ code: 'auth/popup-blocked' })).toBe('popup-blocked');
    expect(googleFailureToast({ code: 'auth/cancelled-popup-request' })).toBe('google-cancelled');
    expect(googleFailureToast(new Error('x'))).toBe('google-failed');
  });
});

describe('signInPanelMachine (part 1 §2.5, §4)', () => {
  it('password login with tokens saves them, says "signed in" and finishes', async () => {
    const h = harness();
    h.send({ type: 'method.password' });
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ phone: 'phone-required', password: 'password-required' });
    h.send({ type: 'phone.change', value: '+7 916 123-45-67' });
    expect(h.ctx().errors).toEqual({ password: 'password-required' });
    h.send({ type: 'password.change', value: 'Submariner41' });
    h.send({ type: 'form.submit' });
    expect(h.value()).toEqual({ password: 'submitting' });
    expect(h.calls.at(-1)).toEqual({ src: 'login', input: { phone: '+7 916 123-45-67', password: 'Submariner41' } });
    await h.settle('login', { output: TOKENS });
    expect(h.value()).toBe('signedIn');
    expect(h.effects.saveTokens).toHaveBeenCalledWith(TOKENS);
    expect(h.effects.notify).toHaveBeenCalledWith('signed-in');
    expect(h.effects.finish).toHaveBeenCalledTimes(1);
  });

  it('password login answering requires_verification raises the toast and opens verification; back goes to phone', async () => {
    const h = harness();
    h.send({ type: 'method.password' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'password.change', value: 'x' });
    h.send({ type: 'form.submit' });
    await h.settle('login', { output: { requires_verification: true, detail: 'Phone verification required' } });
    expect(h.effects.notify).toHaveBeenCalledWith('verification-required');
    expect(h.value()).toEqual({ verification: 'editing' });
    h.send({ type: 'panel.back' });
    expect(h.value()).toEqual({ phone: 'editing' });
    expect(h.ctx().phone).toBe('+79161234567');
  });

  it('login failure toasts and stays on the form', async () => {
    const h = harness();
    h.send({ type: 'method.password' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'password.change', value: 'x' });
    h.send({ type: 'form.submit' });
    await h.settle('login', { error: network });
    expect(h.effects.notify).toHaveBeenCalledWith('login-failed');
    expect(h.value()).toEqual({ password: 'editing' });
  });

  it('legacy phone: request code, 4 digits, wrong code, resend, verify', async () => {
    const h = harness();
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
    const h = harness({ config: { telegram_bot: 'env_bot', firebase: null } });
    expect(h.ctx().config).toEqual({ telegram_bot: 'env_bot', firebase: null });
    const firebase = { project_id: 'demo-boutique', api_key: null, auth_domain: null, emulator_url: 'http://127.0.0.1:9099' };
    await h.settle('loadAuthConfig', { output: { telegram_bot: null, firebase } });
    expect(h.ctx().config).toEqual({ telegram_bot: 'env_bot', firebase });
    h.send({ type: 'method.google' });
    expect(h.calls.at(-1)).toEqual({ src: 'signInWithGoogle', input: { firebase } });
  });

  it('an unanswered config leaves only the server methods', async () => {
    const h = harness();
    await h.settle('loadAuthConfig', { error: network });
    expect(h.ctx().config).toEqual({ telegram_bot: null, firebase: null });
    expect(h.actor.getSnapshot().status).toBe('active');
    expect(h.value()).toEqual({ initial: 'idle' });
  });

  it('registration the server answers with requires_verification: code, then "Регистрация прошла успешно"', async () => {
    const h = harness();
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
    const h = harness();
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

  it('Telegram: unknown user → telegram-register; requires_phone → /phone-setup with the info toast', async () => {
    const h = harness();
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
    const h = harness();
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
    const h = harness({ returnTo: 'https://boutique.example.com/auth/relay', next: '/favorites' });
    h.send({ type: 'telegram.auth', user: TG_USER });
    await h.settle('telegramLogin', { output: { ...TOKENS, requires_phone: true } });
    expect(h.effects.redirectToReturnTo).toHaveBeenCalledWith({ returnTo: 'https://boutique.example.com/auth/relay', next: '/favorites', ...TOKENS });
    expect(h.effects.goToPhoneSetup).not.toHaveBeenCalled();
    expect(h.effects.finish).not.toHaveBeenCalled();
  });

  it('Google: success toast, and each popup failure its own toast', async () => {
    const h = harness();
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
    const h = harness();
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
    const h = harness();
    h.send({ type: 'method.firebasePhone' });
    h.send({ type: 'phone.change', value: '+79161234567' });
    h.send({ type: 'form.submit' });
    await h.settle('sendFirebaseCode', { output: null });
    h.send({ type: 'code.change', value: '123456' });
    h.send({ type: 'form.submit' });
    expect(h.ctx().errors).toEqual({ code: 'confirmation-missing' });
  });

  it('closing mid-request cancels the call and resets', async () => {
    const h = harness();
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
});

type Snapshot = SnapshotFrom<typeof signInPanelMachine>;
type SnapshotContext = Snapshot['context'];

describe('model: every state and transition of signInPanelMachine, with a failure injected on every call', () => {
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });
  const confirmationStub = { confirm: async () => ({}), clear: () => {} };
  const EVENTS = [
    { type: 'method.phone' },
    { type: 'method.firebasePhone' },
    { type: 'method.password' },
    { type: 'method.register' },
    { type: 'method.google' },
    { type: 'telegram.auth', user: TG_USER },
    { type: 'phone.change', value: '+79161234567' },
    { type: 'password.change', value: 'Submariner41' },
    { type: 'confirm.change', value: 'Submariner41' },
    { type: 'code.change', value: '4821' },
    { type: 'form.submit' },
    { type: 'code.resend' },
    { type: 'panel.back' },
    { type: 'panel.close' },
    done('requestCode', { detail: 'ok', expires_in: 300, resend_in: 60 }),
    error('requestCode', network),
    done('resendCode', { detail: 'ok', expires_in: 300, resend_in: 60 }),
    error('resendCode', network),
    done('verifyCode', TOKENS),
    error('verifyCode', refused),
    error('verifyCode', network),
    done('login', TOKENS),
    done('login', { requires_verification: true, detail: 'Phone verification required' }),
    error('login', network),
    done('register', { ...TOKENS, requires_phone: true }),
    done('register', { requires_verification: true, detail: 'Phone verification required' }),
    error('register', network),
    done('telegramLogin', { ...TOKENS, requires_phone: true }),
    done('telegramLogin', TOKENS),
    error('telegramLogin', notFound),
    error('telegramLogin', network),
    done('telegramRegister', TOKENS),
    error('telegramRegister', network),
    done('signInWithGoogle', TOKENS),
    error('signInWithGoogle', { code: 'auth/popup-blocked' }),
    done('sendFirebaseCode', confirmationStub),
    error('sendFirebaseCode', network),
    done('confirmFirebaseCode', TOKENS),
    error('confirmFirebaseCode', network),
    done('loadAuthConfig', { telegram_bot: 'boutique_watch_bot', firebase: null }),
    error('loadAuthConfig', network),
  ];
  /** invoke id → the actor source the harness settles. */
  const SRC_OF: Record<string, Src> = {
    requestCode: 'requestCode',
    resendCode: 'requestCode',
    verifyCode: 'verifyCode',
    login: 'login',
    register: 'register',
    telegramLogin: 'telegramLogin',
    telegramRegister: 'telegramRegister',
    signInWithGoogle: 'signInWithGoogle',
    sendFirebaseCode: 'sendFirebaseCode',
    confirmFirebaseCode: 'confirmFirebaseCode',
    loadAuthConfig: 'loadAuthConfig',
  };

  for (const input of [{}, { returnTo: 'https://boutique.example.com/auth/relay', next: '/compare' }] as SignInPanelInput[]) {
    const label = input.returnTo ? 'with return_to' : 'on this host';
    // The walk itself runs no call: the calls' done and error events are part of the model, and the test settles
    // the fake call with exactly that outcome. The state is its value plus what changes the guards' answers.
    const model = new TestModel(signInPanelMachine, {
      input,
      events: EVENTS as never,
      serializeState: (s) => serialize(s),
    });
    /** The step, plus only the context its own guards read (so the model stays small). */
    function serialize(s: { value: unknown; context: SnapshotContext }) {
      const step = typeof s.value === 'string' ? s.value : Object.keys(s.value as object)[0];
      const c = s.context;
      const filled = (value: string) => value !== '';
      const relevant: Record<string, unknown[]> = {
        phone: [filled(c.phone)],
        firebasePhone: [filled(c.phone)],
        verification: [filled(c.code), c.code.length === 4],
        firebaseCode: [filled(c.code), c.confirmation !== null],
        password: [filled(c.phone), filled(c.password)],
        register: [filled(c.phone), filled(c.password), filled(c.confirm)],
        telegramRegister: [filled(c.phone), filled(c.password), filled(c.confirm), c.telegramUser !== null],
      };
      return JSON.stringify([s.value, relevant[step ?? ''] ?? []]);
    }
    // The library keeps only the longest of paths sharing a prefix: every prefix is itself the shortest path to
    // the state it ends on, so the prefixes give one route to each modelled state.
    const byState = new Map<string, { state: Snapshot; steps: { event: { type: string } }[] }>();
    for (const path of model.getShortestPaths()) {
      path.steps.forEach((step, index) => {
        const key = serialize(step.state);
        if (!byState.has(key)) byState.set(key, { state: step.state, steps: path.steps.slice(0, index + 1) });
      });
    }
    const paths = [...byState.values()];
    const leaves = [
      'initial.idle',
      'initial.signingInWithTelegram',
      'initial.signingInWithGoogle',
      'phone.editing',
      'phone.requestingCode',
      'verification.editing',
      'verification.verifying',
      'verification.resending',
      'firebasePhone.editing',
      'firebasePhone.sendingCode',
      'firebaseCode.editing',
      'firebaseCode.confirming',
      'password.editing',
      'password.submitting',
      'register.editing',
      'register.submitting',
      'telegramRegister.editing',
      'telegramRegister.submitting',
      'signedIn',
    ];
    const flat = (value: unknown): string => (typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${flat(v)}`)[0] ?? '');
    /** Every (state, event) the machine answers: shortest path to the state, then that one event. */
    const transitions = paths.flatMap((path) =>
      (EVENTS as { type: string }[])
        // The configuration is asked once per panel: after its answer, no second one can come.
        .filter((event) => !(event.type.endsWith('.loadAuthConfig') && path.steps.some((step) => step.event.type.endsWith('.loadAuthConfig'))))
        // `can` reports the no-op onError of the configuration as no transition; it is one all the same.
        .filter((event) => event.type.endsWith('.loadAuthConfig') || path.state.can(event as never))
        .map((event) => ({ path, event })),
    );

    /** Sends an event, or settles the fake call the way a done/error event says, then checks the effects. */
    async function apply(h: ReturnType<typeof harness>, step: { type: string; output?: unknown; error?: unknown }) {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.type);
      if (!match) return void h.send(step as SignInPanelEvent);
      const src = SRC_OF[match[2] ?? ''] as Src;
      const outcome = match[1] === 'done' ? { output: src === 'sendFirebaseCode' ? h.confirmation : step.output } : { error: step.error };
      const handOvers = () => h.effects.redirectToReturnTo.mock.calls.length + h.effects.goToPhoneSetup.mock.calls.length + h.effects.finish.mock.calls.length;
      const before = { handOvers: handOvers(), redirects: h.effects.redirectToReturnTo.mock.calls.length, state: flat(h.value()) };
      await h.settle(src, outcome);
      // A settled success ends in exactly one of the three hand-overs (the relay whenever return_to is known).
      if (flat(h.value()) === 'signedIn' && before.state !== 'signedIn') {
        expect(h.effects.saveTokens).toHaveBeenLastCalledWith(TOKENS);
        expect(handOvers() - before.handOvers).toBe(1);
        if (input.returnTo) expect(h.effects.redirectToReturnTo.mock.calls.length - before.redirects).toBe(1);
      }
      // Every failure raises a toast, but the unknown Telegram user (on to registration) and the unanswered
      // configuration (the build's methods stay).
      if (match[1] === 'error' && src !== 'loadAuthConfig' && flat(h.value()) !== 'telegramRegister.editing') expect(h.effects.notify).toHaveBeenCalled();
    }

    it(`${label}: reaches every state and takes every event somewhere`, () => {
      const visited = new Set(paths.map((p) => flat(p.state.value)));
      expect([...visited].sort()).toEqual([...leaves].sort());
      const taken = new Set(transitions.map((t) => JSON.stringify(t.event)));
      for (const event of EVENTS) expect(taken, event.type).toContain(JSON.stringify(event));
    });

    for (const path of paths) {
      const outgoing = transitions.filter((t) => t.path === path);
      const route = path.steps.map((step) => step.event.type).join(' → ');
      it(`${label}: ${route} — then each of ${outgoing.length} events`, async () => {
        for (const { event } of outgoing) {
          const h = harness(input);
          for (const step of path.steps) if (step.event.type !== 'xstate.init') await apply(h, step.event);
          expect(flat(h.value())).toBe(flat(path.state.value));
          await apply(h, event);
          // `completing` decides at once (eventless): the actor is already past it, on signedIn.
          const expected = flat(getNextSnapshot(signInPanelMachine, path.state, event as never).value);
          expect(flat(h.value()), `${flat(path.state.value)} + ${event.type}`).toBe(expected === 'completing' ? 'signedIn' : expected);
        }
      });
    }
  }
});
