import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RangeInput } from './RangeInput.tsx';

const meta = {
  title: 'UI/RangeInput',
  component: RangeInput,
  args: { label: 'Цена, $', value: { min: '', max: '' }, min: 0, step: 100, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof RangeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: { min: '5000', max: '25000' } } };
export const OnlyMinimum: Story = { args: { label: 'Год выпуска', min: 1900, step: 1, value: { min: '2015', max: '' } } };
export const WithHint: Story = { args: { hint: 'Цены в долларах США' } };
export const WithError: Story = {
  args: { value: { min: '30000', max: '1000' }, error: 'Минимум больше максимума' },
};
export const Disabled: Story = { args: { disabled: true, value: { min: '5000', max: '' } } };
