import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { GuestIntentWiring } from '../runtime/guestIntent.tsx';
import { CartActor, FavoritesActor, LoginModalActor, MenuActor, NoticeCountActor, SessionActor, ToastActor } from '../runtime/appActors.tsx';
import { storeLocale, useLocale } from '../runtime/i18n.ts';
import { ToastRegion } from '../ui/ToastRegion/ToastRegion.tsx';
import { AppLayout } from '../ui/views/AppLayout/AppLayout.tsx';
import { ErrorFallback } from '../ui/views/ErrorFallback/ErrorFallback.tsx';
import { Footer } from '../ui/views/Footer/Footer.tsx';
import { Header } from '../ui/views/Header/Header.tsx';
import { AccountMenu } from '../ui/views/AccountMenu/AccountMenu.tsx';
import { selectInitials, selectIsSignedIn } from '../machines/sessionMachine.ts';
import { selectToasts } from '../machines/toastMachine.ts';
import { selectCartCount } from '../machines/cart/selectors.ts';
import { selectFavoritesCount } from '../machines/favoritesMachine.ts';
import { selectUnreadNoticeCount } from '../machines/alerts/noticeCountMachine.ts';
import { selectIsMenuOpen } from '../machines/menuMachine.ts';
import { selectIsOpen as selectIsLoginModalOpen } from '../machines/loginModalMachine.ts';
import { CONTACT_PHONE, FOOTER_BRANDS } from './contacts.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LOGIN_MODAL, type Screens } from './screens.ts';
import { usePageMeta, useScrollOnNavigate } from './navigation.ts';
import { routeFor } from './routes.ts';
import { useHeaderSearch } from '../features/search/useHeaderSearch.ts';
import { renderLink } from '../runtime/links.tsx';
import { SOCIAL_CHANNELS } from '../domain/socialLinks.ts';
import { useForgetSnapshotsOnNavigation, useHydrated } from '../runtime/ssr.tsx';
import { MenuBrandsBlock } from './menuChunks.ts';
import { RouteSwitch } from './RouteSwitch.tsx';
import { useSignOut } from './useSignOut.ts';

/**
 * Browser tests need a way to make the tree throw (issue 3: "a test-only route or hook may throw"). The flag lives
 * in the visitor's own storage, so it can only ever break the page of whoever set it.
 */
function ThrowWhenAsked() {
  if (typeof localStorage !== 'undefined' && localStorage.getItem('boutique:e2e-throw') === '1') {
    throw new Error('Render failure requested by boutique:e2e-throw');
  }
  return null;
}

/**
 * The menu overlay holds Radix Dialog (~14 KB gzip): it is fetched when the shopper first opens the menu, or when
 * the browser is idle after the first paint, never as part of the initial bundle.
 */
const loadMenuOverlay = () => import('../ui/views/MenuOverlay/MenuOverlay.tsx');
const MenuOverlay = lazy(async () => ({ default: (await loadMenuOverlay()).MenuOverlay }));

