import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  type Auth,
  type User,
} from 'firebase/auth';
import type { FirebaseWebConfig } from './auth.ts';

/**
 * The identity provider's web SDK (Google popup, phone codes behind an invisible captcha). This module is only ever
 * reached through `import()`, when a provider step opens: the SDK never joins the first bundle.
 * Configured by the server (`GET /api/auth/config/`, or Vite's env as a fallback); its `emulator_url` points development
 * and tests at the Firebase Auth emulator.
 */

/** What the server's `firebaseLogin` needs from a signed-in provider user (part 1 §7). */
export interface FirebaseIdentity {
  idToken: string;
  phoneNumber: string | null;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** A sent phone code waiting for its confirmation; it owns the invisible captcha until `clear()`. */
export interface PhoneConfirmation {
  confirm(code: string): Promise<FirebaseIdentity>;
  /** Removes the captcha widget and its container; safe to call more than once. */
  clear(): void;
}

function auth(config: FirebaseWebConfig): Auth {
  const existing = getApps().find((app) => app.name === config.project_id);
  const app =
    existing ??
    initializeApp(
      { apiKey: config.api_key ?? 'emulator', projectId: config.project_id, authDomain: config.auth_domain ?? `${config.project_id}.firebaseapp.com` },
      config.project_id,
    );
  const instance = getAuth(app);
  if (config.emulator_url && !instance.emulatorConfig) {
    connectAuthEmulator(instance, config.emulator_url, { disableWarnings: true });
    // The emulator accepts any captcha answer; the real reCAPTCHA script would need Google's servers.
    instance.settings.appVerificationDisabledForTesting = true;
  }
  return instance;
}

const identityOf = async (user: User): Promise<FirebaseIdentity> => ({
  idToken: await user.getIdToken(),
  phoneNumber: user.phoneNumber,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
});

export async function signInWithGoogle(config: FirebaseWebConfig): Promise<FirebaseIdentity> {
  const result = await signInWithPopup(auth(config), new GoogleAuthProvider());
  return identityOf(result.user);
}

/** E.164 for the provider: a Russian "8 916 …" becomes +7 916 …; other numbers are taken as international. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits}`;
}

export async function sendPhoneCode(config: FirebaseWebConfig, phone: string, signal?: AbortSignal): Promise<PhoneConfirmation> {
  const instance = auth(config);
  // The invisible captcha needs an element; a detached one keeps the view free of provider details.
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  const verifier = new RecaptchaVerifier(instance, container, { size: 'invisible' });
  let cleared = false;
  const clear = () => {
    if (cleared) return;
    cleared = true;
    verifier.clear();
    container.remove();
  };
  try {
    const result = await signInWithPhoneNumber(instance, toE164(phone), verifier);
    // Closing the panel while the code was on its way: nobody will confirm it.
    if (signal?.aborted) clear();
    return {
      confirm: async (code) => identityOf((await result.confirm(code)).user),
      clear,
    };
  } catch (error) {
    clear();
    throw error;
  }
}
