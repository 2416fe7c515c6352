import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { Spinner } from '../../Spinner/Spinner.tsx';
import * as styles from './SignInPanel.css.ts';
import type { SignInMethod, SignInPending } from './signInTypes.ts';

export type SignInMethodsProps = {
  pending?: SignInPending;
  /** The identity provider is configured (Google and SMS codes); hidden otherwise. */
  providerEnabled?: boolean;
  /** The messenger login widget, rendered by the feature; omitted when no bot is configured. */
  telegramWidget?: ReactNode;
  onChoose: (method: SignInMethod) => void;
};

/** The first step: the quick ways in (Telegram, Google), then phone, password or registration. */
export function SignInMethods({ pending = null, providerEnabled = false, telegramWidget, onChoose }: SignInMethodsProps) {
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
