import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { AnyActorRef } from 'xstate';
import type { Locale } from '../kernel/language.ts';
import { SCREEN_CHUNKS, screenChunk, SSR_SCREENS, type ChunkScreen, type ScreenKey } from '../kernel/siteMap.ts';
import { jsonForScript, type SsrEntry, type SsrRendered, type SsrRenderRequest } from '../kernel/ssr.ts';
import { setApiLocale, setApiTransport, type ApiTransport } from './api/client.ts';
import { App } from './app/App.tsx';
import { routeFor, type RouteDef } from './app/routes.ts';
import type { Screens } from './app/screens.ts';
import { productHead } from './features/product/productMeta.ts';
import { selectProductPageProps } from './features/product/productSelectors.ts';
import type { ProductItem, ProductKind, ProductSnapshot } from './machines/productMachine.ts';
import { AppActorsProvider } from './runtime/appActors.tsx';
import { importCatalog, loadAllMessages, SHELL_CATALOG, type CatalogName } from './runtime/catalogs.ts';
import type { ScreenProps } from './runtime/screenTypes.ts';
import { pageHead, renderHead } from './domain/seo/head.ts';
import { organizationJsonLd, productJsonLd } from './domain/seo/jsonLd.ts';
import { productTitle, seoProductOf } from './domain/seo/product.ts';
import { productImage, siteImage } from './domain/seo/site.ts';
import { SsrProvider, type SsrScope, type SsrState } from './runtime/ssr.tsx';
import type { ProductDetails } from './ui/views/ProductPage/ProductPage.tsx';
import { lightTheme } from './ui/theme/light.css.ts';

/**
 * Every screen module, keyed `/src/features/<noun>/<Noun>Screen.tsx`: a pattern rather than a list, so the site map
 * (kernel/siteMap.ts) is the one list of screens and of which the server renders. Lazy, so the private
 * screens' chunks are never loaded on the server; the rendered ones are imported below, before the first render.
 */
const SCREEN_MODULES = import.meta.glob<ComponentType<ScreenProps>>('/src/features/*/*Screen.tsx', { import: 'default' });

/** A table screen's component; a module the pattern does not find fails when the server loads the bundle. */
async function screenComponent(key: ChunkScreen): Promise<ComponentType<ScreenProps>> {
  const { module } = SCREEN_CHUNKS[key];
  const load = SCREEN_MODULES[`/${module}`];
  if (!load) throw new Error(`${module} (kernel/siteMap.ts) is not a src/features/<noun>/<Noun>Screen.tsx`);
  return load();
}

/**
 * The server's render of the public routes (issue 16 §1), built by `vite build --ssr` into dist-server/ and called
 * by the server (server/ssr/). The same App, screens and views as the browser's; the screens are loaded with the
 * bundle (top-level await), so nothing suspends. Only the screens of the site map's `ssr` routes are rendered here:
 * private routes are left to the browser.
 */
const SERVER_SCREENS: Partial<Record<ScreenKey, ComponentType<ScreenProps>>> = Object.fromEntries(
  await Promise.all(SSR_SCREENS.map(async (key) => [key, await screenComponent(key)] as const)),
);

/**
 * The source module of each server-rendered screen (the build manifest's key), so the server can link its chunk and
 * styles.
 */
export const SCREEN_SOURCES: Partial<Record<ScreenKey, string>> = Object.fromEntries(
  SSR_SCREENS.map((key) => [key, SCREEN_CHUNKS[key].module]),
);

/** The class the document element carries (the light theme's variables). */
export const THEME_CLASS = lightTheme;

export type RenderRequest = SsrRenderRequest<ApiTransport>;

/** A rendered page (kernel/ssr.ts), with the route it rendered. */
export interface Rendered extends SsrRendered {
  route: RouteDef;
}

/** The screen that renders `path` on the server, or null when the browser renders it. */
export function serverScreenFor(path: string): { route: RouteDef; screen: ScreenKey } | null {
  const route = routeFor(path);
  if (!route?.ssr || !SERVER_SCREENS[route.screen]) return null;
  return { route, screen: route.screen };
}

function tree(path: string, search: string, scope: SsrScope) {
  return (
    <I18nProvider i18n={i18n}>
      <SsrProvider scope={scope}>
        <AppActorsProvider>
          <Router ssrPath={path} ssrSearch={search}>
            <App screens={SERVER_SCREENS as Screens} />
          </Router>
        </AppActorsProvider>
      </SsrProvider>
    </I18nProvider>
  );
}

const loaded = new Map<Locale, ReturnType<typeof loadAllMessages>>();
/** Every catalog of a language, merged once per process: the server renders any page. */
function messagesOf(locale: Locale) {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = loadAllMessages(locale);
    loaded.set(locale, messages);
  }
  return messages;
}

/** The catalogs a screen's page needs: the shell's and the screen's own, as the screen table names it. */
function pageCatalogs(screen: ScreenKey): CatalogName[] {
  const own = screenChunk(screen)?.catalog;
  return own ? [SHELL_CATALOG, own] : [SHELL_CATALOG];
}

