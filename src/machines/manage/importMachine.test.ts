import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { CatalogueImportInput, ImportOutcome } from '../../api/manageBackoffice.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, regionPaths, testPath, type ModelEvent } from '../../../tests/support/machines/model.ts';
import { importMachine, selectExportFailure, selectImportRefusal, selectImportReport, selectUploadStatus, type ImportEvent } from './importMachine.ts';

const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
const csv = new Blob(['sku,kind\nW-1,watch\n'], { type: 'text/csv' });
const zip = new Blob(['PK'], { type: 'application/zip' });
const dryRun: ImportOutcome = { refused: false, report: { dry_run: true, rows: 20, created: 18, updated: 2, unchanged: 0, photos: 0 } };
const imported: ImportOutcome = { refused: false, report: { dry_run: false, rows: 20, created: 18, updated: 2, unchanged: 0, photos: 12 } };
const refused: ImportOutcome = { refused: true, detail: 'В файле 1 ошибка', problems: [{ row: 3, column: 'brand', problem: 'Неизвестный бренд «Rollex»' }] };

function setUp() {
  const fakes = { runImport: fakeRequest<ImportOutcome, CatalogueImportInput>(), exportCsv: fakeRequest<Blob>() };
  const effects = { saveFile: vi.fn() };
  const actor = createActor(importMachine.provide({ actors: { runImport: fakes.runImport.logic, fetchExport: fakes.exportCsv.logic }, actions: effects })).start();
  const live = { check: fakes.runImport, import: fakes.runImport, export: fakes.exportCsv };
  const step = (event: ImportEvent | Parameters<typeof performStep<ImportEvent>>[1]) => performStep<ImportEvent>({ send: actor.send, fakes: live }, event);
  return { actor, fakes, effects, step };
}

describe('importMachine', () => {
  it('checks first (a dry run), then imports the same files; a refused file names every problem', async () => {
    const { actor, fakes, step } = setUp();
    await step({ type: 'import.check' });
    expect(selectUploadStatus(actor.getSnapshot())).toBe('choosing');
    await step({ type: 'file.choose', file: csv });
    await step({ type: 'photos.choose', photos: zip });
    await step({ type: 'import.check' });
    expect(fakes.runImport.last().input).toEqual({ file: csv, photos: zip, dryRun: true });
    await step(done('check', dryRun));
    expect(selectImportReport(actor.getSnapshot())?.created).toBe(18);
    await step({ type: 'import.run' });
    expect(fakes.runImport.last().input).toEqual({ file: csv, photos: zip, dryRun: false });
    await step(done('import', refused));
    expect(selectUploadStatus(actor.getSnapshot())).toBe('refused');
    expect(selectImportRefusal(actor.getSnapshot())?.problems).toEqual(refused.refused ? refused.problems : []);
    actor.stop();
  });

  it('hands the exported file to the feature; a failed export says so and may be tried again', async () => {
    const { actor, effects, step } = setUp();
    await step({ type: 'export.start' });
    await step(failed('export', serverDown));
    expect(selectExportFailure(actor.getSnapshot())?.code).toBe('server');
    await step({ type: 'export.start' });
    const file = new Blob(['sku\n'], { type: 'text/csv' });
    await step(done('export', file));
    expect(effects.saveFile).toHaveBeenCalledWith(expect.anything(), { blob: file });
    expect(selectExportFailure(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});

describe('importMachine model: every state and transition, every call failing (one region at a time)', () => {
  type Event = ModelEvent<typeof importMachine, 'check' | 'import' | 'export'>;
  const upload: Event[] = [
    { type: 'file.choose', file: csv },
    { type: 'photos.choose', photos: zip },
    { type: 'import.check' },
    { type: 'import.run' },
    done('check', dryRun),
    done('check', refused),
    failed('check', serverDown),
    done('import', imported),
    done('import', refused),
    failed('import', serverDown),
  ];
  const exporting: Event[] = [{ type: 'export.start' }, done('export', new Blob(['sku\n'])), failed('export', serverDown)];
  const all = regionPaths(importMachine, { invokes: ['check', 'import', 'export'], events: () => [...upload, ...exporting] }, {
    upload: (type) => !type.includes('export'),
    export: (type) => type.includes('export'),
  });

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(importMachine, all.flatMap((entry) => entry.paths)));

  for (const { region, paths } of all) {
    for (const path of paths) {
      it(`${region}: ${describePath(path, eventWithPayload)}`, async () => {
        const { actor, effects, step } = setUp();
        await testPath(path, step, {
          '*': (expected) => {
            expect(actor.getSnapshot().value).toEqual(expected.value);
            expect(selectImportReport(actor.getSnapshot())).toEqual(expected.context.report);
          },
          'upload.refused': () => expect(selectImportRefusal(actor.getSnapshot())?.problems).toHaveLength(1),
          'upload.failure': () => expect(actor.getSnapshot().context.failure?.code).toBe('server'),
        });
        expect(effects.saveFile).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === 'xstate.done.actor.export').length);
        actor.stop();
      });
    }
  }
});
