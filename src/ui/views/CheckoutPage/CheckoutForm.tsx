import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { ConsentCheckbox } from '../../ConsentCheckbox/ConsentCheckbox.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { formatUsd } from '../../Price/price.ts';
import type { CardFormProps } from './CardForm.tsx';
import * as styles from './CheckoutPage.css.ts';
import { CheckoutSummary, SubmitButton, type CheckoutSummaryProps } from './CheckoutSummary.tsx';
import { ContactSection } from './ContactSection.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { ReceiptSection } from './ReceiptSection.tsx';
import { checkoutFieldId } from './checkoutFields.tsx';
import type { CheckoutErrors, CheckoutField, CheckoutValues, DeliveryMethod, PaymentMode } from './checkoutTypes.ts';

export type CheckoutFormProps = Omit<CheckoutSummaryProps, 'submitting' | 'canSubmit'> & {
  values: CheckoutValues;
  /** Shown only after the first submit attempt (the feature decides; the view shows what it gets). Texts already translated. */
  errors: CheckoutErrors;
  deliveryMethod: DeliveryMethod;
  onDeliveryMethodChange: (method: DeliveryMethod) => void;
  /** Part 2 §4: only reserve is selectable; pay and crypto are shown disabled. */
  mode: PaymentMode;
  onModeChange: (mode: PaymentMode) => void;
  pickupCities: readonly { id: number; name: string }[];
  countries: readonly { code: string; name: string }[];
  savedAddresses: readonly { id: number; label: string }[];
  /** Null: "Новый адрес". */
  selectedAddressId: number | null;
  onSavedAddressSelect: (id: number | null) => void;
  saveAddress: boolean;
  onSaveAddressChange: (save: boolean) => void;
  agree: boolean;
  onAgreeChange: (agree: boolean) => void;
  onFieldChange: (field: keyof CheckoutValues, value: string) => void;
  onClearContact: () => void;
  submitting: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  /** Focus and scroll to this field when `focusRequest` changes (the first invalid field after a submit attempt). */
  focusField?: CheckoutField | null;
  focusRequest?: number;
  renderLink: (props: LinkRenderProps) => ReactNode;
  /** The card form, shown in the payment step when `mode` is 'pay' (part 2 §2 "Payment mode"). */
  card?: CardFormProps | null;
  /** The map preview of the chosen pickup city or the delivery address (part 2 §2), e.g. a MapPreview. */
  map?: ReactNode;
};

/** The checkout form: the three steps and the consent beside the summary, and the bottom bar on narrow screens. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { values, errors, submitting, canSubmit, onSubmit, onFieldChange, focusField, focusRequest } = props;
  const { locale, totalUsd, agree, onAgreeChange, renderLink } = props;
  const id = useId();

  // Part 2 §5: after a failed submit the first invalid field is scrolled to and focused, once per request.
  const handledRequest = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!focusField || !focusRequest || focusRequest === handledRequest.current) return;
    const element = document.getElementById(checkoutFieldId(id, focusField));
    if (!element) return;
    handledRequest.current = focusRequest;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    element.focus({ preventScroll: true });
  }, [focusField, focusRequest, id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !submitting) onSubmit();
  };

  const fields = { idPrefix: id, values, errors, submitting, onFieldChange };

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <ContactSection {...fields} onClearContact={props.onClearContact} />
          <ReceiptSection
            {...fields}
            deliveryMethod={props.deliveryMethod}
            onDeliveryMethodChange={props.onDeliveryMethodChange}
            pickupCities={props.pickupCities}
            countries={props.countries}
            savedAddresses={props.savedAddresses}
            selectedAddressId={props.selectedAddressId}
            onSavedAddressSelect={props.onSavedAddressSelect}
            saveAddress={props.saveAddress}
            onSaveAddressChange={props.onSaveAddressChange}
            map={props.map}
          />
          <PaymentSection idPrefix={id} mode={props.mode} onModeChange={props.onModeChange} submitting={submitting} card={props.card} />
          <ConsentCheckbox
            id={checkoutFieldId(id, 'agree')}
            className={styles.consent}
            checked={agree}
            disabled={submitting}
            error={errors.agree}
            onChange={onAgreeChange}
            renderLink={renderLink}
          />
        </div>

        <CheckoutSummary
          locale={locale}
          lines={props.lines}
          onRemoveLine={props.onRemoveLine}
          goodsCount={props.goodsCount}
          subtotalUsd={props.subtotalUsd}
          deliveryUsd={props.deliveryUsd}
          discountUsd={props.discountUsd}
          totalUsd={totalUsd}
          promo={props.promo}
          onPromoInput={props.onPromoInput}
          onPromoApply={props.onPromoApply}
          onPromoRemove={props.onPromoRemove}
          submitting={submitting}
          canSubmit={canSubmit}
          renderLink={renderLink}
        />
      </div>

      {/* Under the desktop width the aside is far below: the total and the button stay at hand. */}
      <div className={styles.bottomBar} data-testid="checkout-bottom-bar">
        <p className={styles.bottomTotal}>
          <span className={styles.bottomTotalLabel}>
            <Trans>Итого</Trans>
          </span>
          <span className={styles.bottomTotalValue}>{formatUsd(totalUsd, locale)}</span>
        </p>
        <SubmitButton className={styles.bottomSubmit} submitting={submitting} canSubmit={canSubmit} />
      </div>
    </form>
  );
}
