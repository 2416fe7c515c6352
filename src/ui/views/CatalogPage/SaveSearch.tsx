import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { CheckIcon } from '../../icons.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { Modal } from '../../Modal/Modal.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { TextField } from '../../TextField/TextField.tsx';
import { useChipWords } from '../FilterPanel/chipWords.ts';
import type { FilterChipItem } from '../FilterPanel/FilterChips.tsx';
import type { CatalogMode } from '../FilterPanel/filterTypes.ts';
import * as styles from './SaveSearch.css.ts';

/** The dialog's situations (saveSearchMachine): closed, the name asked, being saved, saved. */
export const saveSearchStatuses = ['idle', 'naming', 'saving', 'saved'] as const;
export type SaveSearchStatus = (typeof saveSearchStatuses)[number];

/** A saved search's name: 1 to 100 characters. */
export const SAVED_SEARCH_NAME_LENGTH = 100;

/** Where the shopper's saved searches are listed. */
export const SAVED_SEARCHES_HREF = '/profile/searches';

/** What the catalogue screen hands over (its machine's state and the event senders). */
export type SaveSearchView = {
  status: SaveSearchStatus;
  /** This page's search was saved in this visit: the button says so (pressing it again only shows that). */
  saved: boolean;
  /** The name field. */
  name: string;
  /** Why the name or the save was refused, in words; `limit`: the 20 saved searches are reached. */
  failure: { message: string; limit: boolean } | null;
  /** The saved search's name (the server's), once saved. */
  savedName: string | null;
  /** The search had been saved before this press. */
  again: boolean;
  /** The button, with the name the view suggests from the filters and the search. */
  onSave: (suggestedName: string) => void;
  onNameChange: (value: string) => void;
  onSubmit: () => void;
  /** Escape, the backdrop, «Отмена» or «Продолжить просмотр». */
  onClose: () => void;
};

export type SaveSearchProps = SaveSearchView & {
  mode: CatalogMode;
  /** The applied filters (the chips above the grid) and search: the suggested name is made of their words. */
  chips: readonly FilterChipItem[];
  search: string;
  locale: PriceLocale;
  renderLink: (props: LinkRenderProps) => ReactNode;
  className?: string;
};

function BookmarkIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 3.5h12v17l-6-4.2-6 4.2z" />
    </svg>
  );
}

/**
 * The name «Сохранить поиск» suggests: the page (but the watch catalogue, whose name it is), the brand and its
 * collection, the search, the other filters, the price last — in the chips' own words ("Rolex · Submariner ·
 * до 15 000 $"); the page's «Все часы» when nothing narrows it. At most 100 characters.
 */
export function useSuggestedName(mode: CatalogMode, chips: readonly FilterChipItem[], search: string, locale: PriceLocale): string {
  const { t } = useLingui();
  const { short } = useChipWords(locale);
  const everything: Record<CatalogMode, string> = { watches: t`Все часы`, jewelry: t`Все украшения`, bags: t`Все сумки`, sale: t`Вся распродажа` };
  const page: Record<CatalogMode, string | null> = { watches: null, jewelry: t`Украшения`, bags: t`Сумки`, sale: t`Распродажа` };
  const isLead = (chip: FilterChipItem) => chip.kind === 'brandText' || (chip.kind === 'named' && chip.lead === true);
  const parts = [
    ...chips.filter(isLead).map(short),
    search.trim(),
    ...chips.filter((chip) => !isLead(chip) && chip.kind !== 'price').map(short),
    ...chips.filter((chip) => chip.kind === 'price').map(short),
  ].filter((part) => part !== '');
  if (parts.length === 0) return everything[mode];
  const name = [page[mode], ...parts].filter((part) => part !== null).join(' · ');
  return name.length > SAVED_SEARCH_NAME_LENGTH ? `${name.slice(0, SAVED_SEARCH_NAME_LENGTH - 1).trimEnd()}…` : name;
}

/**
 * Issue 28: «Сохранить поиск» beside the result count, and its dialog — the name (suggested, editable), then
 * «Поиск сохранён» with the way to the saved searches. The feature's machine decides (a guest is asked to sign
 * in instead); the dialog is controlled.
 */
export function SaveSearch({
  status,
  saved,
  name,
  failure,
  savedName,
  again,
  onSave,
  onNameChange,
  onSubmit,
  onClose,
  mode,
  chips,
  search,
  locale,
  renderLink,
  className,
}: SaveSearchProps) {
  const { t } = useLingui();
  const formId = useId();
  const suggested = useSuggestedName(mode, chips, search, locale);
  const done = status === 'saved';
  const busy = status === 'saving';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const searchesLink = (children: ReactNode, look: string) => renderLink({ href: SAVED_SEARCHES_HREF, className: look, children });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={[styles.button, className].filter(Boolean).join(' ')}
        data-saved={saved || undefined}
        aria-haspopup="dialog"
        onClick={() => onSave(suggested)}
      >
        {saved ? <CheckIcon size={16} /> : <BookmarkIcon />}
        {saved ? <Trans>Поиск сохранён</Trans> : <Trans>Сохранить поиск</Trans>}
      </Button>
      <Modal
        open={status !== 'idle'}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        size="sm"
        title={done ? t`Поиск сохранён` : t`Сохранить поиск`}
        description={done ? undefined : <Trans>Мы сообщим, когда в каталоге появится подходящий экземпляр.</Trans>}
        footer={
          done ? (
            <Button onClick={onClose}>
              <Trans>Продолжить просмотр</Trans>
            </Button>
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                <Trans>Отмена</Trans>
              </Button>
              <Button type="submit" form={formId} loading={busy}>
                <Trans>Сохранить</Trans>
              </Button>
            </div>
          )
        }
      >
        {done ? (
          <div className={styles.saved} role="status">
            <p className={styles.text}>
              {again ? (
                <Trans>Этот поиск уже сохранён как «{savedName}».</Trans>
              ) : (
                <Trans>Сохранили как «{savedName}». О новых подходящих экземплярах сообщим в уведомлениях.</Trans>
              )}
            </p>
            {searchesLink(<Trans>Мои сохранённые поиски</Trans>, styles.link)}
          </div>
        ) : (
          <form id={formId} className={styles.form} onSubmit={submit} aria-busy={busy || undefined} noValidate>
            <TextField
              label={<Trans>Название</Trans>}
              value={name}
              maxLength={SAVED_SEARCH_NAME_LENGTH}
              autoFocus
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => onNameChange(event.target.value)}
              readOnly={busy}
              error={failure?.message}
            />
            {failure?.limit && searchesLink(<Trans>Открыть сохранённые поиски</Trans>, styles.link)}
          </form>
        )}
      </Modal>
    </>
  );
}
