import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthConfig } from '../config.ts';
import { contentSecurityPolicy, inlineScriptHashes, storybookPolicy, type Directives } from '../http/csp.ts';
import { buildFolder } from './spa.ts';

export interface StorybookOptions {
  /** The build's folder (`npm run build-storybook` → storybook-static/; STORYBOOK_DIR). */
  dir: string;
  /** Sign-in settings: the shop's policy the Storybook's is derived from (server/http/csp.ts). */
  auth: AuthConfig;
}

/** The pages Storybook builds: the manager (index.html) and the preview it frames (iframe.html). */
const PAGES = ['index.html', 'iframe.html'];

/**
 * The Storybook's policy, from the inline scripts of its pages; built again when a page changes, so a
 * `npm run build-storybook` while the server runs is served with the right hashes.
 */
function policyOf(dir: string, shop: Directives): () => Directives {
  let seen = '';
  let policy = storybookPolicy(shop, []);
  return () => {
    const stamp = PAGES.map((page) => statSync(join(dir, page), { throwIfNoEntry: false })?.mtimeMs ?? 0).join(' ');
    if (stamp !== seen) {
      const pages = PAGES.map((page) => join(dir, page)).filter((path) => existsSync(path));
      policy = storybookPolicy(shop, pages.flatMap((path) => inlineScriptHashes(readFileSync(path, 'utf8'))));
      seen = stamp;
    }
    return policy;
  };
}

/**
 * Issue 29: the built Storybook at /storybook/, for reviewers, registered (under the prefix `/storybook`) only when
 * SERVE_STORYBOOK=true. `/storybook` → 301 `/storybook/` (its pages load `./…`), `/storybook/` is its index.html;
 * files from `dir` with their build-time `.br`/`.gz` siblings, hashed `assets/*` cached for a year as immutable,
 * everything else revalidated. A missing file is a JSON 404, never the shop's page; without a build the server
 * still starts (with a warning) and every /storybook/ answer is a 404 saying how to build it. Every answer here
 * carries the Storybook's own Content-Security-Policy (server/http/csp.ts `storybookPolicy`) instead of the shop's.
 */
export const storybook: FastifyPluginAsync<StorybookOptions> = async (fastify, { dir, auth }) => {
  const built = () => existsSync(join(dir, 'index.html'));
  if (!built()) fastify.log.warn({ dir }, 'SERVE_STORYBOOK=true but there is no Storybook build: /storybook/ answers 404 until `npm run build-storybook`');
  const policy = policyOf(dir, contentSecurityPolicy(auth));
  // After the security plugin's own hook (the root's hooks run first): the same headers, this policy.
  fastify.addHook('onRequest', async (_request, reply) => {
    reply.helmet({ contentSecurityPolicy: { directives: policy() } });
  });
  await fastify.register(fastifyStatic, { ...buildFolder(dir), prefix: '/', redirect: false });
  // With the router's ignoreTrailingSlash this route is both `/storybook` and `/storybook/`: only the second is the
  // page, the first is sent to it (its relative `./sb-manager/…` would otherwise resolve against the site's root).
  fastify.get('/', async (request, reply) => {
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    if (!path.endsWith('/')) return reply.redirect(`/storybook/${query < 0 ? '' : request.url.slice(query)}`, 301);
    if (!built()) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
  fastify.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).header('cache-control', 'no-cache').send({ detail: built() ? 'Not found.' : 'Storybook is not built: run npm run build-storybook.' }),
  );
};
