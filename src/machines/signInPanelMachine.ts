import { and, assign, not, setup } from 'xstate';
import {
  firebaseLogin,
  getAuthConfig,
  login,
  needsVerification,
  register,
  requestCode,
  telegramLogin,
  telegramRegister,
  verifyCode,
  type AuthConfig,
  type CodeSent,
  type FirebaseWebConfig,
  type SignInAnswer,
  type TelegramUser,
  type TokenPair,
} from '../api/auth.ts';
import { isApiError } from '../api/errors.ts';
import type { FirebaseIdentity, PhoneConfirmation } from '../api/firebase.ts';
import { fromRequest } from './fromRequest.ts';

export type { PhoneConfirmation, FirebaseIdentity };

/** Part 1 §5 and §9. */
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 15;
export const PASSWORD_MIN = 6;
export const VERIFICATION_DIGITS = 4;
export const FIREBASE_CODE_MAX = 6;

/** Typed reasons a field is refused (part 1 §5); the view words them. */
export type SignInFieldError =
  | 'phone-required' // "Введите номер телефона"
  | 'phone-digits' // 7 to 15 digits
  | 'code-required' // "Введите код подтверждения"
  | 'code-incomplete' // the verification panel needs its 4 digits
  | 'confirmation-missing' // "Ошибка верификации"
  | 'password-required'
  | 'password-short' // at least 6
  | 'password-mismatch' // "Пароли не совпадают"
  | 'telegram-missing'; // "Данные Telegram не найдены"
export type SignInField = 'phone' | 'code' | 'password' | 'confirm' | 'telegram';
export type SignInFieldErrors = Partial<Record<SignInField, SignInFieldError>>;

/** Every toast of part 1 §8 "Sign-in messages" (and §4's "Phone verification required"), as a code. */
export type SignInToast =
  | 'code-sent'
  | 'signed-in'
  | 'google-signed-in'
  | 'registered'
  | 'phone-required'
  | 'verification-required'
  | 'sms-failed'
  | 'wrong-code'
  | 'telegram-failed'
  | 'verify-failed'
  | 'resend-failed'
  | 'login-failed'
  | 'register-failed'
  | 'google-failed'
  | 'popup-closed'
  | 'popup-blocked'
  | 'google-cancelled';
export type SignInToastType = 'success' | 'error' | 'info';
export const TOAST_TYPES: Record<SignInToast, SignInToastType> = {
  'code-sent': 'success',
  'signed-in': 'success',
  'google-signed-in': 'success',
  registered: 'success',
  'phone-required': 'info',
  'verification-required': 'info',
  'sms-failed': 'error',
  'wrong-code': 'error',
  'telegram-failed': 'error',
  'verify-failed': 'error',
  'resend-failed': 'error',
  'login-failed': 'error',
  'register-failed': 'error',
  'google-failed': 'error',
  'popup-closed': 'error',
  'popup-blocked': 'error',
  'google-cancelled': 'error',
};

export const phoneDigits = (phone: string): number => phone.replace(/\D/g, '').length;
const isPhoneLengthOk = (phone: string) => phoneDigits(phone) >= PHONE_DIGITS_MIN && phoneDigits(phone) <= PHONE_DIGITS_MAX;

/** Part 1 §5 "Password login": phone of 7 to 15 digits and a non-empty password. */
export function validatePasswordLogin(values: { phone: string; password: string }): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (values.phone.trim() === '') errors.phone = 'phone-required';
  else if (!isPhoneLengthOk(values.phone)) errors.phone = 'phone-digits';
  if (values.password === '') errors.password = 'password-required';
  return errors;
}

/** Part 1 §5 "Registration": phone of 7 to 15 digits, password of at least 6, confirmation equal. */
export function validateRegistration(values: { phone: string; password: string; confirm: string }): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (values.phone.trim() === '') errors.phone = 'phone-required';
  else if (!isPhoneLengthOk(values.phone)) errors.phone = 'phone-digits';
  if (values.password.length < PASSWORD_MIN) errors.password = 'password-short';
  if (values.confirm !== values.password) errors.confirm = 'password-mismatch';
  return errors;
}

