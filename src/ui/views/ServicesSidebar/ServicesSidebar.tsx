import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import * as styles from './ServicesSidebar.css.ts';

/** Part 2 §2 "Other forms": the shared services sidebar — valuation, appointment, authenticity check, service. */
export const servicesHrefs = ['/services', '/appointment', '/authenticity', '/service'] as const;
export type ServicesHref = (typeof servicesHrefs)[number];

export type ServicesSidebarProps = {
  /** The service page being shown (its link carries aria-current); none on pages outside the list (buyback). */
  current?: ServicesHref | null;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** The boutique's services, each with the promise of part 2 §9 (valuation in 24 hours, a check in 1–2 days…). */
export function ServicesSidebar({ current = null, renderLink = defaultRenderLink }: ServicesSidebarProps) {
  const { t } = useLingui();
  const services: { href: ServicesHref; title: string; note: string }[] = [
    { href: '/services', title: t`Оценка часов`, note: t`Онлайн, в течение 24 часов` },
    { href: '/appointment', title: t`Запись на встречу`, note: t`Москва и Дубай, в часы работы бутиков` },
    { href: '/authenticity', title: t`Проверка подлинности`, note: t`Обычно 1–2 рабочих дня` },
    { href: '/service', title: t`Сервис и ремонт`, note: t`От 1–2 дней до 2–4 недель` },
  ];
  return (
    <nav aria-label={t`Услуги бутика`} className={styles.nav}>
      <p className={styles.eyebrow} aria-hidden="true">
        <Trans>Услуги</Trans>
      </p>
      <ul className={styles.list}>
        {services.map(({ href, title, note }) => (
          <li key={href}>
            {renderLink({
              href,
              className: styles.link,
              children: (
                <>
                  <span className={styles.linkTitle}>{title}</span>
                  <span className={styles.linkNote}>{note}</span>
                </>
              ),
              ...(href === current ? { 'aria-current': 'page' as const } : {}),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type ServicesLayoutProps = ServicesSidebarProps & { children: ReactNode };

/** A services page: the sidebar beside the content from 1024 px, above it (as four tiles) on smaller screens. */
export function ServicesLayout({ current, renderLink, children }: ServicesLayoutProps) {
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <ServicesSidebar current={current} renderLink={renderLink} />
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
