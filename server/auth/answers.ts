import { HttpError } from '../contract/errors.ts';
import { MIN_PASSWORD_LENGTH } from './passwords.ts';
import { normalizePhone, PHONE_INVALID } from './phone.ts';

export interface TokenPair {
  access: string;
  refresh: string;
  requires_phone?: boolean;
}
export interface VerificationRequired {
  requires_verification: true;
  detail: string;
}

// The client shows its own sentences for most failures (part 1 §8 "Sign-in messages"); these details are what
// it shows where it uses the server's words, and what API users read.
export const MESSAGES = {
  badCredentials: 'Неверный номер телефона или пароль.',
  wrongCode: 'Неверный код подтверждения',
  codeSent: 'Код отправлен на ваш телефон',
  verificationRequired: 'Phone verification required',
  phoneTaken: 'Этот номер телефона уже используется.',
  invalidToken: 'Token is invalid or expired',
  noCredentials: 'Authentication credentials were not provided.',
  telegramOff: 'Telegram sign-in is not configured on this server.',
  telegramBadHash: 'Данные Telegram не прошли проверку подписи.',
  telegramStale: 'Данные Telegram устарели: войдите через Telegram ещё раз.',
  telegramReplayed: 'Эти данные Telegram уже использованы: войдите через Telegram ещё раз.',
  telegramTaken: 'Этот аккаунт Telegram уже зарегистрирован.',
  userNotFound: 'User not found',
  firebaseOff: 'Firebase sign-in is not configured on this server.',
  firebaseInvalid: 'Недействительный или просроченный токен входа.',
  firebaseTaken: 'Этот аккаунт уже зарегистрирован.',
  wrongCurrentPassword: 'Текущий пароль указан неверно',
  passwordTooShort: `Пароль должен содержать не менее ${MIN_PASSWORD_LENGTH} символов`,
  samePassword: 'Новый пароль должен отличаться от текущего',
  passwordChanged: 'Пароль изменён',
} as const;

export const invalid = (field: string, message: string) => new HttpError(400, 'Invalid request.', { [field]: [message] });
/** A 400 whose detail is the field's own message: the password form shows the detail (part 2 §8 "Password"). */
export const fieldError = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });

/** The phone of a sign-in body by the shop's one rule, or a 400 naming the field. */
export function requiredPhone(input: string, field = 'phone'): string {
  const phone = normalizePhone(input);
  if (!phone) throw invalid(field, PHONE_INVALID);
  return phone;
}

/** What the sign-in flows write to the log (Fastify's logger in the server; anything with these two in a test). */
export interface AuthLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}
