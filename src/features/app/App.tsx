import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Redirect, Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { LoginModalActor, loginUrl, MenuActor, SessionActor, ToastActor } from '../../appActors.tsx';
import { storeLocale, type Locale } from '../../i18n.ts';
import type { LinkRenderProps } from '../../ui/link.tsx';
import { ToastRegion } from '../../ui/ToastRegion/ToastRegion.tsx';
import { AppLayout } from '../../ui/views/AppLayout/AppLayout.tsx';
import { ComingSoonPage } from '../../ui/views/ComingSoonPage/ComingSoonPage.tsx';
import { ErrorFallback } from '../../ui/views/ErrorFallback/ErrorFallback.tsx';
import { Footer } from '../../ui/views/Footer/Footer.tsx';
import { Header } from '../../ui/views/Header/Header.tsx';
import { AccountMenu } from '../../ui/views/AccountMenu/AccountMenu.tsx';
import { initialsOf } from '../../machines/sessionMachine.ts';
import { NotFoundPage } from '../../ui/views/NotFoundPage/NotFoundPage.tsx';
import { CONTACT_PHONE, FOOTER_BRANDS } from './contacts.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LOGIN_MODAL, type Screens } from '../../screens.ts';
import { PageLoading } from '../../ui/views/PageLoading/PageLoading.tsx';
import { redirectFor, ROUTES, type RouteDef } from './routes.ts';
import { usePageMeta, useScrollOnNavigate } from './navigation.ts';
import { useHeaderSearch } from './useHeaderSearch.ts';

const renderLink = ({ href, className, children }: LinkRenderProps): ReactNode => (
  <Link href={href} className={className}>
    {children}
  </Link>
);

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
const loadMenuOverlay = () => import('../../ui/views/MenuOverlay/MenuOverlay.tsx');
const MenuOverlay = lazy(async () => ({ default: (await loadMenuOverlay()).MenuOverlay }));
const MenuPage = lazy(async () => ({ default: (await import('../../ui/views/MenuPage/MenuPage.tsx')).MenuPage }));
/** The menu's Brands block (part 1 §2.4) travels with the overlay and the /menu page, not in the first bundle. */
const MenuBrandsBlock = lazy(() => import('./MenuBrandsBlock.tsx'));

/**
 * Signed-out visitors sign in first (part 1 §6, part 2 §2 and §6): checkout, purchase history and profile by
 * `/login?next=…`; favorites and compare by the login modal over the page.
 */
const PROTECTED: Partial<Record<string, 'login' | 'modal'>> = {
  '/checkout': 'login',
  '/purchase-history': 'login',
  '/profile': 'login',
  '/favorites': 'modal',
  '/compare': 'modal',
};

/** Opens the global login modal once, when a modal-guarded route is shown to a signed-out visitor. */
function AskToSignIn() {
  const loginModal = LoginModalActor.useActorRef();
  useEffect(() => {
    loginModal.send({ type: 'loginModal.open' });
  }, [loginModal]);
  return null;
}

/**
 * Part 1 §2.9 "logout (returns to /)": the session forgets and revokes its tokens, the menu closes, the shopper
 * lands on the home page and is told so.
 */
function useSignOut(): (() => void) | undefined {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const session = SessionActor.useActorRef();
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  const menu = MenuActor.useActorRef();
  const toast = ToastActor.useActorRef();
  if (!signedIn) return undefined;
  return () => {
    session.send({ type: 'session.logout' });
    menu.send({ type: 'menu.navigate' });
    navigate('/');
    toast.send({ type: 'toast.show', toastType: 'info', message: t`Вы вышли из аккаунта` });
  };
}

