import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { LaunchOptions, Page } from '@playwright/test';
import { E2E_PASSWORD, startE2eServer, type E2eServer } from './e2eServer.ts';
import type { FirebaseEmulator } from './firebase-emulator.ts';

/**
 * The sign-in journeys' own world (tests/e2e/signin.spec.ts): a development server (the SMS outbox) that signs with a
 * secret the test knows, a test Telegram bot, the Firebase Auth emulator, and the sign-in panel by its names.
 */

/**
 * Chromium's Local Network Access asks permission before a page talks to another loopback port (the Firebase Auth
 * emulator); headless there is nobody to ask. Development-only: production talks to Google's hosts.
 */
export const LOCAL_NETWORK_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-features=LocalNetworkAccessChecks',
  ],
};

/** This file's server signs access tokens with this secret, so a test can mint one that has already expired. */
export const JWT_SECRET = randomBytes(32).toString('hex');
/** A test bot: the widget's data is signed with it here as Telegram would sign it. */
const TELEGRAM_BOT_TOKEN = '123456789:TEST-boutique-signin';

/** The file's server, naming the emulator and the bot to the client in `GET /api/auth/config/`. */
export const startSigninServer = (emulator: FirebaseEmulator): Promise<E2eServer> =>
  startE2eServer('signin', {
    NODE_ENV: 'development',
    SEED_WATCHES: '24',
    SMS_PROVIDER: 'console',
    JWT_SECRET,
    TELEGRAM_BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: 'boutique_test_bot',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: emulator.projectId,
  });

export const PASSWORD = E2E_PASSWORD;

export const panel = (page: Page) => page.getByRole('dialog');
// Signed in, the account button is named "Профиль" followed by the initials it shows, when the account has names.
export const profileButton = (page: Page, signedIn: boolean) => page.getByRole('button', { name: signedIn ? /^Профиль( \S+)?$/ : 'Войти', exact: true });

export async function signInWithPassword(page: Page, phone: string) {
  await panel(page).getByRole('button', { name: 'По номеру и паролю' }).click();
  await panel(page).getByLabel(/Номер телефона/).fill(phone);
  await panel(page).getByLabel(/^Пароль/).fill(PASSWORD);
  await panel(page).getByRole('button', { name: 'Войти', exact: true }).click();
}

/** The widget's user object, signed as Telegram does (core.telegram.org/widgets/login#checking-authorization). */
export function signedTelegramUser(id: number, authDate = Math.floor(Date.now() / 1000)) {
  const user = { id, first_name: 'Алексей', username: `alex_${id}`, auth_date: authDate };
  const check = Object.entries(user)
    .map(([key, value]) => `${key}=${String(value)}`)
    .sort()
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(TELEGRAM_BOT_TOKEN).digest()).update(check).digest('hex');
  return { ...user, hash };
}
