import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import * as styles from './ManageLayout.css.ts';

/** The back office's sections, in the nav's order. */
export const manageSections = ['orders', 'requests', 'products', 'import', 'audit'] as const;
export type ManageSection = (typeof manageSections)[number];

/** Each section's address (kernel/siteMap.ts: the /manage routes). */
export const MANAGE_HREFS: Readonly<Record<ManageSection, string>> = {
  orders: '/manage',
  requests: '/manage/requests',
  products: '/manage/products',
  import: '/manage/import',
  audit: '/manage/audit',
};

export type ManageLayoutProps = {
  /** The section shown; null when none is (the "staff only" page). */
  current: ManageSection | null;
  /** The signed-in staff member, shown beside the link back to the shop. */
  staffName?: string;
  children: ReactNode;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * The back office's frame (issue 27): a compact bar (the wordmark, "Back office", who is signed in, a link back to
 * the shop) over the sections' tabs, which scroll sideways on a phone.
 */
export function ManageLayout({ current, staffName, children, renderLink = defaultRenderLink }: ManageLayoutProps) {
  const { t } = useLingui();
  const labels: Record<ManageSection, string> = {
    orders: t`Заказы`,
    requests: t`Заявки`,
    products: t`Товары`,
    import: t`Импорт`,
    audit: t`Журнал действий`,
  };
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={styles.barRow}>
          <div className={styles.brand}>
            {renderLink({
              href: '/manage',
              className: styles.wordmark,
              children: (
                <>
                  Moscow<span className={styles.dot}>·</span>Dubai
                </>
              ),
            })}
            <span className={styles.area}>
              <Trans>Бэк-офис</Trans>
            </span>
          </div>
          <div className={styles.side}>
            {staffName && <span className={styles.staff}>{staffName}</span>}
            {renderLink({ href: '/', className: styles.shopLink, children: <Trans>В магазин</Trans> })}
          </div>
        </div>
        {current !== null && (
          <nav className={styles.nav} aria-label={t`Разделы бэк-офиса`}>
            <ul className={styles.tabs}>
              {manageSections.map((section) => (
                <li key={section}>
                  {renderLink({
                    href: MANAGE_HREFS[section],
                    className: styles.tab[section === current ? 'current' : 'idle'],
                    children: labels[section],
                    ...(section === current ? { 'aria-current': 'page' as const } : {}),
                  })}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
