import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { Switch } from '../../Switch/Switch.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './SavedSearchesPage.css.ts';

export const savedSearchPages = ['catalog', 'jewelry', 'bags', 'sale'] as const;
export type SavedSearchPage = (typeof savedSearchPages)[number];

/** One saved search, as the feature maps it from the API's. */
export type SavedSearchRow = {
  id: number;
  name: string;
  /** The address that opens the search again. */
  href: string;
  page: SavedSearchPage;
  /** ISO date-time it was saved. */
  createdAt: string;
  /** New matching pieces make notices. */
  alerts: boolean;
  /** Notices of new matches since the shopper last opened it. */
  newCount: number;
  /** A change of this search is on its way. */
  busy: boolean;
  /** The server's words for a refused switch or deletion (rolled back). */
  refusal: string | null;
};

export const nameProblems = ['empty', 'tooLong'] as const;
export type NameProblem = (typeof nameProblems)[number];

/** The inline rename form of one search. */
export type RenameForm = { id: number; draft: string; problem: NameProblem | null; refusal: string | null };

type SavedSearchItemProps = {
  search: SavedSearchRow;
  /** This search's rename form, when it is open. */
  renaming: RenameForm | null;
  /** "20 ноября 2026" in the active language. */
  savedOn: string;
  /** The longest name the server takes. */
  nameMax: number;
  onOpen: (id: number) => void;
  onRenameStart: (id: number) => void;
  onNameChange: (value: string) => void;
  onRenameSubmit: () => void;
  onRenameCancel: () => void;
  onDeleteAsk: (id: number) => void;
  onToggleAlerts: (id: number) => void;
  renderLink: (props: LinkRenderProps) => ReactNode;
};

/** A saved search: its link, what is new, its alerts switch, rename and delete. */
export function SavedSearchItem({
  search,
  renaming,
  savedOn,
  nameMax,
  onOpen,
  onRenameStart,
  onNameChange,
  onRenameSubmit,
  onRenameCancel,
  onDeleteAsk,
  onToggleAlerts,
  renderLink,
}: SavedSearchItemProps) {
  const { t } = useLingui();
  const pageLabels: Record<SavedSearchPage, string> = { catalog: t`Часы`, jewelry: t`Украшения`, bags: t`Сумки`, sale: t`Распродажа` };
  const name = search.name;
  const count = search.newCount;
  // Closing the form (saved, cancelled) would drop focus on the page: it goes back to «Переименовать».
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming !== null;
  }, [renaming]);
  return (
    <li className={styles.item} aria-busy={search.busy || undefined}>
      {renaming ? (
        <RenameFields form={renaming} nameMax={nameMax} onNameChange={onNameChange} onSubmit={onRenameSubmit} onCancel={onRenameCancel} />
      ) : (
        <div className={styles.titleRow}>
          {/* The capture sees every way of opening it (a new tab too) before the router takes the click. */}
          <span
            className={styles.nameWrap}
            onClickCapture={() => onOpen(search.id)}
            onAuxClickCapture={(event) => {
              if (event.button === 1) onOpen(search.id);
            }}
          >
            {renderLink({ href: search.href, className: styles.name, children: name })}
          </span>
          {count > 0 && (
            <span className={styles.newBadge}>
              <Plural value={count} one="# новый" few="# новых" many="# новых" other="# нового" />
            </span>
          )}
        </div>
      )}
      <p className={styles.meta}>
        {pageLabels[search.page]} · <Trans>сохранён {savedOn}</Trans>
      </p>
      <div className={styles.actions}>
        <Switch
          size="sm"
          checked={search.alerts}
          onChange={() => onToggleAlerts(search.id)}
          busy={search.busy}
          label={
            <>
              <Trans>Сообщать о новых поступлениях</Trans>
              <span className={visuallyHidden}> — {name}</span>
            </>
          }
        />
        {!renaming && (
          <span className={styles.buttons}>
            <Button ref={renameButton} variant="link" size="sm" onClick={() => onRenameStart(search.id)}>
              <Trans>
                Переименовать<span className={visuallyHidden}> {name}</span>
              </Trans>
            </Button>
            <Button variant="link" size="sm" onClick={() => onDeleteAsk(search.id)}>
              <Trans>
                Удалить<span className={visuallyHidden}> {name}</span>
              </Trans>
            </Button>
          </span>
        )}
      </div>
      {search.refusal && (
        <p role="alert" className={styles.refusal}>
          {search.refusal}
        </p>
      )}
    </li>
  );
}

function RenameFields({
  form,
  nameMax,
  onNameChange,
  onSubmit,
  onCancel,
}: {
  form: RenameForm;
  nameMax: number;
  onNameChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  // The form takes the place of the name: focus goes into it, and back into it when the server refused the name.
  useEffect(() => input.current?.focus(), [form.id, form.refusal]);
  const problem = form.problem === 'empty' ? t`Введите название` : form.problem === 'tooLong' ? t`Не длиннее ${nameMax} символов` : form.refusal;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.renameForm} onSubmit={submit} aria-label={t`Новое название поиска`}>
      <TextField
        ref={input}
        className={styles.renameField}
        label={<Trans>Название поиска</Trans>}
        value={form.draft}
        onChange={(event) => onNameChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        error={problem}
        autoComplete="off"
        enterKeyHint="done"
      />
      <span className={styles.buttons}>
        <Button type="submit" size="sm">
          <Trans>Сохранить</Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          <Trans>Отмена</Trans>
        </Button>
      </span>
    </form>
  );
}
