import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { CardForm, type CardFormProps } from './CardForm.tsx';
import * as styles from './CheckoutPage.css.ts';
import * as choice from './PaymentSection.css.ts';
import { paymentModes, type PaymentMode } from './checkoutTypes.ts';

export type PaymentSectionProps = {
  idPrefix: string;
  /** Part 2 §4: only reserve is selectable; pay and crypto are shown disabled. */
  mode: PaymentMode;
  onModeChange: (mode: PaymentMode) => void;
  submitting: boolean;
  /** The card form, shown when `mode` is 'pay' (part 2 §2 "Payment mode"). */
  card?: CardFormProps | null;
};

/** Step 03: how the order is paid. */
export function PaymentSection({ idPrefix, mode, onModeChange, submitting, card }: PaymentSectionProps) {
  const paymentId = `${idPrefix}-payment`;

  const modeLabels: Record<PaymentMode, ReactNode> = {
    reserve: <Trans>Резерв без предоплаты</Trans>,
    pay: <Trans>Оплата картой</Trans>,
    crypto: <Trans>Криптовалюта</Trans>,
  };
  const modeNotes: Record<PaymentMode, ReactNode> = {
    reserve: <Trans>Менеджер свяжется с вами, подтвердит заказ и согласует оплату.</Trans>,
    pay: <Trans>Скоро будет доступно</Trans>,
    crypto: <Trans>Скоро будет доступно</Trans>,
  };

  return (
    <section className={styles.section} aria-labelledby={paymentId}>
      <div className={styles.sectionHead}>
        <h2 id={paymentId} className={styles.sectionTitle}>
          <span className={styles.step} aria-hidden="true">
            03
          </span>
          <Trans>Оплата</Trans>
        </h2>
      </div>
      <fieldset className={styles.group}>
        <legend className={visuallyHidden}>
          <Trans>Способ оплаты</Trans>
        </legend>
        <div className={choice.modes}>
          {paymentModes.map((option) => {
            const titleId = `${idPrefix}-mode-${option}`;
            const noteId = `${titleId}-note`;
            return (
              <label key={option} className={choice.mode}>
                <input
                  type="radio"
                  name={`${idPrefix}-payment-mode`}
                  value={option}
                  className={choice.radio}
                  checked={mode === option}
                  // Part 2 §4: only reserve is selectable for now.
                  disabled={option !== 'reserve' || submitting}
                  aria-labelledby={titleId}
                  aria-describedby={noteId}
                  onChange={() => onModeChange(option)}
                />
                <span id={titleId} className={choice.modeTitle}>
                  {modeLabels[option]}
                </span>
                <span id={noteId} className={choice.modeNote}>
                  {modeNotes[option]}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {mode === 'pay' && card && <CardForm {...card} disabled={card.disabled === true || submitting} />}
    </section>
  );
}
