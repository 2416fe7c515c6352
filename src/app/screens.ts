import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CatalogName } from '../runtime/catalogs.ts';
import { loadCatalog } from '../runtime/i18n.ts';
import { CHUNK_SCREENS, SCREEN_CHUNKS, type ScreenChunk, type ScreenKey } from '../../kernel/siteMap.ts';
import type { ScreenProps } from '../runtime/screenTypes.ts';

export type Screens = Partial<Record<ScreenKey, LazyExoticComponent<ComponentType<ScreenProps>>>>;
type Module<P> = { default: ComponentType<P> };
export type ScreenLoader = () => Promise<Module<ScreenProps>>;

/**
 * A lazily loaded piece with its words (issue 16): `load` fetches the chunk and its Lingui catalog in the active
 * language together and resolves only when both are there, so the piece never renders message ids; `Component` is
 * the React.lazy over it. Once loaded, `Component` renders at once without suspending (React.lazy settles
 * synchronously on a thenable that calls back at once), so a screen preloaded before hydration never shows its
 * fallback.
 */
function lazyWithCatalog<P>(catalog: CatalogName, importChunk: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  // Both halves are cached (the module registry, loadCatalog per language): calling load again costs nothing.
  const load = () => Promise.all([importChunk(), loadCatalog(catalog)]).then(([module]) => (loaded = module));
  const settled = (module: Module<P>) => ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;
  const Component = lazy(() => (loaded ? settled(loaded) : load()));
  return { load, Component };
}

/**
 * Every screen module, each its own chunk fetched on its first visit, keyed `/src/features/<noun>/<Noun>Screen.tsx`:
 * a pattern rather than a list, so the site map's screen chunks (kernel/siteMap.ts) are the one list of screens.
 */
const SCREEN_MODULES = import.meta.glob<Module<ScreenProps>>('/src/features/*/*Screen.tsx');

/** The chunk of a table module; a module the pattern does not find fails at start-up, not on its first visit. */
function screenModule(module: string): ScreenLoader {
  const load = SCREEN_MODULES[`/${module}`];
  if (!load) throw new Error(`${module} (kernel/siteMap.ts) is not a src/features/<noun>/<Noun>Screen.tsx`);
  return load;
}

type Chunk = ReturnType<typeof lazyWithCatalog<ScreenProps>>;

/** One chunk per table module, with its catalog: the keys sharing a module (the three detail routes) share it. */
function chunksOf(): Partial<Record<ScreenKey, Chunk>> {
  const byModule = new Map<string, Chunk>();
  const chunkOf = ({ module, catalog }: ScreenChunk & { catalog: CatalogName }) => {
    let chunk = byModule.get(module);
    if (!chunk) {
      chunk = lazyWithCatalog(catalog, screenModule(module));
      byModule.set(module, chunk);
    }
    return chunk;
  };
  return Object.fromEntries(CHUNK_SCREENS.map((key) => [key, chunkOf(SCREEN_CHUNKS[key])]));
}

/**
 * The composition root of the routes: which feature renders each screen of the route table (`routes.ts`), with the
 * catalog fetched beside it, as the site map's screen chunks list them. Features never import each other, so the wiring lives
 * here, above them. Every module is its own chunk, fetched with its catalog on its first visit; a key not listed
 * renders the designed "coming soon" page.
 */
const CHUNKS = chunksOf();

const pick = <T>(read: (chunk: Chunk) => T) =>
  Object.fromEntries(Object.entries(CHUNKS).map(([key, chunk]) => [key, read(chunk)])) as Partial<Record<ScreenKey, T>>;

/** Each screen's loader: resolves only when both the screen's chunk and its catalog (active language) are loaded. */
export const SCREEN_LOADERS: Partial<Record<ScreenKey, ScreenLoader>> = pick((chunk) => chunk.load);

/** The lazy screens the route switch renders (the three detail routes share one component, so one chunk). */
export const SCREENS: Screens = pick((chunk) => chunk.Component);

/**
 * Fetches a screen's chunk and catalog ahead of its render (before hydrating a server-rendered page, or on a link's
 * hover); afterwards `SCREENS[key]` renders without suspending. A key without a feature resolves at once.
 */
export async function preloadScreen(key: ScreenKey): Promise<void> {
  await SCREEN_LOADERS[key]?.();
}

const loginModal = lazyWithCatalog('loginModal', () => import('../features/signin/LoginModal.tsx'));

/**
 * The global login modal (part 1 §2.5), mounted by the shell on its first opening: the sign-in panel, its machine,
 * its catalog and Radix's dialog arrive only then, never with the first page.
 */
export const LOGIN_MODAL = loginModal.Component;
/** Fetches the login modal's chunk and catalog ahead of its first opening. */
export const preloadLoginModal = async (): Promise<void> => void (await loginModal.load());
