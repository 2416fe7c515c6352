import { and, not } from 'xstate';
import type { TelegramUser, TokenPair } from '../../api/auth.ts';
import type { PhoneConfirmation } from '../../api/firebase.ts';
import { errorOf, firebaseCodeToast } from './failures.ts';
import { formStep } from './formStep.ts';
import { methodChoice } from './methodChoice.ts';
import { EMPTY_FORM, NO_PROVIDERS, pairOf, sentPhone, signInSetup, type SignInPanelContext } from './setup.ts';
import { sanitizeFirebaseCode, sanitizeVerificationCode, validatePasswordLogin, validateRegistration } from './validation.ts';

const saveTokens = { type: 'saveTokens', params: ({ context }: { context: SignInPanelContext }) => pairOf(context.tokens) } as const;

/**
 * The sign-in panel (part 1 §2.5, §4 "Sign-in panel", §5, §8): the method choice and every step, back to the
 * previous step, closing resets everything (phone, code, the identity provider's confirmation and its captcha).
 * Every success goes through one decision: tokens for another host (return_to) are handed over in the URL fragment;
 * an account without a phone goes to /phone-setup; otherwise the feature's `finish`.
 */
export const signInPanelMachine = signInSetup.createMachine({
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
    retryMinutes: 1,
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
    initial: methodChoice,
    phone: formStep({
      description: 'The legacy phone dialog: the server calls the number and the visitor types its last 4 digits.',
      fields: ['phone'],
      limited: true,
      submit: [{ guard: 'hasPhone', target: 'requestingCode' }, { actions: { type: 'assignErrors', params: { phone: 'phone-required' } } }],
      calls: {
        requestingCode: {
          id: 'requestCode',
          src: 'requestCode',
          input: ({ context }) => ({ phone: sentPhone(context.phone) }),
          onDone: {
            target: '#signInPanel.verification',
            actions: ['clearCode', { type: 'assignSuccessToast', params: 'signed-in' }, { type: 'notify', params: { toast: 'code-sent' } }],
          },
          onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'sms-failed' } } },
        },
      },
      back: { target: 'initial', actions: 'clearErrors' },
    }),
    verification: formStep({
      description: 'The last 4 digits of the calling number; a resend link and the support line for code problems.',
      fields: [],
      limited: true,
      code: sanitizeVerificationCode,
      submit: [
        { guard: 'hasFullCode', target: 'verifying' },
        { guard: 'hasCode', actions: { type: 'assignErrors', params: { code: 'code-incomplete' } } },
        { actions: { type: 'assignErrors', params: { code: 'code-required' } } },
      ],
      more: { 'code.resend': 'resending' },
      calls: {
        verifying: {
          id: 'verifyCode',
          src: 'verifyCode',
          input: ({ context }) => ({ phone: sentPhone(context.phone), code: context.code }),
          // A registration confirmed by its code says "registered"; every other way here says "signed in".
          onDone: {
            target: '#signInPanel.completing',
            actions: { type: 'assignTokens', params: ({ context, event }) => ({ tokens: event.output, toast: context.successToast }) },
          },
          onError: [
            // Issue 22 item 5: a wrong code is said at the field too, not only in the toast.
            {
              guard: { type: 'isRefusedCode', params: errorOf },
              target: 'editing',
              actions: [{ type: 'notify', params: { toast: 'wrong-code' } }, { type: 'assignErrors', params: { code: 'code-wrong' } }],
            },
            { target: 'editing', actions: { type: 'notify', params: { toast: 'verify-failed' } } },
          ],
        },
        resending: {
          id: 'resendCode',
          src: 'requestCode',
          input: ({ context }) => ({ phone: sentPhone(context.phone) }),
          onDone: { target: 'editing', actions: ['clearCode', { type: 'notify', params: { toast: 'code-sent' } }] },
          onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'resend-failed' } } },
        },
      },
      // Part 1 §4: "verification: back goes to phone".
      back: { target: 'phone', actions: 'clearCode' },
    }),
    firebasePhone: formStep({
      description: "The identity provider's phone sign-in: an invisible captcha runs, then the provider texts a code.",
      fields: ['phone'],
      submit: [{ guard: 'hasPhone', target: 'sendingCode' }, { actions: { type: 'assignErrors', params: { phone: 'phone-required' } } }],
      calls: {
        sendingCode: {
          id: 'sendFirebaseCode',
          src: 'sendFirebaseCode',
          input: ({ context }) => ({ phone: sentPhone(context.phone), firebase: context.config.firebase }),
          onDone: {
            target: '#signInPanel.firebaseCode',
            actions: ['cleanupCaptcha', { type: 'assignConfirmation', params: ({ event }) => event.output }, 'clearCode', { type: 'notify', params: { toast: 'code-sent' } }],
          },
          onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'sms-failed' } } },
        },
      },
      back: { target: 'initial', actions: 'clearErrors' },
    }),
    firebaseCode: formStep({
      description: "The identity provider's code, up to 6 characters.",
      fields: [],
      code: sanitizeFirebaseCode,
      // Part 1 §5: an empty code, then a missing confirmation object, refuse the submit.
      submit: [
        { guard: and(['hasCode', 'hasConfirmation']), target: 'confirming' },
        { guard: 'hasCode', actions: { type: 'assignErrors', params: { code: 'confirmation-missing' } } },
        { actions: { type: 'assignErrors', params: { code: 'code-required' } } },
      ],
      calls: {
        confirming: {
          id: 'confirmFirebaseCode',
          src: 'confirmFirebaseCode',
          input: ({ context }) => ({ confirmation: context.confirmation as PhoneConfirmation, code: context.code }),
          onDone: { target: '#signInPanel.completing', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output, toast: 'signed-in' }) } },
          onError: {
            target: 'editing',
            actions: [
              { type: 'notify', params: ({ event }) => ({ toast: firebaseCodeToast(event.error) }) },
              { type: 'assignErrors', params: ({ event }) => (firebaseCodeToast(event.error) === 'wrong-code' ? { code: 'code-wrong' } : {}) },
            ],
          },
        },
      },
      // Back to the phone: the confirmation is spent, a new code needs a new captcha.
      back: { target: 'firebasePhone', actions: ['cleanupCaptcha', 'clearCode', 'clearConfirmation'] },
    }),
    password: formStep({
      fields: ['phone', 'password'],
      limited: true,
      submit: [
        { guard: 'isPasswordLoginValid', target: 'submitting', actions: 'clearErrors' },
        { actions: { type: 'assignErrors', params: ({ context }) => validatePasswordLogin(context) } },
      ],
      calls: {
        submitting: {
          id: 'login',
          src: 'login',
          input: ({ context }) => ({ phone: sentPhone(context.phone), password: context.password }),
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
          onError: [
            // Issue 22 item 5: the refused phone and password are said at the field too, not only in the toast.
            {
              guard: { type: 'isRefusedCode', params: errorOf },
              target: 'editing',
              actions: [{ type: 'notify', params: { toast: 'login-failed' } }, { type: 'assignErrors', params: { password: 'password-wrong' } }],
            },
            { target: 'editing', actions: { type: 'notify', params: { toast: 'login-failed' } } },
          ],
        },
      },
      back: { target: 'initial', actions: 'clearErrors' },
    }),
    register: formStep({
      fields: ['phone', 'password', 'confirm'],
      limited: true,
      submit: [
        { guard: 'isRegistrationValid', target: 'submitting', actions: 'clearErrors' },
        { actions: { type: 'assignErrors', params: ({ context }) => validateRegistration(context) } },
      ],
      calls: {
        submitting: {
          id: 'register',
          src: 'register',
          input: ({ context }) => ({ phone: sentPhone(context.phone), password: context.password }),
          onDone: [
            {
              // The server creates the account unconfirmed and sends a code: the code's check signs in.
              guard: { type: 'needsVerification', params: ({ event }) => event.output },
              target: '#signInPanel.verification',
              actions: ['clearCode', { type: 'assignSuccessToast', params: 'registered' }, { type: 'notify', params: { toast: 'verification-required' } }],
            },
            { target: '#signInPanel.completing', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output as TokenPair, toast: 'registered' }) } },
          ],
          onError: [
            // Issue 22 item 5: "Этот номер уже зарегистрирован — войти?" at the phone, with the way to sign in.
            { guard: { type: 'isPhoneTaken', params: errorOf }, target: 'editing', actions: { type: 'assignErrors', params: { phone: 'phone-taken' } } },
            { target: 'editing', actions: { type: 'notify', params: { toast: 'register-failed' } } },
          ],
        },
      },
      editing: { 'register.signInInstead': { guard: 'hasPhoneTaken', target: '#signInPanel.password', actions: 'keepPhoneOnly' } },
      back: { target: 'initial', actions: 'clearErrors' },
    }),
    telegramRegister: formStep({
      description: 'The registration form titled as completing it: the widget user plus phone and password.',
      fields: ['phone', 'password', 'confirm'],
      limited: true,
      submit: [
        // Part 1 §5: "Messenger register without stored messenger data: Данные Telegram не найдены".
        { guard: not('hasTelegramUser'), actions: { type: 'assignErrors', params: { telegram: 'telegram-missing' } } },
        { guard: 'isRegistrationValid', target: 'submitting', actions: 'clearErrors' },
        { actions: { type: 'assignErrors', params: ({ context }) => validateRegistration(context) } },
      ],
      calls: {
        submitting: {
          id: 'telegramRegister',
          src: 'telegramRegister',
          input: ({ context }) => ({ user: context.telegramUser as TelegramUser, phone: sentPhone(context.phone), password: context.password }),
          onDone: { target: '#signInPanel.completing', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output, toast: 'registered' }) } },
          onError: { target: 'editing', actions: { type: 'notify', params: { toast: 'register-failed' } } },
        },
      },
      back: { target: 'initial', actions: 'clearErrors' },
    }),
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
