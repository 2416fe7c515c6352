import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorFallback } from './ErrorFallback.tsx';

const meta = {
  title: 'Views/ErrorFallback',
  component: ErrorFallback,
  args: { onReload: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
