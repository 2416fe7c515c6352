import { useEffect } from 'react';
import { selectCartStatus, selectIsInCart } from '../machines/cart/selectors.ts';
import { selectHeldIntent, type GuestIntent } from '../machines/guestIntentMachine.ts';
import { selectIsMarked, selectListStatus } from '../machines/lists/selectors.ts';
import { selectIsOpen } from '../machines/loginModalMachine.ts';
import { selectIsSignedIn } from '../machines/sessionMachine.ts';
import { CartActor, CompareActor, FavoritesActor, GuestIntentActor, LoginModalActor, SessionActor } from './appActors.tsx';

const same = (intent: GuestIntent | null, action: GuestIntent['action']) => intent !== null && intent.action === action;
/** The piece of an intent that names one (not a saved search's). */
const productOf = (intent: GuestIntent | null) => (intent !== null && 'product' in intent ? intent.product : undefined);

/**
 * Issue 22 item 6: completes a guest's held action once they are signed in. It waits until the list the action
 * goes to is loaded (so a piece the account already marked is not toggled back off), and while the login modal is
 * still open: a modal sign-in ends with a reload, and the action belongs to the page after it (the intent waits in
 * session storage), not to a request the reload would cut off.
 */
export function GuestIntentWiring() {
  const guest = GuestIntentActor.useActorRef();
  const held = GuestIntentActor.useSelector(selectHeldIntent);
  const signedIn = SessionActor.useSelector(selectIsSignedIn);
  const modalOpen = LoginModalActor.useSelector(selectIsOpen);
  const cart = CartActor.useActorRef();
  const favorites = FavoritesActor.useActorRef();
  const compare = CompareActor.useActorRef();
  const product = productOf(held);
  // Primitive answers (the list's status, and whether it already has the piece), so a render follows only a change.
  const favoriteReady = FavoritesActor.useSelector((s) => same(held, 'favorite') && selectListStatus(s) === 'ready');
  const favoriteDone = FavoritesActor.useSelector((s) => same(held, 'favorite') && !!product && selectIsMarked(s, product.kind, product.id));
  const compareReady = CompareActor.useSelector((s) => same(held, 'compare') && selectListStatus(s) === 'ready');
  const compareDone = CompareActor.useSelector((s) => same(held, 'compare') && !!product && selectIsMarked(s, product.kind, product.id));
  const cartReady = CartActor.useSelector((s) => same(held, 'cart') && selectCartStatus(s) === 'ready');
  const cartDone = CartActor.useSelector((s) => same(held, 'cart') && !!product && selectIsInCart(s, product.kind, product.id));
  const ready = favoriteReady || compareReady || cartReady;
  const done = favoriteDone || compareDone || cartDone;

  useEffect(() => {
    const subscription = guest.on('completed', ({ intent }) => {
      // Issue 28: a piece alert and a saved search are left to their own pages, which replay them when back on them.
      if (intent.action === 'favorite') favorites.send({ type: 'favorites.toggle', product: intent.product });
      else if (intent.action === 'compare') compare.send({ type: 'compare.toggle', product: intent.product });
      else if (intent.action === 'cart') cart.send({ type: 'cart.add', product: intent.product });
    });
    return () => subscription.unsubscribe();
  }, [guest, favorites, compare, cart]);

  useEffect(() => {
    if (signedIn && !modalOpen && held && ready) guest.send({ type: 'intent.replay', alreadyDone: done });
  }, [signedIn, modalOpen, held, ready, done, guest]);
  return null;
}
