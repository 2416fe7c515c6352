import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { phone375 } from '../storyViewports.ts';
import { MyRequestsCard, type MyRequestRow } from './MyRequestsCard.tsx';

const requests: MyRequestRow[] = [
  { id: 18, kind: 'appointment', createdAt: '2026-11-26T09:12:00Z', status: 'new', summary: 'Запись: Дубай, 29.11.2026 15:30' },
  { id: 14, kind: 'buyback', createdAt: '2026-11-20T17:40:00Z', status: 'in_progress', summary: 'Выкуп: Patek Philippe Nautilus 5711/1A-010' },
  { id: 11, kind: 'price', createdAt: '2026-11-02T10:05:00Z', status: 'done', summary: 'Цена: Rolex Submariner 126610LN' },
];

const meta = {
  title: 'Views/ProfilePage/MyRequestsCard',
  component: MyRequestsCard,
  args: { status: 'ready', requests, hasMore: false, loadingMore: false, locale: 'ru-RU', onRetry: fn(), onLoadMore: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '880px', padding: `${vars.space.lg} ${vars.space.md}` }}>{Story()}</div>],
} satisfies Meta<typeof MyRequestsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of myRequestsMachine (src/machines/profile/myRequestsMachine.ts); tests/stories/machineStates.test.ts
// checks them all.

/** `loading`: a status line and grey rows. */
export const Loading: Story = {
  args: { status: 'loading', requests: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем заявки…');
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** `failure`: the reason and a retry. */
export const Failure: Story = {
  args: { status: 'failure', requests: [], loadFailure: 'Не удалось загрузить заявки' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить заявки');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** `ready.idle`: each request with its summary, kind, date and status; more to load. */
export const ReadyIdle: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Запись: Дубай, 29.11.2026 15:30');
    await expect(rows[0]).toHaveTextContent('Визит в бутик · 26 ноября 2026 г.');
    await expect(rows[0]).toHaveTextContent('Получена');
    await expect(rows[1]).toHaveTextContent('В работе');
    await expect(rows[2]).toHaveTextContent('Выполнена');
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** `ready.loadingMore`: the button is busy. */
export const ReadyLoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Показать ещё/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No requests yet: what will appear here. */
export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Здесь появятся ваши запросы/)).toBeVisible();
  },
};

/** 375 px: the status under the summary. */
export const Phone: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
