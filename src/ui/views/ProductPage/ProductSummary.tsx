import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AvailabilityBadge, isBuyable } from '../../AvailabilityBadge/AvailabilityBadge.tsx';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { BagIcon, CheckIcon, CompareIcon, HeartIcon, UserIcon } from '../../icons.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { LimitedEditionBadge } from '../../LimitedEditionBadge/LimitedEditionBadge.tsx';
import { Price } from '../../Price/Price.tsx';
import { isPriceOnRequest, type PriceLocale } from '../../Price/price.ts';
import { ReservedNotice, SoldNotice } from './ProductAvailability.tsx';
import * as styles from './ProductPage.css.ts';
import type { ProductActions, ProductDetails, ProductPageKind } from './productTypes.ts';

export type ProductSummaryProps = {
  kind: ProductPageKind;
  locale: PriceLocale;
  product: ProductDetails;
  onRequestPrice?: () => void;
  onRequestLivePhotos?: () => void;
  actions: ProductActions | null;
  /** Issue 28 «Сообщить, когда освободится», shown only while the piece is reserved. */
  pieceAlert?: ReactNode;
  renderLink: (props: LinkRenderProps) => ReactNode;
};

/** Beside the gallery: name, reference, price, what the shop offers, the requests, the cart and the toggles. */
export function ProductSummary({ kind, locale, product, onRequestPrice, onRequestLivePhotos, actions, pieceAlert, renderLink }: ProductSummaryProps) {
  // Named, so the messages read "Референс {reference}" and "В наличии: {city}" for translators.
  const reference = product.reference;
  const city = product.availabilityCity;
  // Issue 10 item 12: "Узнать цену" leads only when there is no price to read; beside a shown price the primary
  // place belongs to buying (add-to-cart), so both requests are secondary.
  const onRequest = isPriceOnRequest(product.priceUsd, product.priceOnRequest);
  // Issue 26: only an available piece goes into a cart; a sold one is no longer offered at all (no price, no
  // requests), while the favorites and comparison toggles stay for both.
  const buyable = isBuyable(product.availability);
  const sold = product.availability === 'sold';
  const cart = actions && buyable ? actions : null;
  return (
    <div className={styles.summary}>
      <h1 className={styles.title}>
        <span className={styles.brand}>{product.brand}</span>
        <span className={styles.model}>{product.model}</span>
      </h1>
      {reference && (
        <p className={styles.reference}>
          <Trans>Референс {reference}</Trans>
        </p>
      )}
      <hr className={styles.rule} aria-hidden="true" />
      {sold ? (
        <SoldNotice />
      ) : (
        <Price
          size="lg"
          priceUsd={product.priceUsd}
          priceOnRequest={product.priceOnRequest}
          previousPriceUsd={product.previousPriceUsd}
          locale={locale}
        />
      )}
      {product.availability === 'reserved' && <ReservedNotice>{pieceAlert}</ReservedNotice>}
      {buyable && <AvailabilityBadge availability={product.availability} left={product.availableQuantity} />}
      {product.isLimitedEdition && <LimitedEditionBadge pieces={product.limitedEditionPieces} />}
      {!sold && <Features kind={kind} city={city} />}
      {cart && !onRequest && <CartAction actions={cart} primary renderLink={renderLink} />}
      {!sold && (
        <div className={styles.actions}>
          <Button variant="secondary" data-variant="secondary" onClick={onRequestLivePhotos}>
            <Trans>Запросить живые фото</Trans>
          </Button>
          <Button variant={onRequest ? 'primary' : 'secondary'} data-variant={onRequest ? 'primary' : 'secondary'} onClick={onRequestPrice}>
            <Trans>Узнать цену</Trans>
          </Button>
        </div>
      )}
      {/* With no price to read, asking for it leads (issue 10 item 12): the cart follows the requests, secondary. */}
      {cart && onRequest && <CartAction actions={cart} primary={false} renderLink={renderLink} />}
      {actions && (
        <div className={styles.toggles}>
          <Button variant="ghost" className={styles.toggle} aria-pressed={actions.isFavorite} onClick={actions.onToggleFavorite}>
            <HeartIcon className={styles.toggleIcon} filled={actions.isFavorite} size={18} />
            {actions.isFavorite ? <Trans>В избранном</Trans> : <Trans>В избранное</Trans>}
          </Button>
          <Button variant="ghost" className={styles.toggle} aria-pressed={actions.isCompared} onClick={actions.onToggleCompare}>
            <CompareIcon className={styles.toggleIcon} size={18} />
            {actions.isCompared ? <Trans>В сравнении</Trans> : <Trans>Сравнить</Trans>}
          </Button>
        </div>
      )}
    </div>
  );
}

/** What the shop offers with the piece (delivery, a fitting, where it is); a sold piece's page leaves it out. */
function Features({ kind, city }: { kind: ProductPageKind; city: string }) {
  return (
    <ul className={styles.features}>
      <li className={styles.feature}>
        <BagIcon className={styles.featureIcon} size={18} />
        <Trans>Доставка по Москве, Дубаю и всему миру</Trans>
      </li>
      <li className={styles.feature}>
        <UserIcon className={styles.featureIcon} size={18} />
        {kind === 'bag' ? <Trans>Осмотр в бутике перед покупкой</Trans> : <Trans>Примерка в бутике перед покупкой</Trans>}
      </li>
      <li className={styles.feature}>
        <CheckIcon className={styles.featureIcon} size={18} />
        <Trans>В наличии: {city}</Trans>
      </li>
    </ul>
  );
}

type CartActionProps = { actions: ProductActions; primary: boolean; renderLink: (props: LinkRenderProps) => ReactNode };

/**
 * Add to cart, full width; once the piece is in the cart, a link to /cart in its place, drawn as a secondary button
 * of the same height so the summary does not move.
 */
function CartAction({ actions, primary, renderLink }: CartActionProps) {
  const variant = primary ? 'primary' : 'secondary';
  if (actions.inCart) {
    return renderLink({
      href: '/cart',
      className: `${buttonClassName({ variant: 'secondary', fullWidth: true })} ${styles.cart}`,
      children: (
        <>
          <CheckIcon size={18} />
          <Trans>В корзине — перейти</Trans>
        </>
      ),
    });
  }
  return (
    <Button variant={variant} data-variant={variant} fullWidth className={styles.cart} onClick={actions.onAddToCart}>
      <Trans>Добавить в корзину</Trans>
    </Button>
  );
}
