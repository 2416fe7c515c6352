import { describe, expect, it } from 'vitest';
import { isSpaRoute, SPA_REDIRECTS, SPA_ROUTE_PATTERNS } from '../../server/http/spa-routes.ts';
import { redirectFor, ROUTES, routeFor } from '../../src/app/routes.ts';

/**
 * The server answers 404 for paths outside the SPA's route table (issue 10 item 3) but must not import src/: its
 * copy of the table (server/http/spa-routes.ts) is held equal to the client's here.
 */
describe('the server knows exactly the client route table', () => {
  it('has the same route patterns, in any order', () => {
    expect([...SPA_ROUTE_PATTERNS].sort()).toEqual(ROUTES.map((route) => route.path).sort());
  });

  it('knows the client-side redirects, and only those', () => {
    for (const path of SPA_REDIRECTS) expect(redirectFor(path, ''), path).not.toBeNull();
    for (const route of ROUTES) expect(redirectFor(route.path.replace(':id', '1'), ''), route.path).toBeNull();
  });

  it('answers like the client for concrete paths', () => {
    const samples = ['/', '/catalog', '/catalog/', '/product/12', '/product/12/x', '/jewelry/5', '/bag/4', '/bags/4', '/auth/relay', '/auth', '/nope', '/menu', '/search', '/watches/1', '/products', '/checkout/success/100001', '/checkout/success', '/checkout/success/1/x'];
    for (const path of samples) {
      const client = routeFor(path) !== undefined || redirectFor(path, '') !== null;
      expect(isSpaRoute(path), path).toBe(client);
    }
  });
});
