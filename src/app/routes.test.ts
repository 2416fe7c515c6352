import { describe, expect, it } from 'vitest';
import { redirectFor, routeFor, ROUTES } from './routes.ts';

describe('route table (part 1 §2.1, part 2 route table)', () => {
  it('has every route of the spec', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of ['/', '/catalog', '/product/:id', '/jewelry', '/jewelry/:id', '/bags', '/bag/:id', '/sale', '/watch-buyback', '/sales-history', '/appointment', '/authenticity', '/service', '/services', '/video', '/about', '/contacts', '/faq', '/support', '/privacy-policy', '/terms', '/cart', '/checkout', '/favorites', '/compare', '/profile', '/profile/searches', '/profile/notifications', '/purchase-history', '/phone-setup', '/menu', '/login', '/auth/relay', '/manage', '/manage/orders/:id', '/manage/requests', '/manage/products', '/manage/import', '/manage/audit']) {
      expect(paths).toContain(path);
    }
  });

  it('redirects /search?q= to /catalog?search=, /watches and /product-detail to /catalog', () => {
    expect(redirectFor('/search', '?q=Rolex Daytona')).toBe('/catalog?search=Rolex+Daytona');
    expect(redirectFor('/search', '')).toBe('/catalog');
    expect(redirectFor('/watches', '')).toBe('/catalog');
    expect(redirectFor('/product-detail', '?id=3')).toBe('/catalog');
    expect(redirectFor('/catalog', '')).toBeNull();
  });

  it('finds the route of a concrete path, with or without a trailing slash', () => {
    expect(routeFor('/product/12')?.path).toBe('/product/:id');
    expect(routeFor('/jewelry/')?.path).toBe('/jewelry');
    expect(routeFor('/jewelry/7')?.path).toBe('/jewelry/:id');
    expect(routeFor('/nowhere')).toBeUndefined();
  });
});
