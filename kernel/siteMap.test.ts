import { describe, expect, it } from 'vitest';
import {
  INDEXABLE_PATTERNS,
  isIndexable,
  isSpaRoute,
  matchRoute,
  PRODUCT_PAGES,
  ROBOTS_DISALLOW,
  screenChunk,
  SITE_REDIRECTS,
  SITE_ROUTES,
  SITEMAP_PAGES,
  SSR_SCREENS,
  type SiteRoute,
} from './siteMap.ts';

const routes: readonly SiteRoute[] = SITE_ROUTES;
/** A concrete path of a pattern: "/product/:id" → "/product/1". */
const sample = (pattern: string) => pattern.replace(/:[a-z]+/g, '1');

describe('the site map (part 1 §2.1, part 2 route table)', () => {
  it('has each pattern once, and every pattern finds its own route', () => {
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    for (const route of routes) expect(matchRoute(sample(route.path))?.path, route.path).toBe(route.path);
  });

  it('finds the route of a concrete path as the router does: trailing slashes and the query ignored, one segment per parameter', () => {
    const found: Record<string, string | undefined> = {
      '/': '/',
      '/catalog/': '/catalog',
      '/catalog?brand=Rolex': '/catalog',
      '/product/12': '/product/:id',
      '/jewelry/': '/jewelry',
      '/jewelry/7': '/jewelry/:id',
      '/bag/4': '/bag/:id',
      '/checkout/success/100001': '/checkout/success/:number',
      '/auth/relay': '/auth/relay',
      '/product/12/x': undefined,
      '/bags/4': undefined,
      '/auth': undefined,
      '/checkout/success': undefined,
      '/checkout/success/1/x': undefined,
      '/nowhere': undefined,
    };
    for (const [path, pattern] of Object.entries(found)) expect(matchRoute(path)?.path, path).toBe(pattern);
  });

  it('has a page at every route and old address, and none elsewhere (the server answers 404 there)', () => {
    for (const path of ['/', '/catalog', '/catalog/', '/product/12', '/jewelry/5', '/bag/4', '/auth/relay', '/menu', '/search', '/watches', '/product-detail', '/checkout/success/100001']) {
      expect(isSpaRoute(path), path).toBe(true);
    }
    for (const path of ['/product/12/x', '/bags/4', '/auth', '/nope', '/watches/1', '/products', '/checkout/success', '/checkout/success/1/x']) {
      expect(isSpaRoute(path), path).toBe(false);
    }
  });

  it('keeps the old addresses apart from the routes', () => {
    for (const path of SITE_REDIRECTS) expect(matchRoute(path), path).toBeUndefined();
  });

  it('turns guests away from the shopper\'s own pages: /login for checkout, the order, purchase history, profile, saved searches and notices; the modal for favorites and compare', () => {
    const guests = Object.fromEntries(routes.flatMap((route) => (route.audience.who === 'signedIn' ? [[route.path, route.audience.guest]] : [])));
    expect(guests).toEqual({
      '/checkout': 'login',
      '/checkout/success/:number': 'login',
      '/purchase-history': 'login',
      '/profile': 'login',
      '/profile/searches': 'login',
      '/profile/notifications': 'login',
      '/favorites': 'modal',
      '/compare': 'modal',
    });
  });

  it('keeps the back office for the staff: one lazy screen, guests to /login, never rendered, listed or crawled (issue 27)', () => {
    const back = routes.filter((route) => route.audience.who === 'staff');
    expect(back.map((route) => route.path)).toEqual(['/manage', '/manage/orders/:id', '/manage/requests', '/manage/products', '/manage/import', '/manage/audit']);
    for (const route of back) {
      expect([route.screen, route.ssr, route.sitemap, route.disallow, route.audience], route.path).toEqual(['manage', false, false, '/manage', { who: 'staff', guest: 'login' }]);
    }
    expect(screenChunk('manage')).toEqual({ module: 'src/features/manage/ManageScreen.tsx', catalog: 'manage' });
    expect(SSR_SCREENS).not.toContain('manage');
    expect(matchRoute('/manage/orders/12')?.path).toBe('/manage/orders/:id');
    expect(isSpaRoute('/manage/')).toBe(true);
    expect(isSpaRoute('/manage/orders')).toBe(false);
  });
});

