import { assign, setup } from 'xstate';
import { normalizePhone } from '../../../kernel/phone.ts';
import { needsVerification, type AuthConfig, type SignInAnswer, type TelegramUser, type TokenPair } from '../../api/auth.ts';
import type { PhoneConfirmation } from '../../api/firebase.ts';
import { typedValue, unprovided } from '../helpers.ts';
import { signInActors } from './actors.ts';
import { isPhoneTaken, isRateLimited, isRefusedCode, isUserNotFound } from './failures.ts';
import type { SignInToast } from './toasts.ts';
import { validatePasswordLogin, validateRegistration, VERIFICATION_DIGITS, without, type SignInFieldErrors } from './validation.ts';

/** The methods on offer when nothing is known: only the server's own (password, codes, registration). */
export const NO_PROVIDERS: AuthConfig = { telegram_bot: null, firebase: null };

export interface SignInPanelInput {
  /** What the build knows before the server answers `GET /api/auth/config/` (Vite env), if anything. */
  config?: AuthConfig | null;
  /** Where to hand the tokens to on another host (`return_to`, already checked against the allowed origins). */
  returnTo?: string | null;
  /** Where the visitor goes afterwards, passed along in the relay's fragment. */
  next?: string | null;
}

export type SignInPanelEvent =
  | { type: 'method.phone' }
  | { type: 'method.firebasePhone' }
  | { type: 'method.password' }
  | { type: 'method.register' }
  | { type: 'method.google' }
  /** The Telegram login widget's callback with its signed user object. */
  | { type: 'telegram.auth'; user: TelegramUser }
  | { type: 'phone.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'confirm.change'; value: string }
  | { type: 'code.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'code.resend' }
  /** Registration's "this number is already registered — sign in?": on to the password step, the phone kept. */
  | { type: 'register.signInInstead' }
  | { type: 'panel.back' }
  | { type: 'panel.close' };

/** What a successful step hands over: the pair, and whether the account still lacks a phone (messenger). */
export type Tokens = Pick<TokenPair, 'access' | 'refresh' | 'requires_phone'>;

export interface SignInPanelContext {
  /** The relay target on the international host, when the visitor came from there. */
  returnTo: string | null;
  /** The page to end on, carried through the relay. */
  next: string | null;
  /** The phone typed in the current step (kept when stepping back and forth). */
  phone: string;
  /** The password typed (password login, registration). */
  password: string;
  /** The password typed again (registration). */
  confirm: string;
  /** The verification digits (4) or the identity provider's code (up to 6). */
  code: string;
  /** Problems found by the last submit of the step; a field's error goes once it is edited. */
  errors: SignInFieldErrors;
  /** The identity provider's pending phone confirmation (it owns the invisible captcha). */
  confirmation: PhoneConfirmation | null;
  /** The widget's user object kept for telegram-register. */
  telegramUser: TelegramUser | null;
  /** The methods on offer: the server's answer over the build's fallback (Telegram bot, Firebase). */
  config: AuthConfig;
  /** The pair the last successful step answered, until `completing` hands it on. */
  tokens: Tokens | null;
  /** The success toast of the method that signed in (part 1 §8). */
  successToast: SignInToast;
  /** How long the last 429 said to wait, in whole minutes (its `Retry-After`, rounded up, at least 1). */
  retryMinutes: number;
}

export const EMPTY_FORM = { phone: '', password: '', confirm: '', code: '', errors: {} as SignInFieldErrors };

/**
 * What leaves the panel for a call: the masked field ("+7 916 123-45-67", or "8 916…" before the mask caught up) in
 * E.164 by the shop's one rule (kernel/phone.ts). The identity provider needs E.164 too, and its calls do not go
 * through src/api. Text that is no phone goes as typed: the step's own check or the server names it.
 */
export const sentPhone = (phone: string): string => normalizePhone(phone) ?? phone.trim();

export const pairOf = (tokens: Tokens | null) => ({ access: tokens?.access ?? '', refresh: tokens?.refresh ?? '' });

const notProvided = (action: string) => unprovided('signInPanelMachine', action);

/** The panel's types, calls, actions and guards; `machine.ts` and the step factory build on it. */
export const signInSetup = setup({
  types: {
    input: {} as SignInPanelInput,
    context: {} as SignInPanelContext,
    events: {} as SignInPanelEvent,
  },
  actors: signInActors,
  actions: {
    assignPhone: assign(({ context }, value: string) => ({ phone: typedValue('phone', value), errors: without(context.errors, 'phone') })),
    assignPassword: assign(({ context }, value: string) => ({ password: value, errors: without(context.errors, 'password') })),
    assignConfirm: assign(({ context }, value: string) => ({ confirm: value, errors: without(context.errors, 'confirm') })),
    assignCode: assign(({ context }, value: string) => ({ code: value, errors: without(context.errors, 'code') })),
    assignErrors: assign((_, errors: SignInFieldErrors) => ({ errors })),
    clearErrors: assign({ errors: {} }),
    clearCode: assign({ code: '', errors: {} }),
    clearConfirmation: assign({ confirmation: null }),
    assignConfirmation: assign((_, confirmation: PhoneConfirmation) => ({ confirmation })),
    assignTelegramUser: assign((_, user: TelegramUser) => ({ telegramUser: user })),
    assignTokens: assign((_, params: { tokens: Tokens; toast: SignInToast }) => ({ tokens: params.tokens, successToast: params.toast })),
    assignSuccessToast: assign((_, toast: SignInToast) => ({ successToast: toast })),
    assignRetryMinutes: assign((_, minutes: number) => ({ retryMinutes: minutes })),
    /** Registration → password login with the same number: only the passwords go. */
    keepPhoneOnly: assign({ password: '', confirm: '', code: '', errors: {} }),
    /** The server's answer wins where it names a method; the build's fallback fills what it leaves out. */
    assignConfig: assign(({ context }, config: AuthConfig) => ({
      config: { telegram_bot: config.telegram_bot ?? context.config.telegram_bot, firebase: config.firebase ?? context.config.firebase },
    })),
    /** Part 1 §4: closing clears phone, code and the confirmation object. */
    resetForm: assign({ ...EMPTY_FORM, confirmation: null }),
    /** Part 1 §4: closing (or leaving the provider's steps) cleans up the invisible captcha. */
    cleanupCaptcha: ({ context }) => context.confirmation?.clear(),
    /** Keep the pair (the feature sends `session.signIn`). */
    saveTokens: notProvided('saveTokens') as (_: unknown, params: { access: string; refresh: string }) => void,
    /** One of the toasts of part 1 §8, worded by the feature. */
    notify: notProvided('notify') as (_: unknown, params: { toast: SignInToast }) => void,
    /** Part 1 §4: return_to and tokens → go there with access, refresh and next in the fragment. */
    redirectToReturnTo: notProvided('redirectToReturnTo') as (
      _: unknown,
      params: { returnTo: string; access: string; refresh: string; next: string | null },
    ) => void,
    /** Part 1 §4: a messenger account without a phone goes to /phone-setup. */
    goToPhoneSetup: notProvided('goToPhoneSetup'),
    /** Signed in: the modal closes and reloads, /login follows `next` (or /profile). */
    finish: notProvided('finish'),
    /** The panel was closed by the visitor (the feature closes its drawer; /login goes to /). */
    closePanel: notProvided('closePanel'),
  },
  guards: {
    hasReturnTo: ({ context }) => context.returnTo !== null,
    requiresPhone: ({ context }) => context.tokens?.requires_phone === true,
    needsVerification: (_, answer: SignInAnswer) => needsVerification(answer),
    isUserNotFound: (_, error: unknown) => isUserNotFound(error),
    isRefusedCode: (_, error: unknown) => isRefusedCode(error),
    isRateLimited: (_, error: unknown) => isRateLimited(error),
    isPhoneTaken: (_, error: unknown) => isPhoneTaken(error),
    hasPhoneTaken: ({ context }) => context.errors.phone === 'phone-taken',
    hasPhone: ({ context }) => context.phone.trim() !== '',
    hasCode: ({ context }) => context.code.trim() !== '',
    hasConfirmation: ({ context }) => context.confirmation !== null,
    hasFullCode: ({ context }) => context.code.length === VERIFICATION_DIGITS,
    isPasswordLoginValid: ({ context }) => Object.keys(validatePasswordLogin(context)).length === 0,
    isRegistrationValid: ({ context }) => Object.keys(validateRegistration(context)).length === 0,
    hasTelegramUser: ({ context }) => context.telegramUser !== null,
  },
});

/** A state of the panel, typed by its setup (events, actions, guards and calls checked). */
export type SignInStateConfig = Parameters<typeof signInSetup.createStateConfig>[0];
