/**
 * The site map (issue 24): every page of the SPA once, with what each side needs to know of it. The browser builds
 * its route switch, sign-in gate and lazy screens from it (src/app); the server answers 404 outside it, renders the
 * `ssr` routes, lists the `sitemap` ones and writes robots.txt from it (server/plugins/spa.ts, server/seo/);
 * the Lingui config makes each screen module the entry of its catalog. Titles and descriptions are sentences, so
 * they stay with the client (src/app/routes.ts, one per path, forced by the type).
 *
 * Pure data and string matching: no URL or URLSearchParams (neither is in the kernel's library).
 */

/** The screen keys: each is filled by the feature module of SCREEN_CHUNKS, `menu` by the shell itself. */
export type ScreenKey = keyof typeof SCREEN_CHUNKS | 'menu';

/**
 * Who may see a route. A guest on a signed-in route is sent to `/login?next=…` (`login`) or shown the login modal
 * over the page (`modal`), as part 1 §6 and part 2 §2 and §6 ask. Staff pages (issue 27, the back office) send a
 * guest to `/login?next=…` too; a signed-in customer there gets the screen's "staff only" page, because only the
 * server knows the role (getStaffMe answers 403).
 */
export type Audience =
  | { readonly who: 'public' }
  | { readonly who: 'signedIn'; readonly guest: 'login' | 'modal' }
  | { readonly who: 'staff'; readonly guest: 'login' };

const anyone = { who: 'public' } as const;
const signedIn = <Guest extends 'login' | 'modal'>(guest: Guest) => ({ who: 'signedIn', guest }) as const;
const staff = { who: 'staff', guest: 'login' } as const;

/** The product tables, each with a detail page (sale watches are watches: /product/{id}). */
export type ProductTable = 'watches' | 'jewelry' | 'bags';

export interface SiteRoute {
  /** wouter-style pattern: "/product/:id". */
  readonly path: string;
  readonly screen: ScreenKey;
  readonly audience: Audience;
  /**
   * Whether the server renders it (issue 16 §1): every public page, `/appointment` too (issue 22 item 23: it is in
   * the sitemap, so it comes with its own title, canonical and language); never a shopper's own page.
   */
  readonly ssr: boolean;
  /** Whether sitemap.xml lists it (a detail page: every active piece of its `products` table) and search engines may index it. */
  readonly sitemap: boolean;
  /**
   * The robots.txt `Disallow:` prefix that keeps crawlers off it (several routes may share one; `/auth/` covers the
   * sign-in relay). None on an indexable page.
   */
  readonly disallow?: string;
  /** A detail page: the product table whose pieces it shows. */
  readonly products?: ProductTable;
}

/**
 * Every route of part 1 §2.1 and part 2's route table. The order is robots.txt's and sitemap.xml's: the indexable
 * pages first (the sitemap's static pages in this order), then the shopper's own pages (their Disallow lines in
 * this order). Patterns do not overlap, so the order does not change which route a path finds.
 */
