import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { Checkbox } from '../../Checkbox/Checkbox.tsx';
import { ConsentCheckbox } from '../../ConsentCheckbox/ConsentCheckbox.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import * as field from '../../field.css.ts';
import { BagIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { formatUsd } from '../../Price/price.ts';
import { Select } from '../../Select/Select.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as shop from '../shopPage.css.ts';
import { CardForm, type CardFormProps } from './CardForm.tsx';
import * as extras from './CheckoutExtras.css.ts';
import * as styles from './CheckoutPage.css.ts';
import { CheckoutSummary, SubmitButton } from './CheckoutSummary.tsx';
import { CryptoPanel, type CryptoPanelProps } from './CryptoPanel.tsx';
import { segment, segmentInput, segmented } from '../../segmented.css.ts';

export type { CardFormProps, CardValues } from './CardForm.tsx';
export { cryptoOptions, type CryptoOption, type CryptoPanelProps, type WalletView } from './CryptoPanel.tsx';

/** `failure`: the cart could not be loaded. */
export const checkoutPageStates = ['loading', 'empty', 'form', 'failure'] as const;
export type CheckoutPageState = (typeof checkoutPageStates)[number];

/** One cart line as the summary shows it. */
export type CheckoutLine = {
  id: number;
  kind: 'watch' | 'bag' | 'jewelry';
  /** The product's detail route; the model name links there. */
  href: string;
  brand: string;
  model: string;
  reference: string | null;
  imageUrl: string | null;
  /** Null (or a missing, zero price) shows "Цена по запросу". */
  priceUsd: string | number | null;
  priceOnRequest?: boolean;
  quantity: number;
};

export type CheckoutValues = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** The pickup city's id as the select's value ('' when none is chosen). */
  pickupCityId: string;
  /** ISO 3166-1 alpha-2 ('' when none is chosen). */
  countryCode: string;
  state: string;
  city: string;
  postalCode: string;
  addressLine1: string;
  addressLine2: string;
  comment: string;
};

export type CheckoutField = keyof CheckoutValues | 'agree';

export const deliveryMethods = ['pickup', 'delivery'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export const paymentModes = ['reserve', 'pay', 'crypto'] as const;
export type PaymentMode = (typeof paymentModes)[number];

export type PromoView = {
  input: string;
  applied: { code: string; type: 'percent' | 'fixed'; value: number } | null;
  busy: boolean;
  invalid: boolean;
};

export type CheckoutPageProps = {
  state: CheckoutPageState;
  locale: 'ru' | 'en';
  lines: readonly CheckoutLine[];
  /** Part 2 §9: the sums the feature computed (delivery 0 for pickup, RU and AE; total never below 0). */
  goodsCount: number;
  subtotalUsd: number;
  deliveryUsd: number;
  discountUsd: number;
  totalUsd: number;
  values: CheckoutValues;
  /** Shown only after the first submit attempt (the feature decides; the view shows what it gets). Texts already translated. */
  errors: Partial<Record<CheckoutField, string>>;
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
  promo: PromoView;
  onPromoInput: (value: string) => void;
  onPromoApply: () => void;
  onPromoRemove: () => void;
  submitting: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
  /** Focus and scroll to this field when `focusRequest` changes (the first invalid field after a submit attempt). */
  focusField?: CheckoutField | null;
  focusRequest?: number;
  onRetry: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
  /** The card form, shown in the payment step when `mode` is 'pay' (part 2 §2 "Payment mode"). */
  card?: CardFormProps | null;
  /**
   * Given once an order was created in crypto mode (part 2 §4): the crypto panel replaces the form, whatever the
   * cart's state, with the order summary beside it while the lines are still there.
   */
  crypto?: CryptoPanelProps | null;
  /** The map preview of the chosen pickup city or the delivery address (part 2 §2), e.g. a MapPreview. */
  map?: ReactNode;
};

type TextKey = Exclude<keyof CheckoutValues, 'pickupCityId' | 'countryCode' | 'comment'>;

/** /checkout (part 2 §2 "Checkout screen"): contact, receipt, payment mode and consent beside the order summary. */
export function CheckoutPage(props: CheckoutPageProps) {
  const { state, renderLink = defaultRenderLink, onRetry, crypto } = props;
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className={shop.page} aria-labelledby={titleId} aria-busy={(!crypto && state === 'loading') || undefined}>
      <header className={shop.header}>
        <h1 id={titleId} className={shop.title}>
          <Trans>Оформление заказа</Trans>
        </h1>
      </header>

      {crypto && <CryptoOrder {...props} crypto={crypto} renderLink={renderLink} />}

      {!crypto && state === 'loading' && <CheckoutSkeleton />}

      {!crypto && state === 'failure' && (
        <ErrorBox className={shop.message} error={{ message: t`Не удалось загрузить корзину` }} onRetry={onRetry} />
      )}

      {!crypto && state === 'empty' && (
        <EmptyState
          icon={<BagIcon size={40} />}
          title={<Trans>Оформлять пока нечего</Trans>}
          text={<Trans>Ваша корзина пуста. Выберите часы, украшения или сумки в каталоге, чтобы оформить заказ.</Trans>}
          action={renderLink({ href: '/catalog', className: buttonClassName(), children: <Trans>Перейти в каталог</Trans> })}
        />
      )}

      {!crypto && state === 'form' && <CheckoutForm {...props} renderLink={renderLink} />}
    </section>
  );
}

