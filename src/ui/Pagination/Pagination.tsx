import { useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import * as styles from './Pagination.css.ts';
import { pageItems } from './pageItems.ts';

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark; default "Страницы каталога". */
  label?: string;
  className?: string;
};

/** Renders nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, label, className }: PaginationProps) {
  const { t } = useLingui();
  const items = pageItems(page, pageCount);
  if (items.length <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  return (
    <nav className={[styles.nav, className].filter(Boolean).join(' ')} aria-label={label ?? t`Страницы каталога`}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={isFirst}
            aria-label={t`Предыдущая страница`}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon size={18} />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={t`Страница ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={item === page ? undefined : () => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            disabled={isLast}
            aria-label={t`Следующая страница`}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
