import { useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import * as styles from './Pagination.css.ts';
import { pageItems } from './pageItems.ts';

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** A plain click on a page (the feature's machine loads it; the browser does not follow the link). */
  onPageChange: (page: number) => void;
  /**
   * The address of a page (issue 22 item 18): pages are real links, with the page in the query, so they open in a
   * new tab and crawlers follow them. Default `?page=N` (page 1 without it).
   */
  hrefFor?: (page: number) => string;
  /** Name of the navigation landmark; default "Страницы каталога". */
  label?: string;
  className?: string;
};

const defaultHref = (page: number) => (page > 1 ? `?page=${page}` : '?');

/** Renders nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, hrefFor = defaultHref, label, className }: PaginationProps) {
  const { t } = useLingui();
  const items = pageItems(page, pageCount);
  if (items.length <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  // A modified click (new tab, new window, download) or another button is the browser's; a plain one the machine's.
  const click = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPageChange(target);
  };
  const step = (target: number, disabled: boolean, name: string, icon: ReactNode) =>
    disabled ? (
      // No page there: not a link (nothing to follow), yet kept in place so the row does not shift.
      <span className={styles.page} aria-disabled="true" role="link" aria-label={name}>
        {icon}
      </span>
    ) : (
      <a className={styles.page} href={hrefFor(target)} rel={target < page ? 'prev' : 'next'} aria-label={name} onClick={click(target)}>
        {icon}
      </a>
    );
  return (
    <nav className={[styles.nav, className].filter(Boolean).join(' ')} aria-label={label ?? t`Страницы каталога`}>
      <ul className={styles.list}>
        <li>{step(page - 1, isFirst, t`Предыдущая страница`, <ChevronLeftIcon size={18} />)}</li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className={styles.page}
                href={hrefFor(item)}
                aria-label={t`Страница ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={item === page ? (event) => event.preventDefault() : click(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>{step(page + 1, isLast, t`Следующая страница`, <ChevronRightIcon size={18} />)}</li>
      </ul>
    </nav>
  );
}