describe('what the server does with each route (issue 16)', () => {
  it('renders and lists exactly the public pages; a signed-in page is neither', () => {
    for (const route of routes) {
      expect(route.ssr, route.path).toBe(route.sitemap);
      if (route.audience.who === 'signedIn') expect(route.sitemap, route.path).toBe(false);
    }
  });

  it('has a screen chunk for every screen it renders', () => {
    expect(SSR_SCREENS.length).toBeGreaterThan(10);
    for (const route of routes.filter((entry) => entry.ssr)) expect(screenChunk(route.screen), route.path).toBeDefined();
  });

  it('lists the static pages and each product table under its detail page', () => {
    expect(SITEMAP_PAGES).not.toContain('/product/:id');
    // The order is sitemap.xml's (and its files' cut): changing it changes every file after the first.
    expect(SITEMAP_PAGES).toEqual(['/', '/catalog', '/jewelry', '/bags', '/sale', '/about', '/contacts', '/faq', '/support', '/privacy-policy', '/terms', '/services', '/service', '/authenticity', '/video', '/watch-buyback', '/appointment', '/sales-history']);
    expect(PRODUCT_PAGES).toEqual({ watches: '/product/', jewelry: '/jewelry/', bags: '/bag/' });
    for (const prefix of Object.values(PRODUCT_PAGES)) expect(INDEXABLE_PATTERNS, prefix).toContain(`${prefix}:id`);
  });

  it('keeps crawlers off every page it does not list, and off nothing it lists', () => {
    expect(ROBOTS_DISALLOW).toEqual(['/api/', '/storybook/', '/cart', '/checkout', '/favorites', '/compare', '/profile', '/purchase-history', '/phone-setup', '/login', '/auth/', '/menu', '/manage']);
    const privateRoutes = routes.filter((route) => !route.sitemap);
    expect(privateRoutes.length).toBeGreaterThan(5);
    for (const route of privateRoutes) {
      expect(route.disallow !== undefined && route.path.startsWith(route.disallow), route.path).toBe(true);
      expect(isIndexable(sample(route.path)), route.path).toBe(false);
    }
    // A Disallow is a prefix: none may cover a public page ("/cart" would also block "/cartier").
    for (const page of [...SITEMAP_PAGES, ...Object.values(PRODUCT_PAGES)]) {
      expect(ROBOTS_DISALLOW.some((prefix) => page.startsWith(prefix)), page).toBe(false);
    }
  });
});

describe('isIndexable', () => {
  it('admits the public pages, detail pages with numeric ids, and trailing slashes', () => {
    for (const path of ['/', '/catalog', '/catalog/', '/jewelry', '/bags', '/sale', '/product/12', '/jewelry/3', '/bag/4', '/about', '/contacts', '/faq', '/support', '/privacy-policy', '/terms', '/services', '/service', '/authenticity', '/video', '/watch-buyback', '/appointment', '/sales-history', '/catalog?brand=Rolex']) {
      expect(isIndexable(path), path).toBe(true);
    }
  });

  it('refuses private pages, unknown paths and malformed ids', () => {
    for (const path of ['/cart', '/checkout', '/favorites', '/compare', '/profile', '/purchase-history', '/phone-setup', '/login', '/auth/relay', '/menu', '/manage', '/manage/orders/3', '/api/watches/', '/nope', '/product/abc', '/product/0', '/product/12/x', '/bags/4']) {
      expect(isIndexable(path), path).toBe(false);
    }
  });
});
