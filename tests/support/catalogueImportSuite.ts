import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { TestServer } from './server.ts';

/**
 * What the catalogue import suites share (tests/server/catalogue-import*.test.ts, issue 27): the example file of the
 * repository, the import and export calls as a browser's FormData would send them, and the catalogue's counts.
 */
export const EXAMPLE_CSV = readFileSync(new URL('../../docs/catalogue-example.csv', import.meta.url), 'utf8');

export interface ImportReport {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  photos: number;
}
export interface ImportRefused {
  detail: string;
  problems: { row: number; column: string | null; problem: string }[];
}

export function importCalls(current: () => { server: TestServer; headers: Record<string, string> }) {
  const post = async (csv: string, options: { dryRun?: boolean; zip?: Uint8Array; lang?: string } = {}) => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
    if (options.zip) form.append('photos', new Blob([new Uint8Array(options.zip)], { type: 'application/zip' }), 'photos.zip');
    if (options.dryRun) form.append('dry_run', 'true');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const headers = { ...current().headers, 'content-type': request.headers.get('content-type') ?? '', 'accept-language': options.lang ?? 'en' };
    return current().server.json<ImportReport & ImportRefused>({ method: 'POST', url: '/api/manage/catalogue/import/', headers, payload });
  };
  const exportCsv = async () => {
    const response = await current().server.call({ method: 'GET', url: '/api/manage/catalogue/export/', headers: current().headers });
    return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
  };
  const db = () => current().server.database.db;
  /** Pieces of the three kinds, and their photos: what an import may change. */
  const counts = async () => {
    const row = await sql<{ watches: number; jewelry: number; bags: number; photos: number; functions: number }>`SELECT
      (SELECT count(*)::int FROM watches) AS watches, (SELECT count(*)::int FROM jewelry) AS jewelry, (SELECT count(*)::int FROM bags) AS bags,
      (SELECT count(*)::int FROM product_photos) AS photos, (SELECT count(*)::int FROM watch_functions) AS functions`.execute(db());
    const [first] = row.rows;
    if (!first) throw new Error('the counts query answered no row');
    return first;
  };
  const audits = () => db().selectFrom('audit_log').selectAll().where('action', '=', 'catalogue.import').orderBy('id').execute();
  return { post, exportCsv, db, counts, audits };
}

/** The CSV with one cell changed: the row whose sku is `sku`, the column by name. */
export function withCell(csv: string, sku: string, column: string, value: string): string {
  const lines = csv.trimEnd().split('\n');
  const header = lines[0]!.split(',');
  const index = header.indexOf(column);
  return `${lines
    .map((line) => {
      if (!line.includes(`,${sku},`)) return line;
      const cells = splitSimple(line);
      cells[index] = value;
      return cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
    })
    .join('\n')}\n`;
}

/** One CSV line into cells (quotes honoured; the example has no line breaks inside cells). */
function splitSimple(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
