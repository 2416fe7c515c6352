import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './AppLayout.css.ts';
import { skipLink } from '../../a11y.css.ts';

export type AppLayoutProps = {
  header: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The ToastRegion, kept mounted so screen readers watch it before the first toast. */
  toasts?: ReactNode;
  /** Dialogs and overlays that live with the shell (menu, sign-in panel). */
  overlays?: ReactNode;
};

/** The page frame: skip link, header, main (id="main"), footer, toasts. */
export function AppLayout({ header, children, footer, toasts, overlays }: AppLayoutProps) {
  return (
    <div className={styles.shell}>
      <a className={skipLink} href="#main">
        <Trans>Перейти к содержимому</Trans>
      </a>
      {header}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
      {toasts}
      {overlays}
    </div>
  );
}
