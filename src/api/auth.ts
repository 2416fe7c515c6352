import { api } from './client.ts';
import { settle } from './outcome.ts';
import { withE164Phone } from './phone.ts';
import type { components } from '../../kernel/schema.d.ts';

/**
 * The sign-in and session calls of part 1 §7 "Authentication" and `GET/PATCH /api/users/me/`, one function per
 * operationId. They reject with an ApiError like every fetcher; the caller passes its actor's `signal`.
 */
type Schemas = components['schemas'];

export type TokenPair = Schemas['TokenPair'];
export type VerificationRequired = Schemas['VerificationRequired'];
export type TelegramUser = Schemas['TelegramUser'];
export type FirebaseAuthRequest = Schemas['FirebaseAuthRequest'];
export type CodeSent = Schemas['CodeSent'];
export type Profile = Schemas['Profile'];
export type ProfileUpdate = Schemas['ProfileUpdate'];
export type AuthConfig = Schemas['AuthConfig'];
export type FirebaseWebConfig = Schemas['FirebaseWebConfig'];

/** Password login and registration answer tokens, or a request to verify the phone first (part 1 §4). */
export type SignInAnswer = TokenPair | VerificationRequired;
export const needsVerification = (answer: SignInAnswer): answer is VerificationRequired =>
  'requires_verification' in answer && answer.requires_verification === true;

/** Which sign-in methods the server offers (the Telegram bot's name, the Firebase web configuration). */
export const getAuthConfig = (signal?: AbortSignal): Promise<AuthConfig> => settle(api.GET('/api/auth/config/', { signal }));

export const login = (body: Schemas['LoginRequest'], signal?: AbortSignal): Promise<SignInAnswer> =>
  settle(api.POST('/api/auth/login/', { body: withE164Phone(body), signal }));

export const requestCode = (body: Schemas['CodeRequest'], signal?: AbortSignal): Promise<CodeSent> =>
  settle(api.POST('/api/auth/request_code/', { body: withE164Phone(body), signal }));

export const verifyCode = (body: Schemas['VerifyCodeRequest'], signal?: AbortSignal): Promise<TokenPair> =>
  settle(api.POST('/api/auth/verify_code/', { body: withE164Phone(body), signal }));

export const register = (body: Schemas['RegisterRequest'], signal?: AbortSignal): Promise<SignInAnswer> =>
  settle(api.POST('/api/auth/register/', { body: withE164Phone(body), signal }));

export const logout = async (refresh: string, signal?: AbortSignal): Promise<void> => {
  await settle(api.POST('/api/auth/logout/', { body: { refresh }, signal }));
};

/**
 * Rotates the refresh token. `skipRefresh` keeps the transport from answering this call's own 401 with another
 * refresh (the session machine decides what a failed refresh means).
 */
export const refreshToken = (refresh: string, signal?: AbortSignal): Promise<TokenPair> =>
  settle(api.POST('/api/auth/refresh/', { body: { refresh }, signal, headers: { 'X-Skip-Refresh': '1' } }));

export const telegramLogin = (body: TelegramUser, signal?: AbortSignal): Promise<TokenPair> =>
  settle(api.POST('/api/auth/telegram/login/', { body, signal }));

export const telegramRegister = (body: Schemas['TelegramRegisterRequest'], signal?: AbortSignal): Promise<TokenPair> =>
  settle(api.POST('/api/auth/telegram/register/', { body: withE164Phone(body), signal }));

export const firebaseLogin = (body: FirebaseAuthRequest, signal?: AbortSignal): Promise<TokenPair> =>
  settle(api.POST('/api/auth/firebase/login/', { body, signal }));

export const firebaseRegister = (body: FirebaseAuthRequest, signal?: AbortSignal): Promise<TokenPair> =>
  settle(api.POST('/api/auth/firebase/register/', { body, signal }));

export const getMe = (signal?: AbortSignal): Promise<Profile> => settle(api.GET('/api/users/me/', { signal }));

export const updateMe = (body: ProfileUpdate, signal?: AbortSignal): Promise<Profile> =>
  settle(api.PATCH('/api/users/me/', { body: withE164Phone(body), signal }));
