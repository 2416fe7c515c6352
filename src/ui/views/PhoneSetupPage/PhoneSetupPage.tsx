import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../../Button/Button.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from '../LoginPage/LoginPage.css.ts';

export type PhoneSetupPageProps = {
  phone: string;
  /** An empty submit. */
  required?: boolean;
  /** The server's words for a failed save (field error, else detail); `true` when it gave none. */
  failure?: string | true | null;
  busy?: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
};

/** /phone-setup (part 1 §2.5, part 2 §5, §8): the phone an account from the messenger widget still lacks. */
export function PhoneSetupPage({ phone, required = false, failure = null, busy = false, onChange, onSubmit }: PhoneSetupPageProps) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const error = required
    ? t`Введите номер телефона`
    : failure === true
      ? t`Произошла ошибка при сохранении номера телефона`
      : (failure ?? undefined);
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>
          <Trans>Номер телефона</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>Добавьте номер телефона: по нему мы свяжемся с вами о заказах, и по нему же вы сможете входить.</Trans>
        </p>
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <TextField
            label={t`Номер телефона`}
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+7 900 000-00-00"
            required
            value={phone}
            error={error}
            onChange={(event) => onChange(event.target.value)}
          />
          <Button type="submit" fullWidth loading={busy}>
            <Trans>Сохранить</Trans>
          </Button>
        </form>
      </div>
    </section>
  );
}
