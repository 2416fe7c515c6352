import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useSiteLinkGroups } from '../siteLinks.ts';
import * as styles from './MenuSections.css.ts';

export type MenuSectionsProps = {
  /** Called instead of the browser's navigation on a plain click; modified clicks (new tab) are left alone. */
  onNavigate?: (href: string) => void;
  /** The brands block (alphabet, search, counts): a later issue supplies it. */
  brands?: ReactNode;
  /** Heading level of the section titles: 3 in the overlay (its title is the h2), 2 on the /menu page. */
  headingLevel?: 2 | 3;
  /** Given when the shopper is signed in: the Account section appears, with its sign-out button (part 1 §2.9). */
  onSignOut?: () => void;
};

type Section = { id: string; title: string; links: { href: string; label: string }[] };

/** The five sections of part 1 §2.4, shared by the overlay and the /menu page. */
export function MenuSections({ onNavigate, brands, headingLevel = 2, onSignOut }: MenuSectionsProps) {
  const { t } = useLingui();
  const id = useId();
  const { catalog, services } = useSiteLinkGroups();
  const Heading = `h${headingLevel}` as const;
  const sections: Section[] = [
    catalog,
    services,
    {
      id: 'sell',
      title: t`Продать`,
      links: [
        { href: '/watch-buyback', label: t`Продать часы` },
        { href: '/sales-history', label: t`История продаж` },
      ],
    },
    {
      id: 'about',
      title: t`О нас`,
      links: [
        { href: '/about', label: t`О бутике` },
        { href: '/contacts', label: t`Контакты` },
        { href: '/faq', label: t`Вопросы и ответы` },
        { href: '/support', label: t`Поддержка` },
        { href: '/video', label: t`Видео` },
      ],
    },
  ];

  const click = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <div className={styles.grid}>
      {sections.map((section) => (
        <nav key={section.id} className={styles.section} aria-labelledby={`${id}-${section.id}`}>
          <Heading id={`${id}-${section.id}`} className={styles.heading}>
            {section.title}
          </Heading>
          <ul className={styles.list}>
            {section.links.map((link) => (
              <li key={link.href + link.label}>
                <a href={link.href} className={styles.link} onClick={click(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      {onSignOut && (
        <nav className={styles.section} aria-labelledby={`${id}-account`}>
          <Heading id={`${id}-account`} className={styles.heading}>
            <Trans>Аккаунт</Trans>
          </Heading>
          <ul className={styles.list}>
            {[
              { href: '/profile', label: t`Профиль` },
              { href: '/purchase-history', label: t`История покупок` },
            ].map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.link} onClick={click(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <button type="button" className={`${styles.link} ${styles.signOut}`} onClick={onSignOut}>
                <Trans>Выйти</Trans>
              </button>
            </li>
          </ul>
        </nav>
      )}
      <section className={`${styles.section} ${styles.brandsSection}`} aria-labelledby={`${id}-brands`}>
        <Heading id={`${id}-brands`} className={styles.heading}>
          <Trans>Бренды</Trans>
        </Heading>
        {brands ?? (
          <p className={styles.placeholder}>
            <Trans>Бренды загрузятся позже</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
