import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ToastActor, useRouteActor } from '../../runtime/appActors.tsx';
import type { galleryMachine } from '../../machines/galleryMachine.ts';
import { productMachine, type ProductKind } from '../../machines/productMachine.ts';
import { recentlyViewedMachine, selectViewedExcept } from '../../machines/recentlyViewedMachine.ts';
import { requestFormMachine, type RequestValues } from '../../machines/requestFormMachine.ts';
import type { FieldErrors } from '../../machines/requestFormMachine.ts';
import type { PriceLocale } from '../../ui/Price/price.ts';
import { ProductPage, type ProductPageState } from '../../ui/views/ProductPage/ProductPage.tsx';
import { RequestForm } from '../../ui/views/RequestForm/RequestForm.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { clearDraft, readDraft, writeDraft } from './draftStorage.ts';
import { useProductMeta } from './productMeta.ts';
import { galleryPhotos, kindOfRoute, requestFailureText, toDetails, toRelated, toViewed, viewedCards } from './productView.ts';
import { readRecentlyViewed, writeRecentlyViewed } from './recentlyViewedStorage.ts';
import { renderLink } from '../../runtime/links.tsx';

/**
 * /product/{id}, /jewelry/{id} and /bag/{id} (part 1 §2.7). The route actor is keyed by kind and id, so following
 * a related item to another page starts a fresh machine and loads it.
 */
export default function ProductScreen({ route, params }: ScreenProps) {
  const kind = kindOfRoute(route);
  const id = params.id ?? '';
  return <ProductRoute key={`${kind}:${id}`} kind={kind} id={id} />;
}

type FormView = { values: RequestValues; errors: FieldErrors; photoName: string | null; busy: boolean; failureMessage: string | null };

function ProductRoute({ kind, id }: { kind: ProductKind; id: string }) {
  const { t, i18n } = useLingui();
  const locale: PriceLocale = i18n.locale === 'en' ? 'en' : 'ru';
  const toast = ToastActor.useActorRef();

  // The machine is built once per route: useActorRef keeps the first logic it was given.
  const [machine] = useState(() =>
    productMachine.provide({
      actors: {
        requestForm: requestFormMachine.provide({
          actions: {
            saveDraft: (_, params) => writeDraft(params.draft),
            clearDraft: () => clearDraft(),
            notifyInvalid: () => toast.send({ type: 'toast.show', toastType: 'error', message: t`Заполните обязательные поля` }),
            notifySuccess: () =>
              toast.send({ type: 'toast.show', toastType: 'success', message: t`Заявка отправлена. Менеджер скоро свяжется с вами.` }),
            notifyFailure: (_, params) =>
              toast.send({
                type: 'toast.show',
                toastType: 'error',
                message: requestFailureText(params.failure, {
                  rateLimited: t`Слишком много запросов. Попробуйте через минуту.`,
                  generic: t`Не удалось отправить заявку. Попробуйте ещё раз.`,
                }),
              }),
          },
        }),
      },
    }),
  );
  const actor = useRouteActor(machine, { input: { kind, id } });
  // Issue 10 item 15: this browser's history of detail pages, read once per page and saved on each view.
  const [viewedLogic] = useState(() => recentlyViewedMachine.provide({ actions: { persistViewed: (_, params) => writeRecentlyViewed(params.items) } }));
  const viewed = useRouteActor(viewedLogic, { input: { items: readRecentlyViewed() } });

  const state = useSelector(actor, (s): ProductPageState => (s.matches('loaded') ? 'loaded' : s.matches('notFound') ? 'notFound' : s.matches('error') ? 'error' : 'loading'));
  const product = useSelector(actor, (s) => s.context.product);
  const failure = useSelector(actor, (s) => s.context.failure);
  const related = useSelector(actor, (s) => (s.hasTag('loadingRelated') ? null : s.context.related));
  const requestOpen = useSelector(actor, (s) => s.matches({ loaded: { request: 'open' } }));
  const requestKind = useSelector(actor, (s) => s.context.requestKind);
  const galleryRef = useSelector(actor, (s) => s.children.gallery as ActorRefFrom<typeof galleryMachine> | undefined);
  const gallery = useSelector(galleryRef, (s) => s?.context);
  const formRef = useSelector(actor, (s) => s.children.requestForm as ActorRefFrom<typeof requestFormMachine> | undefined);
  const form = useSelector(formRef, (s): FormView | undefined =>
    s && {
      values: s.context.values,
      errors: s.context.errors,
      photoName: s.context.photo?.name ?? null,
      busy: s.hasTag('busy'),
      failureMessage: s.context.failure
        ? requestFailureText(s.context.failure, {
            rateLimited: t`Слишком много запросов. Попробуйте через минуту.`,
            generic: t`Не удалось отправить заявку. Попробуйте ещё раз.`,
          })
        : null,
    },
    (a, b) => a?.values === b?.values && a?.errors === b?.errors && a?.photoName === b?.photoName && a?.busy === b?.busy && a?.failureMessage === b?.failureMessage,
  );
  // The dialog animates out after its form actor has stopped: keep showing the last frame meanwhile.
  const lastForm = useRef<FormView | undefined>(undefined);
  if (form) lastForm.current = form;
  const shownForm = form ?? lastForm.current;

  const details = product ? toDetails(kind, product, t`Дубай`) : null;
  useEffect(() => {
    if (product) viewed.send({ type: 'viewed.add', item: toViewed(kind, product) });
  }, [product, kind, viewed]);
  const viewedBefore = useSelector(viewed, (s) => selectViewedExcept(s, product ? { kind, id: product.id } : null));
  useProductMeta(details, locale);

  return (
    <ProductPage
      state={state}
      kind={kind}
      locale={locale}
      product={details}
      errorMessage={failure?.message ?? null}
      onRetry={() => actor.send({ type: 'product.retry' })}
      gallery={
        product && gallery
          ? {
              photos: galleryPhotos(product.photos),
              index: gallery.index,
              onSelect: (index) => galleryRef?.send({ type: 'photo.select', index }),
              onNext: () => galleryRef?.send({ type: 'photo.next' }),
              onPrev: () => galleryRef?.send({ type: 'photo.prev' }),
              onSwipe: (deltaX) => galleryRef?.send({ type: 'photo.swipe', deltaX }),
            }
          : null
      }
      related={related && toRelated(kind, related)}
      recentlyViewed={product ? viewedCards(viewedBefore) : []}
      onRequestPrice={() => actor.send({ type: 'request.open', request: 'price', draft: readDraft() })}
      onRequestLivePhotos={() => actor.send({ type: 'request.open', request: 'livePhotos', draft: readDraft() })}
      request={{
        open: requestOpen,
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
            onPhotoChange={(file) => formRef?.send({ type: 'photo.change', file })}
            onSubmit={() => formRef?.send({ type: 'form.submit' })}
          />
        ),
      }}
      renderLink={renderLink}
    />
  );
}
