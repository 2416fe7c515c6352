import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CatalogName } from '../runtime/catalogs.ts';
import { loadCatalog } from '../runtime/i18n.ts';
import type { ScreenKey, ScreenProps } from '../runtime/screenTypes.ts';

export type Screens = Partial<Record<ScreenKey, LazyExoticComponent<ComponentType<ScreenProps>>>>;
type Module<P> = { default: ComponentType<P> };
export type ScreenLoader = () => Promise<Module<ScreenProps>>;

/**
 * A lazily loaded piece with its words (issue 16): `load` fetches the chunk and its Lingui catalog in the active
 * language together and resolves only when both are there, so the piece never renders message ids; `Component` is
 * the React.lazy over it. Once loaded, `Component` renders at once without suspending (React.lazy settles
 * synchronously on a thenable that calls back at once), so a screen preloaded before hydration never shows its
 * fallback.
 */
function lazyWithCatalog<P>(catalog: CatalogName, importChunk: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  // Both halves are cached (the module registry, loadCatalog per language): calling load again costs nothing.
  const load = () => Promise.all([importChunk(), loadCatalog(catalog)]).then(([module]) => (loaded = module));
  const settled = (module: Module<P>) => ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;
  const Component = lazy(() => (loaded ? settled(loaded) : load()));
  return { load, Component };
}

/** One chunk and one catalog serve the three detail routes (part 1 §2.7): watches and sale items, jewelry, bags. */
const product = lazyWithCatalog('product', () => import('../features/product/ProductScreen.tsx'));

/**
 * The composition root of the routes: which feature renders each screen of the route table (`routes.ts`), as
 * `import('../features/<noun>/<Noun>Screen.tsx')` with the catalog of the same name (src/runtime/catalogEntries.ts
 * lists the entry module of each catalog; tests/unit/locales.test.ts checks that the two tables agree). Features never
 * import each other, so the table lives here, above them. Every screen is its own chunk, fetched with its catalog on
 * its first visit; a key not listed renders the designed "coming soon" page.
 */
const CHUNKS: Partial<Record<ScreenKey, ReturnType<typeof lazyWithCatalog<ScreenProps>>>> = {
  home: lazyWithCatalog('home', () => import('../features/home/HomeScreen.tsx')),
  catalog: lazyWithCatalog('catalog', () => import('../features/catalog/CatalogScreen.tsx')),
  product,
  jewelryItem: product,
  bag: product,
  login: lazyWithCatalog('login', () => import('../features/signin/LoginScreen.tsx')),
  relay: lazyWithCatalog('relay', () => import('../features/signin/RelayScreen.tsx')),
  phoneSetup: lazyWithCatalog('phoneSetup', () => import('../features/signin/PhoneSetupScreen.tsx')),
  cart: lazyWithCatalog('cart', () => import('../features/cart/CartScreen.tsx')),
  favorites: lazyWithCatalog('favorites', () => import('../features/favorites/FavoritesScreen.tsx')),
  compare: lazyWithCatalog('compare', () => import('../features/compare/CompareScreen.tsx')),
  checkout: lazyWithCatalog('checkout', () => import('../features/checkout/CheckoutScreen.tsx')),
  purchaseHistory: lazyWithCatalog('purchaseHistory', () => import('../features/purchaseHistory/PurchaseHistoryScreen.tsx')),
  profile: lazyWithCatalog('profile', () => import('../features/profile/ProfileScreen.tsx')),
  video: lazyWithCatalog('video', () => import('../features/video/VideoScreen.tsx')),
  about: lazyWithCatalog('about', () => import('../features/pages/AboutScreen.tsx')),
  contacts: lazyWithCatalog('contacts', () => import('../features/pages/ContactsScreen.tsx')),
  faq: lazyWithCatalog('faq', () => import('../features/pages/FaqScreen.tsx')),
  support: lazyWithCatalog('support', () => import('../features/pages/SupportScreen.tsx')),
  privacy: lazyWithCatalog('privacy', () => import('../features/pages/PrivacyScreen.tsx')),
  services: lazyWithCatalog('services', () => import('../features/pages/ServicesScreen.tsx')),
  service: lazyWithCatalog('service', () => import('../features/pages/ServiceScreen.tsx')),
  authenticity: lazyWithCatalog('authenticity', () => import('../features/pages/AuthenticityScreen.tsx')),
  salesHistory: lazyWithCatalog('salesHistory', () => import('../features/pages/SalesHistoryScreen.tsx')),
  buyback: lazyWithCatalog('buyback', () => import('../features/requests/BuybackScreen.tsx')),
  appointment: lazyWithCatalog('appointment', () => import('../features/requests/AppointmentScreen.tsx')),
};

const pick = <T>(read: (chunk: NonNullable<(typeof CHUNKS)[ScreenKey]>) => T) =>
  Object.fromEntries(Object.entries(CHUNKS).map(([key, chunk]) => [key, read(chunk)])) as Partial<Record<ScreenKey, T>>;

/** Each screen's loader: resolves only when both the screen's chunk and its catalog (active language) are loaded. */
export const SCREEN_LOADERS: Partial<Record<ScreenKey, ScreenLoader>> = pick((chunk) => chunk.load);

/** The lazy screens the route switch renders (the three detail routes share one component, so one chunk). */
export const SCREENS: Screens = pick((chunk) => chunk.Component);

/**
 * Fetches a screen's chunk and catalog ahead of its render (before hydrating a server-rendered page, or on a link's
 * hover); afterwards `SCREENS[key]` renders without suspending. A key without a feature resolves at once.
 */
export async function preloadScreen(key: ScreenKey): Promise<void> {
  await SCREEN_LOADERS[key]?.();
}

const loginModal = lazyWithCatalog('loginModal', () => import('../features/signin/LoginModal.tsx'));

/**
 * The global login modal (part 1 §2.5), mounted by the shell on its first opening: the sign-in panel, its machine,
 * its catalog and Radix's dialog arrive only then, never with the first page.
 */
export const LOGIN_MODAL = loginModal.Component;
/** Fetches the login modal's chunk and catalog ahead of its first opening. */
export const preloadLoginModal = async (): Promise<void> => void (await loginModal.load());
