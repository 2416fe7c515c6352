import { api } from './client.ts';
import { ApiError, normalizeError } from './errors.ts';
import { settle } from './outcome.ts';
import type { components, paths } from '../../kernel/schema.d.ts';

/**
 * Issue 27, the back office's panels beside the orders: the requests queue, the products, the catalogue import and
 * export, the audit log (tag Manage of openapi.yaml). Staff only: the bearer token of client.ts is the staff
 * account's. Reject with an ApiError like every fetcher; pass the actor's signal.
 */

type Schemas = components['schemas'];

export type ManageRequest = Schemas['ManageRequest'];
export type ManageRequestKind = Schemas['RequestKindValue'];
export type ManageRequestStatus = Schemas['RequestStatusValue'];
export type ManageRequestsPage = Schemas['PagedManageRequestList'];
export type ManageRequestsQuery = NonNullable<paths['/api/manage/requests/']['get']['parameters']['query']>;
export type RequestAction = Schemas['RequestActionRequest']['action'];

export type ManageProduct = Schemas['ManageProduct'];
export type ManageProductKind = Schemas['ProductKind'];
export type ManageProductsPage = Schemas['PagedManageProductList'];
export type ManageProductsQuery = NonNullable<paths['/api/manage/products/']['get']['parameters']['query']>;
export type ProductChange = Schemas['ProductChangeRequest'];

export type ImportReport = Schemas['ImportReport'];
export type ImportProblem = Schemas['ImportProblem'];

export type AuditEntry = Schemas['AuditEntry'];
export type AuditPage = Schemas['PagedAuditEntryList'];
export type AuditQuery = NonNullable<paths['/api/manage/audit/']['get']['parameters']['query']>;

/** listManageRequests: newest first; filters by status, kind and the back office search. */
export const listManageRequests = (query: ManageRequestsQuery, signal?: AbortSignal): Promise<ManageRequestsPage> =>
  settle(api.GET('/api/manage/requests/', { params: { query }, signal }));

/** actOnManageRequest: take it up or close it; 409 (`conflict`) when it has already moved, `detail` says where. */
export const actOnManageRequest = (id: number, action: RequestAction, signal?: AbortSignal): Promise<ManageRequest> =>
  settle(api.POST('/api/manage/requests/{id}/action/', { params: { path: { id } }, body: { action }, signal }));

/** listManageProducts: search, kind and hidden filters. */
export const listManageProducts = (query: ManageProductsQuery, signal?: AbortSignal): Promise<ManageProductsPage> =>
  settle(api.GET('/api/manage/products/', { params: { query }, signal }));

/** updateManageProduct: only the fields sent change; a 400 names the refused field in `errors`. */
export const updateManageProduct = (kind: ManageProductKind, id: number, change: ProductChange, signal?: AbortSignal): Promise<ManageProduct> =>
  settle(api.PATCH('/api/manage/products/{kind}/{id}/', { params: { path: { kind, id } }, body: change, signal }));

export interface CatalogueImportInput {
  file: Blob;
  /** The ZIP of photos the CSV's `photos` column names. */
  photos?: Blob | null;
  dryRun: boolean;
}

/** What an import answers: the report, or the file refused with every problem (nothing was written). */
export type ImportOutcome = { refused: false; report: ImportReport } | { refused: true; detail: string; problems: ImportProblem[] };

const fileName = (blob: Blob, fallback: string): string => (blob instanceof File && blob.name ? blob.name : fallback);

/** The multipart parts of an import: `file`, the optional `photos`, `dry_run` as "true"/"false". */
export function importFormData(input: CatalogueImportInput): FormData {
  const form = new FormData();
  form.append('file', input.file, fileName(input.file, 'catalogue.csv'));
  if (input.photos) form.append('photos', input.photos, fileName(input.photos, 'photos.zip'));
  form.append('dry_run', String(input.dryRun));
  return form;
}

const isRefusal = (body: unknown): body is { detail: string; problems: ImportProblem[] } =>
  typeof body === 'object' && body !== null && 'problems' in body && Array.isArray((body as { problems: unknown }).problems);

/**
 * importCatalogue (multipart). A 400 with `problems` is an answer, not a failure: the panel shows the problems
 * table (row, column, problem). Anything else that is not a 200 rejects with an ApiError.
 */
export async function importCatalogue(input: CatalogueImportInput, signal?: AbortSignal): Promise<ImportOutcome> {
  const send = () =>
    api.POST('/api/manage/catalogue/import/', {
      body: { file: input.file, dry_run: input.dryRun },
      bodySerializer: () => importFormData(input),
      signal,
    });
  let outcome: Awaited<ReturnType<typeof send>>;
  try {
    outcome = await send();
  } catch (error) {
    throw new ApiError(normalizeError({ error }));
  }
  const { data, error, response } = outcome;
  if (response.status === 400 && isRefusal(error)) return { refused: true, detail: error.detail, problems: error.problems };
  if (!response.ok || !data) throw new ApiError(normalizeError({ status: response.status, body: error }));
  return { refused: false, report: data };
}

/**
 * exportCatalogue: the CSV as a Blob. It is fetched (the staff token goes along) rather than linked, since a plain
 * link would carry no Authorization header.
 */
export const exportCatalogue = (signal?: AbortSignal): Promise<Blob> =>
  settle(api.GET('/api/manage/catalogue/export/', { parseAs: 'blob', signal })) as Promise<Blob>;

/** listAuditLog: every staff action, newest first. */
export const listAuditLog = (query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> =>
  settle(api.GET('/api/manage/audit/', { params: { query }, signal }));
