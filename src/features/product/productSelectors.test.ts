import { i18n } from '@lingui/core';
import { shallowEqual } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Bag, Jewelry, Watch } from '../../api/types.ts';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../api/errors.ts';
import { productMachine, type ProductItem, type ProductKind } from '../../machines/productMachine.ts';
import { contactFormMachine } from '../../machines/contactForm/machine.ts';
import type { SubmitInput } from '../../machines/contactForm/submit.ts';
import type { RequestAccepted } from '../../api/requests.ts';
import { deferred } from '../../../tests/support/deferred.ts';
import { done } from '../../../tests/support/machines/model.ts';
import { pieceAlert, pieceAlertHarness, WATCH } from '../../machines/alerts/shopperAlerts.testing.ts';
import { conditionOf, priceText, productHead } from './productMeta.ts';
import {
  galleryPhotos,
  hrefOf,
  kindOfRoute,
  productName,
  relatedFor,
  requestFailureText,
  selectPieceAlertProps,
  selectProductPageProps,
  selectRequestFormProps,
  toDetails,
  toRelated,
  toViewed,
  viewedCards,
  withCartWord,
} from './productSelectors.ts';

const photos = [
  { image_url: '/media/a.svg', thumbnail_url: '/media/a.thumb.svg', is_primary: false },
  { image_url: '/media/b.svg', thumbnail_url: '/media/b.thumb.svg', is_primary: true },
];
const watch = {
  id: 12,
  model_name: 'Submariner Date',
  reference: '126610LN',
  brand: { id: 3, name: 'Rolex' },
  collection: null,
  watch_type_name: 'Дайверские',
  price_usd: '14500.00',
  previous_price_usd: null,
  price_on_request: false,
  availability: 'available',
  available_quantity: 1,
  on_sale: false,
  photos,
  dial_color: 'Чёрный',
  case_diameter_mm: 41,
  case_thickness_mm: null,
  water_resistance_m: 300,
  production_year: 2023,
  caliber: '',
  power_reserve_hours: 70,
  is_limited_edition: true,
  limited_edition_pieces: null,
  full_set: false,
  case_material_name: 'Сталь',
  glass_type_name: 'Сапфировое',
  movement_type_name: 'Автоматический',
  function_description: 'Часы, минуты',
  strap_material_name: 'Сталь',
  condition_description: 'Новые',
  availability_city_name: 'Москва',
  description: 'Описание',
} satisfies Watch;