/** Part 1 §5 "Verification panel: digits only, at most 4". */
export const sanitizeVerificationCode = (value: string): string => value.replace(/\D/g, '').slice(0, VERIFICATION_DIGITS);
/** Part 1 §5 "The code input allows at most 6 characters". */
export const sanitizeFirebaseCode = (value: string): string => value.trim().slice(0, FIREBASE_CODE_MAX);

/** The messenger call answers 404 "User not found" for an unknown Telegram id (part 1 §4). */
export const isUserNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.failure.status === 404 || /user not found/i.test(error.failure.detail ?? error.failure.message));

/** A refused code (400) is "wrong"; anything else (network, 429, 5xx) is a failure to verify. */
const isRefusedCode = (error: unknown): boolean => isApiError(error) && error.failure.code === 'validation';

/** Firebase's error codes for the Google popup (part 1 §8 "Social sign-in"). */
export function googleFailureToast(error: unknown): SignInToast {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (code === 'auth/popup-closed-by-user') return 'popup-closed';
  if (code === 'auth/popup-blocked') return 'popup-blocked';
  if (code === 'auth/cancelled-popup-request' || code === 'auth/user-cancelled') return 'google-cancelled';
  return 'google-failed';
}

const firebaseCodeToast = (error: unknown): SignInToast => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  return code === 'auth/invalid-verification-code' || code === 'auth/code-expired' || isRefusedCode(error) ? 'wrong-code' : 'verify-failed';
};

const loadFirebase = () => import('../api/firebase.ts');
const requireFirebase = (config: FirebaseWebConfig | null): FirebaseWebConfig => {
  if (!config) throw Object.assign(new Error('Firebase sign-in is not configured'), { code: 'app/not-configured' });
  return config;
};

const identityRequest = (identity: FirebaseIdentity, provider: 'phone' | 'google') => ({
  idToken: identity.idToken,
  provider,
  phoneNumber: identity.phoneNumber,
  email: identity.email,
  displayName: identity.displayName,
  photoURL: identity.photoURL,
});

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
  | { type: 'panel.back' }
  | { type: 'panel.close' };

/** What a successful step hands over: the pair, and whether the account still lacks a phone (messenger). */
type Tokens = Pick<TokenPair, 'access' | 'refresh' | 'requires_phone'>;

const without = (errors: SignInFieldErrors, field: SignInField): SignInFieldErrors => {
  const { [field]: _edited, ...rest } = errors;
  return rest;
};

const notProvided = (name: string) => () => {
  throw new Error(`signInPanelMachine: action "${name}" not provided`);
};

const pairOf = (tokens: Tokens | null) => ({ access: tokens?.access ?? '', refresh: tokens?.refresh ?? '' });
const saveTokens = { type: 'saveTokens', params: ({ context }: { context: { tokens: Tokens | null } }) => pairOf(context.tokens) } as const;

const EMPTY_FORM = { phone: '', password: '', confirm: '', code: '', errors: {} as SignInFieldErrors };

/**
 * The sign-in panel (part 1 §2.5, §4 "Sign-in panel", §5, §8): the method choice and every step, back to the
 * previous step, closing resets everything (phone, code, the identity provider's confirmation and its captcha).
 * Every success goes through one decision: tokens for another host (return_to) are handed over in the URL fragment;
 * an account without a phone goes to /phone-setup; otherwise the feature's `finish`.
 */
