import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { Checkbox } from '../../Checkbox/Checkbox.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { CompareIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Modal } from '../../Modal/Modal.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { SignInPrompt } from '../../SignInPrompt/SignInPrompt.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as shop from '../shopPage.css.ts';
import * as styles from './ComparePage.css.ts';
import { CompareTable, type CompareProduct, type CompareRow } from './CompareTable.tsx';

export type { CompareProduct, CompareRow };

/** `signedOut`: the comparison lives in the account (part 1 §4); the route also opens the login modal over it. */
export const comparePageStates = ['loading', 'empty', 'list', 'failure', 'signedOut'] as const;
export type ComparePageState = (typeof comparePageStates)[number];

/** Part 1 §2.8: the sections in this order. */
export const compareKinds = ['watch', 'bag', 'jewelry'] as const;
export type CompareKind = (typeof compareKinds)[number];

export type CompareSection = {
  kind: CompareKind;
  products: readonly CompareProduct[];
  rows: readonly CompareRow[];
  /** One per product, in the columns' order; the last row of the table. */
  descriptions: readonly (string | null)[];
};

export type ComparePageProps = {
  state: ComparePageState;
  /** A section without products is not shown. */
  sections: readonly CompareSection[];
  locale: PriceLocale;
  /** "Только различия": the feature keeps it (in localStorage) and passes it back. */
  onlyDifferences: boolean;
  onOnlyDifferencesChange: (onlyDifferences: boolean) => void;
  /** The "clear all" confirmation, controlled by the feature: the button asks to open it, Escape and Cancel to close. */
  confirmClearOpen: boolean;
  onConfirmClearOpenChange: (open: boolean) => void;
  /** Confirmed in the dialog. */
  onClear: () => void;
  onRemove: (kind: CompareKind, id: number) => void;
  onAddToCart: (kind: CompareKind, id: number) => void;
  /** The load failure's text; "Не удалось загрузить сравнение" when left out. */
  errorMessage?: string | null;
  onRetry: () => void;
  /** The guest's way in (state `signedOut`). */
  onSignIn?: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** /compare (part 1 §2.8): watches, bags and jewelry each in a side-by-side table. */
export function ComparePage({
  state,
  sections,
  locale,
  onlyDifferences,
  onOnlyDifferencesChange,
  confirmClearOpen,
  onConfirmClearOpenChange,
  onClear,
  onRemove,
  onAddToCart,
  errorMessage,
  onRetry,
  onSignIn,
  renderLink = defaultRenderLink,
}: ComparePageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const titles: Record<CompareKind, string> = { watch: t`Часы`, bag: t`Сумки`, jewelry: t`Украшения` };
  const shown = compareKinds.flatMap((kind) => sections.filter((section) => section.kind === kind && section.products.length > 0));
  return (
    <section className={shop.page} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <header className={shop.header}>
        <h1 id={titleId} className={shop.title}>
          <Trans>Сравнение</Trans>
        </h1>
        {state === 'list' && (
          <div className={styles.toolbar}>
            <Checkbox
              label={<Trans>Только различия</Trans>}
              checked={onlyDifferences}
              onChange={(event) => onOnlyDifferencesChange(event.target.checked)}
            />
            <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => onConfirmClearOpenChange(true)}>
              <Trans>Очистить всё</Trans>
            </Button>
          </div>
        )}
      </header>

      {state === 'loading' && (
        <>
          <p role="status" className={shop.status}>
            <Trans>Загружаем сравнение…</Trans>
          </p>
          <div className={styles.skeleton} aria-hidden="true">
            <Skeleton shape="text" width={160} height="2em" />
            <div className={styles.skeletonColumns}>
              {Array.from({ length: 3 }, (_, index) => (
                <div key={index} className={styles.skeletonColumn}>
                  <Skeleton className={styles.skeletonImage} height="auto" />
                  <Skeleton shape="text" lines={4} />
                </div>
              ))}
            </div>
          </div>
        </>
      )}

      {state === 'failure' && (
        <ErrorBox className={shop.message} error={{ message: errorMessage ?? t`Не удалось загрузить сравнение` }} onRetry={onRetry} />
      )}

      {state === 'signedOut' && (
        <SignInPrompt
          icon={<CompareIcon size={40} />}
          title={<Trans>Войдите, чтобы сравнивать модели</Trans>}
          text={<Trans>Список сравнения хранится в вашем аккаунте: характеристики выбранных моделей встанут рядом.</Trans>}
          onSignIn={onSignIn}
          renderLink={renderLink}
        />
      )}

      {state === 'empty' && (
        <EmptyState
          icon={<CompareIcon size={40} />}
          title={<Trans>Сравнивать пока нечего</Trans>}
          text={<Trans>Добавьте модели к сравнению в каталоге — их характеристики встанут здесь рядом.</Trans>}
          action={renderLink({ href: '/catalog', className: buttonClassName(), children: <Trans>Перейти в каталог</Trans> })}
        />
      )}

      {state === 'list' && (
        <div className={styles.sections}>
          {shown.map((section) => (
            <CompareTable
              key={section.kind}
              title={titles[section.kind]}
              products={section.products}
              rows={section.rows}
              descriptions={section.descriptions}
              onlyDifferences={onlyDifferences}
              locale={locale}
              onRemove={(id) => onRemove(section.kind, id)}
              onAddToCart={(id) => onAddToCart(section.kind, id)}
              renderLink={renderLink}
            />
          ))}
        </div>
      )}

      <Modal
        size="sm"
        open={confirmClearOpen}
        onOpenChange={onConfirmClearOpenChange}
        title={<Trans>Очистить сравнение?</Trans>}
        description={<Trans>Все товары будут убраны из сравнения.</Trans>}
        footer={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => onConfirmClearOpenChange(false)}>
              <Trans>Отмена</Trans>
            </Button>
            <Button onClick={onClear}>
              <Trans>Очистить</Trans>
            </Button>
          </div>
        }
      />
    </section>
  );
}
