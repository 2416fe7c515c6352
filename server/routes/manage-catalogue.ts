import type { Handlers } from '../contract/handlers.ts';
import type { Deps } from '../deps.ts';
import { uploadsOf } from '../http/uploads.ts';
import { importCatalogue } from '../manage/catalogue-csv.ts';
import { exportCatalogue } from '../manage/catalogue-export.ts';
import { staffOf } from '../manage/gate.ts';

/** Issue 27: the catalogue import and export (/api/manage/catalogue/…). The format: docs/catalogue-import.md. */
export function catalogueImportHandlers(deps: Deps): Handlers {
  return {
    importCatalogue: async (request) => {
      const uploads = uploadsOf(request);
      const file = uploads.find((upload) => upload.field === 'file')?.buffer ?? Buffer.alloc(0);
      const photosZip = uploads.find((upload) => upload.field === 'photos')?.buffer;
      // A request without a body (no multipart at all) is a file of nothing: the import's own 400, never a crash.
      const dryRun = (request.body as { dry_run?: boolean } | undefined)?.dry_run === true;
      const report = await importCatalogue(deps.db, staffOf(request), file, { dryRun, ...(photosZip ? { photosZip } : {}) });
      // The new pieces appear at once on this node: its totals, facets and whole answers are dropped. Other nodes
      // catch up within their cache's few seconds (CATALOGUE_CACHE_MS).
      if (!dryRun) {
        deps.cache.clear();
        request.server.answerCache.clear();
      }
      return report;
    },
    exportCatalogue: async (_request, reply) => {
      // Staff only: the gate (server/manage/gate.ts) has checked the role before this runs.
      const csv = await exportCatalogue(deps.db);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="catalogue.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  };
}
