/** The panel's steps (part 1 §2.5), plus the moment after success while the page moves on. */
export const signInSteps = [
  'initial',
  'phone',
  'verification',
  'firebasePhone',
  'firebaseCode',
  'password',
  'register',
  'telegramRegister',
  'signedIn',
] as const;
export type SignInStep = (typeof signInSteps)[number];

/** Which method of the first step is working (its button shows a spinner). */
export type SignInPending = 'telegram' | 'google' | null;

export type SignInMethod = 'google' | 'phone' | 'password' | 'register';
export type SignInInputField = 'phone' | 'password' | 'confirm' | 'code';

/** Part 1 §5, as codes; the view words them. */
export type SignInErrorCode =
  | 'phone-required'
  | 'phone-digits'
  | 'code-required'
  | 'code-incomplete'
  | 'confirmation-missing'
  | 'password-required'
  | 'password-short'
  | 'password-mismatch'
  | 'telegram-missing'
  | 'phone-taken'
  | 'password-wrong'
  | 'code-wrong';

/** Why a guest was asked to sign in (issue 22 item 6): the action that waits for it. */
export const signInReasons = ['favorite', 'cart', 'compare', 'pieceAlert', 'saveSearch'] as const;
export type SignInReason = (typeof signInReasons)[number];
