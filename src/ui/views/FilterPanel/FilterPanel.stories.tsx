import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterDrawer } from './FilterDrawer.tsx';
import { BAG_OPTIONS, JEWELRY_OPTIONS, WATCH_OPTIONS } from './filterFixtures.ts';
import { FilterPanel, type FilterPanelProps } from './FilterPanel.tsx';
import { EMPTY_FILTER_VALUES, type FilterValues } from './filterTypes.ts';

/** Keeps the edited value like the catalogue machine's draft, so clicks show their effect. */
function Stateful(props: FilterPanelProps) {
  const [value, setValue] = useState<FilterValues>(props.value);
  return (
    <FilterPanel
      {...props}
      value={value}
      onChange={(patch) => {
        setValue((current) => ({ ...current, ...patch }));
        props.onChange(patch);
      }}
    />
  );
}

const meta = {
  title: 'Views/FilterPanel',
  component: FilterPanel,
  args: {
    layout: 'sidebar',
    mode: 'watches',
    value: EMPTY_FILTER_VALUES,
    options: WATCH_OPTIONS,
    onChange: fn(),
    onReset: fn(),
    onCategoryChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 280, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Фильтры' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сбросить всё' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Коллекция' })).toBeDisabled();
    // Sidebar-only filters are there.
    await expect(canvas.getByText('Год выпуска', { selector: 'summary *' })).toBeInTheDocument();
    await expect(canvas.getByText('Диаметр корпуса', { selector: 'summary *' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Лимитированная серия' })).toBeInTheDocument();
  },
};

export const WithSelection: Story = {
  args: {
    canReset: true,
    value: { ...EMPTY_FILTER_VALUES, brandIds: [10], collection: 4, caseMaterials: [4], diameter: 'large', minPrice: '10000', fullSet: true, cityIds: [2] },
  },
};

export const PlainBrandFromLink: Story = {
  args: { canReset: true, value: { ...EMPTY_FILTER_VALUES, brand: 'R' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать фильтр «R»' }));
    await expect(args.onChange).toHaveBeenCalledWith({ brand: '' });
  },
};

export const CountsLoading: Story = { args: { countsLoading: true, value: { ...EMPTY_FILTER_VALUES, brandIds: [10] } } };
export const Pending: Story = { args: { pending: true, canReset: true, value: { ...EMPTY_FILTER_VALUES, minPrice: '15' } } };
export const NoReferenceLists: Story = { args: { options: { ...WATCH_OPTIONS, brands: [], cities: [], workshops: [] } } };
export const Jewelry: Story = {
  args: { mode: 'jewelry', options: JEWELRY_OPTIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Тип украшения', { selector: 'summary *' })).toBeInTheDocument();
    await expect(canvas.queryByText('Материал корпуса')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Категория' })).toHaveValue('jewelry');
  },
};
export const Bags: Story = { args: { mode: 'bags', options: BAG_OPTIONS } };
export const Sale: Story = { args: { mode: 'sale' } };
/** Issue 22 item 13: the sale's watches get the watch filters; its other categories only the shared ones. */
export const SaleWatches: Story = {
  args: { mode: 'sale', value: { ...EMPTY_FILTER_VALUES, category: 'watches' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Категория' })).toHaveValue('watches');
    await expect(canvas.getAllByText('Тип часов')[0]).toBeVisible();
  },
};
/** Issue 22 item 16: an inverted price range is not taken silently: the field says it is searched swapped. */
export const InvertedPrice: Story = {
  args: { canReset: true, value: { ...EMPTY_FILTER_VALUES, minPrice: '50000', maxPrice: '10000' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hint = canvas.getByText('«От» больше, чем «до»: ищем от 10000 до 50000');
    await expect(hint).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Цена от, $' })).toHaveAccessibleDescription(hint.textContent ?? '');
  },
};
export const English: Story = { globals: { locale: 'en' }, args: { value: { ...EMPTY_FILTER_VALUES, diameter: 'small' } } };

export const Editing: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск бренда' }), 'rol');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Rolex/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ brandIds: [10] });
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Цена от, $' }), '5');
    await expect(args.onChange).toHaveBeenLastCalledWith({ minPrice: '5', maxPrice: '' });
    await userEvent.click(canvas.getByText('Диаметр корпуса', { selector: 'summary *' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Крупный · от 42 мм' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ diameter: 'large' });
    await expect(canvas.getByRole('button', { name: 'Крупный · от 42 мм' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Категория' }), 'bags');
    await expect(args.onCategoryChange).toHaveBeenCalledWith('bags');
  },
};

/** The mobile drawer: the §2.6 drawer list (no year, diameter, limited edition or category) and its footer. */
export const Drawer: Story = {
  args: { layout: 'drawer' },
  render: (args) => (
    <FilterDrawer
      open
      mode={args.mode}
      value={{ ...args.value, brandIds: [10] }}
      options={args.options}
      onChange={args.onChange}
      onReset={args.onReset ?? fn()}
      onApply={fn()}
      onCancel={fn()}
      canApply
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Фильтры' });
    const drawer = within(dialog);
    await expect(drawer.getByRole('button', { name: 'Применить' })).toBeEnabled();
    await expect(drawer.getByRole('button', { name: 'Отмена' })).toBeVisible();
    await expect(drawer.queryByText('Год выпуска')).toBeNull();
    await expect(drawer.queryByRole('combobox', { name: 'Категория' })).toBeNull();
  },
};

export const DrawerUnchanged: Story = {
  args: { layout: 'drawer' },
  render: (args) => (
    <FilterDrawer open mode={args.mode} value={args.value} options={args.options} onChange={args.onChange} onReset={fn()} onApply={fn()} onCancel={fn()} canApply={false} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Фильтры' });
    await expect(within(dialog).getByRole('button', { name: 'Применить' })).toBeDisabled();
  },
};

/** Issue 10 item 17: Apply tells how many products the staged choice finds. */
export const DrawerWithCount: Story = {
  args: { layout: 'drawer' },
  render: (args) => (
    <FilterDrawer
      open
      mode={args.mode}
      value={{ ...args.value, brandIds: [10] }}
      options={args.options}
      onChange={args.onChange}
      onReset={fn()}
      onApply={fn()}
      onCancel={fn()}
      canApply
      resultCount={14}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Фильтры' });
    await expect(within(dialog).getByRole('button', { name: 'Показать 14' })).toBeEnabled();
  },
};

/** Applied brands lead the brand list, so a ticked house is not lost among fifty. */
export const PinnedBrands: Story = {
  args: { canReset: true, value: { ...EMPTY_FILTER_VALUES, brandIds: [10, 7] }, pinnedBrandIds: [10, 7] },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: /Бренд/ });
    const first = within(group).getAllByRole('checkbox').slice(0, 2);
    await expect(first[0]).toHaveAccessibleName(/Omega/);
    await expect(first[1]).toHaveAccessibleName(/Rolex/);
  },
};
