import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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

/** Below the site header, so the header's icons stay visible and clickable (issue 10 item 10). */
export const BelowHeader: Story = {
  args: { toasts: [{ id: '1', type: 'success', message: 'Добавлено в избранное' }] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Уведомления' });
    await expect(region.getBoundingClientRect().top).toBeGreaterThanOrEqual(73);
  },
};

/** With a dialog open, its title stays readable: the toasts move to the bottom edge. */
export const WithDialogOpen: Story = {
  args: { toasts: [{ id: '1', type: 'error', message: 'Не удалось изменить сравнение' }] },
  render: (args) => (
    <>
      <div role="dialog" aria-labelledby="story-dialog-title" data-state="open" style={{ position: 'fixed', inset: 0, background: '#fff' }}>
        <h2 id="story-dialog-title" style={{ margin: 24 }}>
          Фильтры
        </h2>
      </div>
      <ToastRegion {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Фильтры' }).getBoundingClientRect();
    const toast = canvas.getByText('Не удалось изменить сравнение').getBoundingClientRect();
    await expect(toast.top).toBeGreaterThan(title.bottom + 100);
  },
};
