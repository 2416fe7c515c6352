import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { OrdersQueue, ordersQueueStates, queueFilters } from './OrdersQueue.tsx';
import { closedDialog, row, rows } from './orderStoryData.ts';

const meta = {
  title: 'Views/Manage/OrdersQueue',
  component: OrdersQueue,
  args: {
    state: 'ready',
    rows,
    count: 31,
    filter: 'all',
    search: '',
    filtered: false,
    hasMore: true,
    loadingMore: false,
    stale: false,
    busy: false,
    error: null,
    cancel: closedDialog,
    locale: 'ru',
    onFilterChange: fn(),
    onSearchChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onReasonChange: fn(),
    onCancelDismiss: fn(),
    onCancelSubmit: fn(),
    onNoticeDismiss: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: ordersQueueStates }, filter: { control: 'select', options: queueFilters } },
} satisfies Meta<typeof OrdersQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of ordersQueueMachine (src/machines/manage/ordersQueueMachine.ts) as /manage draws it
// (src/features/manage/manageSelectors.ts); tests/stories/machineStates.test.ts checks them all.

/** `list.loading` (the first page): skeleton rows, the section busy. */
export const ListLoading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Заказы' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('listitem', { name: /Заказ №/ })).toBeNull();
  },
};

/** `list.debouncing`: the search typed, the rows shown stay until the pause is over. */
export const ListDebouncing: Story = { args: { search: 'Орлов', filtered: true } };

/** `list.failure`: the error box with a retry. */
export const ListFailure: Story = {
  args: { state: 'failure', rows: [], error: { message: 'Сервер не отвечает' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Сервер не отвечает');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** `list.ready.idle`: newest first; each pending order's hold counts down (red under an hour), one tap to confirm. */
export const ListReadyIdle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('31 заказ')).toBeInTheDocument();
    const first = within(canvas.getByRole('listitem', { name: 'Заказ №100007' }));
    await expect(first.getByRole('link', { name: '№100007' })).toHaveAttribute('href', '/manage/orders/7');
    await expect(first.getByText('Бронь: 5 ч 12 мин')).toBeInTheDocument();
    await expect(within(canvas.getByRole('listitem', { name: 'Заказ №100006' })).getByText('Бронь: 42 мин')).toBeInTheDocument();
    await expect(first.getByRole('link', { name: '+971501234567' })).toHaveAttribute('href', 'tel:+971501234567');
    await userEvent.click(first.getByRole('button', { name: 'Подтвердить заказ №100007' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Бронь истекает < 6 ч' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('expiring');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(within(canvas.getByRole('listitem', { name: 'Заказ №100004' })).queryByRole('button')).toBeNull();
  },
};

/** `list.ready.refreshing`: the 15 s refresh runs quietly behind the list. */
export const ListReadyRefreshing: Story = {};

/** `list.ready.loadingMore`: the next page on its way. */
export const ListReadyLoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Показать ещё' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** `move.idle` after a refused move: the row is back as it was, with the server's words (409). */
export const MoveIdle: Story = {
  args: { rows: [row(7, { refused: { action: 'confirm', error: { detail: 'Заказ уже подтверждён' } } }), ...rows.slice(1)] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось подтвердить заказ: Заказ уже подтверждён');
    await userEvent.click(canvas.getByRole('button', { name: 'Понятно' }));
    await expect(args.onNoticeDismiss).toHaveBeenCalledTimes(1);
  },
};

/** `move.askingReason`: the cancel dialog; the reason is required. */
export const MoveAskingReason: Story = {
  args: { cancel: { number: '100006', reason: '', missing: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Отменить заказ №100006?' });
    await expect(within(dialog).getByRole('textbox', { name: 'Причина отмены' })).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByText('Укажите причину: она попадёт в историю заказа.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Причина отмены' }), 'Н');
    await expect(args.onReasonChange).toHaveBeenCalledWith('Н');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    await expect(args.onCancelSubmit).toHaveBeenCalledTimes(1);
  },
};

/** `move.sending` (optimistic): the row already shows «Подтверждён», dashed while the server answers; other moves wait. */
export const MoveSending: Story = {
  args: { busy: true, rows: [row(7, { status: 'confirmed', hold: null, canConfirm: false, moving: true }), ...rows.slice(1)] },
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('listitem', { name: 'Заказ №100007' }));
    await expect(first.getByText('Подтверждён')).toBeInTheDocument();
    await expect(within(canvas.getByRole('listitem', { name: 'Заказ №100006' })).getByRole('button', { name: 'Подтвердить заказ №100006' })).toBeDisabled();
  },
};

/** `clock.ticking`: a minute later, the holds read a minute less. */
export const ClockTicking: Story = { args: { rows: [row(7, { hold: { minutes: 311, urgent: false } }), row(6, { hold: { minutes: 0, urgent: true } })] } };

/** Ready, nothing yet. */
export const Empty: Story = {
  args: { rows: [], count: 0, hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Заказов пока нет' })).toBeInTheDocument();
  },
};

/** Ready, nothing under the filter: show all again. */
export const FilteredEmpty: Story = {
  args: { rows: [], count: 0, hasMore: false, filter: 'expiring', filtered: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Бронь истекает < 6 ч' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать все заказы' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('all');
  },
};

/** A refresh failed: the list stays, with a quiet word. */
export const Stale: Story = { args: { stale: true } };

export const Mobile375: Story = { ...phone375 };
export const MoveAskingReasonMobile375: Story = { ...phone375, args: MoveAskingReason.args };
export const English: Story = { globals: { locale: 'en' } };
