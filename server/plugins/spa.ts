import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyPlugin from 'fastify-plugin';
import { isSpaRoute } from '../../kernel/siteMap.ts';
import { PageRenderer } from '../ssr/renderer.ts';

/** Files a request for which must never fall back to the SPA's HTML (a missing hashed asset is a 404). */
const STATIC_FILE = /\.(js|mjs|css|map|json|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|txt|xml|webmanifest|br|gz)$/i;

/** A year, immutable: the hashed build output under /assets never changes under one name. */
export const ASSETS_CACHE = 'public, max-age=31536000, immutable';

/**
 * @fastify/static's options for a Vite build folder (the shop's, Storybook's): its files with their build-time
 * `.br`/`.gz` siblings (`Vary: Accept-Encoding`), hashed `assets/*` immutable for a year, everything else `no-cache`.
 */
export function buildFolder(root: string) {
  const assetsDir = join(root, 'assets');
  return {
    root,
    preCompressed: true,
    // Cache-Control is ours alone (send's default `max-age=0` would override it).
    cacheControl: false,
    setHeaders(res: { setHeader: (name: string, value: string) => unknown }, path: string) {
      res.setHeader('cache-control', path.startsWith(`${assetsDir}/`) ? ASSETS_CACHE : 'no-cache');
      res.setHeader('vary', 'Accept-Encoding');
    },
  };
}

/**
 * The built SPA: files from `clientDir` with their build-time `.br`/`.gz` siblings chosen by Accept-Encoding
 * (`Vary: Accept-Encoding`); hashed `/assets/*` cached for a year as immutable, everything else revalidated
 * (`no-cache`). Any other GET outside /api and /media gets index.html: 200 on a route of the SPA's table
 * (kernel/siteMap.ts), 404 elsewhere (the SPA then shows its "page not found"); a missing asset or file is a plain
 * 404. Registered last: its not-found handler is the server's.
 */
export const spa = fastifyPlugin<{ clientDir: string; serverDir?: string; publicOrigin?: string }>(async (fastify, { clientDir, serverDir, publicOrigin }) => {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  // Issue 16 §1: the public routes are rendered here from the client's server bundle (dist-server/ beside dist/).
  const renderer = hasClient ? await PageRenderer.load(clientDir, serverDir ?? join(dirname(clientDir), 'dist-server')) : null;
  if (hasClient && !renderer) fastify.log.warn('no server render bundle (dist-server/): every page is rendered by the browser');
  if (hasClient) await fastify.register(fastifyStatic, { ...buildFolder(clientDir), wildcard: false, index: false });
  fastify.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/media/');
    const isFile = path.startsWith('/assets/') || STATIC_FILE.test(path);
    if (!isApi && !isFile && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      if (renderer?.renders(path)) {
        try {
          const origin = publicOrigin ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
          const page = await renderer.render(fastify, request, origin);
          // The HTML depends on the language cookie and the session's shuffle seed: never shared between shoppers.
          return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie').send(page.html);
        } catch (error) {
          // The browser can still render the page itself.
          request.log.error({ err: error, url: request.url }, 'server render failed: sending the SPA shell');
        }
      }
      return reply
        .code(isSpaRoute(path) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
}, { name: 'spa', fastify: '5.x' });
