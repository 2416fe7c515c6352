import { i18n } from '@lingui/core';
import { createActorContext, useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { waitFor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';
import { setTokenRefresher } from '../api/client.ts';
import { ACCESS_TOKEN_KEY, readTokens, REFRESH_TOKEN_KEY } from '../api/tokens.ts';
import type { InspectListener } from './inspection.ts';
import { snapshotFor, useSsrScope } from './ssr.tsx';
import { loginModalMachine } from '../machines/loginModalMachine.ts';
import { menuMachine } from '../machines/menuMachine.ts';
import { selectAccessToken, selectAccountSubject, selectIsRenewing, selectIsSignedIn, sessionMachine } from '../machines/sessionMachine.ts';
import { toastMachine, type ToastType } from '../machines/toastMachine.ts';
import { cartMachine } from '../machines/cart/machine.ts';
import { favoritesMachine } from '../machines/favoritesMachine.ts';
import { compareMachine } from '../machines/compareMachine.ts';
import { noticeCountMachine } from '../machines/alerts/noticeCountMachine.ts';
import { guestIntentMachine } from '../machines/guestIntentMachine.ts';
import { guestIntentLogic, readHeldIntent } from './guestIntentStorage.ts';
import { cartNoticeToast, listNoticeToast, type NoticeToast } from './shopNotices.ts';

/**
 * App-wide actors (ARCHITECTURE "Machines"): one provider created in main.tsx; features read slices with
 * `useSelector`. Route-local actors are created in their routes with `useRouteActor`. Every actor, app-wide or
 * route-local, reports to the one inspection hook given here.
 */
export const ToastActor = createActorContext(toastMachine);
export const MenuActor = createActorContext(menuMachine);
/** Part 1 §4 "Session": the token pair, its renewal on a 401 and sign-out. Tag `signedIn`. */
export const SessionActor = createActorContext(sessionMachine);
/** The global login modal: open it with `loginModal.open` from anywhere; tag `open`. */
export const LoginModalActor = createActorContext(loginModalMachine);
/** Part 1 §4 "Cart (optimistic)": the signed-in shopper's cart (header badge, /cart, "in cart" marks). */
export const CartActor = createActorContext(cartMachine);
/** Part 1 §4 "Favorites and comparison": the filled hearts and /favorites. */
export const FavoritesActor = createActorContext(favoritesMachine);
/** The comparison list: "in comparison" marks and /compare. */
export const CompareActor = createActorContext(compareMachine);
/** Issue 28: the header bell's unread notices, following the session like the cart. */
export const NoticeCountActor = createActorContext(noticeCountMachine);
/** Issue 22 item 6: a guest's heart, compare or add-to-cart held through the sign-in (src/runtime/guestIntent.tsx). */
export const GuestIntentActor = createActorContext(guestIntentMachine);

/** Part 1 §4: a failed renewal lands on `/login?next={current path and query}` (never a loop on /login itself). */
export function loginUrl(location: Pick<Location, 'pathname' | 'search'>): string {
  return `/login?${new URLSearchParams({ next: `${location.pathname}${location.search}` }).toString()}`;
}

const session = sessionMachine.provide({
  actions: {
    redirectToLogin: () => {
      if (window.location.pathname !== '/login') window.location.assign(loginUrl(window.location));
    },
  },
});

/**
 * Connects the session to the transport and to other tabs: a 401 sends `session.refresh` and waits until the
 * session is no longer refreshing (the new access token, or null when renewal failed); a change of the stored pair
 * in another tab (the `storage` event) is followed here.
 */
function SessionWiring() {
  const actor = SessionActor.useActorRef();
  useEffect(() => {
    setTokenRefresher(async (stale) => {
      actor.send({ type: 'session.refresh', stale });
      const settled = await waitFor(actor, (snapshot) => !selectIsRenewing(snapshot));
      return selectAccessToken(settled);
    });
    const onStorage = (event: StorageEvent) => {
      // A null key is `localStorage.clear()` in the other tab.
      if (event.key !== null && event.key !== ACCESS_TOKEN_KEY && event.key !== REFRESH_TOKEN_KEY) return;
      actor.send({ type: 'session.synced', ...readTokens() });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      setTokenRefresher(null);
      window.removeEventListener('storage', onStorage);
    };
  }, [actor]);
  return null;
}

/** A toast that must outlive a full page load (issue 10 item 11: "signed in" after the modal's reload). */
export type CarriedToast = { toastType: ToastType; message: string };
export const CARRIED_TOAST_KEY = 'boutique:toast-after-reload';
const TOAST_TYPES: readonly ToastType[] = ['success', 'error', 'info'];

/** Keeps the toast for the next page load of this tab (session storage); call it right before reloading. */
export function carryToastAcrossReload(toast: CarriedToast): void {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage refused (privacy modes): the reload simply shows no toast.
  }
}

/** The carried toast, once: reading it removes it, so another reload or tab never shows it again. */
export function takeCarriedToast(): CarriedToast | null {
  try {
    const raw = sessionStorage.getItem(CARRIED_TOAST_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    const value = JSON.parse(raw) as Partial<CarriedToast> | null;
    if (!value || typeof value.message !== 'string' || !value.message || !TOAST_TYPES.includes(value.toastType as ToastType)) return null;
    return { toastType: value.toastType as ToastType, message: value.message };
  } catch {
    return null;
  }
}

/** Shows the toast carried across the last reload, at start-up. */
function CarriedToastWiring() {
  const toasts = ToastActor.useActorRef();
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) toasts.send({ type: 'toast.show', ...carried });
  }, [toasts]);
  return null;
}

