import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { MenuActor, ToastActor } from '../../appActors.tsx';
import { storeLocale, type Locale } from '../../i18n.ts';
import type { LinkRenderProps } from '../../ui/link.tsx';
import { ToastRegion } from '../../ui/ToastRegion/ToastRegion.tsx';
import { AppLayout } from '../../ui/views/AppLayout/AppLayout.tsx';
import { ComingSoonPage } from '../../ui/views/ComingSoonPage/ComingSoonPage.tsx';
import { ErrorFallback } from '../../ui/views/ErrorFallback/ErrorFallback.tsx';
import { Footer } from '../../ui/views/Footer/Footer.tsx';
import { Header } from '../../ui/views/Header/Header.tsx';
import { MenuOverlay } from '../../ui/views/MenuOverlay/MenuOverlay.tsx';
import { MenuPage } from '../../ui/views/MenuPage/MenuPage.tsx';
import { CONTACT_PHONE, FOOTER_BRANDS } from './contacts.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { redirectFor, ROUTES, type RouteDef } from './routes.ts';
import { usePageMeta, useScrollOnNavigate } from './navigation.ts';

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

function Screen({ route }: { route: RouteDef }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const menu = MenuActor.useActorRef();
  if (route.screen === 'menu') {
    return (
      <MenuPage
        onNavigate={(href) => {
          menu.send({ type: 'menu.navigate' });
          navigate(href);
        }}
      />
    );
  }
  return <ComingSoonPage title={i18n._(route.title)} renderLink={renderLink} />;
}

function NotFound() {
  const { t } = useLingui();
  return <ComingSoonPage title={t`Страница не найдена`} description={t`Такой страницы нет. Загляните в каталог или на главную.`} renderLink={renderLink} />;
}

export function App({ locale }: { locale: Locale }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [searchText, setSearchText] = useState('');
  const toasts = ToastActor.useSelector((snapshot) => snapshot.context.toasts);
  const toastActor = ToastActor.useActorRef();
  const menuOpen = MenuActor.useSelector((snapshot) => snapshot.hasTag('open'));
  const menu = MenuActor.useActorRef();
  usePageMeta(location);
  useScrollOnNavigate(location);

  const redirect = redirectFor(location, search ? `?${search}` : '');
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
      searchValue={searchText}
      onSearchChange={setSearchText}
      onSearchSubmit={(value) => {
        const text = value.trim();
        if (text) navigate(`/catalog?${new URLSearchParams({ search: text }).toString()}`);
      }}
      onOpenFavorites={() => navigate('/favorites')}
      onOpenCart={() => navigate('/cart')}
      onOpenProfile={() => navigate('/profile')}
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
          <MenuOverlay
            open={menuOpen}
            onOpenChange={(open) => menu.send({ type: open ? 'menu.open' : 'menu.close' })}
            onNavigate={(href) => {
              menu.send({ type: 'menu.navigate' });
              navigate(href);
            }}
          />
        }
      >
        <ThrowWhenAsked />
        {redirect ? (
          <Redirect to={redirect} replace />
        ) : (
          <Switch>
            {ROUTES.map((route) => (
              <Route key={route.path} path={route.path}>
                <Screen route={route} />
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
