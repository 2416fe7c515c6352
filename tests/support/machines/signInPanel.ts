import { vi } from 'vitest';
import { createActor, fromPromise, type Snapshot } from 'xstate';
import type { AuthConfig, CodeSent, FirebaseWebConfig, SignInAnswer, TelegramUser, TokenPair } from '../../../src/api/auth.ts';
import type { PhoneConfirmation } from '../../../src/api/firebase.ts';
import { signInPanelMachine } from '../../../src/machines/signIn/machine.ts';
import type { SignInPanelEvent, SignInPanelInput } from '../../../src/machines/signIn/setup.ts';
import { deferred } from '../deferred.ts';

/** The panel's calls, by the name its setup gives them. */
export type SignInCall =
  | 'loadAuthConfig'
  | 'requestCode'
  | 'verifyCode'
  | 'login'
  | 'register'
  | 'telegramLogin'
  | 'telegramRegister'
  | 'signInWithGoogle'
  | 'sendFirebaseCode'
  | 'confirmFirebaseCode';

/** How the test settles a call: its answer, or its failure. */
export type Outcome = { output: unknown } | { error: unknown };

/**
 * The sign-in panel with every call a promise the test settles by hand (tests/support/deferred.ts) and every UI
 * effect a spy. `settle` answers the one pending call of that name, then lets the machine take the answer.
 * `snapshot` restores a panel instead of opening a new one.
 */
export function signInHarness(input: SignInPanelInput = {}, snapshot?: Snapshot<unknown>) {
  const pending = new Map<SignInCall, ReturnType<typeof deferred<unknown>>>();
  const calls: { src: SignInCall; input: unknown }[] = [];
  const confirmation: PhoneConfirmation = { confirm: vi.fn(), clear: vi.fn() };
  /** A fake call: records its input and waits for the test. The output type is the real call's. */
  const fake = <TOutput, TInput>(src: SignInCall) =>
    fromPromise<TOutput, TInput>(({ input: callInput }) => {
      const call = deferred<unknown>();
      calls.push({ src, input: callInput });
      pending.set(src, call);
      return call.promise as Promise<TOutput>;
    });
  const effects = {
    saveTokens: vi.fn(),
    notify: vi.fn(),
    redirectToReturnTo: vi.fn(),
    goToPhoneSetup: vi.fn(),
    finish: vi.fn(),
    closePanel: vi.fn(),
  };
  const machine = signInPanelMachine.provide({
    actors: {
      loadAuthConfig: fake<AuthConfig, unknown>('loadAuthConfig'),
      requestCode: fake<CodeSent, { phone: string }>('requestCode'),
      verifyCode: fake<TokenPair, { phone: string; code: string }>('verifyCode'),
      login: fake<SignInAnswer, { phone: string; password: string }>('login'),
      register: fake<SignInAnswer, { phone: string; password: string }>('register'),
      telegramLogin: fake<TokenPair, { user: TelegramUser }>('telegramLogin'),
      telegramRegister: fake<TokenPair, { user: TelegramUser; phone: string; password: string }>('telegramRegister'),
      signInWithGoogle: fake<TokenPair, { firebase: FirebaseWebConfig | null }>('signInWithGoogle'),
      sendFirebaseCode: fake<PhoneConfirmation, { phone: string; firebase: FirebaseWebConfig | null }>('sendFirebaseCode'),
      confirmFirebaseCode: fake<TokenPair, { confirmation: PhoneConfirmation; code: string }>('confirmFirebaseCode'),
    },
    actions: {
      saveTokens: (_, params) => effects.saveTokens(params),
      notify: (_, params) => effects.notify(params.toast),
      redirectToReturnTo: (_, params) => effects.redirectToReturnTo(params),
      goToPhoneSetup: () => effects.goToPhoneSetup(),
      finish: () => effects.finish(),
      closePanel: () => effects.closePanel(),
    },
  });
  // A snapshot given is restored instead of starting afresh (its calls are not running).
  const actor = createActor(machine, { input, ...(snapshot ? { snapshot } : {}) }).start();
  const settle = async (src: SignInCall, outcome: Outcome) => {
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

export type SignInHarness = ReturnType<typeof signInHarness>;
