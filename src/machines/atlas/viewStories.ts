import type { AnyStateNode } from 'xstate';

/** A page view driven by a machine: the machine's id and the view's stories file, from the repository root. */
export interface ViewStories {
  machineId: string;
  stories: string;
}

/**
 * ARCHITECTURE "Tests that prove behaviour": a page view has a story for every state its machine can render, named
 * after the state path in PascalCase (`list.idle` → `ListIdle`). The one pairing of machines with view stories:
 * tests/stories/machineStates.test.ts fails when a state has no story, and the Storybook "Machines" pages
 * (scripts/machine-docs.ts) link each state to the first view listed for its machine.
 */
export const viewStories: readonly ViewStories[] = [
  { machineId: 'menu', stories: 'src/ui/views/MenuOverlay/MenuOverlay.stories.tsx' },
  { machineId: 'suggestions', stories: 'src/ui/views/Header/Header.stories.tsx' },
  { machineId: 'home', stories: 'src/ui/views/HomePage/HomePage.stories.tsx' },
  { machineId: 'popular', stories: 'src/ui/views/PopularBlock/PopularBlock.stories.tsx' },
  { machineId: 'toast', stories: 'src/ui/ToastRegion/ToastRegion.stories.tsx' },
  { machineId: 'product', stories: 'src/ui/views/ProductPage/ProductPage.stories.tsx' },
  { machineId: 'gallery', stories: 'src/ui/views/ProductGallery/ProductGallery.stories.tsx' },
  { machineId: 'catalogue', stories: 'src/ui/views/CatalogPage/CatalogPage.stories.tsx' },
  { machineId: 'contactForm', stories: 'src/ui/views/RequestForm/RequestForm.stories.tsx' },
  { machineId: 'signInPanel', stories: 'src/ui/views/SignInPanel/SignInPanel.stories.tsx' },
  { machineId: 'phoneSetup', stories: 'src/ui/views/PhoneSetupPage/PhoneSetupPage.stories.tsx' },
  { machineId: 'cart', stories: 'src/ui/views/CartPage/CartPage.stories.tsx' },
  { machineId: 'favorites', stories: 'src/ui/views/FavoritesPage/FavoritesPage.stories.tsx' },
  { machineId: 'compare', stories: 'src/ui/views/ComparePage/ComparePage.stories.tsx' },
  { machineId: 'checkout', stories: 'src/ui/views/CheckoutPage/CheckoutPage.stories.tsx' },
  { machineId: 'purchaseHistory', stories: 'src/ui/views/PurchaseHistoryPage/PurchaseHistoryPage.stories.tsx' },
  { machineId: 'orderConfirmation', stories: 'src/ui/views/OrderConfirmationPage/OrderConfirmationPage.stories.tsx' },
  { machineId: 'profileInfo', stories: 'src/ui/views/ProfilePage/PersonalInfoCard.stories.tsx' },
  { machineId: 'passwordChange', stories: 'src/ui/views/ProfilePage/PasswordCard.stories.tsx' },
  { machineId: 'addressBook', stories: 'src/ui/views/ProfilePage/AddressBook.stories.tsx' },
  { machineId: 'myRequests', stories: 'src/ui/views/ProfilePage/MyRequestsCard.stories.tsx' },
  { machineId: 'videoList', stories: 'src/ui/views/VideoPage/VideoPage.stories.tsx' },
  { machineId: 'faqList', stories: 'src/ui/views/InfoPages/SupportPage.stories.tsx' },
  { machineId: 'salesHistory', stories: 'src/ui/views/SalesHistoryPage/SalesHistoryPage.stories.tsx' },
  { machineId: 'contactForm', stories: 'src/ui/views/ContactForm/ContactForm.stories.tsx' },
  { machineId: 'contactForm', stories: 'src/ui/views/OrderRequestForm/OrderRequestForm.stories.tsx' },
  { machineId: 'contactForm', stories: 'src/ui/views/BuybackPage/BuybackPage.stories.tsx' },
  { machineId: 'contactForm', stories: 'src/ui/views/AppointmentPage/AppointmentPage.stories.tsx' },
  { machineId: 'ordersQueue', stories: 'src/ui/views/Manage/OrdersQueue.stories.tsx' },
  { machineId: 'manageOrder', stories: 'src/ui/views/Manage/OrderPage.stories.tsx' },
  { machineId: 'requestsQueue', stories: 'src/ui/views/Manage/RequestsQueue.stories.tsx' },
  { machineId: 'manageProducts', stories: 'src/ui/views/Manage/ProductsList.stories.tsx' },
  { machineId: 'catalogueImport', stories: 'src/ui/views/Manage/ImportCatalogue.stories.tsx' },
  { machineId: 'auditLog', stories: 'src/ui/views/Manage/AuditLog.stories.tsx' },
  { machineId: 'saveSearch', stories: 'src/ui/views/CatalogPage/SaveSearch.stories.tsx' },
  { machineId: 'pieceAlert', stories: 'src/ui/views/ProductPage/PieceAlert.stories.tsx' },
  { machineId: 'priceAlerts', stories: 'src/ui/views/FavoritesPage/FavoritesPage.stories.tsx' },
  { machineId: 'telegramNotices', stories: 'src/ui/views/ProfilePage/NoticesCard.stories.tsx' },
  { machineId: 'noticeCount', stories: 'src/ui/views/Header/Header.stories.tsx' },
  { machineId: 'notifications', stories: 'src/ui/views/NotificationsPage/NotificationsPage.stories.tsx' },
  { machineId: 'savedSearches', stories: 'src/ui/views/SavedSearchesPage/SavedSearchesPage.stories.tsx' },
  { machineId: 'devPanel', stories: 'src/ui/views/DevPanel/DevPanel.stories.tsx' },
];

/** A state path's story name: `['list', 'idle']` → `'ListIdle'`. */
export const storyNameOf = (path: readonly string[]) => path.map((key) => key.charAt(0).toUpperCase() + key.slice(1)).join('');

/** The renderable situations: every atomic state (parallel regions contribute their own leaves). */
export function leafStatePaths(node: AnyStateNode): string[][] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return node.type === 'final' && node.path.length === 0 ? [] : [node.path];
  return children.flatMap((child) => leafStatePaths(child));
}
