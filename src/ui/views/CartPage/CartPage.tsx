import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { AvailabilityBadge, isBuyable, type Availability } from '../../AvailabilityBadge/AvailabilityBadge.tsx';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { BagIcon, WatchIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Price } from '../../Price/Price.tsx';
import { formatUsd, isPriceOnRequest, type PriceInput, type PriceLocale } from '../../Price/price.ts';
import { QuantityStepper } from '../../QuantityStepper/QuantityStepper.tsx';
import { SignInPrompt } from '../../SignInPrompt/SignInPrompt.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as shop from '../shopPage.css.ts';
import * as styles from './CartPage.css.ts';

/** `signedOut`: part 1 §4 "the cart is loaded only when the user is signed in; otherwise it is empty". */
export const cartPageStates = ['loading', 'empty', 'list', 'failure', 'signedOut'] as const;
export type CartPageState = (typeof cartPageStates)[number];

export const cartProductKinds = ['watch', 'bag', 'jewelry'] as const;
export type CartProductKind = (typeof cartProductKinds)[number];

/** One line of the cart, as the feature maps it from the API's cart item. */
export type CartLine = {
  /** The cart item's id: every callback names the line by it. */
  id: number;
  kind: CartProductKind;
  /** The product's detail route (/product/{id}, /bag/{id}, /jewelry/{id}); the name links there when given. */
  href?: string;
  brand: string;
  model: string;
  reference: string | null;
  /** Null (or a missing, zero price) shows "Цена по запросу". */
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  imageUrl: string | null;
  quantity: number;
  /** A change of this line is on its way to the server. */
  busy?: boolean;
  /**
   * Issue 26: a reserved or sold piece shows its badge and can only be removed (the order would be refused); an
   * available one says how many are left when more than one, and its quantity stops there.
   */
  availability?: Availability | null;
  availableQuantity?: number | null;
};

