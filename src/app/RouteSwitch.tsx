import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { LoginModalActor, loginUrl, MenuActor, NoticeCountActor, SessionActor } from '../runtime/appActors.tsx';
import { renderLink } from '../runtime/links.tsx';
import { selectAccountName, selectIsSignedIn } from '../machines/sessionMachine.ts';
import { selectUnreadNoticeCount } from '../machines/alerts/noticeCountMachine.ts';
import { ComingSoonPage } from '../ui/views/ComingSoonPage/ComingSoonPage.tsx';
import { NotFoundPage } from '../ui/views/NotFoundPage/NotFoundPage.tsx';
import { PageLoading } from '../ui/views/PageLoading/PageLoading.tsx';
import { PROFILE_AREA_PATHS, ProfileArea, type ProfileAreaPath } from '../ui/views/ProfileArea/ProfileArea.tsx';
import { MenuBrandsBlock, MenuPage } from './menuChunks.ts';
import { redirectFor, ROUTES, type RouteDef } from './routes.ts';
import type { Screens } from './screens.ts';
import { useSignOut } from './useSignOut.ts';

const isProfileArea = (path: string): path is ProfileAreaPath => (PROFILE_AREA_PATHS as readonly string[]).includes(path);

/** Opens the global login modal once, when a modal-guarded route is shown to a signed-out visitor. */
function AskToSignIn() {
  const loginModal = LoginModalActor.useActorRef();
  useEffect(() => {
    loginModal.send({ type: 'loginModal.open' });
  }, [loginModal]);
  return null;
}

function Screen({ route, screens }: { route: RouteDef; screens: Screens }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const params = useParams();
  const menu = MenuActor.useActorRef();
  const signedIn = SessionActor.useSelector(selectIsSignedIn);
  const accountName = SessionActor.useSelector(selectAccountName);
  const unreadNotices = NoticeCountActor.useSelector(selectUnreadNoticeCount);
  const signOut = useSignOut();
  // Signed-out visitors sign in first (part 1 §6, part 2 §2 and §6): by `/login?next=…` or the login modal over the
  // page, as the site map says of the route (kernel/siteMap.ts).
  const guard = signedIn || route.audience.who === 'public' ? undefined : route.audience.guest;
  if (guard === 'login') return <Redirect to={loginUrl(window.location)} replace />;
  const gate = guard === 'modal' ? <AskToSignIn /> : null;
  const Feature = screens[route.screen];
  if (Feature) {
    const screen = (
      <Suspense fallback={<PageLoading />}>
        {gate}
        <Feature route={route.path} params={params} />
      </Suspense>
    );
    // Part 1 §2.9: the signed-in customer's screens share the profile area's sidebar (a menu list and back arrows
    // under 900 px).
    const area = isProfileArea(route.path) ? route.path : null;
    return area && signOut ? (
      <ProfileArea current={area} name={accountName} unreadNotices={unreadNotices} renderLink={renderLink} onSignOut={signOut}>
        {screen}
      </ProfileArea>
    ) : (
      screen
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

/**
 * The route switch: the old addresses of part 1 §2.1 redirect; each path of the route table renders its screen
 * (screens.ts) behind the sign-in gate; any other path is the "page not found".
 */
export function RouteSwitch({ screens }: { screens: Screens }) {
  const [location] = useLocation();
  const search = useSearch();
  const redirect = redirectFor(location, search ? `?${search}` : '');
  if (redirect) return <Redirect to={redirect} replace />;
  return (
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
  );
}
