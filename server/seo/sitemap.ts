import { sql, type Kysely } from 'kysely';
import { PRODUCT_PAGES, ROBOTS_DISALLOW, SITEMAP_PAGES, type ProductTable } from '../../kernel/siteMap.ts';
import type { Database } from '../db/types.ts';

/**
 * robots.txt and sitemap.xml (issue 16), from the site map (kernel/siteMap.ts): the pages it lists (`sitemap`), each
 * product table's detail page, and the Disallow prefixes of the shopper's own pages.
 *
 * Part 2 §4: every page exists in Russian (the bare URL, the default) and in English (`?lang=en`). Both are
 * listed, each with the same hreflang ru/en/x-default alternates, as Google and Yandex ask of a multilingual
 * sitemap: an alternate that is not itself listed is ignored.
 */

const PRODUCT_TABLES = Object.keys(PRODUCT_PAGES) as ProductTable[];

/**
 * Everything allowed but the private paths, and where the sitemap is. No `Host:` (Yandex dropped it in 2018 and
 * follows the site's redirects instead) and no `Clean-param: lang` (`lang` switches the language, so the two URLs
 * are different pages, not duplicates).
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** The protocol's limit: at most 50 000 URLs (and 50 MB) in one sitemap file (sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Every page is listed twice (ru and en), so a file holds half as many pages as URLs. */
const LANGUAGES = 2;

export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The Russian URL is the bare path; the English one adds `?lang=en` (part 2 §4). */
const pageUrl = (origin: string, path: string, lang: 'ru' | 'en') => `${origin}${path}${lang === 'en' ? '?lang=en' : ''}`;

/** A <urlset>: each page in both languages, each <url> with the same three alternates, lastmod when known. */
export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  const parts = [
    XML_HEAD,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const { path, lastmod } of pages) {
    const ru = escapeXml(pageUrl(origin, path, 'ru'));
    const en = escapeXml(pageUrl(origin, path, 'en'));
    const alternates =
      `<xhtml:link rel="alternate" hreflang="ru" href="${ru}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ru}"/>`;
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    for (const loc of [ru, en]) parts.push(`<url><loc>${loc}</loc>${modified}${alternates}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A <sitemapindex> of /sitemap-1.xml … /sitemap-{files}.xml. */
export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from({ length: files }, (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

export type SitemapPlan = { kind: 'urlset' } | { kind: 'index'; files: number };

/**
 * The pages in one fixed order — the site map's pages, then active watches, jewelry and bags, each by id — cut into
 * files of `maxUrls / 2` pages. `plan()` tells whether one file holds them all; `pages(file)` reads one file's
 * share with LIMIT/OFFSET over each table's primary key.
 */
export class SitemapSource {
  private readonly pagesPerFile: number;

  constructor(
    private readonly db: Kysely<Database>,
    maxUrls: number = MAX_URLS_PER_SITEMAP,
  ) {
    this.pagesPerFile = Math.max(1, Math.floor(maxUrls / LANGUAGES));
  }

  private async counts(): Promise<Record<ProductTable, number>> {
    const [watches, jewelry, bags] = await Promise.all(
      PRODUCT_TABLES.map(async (table) => {
        const row = await this.db
          .selectFrom(`${table} as p` as 'watches as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('p.is_active', '=', true)
          .executeTakeFirstOrThrow();
        return row.n;
      }),
    );
    return { watches: watches ?? 0, jewelry: jewelry ?? 0, bags: bags ?? 0 };
  }

  async plan(): Promise<SitemapPlan> {
    const counts = await this.counts();
    const total = SITEMAP_PAGES.length + counts.watches + counts.jewelry + counts.bags;
    return total <= this.pagesPerFile ? { kind: 'urlset' } : { kind: 'index', files: Math.ceil(total / this.pagesPerFile) };
  }

  /** The pages of file `file` (1-based), or all of them when `file` is undefined (a single urlset). */
  async pages(file?: number): Promise<SitemapPage[]> {
    let skip = file === undefined ? 0 : (file - 1) * this.pagesPerFile;
    let room = file === undefined ? Number.MAX_SAFE_INTEGER : this.pagesPerFile;
    const pages: SitemapPage[] = [];
    const statics = SITEMAP_PAGES.slice(skip, skip + room).map((path) => ({ path }));
    pages.push(...statics);
    room -= statics.length;
    skip = Math.max(0, skip - SITEMAP_PAGES.length);
    const counts = room > 0 ? await this.counts() : undefined;
    for (const table of PRODUCT_TABLES) {
      if (!counts || room <= 0) break;
      if (skip >= counts[table]) {
        skip -= counts[table];
        continue;
      }
      let query = this.db
        .selectFrom(`${table} as p` as 'watches as p')
        .select(['p.id', 'p.created_at'])
        .where('p.is_active', '=', true)
        .orderBy('p.id')
        .offset(skip);
      if (room < Number.MAX_SAFE_INTEGER) query = query.limit(room);
      const rows = await query.execute();
      // created_at is the only timestamp a product has (no updated_at column yet).
      for (const row of rows) pages.push({ path: `${PRODUCT_PAGES[table]}${row.id}`, lastmod: new Date(row.created_at) });
      room -= rows.length;
      skip = 0;
    }
    return pages;
  }
}