export type CartPageProps = {
  state: CartPageState;
  lines: readonly CartLine[];
  /** Part 1 §9: Σ price × quantity of the priced lines, computed by the feature's selector; shown without cents. */
  totalUsd: number;
  locale: PriceLocale;
  /** The load failure's text; "Не удалось загрузить корзину" when left out. */
  errorMessage?: string | null;
  onRetry: () => void;
  /** Called with the wanted quantity (never below 1: the minus button is disabled at 1). */
  onQuantityChange: (lineId: number, quantity: number) => void;
  onRemove: (lineId: number) => void;
  onCheckout: () => void;
  /** The guest's way in (state `signedOut`): the cart lives in the shopper's account. */
  onSignIn?: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

const SKELETON_LINES = 3;

/** /cart (part 1 §2.8): the lines with quantity controls and removal, the total and the checkout button. */
export function CartPage({
  state,
  lines,
  totalUsd,
  locale,
  errorMessage,
  onRetry,
  onQuantityChange,
  onRemove,
  onCheckout,
  onSignIn,
  renderLink = defaultRenderLink,
}: CartPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const someOnRequest = lines.some((line) => isPriceOnRequest(line.priceUsd, line.priceOnRequest));
  return (
    <section className={shop.page} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <header className={shop.header}>
        <h1 id={titleId} className={shop.title}>
          <Trans>Корзина</Trans>
        </h1>
      </header>

      {state === 'loading' && (
        <>
          <p role="status" className={shop.status}>
            <Trans>Загружаем корзину…</Trans>
          </p>
          <ul className={styles.lines} aria-hidden="true">
            {Array.from({ length: SKELETON_LINES }, (_, index) => (
              <li key={index} className={styles.line}>
                <Skeleton className={styles.media} height="auto" />
                <div className={styles.info}>
                  <Skeleton shape="text" width="30%" />
                  <Skeleton shape="text" width="60%" height="1.4em" />
                  <Skeleton shape="text" width="25%" />
                </div>
                <Skeleton className={styles.controls} width={132} height={44} />
              </li>
            ))}
          </ul>
        </>
      )}

      {state === 'failure' && (
        <ErrorBox className={shop.message} error={{ message: errorMessage ?? t`Не удалось загрузить корзину` }} onRetry={onRetry} />
      )}

      {state === 'empty' && (
        <EmptyState
          icon={<BagIcon size={40} />}
          title={<Trans>Ваша корзина пуста</Trans>}
          text={<Trans>Выберите часы, украшения или сумки в каталоге — они появятся здесь.</Trans>}
          action={renderLink({ href: '/catalog', className: buttonClassName(), children: <Trans>Перейти в каталог</Trans> })}
        />
      )}

      {state === 'signedOut' && (
        <SignInPrompt
          icon={<BagIcon size={40} />}
          title={<Trans>Войдите, чтобы увидеть корзину</Trans>}
          text={<Trans>Корзина хранится в вашем аккаунте: войдите — и выбранные часы, украшения и сумки будут ждать вас здесь.</Trans>}
          onSignIn={onSignIn}
          renderLink={renderLink}
        />
      )}

      {state === 'list' && (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={t`Товары в корзине`}>
            {lines.map((line) => {
              const name = `${line.brand} ${line.model}`;
              const title = (
                <>
                  <span className={styles.brand}>{line.brand}</span> <span className={styles.model}>{line.model}</span>
                </>
              );
              return (
                <li key={line.id} className={styles.line}>
                  {line.imageUrl ? (
                    // The name beside it says what the photo shows.
                    <img className={styles.media} src={line.imageUrl} alt="" loading="lazy" decoding="async" />
                  ) : (
                    <span className={`${styles.media} ${styles.placeholder}`} aria-hidden="true">
                      <WatchIcon size={32} />
                    </span>
                  )}
                  <div className={styles.info}>
                    <h2 className={styles.name}>
                      {line.href ? renderLink({ href: line.href, className: styles.nameLink, children: title }) : title}
                    </h2>
                    {line.reference && <ReferenceText reference={line.reference} />}
                    <Price priceUsd={line.priceUsd} priceOnRequest={line.priceOnRequest} locale={locale} size="sm" />
                    <AvailabilityBadge availability={line.availability} left={line.availableQuantity} />
                    {!isBuyable(line.availability) && (
                      <p className={styles.unavailable}>
                        <Trans>Этот экземпляр уже недоступен: уберите его, чтобы оформить заказ.</Trans>
                      </p>
                    )}
                  </div>
                  <div className={styles.controls}>
                    {isBuyable(line.availability) && (
                      <QuantityStepper
                        value={line.quantity}
                        itemName={name}
                        busy={line.busy}
                        max={line.availableQuantity}
                        onChange={(quantity) => onQuantityChange(line.id, quantity)}
                      />
                    )}
                    <Button variant="link" size="sm" onClick={() => onRemove(line.id)}>
                      <Trans>
                        Удалить<span className={visuallyHidden}> {name}</span>
                      </Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>

          <aside className={styles.summary} aria-label={t`Итог заказа`}>
            <p className={styles.count}>
              <Plural value={items} one="# товар" few="# товара" many="# товаров" other="# товара" />
            </p>
            <p className={styles.total}>
              <span>{someOnRequest ? <Trans>Предварительный итог</Trans> : <Trans>Итого</Trans>}</span>
              <span className={styles.totalAmount}>{formatUsd(totalUsd, locale)}</span>
            </p>
            {someOnRequest && (
              <p className={styles.note}>
                <Trans>Товары с ценой по запросу не входят в сумму: менеджер назовёт цену при подтверждении.</Trans>
              </p>
            )}
            <Button fullWidth size="lg" onClick={onCheckout}>
              <Trans>Оформить заказ</Trans>
            </Button>
          </aside>
        </div>
      )}
    </section>
  );
}

function ReferenceText({ reference }: { reference: string }) {
  return (
    <span className={styles.reference}>
      <Trans>Референс {reference}</Trans>
    </span>
  );
}
