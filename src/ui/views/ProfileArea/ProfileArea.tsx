import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ArrowLeftIcon, ChevronRightIcon, SignOutIcon } from '../../icons.tsx';
import { countBadge } from '../../badge.css.ts';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import * as styles from './ProfileArea.css.ts';

/** The pages that live inside the profile area (part 1 §2.9). */
export const PROFILE_AREA_PATHS = ['/profile', '/purchase-history', '/favorites', '/compare', '/profile/searches', '/profile/notifications', '/cart'] as const;
export type ProfileAreaPath = (typeof PROFILE_AREA_PATHS)[number];

export type ProfileAreaProps = {
  current: ProfileAreaPath;
  /** "Алексей Смирнов" shown above the links, or null (then nothing / just "Личный кабинет"). */
  name?: string | null;
  /** The unread notices (issue 28), beside «Уведомления»; none shown at 0. */
  unreadNotices?: number;
  renderLink?: (props: LinkRenderProps) => ReactNode;
  onSignOut: () => void;
  children: ReactNode;
};

type NavHref = ProfileAreaPath | '/faq' | '/support';

/** The profile area's frame: the account navigation beside (or, on a phone, above or behind) a section. */
export function ProfileArea({ current, name = null, unreadNotices = 0, renderLink = defaultRenderLink, onSignOut, children }: ProfileAreaProps) {
  const { t } = useLingui();
  const hub = current === '/profile';
  const links: { href: NavHref; label: string }[] = [
    { href: '/profile', label: t`Профиль` },
    { href: '/purchase-history', label: t`История покупок` },
    { href: '/favorites', label: t`Избранное` },
    { href: '/compare', label: t`Сравнение` },
    { href: '/profile/searches', label: t`Сохранённые поиски` },
    { href: '/profile/notifications', label: t`Уведомления` },
    { href: '/cart', label: t`Корзина` },
    { href: '/faq', label: t`Вопросы и ответы` },
    { href: '/support', label: t`Поддержка` },
  ];

  return (
    <div className={styles.root}>
      <nav aria-label={t`Личный кабинет`} className={styles.nav[hub ? 'hub' : 'section']}>
        <div className={styles.identity}>
          <p className={styles.eyebrow}>
            <Trans>Личный кабинет</Trans>
          </p>
          {name && <p className={styles.name}>{name}</p>}
        </div>
        <ul className={styles.list}>
          {links.map(({ href, label }) => (
            <li key={href} className={href === '/faq' ? styles.helpStart : undefined}>
              {renderLink({
                href,
                className: styles.link,
                children: (
                  <>
                    <span className={styles.linkLabel}>{label}</span>
                    {href === '/profile/notifications' && unreadNotices > 0 && <span className={countBadge}>{unreadNotices > 99 ? '99+' : unreadNotices}</span>}
                    <ChevronRightIcon className={styles.chevron} size={18} />
                  </>
                ),
                ...(href === current ? { 'aria-current': 'page' as const } : {}),
              })}
            </li>
          ))}
        </ul>
        <button type="button" className={styles.signOut} onClick={onSignOut}>
          <SignOutIcon size={18} />
          <Trans>Выйти</Trans>
        </button>
      </nav>
      <div className={styles.content}>
        {!hub &&
          renderLink({
            href: '/profile',
            className: styles.back,
            'aria-label': t`Назад в профиль`,
            children: (
              <>
                <ArrowLeftIcon size={18} />
                <Trans>Профиль</Trans>
              </>
            ),
          })}
        {children}
      </div>
    </div>
  );
}