export const SITE_ROUTES = [
  { path: '/', screen: 'home', audience: anyone, ssr: true, sitemap: true },
  { path: '/catalog', screen: 'catalog', audience: anyone, ssr: true, sitemap: true },
  { path: '/jewelry', screen: 'catalog', audience: anyone, ssr: true, sitemap: true },
  { path: '/bags', screen: 'catalog', audience: anyone, ssr: true, sitemap: true },
  { path: '/sale', screen: 'catalog', audience: anyone, ssr: true, sitemap: true },
  { path: '/product/:id', screen: 'product', audience: anyone, ssr: true, sitemap: true, products: 'watches' },
  { path: '/jewelry/:id', screen: 'jewelryItem', audience: anyone, ssr: true, sitemap: true, products: 'jewelry' },
  { path: '/bag/:id', screen: 'bag', audience: anyone, ssr: true, sitemap: true, products: 'bags' },
  { path: '/about', screen: 'about', audience: anyone, ssr: true, sitemap: true },
  { path: '/contacts', screen: 'contacts', audience: anyone, ssr: true, sitemap: true },
  { path: '/faq', screen: 'faq', audience: anyone, ssr: true, sitemap: true },
  { path: '/support', screen: 'support', audience: anyone, ssr: true, sitemap: true },
  { path: '/privacy-policy', screen: 'privacy', audience: anyone, ssr: true, sitemap: true },
  { path: '/terms', screen: 'terms', audience: anyone, ssr: true, sitemap: true },
  { path: '/services', screen: 'services', audience: anyone, ssr: true, sitemap: true },
  { path: '/service', screen: 'service', audience: anyone, ssr: true, sitemap: true },
  { path: '/authenticity', screen: 'authenticity', audience: anyone, ssr: true, sitemap: true },
  { path: '/video', screen: 'video', audience: anyone, ssr: true, sitemap: true },
  { path: '/watch-buyback', screen: 'buyback', audience: anyone, ssr: true, sitemap: true },
  { path: '/appointment', screen: 'appointment', audience: anyone, ssr: true, sitemap: true },
  { path: '/sales-history', screen: 'salesHistory', audience: anyone, ssr: true, sitemap: true },
  { path: '/cart', screen: 'cart', audience: anyone, ssr: false, sitemap: false, disallow: '/cart' },
  { path: '/checkout', screen: 'checkout', audience: signedIn('login'), ssr: false, sitemap: false, disallow: '/checkout' },
  // Issue 22 item 12: the thank-you page after «Зарезервировать», the order read back by its number.
  { path: '/checkout/success/:number', screen: 'orderConfirmation', audience: signedIn('login'), ssr: false, sitemap: false, disallow: '/checkout' },
  { path: '/favorites', screen: 'favorites', audience: signedIn('modal'), ssr: false, sitemap: false, disallow: '/favorites' },
  { path: '/compare', screen: 'compare', audience: signedIn('modal'), ssr: false, sitemap: false, disallow: '/compare' },
  { path: '/profile', screen: 'profile', audience: signedIn('login'), ssr: false, sitemap: false, disallow: '/profile' },
  // Issue 28: the shopper's saved searches and notices, inside the profile area.
  { path: '/profile/searches', screen: 'savedSearches', audience: signedIn('login'), ssr: false, sitemap: false, disallow: '/profile' },
  { path: '/profile/notifications', screen: 'notifications', audience: signedIn('login'), ssr: false, sitemap: false, disallow: '/profile' },
  { path: '/purchase-history', screen: 'purchaseHistory', audience: signedIn('login'), ssr: false, sitemap: false, disallow: '/purchase-history' },
  { path: '/phone-setup', screen: 'phoneSetup', audience: anyone, ssr: false, sitemap: false, disallow: '/phone-setup' },
  { path: '/login', screen: 'login', audience: anyone, ssr: false, sitemap: false, disallow: '/login' },
  { path: '/auth/relay', screen: 'relay', audience: anyone, ssr: false, sitemap: false, disallow: '/auth/' },
  { path: '/menu', screen: 'menu', audience: anyone, ssr: false, sitemap: false, disallow: '/menu' },
  // Issue 27: the back office, one lazy screen (shoppers never download it), never rendered by the server nor listed.
  { path: '/manage', screen: 'manage', audience: staff, ssr: false, sitemap: false, disallow: '/manage' },
  { path: '/manage/orders/:id', screen: 'manage', audience: staff, ssr: false, sitemap: false, disallow: '/manage' },
  { path: '/manage/requests', screen: 'manage', audience: staff, ssr: false, sitemap: false, disallow: '/manage' },
  { path: '/manage/products', screen: 'manage', audience: staff, ssr: false, sitemap: false, disallow: '/manage' },
  { path: '/manage/import', screen: 'manage', audience: staff, ssr: false, sitemap: false, disallow: '/manage' },
  { path: '/manage/audit', screen: 'manage', audience: staff, ssr: false, sitemap: false, disallow: '/manage' },
] as const satisfies readonly SiteRoute[];

/** A route pattern of the site map ("/product/:id"): the client keys each route's words by it. */
export type SitePath = (typeof SITE_ROUTES)[number]['path'];

/**
 * Old addresses the client redirects (part 1 §2.1): `/search?q=` → `/catalog?search=`, `/watches` and
 * `/product-detail` → `/catalog` (src/app/routes.ts `redirectFor`, one rule per address). The server serves them
 * the SPA with 200 so the browser can follow.
 */
export const SITE_REDIRECTS = ['/search', '/watches', '/product-detail'] as const;
export type RedirectPath = (typeof SITE_REDIRECTS)[number];

/** The path as the router sees it: trailing slashes dropped ("/catalog/" is "/catalog"), "/" kept. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare || '/';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A wouter pattern as a whole-path matcher; `param` is what one `:name` segment may be. */
const patternMatcher = (pattern: string, param: string) => new RegExp(`^${escapeRegExp(pattern).replace(/:[a-z]+/g, param)}$`);

// Pure calls (here and below): a bundle that reads none of these lists drops them.
const routeMatchers = /* @__PURE__ */ SITE_ROUTES.map((route) => ({ route: route as SiteRoute, matcher: patternMatcher(route.path, '[^/]+') }));

