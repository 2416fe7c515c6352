import type { ApiFailure } from '../../api/errors.ts';
import type { Photo, Watch } from '../../api/types.ts';
import type { SnapshotFrom } from 'xstate';
import {
  selectGallery,
  selectIsRequestOpen,
  selectPageStatus,
  selectRelated,
  selectRequestForm,
  type ProductItem,
  type ProductKind,
  type productMachine,
} from '../../machines/productMachine.ts';
import type { ViewedItem } from '../../machines/recentlyViewedMachine.ts';
import { selectIsPieceAlertBusy, selectIsPieceAlertOn, selectPieceAlertStatus, type PieceAlertSnapshot } from '../../machines/alerts/pieceAlertMachine.ts';
import type { PieceAlertProps } from '../../ui/views/ProductPage/PieceAlert.tsx';
import { selectFormErrors, selectFormFailure, selectFormPhotos, selectFormValues, selectIsSending, type ContactFormSnapshot } from '../../machines/contactForm/machine.ts';
import type { FieldProblem, FieldProblems } from '../../machines/contactForm/validation.ts';
import type { GalleryPhoto } from '../../ui/views/ProductGallery/ProductGallery.tsx';
import type { RequestFormError, RequestFormField, RequestFormValues } from '../../ui/views/RequestForm/RequestForm.tsx';
import type { ProductDetails, ProductPageState, RelatedItem } from '../../ui/views/ProductPage/ProductPage.tsx';
import { productHref } from '../../domain/productLinks.ts';
import { cardOf, primaryPhoto } from '../../domain/productCard.ts';
import { specsOf } from '../../domain/specifications.ts';
import { serverWordsOr } from '../../domain/failureText.ts';
import { memoLast } from '../../runtime/memoLast.ts';

/**
 * What the detail page reads of its machines (part 1 §2.7): `selectProductPageProps` for the page and
 * `selectRequestFormProps` for the open request modal, plus the mappings from API items to view props.
 */

/** The route pattern → which catalogue (part 1 §2.7): /product/{id} serves watches and sale items. */
export function kindOfRoute(route: string): ProductKind {
  if (route.startsWith('/jewelry/')) return 'jewelry';
  if (route.startsWith('/bag/')) return 'bag';
  return 'watch';
}

/** Detail routes by kind: one copy, in src/runtime/links.tsx. */
export const hrefOf = productHref;

/** The primary photo first is the gallery's business; a card shows the primary one, else the first. */
const cardPhoto = (photos: Photo[]): string | null => primaryPhoto(photos)?.thumbnail_url ?? null;

export const galleryPhotos = (photos: Photo[]): GalleryPhoto[] =>
  photos.map((photo) => ({ imageUrl: photo.image_url, thumbnailUrl: photo.thumbnail_url }));

/**
 * What the page shows of an item. Part 1 §9: the availability city of jewelry and bags is fixed as Dubai, whatever
 * the record says; `dubai` is that name in the active language.
 */
export function toDetails(kind: ProductKind, item: ProductItem, dubai: string): ProductDetails {
  const common = {
    brand: item.brand.name,
    model: item.model_name,
    reference: item.reference,
    priceUsd: item.price_usd,
    priceOnRequest: item.price_on_request,
    previousPriceUsd: item.previous_price_usd ?? null,
    description: item.description,
    availability: item.availability,
    availableQuantity: item.available_quantity,
  };
  if (kind === 'watch') {
    const watch = item as Watch;
    return {
      ...common,
      isLimitedEdition: watch.is_limited_edition,
      limitedEditionPieces: watch.limited_edition_pieces ?? null,
      availabilityCity: watch.availability_city_name, specs: specsOf('watch', watch) };
  }
  return { ...common, availabilityCity: dubai, specs: specsOf(kind, item) };
}

export const toRelated = (kind: ProductKind, items: ProductItem[]): RelatedItem[] => items.map((item) => cardOf(kind, item, 'thumbnail_url'));

/** Issue 26: beside a sold piece, the related row offers only what can still be had (the similar pieces). */
export const relatedFor = (item: ProductItem | null, related: ProductItem[]): ProductItem[] =>
  item?.availability === 'sold' ? related.filter((piece) => piece.availability === 'available') : related;

/**
 * Issue 26: the piece as the cart last heard of it. The page may be older than the cart's 409: a piece just refused
 * shows reserved (without the cart) until the next refresh, unless the page already knows it is sold.
 */
export function withCartWord(product: ProductDetails | null, refused: boolean): ProductDetails | null {
  if (!product || !refused || (product.availability !== 'available' && product.availability !== undefined)) return product;
  return { ...product, availability: 'reserved', availableQuantity: 0 };
}

/**
 * Part 1 §8 "Contact failure": a 429 gives the too-many-requests sentence; otherwise the server's detail, then its
 * message (both in `failure.message` when the server answered), then the generic failure sentence.
 */
export function requestFailureText(failure: ApiFailure, words: { rateLimited: string; generic: string }): string {
  if (failure.code === 'rate-limited') return words.rateLimited;
  return serverWordsOr(failure, words.generic);
}

/** What the "You viewed" history keeps of a piece (issue 10 item 15): enough to draw its card later. */
export const toViewed = (kind: ProductKind, item: ProductItem): ViewedItem => ({
  kind,
  id: item.id,
  brand: item.brand.name,
  model: item.model_name,
  reference: item.reference ?? null,
  priceUsd: item.price_usd ?? null,
  priceOnRequest: item.price_on_request,
  isLimitedEdition: kind === 'watch' ? (item as Watch).is_limited_edition : false,
  limitedEditionPieces: kind === 'watch' ? ((item as Watch).limited_edition_pieces ?? null) : null,
  imageUrl: cardPhoto(item.photos),
});

