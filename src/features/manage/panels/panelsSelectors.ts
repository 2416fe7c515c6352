import type { ApiFailure } from '../../../api/errors.ts';
import type { AuditEntry, ManageProduct, ManageRequest } from '../../../api/manageBackoffice.ts';
import {
  selectAuditEntries,
  selectAuditFailure,
  selectAuditLogStatus,
  selectAuditMoreFailed,
  selectHasMoreAudit,
  selectIsLoadingMoreAudit,
  type AuditLogSnapshot,
} from '../../../machines/manage/auditLogMachine.ts';
import {
  selectExportFailure,
  selectImportFailure,
  selectImportFiles,
  selectImportRefusal,
  selectImportReport,
  selectIsExporting,
  selectUploadStatus,
  type ImportSnapshot,
} from '../../../machines/manage/importMachine.ts';
import { productKey } from '../../../machines/manage/productsDraft.ts';
import {
  selectProductDraft,
  selectProducts,
  selectProductsFailure,
  selectProductsFilters,
  selectProductsPageCount,
  selectProductsStatus,
  selectRefusedSave,
  selectSavingProductKey,
  type ProductsSnapshot,
  type RefusedSave,
} from '../../../machines/manage/productsMachine.ts';
import {
  canMove,
  selectIsRequestsBusy,
  selectIsRequestsStale,
  selectPendingRequestId,
  selectRefusedAction,
  selectRequests,
  selectRequestsCount,
  selectRequestsFailure,
  selectRequestsFilters,
  selectRequestsPageCount,
  selectRequestsQueueStatus,
  type RefusedAction,
  type RequestsQueueSnapshot,
} from '../../../machines/manage/requestsQueueMachine.ts';
import type { Locale } from '../../../runtime/i18n.ts';
import { memoLast } from '../../../runtime/memoLast.ts';
import { formatUsd } from '../../../ui/Price/price.ts';
import type { AuditLogProps, AuditRow } from '../../../ui/views/Manage/AuditLog.tsx';
import type { ImportCatalogueProps } from '../../../ui/views/Manage/ImportCatalogue.tsx';
import type { ProductRow, ProductsListProps } from '../../../ui/views/Manage/ProductsList.tsx';
import type { RequestRow, RequestsQueueProps } from '../../../ui/views/Manage/RequestsQueue.tsx';

/**
 * The back office panels' reads (issue 27): requests, products, import, audit. Read with
 * `useSelector(actor, (snapshot) => selectXProps(snapshot, locale), shallowEqual)`.
 */

const errorOf = (failure: ApiFailure | null) => (failure ? { detail: failure.detail ?? null, message: failure.message } : null);
const memoError = memoLast(errorOf);
const memoExportError = memoLast(errorOf);

/** "30 нояб. 2026, 12:15" in the manager's language and time zone. */
export const timeOf = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

// /manage/requests

export function requestRowOf(request: ManageRequest, pendingId: number | null, refused: RefusedAction | null, locale: Locale): RequestRow {
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    time: timeOf(request.created_at, locale),
    timeIso: request.created_at,
    summary: request.summary,
    name: request.name,
    phone: request.phone,
    email: request.email,
    message: request.message,
    taker: request.taken_by?.name ?? null,
    canTake: canMove(request, 'take'),
    canDone: canMove(request, 'done'),
    pending: pendingId === request.id,
    refusal: refused?.id === request.id ? (refused.failure.detail ?? refused.failure.message) : null,
  };
}

const requestRowsOf = memoLast((requests: readonly ManageRequest[], pendingId: number | null, refused: RefusedAction | null, locale: Locale) =>
  requests.map((request) => requestRowOf(request, pendingId, refused, locale)),
);

export type RequestsQueueData = Omit<RequestsQueueProps, `on${string}`>;

export function selectRequestsQueueProps(snapshot: RequestsQueueSnapshot, locale: Locale): RequestsQueueData {
  const { status, kind, search, page } = selectRequestsFilters(snapshot);
  return {
    state: selectRequestsQueueStatus(snapshot),
    rows: requestRowsOf(selectRequests(snapshot), selectPendingRequestId(snapshot), selectRefusedAction(snapshot), locale),
    count: selectRequestsCount(snapshot),
    status,
    kind,
    search,
    filtered: status !== '' || kind !== '' || search !== '',
    page,
    pageCount: selectRequestsPageCount(snapshot),
    busy: selectIsRequestsBusy(snapshot),
    stale: selectIsRequestsStale(snapshot),
    error: memoError(selectRequestsFailure(snapshot)),
  };
}