/** The route a concrete path (query ignored, trailing slashes too) renders, as wouter finds it. */
export function matchRoute(path: string): SiteRoute | undefined {
  const clean = normalizePath(path);
  return routeMatchers.find(({ matcher }) => matcher.test(clean))?.route;
}

/** Whether the SPA has a page at this path: a route or an old address it redirects (else the server answers 404). */
export function isSpaRoute(path: string): boolean {
  const clean = normalizePath(path);
  return matchRoute(clean) !== undefined || (SITE_REDIRECTS as readonly string[]).includes(clean);
}

/** The indexable patterns: the routes the sitemap lists. */
export const INDEXABLE_PATTERNS: readonly string[] = /* @__PURE__ */ SITE_ROUTES.filter((route) => route.sitemap).map((route) => route.path);

// Ids are positive integers (the contract bounds them to int32); `/product/abc` is a not-found page, not indexed.
const indexableMatchers = /* @__PURE__ */ INDEXABLE_PATTERNS.map((pattern) => patternMatcher(pattern, '[1-9]\\d{0,9}'));

/** Whether a path (query ignored) is a public page that search engines may index. */
export function isIndexable(path: string): boolean {
  const clean = normalizePath(path);
  return indexableMatchers.some((matcher) => matcher.test(clean));
}

/** The sitemap's pages without a parameter (home, the catalogue modes, the information pages), in the table's order. */
export const SITEMAP_PAGES: readonly string[] = /* @__PURE__ */ SITE_ROUTES.filter((route) => route.sitemap && !route.path.includes(':')).map((route) => route.path);

const detailPrefix = (table: ProductTable): string => {
  const route = SITE_ROUTES.find((entry) => 'products' in entry && entry.products === table);
  if (!route) throw new Error(`no detail page for ${table}`);
  return route.path.replace(/:[a-z]+$/, '');
};

/** Each product table's detail page prefix: a piece's page is the prefix and its id ("/product/12"). */
export const PRODUCT_PAGES: Readonly<Record<ProductTable, string>> = {
  watches: /* @__PURE__ */ detailPrefix('watches'),
  jewelry: /* @__PURE__ */ detailPrefix('jewelry'),
  bags: /* @__PURE__ */ detailPrefix('bags'),
};

/**
 * robots.txt's Disallow prefixes: the API and the reviewers' Storybook (issue 29: served at /storybook/ only with
 * SERVE_STORYBOOK=true, never a page of the site), then the shopper's own pages (cart, checkout, lists, profile,
 * sign-in, menu) and the back office in the table's order. The pages also say noindex. None is a prefix of an indexable page ("/cart" would also
 * block "/cartier": kernel/siteMap.test.ts checks).
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/storybook/',
  .../* @__PURE__ */ new Set(SITE_ROUTES.flatMap((route) => ('disallow' in route ? [route.disallow] : []))),
];

// ---------------------------------------------------------------------------------------------------------------
// Screen chunks

/** What the app loads for one screen. */
export interface ScreenChunk {
  /**
   * The screen's feature module, from the project root: the build manifest's key, the key (with a leading `/`) the
   * `import.meta.glob` of `src/app/screens.ts` and `src/entry-server.tsx` find it under, and the entry of its
   * catalog. The type keeps it inside that glob's pattern.
   */
  readonly module: `src/features/${string}/${string}Screen.tsx`;
  /** The Lingui catalog fetched with its chunk (src/runtime/catalogEntries.ts makes the module its entry). */
  readonly catalog: string;
}

/**
 * Each lazily loaded screen's chunk, so the browser's chunks, the server's render and the catalogs cannot drift
 * apart: `src/app/screens.ts` builds each screen's chunk and catalog from it, `src/entry-server.tsx` imports the
 * screens of the `ssr` routes and links their chunk, and `src/runtime/catalogEntries.ts` makes each module the entry
 * of its catalog. The three detail pages share one module and one catalog (part 1 §2.7). `menu` has none: the shell
 * draws it. `tests/unit/locales.test.ts` checks that every `src/features/<noun>/<Noun>Screen.tsx` is listed and
 * that a module has one catalog.
 */
