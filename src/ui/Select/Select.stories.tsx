import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './Select.tsx';

const sortOptions = [
  { value: '-production_year', label: 'Сначала новые' },
  { value: 'brand__name', label: 'По бренду' },
  { value: 'price_usd', label: 'Сначала дешевле' },
  { value: '-price_usd', label: 'Сначала дороже' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Сортировка', options: sortOptions, placeholder: 'Без сортировки', value: '', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { value: 'price_usd' } };
export const WithHint: Story = { args: { hint: 'Порядок товаров в каталоге' } };
export const WithError: Story = {
  args: {
    label: 'Город',
    options: [
      { value: 'moscow', label: 'Москва' },
      { value: 'dubai', label: 'Дубай' },
    ],
    placeholder: 'Выберите город',
    error: 'Выберите город',
  },
};
export const Disabled: Story = { args: { disabled: true, value: 'brand__name' } };
export const HiddenLabel: Story = {
  args: {
    label: 'Товаров на странице',
    hideLabel: true,
    placeholder: undefined,
    value: '24',
    options: [
      { value: '24', label: '24' },
      { value: '48', label: '48' },
      { value: '96', label: '96' },
    ],
  },
};
