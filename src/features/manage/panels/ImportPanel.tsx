import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { importMachine } from '../../../machines/manage/importMachine.ts';
import { useRouteActor } from '../../../runtime/appActors.tsx';
import { ImportCatalogue } from '../../../ui/views/Manage/ImportCatalogue.tsx';
import { selectImportCatalogueProps } from './panelsSelectors.ts';

/** Saves a fetched file the way a download link would (the export needs the staff token, so it cannot be a link). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is let go once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** catalogue-2026-11-30.csv */
const exportName = (now: Date): string => `catalogue-${now.toISOString().slice(0, 10)}.csv`;

/** /manage/import: the import machine drawn by the ImportCatalogue view; the export is saved as a file. */
export default function ImportPanel() {
  const [logic] = useState(() => importMachine.provide({ actions: { saveFile: (_, { blob }) => saveBlob(blob, exportName(new Date())) } }));
  const actor = useRouteActor(logic);
  const view = useSelector(actor, selectImportCatalogueProps, shallowEqual);
  return (
    <ImportCatalogue
      {...view}
      onFileChoose={(file) => actor.send({ type: 'file.choose', file })}
      onPhotosChoose={(photos) => actor.send({ type: 'photos.choose', photos })}
      onCheck={() => actor.send({ type: 'import.check' })}
      onImport={() => actor.send({ type: 'import.run' })}
      onExport={() => actor.send({ type: 'export.start' })}
    />
  );
}
