/**
 * The SPA's route table (part 1 §2.1, part 2; the client's list is src/app/routes.ts, which the server
 * must not import) as wouter-style patterns, plus the client-side redirects of part 1 §2.1. A GET of any other
 * path outside /api and /media still gets the SPA's HTML (it shows its "page not found" view) but with status 404,
 * so crawlers and monitors see the truth. tests/unit/spa-routes.test.ts keeps both lists equal.
 */
export const SPA_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/catalog',
  '/product/:id',
  '/jewelry',
  '/jewelry/:id',
  '/bags',
  '/bag/:id',
  '/sale',
  '/watch-buyback',
  '/sales-history',
  '/appointment',
  '/authenticity',
  '/service',
  '/services',
  '/video',
  '/about',
  '/contacts',
  '/faq',
  '/support',
  '/privacy-policy',
  '/terms',
  '/cart',
  '/checkout',
  '/checkout/success/:number',
  '/favorites',
  '/compare',
  '/profile',
  '/purchase-history',
  '/phone-setup',
  '/menu',
  '/login',
  '/auth/relay',
];

/** Old addresses the client redirects (part 1 §2.1): `/search?q=` → `/catalog?search=`, `/watches` and `/product-detail` → `/catalog`. */
export const SPA_REDIRECTS: readonly string[] = ['/search', '/watches', '/product-detail'];

const matchers = [...SPA_ROUTE_PATTERNS, ...SPA_REDIRECTS].map(
  (pattern) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z]+/g, '[^/]+')}$`),
);

/** Whether the SPA has a page at this path (query excluded; trailing slashes ignored, as the client does). */
export function isSpaRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return matchers.some((matcher) => matcher.test(clean));
}
