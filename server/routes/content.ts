import type { Handlers } from '../contract/handlers.ts';
import { langOf, pageOf, pageRequest } from '../http/request.ts';
import { sliceOf } from '../contract/paging.ts';
import * as content from '../content/repository.ts';
import type { Deps } from '../deps.ts';

export function contentHandlers({ db, databaseKind, startedAt, version }: Deps): Handlers {
  return {
    async getHealth() {
      // A failure becomes a 500 in the error shape.
      await content.ping(db);
      return { status: 'ok', database: databaseKind, version, uptime_s: Math.round((Date.now() - startedAt) / 1000) };
    },
    async listBanners(request) {
      const page = pageRequest(request.query, 10);
      const { count, rows } = await content.listBanners(db, langOf(request), sliceOf(page));
      return pageOf(request, page, count, rows);
    },
    async listFaqs(request) {
      const page = pageRequest(request.query, 20);
      const { count, rows } = await content.listFaqs(db, langOf(request), sliceOf(page));
      return pageOf(request, page, count, rows);
    },
    async listVideos(request) {
      const page = pageRequest(request.query, 9);
      const { count, rows } = await content.listVideos(db, langOf(request), request.query.format, sliceOf(page));
      return pageOf(request, page, count, rows);
    },
  };
}
