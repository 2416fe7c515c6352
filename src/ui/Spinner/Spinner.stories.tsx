import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithVisibleLabel: Story = { args: { label: 'Загружаем каталог…', showLabel: true } };
