import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ToastActor, useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { selectPhotoIndex } from '../../machines/galleryMachine.ts';
import { productMachine, type ProductKind } from '../../machines/productMachine.ts';
import { recentlyViewedMachine, selectViewedExcept } from '../../machines/recentlyViewedMachine.ts';
import { contactFormMachine } from '../../machines/contactForm/machine.ts';
import { ProductPage } from '../../ui/views/ProductPage/ProductPage.tsx';
import { RequestForm } from '../../ui/views/RequestForm/RequestForm.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { clearDraft, readDraft, writeDraft } from './draftStorage.ts';
import { useProductMeta } from './productMeta.ts';
import {
  kindOfRoute,
  requestFailureText,
  selectProductPageProps,
  selectRequestFormProps,
  toViewed,
  viewedCards,
  withCartWord,
  type RequestFormView,
} from './productSelectors.ts';
import { readRecentlyViewed, writeRecentlyViewed } from './recentlyViewedStorage.ts';
import { PieceAlertBlock } from './PieceAlertBlock.tsx';
import { renderLink } from '../../runtime/links.tsx';
import { useProfilePrefill } from '../../runtime/profilePrefill.ts';
import { useHydrated } from '../../runtime/ssr.tsx';
import { useShopActions, useShopMarks } from '../../runtime/shop.ts';
import { isRefused, marksOf } from '../../runtime/shopMarks.ts';

/**
 * /product/{id}, /jewelry/{id} and /bag/{id} (part 1 §2.7). The route actor is keyed by kind and id, so following
 * a related item to another page starts a fresh machine and loads it.
 */
export default function ProductScreen({ route, params }: ScreenProps) {
  const kind = kindOfRoute(route);
  const id = params.id ?? '';
  return <ProductRoute key={`${kind}:${id}`} kind={kind} id={id} />;
}

