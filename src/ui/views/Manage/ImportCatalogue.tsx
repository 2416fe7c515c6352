import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../Button/Button.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import type { ErrorLike } from '../../ErrorBox/errorText.ts';
import * as queue from './Orders.css.ts';
import { PanelHead } from './PanelHead.tsx';
import * as styles from './ImportCatalogue.css.ts';

export const importStates = ['choosing', 'checking', 'checked', 'importing', 'imported', 'refused', 'failure'] as const;
export type ImportState = (typeof importStates)[number];

export type ImportFigures = { rows: number; created: number; updated: number; unchanged: number; photos: number };
export type ImportProblemRow = { row: number; column: string | null; problem: string };

export type ImportCatalogueProps = {
  state: ImportState;
  /** The names of the files chosen. */
  fileName: string | null;
  photosName: string | null;
  report: ImportFigures | null;
  refusal: { detail: string; problems: readonly ImportProblemRow[] } | null;
  error: ErrorLike | null;
  exporting: boolean;
  exportError: ErrorLike | null;
  onFileChoose: (file: File | null) => void;
  onPhotosChoose: (file: File | null) => void;
  onCheck: () => void;
  onImport: () => void;
  onExport: () => void;
};

/**
 * /manage/import (issue 27): the catalogue CSV (and a ZIP of photos) checked first — a dry run that writes nothing —
 * then imported; the report, or every problem by row and column; and the whole catalogue exported in the same format.
 */
export function ImportCatalogue(props: ImportCatalogueProps) {
  const { state, fileName, photosName, report, refusal, error, exporting, exportError } = props;
  const { t } = useLingui();
  const busy = state === 'checking' || state === 'importing';
  return (
    <section aria-labelledby="import-title" aria-busy={busy}>
      <PanelHead id="import-title" title={<Trans>Импорт каталога</Trans>} />
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>
          <Trans>Загрузить CSV</Trans>
        </h2>
        <p className={queue.muted}>
          <Trans>Сначала проверьте файл: проверка ничего не меняет и показывает, что сделает импорт. Импорт — всё или ничего.</Trans>
        </p>
        <div className={styles.files}>
          <label className={styles.file}>
            <span>
              <Trans>Файл CSV</Trans>
            </span>
            <input type="file" accept=".csv,text/csv" disabled={busy} onChange={(event) => props.onFileChoose(event.target.files?.[0] ?? null)} />
            {fileName && <span className={queue.muted}>{fileName}</span>}
          </label>
          <label className={styles.file}>
            <span>
              <Trans>Фотографии (ZIP, по желанию)</Trans>
            </span>
            <input type="file" accept=".zip,application/zip" disabled={busy} onChange={(event) => props.onPhotosChoose(event.target.files?.[0] ?? null)} />
            {photosName && <span className={queue.muted}>{photosName}</span>}
          </label>
        </div>
        <div className={styles.buttons}>
          <Button variant="secondary" disabled={!fileName || busy} loading={state === 'checking'} onClick={props.onCheck}>
            <Trans>Проверить (без записи)</Trans>
          </Button>
          <Button disabled={state !== 'checked'} loading={state === 'importing'} onClick={props.onImport}>
            <Trans>Импортировать</Trans>
          </Button>
        </div>
        {(state === 'checking' || state === 'importing') && (
          <p role="status" className={queue.muted}>
            {state === 'checking' ? <Trans>Проверяем файл…</Trans> : <Trans>Импортируем…</Trans>}
          </p>
        )}
        {report && (state === 'checked' || state === 'imported') && <Report report={report} imported={state === 'imported'} />}
        {state === 'refused' && refusal && <Problems refusal={refusal} />}
        {state === 'failure' && <ErrorBox error={error ?? { message: t`Не удалось загрузить файл.` }} onRetry={props.onCheck} />}
      </div>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>
          <Trans>Выгрузить каталог</Trans>
        </h2>
        <p className={queue.muted}>
          <Trans>Весь каталог в том же формате CSV: удобно править и загружать обратно.</Trans>
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" loading={exporting} onClick={props.onExport}>
            <Trans>Скачать CSV</Trans>
          </Button>
        </div>
        {exportError && <ErrorBox error={exportError} onRetry={props.onExport} />}
      </div>
    </section>
  );
}

function Report({ report, imported }: { report: ImportFigures; imported: boolean }) {
  const { t } = useLingui();
  const figures: [string, number][] = [
    [t`Строк`, report.rows],
    [t`Новых`, report.created],
    [t`Обновлено`, report.updated],
    [t`Без изменений`, report.unchanged],
    [t`Фото`, report.photos],
  ];
  return (
    <div role="status" aria-label={imported ? t`Итог импорта` : t`Итог проверки`}>
      <p className={styles.success}>{imported ? <Trans>Каталог загружен.</Trans> : <Trans>Ошибок нет — можно импортировать.</Trans>}</p>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={queue.muted}>{label}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Problems({ refusal }: { refusal: NonNullable<ImportCatalogueProps['refusal']> }) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <p className={styles.danger}>
        {refusal.detail} <Trans>Ничего не записано.</Trans>
      </p>
      <table className={styles.problems}>
        <caption className={queue.muted}>
          <Trans>Ошибки в файле</Trans>
        </caption>
        <thead className={styles.problemHead}>
          <tr>
            <th className={styles.problemCell} scope="col">
              <Trans>Строка</Trans>
            </th>
            <th className={styles.problemCell} scope="col">
              <Trans>Столбец</Trans>
            </th>
            <th className={styles.problemCell} scope="col">
              <Trans>Ошибка</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {refusal.problems.map((problem, index) => (
            <tr key={index} className={styles.problemRow}>
              <td className={styles.problemCell}>{t`Строка ${problem.row}`}</td>
              <td className={styles.problemCell}>{problem.column ?? t`весь файл`}</td>
              <td className={styles.problemCell}>{problem.problem}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
