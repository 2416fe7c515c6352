import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { selectCartLines, selectCartStatus, selectCartTotalUsd } from '../../machines/cart/selectors.ts';
import type { CheckoutField } from '../../machines/checkout/form.ts';
import { checkoutMachine } from '../../machines/checkout/machine.ts';
import { CartActor, ToastActor, useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { placedOrderState } from '../../domain/orderConfirmation.ts';
import { serverWordsOr } from '../../domain/failureText.ts';
import { CheckoutPage } from '../../ui/views/CheckoutPage/CheckoutPage.tsx';
import { clearCheckoutDraft, readCheckoutDraft, writeCheckoutDraft } from './checkoutDraft.ts';
import { selectCheckoutExtras, selectCheckoutPageProps, type CheckoutCart, type ProblemWords } from './checkoutSelectors.ts';
import { boutiqueOf, osmEmbedUrl, osmLinkUrl } from '../../domain/maps.ts';
import { useMapAvailability } from '../../runtime/mapAvailability.ts';
import { MapPreview } from '../../ui/views/MapPreview/MapPreview.tsx';

const modeOfUrl = (): 'reserve' | 'pay' | 'crypto' | null => {
  const mode = new URLSearchParams(window.location.search).get('mode');
  return mode === 'reserve' || mode === 'pay' || mode === 'crypto' ? mode : null;
};

/**
 * /checkout (part 2 §2, §4): the route-local checkoutMachine over the app-wide cart. The shell's gate sends a guest
 * to /login?next=/checkout first.
 */
export default function CheckoutScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const toast = ToastActor.useActorRef();
  const cartActor = CartActor.useActorRef();
  const [focus, setFocus] = useState<{ field: CheckoutField | null; request: number }>({ field: null, request: 0 });
  const show = (toastType: 'success' | 'error' | 'info', message: string) => toast.send({ type: 'toast.show', toastType, message });

  const [logic] = useState(() =>
    checkoutMachine.provide({
      actions: {
        persistDraft: (_, { draft }) => writeCheckoutDraft(draft),
        clearDraft: () => clearCheckoutDraft(),
        focusField: (_, { field }) => setFocus((previous) => ({ field, request: previous.request + 1 })),
        notifyInvalid: () => show('error', t`Заполните обязательные поля`),
        notifyPromoAlreadyApplied: () => show('info', t`Этот промокод уже применён`),
        notifyOrderFailed: (_, { failure }) => show('error', serverWordsOr(failure, t`Не удалось создать заказ`)),
        notifyOrderCreated: (_, { order, mode }) => {
          const number = order.order_number;
          if (mode === 'crypto') show('success', t`Заказ №${number} создан. Оплатите его криптовалютой по инструкции ниже.`);
          else if (mode === 'pay') show('info', t`Онлайн-оплата скоро будет доступна. Заказ №${number} создан, менеджер свяжется с вами.`);
          else show('success', t`Заказ №${number} создан. Менеджер свяжется с вами для подтверждения.`);
        },
        notifyAddressSaved: () => show('success', t`Адрес сохранён`),
        notifyAddressFailed: () => show('error', t`Не удалось сохранить адрес`),
        refreshCart: () => cartActor.send({ type: 'cart.refresh' }),
        removeCartLine: (_, { itemId }) => cartActor.send({ type: 'cart.remove', itemId }),
        // Spec part 2 §4: on to exactly /purchase-history; the order's number rides in history.state (not the URL)
        // for the purchase history's thank-you panel (issue 22 item 12).
        goToHistory: (_, { order }) => navigate('/purchase-history', { state: placedOrderState(order.order_number) }),
      },
    }),
  );
  const actor = useRouteActor(logic, { input: { draft: readCheckoutDraft(), mode: modeOfUrl() } });

  const cartLines = CartActor.useSelector(selectCartLines);
  const cartStatus = CartActor.useSelector(selectCartStatus);
  const subtotalUsd = CartActor.useSelector(selectCartTotalUsd);
  const cart = useMemo((): CheckoutCart => ({ status: cartStatus, lines: cartLines, subtotalUsd }), [cartStatus, cartLines, subtotalUsd]);
  const words: ProblemWords = useMemo(
    () => ({
      // Issue 22 item 10: each empty field says what is missing (part 2 §5 quotes «Укажите имя» for the first name).
      required: {
        firstName: t`Укажите имя`,
        lastName: t`Укажите фамилию`,
        phone: t`Укажите телефон`,
        email: t`Укажите e-mail`,
        pickupCityId: t`Выберите город самовывоза`,
        countryCode: t`Выберите страну`,
        city: t`Укажите город`,
        postalCode: t`Укажите почтовый индекс`,
        addressLine1: t`Укажите адрес`,
      },
      phone: t`Номер телефона: от 7 до 15 цифр`,
      email: t`Проверьте адрес электронной почты`,
      addressLine1: t`Адрес: не короче 5 символов`,
      agree: t`Необходимо согласие с условиями`,
    }),
    [t],
  );
  const view = useSelector(actor, (snapshot) => selectCheckoutPageProps(snapshot, cart, words), shallowEqual);
  const extras = useSelector(actor, selectCheckoutExtras, shallowEqual);

  // Part 2 §2: a map of the pickup boutique (an OpenStreetMap embed at zoom 14) or of the typed delivery address
  // (a link: no geocoding here); the designed fallback whenever the map host cannot be reached.
  const pickupCity = view.pickupCities.find((city) => String(city.id) === view.values.pickupCityId) ?? null;
  const boutique = pickupCity ? boutiqueOf(pickupCity.name) : null;
  const typedAddress = [view.values.addressLine1, view.values.city, view.values.postalCode, view.values.countryCode].map((part) => part.trim()).filter(Boolean).join(', ');
  const mapWanted = view.state === 'form' && (view.deliveryMethod === 'pickup' ? boutique !== null : typedAddress !== '');
  const mapStatus = useMapAvailability(mapWanted && view.deliveryMethod === 'pickup');
  const map = !mapWanted ? null : boutique && view.deliveryMethod === 'pickup' ? (
    <MapPreview
      title={t`Карта: бутик, ${pickupCity?.name ?? ''}`}
      address={boutique.address[locale]}
      embedUrl={osmEmbedUrl(boutique.lat, boutique.lon)}
      linkUrl={osmLinkUrl(boutique)}
      status={mapStatus}
    />
  ) : (
    <MapPreview title={t`Карта: адрес доставки`} address={typedAddress} embedUrl={null} linkUrl={osmLinkUrl({ query: typedAddress })} status="unavailable" />
  );

  const copyText = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      show('success', done);
    } catch {
      show('error', t`Не удалось скопировать`);
    }
  };

  return (
    <CheckoutPage
      {...view}
      locale={locale}
      focusField={focus.field}
      focusRequest={focus.request}
      onDeliveryMethodChange={(method) => actor.send({ type: 'delivery.change', method })}
      onModeChange={(mode) => actor.send({ type: 'mode.change', mode })}
      onSavedAddressSelect={(id) => actor.send({ type: 'address.select', id })}
      onSaveAddressChange={(save) => actor.send({ type: 'saveAddress.change', save })}
      onAgreeChange={(agree) => actor.send({ type: 'agree.change', agree })}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onClearContact={() => actor.send({ type: 'contact.clear' })}
      onPromoInput={(value) => actor.send({ type: 'promo.input', value })}
      onPromoApply={() => actor.send({ type: 'promo.apply' })}
      onPromoRemove={() => actor.send({ type: 'promo.remove' })}
      onSubmit={() => actor.send({ type: 'checkout.submit' })}
      onRemoveLine={(itemId) => actor.send({ type: 'line.remove', itemId })}
      onRetry={() => {
        actor.send({ type: 'lists.retry' });
        cartActor.send({ type: 'cart.refresh' });
      }}
      map={map}
      card={
        extras.card && {
          values: extras.card,
          disabled: view.submitting,
          onChange: (field, value) => actor.send({ type: 'card.change', field, value }),
        }
      }
      crypto={
        extras.crypto && {
          orderNumber: extras.crypto.orderNumber,
          amountUsd: extras.crypto.amountUsd,
          option: extras.crypto.option,
          onOptionChange: (option) => actor.send({ type: 'crypto.option', option }),
          // Part 2 §9: "The wallet address list is empty."
          wallets: [],
          onCopyNumber: () => void copyText(extras.crypto?.orderNumber ?? '', t`Номер заказа скопирован`),
          onCopyAmount: () => void copyText(String(extras.crypto?.amountUsd ?? ''), t`Сумма скопирована`),
          wallet: extras.crypto.wallet,
          onConnectWallet: () => actor.send({ type: 'wallet.connect' }),
          renderLink,
        }
      }
      renderLink={renderLink}
    />
  );
}
