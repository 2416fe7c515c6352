/**
 * The contract's pages (`page`, `page_size`; answers with `count`, `next`, `previous`, `results`): what a service
 * is asked for and answers. The absolute links are HTTP's business (server/http/request.ts `pageOf`).
 */
export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** LIMIT/OFFSET of a page. */
export function sliceOf({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
