import { isPhoneNumber } from '../../../kernel/fields.ts';
import { digitsOf } from '../helpers.ts';

/** Part 1 §5 and §9 (the phone's 7 to 15 digits are the shared rule in ../helpers.ts). */
export const PASSWORD_MIN = 6;
export const VERIFICATION_DIGITS = 4;
export const FIREBASE_CODE_MAX = 6;

/** Typed reasons a field is refused (part 1 §5); the view words them. */
export type SignInFieldError =
  | 'phone-required' // "Введите номер телефона"
  | 'phone-digits' // 7 to 15 digits
  | 'code-required' // "Введите код подтверждения"
  | 'code-incomplete' // the verification panel needs its 4 digits
  | 'confirmation-missing' // "Ошибка верификации"
  | 'password-required'
  | 'password-short' // at least 6
  | 'password-mismatch' // "Пароли не совпадают"
  | 'telegram-missing' // "Данные Telegram не найдены"
  | 'phone-taken' // "Этот номер уже зарегистрирован — войти?" (registration; the view offers the sign-in step)
  | 'password-wrong' // the server refused the phone and password
  | 'code-wrong'; // "Неверный код подтверждения"
/** The fields a visitor types into. */
export type SignInInput = 'phone' | 'password' | 'confirm' | 'code';
export type SignInField = SignInInput | 'telegram';
export type SignInFieldErrors = Partial<Record<SignInField, SignInFieldError>>;

const phoneError = (phone: string): SignInFieldError | null =>
  phone.trim() === '' ? 'phone-required' : isPhoneNumber(phone.trim()) ? null : 'phone-digits';

/** Part 1 §5 "Password login": phone of 7 to 15 digits and a non-empty password. */
export function validatePasswordLogin(values: { phone: string; password: string }): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  const phone = phoneError(values.phone);
  if (phone) errors.phone = phone;
  if (values.password === '') errors.password = 'password-required';
  return errors;
}

/** Part 1 §5 "Registration": phone of 7 to 15 digits, password of at least 6, confirmation equal. */
export function validateRegistration(values: { phone: string; password: string; confirm: string }): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  const phone = phoneError(values.phone);
  if (phone) errors.phone = phone;
  if (values.password.length < PASSWORD_MIN) errors.password = 'password-short';
  if (values.confirm !== values.password) errors.confirm = 'password-mismatch';
  return errors;
}

/** Part 1 §5 "Verification panel: digits only, at most 4". */
export const sanitizeVerificationCode = (value: string): string => digitsOf(value).slice(0, VERIFICATION_DIGITS);
/** Part 1 §5 "The code input allows at most 6 characters". */
export const sanitizeFirebaseCode = (value: string): string => value.trim().slice(0, FIREBASE_CODE_MAX);

/** A field's error goes as soon as the field is edited; the others stay until the next submit. */
export const without = (errors: SignInFieldErrors, field: SignInField): SignInFieldErrors => {
  const { [field]: _edited, ...rest } = errors;
  return rest;
};
