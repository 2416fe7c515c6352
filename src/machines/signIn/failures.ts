import { isApiError } from '../../api/errors.ts';
import type { SignInToast } from './toasts.ts';

/** The identity provider's error code (`auth/…`), or '' for anything else. */
const providerCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** The messenger call answers 404 "User not found" for an unknown Telegram id (part 1 §4). */
export const isUserNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.failure.status === 404 || /user not found/i.test(error.failure.detail ?? error.failure.message));

/** A refused code (400) is "wrong"; anything else (network, 429, 5xx) is a failure to verify. */
export const isRefusedCode = (error: unknown): boolean => isApiError(error) && error.failure.code === 'validation';

/** The server refused more attempts for now (429: too many sign-ins, codes or failed passwords). */
export const isRateLimited = (error: unknown): boolean => isApiError(error) && error.failure.code === 'rate-limited';

/** Issue 22 item 5: the wait `Retry-After` names, in whole minutes, rounded up and at least 1. */
export const retryMinutes = (error: unknown): number => {
  const seconds = isApiError(error) ? (error.failure.retryAfterS ?? 0) : 0;
  return Math.max(1, Math.ceil(seconds / 60));
};

/** Registration refused because the number already has an account (a 400 naming the phone). */
export const isPhoneTaken = (error: unknown): boolean =>
  isApiError(error) && error.failure.code === 'validation' && (error.failure.errors?.phone?.length ?? 0) > 0;

/** Firebase's error codes for the Google popup (part 1 §8 "Social sign-in"). */
export function googleFailureToast(error: unknown): SignInToast {
  const code = providerCode(error);
  if (code === 'auth/popup-closed-by-user') return 'popup-closed';
  if (code === 'auth/popup-blocked') return 'popup-blocked';
  if (code === 'auth/cancelled-popup-request' || code === 'auth/user-cancelled') return 'google-cancelled';
  return 'google-failed';
}

/** The provider's code check: a wrong or expired code (or our server refusing it) is "wrong", the rest a failure. */
export function firebaseCodeToast(error: unknown): SignInToast {
  const code = providerCode(error);
  return code === 'auth/invalid-verification-code' || code === 'auth/code-expired' || isRefusedCode(error) ? 'wrong-code' : 'verify-failed';
}

/** A failed call's error, as the params of the guards above. */
export const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;