/** The shell: header, footer, overlays and the route switch, in the active language (`useLocale()`). */
export function App({ screens = {} }: { screens?: Screens }) {
  const locale = useLocale();
  const [location, navigate] = useLocation();
  const headerSearch = useHeaderSearch(location, navigate);
  const toasts = ToastActor.useSelector(selectToasts);
  const toastActor = ToastActor.useActorRef();
  const menuOpen = MenuActor.useSelector(selectIsMenuOpen);
  const menu = MenuActor.useActorRef();
  const followMenuLink = (href: string) => {
    menu.send({ type: 'menu.navigate' });
    navigate(href);
  };
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpen && !menuWanted) setMenuWanted(true);
  // A server-rendered page is a guest's page: the header shows this browser's session from the render after
  // hydration (issue 16 §1), so the hydrated HTML matches the server's.
  const hydrated = useHydrated();
  const signedIn = SessionActor.useSelector(selectIsSignedIn) && hydrated;
  const signOut = useSignOut();
  /** Part 1 §2.3: the cart's item count (Σ quantities), raised at once by an add. */
  const cartCount = CartActor.useSelector(selectCartCount);
  const favoritesCount = FavoritesActor.useSelector(selectFavoritesCount);
  /** Issue 28: the bell's unread notices (asked again on focus, set by /profile/notifications). */
  const noticesCount = NoticeCountActor.useSelector(selectUnreadNoticeCount);
  // Issue 10 item 11: signed in, the header shows the account's initials (or a mark) and opens the account menu.
  const initials = SessionActor.useSelector(selectInitials);
  const [accountOpen, setAccountOpen] = useState(false);
  const loginModal = LoginModalActor.useActorRef();
  const loginOpen = LoginModalActor.useSelector(selectIsLoginModalOpen);
  // The sign-in panel's chunk is fetched with the modal's first opening, never before.
  const [loginWanted, setLoginWanted] = useState(false);
  if (loginOpen && !loginWanted) setLoginWanted(true);
  /** Part 1 §2.3: favorites and profile open the sign-in modal while signed out. */
  const signedInOr = (href: string) => () => (signedIn ? navigate(href) : loginModal.send({ type: 'loginModal.open' }));
  usePageMeta(location);
  useForgetSnapshotsOnNavigation(location);
  useScrollOnNavigate(location);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadMenuOverlay());
  }, []);
  useEffect(() => {
    if (menuOpen) menu.send({ type: 'menu.close' });
    // Only a navigation closes the menu; opening it must not.
  }, [location]);

  // Issue 27: the back office draws its own compact bar (ManageLayout) instead of the shop's header and footer.
  const backOffice = routeFor(location)?.audience.who === 'staff';
  const header = backOffice ? null : (
    <Header
      locale={locale}
      onToggleLocale={() => {
        // Part 1 §4 "Language toggle": store the chosen language and reload the page.
        storeLocale(locale === 'ru' ? 'en' : 'ru');
        window.location.reload();
      }}
      {...headerSearch}
      signedIn={signedIn}
      account={
        signedIn && signOut ? (
          <AccountMenu initials={initials} open={accountOpen} onOpenChange={setAccountOpen} onNavigate={(href) => navigate(href)} onSignOut={signOut} />
        ) : undefined
      }
      onOpenFavorites={signedInOr('/favorites')}
      cartCount={cartCount}
      favoritesCount={favoritesCount}
      noticesCount={noticesCount}
      onOpenNotices={() => navigate('/profile/notifications')}
      onOpenCart={() => navigate('/cart')}
      onOpenProfile={signedInOr('/profile')}
      onOpenMenu={() => menu.send({ type: 'menu.open' })}
      menuOpen={menuOpen}
      renderLink={renderLink}
    />
  );

  return (
    <ErrorBoundary fallback={<ErrorFallback onReload={() => window.location.reload()} />}>
      <AppLayout
        // Issue 25: the header, the route's screen (RouteSwitch) and the footer are Suspense boundaries of their own,
        // so a server-rendered page hydrates them as separate, interruptible pieces of work (React hydrates a
        // boundary after the shell, at low priority, at once when it is clicked or its props change) instead of one
        // long task: the first tap anywhere is answered as soon as that part has hydrated.
        header={<Suspense fallback={null}>{header}</Suspense>}
        footer={
          backOffice ? null : (
            <Suspense fallback={null}>
              <Footer phone={CONTACT_PHONE} brands={FOOTER_BRANDS} year={new Date().getFullYear()} socialLinks={SOCIAL_CHANNELS} renderLink={renderLink} />
            </Suspense>
          )
        }
        toasts={<ToastRegion toasts={toasts} onDismiss={(id) => toastActor.send({ type: 'toast.dismiss', id })} />}
        overlays={
          <>
            {/* Issue 22 item 6: a guest's heart, compare or add-to-cart is completed once they are signed in. */}
            <GuestIntentWiring />
            {menuWanted && (
              <Suspense fallback={null}>
                <MenuOverlay
                  open={menuOpen}
                  onOpenChange={(open) => menu.send({ type: open ? 'menu.open' : 'menu.close' })}
                  onNavigate={followMenuLink}
                  brands={<MenuBrandsBlock onNavigate={followMenuLink} />}
                  onSignOut={signOut}
                />
              </Suspense>
            )}
            {loginWanted && (
              <Suspense fallback={null}>
                <LOGIN_MODAL />
              </Suspense>
            )}
          </>
        }
      >
        <ThrowWhenAsked />
        <RouteSwitch screens={screens} />
      </AppLayout>
    </ErrorBoundary>
  );
}
