import type { ScreenKey } from './screenTypes.ts';

/** What the app knows of one lazily loaded screen. */
export interface ScreenEntry {
  /**
   * The screen's feature module, from the project root: the build manifest's key, the key (with a leading `/`) the
   * `import.meta.glob` of `src/app/screens.ts` and `src/entry-server.tsx` find it under, and the entry of its
   * catalog. The type keeps it inside that glob's pattern.
   */
  readonly module: `src/features/${string}/${string}Screen.tsx`;
  /** The Lingui catalog fetched with its chunk (`src/runtime/catalogEntries.ts` makes the module its entry). */
  readonly catalog: string;
  /**
   * Whether the server renders the screen (issue 16 §1): every public route's screen, `/appointment`'s too (issue 22
   * item 23: it is in the sitemap, so it comes with its own title, canonical and language); never a private route's
   * (cart, checkout, profile, sign-in).
   */
  readonly ssr: boolean;
}

/**
 * The one table of the lazily loaded screens, so the browser's chunks, the server's render and the catalogs cannot
 * drift apart: `src/app/screens.ts` builds each screen's chunk and catalog from it, `src/entry-server.tsx` renders
 * the `ssr` ones and links their chunk, and `catalogEntries.ts` makes each module the entry of its catalog. The three
 * detail routes share one module and one catalog (part 1 §2.7): watches and sale items, jewelry, bags. A screen key
 * not listed (`menu`, `comingSoon`) renders the designed "coming soon" page; `tests/unit/locales.test.ts` checks that
 * every `src/features/<noun>/<Noun>Screen.tsx` is listed and that a module has one catalog.
 *
 * Pure data, no Vite, no React: lingui.config.ts reads it in Node through catalogEntries.ts.
 */
export const SCREEN_TABLE = {
  home: { module: 'src/features/home/HomeScreen.tsx', catalog: 'home', ssr: true },
  catalog: { module: 'src/features/catalog/CatalogScreen.tsx', catalog: 'catalog', ssr: true },
  product: { module: 'src/features/product/ProductScreen.tsx', catalog: 'product', ssr: true },
  jewelryItem: { module: 'src/features/product/ProductScreen.tsx', catalog: 'product', ssr: true },
  bag: { module: 'src/features/product/ProductScreen.tsx', catalog: 'product', ssr: true },
  login: { module: 'src/features/signin/LoginScreen.tsx', catalog: 'login', ssr: false },
  relay: { module: 'src/features/signin/RelayScreen.tsx', catalog: 'relay', ssr: false },
  phoneSetup: { module: 'src/features/signin/PhoneSetupScreen.tsx', catalog: 'phoneSetup', ssr: false },
  cart: { module: 'src/features/cart/CartScreen.tsx', catalog: 'cart', ssr: false },
  favorites: { module: 'src/features/favorites/FavoritesScreen.tsx', catalog: 'favorites', ssr: false },
  compare: { module: 'src/features/compare/CompareScreen.tsx', catalog: 'compare', ssr: false },
  checkout: { module: 'src/features/checkout/CheckoutScreen.tsx', catalog: 'checkout', ssr: false },
  orderConfirmation: { module: 'src/features/orderConfirmation/OrderConfirmationScreen.tsx', catalog: 'orderConfirmation', ssr: false },
  purchaseHistory: { module: 'src/features/purchaseHistory/PurchaseHistoryScreen.tsx', catalog: 'purchaseHistory', ssr: false },
  profile: { module: 'src/features/profile/ProfileScreen.tsx', catalog: 'profile', ssr: false },
  video: { module: 'src/features/video/VideoScreen.tsx', catalog: 'video', ssr: true },
  about: { module: 'src/features/pages/AboutScreen.tsx', catalog: 'about', ssr: true },
  contacts: { module: 'src/features/pages/ContactsScreen.tsx', catalog: 'contacts', ssr: true },
  faq: { module: 'src/features/pages/FaqScreen.tsx', catalog: 'faq', ssr: true },
  support: { module: 'src/features/pages/SupportScreen.tsx', catalog: 'support', ssr: true },
  privacy: { module: 'src/features/pages/PrivacyScreen.tsx', catalog: 'privacy', ssr: true },
  terms: { module: 'src/features/pages/TermsScreen.tsx', catalog: 'terms', ssr: true },
  services: { module: 'src/features/pages/ServicesScreen.tsx', catalog: 'services', ssr: true },
  service: { module: 'src/features/pages/ServiceScreen.tsx', catalog: 'service', ssr: true },
  authenticity: { module: 'src/features/pages/AuthenticityScreen.tsx', catalog: 'authenticity', ssr: true },
  salesHistory: { module: 'src/features/pages/SalesHistoryScreen.tsx', catalog: 'salesHistory', ssr: true },
  buyback: { module: 'src/features/requests/BuybackScreen.tsx', catalog: 'buyback', ssr: true },
  appointment: { module: 'src/features/requests/AppointmentScreen.tsx', catalog: 'appointment', ssr: true },
} as const satisfies Partial<Record<ScreenKey, ScreenEntry>>;

/** A screen key the table lists (every other key renders the "coming soon" page). */
export type TableScreen = keyof typeof SCREEN_TABLE;
/** A row of the table, its catalog name kept as a literal. */
export type TableEntry = (typeof SCREEN_TABLE)[TableScreen];
/** The catalog of some screen of the table. */
export type ScreenCatalog = TableEntry['catalog'];

/** The screens of the table, in its order. */
export const TABLE_SCREENS = Object.keys(SCREEN_TABLE) as TableScreen[];

/** The table's entry of a screen key, if it lists the key. */
export const screenEntry = (key: ScreenKey): TableEntry | undefined => (SCREEN_TABLE as Partial<Record<ScreenKey, TableEntry>>)[key];

/** The screens the server renders. Pure: the browser's bundle, which never reads it, drops it. */
export const SSR_SCREENS: readonly TableScreen[] = /* @__PURE__ */ TABLE_SCREENS.filter((key) => SCREEN_TABLE[key].ssr);

/** Each screen catalog with its entry modules (a module shared by several screens, once), in the table's order. */
export function screenCatalogEntries(): Record<ScreenCatalog, readonly string[]> {
  const entries: Partial<Record<ScreenCatalog, string[]>> = {};
  for (const key of TABLE_SCREENS) {
    const { module, catalog } = SCREEN_TABLE[key];
    const modules = (entries[catalog] ??= []);
    if (!modules.includes(module)) modules.push(module);
  }
  return entries as Record<ScreenCatalog, readonly string[]>;
}
