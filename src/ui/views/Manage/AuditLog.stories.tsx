import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { AuditLog, auditLogStates, type AuditRow } from './AuditLog.tsx';

const rows: AuditRow[] = [
  { id: 9, time: '30 нояб. 2026, 12:15', timeIso: '2026-11-30T09:15:00Z', who: 'Мария', via: 'web', action: 'order.confirm', subject: '№100231', subjectHref: '/manage/orders/31', changes: [{ field: 'status', before: 'pending', after: 'confirmed' }] },
  { id: 8, time: '30 нояб. 2026, 11:02', timeIso: '2026-11-30T08:02:00Z', who: 'Иван', via: 'telegram', action: 'request.take', subject: '#41 price · Анна', subjectHref: null, changes: [{ field: 'status', before: 'new', after: 'in_progress' }] },
  { id: 7, time: '29 нояб. 2026, 19:40', timeIso: '2026-11-29T16:40:00Z', who: null, via: 'cli', action: 'catalogue.import', subject: 'catalogue.csv', subjectHref: null, changes: [{ field: 'created', before: null, after: '20' }] },
];

const meta = {
  title: 'Views/Manage/AuditLog',
  component: AuditLog,
  args: { state: 'list', rows, hasMore: true, loadingMore: false, moreFailed: false, error: null, onRetry: fn(), onLoadMore: fn() },
  argTypes: { state: { control: 'inline-radio', options: auditLogStates } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of auditLogMachine (src/machines/manage/auditLogMachine.ts).

export const Loading: Story = { args: { state: 'loading', rows: [] }, play: async ({ canvas }) => expect(canvas.getByRole('region', { name: 'Журнал действий' })).toHaveAttribute('aria-busy', 'true') };

/** `ready.idle`: who, when, through what, what, before → after; an order links to its page. */
export const ReadyIdle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '№100231' })).toHaveAttribute('href', '/manage/orders/31');
    await expect(canvas.getByText('подтвердил(а) заказ')).toBeInTheDocument();
    await expect(canvas.getByText('через: Telegram')).toBeInTheDocument();
    await expect(canvas.getByText('Командная строка')).toBeInTheDocument();
    const changes = within(canvas.getAllByRole('list', { name: 'Изменения' })[0] as HTMLElement);
    // The server's field and status codes are worded in the reader's language.
    await expect(changes.getByText('статус:')).toBeInTheDocument();
    await expect(changes.getByText('ожидает подтверждения')).toBeInTheDocument();
    await expect(changes.getByText('подтверждён')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const ReadyLoadingMore: Story = { args: { loadingMore: true } };

export const MoreFailed: Story = { args: { moreFailed: true }, play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Не удалось загрузить ещё') };

export const Empty: Story = { args: { state: 'empty', rows: [], hasMore: false }, play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Журнал пока пуст' })).toBeInTheDocument() };

export const Failure: Story = { args: { state: 'failure', rows: [], error: { message: 'Произошла неизвестная ошибка' } }, play: async ({ canvas }) => expect(canvas.getByRole('alert')).toBeInTheDocument() };

export const English: Story = { globals: { locale: 'en' }, play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument() };

export const Mobile375: Story = { ...phone375, play: async ({ canvasElement }) => expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375) };
