import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Modal } from '../../Modal/Modal.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { ProductGallery, type ProductGalleryProps } from '../ProductGallery/ProductGallery.tsx';
import * as styles from './ProductPage.css.ts';
import { ProductInfo } from './ProductInfo.tsx';
import { ProductRows } from './ProductRows.tsx';
import { ProductSummary } from './ProductSummary.tsx';
import type { ProductActions, ProductDetails, ProductPageKind, ProductPageState, ProductRequestKind, RelatedItem } from './productTypes.ts';

export {
  productPageKinds,
  productPageStates,
  type ProductActions,
  type ProductDetails,
  type ProductPageKind,
  type ProductPageState,
  type ProductRequestKind,
  type RelatedItem,
} from './productTypes.ts';

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
  /** Issue 28 «Сообщить, когда освободится» (PieceAlert, wired by the feature): shown only on a reserved piece. */
  pieceAlert?: ReactNode;
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
  pieceAlert = null,
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
  const requestTitle = request?.kind === 'livePhotos' ? t`Живые фото` : t`Узнать цену`;

  return (
    <article className={styles.page}>
      <div className={styles.top}>
        {gallery && <ProductGallery {...gallery} alt={name} />}
        <ProductSummary
          kind={kind}
          locale={locale}
          product={product}
          onRequestPrice={onRequestPrice}
          onRequestLivePhotos={onRequestLivePhotos}
          actions={actions}
          pieceAlert={pieceAlert}
          renderLink={renderLink}
        />
      </div>

      <ProductInfo kind={kind} locale={locale} product={product} />

      <ProductRows brand={product.brand} sold={product.availability === 'sold'} related={related} recentlyViewed={recentlyViewed} locale={locale} renderLink={renderLink} />

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
