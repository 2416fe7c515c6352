import { useLingui } from '@lingui/react/macro';

export type LinkGroup = { id: string; title: string; links: { href: string; label: string }[] };

/**
 * The catalogue and services link groups of the site's navigation, shared by the menu (part 1 §2.4) and the
 * footer (§2.2 item 11) so the two never drift apart.
 */
export function useSiteLinkGroups(): { catalog: LinkGroup; services: LinkGroup } {
  const { t } = useLingui();
  return {
    catalog: {
      id: 'catalog',
      title: t`Каталог`,
      links: [
        { href: '/catalog', label: t`Часы` },
        { href: '/jewelry', label: t`Украшения` },
        { href: '/bags', label: t`Сумки` },
        { href: '/sale', label: t`Распродажа` },
      ],
    },
    services: {
      id: 'services',
      title: t`Сервисы`,
      links: [
        { href: '/watch-buyback', label: t`Выкуп часов` },
        { href: '/appointment', label: t`Записаться на встречу` },
        { href: '/authenticity', label: t`Проверка подлинности` },
        { href: '/service', label: t`Сервисное обслуживание` },
        // Issue 22 item 22: /services is the valuation page (part 2 §2), so the link says so.
        { href: '/services', label: t`Оценка часов` },
      ],
    },
  };
}