export const viewedCards = (items: readonly ViewedItem[]): RelatedItem[] =>
  items.map((item) => ({
    id: item.id,
    href: hrefOf(item.kind, item.id),
    imageUrl: item.imageUrl,
    brand: item.brand,
    model: item.model,
    reference: item.reference,
    priceUsd: item.priceUsd,
    priceOnRequest: item.priceOnRequest,
    isLimitedEdition: item.isLimitedEdition,
    limitedEditionPieces: item.limitedEditionPieces ?? null,
  }));

/** "Rolex Datejust 41 126334": brand, model and reference (when the model does not already end with it). */
export function productName(details: Pick<ProductDetails, 'brand' | 'model' | 'reference'>): string {
  const reference = details.reference?.trim();
  const parts = [details.brand, details.model];
  if (reference && !details.model.includes(reference)) parts.push(reference);
  return parts.join(' ');
}

/**
 * One mapped value per source object, so a selector compared with `shallowEqual` gives the page the same props
 * until the machine's context really changes (a new item, a new related list).
 */
function perObject<K extends object, A extends unknown[], V>(compute: (key: K, ...args: A) => V): (key: K, ...args: A) => V {
  const cache = new WeakMap<K, { args: A; value: V }>();
  return (key, ...args) => {
    const hit = cache.get(key);
    if (hit && hit.args.every((arg, i) => arg === args[i])) return hit.value;
    const value = compute(key, ...args);
    cache.set(key, { args, value });
    return value;
  };
}

const detailsOf = perObject((item: ProductItem, kind: ProductKind, dubai: string) => toDetails(kind, item, dubai));
const relatedOf = perObject((items: ProductItem[], kind: ProductKind, item: ProductItem | null) => toRelated(kind, relatedFor(item, items)));
const photosOf = perObject((item: ProductItem) => galleryPhotos(item.photos));

export interface ProductPageWords {
  /** Part 1 §9: the availability city of jewelry and bags, in the active language. */
  dubai: string;
}

/** Everything the page shows from the product machine; the gallery and form children are read on their own. */
export function selectProductPageProps(snapshot: SnapshotFrom<typeof productMachine>, words: ProductPageWords) {
  const { kind, product: item, failure, requestKind } = snapshot.context;
  const related = selectRelated(snapshot);
  return {
    state: selectPageStatus(snapshot) satisfies ProductPageState,
    /** The item as the API gave it (the viewed history keeps a copy). */
    item,
    product: item ? detailsOf(item, kind, words.dubai) : null,
    photos: item ? photosOf(item) : null,
    errorMessage: failure?.message ?? null,
    related: related && relatedOf(related, kind, item),
    requestOpen: selectIsRequestOpen(snapshot),
    requestKind,
    gallery: selectGallery(snapshot),
    form: selectRequestForm(snapshot),
  };
}

export interface RequestFormWords {
  rateLimited: string;
  generic: string;
}

export interface RequestFormView {
  values: RequestFormValues;
  errors: Partial<Record<RequestFormField, RequestFormError>>;
  photoName: string | null;
  busy: boolean;
  failureMessage: string | null;
}

/** The codes the modal words; its rules (kernel/fields.ts through the contact form's) produce no other. */
const modalCode = (problem: FieldProblem | undefined): RequestFormError | undefined =>
  problem === 'required' || problem === 'invalid-phone' || problem === 'invalid-email' || problem === 'not-image' || problem === 'must-be-empty' ? problem : undefined;

const MODAL_FIELDS = ['name', 'phone', 'email', 'message', 'website', 'consent'] as const;

const modalErrors = memoLast((errors: FieldProblems): RequestFormView['errors'] => {
  const shown: RequestFormView['errors'] = {};
  for (const field of MODAL_FIELDS) {
    const code = modalCode(errors[field]);
    if (code) shown[field] = code;
  }
  // The modal takes one photo: its field is `photo`.
  const photo = modalCode(errors.photos);
  if (photo) shown.photo = photo;
  return shown;
});

const modalValues = memoLast(
  (values: ReturnType<typeof selectFormValues>): RequestFormValues => ({
    name: values.name,
    phone: values.phone,
    email: values.email,
    message: values.message,
    consent: values.consent,
    website: values.website,
  }),
);

/** The open request modal's form (part 1 §5): its values, field errors, photo, sending flag and failure sentence. */
export const selectRequestFormProps = (snapshot: ContactFormSnapshot, words: RequestFormWords): RequestFormView => {
  const failure = selectFormFailure(snapshot);
  return {
    values: modalValues(selectFormValues(snapshot)),
    errors: modalErrors(selectFormErrors(snapshot)),
    photoName: selectFormPhotos(snapshot)[0]?.name ?? null,
    busy: selectIsSending(snapshot),
    failureMessage: failure ? requestFailureText(failure, words) : null,
  };
};

/**
 * Issue 28 «Сообщить, когда освободится»: not known while being asked, on while on or being made (the change shows
 * at once), off otherwise (a guest too: the press asks them to sign in); busy while any call is on its way.
 */
export function selectPieceAlertProps(snapshot: PieceAlertSnapshot): Pick<PieceAlertProps, 'status' | 'busy'> {
  // The instant of `deciding` reads as `checking` too (selectPieceAlertStatus).
  const unknown = selectPieceAlertStatus(snapshot) === 'checking';
  return { status: unknown ? 'checking' : selectIsPieceAlertOn(snapshot) ? 'on' : 'off', busy: selectIsPieceAlertBusy(snapshot) };
}
