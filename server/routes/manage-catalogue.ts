import type { Handlers } from '../contract/handlers.ts';
import type { Deps } from '../deps.ts';

/** Issue 27: the catalogue import and export (/api/manage/catalogue/…). */
export function catalogueImportHandlers(_deps: Deps): Handlers {
  return {};
}
