import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALE_KEY, pickLocale, type Locale } from '../../kernel/language.ts';
import type { ScreenKey } from '../../kernel/siteMap.ts';
import type { SsrEntry, SsrModule } from '../../kernel/ssr.ts';
import { deferScripts } from '../http/boot-loader.ts';

/**
 * Issue 16 §1: public routes arrive as HTML. The client's own server bundle (dist-server/entry-server.js, built by
 * `vite build --ssr`; the server never imports src/: both share its interface, kernel/ssr.ts) runs the route's
 * machines until they settle, against this server in-process (`fastify.inject`: no network, same validation, caches
 * and headers as any caller), and renders the same views. The page carries the machines' snapshots, the route's head (title, description, canonical,
 * hreflang, Open Graph, structured data) and links to the route's chunk and styles, so the browser hydrates
 * without fetching the same data again.
 */

/** The fetch-shaped function that answers the render's API calls in-process (Node's Request and Response). */
type FetchTransport = (request: Request, init: { signal: AbortSignal }) => Promise<Response>;

/** What the client's server bundle exports (src/entry-server.tsx): the kernel's interface, which the bundle satisfies. */
export type ServerEntry = SsrEntry<FetchTransport>;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RenderedPage {
  status: number;
  html: string;
}

/** Cookies as a map (the language choice and the catalogue's session seed are what the render reads). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const raw of (header ?? '').split(';')) {
    const part = raw.trim();
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A malformed value is ignored, like a missing one.
    }
  }
  return cookies;
}

/**
 * The page's language as the browser will choose it, by the shop's one rule (kernel/language.ts): `lang` query, the
 * stored choice (its cookie; src/runtime/i18n.ts writes it beside local storage), the host's ending, else ru. A
 * `#lang=` hash never reaches the server: the browser then renders the page itself.
 */
export function localeOf(search: URLSearchParams, cookies: Record<string, string>, host: string | undefined): Locale {
  return pickLocale({ query: search.get('lang'), stored: cookies[LOCALE_KEY], hostname: host?.replace(/:\d+$/, '') });
}

/**
 * The page's stylesheets inlined (issue 16 §1, Lighthouse "render-blocking resources"): each
 * `<link rel="stylesheet">` of the build becomes a `<style>` with the file's text, so the first paint waits for the
 * HTML alone instead of a dozen more requests. A disabled link to the same file stays beside it: the browser does not
 * fetch a disabled stylesheet, but the client's chunk loader (Vite's preload helper, which looks for
 * `link[href=…][rel="stylesheet"]`) then knows the file is on the page and does not load it a second time when the
 * route's chunk is imported. A file `read` cannot give keeps its plain link.
 */