describe('productView', () => {
  it('maps routes to kinds and kinds to hrefs', () => {
    expect(kindOfRoute('/product/:id')).toBe('watch');
    expect(kindOfRoute('/jewelry/:id')).toBe('jewelry');
    expect(kindOfRoute('/bag/:id')).toBe('bag');
    expect([hrefOf('watch', 1), hrefOf('jewelry', 2), hrefOf('bag', 3)]).toEqual(['/product/1', '/jewelry/2', '/bag/3']);
  });

  it('a watch shows every field that has a value, booleans included, and its own city', () => {
    const details = toDetails('watch', watch, 'Дубай');
    expect(details).toMatchObject({ brand: 'Rolex', model: 'Submariner Date', isLimitedEdition: true, availabilityCity: 'Москва' });
    // Issue 22 item 3: the size of the series goes to the badge beside the price.
    expect(toDetails('watch', { ...watch, limited_edition_pieces: 500 }, 'Дубай').limitedEditionPieces).toBe(500);
    const keys = details.specs.map((row) => row.key);
    expect(keys).not.toContain('collection');
    expect(keys).not.toContain('caseThickness');
    expect(keys).not.toContain('caliber');
    expect(details.specs).toContainEqual({ key: 'fullSet', value: false });
    expect(details.specs).toContainEqual({ key: 'limitedEdition', value: true });
    expect(details.specs).toContainEqual({ key: 'caseDiameter', value: 41 });
    expect(toDetails('watch', { ...watch, limited_edition_pieces: 500 }, 'Дубай').specs).toContainEqual({ key: 'limitedEdition', value: 500 });
    expect(toDetails('watch', { ...watch, is_limited_edition: false }, 'Дубай').specs.map((r) => r.key)).not.toContain('limitedEdition');
  });

  it('carries a sale piece\'s previous price to the page and to related cards (issue 10 item 13)', () => {
    const onSale = { ...watch, previous_price_usd: '16100.00' };
    expect(toDetails('watch', onSale, 'Дубай').previousPriceUsd).toBe('16100.00');
    expect(toDetails('watch', watch, 'Дубай').previousPriceUsd).toBeNull();
    expect(toRelated('watch', [onSale])[0]?.previousPriceUsd).toBe('16100.00');
    // Issue 10 item 16: related cards tell pieces of one reference apart.
    expect(toRelated('watch', [onSale])[0]).toMatchObject({ year: watch.production_year, condition: watch.condition_description, fullSet: watch.full_set });
  });

  it('jewelry and bags are always in Dubai (part 1 §9) and show their own fields', () => {
    const jewelry = { ...watch, type_name: 'Браслеты', insert_stone: null, metal: 'Золото', equipment_text: 'Коробка', condition_text: 'Новое', full_set: true, availability_city_name: 'Москва' } as unknown as Jewelry;
    expect(toDetails('jewelry', jewelry, 'Dubai')).toMatchObject({
      availabilityCity: 'Dubai',
      specs: [
        { key: 'jewelryType', value: 'Браслеты' },
        { key: 'metal', value: 'Золото' },
        { key: 'fullSet', value: true },
        { key: 'equipment', value: 'Коробка' },
        { key: 'condition', value: 'Новое' },
      ],
    });
    const bag = { ...watch, color: null, material: 'Кожа', kit_description: null, condition_text: 'Новая', full_set: true } as unknown as Bag;
    expect(toDetails('bag', bag, 'Дубай').specs.map((r) => r.key)).toEqual(['material', 'fullSet', 'condition']);
  });

  it('related cards link by kind and show the primary photo', () => {
    expect(toRelated('bag', [watch])).toEqual([
      expect.objectContaining({ id: 12, href: '/bag/12', imageUrl: '/media/b.thumb.svg', isLimitedEdition: false }),
    ]);
    expect(galleryPhotos(photos)[1]).toEqual({ imageUrl: '/media/b.svg', thumbnailUrl: '/media/b.thumb.svg' });
  });

  it('issue 26: the page says reserved or sold; beside a sold piece only available ones are related', () => {
    const sold = { ...watch, availability: 'sold' as const, available_quantity: 0 };
    expect(toDetails('watch', sold, 'Дубай')).toMatchObject({ availability: 'sold', availableQuantity: 0 });
    expect(toRelated('watch', [{ ...watch, available_quantity: 2 }])[0]).toMatchObject({ availability: 'available', availableQuantity: 2 });
    const others = [{ ...watch, id: 13 }, { ...watch, id: 14, availability: 'reserved' as const, available_quantity: 0 }];
    expect(relatedFor(sold, others).map((piece) => piece.id)).toEqual([13]);
    expect(relatedFor(watch, others)).toBe(others);
    i18n.loadAndActivate({ locale: 'ru', messages: {} });
    expect(productHead(toDetails('watch', sold, 'Дубай'), 'ru').description).toMatch(/^Rolex Submariner Date 126610LN — продано\./);
  });

  it('issue 26: a piece the cart was just refused shows reserved, unless the page knows it is sold', () => {
    const details = toDetails('watch', watch, 'Дубай');
    expect(withCartWord(details, false)).toBe(details);
    expect(withCartWord(details, true)).toMatchObject({ availability: 'reserved', availableQuantity: 0 });
    const sold = toDetails('watch', { ...watch, availability: 'sold', available_quantity: 0 }, 'Дубай');
    expect(withCartWord(sold, true)).toBe(sold);
    expect(withCartWord(null, true)).toBeNull();
  });

  it('words a request failure as part 1 §8 says', () => {
    const words = { rateLimited: 'Слишком много запросов. Попробуйте через минуту.', generic: 'Не удалось отправить заявку' };
    expect(requestFailureText({ code: 'rate-limited', status: 429, detail: 'Too many', message: 'Too many' }, words)).toBe(words.rateLimited);
    expect(requestFailureText({ code: 'validation', status: 400, detail: 'Unknown watch', message: 'Unknown watch' }, words)).toBe('Unknown watch');
    expect(requestFailureText({ code: 'validation', status: 400, message: 'name: required' }, words)).toBe('name: required');
    expect(requestFailureText({ code: 'server', status: 500, message: UNKNOWN_ERROR_MESSAGE }, words)).toBe(words.generic);
    expect(requestFailureText({ code: 'network', message: 'Network error. Please check your connection.' }, words)).toBe(words.generic);
  });

  it('the "You viewed" history keeps what a card needs and links by kind (issue 10 item 15)', () => {
    const viewed = toViewed('jewelry', watch);
    expect(viewed).toEqual({
      kind: 'jewelry',
      id: 12,
      brand: 'Rolex',
      model: 'Submariner Date',
      reference: '126610LN',
      priceUsd: '14500.00',
      priceOnRequest: false,
      isLimitedEdition: false,
      limitedEditionPieces: null,
      imageUrl: '/media/b.thumb.svg',
    });
    expect(viewedCards([viewed, { ...viewed, kind: 'bag', id: 4 }]).map((card) => card.href)).toEqual(['/jewelry/12', '/bag/4']);
  });

  it('names a piece by brand, model and reference, once (issue 10 item 18)', () => {
    expect(productName({ brand: 'Rolex', model: 'Datejust 41', reference: '126334' })).toBe('Rolex Datejust 41 126334');
    expect(productName({ brand: 'Hermès', model: 'Birkin 30', reference: null })).toBe('Hermès Birkin 30');
    expect(productName({ brand: 'Hermès', model: 'Birkin 30 Togo', reference: 'Togo' })).toBe('Hermès Birkin 30 Togo');
  });

  it('the description states the price (or none) and the condition when there is one', () => {
    const details = toDetails('watch', watch, 'Дубай');
    expect(conditionOf(details)).toBe('Новые');
    expect(conditionOf({ specs: [] })).toBeNull();
    expect(priceText(details, 'en')).toBe('$14,500');
    expect(priceText({ priceUsd: '14500.00', priceOnRequest: true }, 'en')).toBeNull();
    expect(priceText({ priceUsd: null }, 'ru')).toBeNull();
  });
});

