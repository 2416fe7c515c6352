import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { SearchIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Modal } from '../../Modal/Modal.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as shop from '../shopPage.css.ts';
import { nameProblems, SavedSearchItem, savedSearchPages, type NameProblem, type RenameForm, type SavedSearchPage, type SavedSearchRow } from './SavedSearchRow.tsx';
import * as styles from './SavedSearchesPage.css.ts';

export { nameProblems, savedSearchPages };
export type { NameProblem, RenameForm, SavedSearchPage, SavedSearchRow };

export const savedSearchesPageStates = ['loading', 'list', 'empty', 'failure'] as const;
export type SavedSearchesPageState = (typeof savedSearchesPageStates)[number];

export type SavedSearchesPageProps = {
  state: SavedSearchesPageState;
  /** Newest first. */
  searches: readonly SavedSearchRow[];
  /** How many searches the server keeps (a 21st is refused). */
  max: number;
  /** The longest name the server takes. */
  nameMax: number;
  /** The open rename form, when any. */
  renaming: RenameForm | null;
  /** The search whose deletion the dialog asks to confirm; null when it is closed. */
  deleteAsked: { id: number; name: string } | null;
  /** A deletion is on its way (the search is gone from the list already). */
  deleting: boolean;
  /** The load failure's text; a generic sentence when left out. */
  errorMessage?: string | null;
  /** BCP 47 locale for the dates. */
  locale: 'ru' | 'en';
  onOpen: (id: number) => void;
  onRenameStart: (id: number) => void;
  onNameChange: (value: string) => void;
  onRenameSubmit: () => void;
  onRenameCancel: () => void;
  onDeleteAsk: (id: number) => void;
  onDeleteConfirm: () => void;
  onDeleteDismiss: () => void;
  onToggleAlerts: (id: number) => void;
  onRetry: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

const SKELETON_ROWS = 3;

/**
 * /profile/searches (issue 28): the catalogue searches the shopper saved, each opened again from its name, with
 * what arrived since the last visit, its alerts switch, rename in place and delete after a confirmation.
 */
export function SavedSearchesPage({
  state,
  searches,
  max,
  nameMax,
  renaming,
  deleteAsked,
  deleting,
  errorMessage,
  locale,
  onOpen,
  onRenameStart,
  onNameChange,
  onRenameSubmit,
  onRenameCancel,
  onDeleteAsk,
  onDeleteConfirm,
  onDeleteDismiss,
  onToggleAlerts,
  onRetry,
  renderLink = defaultRenderLink,
}: SavedSearchesPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }), [locale]);
  const saved = searches.length;
  const askedName = deleteAsked?.name ?? '';
  return (
    <section className={shop.page} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <header className={`${shop.header} ${styles.head}`}>
        <div className={styles.heading}>
          <h1 id={titleId} className={shop.title}>
            <Trans>Сохранённые поиски</Trans>
          </h1>
          {state === 'list' && (
            <p className={styles.summary}>
              <Trans>
                Сохранено {saved} из {max}
              </Trans>
            </p>
          )}
        </div>
      </header>

      {state === 'loading' && (
        <>
          <p role="status" className={shop.status}>
            <Trans>Загружаем сохранённые поиски…</Trans>
          </p>
          <ul className={styles.list} aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <li key={index} className={styles.item}>
                <Skeleton shape="text" width="55%" height="1.6em" />
                <Skeleton shape="text" width="30%" />
                <Skeleton shape="text" width="45%" />
              </li>
            ))}
          </ul>
        </>
      )}

      {state === 'failure' && <ErrorBox className={shop.message} error={{ message: errorMessage ?? t`Не удалось загрузить сохранённые поиски` }} onRetry={onRetry} />}

      {state === 'empty' && (
        <EmptyState
          icon={<SearchIcon size={40} />}
          title={<Trans>Сохранённых поисков пока нет</Trans>}
          text={
            <Trans>
              Выберите фильтры в каталоге и нажмите «Сохранить поиск» — мы сообщим, когда появится подходящий экземпляр.
            </Trans>
          }
          action={renderLink({ href: '/catalog', className: buttonClassName(), children: <Trans>Перейти в каталог</Trans> })}
        />
      )}

      {state === 'list' && (
        <ul className={styles.list} aria-label={t`Сохранённые поиски`}>
          {searches.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              renaming={renaming?.id === search.id ? renaming : null}
              savedOn={date.format(new Date(search.createdAt))}
              nameMax={nameMax}
              onOpen={onOpen}
              onRenameStart={onRenameStart}
              onNameChange={onNameChange}
              onRenameSubmit={onRenameSubmit}
              onRenameCancel={onRenameCancel}
              onDeleteAsk={onDeleteAsk}
              onToggleAlerts={onToggleAlerts}
              renderLink={renderLink}
            />
          ))}
        </ul>
      )}

      {/* Present before it speaks, so the deletion on its way is announced (the row is gone already). */}
      {(state === 'list' || state === 'empty') && (
        <p role="status" className={deleting ? styles.deleting : visuallyHidden}>
          {deleting && <Trans>Удаляем поиск…</Trans>}
        </p>
      )}

      <Modal
        size="sm"
        open={deleteAsked !== null}
        onOpenChange={(open) => {
          if (!open) onDeleteDismiss();
        }}
        title={<Trans>Удалить поиск «{askedName}»?</Trans>}
        description={<Trans>Уведомления, которые уже пришли, останутся.</Trans>}
        footer={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={onDeleteDismiss}>
              <Trans>Не удалять</Trans>
            </Button>
            <Button onClick={onDeleteConfirm}>
              <Trans>Удалить</Trans>
            </Button>
          </div>
        }
      />
    </section>
  );
}
