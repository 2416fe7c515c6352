import type { TelegramUser } from '../../api/auth.ts';
import { errorOf, googleFailureToast } from './failures.ts';
import { signInSetup } from './setup.ts';

/** The first step: the messenger widget and Google sign in from here; the other methods open their own step. */
export const methodChoice = signInSetup.createStateConfig({
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
          { guard: { type: 'isUserNotFound', params: errorOf }, target: '#signInPanel.telegramRegister' },
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
});
