// Shared by the route table (src/app) and every screen feature, which never import each other.

/**
 * The screens a route can render. Each key is filled by one feature module listed in `screenTable.ts` and loaded lazily
 * by `src/app/screens.ts` (so a route's code arrives with its first visit); a key the table does not list renders the
 * designed "coming soon" page.
 */
export type ScreenKey =
  | 'home'
  | 'catalog'
  | 'product'
  | 'jewelryItem'
  | 'bag'
  | 'menu'
  | 'login'
  | 'relay'
  | 'phoneSetup'
  | 'cart'
  | 'favorites'
  | 'compare'
  | 'checkout'
  | 'orderConfirmation'
  | 'purchaseHistory'
  | 'profile'
  | 'video'
  | 'about'
  | 'contacts'
  | 'faq'
  | 'support'
  | 'privacy'
  | 'terms'
  | 'services'
  | 'service'
  | 'authenticity'
  | 'salesHistory'
  | 'buyback'
  | 'appointment'
  | 'comingSoon';

/** What every screen receives: the route's pattern (one screen may serve several, e.g. the four catalogue modes). */
export interface ScreenProps {
  route: string;
  params: Record<string, string | undefined>;
}
