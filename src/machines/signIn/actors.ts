import {
  firebaseLogin,
  getAuthConfig,
  login,
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
} from '../../api/auth.ts';
import type { FirebaseIdentity, PhoneConfirmation } from '../../api/firebase.ts';
import { fromRequest } from '../fromRequest.ts';

// The provider's SDK arrives only when a provider step runs (never in the first bundle).
const loadFirebase = () => import('../../api/firebase.ts');

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

/** Every call the sign-in panel makes, each cancelled by leaving the state that asked (see ../fromRequest.ts). */
export const signInActors = {
  /** `GET /api/auth/config/`: which methods the server offers. */
  loadAuthConfig: fromRequest<AuthConfig>(({ signal }) => getAuthConfig(signal)),
  requestCode: fromRequest<CodeSent, { phone: string }>(({ input, signal }) => requestCode({ phone: input.phone }, signal)),
  verifyCode: fromRequest<TokenPair, { phone: string; code: string }>(({ input, signal }) => verifyCode(input, signal)),
  login: fromRequest<SignInAnswer, { phone: string; password: string }>(({ input, signal }) => login(input, signal)),
  register: fromRequest<SignInAnswer, { phone: string; password: string }>(({ input, signal }) => register(input, signal)),
  telegramLogin: fromRequest<TokenPair, { user: TelegramUser }>(({ input, signal }) => telegramLogin(input.user, signal)),
  telegramRegister: fromRequest<TokenPair, { user: TelegramUser; phone: string; password: string }>(({ input, signal }) =>
    telegramRegister(input, signal),
  ),
  /** The Google popup, then the server's token exchange. */
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
};
