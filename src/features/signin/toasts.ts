import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SignInToast } from '../../machines/signIn/toasts.ts';

/** Part 1 §8 "Sign-in messages", verbatim in Russian (English in the en catalog). */
export const SIGN_IN_TOASTS: Record<SignInToast, MessageDescriptor> = {
  'code-sent': msg`Код отправлен на ваш телефон`,
  'signed-in': msg`Вход выполнен успешно`,
  'google-signed-in': msg`Успешный вход через Google!`,
  registered: msg`Регистрация прошла успешно`,
  'phone-required': msg`Необходимо добавить номер телефона.`,
  // Part 1 §4 quotes this one in English ("Phone verification required").
  'verification-required': msg`Требуется подтверждение номера телефона`,
  'sms-failed': msg`Ошибка отправки SMS. Проверьте номер телефона.`,
  'wrong-code': msg`Неверный код подтверждения`,
  'telegram-failed': msg`Не удалось войти через Telegram.`,
  'verify-failed': msg`Не удалось подтвердить код. Проверьте и повторите.`,
  'resend-failed': msg`Не удалось отправить код повторно.`,
  'login-failed': msg`Не удалось войти. Проверьте данные и попробуйте снова.`,
  'register-failed': msg`Не удалось зарегистрироваться. Попробуйте снова.`,
  'google-failed': msg`Ошибка входа через Google`,
  'popup-closed': msg`Окно авторизации было закрыто`,
  'popup-blocked': msg`Всплывающее окно заблокировано браузером`,
  'google-cancelled': msg`Авторизация отменена`,
};
