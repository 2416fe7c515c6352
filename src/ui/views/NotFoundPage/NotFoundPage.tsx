import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { SearchIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './NotFoundPage.css.ts';

export type NotFoundPageProps = {
  /** The shopper searched from the page: the shell goes to `/catalog?search=…`. Empty text is never sent. */
  onSearch: (query: string) => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * "Page not found" (issue 10 item 3) for any path outside the route table; the server answers it with status 404.
 * A way on instead of a dead end: a search over the catalogue and the main sections.
 */
export function NotFoundPage({ onSearch, renderLink = defaultRenderLink }: NotFoundPageProps) {
  const { t } = useLingui();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    if (query) onSearch(query);
  };
  const links = [
    { href: '/', label: t`Главная` },
    { href: '/catalog', label: t`Каталог часов` },
    { href: '/jewelry', label: t`Украшения` },
    { href: '/bags', label: t`Сумки` },
    { href: '/contacts', label: t`Контакты` },
    { href: '/appointment', label: t`Записаться на встречу` },
  ];
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id={`${id}-title`} className={styles.title}>
          <Trans>Страница не найдена</Trans>
        </h1>
        <span className={styles.ornament} aria-hidden="true" />
        <p className={styles.text}>
          <Trans>Возможно, адрес набран с ошибкой или страница переехала. Найдите нужную модель через поиск или перейдите в один из разделов.</Trans>
        </p>
        <form className={styles.search} role="search" onSubmit={submit}>
          <TextField
            className={styles.searchField}
            name="search"
            type="search"
            label={<Trans>Поиск по каталогу</Trans>}
            hideLabel
            placeholder={t`Бренд, модель или референс`}
            autoComplete="off"
            enterKeyHint="search"
          />
          <Button type="submit" className={styles.searchButton}>
            <SearchIcon size={18} />
            <Trans>Найти</Trans>
          </Button>
        </form>
        <nav className={styles.nav} aria-label={t`Разделы бутика`}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>{renderLink({ href: link.href, className: styles.link, children: link.label })}</li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
