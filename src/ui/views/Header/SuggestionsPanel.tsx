import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../a11y.css.ts';
import * as styles from './Header.css.ts';

export const headerSuggestionStates = ['closed', 'loading', 'showing', 'noResults', 'failure'] as const;
export type HeaderSuggestionsState = (typeof headerSuggestionStates)[number];

export const headerSuggestionCategories = ['watches', 'jewelry', 'bags'] as const;
export type HeaderSuggestionCategory = (typeof headerSuggestionCategories)[number];

export type HeaderSuggestion = {
  id: number;
  /** Which catalogue it comes from, shown as a label (Часы / Украшения / Сумки); watches when left out. */
  category?: HeaderSuggestionCategory;
  brand: string;
  model: string;
  reference?: string | null;
  /** What tells two pieces of one reference apart (issue 10 item 16): year, condition, box & papers. */
  year?: number | null;
  condition?: string | null;
  fullSet?: boolean | null;
  /** A small photo; decorative (the text names the piece). */
  imageUrl?: string | null;
};

export type HeaderSuggestions = {
  state: HeaderSuggestionsState;
  /** Shown while `showing`, and (dimmed) while the next answer loads. */
  items: HeaderSuggestion[];
  /** Index of the highlighted item, -1 for none. */
  highlighted: number;
};

type SuggestionsPanelProps = {
  suggestions: HeaderSuggestions;
  listId: string;
  optionId: (index: number) => string;
  highlighted: number;
  onPick: (index: number) => void;
};

/** The dropdown of part 1 §2.3: a listbox owned by the search combobox, or a one-line status. */
export function SuggestionsPanel({ suggestions, listId, optionId, highlighted, onPick }: SuggestionsPanelProps) {
  const { t } = useLingui();
  const { state, items } = suggestions;
  const categoryLabel: Record<HeaderSuggestionCategory, string> = { watches: t`Часы`, jewelry: t`Украшения`, bags: t`Сумки` };
  const count = items.length;
  // The status is announced politely in every state, so screen reader users learn what the list holds.
  const status =
    state === 'loading' ? (
      <Trans>Ищем…</Trans>
    ) : state === 'showing' ? (
      <Plural value={count} one="# подсказка" few="# подсказки" many="# подсказок" other="# подсказки" />
    ) : state === 'noResults' ? (
      <Trans>Ничего не найдено</Trans>
    ) : state === 'failure' ? (
      <Trans>Не удалось загрузить подсказки</Trans>
    ) : null;
  const showList = count > 0 && (state === 'showing' || state === 'loading');
  return (
    <>
      <span className={visuallyHidden} role="status">
        {status}
      </span>
      {state !== 'closed' && (
        <div className={styles.suggestions}>
          {showList ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={t`Подсказки поиска`}
              aria-busy={state === 'loading' || undefined}
              className={styles.suggestionList}
              // Keeps focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
            >
              {items.map((item, index) => (
                <li
                  key={`${item.category ?? 'watches'}-${item.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlighted}
                  className={styles.suggestion}
                  onClick={() => onPick(index)}
                >
                  {item.imageUrl ? (
                    <img className={styles.suggestionImage} src={item.imageUrl} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.suggestionImage} />
                  )}
                  <span className={styles.suggestionText}>
                    <span className={styles.suggestionBrand}>
                      {item.brand}
                      <span className={styles.suggestionCategory}>
                        <span className={visuallyHidden}>, </span>
                        {categoryLabel[item.category ?? 'watches']}
                      </span>
                    </span>
                    <span className={styles.suggestionModel}>{item.model}</span>
                    {item.reference && <span className={styles.suggestionReference}>{item.reference}</span>}
                    {(item.year || item.condition || item.fullSet) && (
                      <span className={styles.suggestionDetails}>
                        {[item.year ? String(item.year) : null, item.condition ?? null, item.fullSet ? t`Полный комплект` : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.suggestionStatus} aria-hidden="true">
              {status}
            </p>
          )}
        </div>
      )}
    </>
  );
}