function ProductRoute({ kind, id }: { kind: ProductKind; id: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = ToastActor.useActorRef();
  const failureWords = {
    rateLimited: t`Слишком много запросов. Попробуйте через минуту.`,
    generic: t`Не удалось отправить заявку. Попробуйте ещё раз.`,
  };

  // The machine is built once per route: useActorRef keeps the first logic it was given.
  const [machine] = useState(() =>
    productMachine.provide({
      actors: {
        requestForm: contactFormMachine.provide({
          actions: {
            saveDraft: (_, params) => writeDraft(params.draft),
            clearDraft: () => clearDraft(),
            notifyInvalid: () => toast.send({ type: 'toast.show', toastType: 'error', message: t`Заполните обязательные поля` }),
            notifySuccess: () =>
              toast.send({ type: 'toast.show', toastType: 'success', message: t`Заявка отправлена. Менеджер скоро свяжется с вами.` }),
            notifyFailure: (_, params) =>
              toast.send({ type: 'toast.show', toastType: 'error', message: requestFailureText(params.failure, failureWords) }),
          },
        }),
      },
    }),
  );
  const actor = useRouteActor(machine, { input: { kind, id } }, 'product');
  // Issue 10 item 15: this browser's history of detail pages, read once per page and saved on each view.
  const [viewedLogic] = useState(() => recentlyViewedMachine.provide({ actions: { persistViewed: (_, params) => writeRecentlyViewed(params.items) } }));
  const viewed = useRouteActor(viewedLogic, { input: { items: readRecentlyViewed() } });

  const dubai = t`Дубай`;
  const page = useSelector(actor, (s) => selectProductPageProps(s, { dubai }), shallowEqual);
  const { item, product, gallery: galleryRef, form: formRef, requestKind } = page;
  const photoIndex = useSelector(galleryRef, (s) => (s ? selectPhotoIndex(s) : null));
  const form = useSelector(formRef, (s) => (s ? selectRequestFormProps(s, failureWords) : undefined), shallowEqual);
  // Signed in, the price and live-photo forms open with the profile's contact (issue 22 §7).
  useProfilePrefill(formRef);
  // The dialog animates out after its form actor has stopped: keep showing the last frame meanwhile.
  const lastForm = useRef<RequestFormView | undefined>(undefined);
  if (form) lastForm.current = form;
  const shownForm = form ?? lastForm.current;

  useEffect(() => {
    if (item) viewed.send({ type: 'viewed.add', item: toViewed(kind, item) });
  }, [item, kind, viewed]);
  const viewedBefore = useSelector(viewed, (s) => selectViewedExcept(s, item ? { kind, id: item.id } : null));
  // This browser's history is not the server's to render: shown from the render after hydration (issue 16 §1).
  const hydrated = useHydrated();
  useProductMeta(product, locale);

  // Part 1 §2.7 actions, with the marks of the app-wide favorites, comparison and cart (part 1 §4).
  const shop = useShopActions();
  const marks = useShopMarks();
  const piece = item ? { kind, id: item.id } : null;
  // Issue 26: a piece the cart was just refused shows reserved, without waiting for the page to load again.
  const refused = piece !== null && isRefused(marks, piece);
  const shown = useMemo(() => withCartWord(product, refused), [product, refused]);
  const actions = piece
    ? {
        ...marksOf(marks, piece),
        onToggleFavorite: () => shop.toggleFavorite(piece),
        onToggleCompare: () => shop.toggleCompare(piece),
        // Part 1 §6: on detail pages adding to the cart requires sign-in (the login modal); detail pages send quantity 1.
        onAddToCart: () => shop.addToCart(piece),
      }
    : null;

  return (
    <ProductPage
      state={page.state}
      kind={kind}
      locale={locale}
      product={shown}
      errorMessage={page.errorMessage}
      onRetry={() => actor.send({ type: 'product.retry' })}
      gallery={
        page.photos && photoIndex !== null
          ? {
              photos: page.photos,
              index: photoIndex,
              onSelect: (index) => galleryRef?.send({ type: 'photo.select', index }),
              onNext: () => galleryRef?.send({ type: 'photo.next' }),
              onPrev: () => galleryRef?.send({ type: 'photo.prev' }),
              onSwipe: (deltaX) => galleryRef?.send({ type: 'photo.swipe', deltaX }),
            }
          : null
      }
      actions={actions}
      // Issue 28: only a reserved piece (the page's own word, or the cart's refusal) offers «Сообщить, когда
      // освободится»; after hydration, as the shopper's own state is not the server's to render.
      pieceAlert={piece && hydrated && shown?.availability === 'reserved' ? <PieceAlertBlock product={piece} /> : null}
      related={page.related}
      recentlyViewed={item && hydrated ? viewedCards(viewedBefore) : []}
      onRequestPrice={() => actor.send({ type: 'request.open', request: 'price', draft: readDraft() })}
      onRequestLivePhotos={() => actor.send({ type: 'request.open', request: 'livePhotos', draft: readDraft() })}
      request={{
        open: page.requestOpen,
        kind: requestKind,
        onOpenChange: (open) => {
          if (!open) actor.send({ type: 'request.close' });
        },
        form: shownForm && requestKind && (
          <RequestForm
            kind={requestKind}
            values={shownForm.values}
            errors={shownForm.errors}
            photoName={shownForm.photoName}
            busy={shownForm.busy}
            failureMessage={shownForm.failureMessage}
            onFieldChange={(field, value) => formRef?.send({ type: 'field.change', field, value })}
            onConsentChange={(checked) => formRef?.send({ type: 'consent.change', checked })}
            onPhotoChange={(file) => formRef?.send(file ? { type: 'photos.add', files: [file] } : { type: 'photo.remove', index: 0 })}
            onSubmit={() => formRef?.send({ type: 'form.submit' })}
          />
        ),
      }}
      renderLink={renderLink}
    />
  );
}