export const SCREEN_CHUNKS = {
  home: { module: 'src/features/home/HomeScreen.tsx', catalog: 'home' },
  catalog: { module: 'src/features/catalog/CatalogScreen.tsx', catalog: 'catalog' },
  product: { module: 'src/features/product/ProductScreen.tsx', catalog: 'product' },
  jewelryItem: { module: 'src/features/product/ProductScreen.tsx', catalog: 'product' },
  bag: { module: 'src/features/product/ProductScreen.tsx', catalog: 'product' },
  login: { module: 'src/features/signin/LoginScreen.tsx', catalog: 'login' },
  relay: { module: 'src/features/signin/RelayScreen.tsx', catalog: 'relay' },
  phoneSetup: { module: 'src/features/signin/PhoneSetupScreen.tsx', catalog: 'phoneSetup' },
  cart: { module: 'src/features/cart/CartScreen.tsx', catalog: 'cart' },
  favorites: { module: 'src/features/favorites/FavoritesScreen.tsx', catalog: 'favorites' },
  compare: { module: 'src/features/compare/CompareScreen.tsx', catalog: 'compare' },
  checkout: { module: 'src/features/checkout/CheckoutScreen.tsx', catalog: 'checkout' },
  orderConfirmation: { module: 'src/features/orderConfirmation/OrderConfirmationScreen.tsx', catalog: 'orderConfirmation' },
  purchaseHistory: { module: 'src/features/purchaseHistory/PurchaseHistoryScreen.tsx', catalog: 'purchaseHistory' },
  profile: { module: 'src/features/profile/ProfileScreen.tsx', catalog: 'profile' },
  savedSearches: { module: 'src/features/alerts/SavedSearchesScreen.tsx', catalog: 'savedSearches' },
  notifications: { module: 'src/features/alerts/NotificationsScreen.tsx', catalog: 'notifications' },
  video: { module: 'src/features/video/VideoScreen.tsx', catalog: 'video' },
  about: { module: 'src/features/pages/AboutScreen.tsx', catalog: 'about' },
  contacts: { module: 'src/features/pages/ContactsScreen.tsx', catalog: 'contacts' },
  faq: { module: 'src/features/pages/FaqScreen.tsx', catalog: 'faq' },
  support: { module: 'src/features/pages/SupportScreen.tsx', catalog: 'support' },
  privacy: { module: 'src/features/pages/PrivacyScreen.tsx', catalog: 'privacy' },
  terms: { module: 'src/features/pages/TermsScreen.tsx', catalog: 'terms' },
  services: { module: 'src/features/pages/ServicesScreen.tsx', catalog: 'services' },
  service: { module: 'src/features/pages/ServiceScreen.tsx', catalog: 'service' },
  authenticity: { module: 'src/features/pages/AuthenticityScreen.tsx', catalog: 'authenticity' },
  salesHistory: { module: 'src/features/pages/SalesHistoryScreen.tsx', catalog: 'salesHistory' },
  buyback: { module: 'src/features/requests/BuybackScreen.tsx', catalog: 'buyback' },
  appointment: { module: 'src/features/requests/AppointmentScreen.tsx', catalog: 'appointment' },
  manage: { module: 'src/features/manage/ManageScreen.tsx', catalog: 'manage' },
} as const satisfies Record<string, ScreenChunk>;

/** A screen with a chunk of its own (every key but `menu`). */
export type ChunkScreen = keyof typeof SCREEN_CHUNKS;
/** The catalog of some screen chunk, as a literal. */
export type ScreenCatalog = (typeof SCREEN_CHUNKS)[ChunkScreen]['catalog'];

/** The screens with a chunk, in the table's order. */
export const CHUNK_SCREENS = Object.keys(SCREEN_CHUNKS) as ChunkScreen[];

/** A screen's chunk, if it has one. */
export const screenChunk = (key: ScreenKey): (typeof SCREEN_CHUNKS)[ChunkScreen] | undefined => (key === 'menu' ? undefined : SCREEN_CHUNKS[key]);

/** The screens the server renders: those of the `ssr` routes, once each, in the table's order. */
export const SSR_SCREENS: readonly ChunkScreen[] = /* @__PURE__ */ [
  .../* @__PURE__ */ new Set(SITE_ROUTES.filter((route) => route.ssr).map((route) => route.screen as ScreenKey)),
].filter((key): key is ChunkScreen => key !== 'menu');

/** Each screen catalog with its entry modules (a module shared by several screens, once), in the table's order. */
export function screenCatalogEntries(): Record<ScreenCatalog, readonly string[]> {
  const entries: Partial<Record<ScreenCatalog, string[]>> = {};
  for (const key of CHUNK_SCREENS) {
    const { module, catalog } = SCREEN_CHUNKS[key];
    const modules = (entries[catalog] ??= []);
    if (!modules.includes(module)) modules.push(module);
  }
  return entries as Record<ScreenCatalog, readonly string[]>;
}
