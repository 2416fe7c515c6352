import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../kernel/language.ts';
import type { Page, PageRequest } from '../contract/paging.ts';

/**
 * Localised text (reference names, FAQ, banners, videos, descriptions) follows Accept-Language: English when
 * the client prefers it, Russian (the default language of the product) otherwise.
 */
export function langOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'ru';
  const preferred = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag.startsWith('ru') || entry.tag.startsWith('en'))
    .sort((a, b) => b.q - a.q)[0];
  return preferred?.tag.startsWith('en') ? 'en' : 'ru';
}

/**
 * DRF-style page: absolute next/previous URLs that keep every other query parameter. The client follows them
 * using only path and query (part 2 §7 "Videos").
 */
export function pageOf<T>(request: FastifyRequest, { page, pageSize }: PageRequest, count: number, results: T[]): Page<T> {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const link = (target: number): string => {
    const copy = new URL(url);
    copy.searchParams.set('page', String(target));
    copy.searchParams.set('page_size', String(pageSize));
    return copy.toString();
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
    results,
  };
}

export function pageRequest(query: { page?: number; page_size?: number }, defaultSize: number): PageRequest {
  return { page: query.page ?? 1, pageSize: query.page_size ?? defaultSize };
}

/** 201 for what a successful call created; a failure's status comes from the error handler. */
export function created<T>(reply: FastifyReply, answer: T): T {
  void reply.code(201);
  return answer;
}
