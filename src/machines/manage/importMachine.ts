import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { exportCatalogue, importCatalogue, type CatalogueImportInput, type ImportOutcome, type ImportProblem, type ImportReport } from '../../api/manageBackoffice.ts';
import { fromRequest } from '../fromRequest.ts';
import { unprovided } from '../helpers.ts';

/**
 * The back office's catalogue import and export (issue 27), route-local at /manage/import. The manager chooses a
 * CSV (and a ZIP of photos, optional), checks it first (a dry run: the server reads every row and answers what it
 * would do, writing nothing), then imports it; a refused file answers every problem by row and column, and nothing
 * was written. The export is fetched with the staff token and handed to the feature as a file (`saveFile`).
 *
 * parallel: upload choosing → checking → checked | refused | failure; checked → importing → imported | refused |
 * failure; choosing another file → choosing ‖ export idle → exporting → idle | failure.
 */

export type ImportEvent =
  | { type: 'file.choose'; file: Blob | null }
  | { type: 'photos.choose'; photos: Blob | null }
  | { type: 'import.check' }
  | { type: 'import.run' }
  | { type: 'export.start' };

type Context = {
  /** The CSV chosen; null until one is. */
  file: Blob | null;
  /** The optional ZIP of photos. */
  photos: Blob | null;
  /** The last report (a dry run's or the import's). */
  report: ImportReport | null;
  /** The refused file's summary and every problem, by row and column. */
  refusal: { detail: string; problems: ImportProblem[] } | null;
  /** Why the last check or import could not be done (no answer, no permission…). */
  failure: ApiFailure | null;
  /** Why the last export failed. */
  exportFailure: ApiFailure | null;
};

const saveFile: (_: unknown, params: { blob: Blob }) => void = unprovided('importMachine', 'saveFile');

const choose = {
  'file.choose': { target: 'choosing', actions: 'assignFile' },
  'photos.choose': { target: 'choosing', actions: 'assignPhotos' },
} as const;

export const importMachine = setup({
  types: { context: {} as Context, events: {} as ImportEvent },
  actors: {
    runImport: fromRequest<ImportOutcome, CatalogueImportInput>(({ input, signal }) => importCatalogue(input, signal)),
    fetchExport: fromRequest<Blob>(({ signal }) => exportCatalogue(signal)),
  },
  actions: {
    saveFile,
    assignFile: assign(({ event }) => (event.type === 'file.choose' ? { file: event.file, report: null, refusal: null, failure: null } : {})),
    assignPhotos: assign(({ event }) => (event.type === 'photos.choose' ? { photos: event.photos, report: null, refusal: null, failure: null } : {})),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ failure: toApiFailure(error) })),
    assignOutcome: assign((_, outcome: ImportOutcome) =>
      outcome.refused ? { report: null, refusal: { detail: outcome.detail, problems: outcome.problems }, failure: null } : { report: outcome.report, refusal: null, failure: null },
    ),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    isRefused: (_, outcome: ImportOutcome) => outcome.refused,
  },
}).createMachine({
  id: 'catalogueImport',
  type: 'parallel',
  context: { file: null, photos: null, report: null, refusal: null, failure: null, exportFailure: null },
  states: {
    upload: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'file.choose': { actions: 'assignFile' },
            'photos.choose': { actions: 'assignPhotos' },
            'import.check': { guard: 'hasFile', target: 'checking' },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'check',
            src: 'runImport',
            input: ({ context }) => ({ file: context.file ?? new Blob(), photos: context.photos, dryRun: true }),
            onDone: [
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'refused', actions: { type: 'assignOutcome', params: ({ event }) => event.output } },
              { target: 'checked', actions: { type: 'assignOutcome', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failure', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        checked: { description: 'The dry run found nothing wrong: its report shows what the import will do.', on: { ...choose, 'import.run': 'importing', 'import.check': 'checking' } },
        importing: {
          tags: ['busy'],
          invoke: {
            id: 'import',
            src: 'runImport',
            input: ({ context }) => ({ file: context.file ?? new Blob(), photos: context.photos, dryRun: false }),
            onDone: [
              { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'refused', actions: { type: 'assignOutcome', params: ({ event }) => event.output } },
              { target: 'imported', actions: { type: 'assignOutcome', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failure', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        imported: { on: choose },
        refused: { description: 'The server refused the file and wrote nothing: every problem by row and column.', on: { ...choose, 'import.check': 'checking' } },
        failure: { on: { ...choose, 'import.check': 'checking' } },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'export.start': 'exporting' } },
        exporting: {
          invoke: {
            id: 'export',
            src: 'fetchExport',
            onDone: { target: 'idle', actions: [assign({ exportFailure: null }), { type: 'saveFile', params: ({ event }) => ({ blob: event.output }) }] },
            onError: { target: 'failure', actions: assign({ exportFailure: ({ event }) => toApiFailure(event.error) }) },
          },
        },
        failure: { on: { 'export.start': 'exporting' } },
      },
    },
  },
});

export type ImportSnapshot = SnapshotFrom<typeof importMachine>;
export type UploadStatus = 'choosing' | 'checking' | 'checked' | 'importing' | 'imported' | 'refused' | 'failure';
export const UPLOAD_STATUSES: readonly UploadStatus[] = ['choosing', 'checking', 'checked', 'importing', 'imported', 'refused', 'failure'];

export const selectUploadStatus = (snapshot: ImportSnapshot): UploadStatus => UPLOAD_STATUSES.find((status) => snapshot.matches({ upload: status })) ?? 'choosing';
export const selectImportFiles = (snapshot: ImportSnapshot): { file: Blob | null; photos: Blob | null } => ({ file: snapshot.context.file, photos: snapshot.context.photos });
export const selectImportReport = (snapshot: ImportSnapshot): ImportReport | null => snapshot.context.report;
export const selectImportRefusal = (snapshot: ImportSnapshot): Context['refusal'] => snapshot.context.refusal;
export const selectImportFailure = (snapshot: ImportSnapshot): ApiFailure | null => snapshot.context.failure;
export const selectIsExporting = (snapshot: ImportSnapshot): boolean => snapshot.matches({ export: 'exporting' });
export const selectExportFailure = (snapshot: ImportSnapshot): ApiFailure | null => (snapshot.matches({ export: 'failure' }) ? snapshot.context.exportFailure : null);
