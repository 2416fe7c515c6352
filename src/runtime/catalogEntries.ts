/**
 * The Lingui catalogs and what each one holds (issue 16: the first render must not wait for the whole language).
 * A catalog is named by the modules it serves: it holds every message of their import graph (static imports and the
 * lazy pieces they load themselves) that the shell does not already hold. `lingui.config.ts` walks these graphs, so
 * `npm run i18n:extract` keeps each catalog in step with the code; a message two screens share sits in both.
 *
 * - `shell` is awaited before the first render (`activateLocale`): header, footer, route titles, toasts, not-found,
 *   the profile area's sidebar, and the menu (overlay, /menu page, brands block), whose chunks are fetched at idle.
 * - each lazily loaded screen or overlay has its own, fetched together with its chunk (`src/app/screens.ts`), so the
 *   screen never renders before its words are there.
 * - `devtools` is the development panel's, loaded only in development.
 * - `server` holds what the server's render (src/entry-server.tsx) says itself, beside the screens it imports (their
 *   words are in their own catalogs): only `loadAllMessages` loads it.
 *
 * Pure data, no Vite: lingui.config.ts reads this file in Node. `catalogs.ts` loads the compiled catalogs.
 */
export const CATALOG_ENTRIES = {
  shell: [
    'src/main.tsx',
    'src/ui/views/MenuOverlay/MenuOverlay.tsx',
    'src/ui/views/MenuPage/MenuPage.tsx',
    'src/features/menu/MenuBrandsBlock.tsx',
  ],
  home: ['src/features/home/HomeScreen.tsx'],
  catalog: ['src/features/catalog/CatalogScreen.tsx'],
  product: ['src/features/product/ProductScreen.tsx'],
  login: ['src/features/signin/LoginScreen.tsx'],
  relay: ['src/features/signin/RelayScreen.tsx'],
  phoneSetup: ['src/features/signin/PhoneSetupScreen.tsx'],
  loginModal: ['src/features/signin/LoginModal.tsx'],
  cart: ['src/features/cart/CartScreen.tsx'],
  favorites: ['src/features/favorites/FavoritesScreen.tsx'],
  compare: ['src/features/compare/CompareScreen.tsx'],
  checkout: ['src/features/checkout/CheckoutScreen.tsx'],
  purchaseHistory: ['src/features/purchaseHistory/PurchaseHistoryScreen.tsx'],
  profile: ['src/features/profile/ProfileScreen.tsx'],
  video: ['src/features/video/VideoScreen.tsx'],
  about: ['src/features/pages/AboutScreen.tsx'],
  contacts: ['src/features/pages/ContactsScreen.tsx'],
  faq: ['src/features/pages/FaqScreen.tsx'],
  support: ['src/features/pages/SupportScreen.tsx'],
  privacy: ['src/features/pages/PrivacyScreen.tsx'],
  services: ['src/features/pages/ServicesScreen.tsx'],
  service: ['src/features/pages/ServiceScreen.tsx'],
  authenticity: ['src/features/pages/AuthenticityScreen.tsx'],
  salesHistory: ['src/features/pages/SalesHistoryScreen.tsx'],
  buyback: ['src/features/requests/BuybackScreen.tsx'],
  appointment: ['src/features/requests/AppointmentScreen.tsx'],
  devtools: ['src/features/devtools/startDevTools.tsx'],
  server: ['src/entry-server.tsx'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogName = keyof typeof CATALOG_ENTRIES;
export const CATALOG_NAMES = Object.keys(CATALOG_ENTRIES) as CatalogName[];
/** The catalog loaded before the first render. */
export const SHELL_CATALOG: CatalogName = 'shell';