function Screen({ route, screens }: { route: RouteDef; screens: Screens }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const params = useParams();
  const menu = MenuActor.useActorRef();
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  const signOut = useSignOut();
  const guard = signedIn ? undefined : PROTECTED[route.path];
  if (guard === 'login') return <Redirect to={loginUrl(window.location)} replace />;
  const gate = guard === 'modal' ? <AskToSignIn /> : null;
  const Feature = screens[route.screen];
  if (Feature) {
    return (
      <Suspense fallback={<PageLoading />}>
        {gate}
        <Feature route={route.path} params={params} />
      </Suspense>
    );
  }
  if (route.screen === 'menu') {
    const follow = (href: string) => {
      menu.send({ type: 'menu.navigate' });
      navigate(href);
    };
    return (
      <Suspense fallback={<PageLoading />}>
        <MenuPage onNavigate={follow} brands={<MenuBrandsBlock onNavigate={follow} />} onSignOut={signOut} />
        <LoadMenuBrands />
      </Suspense>
    );
  }
  return (
    <>
      {gate}
      <ComingSoonPage title={i18n._(route.title)} renderLink={renderLink} />
    </>
  );
}

/** The /menu page is not the overlay: it asks for the brands without opening anything. */
function LoadMenuBrands() {
  const menu = MenuActor.useActorRef();
  useEffect(() => {
    menu.send({ type: 'brands.load' });
  }, [menu]);
  return null;
}

/** Paths outside the route table (the server answers them with 404): search and the main sections, not a dead end. */
function NotFound() {
  const [, navigate] = useLocation();
  return <NotFoundPage onSearch={(query) => navigate(`/catalog?${new URLSearchParams({ search: query }).toString()}`)} renderLink={renderLink} />;
}

export function App({ locale, screens = {} }: { locale: Locale; screens?: Screens }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const headerSearch = useHeaderSearch(location, navigate);
  const toasts = ToastActor.useSelector((snapshot) => snapshot.context.toasts);
  const toastActor = ToastActor.useActorRef();
  const menuOpen = MenuActor.useSelector((snapshot) => snapshot.hasTag('open'));
  const menu = MenuActor.useActorRef();
  const followMenuLink = (href: string) => {
    menu.send({ type: 'menu.navigate' });
    navigate(href);
  };
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpen && !menuWanted) setMenuWanted(true);
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  const signOut = useSignOut();
  // Issue 10 item 11: signed in, the header shows the account's initials (or a mark) and opens the account menu.
  const initials = SessionActor.useSelector((snapshot) => initialsOf(snapshot.context.account));
  const [accountOpen, setAccountOpen] = useState(false);
  const loginModal = LoginModalActor.useActorRef();
  const loginOpen = LoginModalActor.useSelector((snapshot) => snapshot.hasTag('open'));
  // The sign-in panel's chunk is fetched with the modal's first opening, never before.
  const [loginWanted, setLoginWanted] = useState(false);
  if (loginOpen && !loginWanted) setLoginWanted(true);
  /** Part 1 §2.3: favorites and profile open the sign-in modal while signed out. */
  const signedInOr = (href: string) => () => (signedIn ? navigate(href) : loginModal.send({ type: 'loginModal.open' }));
  usePageMeta(location);
  useScrollOnNavigate(location);

  const redirect = redirectFor(location, search ? `?${search}` : '');
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadMenuOverlay());
  }, []);
  useEffect(() => {
    if (menuOpen) menu.send({ type: 'menu.close' });
    // Only a navigation closes the menu; opening it must not.
  }, [location]);

  const header = (
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
        header={header}
        footer={<Footer phone={CONTACT_PHONE} brands={FOOTER_BRANDS} year={new Date().getFullYear()} renderLink={renderLink} />}
        toasts={<ToastRegion toasts={toasts} onDismiss={(id) => toastActor.send({ type: 'toast.dismiss', id })} />}
        overlays={
          <>
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
        {redirect ? (
          <Redirect to={redirect} replace />
        ) : (
          <Switch>
            {ROUTES.map((route) => (
              <Route key={route.path} path={route.path}>
                <Screen route={route} screens={screens} />
              </Route>
            ))}
            <Route>
              <NotFound />
            </Route>
          </Switch>
        )}
      </AppLayout>
    </ErrorBoundary>
  );
}
