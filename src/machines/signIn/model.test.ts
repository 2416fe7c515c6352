import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import type { TelegramUser } from '../../api/auth.ts';
import { ApiError } from '../../api/errors.ts';
import {
  describePath,
  done,
  expectEveryStateAndTransition,
  failed,
  testPath,
  transitionModel,
  type ModelEvent,
  type ModelPath,
  type SettleEvent,
} from '../../../tests/support/machines/model.ts';
import { signInHarness, type SignInCall, type SignInHarness } from '../../../tests/support/machines/signInPanel.ts';
import { signInPanelMachine } from './machine.ts';
import { selectStep, type SignInPanelSnapshot, type SignInPanelStep } from './selectors.ts';
import type { SignInPanelEvent, SignInPanelInput } from './setup.ts';

type Machine = typeof signInPanelMachine;
/** The panel's invoke ids (the resend link's call has its own). */
const INVOKES = [
  'loadAuthConfig',
  'requestCode',
  'resendCode',
  'verifyCode',
  'login',
  'register',
  'telegramLogin',
  'telegramRegister',
  'signInWithGoogle',
  'sendFirebaseCode',
  'confirmFirebaseCode',
] as const;
type InvokeId = (typeof INVOKES)[number];
type Event = ModelEvent<Machine, InvokeId>;
type Settlement = SettleEvent<InvokeId>;

const TG_USER: TelegramUser = { id: 512345678, first_name: 'Алексей', auth_date: 1718000000, hash: 'a'.repeat(64) };
const TOKENS = { access: 'acc', refresh: 'ref' };
const SENT = { detail: 'ok', expires_in: 300, resend_in: 60 };
const VERIFY = { requires_verification: true, detail: 'Phone verification required' };
const notFound = new ApiError({ code: 'not-found', status: 404, detail: 'User not found', message: 'User not found' });
const refused = new ApiError({ code: 'validation', status: 400, detail: 'Неверный код подтверждения', message: 'Неверный код подтверждения' });
const network = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });
/** Issue 22 item 5: a 429 naming its wait, and a registration of a number that has an account. */
const limited = new ApiError({ code: 'rate-limited', status: 429, detail: 'Too many', message: 'Too many', retryAfterS: 540 });
const taken = new ApiError({ code: 'validation', status: 400, detail: 'Invalid request.', message: 'Invalid request.', errors: { phone: ['Этот номер телефона уже используется.'] } });
/** The model's stand-in for the provider's confirmation; the replay answers with the harness's spy instead. */
const confirmationStub = { confirm: async () => ({}), clear: () => {} };

/** What the visitor can do; only what the state takes is walked. A short code makes the "incomplete" refusal. */
const VISITOR: SignInPanelEvent[] = [
  { type: 'method.phone' },
  { type: 'method.firebasePhone' },
  { type: 'method.password' },
  { type: 'method.register' },
  { type: 'method.google' },
  { type: 'telegram.auth', user: TG_USER },
  { type: 'phone.change', value: '+79161234567' },
  { type: 'password.change', value: 'Submariner41' },
  { type: 'confirm.change', value: 'Submariner41' },
  { type: 'code.change', value: '48' },
  { type: 'code.change', value: '4821' },
  { type: 'form.submit' },
  { type: 'code.resend' },
  { type: 'register.signInInstead' },
  { type: 'panel.back' },
  { type: 'panel.close' },
];

/**
 * `rateLimited` is reached by a valid submit: there the visitor also empties the number (every limited step has
 * it), so the next submit is refused at the fields while the wait shows. Only there: it keeps the model small.
 */
const EMPTY_PHONE: SignInPanelEvent = { type: 'phone.change', value: '' };