export function inlineStylesheets(html: string, read: (file: string) => string | null): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
    const css = read(file);
    if (css === null) return tag;
    // A style element ends at the first `</style`, whatever its CSS says.
    const text = css.replace(/<\/(style)/gi, '<\\/$1');
    return `<style data-href="/${escapeAttr(file)}">${text}</style><link rel="stylesheet" crossorigin href="/${escapeAttr(file)}" disabled>`;
  });
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export class PageRenderer {
  /** One render at a time: the client bundle's i18n, API locale and transport are module state. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The build's stylesheets by file, read once (a few tens of KB in all). */
  private readonly stylesheets = new Map<string, string | null>();

  private constructor(
    private readonly entry: ServerEntry,
    private readonly template: string,
    private readonly manifest: Manifest,
    private readonly clientDir: string,
  ) {}

  /** The renderer of a build, or null when there is no server bundle (the SPA is then served as before). */
  static async load(clientDir: string, serverDir: string): Promise<PageRenderer | null> {
    const entryFile = join(serverDir, 'entry-server.js');
    const templateFile = join(clientDir, 'index.html');
    const manifestFile = join(clientDir, '.vite', 'manifest.json');
    if (!existsSync(entryFile) || !existsSync(templateFile) || !existsSync(manifestFile)) return null;
    // The one assertion left: a dynamic import is untyped; the bundle declares its export `satisfies` the same type.
    const { default: entry } = (await import(pathToFileURL(entryFile).href)) as SsrModule<FetchTransport>;
    return new PageRenderer(entry, readFileSync(templateFile, 'utf8'), JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest, clientDir);
  }

  /** Whether `path` is one of the public routes the server renders. */
  renders(path: string): boolean {
    return this.entry.serverScreenFor(path) !== null;
  }

  render(fastify: FastifyInstance, request: FastifyRequest, origin: string): Promise<RenderedPage> {
    const next = this.queue.then(() => this.renderNow(fastify, request, origin));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async renderNow(fastify: FastifyInstance, request: FastifyRequest, origin: string): Promise<RenderedPage> {
    const url = new URL(request.url, 'http://render.local');
    const cookies = parseCookies(request.headers.cookie);
    const locale = localeOf(url.searchParams, cookies, request.headers.host);
    const search = url.search.replace(/^\?/, '');
    const page = await this.entry.render({
      path: url.pathname,
      search,
      locale,
      cookies,
      origin,
      transport: (apiRequest) => inject(fastify, apiRequest, request),
    });
    if (page.errors.length > 0) request.log.error({ errors: page.errors, url: request.url }, 'server render: parts left to the browser');
    if (page.unsettled.length > 0) request.log.warn({ unsettled: page.unsettled, url: request.url }, 'server render: machines not settled in time');
    const links = this.screenLinks(page.screen);
    const html = inlineStylesheets(this.template, this.stylesheet)
      .replace('<html lang="ru" dir="ltr">', () => `<html lang="${locale}" dir="ltr" class="${escapeAttr(this.entry.THEME_CLASS)}">`)
      .replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, () => page.head)
      .replace('</head>', () => `${inlineStylesheets(links, this.stylesheet)}</head>`)
      // Function replacers: the page's text may hold `$&` and the like, which a replacement string would expand.
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${page.stateJson}</script>`);
    return { status: page.status, html: deferScripts(html) };
  }

  /** A stylesheet of the build by its file name under the client directory, or null when it cannot be read. */
  private readonly stylesheet = (file: string): string | null => {
    let css = this.stylesheets.get(file);
    if (css === undefined) {
      const path = join(this.clientDir, file);
      // Only the build's own assets directory: a manifest name never climbs out of it.
      css = file.startsWith('assets/') && !file.includes('..') && existsSync(path) ? readFileSync(path, 'utf8') : null;
      this.stylesheets.set(file, css);
    }
    return css;
  };

  /** The route's chunk (modulepreload) and every stylesheet it needs, so the HTML is styled before any script runs. */
  private screenLinks(screen: ScreenKey): string {
    const source = this.entry.SCREEN_SOURCES[screen];
    if (!source || !this.manifest[source]) return '';
    const css = new Set<string>();
    const js = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = this.manifest[key];
      if (!chunk) return;
      if (!chunk.isEntry) js.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(visit);
    };
    visit(source);
    const tags = [...css].filter((file) => !this.template.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`);
    tags.push(...[...js].filter((file) => !this.template.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`));
    return tags.join('');
  }
}

/** Answers a render's API call in-process, with the page request's address (rate limits count the shopper). */
async function inject(fastify: FastifyInstance, apiRequest: Request, page: FastifyRequest): Promise<Response> {
  const url = new URL(apiRequest.url);
  const headers: Record<string, string> = {};
  apiRequest.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = apiRequest.method === 'GET' || apiRequest.method === 'HEAD' ? undefined : Buffer.from(await apiRequest.arrayBuffer());
  const response = await fastify.inject({
    method: apiRequest.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { ...headers, 'accept-encoding': 'identity' },
    remoteAddress: page.ip,
    ...(body ? { payload: body } : {}),
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const noBody = response.statusCode === 204 || response.statusCode === 304;
  return new Response(noBody ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
}
