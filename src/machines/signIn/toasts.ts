/** Every toast of part 1 §8 "Sign-in messages" (and §4's "Phone verification required"), as a code the feature words. */
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

/** The look of each toast: the §8 successes, the two notices (§4), every failure an error. */
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