/** Every answer and failure of each running call (by invoke id), the ones its guards tell apart included. */
const OUTCOMES: Record<InvokeId, Settlement[]> = {
  loadAuthConfig: [done('loadAuthConfig', { telegram_bot: 'boutique_watch_bot', firebase: null }), failed('loadAuthConfig', network)],
  requestCode: [done('requestCode', SENT), failed('requestCode', network), failed('requestCode', limited)],
  resendCode: [done('resendCode', SENT), failed('resendCode', network), failed('resendCode', limited)],
  verifyCode: [done('verifyCode', TOKENS), failed('verifyCode', refused), failed('verifyCode', network), failed('verifyCode', limited)],
  login: [done('login', TOKENS), done('login', VERIFY), failed('login', refused), failed('login', network), failed('login', limited)],
  register: [
    done('register', { ...TOKENS, requires_phone: true }),
    done('register', VERIFY),
    failed('register', taken),
    failed('register', network),
    failed('register', limited),
  ],
  telegramLogin: [done('telegramLogin', { ...TOKENS, requires_phone: true }), done('telegramLogin', TOKENS), failed('telegramLogin', notFound), failed('telegramLogin', network)],
  telegramRegister: [done('telegramRegister', TOKENS), failed('telegramRegister', network), failed('telegramRegister', limited)],
  signInWithGoogle: [done('signInWithGoogle', TOKENS), failed('signInWithGoogle', { code: 'auth/popup-blocked' })],
  sendFirebaseCode: [done('sendFirebaseCode', confirmationStub), done('sendFirebaseCode', null), failed('sendFirebaseCode', network)],
  confirmFirebaseCode: [done('confirmFirebaseCode', TOKENS), failed('confirmFirebaseCode', network)],
};
/** Invoke id → the call the harness settles (the resend link asks for a code again). */
const callOf = (id: InvokeId): SignInCall => (id === 'resendCode' ? 'requestCode' : id);

/** The step, plus only what its own guards read: the model stays small, and every guard's answers are in it. */
const RELEVANT: Partial<Record<SignInPanelStep, (context: SignInPanelSnapshot['context']) => unknown[]>> = {
  phone: (c) => [c.phone !== ''],
  firebasePhone: (c) => [c.phone !== ''],
  verification: (c) => [c.code.length],
  firebaseCode: (c) => [c.code !== '', c.confirmation !== null],
  password: (c) => [c.phone !== '', c.password !== ''],
  register: (c) => [c.phone !== '', c.password !== '', c.confirm !== '', c.errors.phone === 'phone-taken'],
  telegramRegister: (c) => [c.phone !== '', c.password !== '', c.confirm !== ''],
};

const isSettlement = (event: Event): event is Settlement => event.type.startsWith('xstate.');

/** Sends a visitor's event, or settles the fake call the way a done or error event says, checking the effects. */
async function perform(h: SignInHarness, input: SignInPanelInput, event: Event) {
  if (!isSettlement(event)) return h.send(event);
  const id = INVOKES.find((invoke) => event.type.endsWith(`.actor.${invoke}`));
  if (!id) throw new Error(`no call answers ${event.type}`);
  const call = callOf(id);
  const handOvers = () => h.effects.redirectToReturnTo.mock.calls.length + h.effects.goToPhoneSetup.mock.calls.length + h.effects.finish.mock.calls.length;
  const before = {
    signedIn: h.actor.getSnapshot().matches('signedIn'),
    handOvers: handOvers(),
    redirects: h.effects.redirectToReturnTo.mock.calls.length,
    toasts: h.effects.notify.mock.calls.length,
  };
  const output = 'output' in event && call === 'sendFirebaseCode' && event.output ? h.confirmation : 'output' in event ? event.output : undefined;
  await h.settle(call, 'error' in event ? { error: event.error } : { output });
  // A settled success ends in exactly one of the three hand-overs (the relay whenever return_to is known).
  if (h.actor.getSnapshot().matches('signedIn') && !before.signedIn) {
    expect(h.effects.saveTokens).toHaveBeenLastCalledWith(TOKENS);
    expect(handOvers() - before.handOvers).toBe(1);
    if (input.returnTo) expect(h.effects.redirectToReturnTo.mock.calls.length - before.redirects).toBe(1);
  }
  // Every failure raises a toast, but the unknown Telegram user (on to registration), the unanswered
  // configuration (the build's methods stay), a 429 (the step says how long to wait) and a registered number
  // (said at the phone, with the way to sign in: issue 22 item 5).
  const after = h.actor.getSnapshot();
  if ('error' in event && event.error === limited) {
    expect(after.hasTag('rateLimited')).toBe(true);
    expect(after.context.retryMinutes).toBe(9);
    expect(h.effects.notify.mock.calls.length).toBe(before.toasts);
  } else if ('error' in event && event.error === taken) {
    expect(after.context.errors).toEqual({ phone: 'phone-taken' });
    expect(h.effects.notify.mock.calls.length).toBe(before.toasts);
  } else if ('error' in event && call !== 'loadAuthConfig' && !after.matches('telegramRegister')) {
    expect(h.effects.notify.mock.calls.length).toBe(before.toasts + 1);
  }
  // A refused code or password is said at its field as well as in the toast.
  if ('error' in event && event.error === refused && call === 'verifyCode') expect(after.context.errors).toEqual({ code: 'code-wrong' });
  if ('error' in event && event.error === refused && call === 'login') expect(after.context.errors).toEqual({ password: 'password-wrong' });
}

