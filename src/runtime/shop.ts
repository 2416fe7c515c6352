import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { ProductKey } from '../api/cart.ts';
import { selectCartLines, selectRefusedProducts } from '../machines/cart/selectors.ts';
import { selectMarks } from '../machines/lists/selectors.ts';
import { selectIsSignedIn } from '../machines/sessionMachine.ts';
import { NO_MARKS, type ShopMarks } from './shopMarks.ts';
import { useHydrated } from './ssr.tsx';
import type { ProductGuestAction } from '../machines/guestIntentMachine.ts';
import { CartActor, CompareActor, FavoritesActor, GuestIntentActor, LoginModalActor, loginUrl, SessionActor } from './appActors.tsx';

/**
 * What a screen does with a piece (part 1 §2.7, §2.8, §4, §6): mark it a favorite, compare it, put it in the cart,
 * go to checkout. Signed in, each goes to its app-wide actor; signed out, the visitor is asked to sign in the way
 * part 1 §4 and §6 say: the login modal, or on the catalogue (`viaLoginPage`) `/login?next={current path}`.
 */
export interface ShopActions {
  signedIn: boolean;
  toggleFavorite: (product: ProductKey, options?: { viaLoginPage?: boolean }) => void;
  toggleCompare: (product: ProductKey) => void;
  addToCart: (product: ProductKey) => void;
  /** Part 1 §4 "Cart": checkout needs sign-in; a signed-out visitor goes to /login?next=/checkout. */
  checkout: () => void;
  askToSignIn: () => void;
}

export function useShopActions(): ShopActions {
  const [, navigate] = useLocation();
  const signedIn = SessionActor.useSelector(selectIsSignedIn);
  const cart = CartActor.useActorRef();
  const favorites = FavoritesActor.useActorRef();
  const compare = CompareActor.useActorRef();
  const loginModal = LoginModalActor.useActorRef();
  const guest = GuestIntentActor.useActorRef();
  return useMemo(() => {
    const askToSignIn = () => loginModal.send({ type: 'loginModal.open' });
    // Issue 22 item 6: the guest's action is held through the sign-in (the panel says why) and completed after it.
    const holdFor = (action: ProductGuestAction, product: ProductKey) => guest.send({ type: 'intent.hold', intent: { action, product } });
    return {
      signedIn,
      askToSignIn,
      toggleFavorite: (product, options) => {
        if (signedIn) return favorites.send({ type: 'favorites.toggle', product });
        holdFor('favorite', product);
        if (options?.viaLoginPage) navigate(loginUrl(window.location));
        else askToSignIn();
      },
      toggleCompare: (product) => {
        if (signedIn) return compare.send({ type: 'compare.toggle', product });
        holdFor('compare', product);
        askToSignIn();
      },
      addToCart: (product) => {
        if (signedIn) return cart.send({ type: 'cart.add', product });
        holdFor('cart', product);
        askToSignIn();
      },
      checkout: () => navigate(signedIn ? '/checkout' : `/login?${new URLSearchParams({ next: '/checkout' }).toString()}`),
    } satisfies ShopActions;
  }, [signedIn, cart, favorites, compare, loginModal, guest, navigate]);
}

/**
 * The marks of every card at once. Each slice keeps its identity until its actor's context changes (the machines'
 * selectors memoise per context), so a screen's selector can memoise its cards on them.
 */
export function useShopMarks(): ShopMarks {
  const favorites = FavoritesActor.useSelector(selectMarks);
  const compared = CompareActor.useSelector(selectMarks);
  const cart = CartActor.useSelector(selectCartLines);
  const refused = CartActor.useSelector(selectRefusedProducts);
  // The server drew every card unmarked. A screen hydrates in its own Suspense boundary, possibly after the shopper's
  // lists have arrived; React keeps the server's attributes when the hydrating render differs (a heart would stay
  // empty for good), so this component's hydrating render is unmarked too and the marks come in the render after.
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? { favorites, compared, cart, refused } : NO_MARKS), [hydrated, favorites, compared, cart, refused]);
}

