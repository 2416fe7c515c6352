import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from './MultiSelect.tsx';

const brands = [
  { value: 1, label: 'Audemars Piguet', count: 18 },
  { value: 2, label: 'Cartier', count: 9 },
  { value: 3, label: 'Hermès', count: 0 },
  { value: 4, label: 'Patek Philippe', count: 21 },
  { value: 5, label: 'Richard Mille', count: 6 },
  { value: 6, label: 'Rolex', count: 32 },
  { value: 7, label: 'Vacheron Constantin', count: 11 },
];

/** Holds the value like a feature would, so clicks show their effect. */
function Stateful(props: MultiSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MultiSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  args: { label: 'Бренд', options: brands, value: [], onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSelection: Story = { args: { value: [4, 6] } };
export const WithoutCounts: Story = { args: { options: brands.map(({ value, label }) => ({ value, label })) } };
export const CountsLoading: Story = { args: { value: [6], countsLoading: true } };
export const Loading: Story = {
  args: { options: [], countsLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Список загружается…')).toBeVisible();
  },
};
/** Loaded, and nothing carries this choice (e.g. no watch matches the search): never "loading" forever. */
export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет вариантов')).toBeVisible();
  },
};

export const Searchable: Story = {
  args: { searchable: true, searchLabel: 'Поиск бренда' },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск бренда' }), 'hermes');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Hermès/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([3]);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Поиск бренда' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск бренда' }), 'zzz');
    await expect(canvas.getByText('Ничего не найдено')).toBeVisible();
  },
};

export const Toggling: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Rolex/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Cartier/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([6, 2]);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Rolex/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([2]);
    await expect(canvas.getByRole('group', { name: /Бренд/ })).toHaveTextContent('1');
  },
};

/** Applied choices come first, in the list's order; the rest follow alphabetically as given. */
export const PinnedSelection: Story = {
  args: { value: [6, 2], pinned: [6, 2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent ?? '');
    await expect(names.slice(0, 3).map((name) => name.replace(/[\s,]*\d+$/, ''))).toEqual(['Cartier', 'Rolex', 'Audemars Piguet']);
  },
};