describe('model: every state and transition of signInPanelMachine, with a failure injected on every call', () => {
  const inputs: [string, SignInPanelInput][] = [
    ['on this host', {}],
    ['with return_to', { returnTo: 'https://boutique.example.com/auth/relay', next: '/compare' }],
  ];
  const all: ModelPath<Machine, InvokeId>[] = [];
  for (const [label, input] of inputs) {
    const model = transitionModel(signInPanelMachine, {
      input,
      invokes: INVOKES,
      events: (snapshot) => [
        ...VISITOR,
        ...(snapshot.hasTag('rateLimited') ? [EMPTY_PHONE] : []),
        ...INVOKES.filter((id) => id in snapshot.children).flatMap((id) => OUTCOMES[id]),
      ],
      // Outcomes of one call are told apart (a refused code is not a network failure); the set is finite.
      eventKey: (event) => event,
      slice: (snapshot) => [snapshot.value, RELEVANT[selectStep(snapshot)]?.(snapshot.context) ?? []],
    });
    const paths = model.getShortestPaths();
    all.push(...paths);
    for (const path of paths) {
      it(`${label}: ${describePath(path)}`, async () => {
        const h = signInHarness(input);
        await testPath(path, (event) => perform(h, input, event), {
          '*': (snapshot) => expect(h.value()).toEqual(snapshot.value),
        });
      });
    }
  }

  // The Telegram registration opens with the widget's user in hand (only `telegram.auth` leads to it, and nothing
  // clears the user), so its "Данные Telegram не найдены" refusal answers a lost user only: the panel restored at
  // the step without one, then submitted.
  const { context } = initialTransition(signInPanelMachine, {})[0];
  for (const state of ['editing', 'rateLimited'] as const) {
    const lost = signInPanelMachine.resolveState({ value: { telegramRegister: state }, context: { ...context, telegramUser: null } });
    const model = transitionModel(signInPanelMachine, { invokes: INVOKES, events: () => [{ type: 'form.submit' }] });
    const paths = model.getShortestPaths({ fromState: lost });
    all.push(...paths);
    for (const path of paths) {
      it(`restored at telegramRegister.${state} without the widget user: ${describePath(path)}`, async () => {
        const h = signInHarness({}, lost);
        await testPath(path, (event) => perform(h, {}, event), { '*': (snapshot) => expect(h.value()).toEqual(snapshot.value) });
        if (path.steps.length > 1) expect(h.ctx().errors).toEqual({ telegram: 'telegram-missing' });
      });
    }
  }

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(signInPanelMachine, all));
});
