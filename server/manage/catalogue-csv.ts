import { parse } from 'csv-parse/sync';
import { sql, type Kysely } from 'kysely';
import type { components } from '../../kernel/schema.d.ts';
import { HttpError } from '../contract/errors.ts';
import type { Database } from '../db/types.ts';
import { recordAudit } from './audit.ts';
import { applyPlan } from './catalogue-apply.ts';
import { COLUMN_NAMES, COLUMNS, MAX_ROWS, PROBLEM, REQUIRED_COLUMNS, nameKey, type Column } from './catalogue-format.ts';
import { changesSomething, planImport } from './catalogue-plan.ts';
import { loadReferences } from './catalogue-references.ts';
import { readRow, type ImportProblem, type Piece } from './catalogue-rows.ts';
import { readPhotoZip, type ZipPhoto } from './catalogue-zip.ts';
import type { StaffActor } from './gate.ts';

export type ImportReport = components['schemas']['ImportReport'];
export type { ImportProblem };
/** The export beside the import, for the manager CLI (it calls both directly on PostgreSQL). */
export { exportCatalogue } from './catalogue-export.ts';

/**
 * The catalogue import (issue 27; the columns: docs/catalogue-import.md). Every row is read and checked first and
 * every problem collected (line, column, words); one problem anywhere refuses the whole file with a 400 naming them
 * all, and nothing is written. Otherwise the whole file is applied in one transaction with its audit entry: new
 * pieces by SKU, changed ones updated, identical ones left alone. `dryRun` does all of it but the writing.
 *
 * The running server's handler (routes/manage-catalogue.ts) and the manager CLI on PostgreSQL both call this; the
 * caller clears its catalogue caches after a committed import.
 */
export async function importCatalogue(db: Kysely<Database>, actor: StaffActor, csv: string | Buffer, options: { dryRun: boolean; photosZip?: Buffer }): Promise<ImportReport> {
  const problems: ImportProblem[] = [];
  const records = readCsv(csv, problems);
  let zip: Map<string, ZipPhoto> | undefined;
  if (options.photosZip && options.photosZip.length > 0) {
    const read = readPhotoZip(options.photosZip);
    if ('problem' in read) problems.push({ row: 1, column: 'photos', problem: read.problem });
    else zip = read.photos;
  }
  if (problems.length) throw refused(problems);
  const header = records[0]!.cells.map((name) => nameKey(name) as Column);

  return db.transaction().execute(async (trx) => {
    // One import at a time: two at once would each plan against a catalogue the other is changing.
    await sql`SELECT pg_advisory_xact_lock(hashtext('catalogue.import'))`.execute(trx);
    const references = await loadReferences(trx);
    const pieces: Piece[] = [];
    for (const record of records.slice(1)) {
      const piece = readRow(header, record.cells, record.line, references, problems);
      if (piece) pieces.push(piece);
    }
    const changes = await planImport(trx, pieces, references, zip, problems);
    if (problems.length) throw refused(problems);
    const writes = changes.filter(changesSomething);
    const report: ImportReport = {
      dry_run: options.dryRun,
      rows: records.length - 1,
      created: writes.filter((change) => !change.existing).length,
      updated: writes.filter((change) => change.existing).length,
      unchanged: changes.length - writes.length,
      photos: writes.reduce((sum, change) => sum + (change.photos?.filter((photo) => photo.zip).length ?? 0), 0),
    };
    if (options.dryRun) return report;
    await applyPlan(trx, writes, references);
    await recordAudit(trx, actor, {
      action: 'catalogue.import',
      subjectType: 'catalogue',
      subjectId: 'catalogue',
      // Language-neutral: the back office words the counts (before → after) in the reader's language.
      subjectLabel: `CSV · ${report.rows}`,
      before: null,
      after: { rows: report.rows, created: report.created, updated: report.updated, unchanged: report.unchanged, photos: report.photos },
    });
    return report;
  });
}

interface CsvRecord {
  /** The line the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

/**
 * The file as records, with the header checked: comma- or semicolon-separated (a Russian Excel writes `;`), UTF-8
 * with or without a BOM, quoted cells may span lines. csv-parse reads it; lines are counted for the problems.
 */
function readCsv(csv: string | Buffer, problems: ImportProblem[]): CsvRecord[] {
  const text = typeof csv === 'string' ? csv : csv.toString('utf8');
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let parsed: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    // With `info`, csv-parse answers { record, info } per record; its types describe the plain records only.
    parsed = parse(text, { bom: true, delimiter, info: true, skip_empty_lines: true, relax_column_count: true, to: MAX_ROWS + 2 }) as unknown as typeof parsed;
  } catch (error) {
    problems.push({ row: Number((error as { lines?: unknown }).lines) || 1, column: null, problem: PROBLEM.unreadable(Number((error as { lines?: unknown }).lines) || 1) });
    return [];
  }
  const records: CsvRecord[] = [];
  let previousEnd = 0;
  let previousEmpty = 0;
  for (const { record, info } of parsed) {
    records.push({ line: previousEnd + 1 + (info.empty_lines - previousEmpty), cells: record });
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
  }
  if (records.length < 2) {
    problems.push({ row: 1, column: null, problem: PROBLEM.noRows });
    return records;
  }
  if (records.length > MAX_ROWS + 1) problems.push({ row: 1, column: null, problem: PROBLEM.tooManyRows(MAX_ROWS) });
  const seen = new Set<string>();
  for (const name of records[0]!.cells) {
    const key = nameKey(name);
    if (!(key in COLUMNS)) problems.push({ row: 1, column: name, problem: PROBLEM.unknownColumn(name) });
    else if (seen.has(key)) problems.push({ row: 1, column: key, problem: PROBLEM.duplicateColumn });
    seen.add(key);
  }
  for (const column of REQUIRED_COLUMNS) if (!seen.has(column)) problems.push({ row: 1, column, problem: PROBLEM.missingColumn });
  for (const column of ['previous_price_usd', 'price_on_request'] as const) {
    if (seen.has(column) && !seen.has('price_usd')) problems.push({ row: 1, column, problem: PROBLEM.needsPriceColumn });
  }
  return records;
}

/** The contract's ImportRefused: a 400 with every problem, in file order. */
function refused(problems: ImportProblem[]): HttpError {
  const sorted = [...problems].sort((a, b) => a.row - b.row || COLUMN_NAMES.indexOf(a.column as Column) - COLUMN_NAMES.indexOf(b.column as Column));
  return new HttpError(400, PROBLEM.refused(sorted.length), undefined, { problems: sorted });
}
