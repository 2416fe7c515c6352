import type { AuthConfig } from '../../api/auth.ts';
import { parseOrigins } from './relayUrls.ts';

/**
 * Sign-in configuration from Vite's env. Which methods show comes from the server (`GET /api/auth/config/`, asked
 * by the panel's machine); the `VITE_FIREBASE_*` and `VITE_TELEGRAM_BOT_USERNAME` values only fill what the server
 * leaves out (a front end deployed apart from its API, local experiments).
 */
const env = import.meta.env;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const projectId = text(env.VITE_FIREBASE_PROJECT_ID);

export const signInConfig = {
  /** The build's fallback for the methods on offer. */
  methods: {
    telegram_bot: text(env.VITE_TELEGRAM_BOT_USERNAME),
    firebase: projectId
      ? {
          project_id: projectId,
          api_key: text(env.VITE_FIREBASE_API_KEY),
          auth_domain: text(env.VITE_FIREBASE_AUTH_DOMAIN),
          emulator_url: text(env.VITE_FIREBASE_AUTH_EMULATOR_URL),
        }
      : null,
  } satisfies AuthConfig,
  /** The international (English) hosts, e.g. "https://boutique.example.com". */
  enOrigins: parseOrigins(text(env.VITE_EN_ORIGINS) ?? undefined),
  /** The Russian host where sign-in happens. */
  ruOrigin: parseOrigins(text(env.VITE_RU_ORIGIN) ?? undefined)[0] ?? null,
};

/** Part 1 §2.5: a Russian toll-free support line for code problems. */
export const SUPPORT_PHONE = '8 800 200-57-11';
