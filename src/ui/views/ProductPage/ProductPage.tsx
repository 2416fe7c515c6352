import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { HorizontalSlider } from '../../HorizontalSlider/HorizontalSlider.tsx';
import { BagIcon, CheckIcon, CompareIcon, HeartIcon, UserIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { LimitedEditionBadge } from '../../LimitedEditionBadge/LimitedEditionBadge.tsx';
import { Modal } from '../../Modal/Modal.tsx';
import { Price } from '../../Price/Price.tsx';
import { isPriceOnRequest, type PriceInput, type PriceLocale } from '../../Price/price.ts';
import { ProductCard } from '../../ProductCard/ProductCard.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { ProductGallery, type ProductGalleryProps } from '../ProductGallery/ProductGallery.tsx';
import { SpecTable, type SpecRow } from '../SpecTable/SpecTable.tsx';
import * as styles from './ProductPage.css.ts';

export const productPageStates = ['loading', 'error', 'notFound', 'loaded'] as const;
export type ProductPageState = (typeof productPageStates)[number];
export const productPageKinds = ['watch', 'jewelry', 'bag'] as const;
export type ProductPageKind = (typeof productPageKinds)[number];
export type ProductRequestKind = 'price' | 'livePhotos';

export type ProductDetails = {
  brand: string;
  model: string;
  reference?: string | null;
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  isLimitedEdition?: boolean;
  /** The size of a limited series, in its badge beside the price (issue 22 item 3). */
  limitedEditionPieces?: number | null;
  /** A sale piece's price before its reduction, shown struck through with the reduction (issue 10 item 13). */
  previousPriceUsd?: PriceInput;
  /** Where the item is; the caller applies part 1 §9 (jewelry and bags: Dubai). */
  availabilityCity: string;
  description?: string | null;
  specs: SpecRow[];
};

export type RelatedItem = {
  id: number;
  href: string;
  imageUrl?: string | null;
  brand: string;
  model: string;
  reference?: string | null;
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  isLimitedEdition?: boolean;
  limitedEditionPieces?: number | null;
  previousPriceUsd?: PriceInput;
  /** What tells two pieces of one reference apart on their cards (issue 10 item 16). */
  year?: number | null;
  condition?: string | null;
  fullSet?: boolean | null;
};

/** The shopper's actions on the piece (part 1 §2.7, §4 "Cart", "Favorites and comparison"). */
export type ProductActions = {
  isFavorite: boolean;
  isCompared: boolean;
  /** Already in the cart: add-to-cart becomes a link to /cart. */
  inCart: boolean;
  onToggleFavorite: () => void;
  onToggleCompare: () => void;
  onAddToCart: () => void;
};

export type ProductPageProps = {
  state: ProductPageState;
  kind: ProductPageKind;
  locale: PriceLocale;
  product?: ProductDetails | null;
  /** The gallery's state and callbacks (all but `alt`, which comes from the product). */
  gallery?: Omit<ProductGalleryProps, 'alt'> | null;
  /** Related items by brand ("Другие Rolex"); null while they load. An empty list hides the carousel. */
  related?: RelatedItem[] | null;
  /** Pieces this browser viewed before, newest first, the shown one left out ("Вы смотрели"); empty hides the row. */
  recentlyViewed?: RelatedItem[];
  /** The load failure's text (part 1 §8), shown in the error state. */
  errorMessage?: string | null;
  onRetry?: () => void;
  onRequestPrice?: () => void;
  onRequestLivePhotos?: () => void;
  /** Favorite, compare and add-to-cart; absent or null hides them (only the two requests remain). */
  actions?: ProductActions | null;
  /** The request modal: controlled by the caller, its form given as `form`. */
  request?: { open: boolean; kind: ProductRequestKind | null; onOpenChange: (open: boolean) => void; form: ReactNode } | null;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

const catalogueHref: Record<ProductPageKind, string> = { watch: '/catalog', jewelry: '/jewelry', bag: '/bags' };

/** A detail page (part 1 §2.7): gallery, summary with price and requests, specifications, related items. */
export function ProductPage({
  state,
  kind,
  locale,
  product,
  gallery,
  related,
  recentlyViewed = [],
  errorMessage,
  onRetry,
  onRequestPrice,
  onRequestLivePhotos,
  actions = null,
  request,
  renderLink = defaultRenderLink,
}: ProductPageProps) {
  const { t } = useLingui();

  if (state === 'loading' || (state === 'loaded' && !product)) {
    return (
      <div className={styles.page} aria-busy="true">
        <p role="status" className={styles.reference}>
          <Trans>Загружаем товар…</Trans>
        </p>
        <div className={styles.loadingTop}>
          <Skeleton height={520} />
          <div className={styles.loadingSummary}>
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="text" height={40} width="80%" />
            <Skeleton shape="text" width="30%" />
            <Skeleton shape="text" height={28} width="35%" />
            <Skeleton shape="text" lines={3} />
            <Skeleton height={48} />
          </div>
        </div>
      </div>
    );
  }

  if (state === 'notFound') {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          title={<Trans>Товар не найден</Trans>}
          text={<Trans>Возможно, он уже продан или ссылка устарела. Загляните в каталог — там много других предложений.</Trans>}
          action={renderLink({ href: catalogueHref[kind], className: buttonClassName(), children: <Trans>Перейти в каталог</Trans> })}
        />
      </div>
    );
  }

  if (state === 'error' || !product) {
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          title={<Trans>Не удалось загрузить товар</Trans>}
          action={<ErrorBox error={errorMessage ? { message: errorMessage } : null} onRetry={onRetry} />}
        />
      </div>
    );
  }

  const name = `${product.brand} ${product.model}`;
  // Named, so the messages read "Референс {reference}" and "В наличии: {city}" for translators.
  const reference = product.reference;
  const city = product.availabilityCity;
  const specsTitle = t`Характеристики`;
  // The brand's other pieces (part 1 §2.7): titled for what they are, never as if the shopper had seen them.
  const brand = product.brand;
  const relatedTitle = t`Другие ${brand}`;
  const viewedTitle = t`Вы смотрели`;
  // Issue 10 item 12: "Узнать цену" leads only when there is no price to read; beside a shown price the primary
  // place belongs to buying (add-to-cart), so both requests are secondary.
  const onRequest = isPriceOnRequest(product.priceUsd, product.priceOnRequest);
  const requestTitle = request?.kind === 'livePhotos' ? t`Живые фото` : t`Узнать цену`;

  return (
    <article className={styles.page}>
      <div className={styles.top}>
        {gallery && <ProductGallery {...gallery} alt={name} />}
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
          <Price
            size="lg"
            priceUsd={product.priceUsd}
            priceOnRequest={product.priceOnRequest}
            previousPriceUsd={product.previousPriceUsd}
            locale={locale}
          />
          {product.isLimitedEdition && <LimitedEditionBadge pieces={product.limitedEditionPieces} />}
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
          {actions && !onRequest && <CartAction actions={actions} primary renderLink={renderLink} />}
          <div className={styles.actions}>
            <Button variant="secondary" data-variant="secondary" onClick={onRequestLivePhotos}>
              <Trans>Запросить живые фото</Trans>
            </Button>
            <Button variant={onRequest ? 'primary' : 'secondary'} data-variant={onRequest ? 'primary' : 'secondary'} onClick={onRequestPrice}>
              <Trans>Узнать цену</Trans>
            </Button>
          </div>
          {/* With no price to read, asking for it leads (issue 10 item 12): the cart follows the requests, secondary. */}
          {actions && onRequest && <CartAction actions={actions} primary={false} renderLink={renderLink} />}
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
      </div>

      <div className={styles.details}>
        {product.specs.length > 0 && (
          <section className={styles.section} aria-labelledby="product-specs">
            <h2 id="product-specs" className={styles.sectionTitle}>
              {specsTitle}
            </h2>
            <SpecTable rows={product.specs} locale={locale} label={specsTitle} />
          </section>
        )}
        <div className={styles.section}>
          {product.description && (
            <section className={styles.section} aria-labelledby="product-description">
              <h2 id="product-description" className={styles.sectionTitle}>
                <Trans>Описание</Trans>
              </h2>
              <p className={styles.prose}>{product.description}</p>
            </section>
          )}
          {kind !== 'jewelry' && (
            <section className={`${styles.section} ${styles.purchase}`} aria-labelledby="product-purchase">
              <h2 id="product-purchase" className={styles.sectionTitle}>
                <Trans>Информация о покупке</Trans>
              </h2>
              <p className={styles.prose}>
                <Trans>
                  Каждый экземпляр проходит проверку подлинности перед продажей. Товар можно зарезервировать и оплатить при
                  получении в бутике в Москве или Дубае либо при доставке. Принимаем Visa, Mastercard, Мир, Apple Pay и Google
                  Pay.
                </Trans>
              </p>
            </section>
          )}
        </div>
      </div>

      {related === null || related === undefined ? (
        <div className={styles.section} aria-busy="true">
          <h2 className={styles.sectionTitle}>
            {relatedTitle}
          </h2>
          <div className={styles.skeletonRow}>
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className={styles.skeletonCard}>
                <Skeleton height={260} />
                <Skeleton shape="text" lines={2} />
              </div>
            ))}
          </div>
        </div>
      ) : (
        related.length > 0 && (
          <CardRow title={relatedTitle} items={related} locale={locale} renderLink={renderLink} />
        )
      )}

      {recentlyViewed.length > 0 && <CardRow title={viewedTitle} items={recentlyViewed} locale={locale} renderLink={renderLink} />}

      {request && (
        <Modal
          open={request.open}
          onOpenChange={request.onOpenChange}
          title={requestTitle}
          description={
            request.kind === 'livePhotos' ? (
              <Trans>Снимем {name} для вас и пришлём фото и видео. Оставьте контакты — менеджер свяжется с вами.</Trans>
            ) : (
              <Trans>Оставьте контакты — менеджер сообщит цену {name} и ответит на вопросы.</Trans>
            )
          }
        >
          {request.form}
        </Modal>
      )}
    </article>
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

type CardRowProps = { title: string; items: RelatedItem[]; locale: PriceLocale; renderLink: (props: LinkRenderProps) => ReactNode };

/** A titled row of cards in a slider ("Другие Rolex", "Вы смотрели"). */
function CardRow({ title, items, locale, renderLink }: CardRowProps) {
  return (
    // Not a landmark of its own: the slider is the row's region, and two equal names would confuse.
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <HorizontalSlider label={title}>
        {items.map((item) => (
          <ProductCard key={item.href} {...item} imageAlt={`${item.brand} ${item.model}`} locale={locale} renderLink={renderLink} />
        ))}
      </HorizontalSlider>
    </div>
  );
}
