import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { WatchIcon } from '../../icons.tsx';
import { defaultRenderLink } from '../../link.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import * as styles from './ComingSoonPage.css.ts';

export type ComingSoonPageProps = {
  /** The section's name, already translated by the caller ("Корзина", "Видео"). */
  title: string;
  description?: ReactNode;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** A designed placeholder for routes whose screens arrive in later issues. */
export function ComingSoonPage({ title, description, renderLink = defaultRenderLink }: ComingSoonPageProps) {
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <p className={styles.eyebrow}>
          <Trans>Скоро открытие</Trans>
        </p>
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.ornament} aria-hidden="true">
          <WatchIcon size={28} />
        </span>
        <p className={styles.text}>
          {description ?? <Trans>Мы готовим этот раздел. Он откроется совсем скоро, а пока загляните в каталог.</Trans>}
        </p>
        <div className={styles.actions}>
          {renderLink({ href: '/catalog', className: buttonClassName(), children: <Trans>Перейти в каталог</Trans> })}
          {renderLink({
            href: '/',
            className: buttonClassName({ variant: 'secondary' }),
            children: <Trans>На главную</Trans>,
          })}
        </div>
      </div>
    </section>
  );
}
