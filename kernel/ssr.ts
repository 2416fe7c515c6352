import type { Locale } from './language.ts';
import type { ScreenKey } from './siteMap.ts';

/**
 * The server render's bundle (issue 16 §1, issue 24): what `src/entry-server.tsx` exports as its default (built by
 * `vite build --ssr` into dist-server/entry-server.js) and what `server/ssr/renderer.ts` loads by a dynamic import.
 * The client declares its export `satisfies SsrEntry<…>`, the server reads the module as `SsrModule<…>`: a change on
 * either side fails tsc instead of a render.
 *
 * `Transport` is the fetch-shaped function that answers the render's API calls in-process. Its Request and Response
 * are each platform's own (the DOM's in the app, undici's in Node), which the kernel has neither of, so each side
 * names its transport type.
 */
export interface SsrRenderRequest<Transport> {
  path: string;
  /** The query without its `?`. */
  search: string;
  locale: Locale;
  cookies: Record<string, string>;
  /** Scheme and host of the public site (canonical and alternate links, structured data). */
  origin: string;
  /** Answers the API calls of the route machines (in-process on the server). */
  transport: Transport;
  /** How long the machines may take to settle before the page is rendered as it stands. */
  settleMs?: number;
}

export interface SsrRendered {
  /** The route's screen key (the server links that screen's chunk and styles). */
  screen: ScreenKey;
  /** The markup of #root. */
  html: string;
  /** The page's `<script type="application/json" id="ssr-state">` content. */
  stateJson: string;
  /** The page's head: title, description, canonical, hreflang, Open Graph, structured data. */
  head: string;
  /** Names of the keyed route actors that had not settled in time (rendered as they stood). */
  unsettled: string[];
  /** What failed to render on the server (those parts are left to the browser): the server logs them. */
  errors: string[];
  /**
   * The HTTP status: 404 when the page's piece does not exist (a detail route whose product machine settled in
   * `notFound`), so search engines drop the address instead of indexing a "not found" page; else 200.
   */
  status: 200 | 404;
}

export interface SsrEntry<Transport> {
  /** Renders one page the bundle renders (see serverScreenFor); one at a time (the app's i18n is module state). */
  render(request: SsrRenderRequest<Transport>): Promise<SsrRendered>;
  /** The screen that renders `path` on the server, or null when the browser renders it. */
  serverScreenFor(path: string): { screen: ScreenKey } | null;
  /** The source module of each server-rendered screen (the build manifest's key), so the server links its chunk. */
  SCREEN_SOURCES: Partial<Record<ScreenKey, string>>;
  /** The class the document element carries (the light theme's variables). */
  THEME_CLASS: string;
}

/** The bundle as a dynamic import sees it. */
export interface SsrModule<Transport> {
  default: SsrEntry<Transport>;
}

/**
 * JSON for an inline `<script>` block (the page's state, its structured data, the boot loader's list): `<` (so
 * `</script>` or `<!--` in a product's name cannot end the block), `>` and `&` as \u escapes, plus U+2028/U+2029
 * (line breaks to old JavaScript parsers). JSON readers see the same text.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
