import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenKey, ScreenProps } from '../runtime/screenTypes.ts';

export type Screens = Partial<Record<ScreenKey, LazyExoticComponent<ComponentType<ScreenProps>>>>;

/** One chunk serves the three detail routes (part 1 §2.7): watches and sale items, jewelry, bags. */
const ProductScreen = lazy(() => import('../features/product/ProductScreen.tsx'));

/**
 * The composition root of the routes: which feature renders each screen of the route table
 * (`routes.ts`), as `lazy(() => import('../features/<noun>/<Noun>Screen.tsx'))`. Features never import
 * each other, so the table lives here, above them. Every screen is its own chunk, fetched on its first visit; a
 * key not listed renders the designed "coming soon" page.
 */
export const SCREENS: Screens = {
  home: lazy(() => import('../features/home/HomeScreen.tsx')),
  catalog: lazy(() => import('../features/catalog/CatalogScreen.tsx')),
  product: ProductScreen,
  jewelryItem: ProductScreen,
  bag: ProductScreen,
  login: lazy(() => import('../features/signin/LoginScreen.tsx')),
  relay: lazy(() => import('../features/signin/RelayScreen.tsx')),
  phoneSetup: lazy(() => import('../features/signin/PhoneSetupScreen.tsx')),
  cart: lazy(() => import('../features/cart/CartScreen.tsx')),
  favorites: lazy(() => import('../features/favorites/FavoritesScreen.tsx')),
  compare: lazy(() => import('../features/compare/CompareScreen.tsx')),
  checkout: lazy(() => import('../features/checkout/CheckoutScreen.tsx')),
  purchaseHistory: lazy(() => import('../features/purchaseHistory/PurchaseHistoryScreen.tsx')),
  profile: lazy(() => import('../features/profile/ProfileScreen.tsx')),
  video: lazy(() => import('../features/video/VideoScreen.tsx')),
  about: lazy(() => import('../features/pages/AboutScreen.tsx')),
  contacts: lazy(() => import('../features/pages/ContactsScreen.tsx')),
  faq: lazy(() => import('../features/pages/FaqScreen.tsx')),
  support: lazy(() => import('../features/pages/SupportScreen.tsx')),
  privacy: lazy(() => import('../features/pages/PrivacyScreen.tsx')),
  services: lazy(() => import('../features/pages/ServicesScreen.tsx')),
  service: lazy(() => import('../features/pages/ServiceScreen.tsx')),
  authenticity: lazy(() => import('../features/pages/AuthenticityScreen.tsx')),
  salesHistory: lazy(() => import('../features/pages/SalesHistoryScreen.tsx')),
  buyback: lazy(() => import('../features/requests/BuybackScreen.tsx')),
  appointment: lazy(() => import('../features/requests/AppointmentScreen.tsx')),
};

/**
 * The global login modal (part 1 §2.5), mounted by the shell on its first opening: the sign-in panel, its machine
 * and Radix's dialog arrive only then, never with the first page.
 */
export const LOGIN_MODAL = lazy(() => import('../features/signin/LoginModal.tsx'));