/**
 * The cart, favorites and comparison follow the session (part 1 §4 "Session": the cart only when signed in,
 * otherwise empty): started on sign-in, emptied on sign-out, started over when another account signs in in another
 * tab; asked again when the window regains focus, so two tabs agree. Their notices become the toasts of part 1 §8.
 * The bell's unread count (issue 28) follows the session and the focus the same way.
 */
function ShopWiring() {
  const signedIn = SessionActor.useSelector(selectIsSignedIn);
  const subject = SessionActor.useSelector(selectAccountSubject);
  const toasts = ToastActor.useActorRef();
  const cart = CartActor.useActorRef();
  const favorites = FavoritesActor.useActorRef();
  const compare = CompareActor.useActorRef();
  const notices = NoticeCountActor.useActorRef();
  const told = useRef<string | null>(null);

  useEffect(() => {
    // One word per change of account: StrictMode's second run of this effect must not start the lists over.
    const word = signedIn ? `in:${subject ?? ''}` : 'out';
    if (told.current === word) return;
    told.current = word;
    const type = signedIn ? 'session.signedIn' : 'session.signedOut';
    cart.send({ type });
    favorites.send({ type });
    compare.send({ type });
    notices.send({ type });
  }, [signedIn, subject, cart, favorites, compare, notices]);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      cart.send({ type: 'cart.refresh' });
      favorites.send({ type: 'favorites.refresh' });
      compare.send({ type: 'compare.refresh' });
      notices.send({ type: 'noticeCount.refresh' });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [cart, favorites, compare, notices]);

  useEffect(() => {
    // The active language's catalog (runtime/i18n.ts activates it before the first render).
    const show = (toast: NoticeToast | null) => {
      if (!toast) return;
      const message = typeof toast.message === 'string' ? toast.message : i18n._(toast.message);
      toasts.send({ type: 'toast.show', toastType: toast.toastType, message });
    };
    const subscriptions = [
      cart.on('removed', (notice) => show(cartNoticeToast(notice))),
      cart.on('failed', (notice) => show(cartNoticeToast(notice))),
      favorites.on('toggled', (notice) => show(listNoticeToast('favorites', notice))),
      favorites.on('failed', (notice) => show(listNoticeToast('favorites', notice))),
      compare.on('toggled', (notice) => show(listNoticeToast('compare', notice))),
      compare.on('failed', (notice) => show(listNoticeToast('compare', notice))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [cart, favorites, compare, toasts]);
  return null;
}

const InspectContext = createContext<InspectListener | undefined>(undefined);

export function AppActorsProvider({ children, inspect }: { children: ReactNode; inspect?: InspectListener }) {
  const options = inspect ? { inspect } : undefined;
  return (
    <InspectContext.Provider value={inspect}>
      <ToastActor.Provider options={options}>
        <CarriedToastWiring />
        <SessionActor.Provider logic={session} options={{ ...options, input: { tokens: readTokens() } }}>
          <SessionWiring />
          <LoginModalActor.Provider options={options}>
            <MenuActor.Provider options={options}>
              <CartActor.Provider options={options}>
                <FavoritesActor.Provider options={options}>
                  <CompareActor.Provider options={options}>
                    <NoticeCountActor.Provider options={options}>
                      <GuestIntentActor.Provider logic={guestIntentLogic} options={{ ...options, input: { intent: readHeldIntent() } }}>
                        <ShopWiring />
                        {children}
                      </GuestIntentActor.Provider>
                    </NoticeCountActor.Provider>
                  </CompareActor.Provider>
                </FavoritesActor.Provider>
              </CartActor.Provider>
            </MenuActor.Provider>
          </LoginModalActor.Provider>
        </SessionActor.Provider>
      </ToastActor.Provider>
    </InspectContext.Provider>
  );
}

/**
 * `useActorRef` for route-local actors (catalogue, product, …), wired to the app's inspection hook so that the
 * Stately inspector and the dev panel see them too. `ssrKey` makes it one of the actors a server render settles
 * and embeds (runtime/ssr.tsx).
 */
export function useRouteActor<TLogic extends AnyActorLogic>(logic: TLogic, options?: ActorOptions<TLogic>, ssrKey?: string): Actor<TLogic> {
  const inspect = useContext(InspectContext);
  const ssr = useSsrScope();
  // Issue 16 §1: a keyed route actor starts from the snapshot the server rendered (no second fetch), or, on the
  // server's first pass, is started here so the server can wait for it to settle.
  const snapshot = snapshotFor(ssr, ssrKey);
  const actor = useActorRef(logic, {
    ...options,
    ...(inspect ? { inspect } : {}),
    ...(snapshot ? { snapshot: snapshot as never } : {}),
  }) as Actor<TLogic>;
  if (ssrKey && !snapshot && ssr?.collect) ssr.collect(ssrKey, actor);
  return actor;
}
