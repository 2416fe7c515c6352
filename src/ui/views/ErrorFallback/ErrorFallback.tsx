import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { defaultRenderLink } from '../../link.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import * as wordmark from '../wordmark.css.ts';
import * as styles from './ErrorFallback.css.ts';

export type ErrorFallbackProps = {
  /** "Refresh Page": the feature reloads the document. */
  onReload: () => void;
  /**
   * Defaults to a plain <a>: after a render error the router itself may be what failed, so a full page load
   * to /appointment is the safer default.
   */
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** The catch-all screen after a render error (part 1 §2.10, part 2 §8). */
export function ErrorFallback({ onReload, renderLink = defaultRenderLink }: ErrorFallbackProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <span className={wordmark.wordmark} aria-hidden="true">
          <Trans>
            Москва<span className={wordmark.dot}>·</span>Дубай
          </Trans>
        </span>
        <hr className={styles.rule} aria-hidden="true" />
        <h1 className={styles.title}>
          <Trans>Что-то пошло не так</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>Извините, произошла непредвиденная ошибка. Попробуйте обновить страницу.</Trans>
        </p>
        <div className={styles.actions}>
          <Button onClick={onReload}>
            <Trans>Обновить страницу</Trans>
          </Button>
          {renderLink({
            href: '/appointment',
            className: buttonClassName({ variant: 'secondary' }),
            children: <Trans>Записаться на встречу</Trans>,
          })}
        </div>
      </div>
    </div>
  );
}
