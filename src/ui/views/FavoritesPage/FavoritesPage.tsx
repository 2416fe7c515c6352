import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import type { Availability } from '../../AvailabilityBadge/availability.ts';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { HeartIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import type { PriceInput, PriceLocale } from '../../Price/price.ts';
import { ProductCard } from '../../ProductCard/ProductCard.tsx';
import { SignInPrompt } from '../../SignInPrompt/SignInPrompt.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { Switch } from '../../Switch/Switch.tsx';
import * as shop from '../shopPage.css.ts';
import * as styles from './FavoritesPage.css.ts';

/** `signedOut`: favorites live in the account (part 1 §4); the route also opens the login modal over it. */
export const favoritesPageStates = ['loading', 'empty', 'list', 'failure', 'signedOut'] as const;
export type FavoritesPageState = (typeof favoritesPageStates)[number];

export const favoriteKinds = ['watch', 'bag', 'jewelry'] as const;
export type FavoriteKind = (typeof favoriteKinds)[number];

/** One favorite, as the feature maps it from the API's entry (whichever of watch, bag or jewelry it holds). */
export type FavoriteItem = {
  kind: FavoriteKind;
  /** The product's id; with `kind` it names the item in every callback. */
  id: number;
  /** /product/{id}, /bag/{id} or /jewelry/{id}. */
  href: string;
  imageUrl: string | null;
  brand: string;
  model: string;
  reference: string | null;
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
  isLimitedEdition?: boolean;
  /** The size of a limited series, in its badge (issue 22 item 3). */
  limitedEditionPieces?: number | null;
  /** Issue 26: a reserved or sold favorite stays listed with its badge and without add-to-cart. */
  availability?: Availability | null;
  availableQuantity?: number | null;
  /** Shown as the card's comparison toggle when `onToggleCompare` is given. */
  isCompared?: boolean;
  /** Already in the cart: the card's cart button becomes "В корзине", a link to /cart. */
  inCart?: boolean;
  /** Issue 28: the favorite's price-drop alerts (on by default), and whether a change of it is being saved. */
  priceAlerts?: { on: boolean; saving: boolean };
};

export type FavoritesPageProps = {
  state: FavoritesPageState;
  items: readonly FavoriteItem[];
  locale: PriceLocale;
  onRetry: () => void;
  onRemove: (kind: FavoriteKind, id: number) => void;
  /** Omit to hide the cards' comparison toggles. */
  onToggleCompare?: (kind: FavoriteKind, id: number) => void;
  /** Omit to hide the cards' cart buttons. */
  onAddToCart?: (kind: FavoriteKind, id: number) => void;
  /** Issue 28: a card's «Сообщать о снижении цены» switched; omit to hide the switches. */
  onPriceAlertsChange?: (kind: FavoriteKind, id: number, on: boolean) => void;
  /** The guest's way in (state `signedOut`). */
  onSignIn?: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

const SKELETON_CARDS = 4;

/** /favorites (part 1 §2.8): the favorite pieces as catalogue cards, each with its removal. */
export function FavoritesPage({
  state,
  items,
  locale,
  onRetry,
  onRemove,
  onToggleCompare,
  onAddToCart,
  onPriceAlertsChange,
  onSignIn,
  renderLink = defaultRenderLink,
}: FavoritesPageProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className={shop.page} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <header className={shop.header}>
        <h1 id={titleId} className={shop.title}>
          <Trans>Избранное</Trans>
        </h1>
      </header>

      {state === 'loading' && (
        <>
          <p role="status" className={shop.status}>
            <Trans>Загружаем избранное…</Trans>
          </p>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className={styles.skeletonCard}>
                <Skeleton className={styles.skeletonImage} height="auto" />
                <Skeleton shape="text" width="40%" />
                <Skeleton shape="text" width="80%" height="1.6em" />
                <Skeleton shape="text" width="30%" />
              </li>
            ))}
          </ul>
        </>
      )}

      {state === 'failure' && (
        // Part 1 §8, verbatim: "Favorites load failure".
        <ErrorBox className={shop.message} error={{ message: t`Не удалось загрузить избранное` }} onRetry={onRetry} />
      )}

      {state === 'signedOut' && (
        <SignInPrompt
          icon={<HeartIcon size={40} />}
          title={<Trans>Войдите, чтобы увидеть избранное</Trans>}
          text={<Trans>Избранное хранится в вашем аккаунте и доступно на любом устройстве.</Trans>}
          onSignIn={onSignIn}
          renderLink={renderLink}
        />
      )}

      {state === 'empty' && (
        <EmptyState
          icon={<HeartIcon size={40} />}
          title={<Trans>В избранном пока ничего нет</Trans>}
          text={<Trans>Отмечайте сердцем понравившиеся модели в каталоге — они соберутся здесь.</Trans>}
          action={renderLink({ href: '/catalog', className: buttonClassName(), children: <Trans>Перейти в каталог</Trans> })}
        />
      )}

      {state === 'list' && (
        <ul className={styles.grid}>
          {items.map((item) => {
            const name = `${item.brand} ${item.model}`;
            const remove = () => onRemove(item.kind, item.id);
            return (
              <li key={`${item.kind}-${item.id}`} className={styles.cell}>
                <ProductCard
                  href={item.href}
                  imageUrl={item.imageUrl}
                  imageAlt={name}
                  brand={item.brand}
                  model={item.model}
                  reference={item.reference}
                  priceUsd={item.priceUsd}
                  priceOnRequest={item.priceOnRequest}
                  isLimitedEdition={item.isLimitedEdition}
                  limitedEditionPieces={item.limitedEditionPieces}
                  availability={item.availability}
                  availableQuantity={item.availableQuantity}
                  locale={locale}
                  headingLevel={2}
                  // The filled heart of a favorite: pressing it takes the piece off the list, as on the catalogue.
                  isFavorite
                  onToggleFavorite={remove}
                  isCompared={item.isCompared}
                  onToggleCompare={onToggleCompare ? () => onToggleCompare(item.kind, item.id) : undefined}
                  inCart={item.inCart}
                  onAddToCart={onAddToCart ? () => onAddToCart(item.kind, item.id) : undefined}
                  renderLink={renderLink}
                />
                {/* A sold piece's price no longer changes: no alerts to switch. */}
                {onPriceAlertsChange && item.priceAlerts && item.availability !== 'sold' && (
                  <Switch
                    size="sm"
                    className={styles.alerts}
                    checked={item.priceAlerts.on}
                    busy={item.priceAlerts.saving}
                    onChange={(on) => onPriceAlertsChange(item.kind, item.id, on)}
                    label={
                      <Trans>
                        Сообщать о снижении цены<span className={visuallyHidden}> {name}</span>
                      </Trans>
                    }
                  />
                )}
                <Button variant="link" size="sm" className={styles.remove} onClick={remove}>
                  <Trans>
                    Удалить<span className={visuallyHidden}> {name}</span>
                  </Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
