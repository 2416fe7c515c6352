import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { langOf, pageOf, pageRequest } from '../http/request.ts';
import * as content from '../content/repository.ts';
import type { Deps, Handlers } from './types.ts';

type Query = { page?: number; page_size?: number; format?: 'vertical' | 'horizontal' };
const q = (request: FastifyRequest) => request.query as Query;

export function contentHandlers({ db, databaseKind, startedAt, version }: Deps): Handlers {
  return {
    async getHealth() {
      // A trivial query proves the database answers; a failure becomes a 500 in the error shape.
      await sql`SELECT 1`.execute(db);
      return { status: 'ok', database: databaseKind, version, uptime_s: Math.round((Date.now() - startedAt) / 1000) };
    },
    async listBanners(request) {
      const page = pageRequest(q(request), 10);
      const { count, rows } = await content.listBanners(db, langOf(request), { limit: page.pageSize, offset: (page.page - 1) * page.pageSize });
      return pageOf(request, page, count, rows);
    },
    async listFaqs(request) {
      const page = pageRequest(q(request), 20);
      const { count, rows } = await content.listFaqs(db, langOf(request), { limit: page.pageSize, offset: (page.page - 1) * page.pageSize });
      return pageOf(request, page, count, rows);
    },
    async listVideos(request) {
      const page = pageRequest(q(request), 9);
      const { count, rows } = await content.listVideos(db, langOf(request), q(request).format, {
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      });
      return pageOf(request, page, count, rows);
    },
  };
}