// /manage/products

const usd = (amount: string | null, locale: Locale): string | null => (amount === null ? null : formatUsd(amount, locale));

export function productRowOf(product: ManageProduct, savingKey: string | null, refused: RefusedSave | null, locale: Locale): ProductRow {
  const key = productKey(product);
  return {
    key,
    title: [product.brand, product.model_name, product.reference].filter(Boolean).join(' '),
    sku: product.sku,
    price: usd(product.price_usd, locale),
    previousPrice: usd(product.previous_price_usd, locale),
    onRequest: product.price_on_request,
    stock: product.stock,
    reserved: product.reserved,
    sold: product.sold,
    hidden: product.hidden,
    url: product.url,
    saving: savingKey === key,
    refusal: refused?.key === key ? (refused.failure.detail ?? refused.failure.message) : null,
  };
}

const productRowsOf = memoLast((products: readonly ManageProduct[], savingKey: string | null, refused: RefusedSave | null, locale: Locale) =>
  products.map((product) => productRowOf(product, savingKey, refused, locale)),
);

export type ProductsListData = Omit<ProductsListProps, `on${string}` | 'renderLink'>;

export function selectProductsListProps(snapshot: ProductsSnapshot, locale: Locale): ProductsListData {
  const { kind, hidden, search, page } = selectProductsFilters(snapshot);
  const saving = selectSavingProductKey(snapshot);
  return {
    state: selectProductsStatus(snapshot),
    rows: productRowsOf(selectProducts(snapshot), saving, selectRefusedSave(snapshot), locale),
    count: snapshot.context.count,
    kind,
    hidden,
    search,
    filtered: kind !== '' || hidden !== '' || search !== '',
    page,
    pageCount: selectProductsPageCount(snapshot),
    draft: selectProductDraft(snapshot),
    busy: saving !== null,
    error: memoError(selectProductsFailure(snapshot)),
  };
}

// /manage/import

const nameOf = (blob: Blob | null): string | null => (blob === null ? null : blob instanceof File ? blob.name : 'file');

export type ImportCatalogueData = Omit<ImportCatalogueProps, `on${string}`>;

export function selectImportCatalogueProps(snapshot: ImportSnapshot): ImportCatalogueData {
  const { file, photos } = selectImportFiles(snapshot);
  return {
    state: selectUploadStatus(snapshot),
    fileName: nameOf(file),
    photosName: nameOf(photos),
    report: selectImportReport(snapshot),
    refusal: selectImportRefusal(snapshot),
    error: memoError(selectImportFailure(snapshot)),
    exporting: selectIsExporting(snapshot),
    exportError: memoExportError(selectExportFailure(snapshot)),
  };
}

// /manage/audit

/** A field's value as text: strings as they are, anything else as JSON. */
const valueText = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));

export function auditChangesOf(entry: AuditEntry): AuditRow['changes'] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: valueText(before[field]), after: valueText(after[field]) }))
    .filter((change) => change.before !== change.after);
}

export const auditRowOf = (entry: AuditEntry, locale: Locale): AuditRow => ({
  id: entry.id,
  time: timeOf(entry.at, locale),
  timeIso: entry.at,
  who: entry.actor?.name ?? null,
  via: entry.via,
  action: entry.action,
  subject: entry.subject_label,
  subjectHref: entry.subject_type === 'order' ? `/manage/orders/${entry.subject_id}` : null,
  changes: auditChangesOf(entry),
});

const auditRowsOf = memoLast((entries: readonly AuditEntry[], locale: Locale) => entries.map((entry) => auditRowOf(entry, locale)));

export type AuditLogData = Omit<AuditLogProps, `on${string}` | 'renderLink'>;

export function selectAuditLogProps(snapshot: AuditLogSnapshot, locale: Locale): AuditLogData {
  return {
    state: selectAuditLogStatus(snapshot),
    rows: auditRowsOf(selectAuditEntries(snapshot), locale),
    hasMore: selectHasMoreAudit(snapshot),
    loadingMore: selectIsLoadingMoreAudit(snapshot),
    moreFailed: selectAuditMoreFailed(snapshot),
    error: memoError(selectAuditFailure(snapshot)),
  };
}
