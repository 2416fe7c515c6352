import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { ConsentNotice } from '../../ConsentNotice/ConsentNotice.tsx';
import { Drawer } from '../../Drawer/Drawer.tsx';
import { ChevronLeftIcon } from '../../icons.tsx';
import { Spinner } from '../../Spinner/Spinner.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './SignInPanel.css.ts';

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
export const signInReasons = ['favorite', 'cart', 'compare'] as const;
export type SignInReason = (typeof signInReasons)[number];

export type SignInPanelProps = {
  open: boolean;
  /** Escape, the backdrop and the close button report false. */
  onOpenChange: (open: boolean) => void;
  step: SignInStep;
  /** A call is on its way: the step's submit shows a spinner and ignores clicks. */
  busy?: boolean;
  pending?: SignInPending;
  /** The resend call of the verification step is on its way. */
  resending?: boolean;
  values: Record<SignInInputField, string>;
  errors?: Partial<Record<SignInInputField | 'telegram', SignInErrorCode>>;
  /** The server refused more attempts (429): how many minutes it said to wait; null or absent otherwise. */
  retryMinutes?: number | null;
  /** The guest's action that waits for the sign-in, said at the top of the panel. */
  reason?: SignInReason | null;
  /** The identity provider is configured (Google and SMS codes); hidden otherwise. */
  providerEnabled?: boolean;
  /** The messenger login widget, rendered by the feature (it loads the script); omitted when no bot is configured. */
  telegramWidget?: ReactNode;
  /** The toll-free support line shown for code problems (part 1 §2.5). */
  supportPhone: string;
  onChoose: (method: SignInMethod) => void;
  onChange: (field: SignInInputField, value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onBack: () => void;
  /** Registration found the number registered: go to the sign-in step with it. */
  onSignInInstead?: () => void;
};

const VERIFICATION_DIGITS = 4;
const PROVIDER_CODE_MAX = 6;

/** The right-side sign-in panel (part 1 §2.5, §9: 450 px): the method choice and each step's form. */
export function SignInPanel(props: SignInPanelProps) {
  const { t } = useLingui();
  const { open, onOpenChange, step } = props;
  const titles: Record<SignInStep, string> = {
    initial: t`Вход`,
    phone: t`Вход по номеру телефона`,
    verification: t`Подтверждение номера`,
    firebasePhone: t`Вход по номеру телефона`,
    firebaseCode: t`Код из SMS`,
    password: t`Вход по номеру и паролю`,
    register: t`Регистрация`,
    telegramRegister: t`Завершение регистрации`,
    signedIn: t`Вход выполнен`,
  };
  const descriptions: Record<SignInStep, string> = {
    initial: t`Выберите удобный способ входа.`,
    phone: t`Мы позвоним на этот номер: введите последние 4 цифры входящего номера.`,
    verification: t`Введите последние 4 цифры номера, с которого мы вам позвонили.`,
    firebasePhone: t`Мы отправим на этот номер SMS с кодом.`,
    firebaseCode: t`Введите код из SMS.`,
    password: t`Войдите с номером телефона и паролем.`,
    register: t`Номер телефона и пароль для входа.`,
    telegramRegister: t`Осталось добавить номер телефона и пароль к аккаунту Telegram.`,
    signedIn: t`Ещё мгновение…`,
  };
  return (
    <Drawer open={open} onOpenChange={onOpenChange} width="signIn" title={titles[step]} description={descriptions[step]}>
      <div className={styles.stack}>
        {step !== 'initial' && step !== 'signedIn' && (
          <Button type="button" variant="link" className={styles.back} onClick={props.onBack}>
            <ChevronLeftIcon size={16} aria-hidden="true" />
            <Trans>Назад</Trans>
          </Button>
        )}
        {props.reason && step !== 'signedIn' && <Reason reason={props.reason} />}
        <StepBody {...props} />
      </div>
    </Drawer>
  );
}

function Reason({ reason }: { reason: SignInReason }) {
  const { t } = useLingui();
  const texts: Record<SignInReason, string> = {
    favorite: t`Войдите, чтобы сохранить в избранное`,
    cart: t`Войдите, чтобы добавить в корзину`,
    compare: t`Войдите, чтобы сравнить`,
  };
  return <p className={styles.reason}>{texts[reason]}</p>;
}

function StepBody(props: SignInPanelProps) {
  const { step } = props;
  if (step === 'initial') return <Methods {...props} />;
  if (step === 'signedIn') return <SignedIn />;
  return <StepForm {...props} />;
}

function Methods({ pending = null, providerEnabled = false, telegramWidget, onChoose }: SignInPanelProps) {
  const { t } = useLingui();
  const working = pending !== null;
  return (
    <div className={styles.stack}>
      {(telegramWidget || providerEnabled) && (
        <ul className={styles.methods} aria-label={t`Быстрый вход`}>
          {telegramWidget && (
            <li className={styles.widget} aria-busy={pending === 'telegram' || undefined}>
              {pending === 'telegram' ? <Spinner label={t`Входим через Telegram…`} showLabel /> : telegramWidget}
            </li>
          )}
          {providerEnabled && (
            <li>
              <Button type="button" variant="secondary" fullWidth loading={pending === 'google'} disabled={working && pending !== 'google'} onClick={() => onChoose('google')}>
                <Trans>Войти через Google</Trans>
              </Button>
            </li>
          )}
        </ul>
      )}
      {(telegramWidget || providerEnabled) && (
        <p className={styles.divider} aria-hidden="true">
          <Trans>или</Trans>
        </p>
      )}
      <ul className={styles.methods} aria-label={t`Способы входа`}>
        <li>
          <Button type="button" variant="primary" fullWidth disabled={working} onClick={() => onChoose('phone')}>
            <Trans>По номеру телефона</Trans>
          </Button>
        </li>
        <li>
          <Button type="button" variant="secondary" fullWidth disabled={working} onClick={() => onChoose('password')}>
            <Trans>По номеру и паролю</Trans>
          </Button>
        </li>
        <li>
          <Button type="button" variant="ghost" fullWidth disabled={working} onClick={() => onChoose('register')}>
            <Trans>Регистрация</Trans>
          </Button>
        </li>
      </ul>
    </div>
  );
}

function SignedIn() {
  const { t } = useLingui();
  return (
    <div className={styles.done}>
      <Spinner size="lg" label={t`Вход выполнен успешно`} showLabel />
    </div>
  );
}

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

function StepForm({ step, busy = false, resending = false, values, errors = {}, retryMinutes = null, supportPhone, onChange, onSubmit, onResend, onSignInInstead }: SignInPanelProps) {
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
