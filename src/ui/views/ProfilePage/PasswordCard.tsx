import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import { Button } from '../../Button/Button.tsx';
import * as styles from './PasswordCard.css.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { InlineAlert, ProfileCard } from './ProfileCard.tsx';
import * as card from './profileCard.css.ts';

export type PasswordField = 'current' | 'next' | 'confirm';
export type PasswordCardProps = {
  values: Record<PasswordField, string>;
  /** false: the account has no password yet (phone-code or Google sign-up): no current field, title «Задать пароль». */
  hasPassword: boolean;
  /** 0..4 (length ≥ 8, an uppercase, a lowercase, a digit or symbol), null while the new password is empty. */
  strength: 0 | 1 | 2 | 3 | 4 | null;
  /** Show the tip «Рекомендуем пароль из 12 символов и длиннее» (new password shorter than 12). */
  showTip: boolean;
  error: 'fillAll' | 'mismatch' | 'tooShort' | 'sameAsCurrent' | null;
  /** Server detail, else the feature's «Не удалось сменить пароль»; null when none. */
  failure: string | null;
  submitting: boolean;
  onChange: (field: PasswordField, value: string) => void;
  onSubmit: () => void;
  /** The account's e-mail or phone: a hidden username field, so a password manager files the new password under it. */
  username?: string;
};

type Strength = NonNullable<PasswordCardProps['strength']>;
type PasswordError = NonNullable<PasswordCardProps['error']>;

const SEGMENTS = [1, 2, 3, 4] as const;

/** The fill of the segments: weak is red, medium gold, good and strong green. */
const tone = (strength: Strength): 'weak' | 'medium' | 'strong' => (strength <= 1 ? 'weak' : strength === 2 ? 'medium' : 'strong');

/** Which fields an error is about: they get aria-invalid and point at the message. */
function invalidFields(error: PasswordError | null, values: Record<PasswordField, string>, fields: readonly PasswordField[]) {
  switch (error) {
    case 'fillAll':
      return fields.filter((field) => values[field] === '');
    case 'mismatch':
      return ['confirm'];
    case 'tooShort':
    case 'sameAsCurrent':
      return ['next'];
    default:
      return [];
  }
}

/** /profile's password card (part 2 §5, §8, §9): change the password, or set a first one. */
export function PasswordCard({
  values,
  hasPassword,
  strength,
  showTip,
  error,
  failure,
  submitting,
  onChange,
  onSubmit,
  username,
}: PasswordCardProps) {
  const { t } = useLingui();
  const alertId = useId();
  const meterId = useId();
  const strengthLabels: Record<Strength, string> = {
    0: t`Очень слабый`,
    1: t`Слабый`,
    2: t`Средний`,
    3: t`Хороший`,
    4: t`Надёжный`,
  };
  const errorTexts: Record<PasswordError, string> = {
    fillAll: t`Заполните все поля`,
    mismatch: t`Пароли не совпадают`,
    tooShort: t`Пароль должен быть не короче 6 символов`,
    sameAsCurrent: t`Новый пароль должен отличаться от текущего`,
  };
  const fields: readonly PasswordField[] = hasPassword ? ['current', 'next', 'confirm'] : ['next', 'confirm'];
  const invalid = new Set(invalidFields(error, values, fields));
  const messages = [error ? errorTexts[error] : null, failure].filter((message): message is string => Boolean(message));
  const described = (field: PasswordField, ...more: (string | false)[]) =>
    [invalid.has(field) && messages.length > 0 && alertId, ...more].filter(Boolean).join(' ') || undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  const props = (field: PasswordField) => ({
    name: field,
    value: values[field],
    readOnly: submitting,
    invalid: invalid.has(field),
    onChange: (value: string) => onChange(field, value),
  });
  const action = hasPassword ? <Trans>Сменить пароль</Trans> : <Trans>Задать пароль</Trans>;

  return (
    <ProfileCard title={hasPassword ? <Trans>Смена пароля</Trans> : <Trans>Задать пароль</Trans>}>
      <form className={card.body} onSubmit={submit} noValidate>
        {!hasPassword && (
          <p className={card.note}>
            <Trans>У аккаунта пока нет пароля. Задайте его, чтобы входить по номеру телефона и паролю.</Trans>
          </p>
        )}
        {username !== undefined && (
          // Invisible to everyone: only password managers read it (they file the new password under this name).
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        )}
        <div className={styles.column}>
          {hasPassword && (
            <PasswordInput
              label={<Trans>Текущий пароль</Trans>}
              autoComplete="current-password"
              describedBy={described('current')}
              {...props('current')}
            />
          )}
          <PasswordInput
            label={<Trans>Новый пароль</Trans>}
            autoComplete="new-password"
            describedBy={described('next', strength !== null && meterId)}
            {...props('next')}
          >
            {strength !== null && (
              <div id={meterId} className={styles.meter}>
                <div
                  role="meter"
                  aria-label={t`Надёжность пароля`}
                  aria-valuemin={0}
                  aria-valuemax={4}
                  aria-valuenow={strength}
                  aria-valuetext={strengthLabels[strength]}
                  className={styles.segments}
                >
                  {SEGMENTS.map((segment) => (
                    <span key={segment} className={styles.segmentFill[segment <= strength ? tone(strength) : 'empty']} />
                  ))}
                </div>
                <p className={styles.meterLabel}>
                  <Trans>
                    Надёжность: <span className={styles.meterValue}>{strengthLabels[strength]}</span>
                  </Trans>
                </p>
                {showTip && (
                  <p className={styles.meterLabel}>
                    <Trans>Рекомендуем пароль из 12 символов и длиннее</Trans>
                  </p>
                )}
              </div>
            )}
          </PasswordInput>
          <PasswordInput
            label={<Trans>Повторите новый пароль</Trans>}
            autoComplete="new-password"
            describedBy={described('confirm')}
            {...props('confirm')}
          />
        </div>
        <InlineAlert id={alertId} messages={messages} />
        <div className={card.actions}>
          <Button type="submit" loading={submitting}>
            {action}
          </Button>
        </div>
      </form>
    </ProfileCard>
  );
}
