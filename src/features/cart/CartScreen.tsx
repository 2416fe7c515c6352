import { shallowEqual } from '@xstate/react';
import { CartActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { useShopActions } from '../../runtime/shop.ts';
import { CartPage } from '../../ui/views/CartPage/CartPage.tsx';
import { selectCartPageProps } from './cartSelectors.ts';

/**
 * /cart (part 1 §2.8): the app-wide cart actor (part 1 §4 "Cart (optimistic)") drawn by the CartPage view. Every
 * change shows at once and is rolled back with its toast on failure; the actor is the header badge's too.
 */
export default function CartScreen() {
  const locale = useLocale();
  const cart = CartActor.useActorRef();
  const view = CartActor.useSelector(selectCartPageProps, shallowEqual);
  const shop = useShopActions();
  return (
    <CartPage
      state={view.state}
      lines={view.lines}
      totalUsd={view.totalUsd}
      locale={locale}
      onRetry={() => cart.send({ type: 'cart.refresh' })}
      onQuantityChange={(itemId, quantity) => cart.send({ type: 'cart.setQuantity', itemId, quantity })}
      onRemove={(itemId) => cart.send({ type: 'cart.remove', itemId })}
      onCheckout={shop.checkout}
      onSignIn={shop.askToSignIn}
      renderLink={renderLink}
    />
  );
}
