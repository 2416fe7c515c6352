import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { ProductsList, productsListStates, type ProductRow } from './ProductsList.tsx';

const row = (key: string, over: Partial<ProductRow> = {}): ProductRow => ({
  key,
  title: 'Rolex Submariner Date 126610LN',
  sku: 'W-0012',
  price: '$14,500',
  previousPrice: null,
  onRequest: false,
  stock: 2,
  reserved: 1,
  sold: false,
  hidden: false,
  url: '/product/12',
  saving: false,
  refusal: null,
  ...over,
});

const rows: ProductRow[] = [
  row('watch-12'),
  row('bag-4', { title: 'Hermès Birkin 30 BK30', sku: 'B-0004', price: '$32,000', previousPrice: '$35,000', stock: 1, reserved: 0, hidden: true, url: '/bag/4' }),
  row('jewelry-5', { title: 'Cartier Love Bracelet B6067517', sku: null, price: null, onRequest: true, stock: 0, reserved: 0, sold: true, url: '/jewelry/5' }),
];

const draft = { key: 'watch-12', price: '14500.00', previous: '', stock: '2', errors: {} };

const meta = {
  title: 'Views/Manage/ProductsList',
  component: ProductsList,
  args: {
    state: 'list',
    rows,
    count: 3,
    kind: '',
    hidden: '',
    search: '',
    filtered: false,
    page: 1,
    pageCount: 1,
    draft: null,
    busy: false,
    error: null,
    onKindChange: fn(),
    onHiddenChange: fn(),
    onSearchSubmit: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onDraftChange: fn(),
    onEditCancel: fn(),
    onEditSave: fn(),
    onHiddenToggle: fn(),
    onNoticeDismiss: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: productsListStates } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductsList>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of productsMachine (src/machines/manage/productsMachine.ts).

export const Loading: Story = { args: { state: 'loading', rows: [] }, play: async ({ canvas }) => expect(canvas.getByRole('region', { name: 'Товары' })).toHaveAttribute('aria-busy', 'true') };

/** `ready.idle`: name, SKU, prices, stock and reserved, hidden toggle, the shop page. */
export const ReadyIdle: Story = {
  play: async ({ canvas, args }) => {
    const watch = within(canvas.getByRole('listitem', { name: 'Rolex Submariner Date 126610LN' }));
    await expect(watch.getByText('SKU W-0012')).toBeInTheDocument();
    await expect(watch.getByText('2 (в резерве 1)')).toBeInTheDocument();
    await expect(watch.getByRole('link', { name: 'Страница в магазине' })).toHaveAttribute('href', '/product/12');
    await userEvent.click(watch.getByRole('button', { name: 'Изменить: Rolex Submariner Date 126610LN' }));
    await expect(args.onEdit).toHaveBeenCalledWith('watch-12');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Скрыть из магазина: Hermès Birkin 30 BK30' }));
    await expect(args.onHiddenToggle).toHaveBeenCalledWith('bag-4');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Видимость' }), 'hidden');
    await expect(args.onHiddenChange).toHaveBeenCalledWith('hidden');
  },
};

/** `ready.editing`: the row's form, with the problems checked before any call. */
export const ReadyEditing: Story = {
  args: { draft: { ...draft, previous: '14000', stock: '0', errors: { previous: { code: 'previousNotAbove' }, stock: { code: 'belowReserved', reserved: 1 } } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Прежняя цена должна быть выше текущей')).toBeInTheDocument();
    await expect(canvas.getByText('Не меньше, чем в резерве: 1')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Остаток' }), '3');
    await expect(args.onDraftChange).toHaveBeenCalledWith('stock', '03');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onEditSave).toHaveBeenCalled();
  },
};

/** The server refused the edit naming a field: the form is back with its words. */
export const ServerFieldError: Story = {
  args: { draft: { ...draft, stock: '1', errors: { stock: { code: 'server', message: 'Остаток не может быть меньше зарезервированного (1)' } } } },
  play: async ({ canvas }) => expect(canvas.getByText('Остаток не может быть меньше зарезервированного (1)')).toBeInTheDocument(),
};

/** `ready.saving`: the row shows the new values already; the rest waits. */
export const ReadySaving: Story = {
  args: { busy: true, rows: [row('watch-12', { price: '$13,900', previousPrice: '$14,500', saving: true }), ...rows.slice(1)] },
  play: async ({ canvas }) => expect(canvas.getByRole('listitem', { name: 'Rolex Submariner Date 126610LN' })).toHaveAttribute('aria-busy', 'true'),
};

export const RollbackError: Story = {
  args: { rows: [rows[0] as ProductRow, row('bag-4', { ...rows[1], refusal: 'Произошла неизвестная ошибка' }), rows[2] as ProductRow] },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Произошла неизвестная ошибка'),
};

export const Empty: Story = { args: { state: 'empty', rows: [], search: 'Zenith', filtered: true }, play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Под эти условия товаров нет' })).toBeInTheDocument() };

export const Failure: Story = { args: { state: 'failure', rows: [], error: { message: 'Произошла неизвестная ошибка' } }, play: async ({ canvas }) => expect(canvas.getByRole('alert')).toBeInTheDocument() };

export const English: Story = { globals: { locale: 'en' }, play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument() };

export const Mobile375: Story = {
  ...phone375,
  args: { draft },
  play: async ({ canvasElement }) => expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375),
};