/** The head of a rendered page (src/domain/seo/): a detail page's piece names it and brings its structured data. */
function headOf(
  request: RenderRequest,
  route: RouteDef,
  product: { details: ProductDetails | null; item: ProductItem | null; kind: ProductKind } | null,
): string {
  const { origin, path, search, locale } = request;
  const shop = t`Москва · Дубай`;
  if (product?.details && product.item) {
    const seo = seoProductOf(product.kind, product.item);
    const { title, description } = productHead(product.details, locale);
    const jsonLd = productJsonLd({ origin, locale, path, product: seo, category: product.kind });
    // Issue 22 item 25: the piece's picture as a PNG (og:image), named by the piece; the site's card when it has none.
    const image = productImage(seo.images, productTitle(seo)) ?? siteImage(locale);
    return renderHead(pageHead({ origin, path, search, locale, title, description, image, type: 'product', jsonLd }));
  }
  const title = `${i18n._(route.title)} — ${shop}`;
  const jsonLd = route.path === '/' ? [organizationJsonLd(origin, locale)] : [];
  // A detail page whose piece is gone is not a page to index.
  const indexable = product ? false : undefined;
  return renderHead(pageHead({ origin, path, search, locale, title, description: i18n._(route.description), image: siteImage(locale), jsonLd, indexable }));
}

/** The complete HTML of a tree (every Suspense boundary resolved), reporting what failed to render. */
async function renderToHtml(node: ReactNode, onError: (error: unknown) => void): Promise<string> {
  // No boundary is outlined (that needs inline scripts, which the CSP refuses): the page comes whole.
  const { prelude } = await prerenderToNodeStream(node, { onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders one public page. Not reentrant (the app's i18n, API locale and transport are module state): the server
 * renders one page at a time.
 *
 * 1. A first pass mounts the route's screen; each keyed route actor starts (runtime/ssr.tsx) and asks the API.
 * 2. Wait until no API call is in flight (a few event-loop turns in a row), at most `settleMs`.
 * 3. Their persisted snapshots render the page a second time: that HTML and those snapshots go to the browser.
 */
export async function render(request: RenderRequest): Promise<Rendered> {
  const found = serverScreenFor(request.path);
  if (!found) throw new Error(`${request.path} is not rendered on the server`);
  const { route, screen } = found;
  i18n.loadAndActivate({ locale: request.locale, messages: await messagesOf(request.locale) });
  setApiLocale(request.locale);
  let inFlight = 0;
  setApiTransport(async (req, init) => {
    inFlight += 1;
    try {
      return await request.transport(req, init);
    } finally {
      inFlight -= 1;
    }
  });
  const actors = new Map<string, AnyActorRef>();
  const errors: string[] = [];
  const onError = (error: unknown) => {
    errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  };
  try {
    renderToString(
      tree(request.path, request.search, {
        snapshots: {},
        cookies: request.cookies,
        collect: (key, actor) => {
          if (actors.has(key)) return;
          actors.set(key, actor);
          actor.start();
        },
      }),
    );
    const deadline = Date.now() + (request.settleMs ?? 3000);
    for (let quiet = 0; quiet < 3 && Date.now() < deadline; ) {
      await tick();
      quiet = inFlight === 0 ? quiet + 1 : 0;
      if (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const snapshots: Record<string, unknown> = {};
    const unsettled: string[] = [];
    let product: { details: ProductDetails | null; item: ProductItem | null; kind: ProductKind } | null = null;
    let status: Rendered['status'] = 200;
    for (const [key, actor] of actors) {
      snapshots[key] = actor.getPersistedSnapshot();
      if (inFlight > 0) unsettled.push(key);
      if (key === 'product') {
        const settled = actor.getSnapshot() as ProductSnapshot;
        product = { details: selectProductPageProps(settled, { dubai: t`Дубай` }).product, item: settled.context.product, kind: settled.context.kind };
        if (settled.matches('notFound')) status = 404;
      }
      actor.stop();
    }
    const html = await renderToHtml(tree(request.path, request.search, { snapshots, cookies: request.cookies }), onError);
    // The words of the shell and of this screen travel with the page, so the browser hydrates without awaiting them.
    const catalogs = pageCatalogs(screen);
    const messages = Object.assign({}, ...(await Promise.all(catalogs.map((name) => importCatalog(name, request.locale))))) as Record<string, unknown>;
    const state: SsrState = { url: `${request.path}${request.search ? `?${request.search}` : ''}`, locale: request.locale, snapshots, catalogs, messages };
    return { screen, route, html, stateJson: jsonForScript(state), head: headOf(request, route, product), unsettled, errors, status };
  } finally {
    setApiTransport(null);
  }
}

/**
 * What the server loads of this bundle (server/ssr/renderer.ts), checked against the kernel's interface
 * (kernel/ssr.ts): a change here that the server would not understand fails tsc, not a render.
 */
export default { render, serverScreenFor, SCREEN_SOURCES, THEME_CLASS } satisfies SsrEntry<ApiTransport>;
