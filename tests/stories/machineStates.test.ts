import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { cartMachine } from '../../src/machines/cart/machine.ts';
import { catalogueMachine } from '../../src/machines/catalogue/machine.ts';
import { checkoutMachine } from '../../src/machines/checkout/machine.ts';
import { purchaseHistoryMachine } from '../../src/machines/purchaseHistoryMachine.ts';
import { addressBookMachine } from '../../src/machines/profile/addressBookMachine.ts';
import { profileInfoMachine } from '../../src/machines/profile/infoMachine.ts';
import { passwordChangeMachine } from '../../src/machines/profile/passwordMachine.ts';
import { myRequestsMachine } from '../../src/machines/profile/myRequestsMachine.ts';
import { compareMachine } from '../../src/machines/compareMachine.ts';
import { favoritesMachine } from '../../src/machines/favoritesMachine.ts';
import { galleryMachine } from '../../src/machines/galleryMachine.ts';
import { homeMachine } from '../../src/machines/homeMachine.ts';
import { menuMachine } from '../../src/machines/menuMachine.ts';
import { popularMachine } from '../../src/machines/popularMachine.ts';
import { productMachine } from '../../src/machines/productMachine.ts';
import { phoneSetupMachine } from '../../src/machines/phoneSetupMachine.ts';
import { signInPanelMachine } from '../../src/machines/signIn/machine.ts';
import { suggestionsMachine } from '../../src/machines/suggestionsMachine.ts';
import { toastMachine } from '../../src/machines/toastMachine.ts';
import { videoListMachine } from '../../src/machines/videoListMachine.ts';
import { faqListMachine } from '../../src/machines/faqListMachine.ts';
import { salesHistoryMachine } from '../../src/machines/salesHistoryMachine.ts';
import { contactFormMachine } from '../../src/machines/contactForm/machine.ts';
import { orderConfirmationMachine } from '../../src/machines/orderConfirmationMachine.ts';
import { ordersQueueMachine } from '../../src/machines/manage/ordersQueueMachine.ts';
import { manageOrderMachine } from '../../src/machines/manage/manageOrderMachine.ts';
import { requestsQueueMachine } from '../../src/machines/manage/requestsQueueMachine.ts';
import { productsMachine } from '../../src/machines/manage/productsMachine.ts';
import { importMachine } from '../../src/machines/manage/importMachine.ts';
import { auditLogMachine } from '../../src/machines/manage/auditLogMachine.ts';
import { saveSearchMachine } from '../../src/machines/alerts/saveSearchMachine.ts';
import { pieceAlertMachine } from '../../src/machines/alerts/pieceAlertMachine.ts';
import { priceAlertsMachine } from '../../src/machines/alerts/priceAlertsMachine.ts';
import { telegramNoticesMachine } from '../../src/machines/alerts/telegramNoticesMachine.ts';
import { noticeCountMachine } from '../../src/machines/alerts/noticeCountMachine.ts';
import { notificationsMachine } from '../../src/machines/alerts/notificationsMachine.ts';
import { savedSearchesMachine } from '../../src/machines/alerts/savedSearchesMachine.ts';

/**
 * ARCHITECTURE "Tests that prove behaviour": a page view has a story for every state its machine can render, named
 * after the state path in PascalCase (`list.idle` → `ListIdle`). Each machine that drives a view is listed here
 * with the view's stories file; a new state without a story fails this test.
 */
