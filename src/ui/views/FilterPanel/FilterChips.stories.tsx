import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips } from './FilterChips.tsx';

const meta = {
  title: 'Views/FilterChips',
  component: FilterChips,
  args: { chips: [], locale: 'ru', onRemove: fn(), onReset: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing applied: nothing shown. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const One: Story = {
  args: { chips: [{ id: 'brandIds:10', kind: 'named', name: 'Rolex' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Сбросить все' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать фильтр «Rolex»' }));
    await expect(args.onRemove).toHaveBeenCalledWith('brandIds:10');
  },
};

export const Many: Story = {
  args: {
    chips: [
      { id: 'price', kind: 'price', min: 10000, max: 50000 },
      { id: 'brandIds:10', kind: 'named', name: 'Rolex' },
      { id: 'brandIds:8', kind: 'named', name: 'Patek Philippe' },
      { id: 'diameter', kind: 'diameter', preset: 'medium' },
      { id: 'year', kind: 'year', min: 2015, max: null },
      { id: 'conditions:1', kind: 'named', name: 'Новые' },
      { id: 'fullSet', kind: 'fullSet' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Год от 2015')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить все' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const BrandFromLink: Story = {
  args: { chips: [{ id: 'brand', kind: 'brandText', text: 'R' }, { id: 'limitedEdition', kind: 'limitedEdition' }] },
};
