import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import * as field from '../../field.css.ts';
import { ChevronLeftIcon } from '../../icons.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { formatUsd, isPriceOnRequest, type PriceLocale } from '../../Price/price.ts';
import * as page from './CheckoutPage.css.ts';
import * as styles from './CheckoutSummary.css.ts';
import { SummaryLine } from './SummaryLine.tsx';
import type { CheckoutLine, PromoView } from './checkoutTypes.ts';

export type CheckoutSummaryProps = {
  locale: PriceLocale;
  lines: readonly CheckoutLine[];
  /** Issue 26: takes a line the order cannot have (`unavailable`) out of the cart. */
  onRemoveLine?: (id: number) => void;
  /** Part 2 §9: the sums the feature computed (delivery 0 for pickup, RU and AE; total never below 0). */
  goodsCount: number;
  subtotalUsd: number;
  deliveryUsd: number;
  discountUsd: number;
  totalUsd: number;
  promo: PromoView;
  onPromoInput: (value: string) => void;
  onPromoApply: () => void;
  onPromoRemove: () => void;
  submitting: boolean;
  canSubmit: boolean;
  renderLink: (props: LinkRenderProps) => ReactNode;
};

/** The checkout's aside (part 2 §2 "Summary"): the lines, the promo code, the sums, the submit button, back to the cart. */
export function CheckoutSummary({
  locale,
  lines,
  onRemoveLine,
  goodsCount,
  subtotalUsd,
  deliveryUsd,
  discountUsd,
  totalUsd,
  promo,
  onPromoInput,
  onPromoApply,
  onPromoRemove,
  submitting,
  canSubmit,
  renderLink,
}: CheckoutSummaryProps) {
  const titleId = useId();
  const someOnRequest = lines.some((line) => isPriceOnRequest(line.priceUsd, line.priceOnRequest));
  return (
    <aside className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        <Trans>Ваш заказ</Trans>
      </h2>

      {lines.some((line) => line.unavailable) && (
        <p className={styles.unavailableNotice} role="alert">
          <Trans>Некоторые экземпляры уже недоступны. Уберите их из заказа — остальное сохранится.</Trans>
        </p>
      )}

      <ul className={styles.lines}>
        {lines.map((line) => (
          <SummaryLine key={line.id} line={line} locale={locale} onRemove={onRemoveLine} renderLink={renderLink} />
        ))}
      </ul>

      <PromoEntry promo={promo} onPromoInput={onPromoInput} onPromoApply={onPromoApply} onPromoRemove={onPromoRemove} />

      <dl className={styles.totals}>
        <div className={styles.totalsRow}>
          <dt className={styles.totalsTerm}>
            <Plural value={goodsCount} one="# товар" few="# товара" many="# товаров" other="# товара" />
          </dt>
          <dd className={styles.totalsValue}>{formatUsd(subtotalUsd, locale)}</dd>
        </div>
        <div className={styles.totalsRow}>
          <dt className={styles.totalsTerm}>
            <Trans>Доставка</Trans>
          </dt>
          <dd className={styles.totalsValue}>{deliveryUsd > 0 ? formatUsd(deliveryUsd, locale) : <Trans>Бесплатно</Trans>}</dd>
        </div>
        {discountUsd > 0 && (
          <div className={styles.totalsRow}>
            <dt className={styles.totalsTerm}>
              {promo.applied ? <Trans>Скидка по промокоду {promo.applied.code}</Trans> : <Trans>Скидка</Trans>}
            </dt>
            <dd className={`${styles.totalsValue} ${styles.discountValue}`}>−{formatUsd(discountUsd, locale)}</dd>
          </div>
        )}
        <div className={`${styles.totalsRow} ${styles.grandTotal}`}>
          <dt className={styles.grandTotalTerm}>
            {/* Issue 22 item 1: the order's total will be this figure, preliminary while a piece awaits its price. */}
            {someOnRequest ? <Trans>Предварительный итог</Trans> : <Trans>Итого</Trans>}
          </dt>
          <dd className={styles.grandTotalValue}>{formatUsd(totalUsd, locale)}</dd>
        </div>
      </dl>

      {someOnRequest && (
        <p className={page.note}>
          <Trans>Товары с ценой по запросу не входят в сумму: менеджер назовёт цену при подтверждении.</Trans>
        </p>
      )}

      <SubmitButton className={styles.summarySubmit} fullWidth submitting={submitting} canSubmit={canSubmit} />

      {renderLink({
        href: '/cart',
        className: styles.back,
        children: (
          <>
            <ChevronLeftIcon size={16} />
            <Trans>Вернуться в корзину</Trans>
          </>
        ),
      })}
    </aside>
  );
}

/** The form's submit button, in the aside and in the bottom bar: "Оформляем…" while the order is being created. */
export function SubmitButton({
  submitting,
  canSubmit,
  fullWidth = false,
  className,
}: {
  submitting: boolean;
  canSubmit: boolean;
  fullWidth?: boolean;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth={fullWidth}
      className={className}
      disabled={!canSubmit || submitting}
    >
      {submitting ? <Trans>Оформляем…</Trans> : <Trans>Зарезервировать</Trans>}
    </Button>
  );
}

function PromoEntry({
  promo,
  onPromoInput,
  onPromoApply,
  onPromoRemove,
}: Pick<CheckoutSummaryProps, 'promo' | 'onPromoInput' | 'onPromoApply' | 'onPromoRemove'>) {
  const { t } = useLingui();
  const id = useId();
  const inputId = `${id}-promo`;
  const errorId = `${id}-promo-error`;
  const canApply = promo.input.trim() !== '' && !promo.busy;

  // Part 2 §5 "Promo": Enter applies the code (not the whole form); an empty or busy input does nothing.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (canApply) onPromoApply();
  };

  // Issue 22 item 11: the applied code shows with its remove button and the field stays, so the same code again
  // reaches the machine (its info toast, part 2 §5) and another code can replace it.
  const applied = promo.applied?.code ?? null;
  return (
    <div className={`${field.field} ${styles.promo}`}>
      {applied !== null && (
        <div className={styles.promoApplied} role="status">
          <span>
            <Trans>
              Промокод <span className={styles.promoCode}>{applied}</span> применён
            </Trans>
          </span>
          <Button variant="link" size="sm" onClick={onPromoRemove}>
            <Trans>
              Убрать<span className={visuallyHidden}> промокод {applied}</span>
            </Trans>
          </Button>
        </div>
      )}
      <label className={field.label} htmlFor={inputId}>
        <Trans>Промокод</Trans>
      </label>
      <div className={styles.promoRow}>
        <input
          id={inputId}
          name="promo"
          type="text"
          className={styles.promoInput}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t`Введите код`}
          readOnly={promo.busy}
          value={promo.input}
          aria-invalid={promo.invalid || undefined}
          aria-describedby={promo.invalid ? errorId : undefined}
          onChange={(event) => onPromoInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" disabled={!canApply} loading={promo.busy} onClick={onPromoApply}>
          <Trans>Применить</Trans>
        </Button>
      </div>
      {promo.invalid && (
        <p id={errorId} className={field.error}>
          <Trans>Промокод недействителен</Trans>
        </p>
      )}
    </div>
  );
}
