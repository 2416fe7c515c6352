import type { AnyStateMachine } from 'xstate';
import { noticeCountMachine } from '../alerts/noticeCountMachine.ts';
import { notificationsMachine } from '../alerts/notificationsMachine.ts';
import { pieceAlertMachine } from '../alerts/pieceAlertMachine.ts';
import { priceAlertsMachine } from '../alerts/priceAlertsMachine.ts';
import { saveSearchMachine } from '../alerts/saveSearchMachine.ts';
import { savedSearchesMachine } from '../alerts/savedSearchesMachine.ts';
import { telegramNoticesMachine } from '../alerts/telegramNoticesMachine.ts';
import { carouselMachine } from '../carouselMachine.ts';
import { cartMachine } from '../cart/machine.ts';
import { catalogueMachine } from '../catalogue/machine.ts';
import { checkoutMachine } from '../checkout/machine.ts';
import { compareMachine } from '../compareMachine.ts';
import { contactFormMachine } from '../contactForm/machine.ts';
import { devPanelMachine } from '../devPanelMachine.ts';
import { faqListMachine } from '../faqListMachine.ts';
import { favoritesMachine } from '../favoritesMachine.ts';
import { galleryMachine } from '../galleryMachine.ts';
import { guestIntentMachine } from '../guestIntentMachine.ts';
import { homeMachine } from '../homeMachine.ts';
import { loginModalMachine } from '../loginModalMachine.ts';
import { auditLogMachine } from '../manage/auditLogMachine.ts';
import { importMachine } from '../manage/importMachine.ts';
import { manageOrderMachine } from '../manage/manageOrderMachine.ts';
import { ordersQueueMachine } from '../manage/ordersQueueMachine.ts';
import { productsMachine } from '../manage/productsMachine.ts';
import { requestsQueueMachine } from '../manage/requestsQueueMachine.ts';
import { staffAccessMachine } from '../manage/staffAccessMachine.ts';
import { menuMachine } from '../menuMachine.ts';
import { orderConfirmationMachine } from '../orderConfirmationMachine.ts';
import { phoneSetupMachine } from '../phoneSetupMachine.ts';
import { popularMachine } from '../popularMachine.ts';
import { productMachine } from '../productMachine.ts';
import { addressBookMachine } from '../profile/addressBookMachine.ts';
import { profileInfoMachine } from '../profile/infoMachine.ts';
import { myRequestsMachine } from '../profile/myRequestsMachine.ts';
import { passwordChangeMachine } from '../profile/passwordMachine.ts';
import { purchaseHistoryMachine } from '../purchaseHistoryMachine.ts';
import { recentlyViewedMachine } from '../recentlyViewedMachine.ts';
import { salesHistoryMachine } from '../salesHistoryMachine.ts';
import { sessionMachine } from '../sessionMachine.ts';
import { signInPanelMachine } from '../signIn/machine.ts';
import { suggestionsMachine } from '../suggestionsMachine.ts';
import { toastMachine } from '../toastMachine.ts';
import { videoListMachine } from '../videoListMachine.ts';

/** One machine of the atlas: its id, the machine, its file under src/machines and, for a factory's product, the factory's file. */
export interface AtlasEntry {
  id: string;
  machine: AnyStateMachine;
  file: string;
  factory?: string;
}

const entry = (machine: AnyStateMachine, file: string, factory?: string): AtlasEntry => ({
  id: machine.id,
  machine,
  file,
  ...(factory ? { factory } : {}),
});

/**
 * Every machine of src/machines, in the order of its README's index (tests/unit/atlas.test.ts fails when a
 * machine file is missing here).
 */
export const atlasEntries: readonly AtlasEntry[] = [
  entry(sessionMachine, 'sessionMachine.ts'),
  entry(toastMachine, 'toastMachine.ts'),
  entry(menuMachine, 'menuMachine.ts'),
  entry(loginModalMachine, 'loginModalMachine.ts'),
  entry(guestIntentMachine, 'guestIntentMachine.ts'),
  entry(signInPanelMachine, 'signIn/machine.ts'),
  entry(phoneSetupMachine, 'phoneSetupMachine.ts'),
  entry(catalogueMachine, 'catalogue/machine.ts'),
  entry(homeMachine, 'homeMachine.ts'),
  entry(popularMachine, 'popularMachine.ts'),
  entry(faqListMachine, 'faqListMachine.ts'),
  entry(carouselMachine, 'carouselMachine.ts'),
  entry(suggestionsMachine, 'suggestionsMachine.ts'),
  entry(productMachine, 'productMachine.ts'),
  entry(galleryMachine, 'galleryMachine.ts'),
  entry(recentlyViewedMachine, 'recentlyViewedMachine.ts'),
  entry(contactFormMachine, 'contactForm/machine.ts'),
  entry(cartMachine, 'cart/machine.ts'),
  entry(checkoutMachine, 'checkout/machine.ts'),
  entry(orderConfirmationMachine, 'orderConfirmationMachine.ts'),
  entry(purchaseHistoryMachine, 'purchaseHistoryMachine.ts'),
  entry(salesHistoryMachine, 'salesHistoryMachine.ts'),
  entry(videoListMachine, 'videoListMachine.ts'),
  entry(profileInfoMachine, 'profile/infoMachine.ts'),
  entry(passwordChangeMachine, 'profile/passwordMachine.ts'),
  entry(addressBookMachine, 'profile/addressBookMachine.ts'),
  entry(myRequestsMachine, 'profile/myRequestsMachine.ts'),
  entry(favoritesMachine, 'favoritesMachine.ts', 'lists/machine.ts'),
  entry(compareMachine, 'compareMachine.ts', 'lists/machine.ts'),
  entry(noticeCountMachine, 'alerts/noticeCountMachine.ts'),
  entry(notificationsMachine, 'alerts/notificationsMachine.ts'),
  entry(savedSearchesMachine, 'alerts/savedSearchesMachine.ts'),
  entry(saveSearchMachine, 'alerts/saveSearchMachine.ts'),
  entry(pieceAlertMachine, 'alerts/pieceAlertMachine.ts'),
  entry(priceAlertsMachine, 'alerts/priceAlertsMachine.ts', 'alerts/switchesMachine.ts'),
  entry(telegramNoticesMachine, 'alerts/telegramNoticesMachine.ts', 'alerts/switchesMachine.ts'),
  entry(staffAccessMachine, 'manage/staffAccessMachine.ts'),
  entry(ordersQueueMachine, 'manage/ordersQueueMachine.ts'),
  entry(manageOrderMachine, 'manage/manageOrderMachine.ts'),
  entry(requestsQueueMachine, 'manage/requestsQueueMachine.ts'),
  entry(productsMachine, 'manage/productsMachine.ts'),
  entry(importMachine, 'manage/importMachine.ts'),
  entry(auditLogMachine, 'manage/auditLogMachine.ts'),
  entry(devPanelMachine, 'devPanelMachine.ts'),
];
