import type { Handlers } from '../contract/handlers.ts';
import type { Deps } from '../deps.ts';

/** Issue 27: the staff API (/api/manage/…) — orders, requests, products, audit log, staff. */
export function manageHandlers(_deps: Deps): Handlers {
  return {};
}
