import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../../Button/Button.tsx';
import { ConsentNotice } from '../../ConsentNotice/ConsentNotice.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './SignInPanel.css.ts';
import type { SignInErrorCode, SignInInputField, SignInStep } from './signInTypes.ts';

const VERIFICATION_DIGITS = 4;
const PROVIDER_CODE_MAX = 6;

function useErrorText() {
  const { t } = useLingui();
  const texts: Record<SignInErrorCode, string> = {
    'phone-required': t`Введите номер телефона`,
    'phone-digits': t`Номер телефона должен содержать от 7 до 15 цифр`,
    'code-required': t`Введите код подтверждения`,
    'code-incomplete': t`Введите все 4 цифры`,
    'confirmation-missing': t`Ошибка верификации`,
    'password-required': t`Введите пароль`,
    'password-short': t`Пароль должен содержать не менее 6 символов`,
    'password-mismatch': t`Пароли не совпадают`,
    'telegram-missing': t`Данные Telegram не найдены`,
    'phone-taken': t`Этот номер уже зарегистрирован — войти?`,
    'password-wrong': t`Неверный номер телефона или пароль`,
    'code-wrong': t`Неверный код подтверждения`,
  };
  return (code: SignInErrorCode | undefined) => (code ? texts[code] : undefined);
}

export type SignInStepFormProps = {
  step: SignInStep;
  /** A call is on its way: the submit shows a spinner and ignores clicks. */
  busy?: boolean;
  /** The resend call of the verification step is on its way. */
  resending?: boolean;
  values: Record<SignInInputField, string>;
  errors?: Partial<Record<SignInInputField | 'telegram', SignInErrorCode>>;
  /** The server refused more attempts (429): how many minutes it said to wait; null or absent otherwise. */
  retryMinutes?: number | null;
  /** The toll-free support line shown for code problems (part 1 §2.5). */
  supportPhone: string;
  onChange: (field: SignInInputField, value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  /** Registration found the number registered: go to the sign-in step with it. */
  onSignInInstead?: () => void;
};

/** A step's form: the fields it asks for, its submit, the 429 and Telegram messages, the help under the code. */
export function SignInStepForm({
  step,
  busy = false,
  resending = false,
  values,
  errors = {},
  retryMinutes = null,
  supportPhone,
  onChange,
  onSubmit,
  onResend,
  onSignInInstead,
}: SignInStepFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const asksPhone = step !== 'verification' && step !== 'firebaseCode';
  const asksPassword = step === 'password' || step === 'register' || step === 'telegramRegister';
  const asksConfirm = step === 'register' || step === 'telegramRegister';
  const submitLabel: Record<string, string> = {
    phone: t`Получить код`,
    firebasePhone: t`Отправить код`,
    verification: t`Подтвердить`,
    firebaseCode: t`Подтвердить`,
    password: t`Войти`,
    register: t`Зарегистрироваться`,
    telegramRegister: t`Завершить регистрацию`,
  };
  // Part 1 §5: the verification panel submits only with its 4 digits.
  const incomplete = step === 'verification' && values.code.length !== VERIFICATION_DIGITS;
  const digitsHref = `tel:${supportPhone.replace(/[^\d+]/g, '')}`;
  // What every field of the panel shares: its value, its message, edits reported by name.
  const bind = (name: SignInInputField) => ({
    name,
    value: values[name],
    error: name === 'phone' && errors.phone === 'phone-taken' && onSignInInstead ? <PhoneTaken onSignIn={onSignInInstead} /> : errorText(errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {asksPhone && (
        <TextField
          label={t`Номер телефона`}
          type="tel"
          {...bind('phone')}
          autoComplete="tel"
          inputMode="tel"
          placeholder="+7 900 000-00-00"
          required
        />
      )}
      {asksPassword && (
        <TextField
          label={t`Пароль`}
          type="password"
          {...bind('password')}
          autoComplete={step === 'password' ? 'current-password' : 'new-password'}
          required
          hint={step === 'password' ? undefined : t`Не менее 6 символов`}
        />
      )}
      {asksConfirm && (
        <TextField
          label={t`Повторите пароль`}
          type="password"
          {...bind('confirm')}
          autoComplete="new-password"
          required
        />
      )}
      {step === 'verification' && (
        <TextField
          label={t`Последние 4 цифры номера`}
          {...bind('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d*"
          maxLength={VERIFICATION_DIGITS}
          required
        />
      )}
      {step === 'firebaseCode' && (
        <TextField
          label={t`Код из SMS`}
          {...bind('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PROVIDER_CODE_MAX}
          required
        />
      )}
      {retryMinutes !== null && (
        <p className={styles.formError} role="alert">
          {t`Слишком много попыток. Попробуйте через ${retryMinutes} мин.`}
        </p>
      )}
      {errors.telegram && (
        <p className={styles.formError} role="alert">
          {errorText(errors.telegram)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={busy && !resending} disabled={incomplete || resending}>
          {submitLabel[step]}
        </Button>
        {step === 'verification' && (
          <Button type="button" variant="link" loading={resending} disabled={busy && !resending} onClick={onResend}>
            <Trans>Отправить код повторно</Trans>
          </Button>
        )}
      </div>
      {/* Issue 22 §10: creating an account collects a phone, so it states the one consent (no checkbox). */}
      {asksConfirm && <ConsentNotice action="register" />}
      {step === 'verification' && (
        <p className={styles.help}>
          <Trans>
            Не приходит звонок или код не подходит? Позвоните нам:{' '}
            <a className={styles.helpLink} href={digitsHref}>
              {supportPhone}
            </a>{' '}
            (бесплатно по России).
          </Trans>
        </p>
      )}
    </form>
  );
}

/** "Этот номер уже зарегистрирован — войти?", whose question is the way to the sign-in step with the number. */
function PhoneTaken({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Trans>
      Этот номер уже зарегистрирован —{' '}
      <button type="button" className={styles.inlineAction} onClick={onSignIn}>
        войти?
      </button>
    </Trans>
  );
}
