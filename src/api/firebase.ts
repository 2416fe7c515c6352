import { getApp, getApps, initializeApp } from 'firebase/app';
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

/**
 * The identity provider's web SDK (Google popup, phone codes behind an invisible captcha). This module is only ever
 * reached through `import()`, when a provider step opens: the SDK never joins the first bundle.
 * Configured from Vite's env; `VITE_FIREBASE_AUTH_EMULATOR_URL` points development and tests at the Auth emulator.
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

function auth(): Auth {
  const env = import.meta.env;
  const apiKey = env.VITE_FIREBASE_API_KEY as string | undefined;
  const projectId = env.VITE_FIREBASE_PROJECT_ID as string | undefined;
  if (!apiKey || !projectId) throw Object.assign(new Error('Firebase is not configured'), { code: 'app/not-configured' });
  const app = getApps().length
    ? getApp()
    : initializeApp({ apiKey, projectId, authDomain: (env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined) ?? `${projectId}.firebaseapp.com` });
  const instance = getAuth(app);
  const emulator = env.VITE_FIREBASE_AUTH_EMULATOR_URL as string | undefined;
  if (emulator && !instance.emulatorConfig) {
    connectAuthEmulator(instance, emulator, { disableWarnings: true });
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

export async function signInWithGoogle(): Promise<FirebaseIdentity> {
  const result = await signInWithPopup(auth(), new GoogleAuthProvider());
  return identityOf(result.user);
}

/** E.164 for the provider: a Russian "8 916 …" becomes +7 916 …; other numbers are taken as international. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits}`;
}

export async function sendPhoneCode(phone: string, signal?: AbortSignal): Promise<PhoneConfirmation> {
  const instance = auth();
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
