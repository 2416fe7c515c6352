import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { defaultRenderLink } from '../../link.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import * as wordmark from '../wordmark.css.ts';
import { SOCIAL_NAMES, type SocialLink } from '../socialLinks.ts';
import { useSiteLinkGroups } from '../siteLinks.ts';
import * as styles from './Footer.css.ts';

export type FooterBrand = { id?: number | string; name: string; href: string };

export type FooterProps = {
  /** The contact phone as shown ("+7 495 000-00-00"); dialled through a tel: link. */
  phone: string;
  brands: readonly FooterBrand[];
  /** The copyright year (the caller's clock, so stories stay stable). */
  year: number;
  /** Address lines per city, already translated; a neutral line is shown when absent. */
  addresses?: { dubai?: string; moscow?: string };
  /** The configured social channels; the block is hidden when there is none (issue 22 item 22: never `href="#"`). */
  socialLinks?: readonly SocialLink[];
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** Digits and a leading plus only: what a tel: URI accepts. */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** Part 1 §2.2 item 11. */
export function Footer({ phone, brands, year, addresses, socialLinks = [], renderLink = defaultRenderLink }: FooterProps) {
  const { t } = useLingui();
  const id = useId();
  const { catalog, services } = useSiteLinkGroups();
  const groups = [
    catalog,
    services,
    {
      id: 'info',
      title: t`Информация`,
      links: [
        { href: '/about', label: t`О бутике` },
        { href: '/contacts', label: t`Контакты` },
        { href: '/faq', label: t`Вопросы и ответы` },
        { href: '/support', label: t`Поддержка` },
        // Issue 22 items 2, 22: the terms of sale, and the return policy is their returns section.
        { href: '/terms', label: t`Условия продажи` },
        { href: '/terms#returns', label: t`Политика возврата` },
        { href: '/privacy-policy', label: t`Политика конфиденциальности` },
      ],
    },
  ];
  const byAppointment = t`Шоурум, визит по предварительной записи`;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brandBlock}>
            {renderLink({
              href: '/',
              className: wordmark.wordmark,
              children: (
                <Trans>
                  Москва<span className={wordmark.dot}>·</span>Дубай
                </Trans>
              ),
            })}
            <dl className={styles.cities}>
              <div className={styles.city}>
                <dt className={styles.cityName}>
                  <Trans>Дубай</Trans>
                </dt>
                <dd className={styles.address}>{addresses?.dubai ?? byAppointment}</dd>
              </div>
              <div className={styles.city}>
                <dt className={styles.cityName}>
                  <Trans>Москва</Trans>
                </dt>
                <dd className={styles.address}>{addresses?.moscow ?? byAppointment}</dd>
              </div>
            </dl>
            <div>
              <p className={styles.muted}>
                <Trans>Телефон для связи</Trans>
              </p>
              <a className={styles.phone} href={telHref(phone)}>
                {phone}
              </a>
            </div>
          </div>
          {groups.map((group) => (
            <nav key={group.id} className={styles.group} aria-labelledby={`${id}-${group.id}`}>
              <h2 id={`${id}-${group.id}`} className={styles.heading}>
                {group.title}
              </h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.href}>{renderLink({ href: link.href, className: styles.link, children: link.label })}</li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <nav className={styles.group} aria-labelledby={`${id}-brands`}>
          <h2 id={`${id}-brands`} className={styles.heading}>
            <Trans>Бренды</Trans>
          </h2>
          {brands.length > 0 ? (
            <ul className={styles.brandList}>
              {brands.map((brand) => (
                <li key={brand.id ?? brand.name}>
                  {renderLink({ href: brand.href, className: styles.link, children: brand.name })}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>
              <Trans>Бренды не найдены</Trans>
            </p>
          )}
        </nav>
        <div className={styles.bottom}>
          <p className={styles.muted}>
            <Trans>© {year} Москва · Дубай. Все права защищены.</Trans>
          </p>
          {socialLinks.length > 0 && (
            <ul className={styles.social} aria-label={t`Мы в соцсетях`}>
              {socialLinks.map((item) => (
                <li key={item.kind}>
                  <a className={styles.link} href={item.href} rel="noopener">
                    {SOCIAL_NAMES[item.kind]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
