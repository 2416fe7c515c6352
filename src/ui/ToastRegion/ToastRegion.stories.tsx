import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToastRegion } from './ToastRegion.tsx';

const meta = {
  title: 'UI/ToastRegion',
  component: ToastRegion,
  args: { toasts: [], onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Showing: Story = {
  args: { toasts: [{ id: '1', type: 'success', message: 'Код отправлен на ваш телефон' }] },
};
export const Stack: Story = {
  args: {
    toasts: [
      { id: '1', type: 'success', message: 'Добавлено в избранное' },
      { id: '2', type: 'info', message: 'Необходимо добавить номер телефона.' },
      { id: '3', type: 'error', message: 'Не удалось изменить сравнение' },
    ],
  },
};