describe('selectProductPageProps and selectRequestFormProps', () => {
  const words = { dubai: 'Dubai' };
  const failureWords = { rateLimited: 'Too many', generic: 'Failed' };
  const start = (item: Promise<ProductItem>, related: Promise<ProductItem[]> = new Promise(() => {})) =>
    createActor(
      productMachine.provide({
        actors: {
          fetchProduct: fromPromise<ProductItem, { kind: ProductKind; id: number }>(() => item),
          fetchRelated: fromPromise<ProductItem[], { kind: ProductKind; brandId: number }>(() => related),
          requestForm: contactFormMachine.provide({
            actors: {
              submitForm: fromPromise<RequestAccepted, SubmitInput>(() =>
                Promise.reject(new ApiError({ code: 'rate-limited', status: 429, message: 'Too many requests' })),
              ),
            },
            actions: { saveDraft: () => {}, clearDraft: () => {}, notifyInvalid: () => {}, notifySuccess: () => {}, notifyFailure: () => {} },
          }),
        },
      }),
      { input: { kind: 'watch', id: 12 } },
    ).start();

  it('while loading: the loading face and nothing else', () => {
    const props = selectProductPageProps(start(new Promise(() => {})).getSnapshot(), words);
    expect(props).toMatchObject({ state: 'loading', item: null, product: null, photos: null, errorMessage: null, requestOpen: false, gallery: undefined });
  });

  it('a failure shows its message', async () => {
    const actor = start(Promise.reject(new ApiError({ code: 'server', status: 503, message: 'Service unavailable' })));
    await waitFor(actor, (s) => s.matches('error'));
    expect(selectProductPageProps(actor.getSnapshot(), words)).toMatchObject({ state: 'error', errorMessage: 'Service unavailable' });
  });

  it('loaded: the details, photos and related cards, the same objects until the context changes', async () => {
    const item = watch as unknown as Watch;
    const related = deferred<ProductItem[]>();
    const actor = start(Promise.resolve(item), related.promise);
    await waitFor(actor, (s) => s.matches('loaded'));
    const loading = selectProductPageProps(actor.getSnapshot(), words);
    expect(loading).toMatchObject({ state: 'loaded', item, product: toDetails('watch', item, 'Dubai'), photos: galleryPhotos(photos), related: null });
    expect(loading.gallery?.getSnapshot().context.index).toBe(1);
    // A second read of the same snapshot is shallow-equal, so the page does not render again for nothing.
    expect(shallowEqual(loading, selectProductPageProps(actor.getSnapshot(), words))).toBe(true);
    related.resolve([{ ...item, id: 13 }]);
    await waitFor(actor, (s) => s.matches({ loaded: { related: 'ready' } }));
    const ready = selectProductPageProps(actor.getSnapshot(), words);
    expect(ready.related?.map((card) => card.id)).toEqual([13]);
    expect(ready.product).toBe(loading.product);
  });

  it('an open request: its form, busy while sending, the failure worded', async () => {
    const actor = start(Promise.resolve(watch as unknown as Watch));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'request.open', request: 'livePhotos', draft: { name: 'Мария' } });
    const props = selectProductPageProps(actor.getSnapshot(), words);
    expect(props).toMatchObject({ requestOpen: true, requestKind: 'livePhotos' });
    const form = props.form!.getSnapshot();
    expect(selectRequestFormProps(form, failureWords)).toEqual({
      values: expect.objectContaining({ name: 'Мария' }),
      errors: {},
      photoName: null,
      busy: false,
      failureMessage: null,
    });
    const formActor = props.form!;
    formActor.send({ type: 'field.change', field: 'phone', value: '+971 55 987 6543' });
    formActor.send({ type: 'consent.change', checked: true });
    formActor.send({ type: 'form.submit' });
    expect(selectRequestFormProps(formActor.getSnapshot(), failureWords).busy).toBe(true);
    await waitFor(formActor, (s) => s.context.failure !== null);
    expect(selectRequestFormProps(formActor.getSnapshot(), failureWords).failureMessage).toBe('Too many');
  });
});

describe('selectPieceAlertProps (issue 28 «Сообщить, когда освободится»)', () => {
  it('unknown while asked, on at once when switched on, off at once when cancelled, busy meanwhile', async () => {
    const { actor, step } = pieceAlertHarness();
    expect(selectPieceAlertProps(actor.getSnapshot())).toEqual({ status: 'checking', busy: true });
    await step(done('check', []));
    expect(selectPieceAlertProps(actor.getSnapshot())).toEqual({ status: 'off', busy: false });
    await step({ type: 'alert.ask' });
    expect(selectPieceAlertProps(actor.getSnapshot())).toEqual({ status: 'on', busy: true });
    await step(done('create', pieceAlert(WATCH)));
    expect(selectPieceAlertProps(actor.getSnapshot())).toEqual({ status: 'on', busy: false });
    await step({ type: 'alert.cancel' });
    expect(selectPieceAlertProps(actor.getSnapshot())).toEqual({ status: 'off', busy: true });
    actor.stop();
    // A guest sees the button (pressing it asks for the sign-in).
    const guest = pieceAlertHarness(false);
    expect(selectPieceAlertProps(guest.actor.getSnapshot())).toEqual({ status: 'off', busy: false });
    guest.actor.stop();
  });
});
