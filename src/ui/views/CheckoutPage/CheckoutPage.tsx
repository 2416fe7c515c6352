import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { BagIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import * as shop from '../shopPage.css.ts';
import * as extras from './CheckoutExtras.css.ts';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm.tsx';
import * as styles from './CheckoutPage.css.ts';
import { CheckoutSkeleton } from './CheckoutSkeleton.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { CryptoPanel, type CryptoPanelProps } from './CryptoPanel.tsx';

export type { CardFormProps, CardValues } from './CardForm.tsx';
export { cryptoOptions, type CryptoOption, type CryptoPanelProps, type WalletView } from './CryptoPanel.tsx';
export {
  deliveryMethods,
  paymentModes,
  type CheckoutField,
  type CheckoutLine,
  type CheckoutValues,
  type DeliveryMethod,
  type PaymentMode,
  type PromoView,
} from './checkoutTypes.ts';

/** `failure`: the cart could not be loaded. */
export const checkoutPageStates = ['loading', 'empty', 'form', 'failure'] as const;
export type CheckoutPageState = (typeof checkoutPageStates)[number];

/** The form's props (its sections take each their part), plus what the page's frame needs. */
export type CheckoutPageProps = Omit<CheckoutFormProps, 'renderLink'> & {
  state: CheckoutPageState;
  onRetry: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
  /**
   * Given once an order was created in crypto mode (part 2 §4): the crypto panel replaces the form, whatever the
   * cart's state, with the order summary beside it while the lines are still there.
   */
  crypto?: CryptoPanelProps | null;
};

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
