import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { OrderPage, orderPageStates } from './OrderPage.tsx';
import { closedDialog, orderData } from './orderStoryData.ts';

const meta = {
  title: 'Views/Manage/OrderPage',
  component: OrderPage,
  args: {
    state: 'ready',
    order: orderData(),
    moves: ['confirm', 'cancel'],
    moving: false,
    refused: null,
    stale: false,
    error: null,
    cancel: closedDialog,
    locale: 'ru',
    onMove: fn(),
    onCancel: fn(),
    onReasonChange: fn(),
    onCancelDismiss: fn(),
    onCancelSubmit: fn(),
    onNoticeDismiss: fn(),
    onRetry: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: orderPageStates } },
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const shipped = orderData({
  status: 'shipped',
  hold: null,
  delivery: 'delivery',
  place: 'Дубай, Dubai Marina, Marina Gate 1, кв. 1204',
  history: [
    { key: '0', at: '2026-11-20T10:00:00Z', from: null, to: 'pending', by: 'customer', actor: null, reason: null },
    { key: '1', at: '2026-11-20T10:20:00Z', from: 'pending', to: 'confirmed', by: 'staff', actor: 'Мария Ильина', reason: null },
    { key: '2', at: '2026-11-21T09:00:00Z', from: 'confirmed', to: 'shipped', by: 'staff', actor: 'Игорь Белов', reason: null },
  ],
});

// One story per state of manageOrderMachine (src/machines/manage/manageOrderMachine.ts); tests/stories/machineStates.test.ts checks them.

export const OrderLoading: Story = { args: { state: 'loading', order: null } };

export const OrderNotFound: Story = {
  args: { state: 'notFound', order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Такого заказа нет' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '← Все заказы' })).toHaveAttribute('href', '/manage');
  },
};

export const OrderFailure: Story = {
  args: { state: 'failure', order: null, error: { message: 'Сервер не отвечает' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** `order.ready.idle`, a pending order: hold, confirm or cancel, customer with tel: and mailto:, pieces linking to the shop. */
export const OrderReadyIdle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Заказ №100007' })).toBeInTheDocument();
    await expect(canvas.getByText('Бронь: 5 ч 12 мин')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '+971501234567' })).toHaveAttribute('href', 'tel:+971501234567');
    await expect(canvas.getByRole('link', { name: 'orlov@example.com' })).toHaveAttribute('href', 'mailto:orlov@example.com');
    await expect(canvas.getByRole('link', { name: 'Patek Philippe Nautilus' })).toHaveAttribute('href', '/product/27');
    await expect(canvas.getByRole('heading', { name: 'Самовывоз' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить' }));
    await expect(args.onMove).toHaveBeenCalledWith('confirm');
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const OrderReadyRefreshing: Story = {};

export const OrderReadyAskingReason: Story = {
  args: { cancel: { number: '100007', reason: 'Нет в наличии', missing: false } },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Отменить заказ №100007?' });
    await expect(within(dialog).getByRole('textbox', { name: 'Причина отмены' })).toHaveValue('Нет в наличии');
  },
};

/** `order.ready.sending` (optimistic): already «Подтверждён», the moves wait for the answer. */
export const OrderReadySending: Story = {
  args: { order: orderData({ status: 'confirmed', hold: null }), moves: ['ship', 'cancel'], moving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Отметить отправку' })).toBeDisabled();
  },
};

/** A refused move, rolled back: the server's words. */
export const RollbackError: Story = {
  args: { refused: { action: 'confirm', error: { detail: 'Заказ уже подтверждён' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось подтвердить заказ: Заказ уже подтверждён');
  },
};

export const ClockTicking: Story = { args: { order: orderData({ hold: { minutes: 38, urgent: true } }) } };

export const Confirmed: Story = { args: { order: orderData({ status: 'confirmed', hold: null }), moves: ['ship', 'cancel'] } };

/** Shipped with delivery: the address, the history with who moved it. */
export const Shipped: Story = {
  args: { order: shipped, moves: ['deliver'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Дубай, Dubai Marina, Marina Gate 1, кв. 1204')).toBeInTheDocument();
    await expect(canvas.getByText('Игорь Белов')).toBeInTheDocument();
    await expect(canvas.getByText('Подтверждён → Отправлен')).toBeInTheDocument();
  },
};

export const Delivered: Story = { args: { order: orderData({ ...shipped, status: 'delivered' }), moves: [] } };

export const Cancelled: Story = {
  args: {
    order: orderData({
      status: 'cancelled',
      hold: null,
      history: [
        { key: '0', at: '2026-11-20T10:00:00Z', from: null, to: 'pending', by: 'customer', actor: null, reason: null },
        { key: '1', at: '2026-11-20T11:00:00Z', from: 'pending', to: 'cancelled', by: 'staff', actor: 'Мария Ильина', reason: 'Покупатель передумал' },
      ],
    }),
    moves: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Мария Ильина · Покупатель передумал')).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Действия с заказом' })).toBeNull();
  },
};

export const Mobile375: Story = { ...phone375 };
export const ShippedMobile375: Story = { ...phone375, args: Shipped.args };
export const English: Story = { globals: { locale: 'en' } };