export const signInPanelMachine = setup({
  types: {
    input: {} as SignInPanelInput,
    context: {} as {
      /** The relay target on the international host, when the visitor came from there. */
      returnTo: string | null;
      /** The page to end on, carried through the relay. */
      next: string | null;
      /** The phone typed in the current step (kept when stepping back and forth). */
      phone: string;
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
    },
    events: {} as SignInPanelEvent,
  },
  actors: {
    requestCode: fromRequest<CodeSent, { phone: string }>(({ input, signal }) => requestCode({ phone: input.phone }, signal)),
    verifyCode: fromRequest<TokenPair, { phone: string; code: string }>(({ input, signal }) => verifyCode(input, signal)),
    login: fromRequest<SignInAnswer, { phone: string; password: string }>(({ input, signal }) => login(input, signal)),
    register: fromRequest<SignInAnswer, { phone: string; password: string }>(({ input, signal }) => register(input, signal)),
    telegramLogin: fromRequest<TokenPair, { user: TelegramUser }>(({ input, signal }) => telegramLogin(input.user, signal)),
    telegramRegister: fromRequest<TokenPair, { user: TelegramUser; phone: string; password: string }>(({ input, signal }) =>
      telegramRegister(input, signal),
    ),
    /** The Google popup, then the server's token exchange. The SDK arrives only now (never in the first bundle). */
    loadAuthConfig: fromRequest<AuthConfig>(({ signal }) => getAuthConfig(signal)),
    signInWithGoogle: fromRequest<TokenPair, { firebase: FirebaseWebConfig | null }>(async ({ input, signal }) => {
      const identity = await (await loadFirebase()).signInWithGoogle(requireFirebase(input.firebase));
      return firebaseLogin(identityRequest(identity, 'google'), signal);
    }),
    /** Runs the invisible captcha and sends the code; the confirmation owns the captcha until it is cleared. */
    sendFirebaseCode: fromRequest<PhoneConfirmation, { phone: string; firebase: FirebaseWebConfig | null }>(async ({ input, signal }) =>
      (await loadFirebase()).sendPhoneCode(requireFirebase(input.firebase), input.phone, signal),
    ),
    confirmFirebaseCode: fromRequest<TokenPair, { confirmation: PhoneConfirmation; code: string }>(async ({ input, signal }) => {
      const identity = await input.confirmation.confirm(input.code);
      return firebaseLogin(identityRequest(identity, 'phone'), signal);
    }),
  },
  actions: {
    assignPhone: assign(({ context }, value: string) => ({ phone: value, errors: without(context.errors, 'phone') })),
    assignPassword: assign(({ context }, value: string) => ({ password: value, errors: without(context.errors, 'password') })),
    assignConfirm: assign(({ context }, value: string) => ({ confirm: value, errors: without(context.errors, 'confirm') })),
    assignCode: assign(({ context }, value: string) => ({ code: value, errors: without(context.errors, 'code') })),
    assignErrors: assign((_, errors: SignInFieldErrors) => ({ errors })),
    clearErrors: assign({ errors: {} }),
    clearCode: assign({ code: '', errors: {} }),
    assignConfirmation: assign((_, confirmation: PhoneConfirmation) => ({ confirmation })),
    assignTelegramUser: assign((_, user: TelegramUser) => ({ telegramUser: user })),
    assignTokens: assign((_, params: { tokens: Tokens; toast: SignInToast }) => ({ tokens: params.tokens, successToast: params.toast })),
    assignSuccessToast: assign((_, toast: SignInToast) => ({ successToast: toast })),
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
    hasPhone: ({ context }) => context.phone.trim() !== '',
    hasCode: ({ context }) => context.code.trim() !== '',
    hasConfirmation: ({ context }) => context.confirmation !== null,
    hasFullCode: ({ context }) => context.code.length === VERIFICATION_DIGITS,
    isPasswordLoginValid: ({ context }) => Object.keys(validatePasswordLogin(context)).length === 0,
    isRegistrationValid: ({ context }) => Object.keys(validateRegistration(context)).length === 0,
    hasTelegramUser: ({ context }) => context.telegramUser !== null,
  },
}).createMachine({
  id: 'signInPanel',
  context: ({ input }) => ({
    returnTo: input.returnTo ?? null,
    next: input.next ?? null,
    ...EMPTY_FORM,
    confirmation: null,
    telegramUser: null,
    config: input.config ?? NO_PROVIDERS,
    tokens: null,
    successToast: 'signed-in',
  }),
  // Which methods to show is asked once per opening; without an answer only the server's own methods show.
  invoke: {
    id: 'loadAuthConfig',
    src: 'loadAuthConfig',
    onDone: { actions: { type: 'assignConfig', params: ({ event }) => event.output } },
    // Unanswered: the panel simply offers what the build knows (never an error for the shopper).
    onError: {},
  },
  initial: 'initial',
  on: {
    'panel.close': { target: '.initial', actions: ['cleanupCaptcha', 'resetForm', 'closePanel'] },
  },
  states: {
    initial: {
      description: 'The method choice: messenger widget, Google, phone code, number and password, registration.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'method.phone': { target: '#signInPanel.phone', actions: 'clearErrors' },
            'method.firebasePhone': { target: '#signInPanel.firebasePhone', actions: 'clearErrors' },
            'method.password': { target: '#signInPanel.password', actions: 'clearErrors' },
            'method.register': { target: '#signInPanel.register', actions: 'clearErrors' },
            'method.google': 'signingInWithGoogle',
            'telegram.auth': { target: 'signingInWithTelegram', actions: { type: 'assignTelegramUser', params: ({ event }) => event.user } },
          },
        },
        signingInWithTelegram: {
          tags: ['busy'],
          invoke: {
            id: 'telegramLogin',
            src: 'telegramLogin',
            input: ({ context }) => ({ user: context.telegramUser as TelegramUser }),
            onDone: { target: '#signInPanel.completing', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output, toast: 'signed-in' }) } },
            onError: [
              // Part 1 §4: an unknown Telegram user completes the registration instead.
              { guard: { type: 'isUserNotFound', params: ({ event }: { event: { error: unknown } }) => event.error }, target: '#signInPanel.telegramRegister' },
              { target: 'idle', actions: { type: 'notify', params: { toast: 'telegram-failed' } } },
            ],
          },
        },
        signingInWithGoogle: {
          tags: ['busy'],
          invoke: {
            id: 'signInWithGoogle',
            src: 'signInWithGoogle',
            input: ({ context }) => ({ firebase: context.config.firebase }),
            onDone: { target: '#signInPanel.completing', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output, toast: 'google-signed-in' }) } },
            onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => ({ toast: googleFailureToast(event.error) }) } },
          },
        },
      },
    },
    phone: {
      description: 'The legacy phone dialog: the server calls the number and the visitor types its last 4 digits.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phone.change': { actions: { type: 'assignPhone', params: ({ event }) => event.value } },
            'form.submit': [{ guard: 'hasPhone', target: 'requestingCode' }, { actions: { type: 'assignErrors', params: { phone: 'phone-required' } } }],
          },
        },
        requestingCode: {
          tags: ['busy'],
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: {
              target: '#signInPanel.verification',
              actions: ['clearCode', { type: 'assignSuccessToast', params: 'signed-in' }, { type: 'notify', params: { toast: 'code-sent' } }],
            },
            onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'sms-failed' } } },
          },
        },
      },
      on: { 'panel.back': { target: 'initial', actions: 'clearErrors' } },
    },
    verification: {
      description: 'The last 4 digits of the calling number; a resend link and the support line for code problems.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'code.change': { actions: { type: 'assignCode', params: ({ event }) => sanitizeVerificationCode(event.value) } },
            'form.submit': [
              { guard: 'hasFullCode', target: 'verifying' },
              { guard: 'hasCode', actions: { type: 'assignErrors', params: { code: 'code-incomplete' } } },
              { actions: { type: 'assignErrors', params: { code: 'code-required' } } },
            ],
            'code.resend': 'resending',
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({ phone: context.phone, code: context.code }),
            // A registration confirmed by its code says "registered"; every other way here says "signed in".
            onDone: {
              target: '#signInPanel.completing',
              actions: { type: 'assignTokens', params: ({ context, event }) => ({ tokens: event.output, toast: context.successToast }) },
            },
            onError: [
              { guard: { type: 'isRefusedCode', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'editing', actions: { type: 'notify', params: { toast: 'wrong-code' } } },
              { target: 'editing', actions: { type: 'notify', params: { toast: 'verify-failed' } } },
            ],
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resendCode',
            src: 'requestCode',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: { target: 'editing', actions: ['clearCode', { type: 'notify', params: { toast: 'code-sent' } }] },
            onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'resend-failed' } } },
          },
        },
      },
      // Part 1 §4: "verification: back goes to phone".
      on: { 'panel.back': { target: 'phone', actions: 'clearCode' } },
    },
    firebasePhone: {
      description: "The identity provider's phone sign-in: an invisible captcha runs, then the provider texts a code.",
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phone.change': { actions: { type: 'assignPhone', params: ({ event }) => event.value } },
            'form.submit': [{ guard: 'hasPhone', target: 'sendingCode' }, { actions: { type: 'assignErrors', params: { phone: 'phone-required' } } }],
          },
        },
        sendingCode: {
          tags: ['busy'],
          invoke: {
            id: 'sendFirebaseCode',
            src: 'sendFirebaseCode',
            input: ({ context }) => ({ phone: context.phone, firebase: context.config.firebase }),
            onDone: {
              target: '#signInPanel.firebaseCode',
              actions: [
                'cleanupCaptcha',
                { type: 'assignConfirmation', params: ({ event }) => event.output },
                'clearCode',
                { type: 'notify', params: { toast: 'code-sent' } },
              ],
            },
            onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'sms-failed' } } },
          },
        },
      },
      on: { 'panel.back': { target: 'initial', actions: 'clearErrors' } },
    },
    firebaseCode: {
      description: "The identity provider's code, up to 6 characters.",
      initial: 'editing',
      states: {
        editing: {
          on: {
            'code.change': { actions: { type: 'assignCode', params: ({ event }) => sanitizeFirebaseCode(event.value) } },
            // Part 1 §5: an empty code, then a missing confirmation object, refuse the submit.
            'form.submit': [
              { guard: and(['hasCode', 'hasConfirmation']), target: 'confirming' },
              { guard: 'hasCode', actions: { type: 'assignErrors', params: { code: 'confirmation-missing' } } },
              { actions: { type: 'assignErrors', params: { code: 'code-required' } } },
            ],
          },
        },
        confirming: {
          tags: ['busy'],
          invoke: {
            id: 'confirmFirebaseCode',
            src: 'confirmFirebaseCode',
            input: ({ context }) => ({ confirmation: context.confirmation as PhoneConfirmation, code: context.code }),
            onDone: { target: '#signInPanel.completing', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output, toast: 'signed-in' }) } },
            onError: { target: 'editing', actions: { type: 'notify', params: ({ event }) => ({ toast: firebaseCodeToast(event.error) }) } },
          },
        },
      },
      // Back to the phone: the confirmation is spent, a new code needs a new captcha.
      on: { 'panel.back': { target: 'firebasePhone', actions: ['cleanupCaptcha', 'clearCode', assign({ confirmation: null })] } },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phone.change': { actions: { type: 'assignPhone', params: ({ event }) => event.value } },
            'password.change': { actions: { type: 'assignPassword', params: ({ event }) => event.value } },
            'form.submit': [
              { guard: 'isPasswordLoginValid', target: 'submitting', actions: 'clearErrors' },
              { actions: { type: 'assignErrors', params: ({ context }) => validatePasswordLogin(context) } },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ phone: context.phone, password: context.password }),
            onDone: [
              {
                // Part 1 §4: "a requires_verification flag, which raises Phone verification required". The server
                // has already sent the code.
                guard: { type: 'needsVerification', params: ({ event }) => event.output },
                target: '#signInPanel.verification',
                actions: ['clearCode', { type: 'assignSuccessToast', params: 'signed-in' }, { type: 'notify', params: { toast: 'verification-required' } }],
              },
              { target: '#signInPanel.completing', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output as TokenPair, toast: 'signed-in' }) } },
            ],
            onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'login-failed' } } },
          },
        },
      },
      on: { 'panel.back': { target: 'initial', actions: 'clearErrors' } },
    },
    register: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phone.change': { actions: { type: 'assignPhone', params: ({ event }) => event.value } },
            'password.change': { actions: { type: 'assignPassword', params: ({ event }) => event.value } },
            'confirm.change': { actions: { type: 'assignConfirm', params: ({ event }) => event.value } },
            'form.submit': [
              { guard: 'isRegistrationValid', target: 'submitting', actions: 'clearErrors' },
              { actions: { type: 'assignErrors', params: ({ context }) => validateRegistration(context) } },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({ phone: context.phone, password: context.password }),
            onDone: [
              {
                // The server creates the account unconfirmed and sends a code: the code's check signs in.
                guard: { type: 'needsVerification', params: ({ event }) => event.output },
                target: '#signInPanel.verification',
                actions: ['clearCode', { type: 'assignSuccessToast', params: 'registered' }, { type: 'notify', params: { toast: 'verification-required' } }],
              },
              { target: '#signInPanel.completing', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output as TokenPair, toast: 'registered' }) } },
            ],
            onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'register-failed' } } },
          },
        },
      },
      on: { 'panel.back': { target: 'initial', actions: 'clearErrors' } },
    },
    telegramRegister: {
      description: 'The registration form titled as completing it: the widget user plus phone and password.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phone.change': { actions: { type: 'assignPhone', params: ({ event }) => event.value } },
            'password.change': { actions: { type: 'assignPassword', params: ({ event }) => event.value } },
            'confirm.change': { actions: { type: 'assignConfirm', params: ({ event }) => event.value } },
            'form.submit': [
              // Part 1 §5: "Messenger register without stored messenger data: Данные Telegram не найдены".
              { guard: not('hasTelegramUser'), actions: { type: 'assignErrors', params: { telegram: 'telegram-missing' } } },
              { guard: 'isRegistrationValid', target: 'submitting', actions: 'clearErrors' },
              { actions: { type: 'assignErrors', params: ({ context }) => validateRegistration(context) } },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'telegramRegister',
            src: 'telegramRegister',
            input: ({ context }) => ({ user: context.telegramUser as TelegramUser, phone: context.phone, password: context.password }),
            onDone: { target: '#signInPanel.completing', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output, toast: 'registered' }) } },
            onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'register-failed' } } },
          },
        },
      },
      on: { 'panel.back': { target: 'initial', actions: 'clearErrors' } },
    },
    completing: {
      description: 'One decision for every method (part 1 §4 "Messenger login result"): relay, phone setup or done.',
      always: [
        {
          guard: 'hasReturnTo',
          target: 'signedIn',
          actions: [
            saveTokens,
            {
              type: 'redirectToReturnTo',
              params: ({ context }) => ({ returnTo: context.returnTo ?? '', next: context.next, ...pairOf(context.tokens) }),
            },
          ],
        },
        { guard: 'requiresPhone', target: 'signedIn', actions: [saveTokens, { type: 'notify', params: { toast: 'phone-required' } }, 'goToPhoneSetup'] },
        { target: 'signedIn', actions: [saveTokens, { type: 'notify', params: ({ context }) => ({ toast: context.successToast }) }, 'finish'] },
      ],
    },
    signedIn: {
      tags: ['busy'],
      description: 'The tokens are saved; the feature is on its way elsewhere (reload, next, relay, phone setup).',
    },
  },
});
