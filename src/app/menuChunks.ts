import { lazy } from 'react';

/** The /menu page and the menu's Brands block (part 1 §2.4): lazily loaded chunks, shared by the overlay and the page. */
export const MenuPage = lazy(async () => ({ default: (await import('../ui/views/MenuPage/MenuPage.tsx')).MenuPage }));
/** The menu's Brands block (part 1 §2.4) travels with the overlay and the /menu page, not in the first bundle. */
export const MenuBrandsBlock = lazy(() => import('../features/menu/MenuBrandsBlock.tsx'));
