import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { ImportCatalogue, importStates } from './ImportCatalogue.tsx';

const report = { rows: 20, created: 18, updated: 2, unchanged: 0, photos: 0 };
const refusal = {
  detail: 'В файле 2 ошибки.',
  problems: [
    { row: 3, column: 'brand', problem: 'Неизвестный бренд «Rollex»' },
    { row: 7, column: 'price_usd', problem: 'Цена должна быть числом, например 14500.00' },
  ],
};

const meta = {
  title: 'Views/Manage/ImportCatalogue',
  component: ImportCatalogue,
  args: {
    state: 'choosing',
    fileName: null,
    photosName: null,
    report: null,
    refusal: null,
    error: null,
    exporting: false,
    exportError: null,
    onFileChoose: fn(),
    onPhotosChoose: fn(),
    onCheck: fn(),
    onImport: fn(),
    onExport: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: importStates } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImportCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of importMachine (src/machines/manage/importMachine.ts): upload ‖ export.

export const UploadChoosing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Проверить (без записи)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Импортировать' })).toBeDisabled();
  },
};

export const FileChosen: Story = {
  args: { fileName: 'catalogue.csv', photosName: 'photos.zip' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить (без записи)' }));
    await expect(args.onCheck).toHaveBeenCalled();
  },
};

export const UploadChecking: Story = { args: { state: 'checking', fileName: 'catalogue.csv' }, play: async ({ canvas }) => expect(canvas.getByText('Проверяем файл…')).toBeInTheDocument() };

/** `upload.checked`: the dry run's report; now the import may run. */
export const UploadChecked: Story = {
  args: { state: 'checked', fileName: 'catalogue.csv', report: { ...report } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status', { name: 'Итог проверки' })).toHaveTextContent('Ошибок нет');
    await userEvent.click(canvas.getByRole('button', { name: 'Импортировать' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

export const UploadImporting: Story = { args: { state: 'importing', fileName: 'catalogue.csv', report }, play: async ({ canvas }) => expect(canvas.getByText('Импортируем…')).toBeInTheDocument() };

export const UploadImported: Story = {
  args: { state: 'imported', fileName: 'catalogue.csv', report: { ...report, photos: 12 } },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Итог импорта' })).toHaveTextContent('Каталог загружен.'),
};

/** `upload.refused`: every problem by row and column; nothing was written. */
export const UploadRefused: Story = {
  args: { state: 'refused', fileName: 'catalogue.csv', refusal },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ничего не записано.');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('cell', { name: 'Неизвестный бренд «Rollex»' })).toBeInTheDocument();
  },
};

export const UploadFailure: Story = { args: { state: 'failure', fileName: 'catalogue.csv', error: { message: 'Request timeout. Please try again.' } }, play: async ({ canvas }) => expect(canvas.getByRole('alert')).toBeInTheDocument() };

export const ExportIdle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Скачать CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const ExportExporting: Story = { args: { exporting: true } };

export const ExportFailure: Story = { args: { exportError: { message: 'Произошла неизвестная ошибка' } }, play: async ({ canvas }) => expect(canvas.getByRole('alert')).toBeInTheDocument() };

export const English: Story = { globals: { locale: 'en' }, play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1, name: 'Catalog import' })).toBeInTheDocument() };

export const Mobile375: Story = {
  ...phone375,
  args: { state: 'refused', fileName: 'catalogue.csv', refusal },
  play: async ({ canvasElement }) => expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375),
};
