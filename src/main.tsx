import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppActorsProvider } from './runtime/appActors.tsx';
import { App } from './app/App.tsx';
import type { Messages } from '@lingui/core';
import { activateLocale, adoptCatalogs, detectLocale, i18n } from './runtime/i18n.ts';
import type { CatalogName } from './runtime/catalogs.ts';
import { createInspectionHub } from './runtime/inspection.ts';
import { readSsrState, SsrProvider, type SsrScope } from './runtime/ssr.tsx';
import { preloadScreen, SCREENS } from './app/screens.ts';
import { routeFor } from './app/routes.ts';
import './ui/theme/fonts.ts';
import './ui/theme/global.css.ts';
import { lightTheme } from './ui/theme/light.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const locale = detectLocale(window.location, window.localStorage);

/**
 * Issue 16 §1: a public route arrives rendered by the server with its route actors' snapshots and its words. The
 * page hydrates from them when it is still the address and language the server rendered (a `#lang=` or a stored
 * choice the server could not see means another language: then the browser renders it afresh). Only the route's
 * own chunk is awaited before hydrating (see below); until then the markup is there to read and its links work.
 */
const ssr = readSsrState(document);
const here = `${window.location.pathname}${window.location.search}`;
const hydrate = ssr !== null && ssr.locale === locale && ssr.url === here && root.hasChildNodes();
if (ssr && hydrate) adoptCatalogs(locale, ssr.catalogs as CatalogName[], ssr.messages as Messages);
else await activateLocale(locale);
document.documentElement.classList.add(lightTheme);

/** Every actor of the app reports here (issue 3 §6); in development the inspector and the dev panel listen. */
const hub = createInspectionHub();
if (import.meta.env.DEV) {
  const { startDevTools } = await import('./features/devtools/startDevTools.tsx');
  await startDevTools(hub, i18n);
}

const scope: SsrScope | null = ssr && hydrate ? { snapshots: ssr.snapshots, url: ssr.url } : null;

const app = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <SsrProvider scope={scope}>
        <AppActorsProvider inspect={hub.inspect}>
          <App screens={SCREENS} />
        </AppActorsProvider>
      </SsrProvider>
    </I18nProvider>
  </StrictMode>
);

if (hydrate) {
  // The route's chunk and catalog (the page's links have them in flight already) are awaited before hydrating: a
  // screen still loading at hydration leaves its Suspense boundary dehydrated, and the first store update above it
  // (the session, the cart) would make React throw the server's markup away and show the loading page instead.
  // A chunk that cannot load (a page cached from before a deploy) still hydrates: the screen then fails as it would
  // on a client render, into the app's error fallback, whose Refresh Page loads the page afresh.
  const route = routeFor(window.location.pathname);
  if (route) await preloadScreen(route.screen).catch((error: unknown) => console.warn('[ssr] the route chunk did not load:', error));
  // Issue 25: hydration as a transition is rendered in slices that yield to the browser every few milliseconds
  // (a tap or a scroll in between is answered), where a plain hydrateRoot renders the whole shell in one task.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch makes React render that part afresh (still from the same snapshots): worth a warning, not an error.
      onRecoverableError: (error) => console.warn('[ssr] hydration fell back to a client render:', error),
    });
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