function CheckoutForm({
  locale,
  lines,
  goodsCount,
  subtotalUsd,
  deliveryUsd,
  discountUsd,
  totalUsd,
  values,
  errors,
  deliveryMethod,
  onDeliveryMethodChange,
  mode,
  onModeChange,
  pickupCities,
  countries,
  savedAddresses,
  selectedAddressId,
  onSavedAddressSelect,
  saveAddress,
  onSaveAddressChange,
  agree,
  onAgreeChange,
  onFieldChange,
  onClearContact,
  promo,
  onPromoInput,
  onPromoApply,
  onPromoRemove,
  submitting,
  canSubmit,
  onSubmit,
  focusField,
  focusRequest,
  renderLink,
  card,
  map,
}: CheckoutPageProps & { renderLink: (props: LinkRenderProps) => ReactNode }) {
  const { t } = useLingui();
  const id = useId();
  const fieldId = (name: CheckoutField) => `${id}-${name}`;

  // Part 2 §5: after a failed submit the first invalid field is scrolled to and focused, once per request.
  const handledRequest = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!focusField || !focusRequest || focusRequest === handledRequest.current) return;
    const element = document.getElementById(`${id}-${focusField}`);
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

  // What every text field shares: its id (for the focus request), value, message, read-only while submitting.
  const text = (name: TextKey) => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name],
    readOnly: submitting,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onFieldChange(name, event.target.value),
  });

  const contactId = `${id}-contact`;
  const receiptId = `${id}-receipt`;
  const paymentId = `${id}-payment`;
  const commentError = errors.comment;

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
    <form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby={contactId}>
            <div className={styles.sectionHead}>
              <h2 id={contactId} className={styles.sectionTitle}>
                <span className={styles.step} aria-hidden="true">
                  01
                </span>
                <Trans>Контактные данные</Trans>
              </h2>
              <Button variant="link" size="sm" disabled={submitting} onClick={onClearContact}>
                <Trans>
                  Очистить<span className={visuallyHidden}> контактные данные</span>
                </Trans>
              </Button>
            </div>
            <div className={styles.fields}>
              <TextField label={t`Имя`} {...text('firstName')} autoComplete="given-name" required />
              <TextField label={t`Фамилия`} {...text('lastName')} autoComplete="family-name" required />
              <TextField
                label={t`Телефон`}
                {...text('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+7 900 000-00-00"
                required
              />
              <TextField label={t`E-mail`} {...text('email')} type="email" autoComplete="email" required />
            </div>
          </section>

          <section className={styles.section} aria-labelledby={receiptId}>
            <div className={styles.sectionHead}>
              <h2 id={receiptId} className={styles.sectionTitle}>
                <span className={styles.step} aria-hidden="true">
                  02
                </span>
                <Trans>Получение</Trans>
              </h2>
            </div>
            <fieldset className={styles.group}>
              <legend className={visuallyHidden}>
                <Trans>Способ получения</Trans>
              </legend>
              <div className={segmented}>
                {deliveryMethods.map((method) => (
                  <label key={method}>
                    <input
                      type="radio"
                      name={`${id}-delivery-method`}
                      value={method}
                      className={`${visuallyHidden} ${segmentInput}`}
                      checked={deliveryMethod === method}
                      disabled={submitting}
                      onChange={() => onDeliveryMethodChange(method)}
                    />
                    <span className={`${segment} ${styles.segmentCaps}`}>
                      {method === 'pickup' ? <Trans>Самовывоз</Trans> : <Trans>Доставка</Trans>}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            {deliveryMethod === 'pickup' ? (
              <div className={styles.fields}>
                <Select
                  id={fieldId('pickupCityId')}
                  name="pickupCityId"
                  label={<RequiredLabel>{t`Город самовывоза`}</RequiredLabel>}
                  placeholder={t`Выберите город`}
                  options={pickupCities.map((city) => ({ value: String(city.id), label: city.name }))}
                  value={values.pickupCityId}
                  error={errors.pickupCityId}
                  disabled={submitting}
                  required
                  onChange={(event) => onFieldChange('pickupCityId', event.target.value)}
                />
                <p className={`${styles.note} ${styles.wide}`}>
                  <Trans>Заказ будет ждать вас в нашем бутике. Менеджер свяжется с вами и согласует время визита.</Trans>
                </p>
                {map && <div className={styles.wide}>{map}</div>}
              </div>
            ) : (
              <div className={styles.fields}>
                {savedAddresses.length > 0 && (
                  <Select
                    className={styles.wide}
                    name="savedAddress"
                    label={t`Сохранённый адрес`}
                    placeholder={t`Новый адрес`}
                    options={savedAddresses.map((address) => ({ value: String(address.id), label: address.label }))}
                    value={selectedAddressId === null ? '' : String(selectedAddressId)}
                    disabled={submitting}
                    onChange={(event) => onSavedAddressSelect(event.target.value === '' ? null : Number(event.target.value))}
                  />
                )}
                <Select
                  id={fieldId('countryCode')}
                  name="countryCode"
                  label={<RequiredLabel>{t`Страна`}</RequiredLabel>}
                  placeholder={t`Выберите страну`}
                  options={countries.map((country) => ({ value: country.code, label: country.name }))}
                  value={values.countryCode}
                  error={errors.countryCode}
                  autoComplete="country"
                  disabled={submitting}
                  required
                  onChange={(event) => onFieldChange('countryCode', event.target.value)}
                />
                <TextField label={t`Регион (необязательно)`} {...text('state')} autoComplete="address-level1" />
                <TextField label={t`Город`} {...text('city')} autoComplete="address-level2" required />
                <TextField label={t`Почтовый индекс`} {...text('postalCode')} autoComplete="postal-code" required />
                <TextField
                  className={styles.wide}
                  label={t`Адрес`}
                  placeholder={t`Улица, дом`}
                  {...text('addressLine1')}
                  autoComplete="address-line1"
                  required
                />
                <TextField
                  className={styles.wide}
                  label={t`Квартира, офис (необязательно)`}
                  {...text('addressLine2')}
                  autoComplete="address-line2"
                />
                <div className={`${field.field} ${styles.wide}`}>
                  <label className={field.label} htmlFor={fieldId('comment')}>
                    <Trans>Комментарий к доставке (необязательно)</Trans>
                  </label>
                  <textarea
                    id={fieldId('comment')}
                    name="comment"
                    className={styles.textarea}
                    rows={3}
                    readOnly={submitting}
                    value={values.comment}
                    aria-invalid={commentError ? true : undefined}
                    aria-describedby={commentError ? `${fieldId('comment')}-error` : undefined}
                    onChange={(event) => onFieldChange('comment', event.target.value)}
                  />
                  {commentError && (
                    <p id={`${fieldId('comment')}-error`} className={field.error}>
                      {commentError}
                    </p>
                  )}
                </div>
                <Checkbox
                  className={styles.wide}
                  name="saveAddress"
                  checked={saveAddress}
                  disabled={submitting}
                  label={<Trans>Сохранить этот адрес</Trans>}
                  onChange={(event) => onSaveAddressChange(event.target.checked)}
                />
                {map && <div className={styles.wide}>{map}</div>}
              </div>
            )}
          </section>

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
              <div className={styles.modes}>
                {paymentModes.map((option) => {
                  const titleId = `${id}-mode-${option}`;
                  const noteId = `${titleId}-note`;
                  return (
                    <label key={option} className={styles.mode}>
                      <input
                        type="radio"
                        name={`${id}-payment-mode`}
                        value={option}
                        className={styles.radio}
                        checked={mode === option}
                        // Part 2 §4: only reserve is selectable for now.
                        disabled={option !== 'reserve' || submitting}
                        aria-labelledby={titleId}
                        aria-describedby={noteId}
                        onChange={() => onModeChange(option)}
                      />
                      <span id={titleId} className={styles.modeTitle}>
                        {modeLabels[option]}
                      </span>
                      <span id={noteId} className={styles.modeNote}>
                        {modeNotes[option]}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {mode === 'pay' && card && <CardForm {...card} disabled={card.disabled === true || submitting} />}
          </section>

          <ConsentCheckbox
            id={fieldId('agree')}
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
          lines={lines}
          goodsCount={goodsCount}
          subtotalUsd={subtotalUsd}
          deliveryUsd={deliveryUsd}
          discountUsd={discountUsd}
          totalUsd={totalUsd}
          promo={promo}
          onPromoInput={onPromoInput}
          onPromoApply={onPromoApply}
          onPromoRemove={onPromoRemove}
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

/** The page once a crypto order exists: the panel in place of the form, the summary as a recap beside it. */
function CryptoOrder({
  crypto,
  locale,
  state,
  lines,
  goodsCount,
  subtotalUsd,
  deliveryUsd,
  discountUsd,
  totalUsd,
  promo,
  onPromoInput,
  onPromoApply,
  onPromoRemove,
  renderLink,
}: CheckoutPageProps & { crypto: CryptoPanelProps; renderLink: (props: LinkRenderProps) => ReactNode }) {
  return (
    <div className={`${styles.layout} ${extras.orderLayout}`}>
      <div className={styles.main}>
        <CryptoPanel locale={locale} {...crypto} renderLink={crypto.renderLink ?? renderLink} />
      </div>
      {/* The cart is refreshed after the order: the recap stays only while its lines are still known. */}
      {state === 'form' && lines.length > 0 && (
        <CheckoutSummary
          locale={locale}
          lines={lines}
          goodsCount={goodsCount}
          subtotalUsd={subtotalUsd}
          deliveryUsd={deliveryUsd}
          discountUsd={discountUsd}
          totalUsd={totalUsd}
          promo={promo}
          onPromoInput={onPromoInput}
          onPromoApply={onPromoApply}
          onPromoRemove={onPromoRemove}
          submitting={false}
          canSubmit={false}
          renderLink={renderLink}
        />
      )}
    </div>
  );
}

/** A select's label with the same required mark TextField draws. */
function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className={field.required}>
        <span aria-hidden="true">*</span>
        <span className={visuallyHidden}>
          <Trans>(обязательное поле)</Trans>
        </span>
      </span>
    </>
  );
}

/** A label and its control. */
const FIELD_HEIGHT = 69;

function SkeletonHead() {
  return (
    <div className={styles.sectionHead}>
      <Skeleton shape="text" width="40%" height="1.8rem" />
    </div>
  );
}

/** The page's shape while the cart loads: the three steps and the summary, so nothing moves when it arrives. */
function CheckoutSkeleton() {
  return (
    <>
      <p role="status" className={visuallyHidden}>
        <Trans>Загружаем заказ…</Trans>
      </p>
      <div className={`${styles.layout} ${styles.skeleton}`} aria-hidden="true">
        <div className={styles.main}>
          <div className={styles.section}>
            <SkeletonHead />
            <div className={styles.fields}>
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} height={FIELD_HEIGHT} />
              ))}
            </div>
          </div>
          <div className={styles.section}>
            <SkeletonHead />
            <Skeleton width="min(420px, 100%)" height={44} />
            <div className={styles.fields}>
              <Skeleton height={FIELD_HEIGHT} />
              <Skeleton className={styles.wide} width="85%" height={styles.skeletonNoteHeight} />
            </div>
          </div>
          <div className={styles.section}>
            <SkeletonHead />
            <div className={styles.modes}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={styles.skeletonModeHeight} />
              ))}
            </div>
          </div>
          <Skeleton width="60%" height={styles.skeletonConsentHeight} />
        </div>
        <div className={styles.summary}>
          <div className={styles.summaryTitle}>
            <Skeleton shape="text" width="50%" height="1.8rem" />
          </div>
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.line}>
              <Skeleton width={64} height={64} />
              <Skeleton shape="text" lines={3} />
            </div>
          ))}
          <Skeleton height={86} />
          <Skeleton height={128} />
          <Skeleton height={52} />
          <Skeleton shape="text" width="40%" height={21} />
        </div>
      </div>
    </>
  );
}
