import { screenCatalogEntries } from '../../kernel/siteMap.ts';

/**
 * The Lingui catalogs and what each one holds (issue 16: the first render must not wait for the whole language).
 * A catalog is named by the modules it serves: it holds every message of their import graph (static imports and the
 * lazy pieces they load themselves) that the shell does not already hold. `lingui.config.ts` walks these graphs, so
 * `npm run i18n:extract` keeps each catalog in step with the code; a message two screens share sits in both.
 *
 * - `shell` is awaited before the first render (`activateLocale`): header, footer, route titles, toasts, not-found,
 *   the profile area's sidebar, and the menu (overlay, /menu page, brands block), whose chunks are fetched at idle.
 * - each lazily loaded screen has the catalog the site map names (kernel/siteMap.ts `SCREEN_CHUNKS`: the one list
 *   of screens, their modules and catalogs), the login modal its own; each is fetched together with its chunk
 *   (`src/app/screens.ts`), so the piece never renders before its words are there.
 * - `devtools` is the development panel's, loaded only in development.
 * - `server` holds what the server's render (src/entry-server.tsx) says itself, beside the screens it imports (their
 *   words are in their own catalogs): only `loadAllMessages` loads it.
 *
 * Pure data, no Vite (like the site map): lingui.config.ts reads this file in Node. `catalogs.ts` loads the
 * compiled catalogs.
 */
// Pure calls: the browser's bundle reads no entries and drops them, so they cost the first render nothing. The shell
// first, then the screens in the site map's order.
export const CATALOG_ENTRIES = /* @__PURE__ */ Object.assign(
  {
    shell: [
      'src/main.tsx',
      'src/ui/views/MenuOverlay/MenuOverlay.tsx',
      'src/ui/views/MenuPage/MenuPage.tsx',
      'src/features/menu/MenuBrandsBlock.tsx',
    ],
  } as const,
  /* @__PURE__ */ screenCatalogEntries(),
  {
    loginModal: ['src/features/signin/LoginModal.tsx'],
    devtools: ['src/features/devtools/startDevTools.tsx'],
    server: ['src/entry-server.tsx'],
  } as const,
) satisfies Record<string, readonly string[]>;

export type CatalogName = keyof typeof CATALOG_ENTRIES;
export const CATALOG_NAMES = /* @__PURE__ */ Object.keys(CATALOG_ENTRIES) as CatalogName[];
/** The catalog loaded before the first render. */
export const SHELL_CATALOG: CatalogName = 'shell';