const VIEW_MACHINES: { machine: AnyStateMachine; stories: string }[] = [
  { machine: menuMachine, stories: 'src/ui/views/MenuOverlay/MenuOverlay.stories.tsx' },
  { machine: suggestionsMachine, stories: 'src/ui/views/Header/Header.stories.tsx' },
  { machine: homeMachine, stories: 'src/ui/views/HomePage/HomePage.stories.tsx' },
  { machine: popularMachine, stories: 'src/ui/views/PopularBlock/PopularBlock.stories.tsx' },
  { machine: toastMachine, stories: 'src/ui/ToastRegion/ToastRegion.stories.tsx' },
  { machine: productMachine, stories: 'src/ui/views/ProductPage/ProductPage.stories.tsx' },
  { machine: galleryMachine, stories: 'src/ui/views/ProductGallery/ProductGallery.stories.tsx' },
  { machine: catalogueMachine, stories: 'src/ui/views/CatalogPage/CatalogPage.stories.tsx' },
  { machine: contactFormMachine, stories: 'src/ui/views/RequestForm/RequestForm.stories.tsx' },
  { machine: signInPanelMachine, stories: 'src/ui/views/SignInPanel/SignInPanel.stories.tsx' },
  { machine: phoneSetupMachine, stories: 'src/ui/views/PhoneSetupPage/PhoneSetupPage.stories.tsx' },
  { machine: cartMachine, stories: 'src/ui/views/CartPage/CartPage.stories.tsx' },
  { machine: favoritesMachine, stories: 'src/ui/views/FavoritesPage/FavoritesPage.stories.tsx' },
  { machine: compareMachine, stories: 'src/ui/views/ComparePage/ComparePage.stories.tsx' },
  { machine: checkoutMachine, stories: 'src/ui/views/CheckoutPage/CheckoutPage.stories.tsx' },
  { machine: purchaseHistoryMachine, stories: 'src/ui/views/PurchaseHistoryPage/PurchaseHistoryPage.stories.tsx' },
  { machine: orderConfirmationMachine, stories: 'src/ui/views/OrderConfirmationPage/OrderConfirmationPage.stories.tsx' },
  { machine: profileInfoMachine, stories: 'src/ui/views/ProfilePage/PersonalInfoCard.stories.tsx' },
  { machine: passwordChangeMachine, stories: 'src/ui/views/ProfilePage/PasswordCard.stories.tsx' },
  { machine: addressBookMachine, stories: 'src/ui/views/ProfilePage/AddressBook.stories.tsx' },
  { machine: myRequestsMachine, stories: 'src/ui/views/ProfilePage/MyRequestsCard.stories.tsx' },
  { machine: videoListMachine, stories: 'src/ui/views/VideoPage/VideoPage.stories.tsx' },
  { machine: faqListMachine, stories: 'src/ui/views/InfoPages/SupportPage.stories.tsx' },
  { machine: salesHistoryMachine, stories: 'src/ui/views/SalesHistoryPage/SalesHistoryPage.stories.tsx' },
  { machine: contactFormMachine, stories: 'src/ui/views/ContactForm/ContactForm.stories.tsx' },
  { machine: contactFormMachine, stories: 'src/ui/views/OrderRequestForm/OrderRequestForm.stories.tsx' },
  { machine: contactFormMachine, stories: 'src/ui/views/BuybackPage/BuybackPage.stories.tsx' },
  { machine: contactFormMachine, stories: 'src/ui/views/AppointmentPage/AppointmentPage.stories.tsx' },
  { machine: ordersQueueMachine, stories: 'src/ui/views/Manage/OrdersQueue.stories.tsx' },
  { machine: manageOrderMachine, stories: 'src/ui/views/Manage/OrderPage.stories.tsx' },
  { machine: requestsQueueMachine, stories: 'src/ui/views/Manage/RequestsQueue.stories.tsx' },
  { machine: productsMachine, stories: 'src/ui/views/Manage/ProductsList.stories.tsx' },
  { machine: importMachine, stories: 'src/ui/views/Manage/ImportCatalogue.stories.tsx' },
  { machine: auditLogMachine, stories: 'src/ui/views/Manage/AuditLog.stories.tsx' },
  { machine: saveSearchMachine, stories: 'src/ui/views/CatalogPage/SaveSearch.stories.tsx' },
  { machine: pieceAlertMachine, stories: 'src/ui/views/ProductPage/PieceAlert.stories.tsx' },
  { machine: priceAlertsMachine, stories: 'src/ui/views/FavoritesPage/FavoritesPage.stories.tsx' },
  { machine: telegramNoticesMachine, stories: 'src/ui/views/ProfilePage/NoticesCard.stories.tsx' },
  { machine: noticeCountMachine, stories: 'src/ui/views/Header/Header.stories.tsx' },
  { machine: notificationsMachine, stories: 'src/ui/views/NotificationsPage/NotificationsPage.stories.tsx' },
  { machine: savedSearchesMachine, stories: 'src/ui/views/SavedSearchesPage/SavedSearchesPage.stories.tsx' },
];

const pascal = (path: readonly string[]) => path.map((key) => key.charAt(0).toUpperCase() + key.slice(1)).join('');

/** The renderable situations: every atomic state (parallel regions contribute their own leaves). */
function leafStatePaths(node: AnyStateNode): string[][] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return node.type === 'final' && node.path.length === 0 ? [] : [node.path];
  return children.flatMap((child) => leafStatePaths(child));
}

function storyNames(file: string): Set<string> {
  const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  return new Set([...source.matchAll(/^export\s+const\s+([A-Z]\w*)/gm)].map((match) => match[1] ?? ''));
}

describe('every state of a page view machine has a story (ARCHITECTURE "Tests that prove behaviour")', () => {
  for (const { machine, stories } of VIEW_MACHINES) {
    it(`${machine.id}: ${stories}`, () => {
      const names = storyNames(stories);
      const paths = leafStatePaths(machine.root);
      expect(paths.length).toBeGreaterThan(0);
      const missing = paths.map(pascal).filter((name) => !names.has(name));
      expect(missing, `states of '${machine.id}' without a story in ${stories}`).toEqual([]);
    });
  }

  it('names nested and parallel leaves by their whole path', () => {
    // A self-check of the walker on a known shape, so a bug in it cannot hide missing stories.
    const shape = createMachine({
      initial: 'list',
      states: {
        loading: {},
        list: { initial: 'idle', states: { idle: {}, loadingMore: {} } },
        panel: { type: 'parallel', states: { filters: { initial: 'closed', states: { closed: {}, open: {} } }, sort: {} } },
        done: { type: 'final' },
      },
    });
    expect(leafStatePaths(shape.root).map(pascal)).toEqual([
      'Loading',
      'ListIdle',
      'ListLoadingMore',
      'PanelFiltersClosed',
      'PanelFiltersOpen',
      'PanelSort',
      'Done',
    ]);
  });
});
