import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { RequestsQueue, requestsQueueStates, type RequestRow } from './RequestsQueue.tsx';

const row = (id: number, over: Partial<RequestRow> = {}): RequestRow => ({
  id,
  kind: 'price',
  status: 'new',
  time: '30 нояб. 2026, 12:15',
  timeIso: '2026-11-30T09:15:00Z',
  summary: 'Цена: Rolex Submariner Date 126610LN',
  name: 'Анна Смирнова',
  phone: '+79161234567',
  email: 'anna@example.com',
  message: 'Есть ли полный комплект?',
  taker: null,
  canTake: true,
  canDone: true,
  pending: false,
  refusal: null,
  ...over,
});

const rows: RequestRow[] = [
  row(31),
  row(30, { kind: 'buyback', status: 'in_progress', summary: 'Выкуп: Patek Philippe Nautilus 5711', name: 'Олег', email: null, taker: 'Иван', canTake: false }),
  row(29, { kind: 'appointment', status: 'done', summary: 'Запись: Москва, 2 дек., 14:00', message: null, taker: 'Мария', canDone: false }),
];

const meta = {
  title: 'Views/Manage/RequestsQueue',
  component: RequestsQueue,
  args: {
    state: 'list',
    rows,
    count: 3,
    status: '',
    kind: '',
    search: '',
    filtered: false,
    page: 1,
    pageCount: 1,
    busy: false,
    stale: false,
    error: null,
    onStatusChange: fn(),
    onKindChange: fn(),
    onSearchSubmit: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onTake: fn(),
    onDone: fn(),
    onNoticeDismiss: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: requestsQueueStates } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RequestsQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of requestsQueueMachine (src/machines/manage/requestsQueueMachine.ts).

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Заявки' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('listitem', { name: /Анна/ })).toBeNull();
  },
};

/** `ready.idle`: newest first; the phone dials, the e-mail writes; one tap takes or closes. */
export const ReadyIdle: Story = {
  play: async ({ canvas, args }) => {
    const first = within(canvas.getByRole('listitem', { name: 'Запрос цены · Анна Смирнова' }));
    await expect(first.getByRole('link', { name: '+79161234567' })).toHaveAttribute('href', 'tel:+79161234567');
    await expect(first.getByRole('link', { name: 'anna@example.com' })).toHaveAttribute('href', 'mailto:anna@example.com');
    await expect(first.getByText('Никто не взял')).toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: 'Взять в работу: Запрос цены · Анна Смирнова' }));
    await expect(args.onTake).toHaveBeenCalledWith(31);
    await expect(within(canvas.getByRole('listitem', { name: 'Выкуп · Олег' })).getByText('Взял(а): Иван')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'В работе' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('in_progress');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по имени, телефону, почте или модели' }), 'Олег{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('Олег');
  },
};

export const ReadyRefreshing: Story = { play: async ({ canvas }) => expect(canvas.getAllByRole('listitem')).toHaveLength(3) };

/** `ready.acting`: the row already shows its new status; the other moves wait. */
export const ReadyActing: Story = {
  args: { busy: true, rows: [row(31, { status: 'in_progress', canTake: false, pending: true }), ...rows.slice(1)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { name: 'Запрос цены · Анна Смирнова' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Выполнено: Выкуп · Олег' })).toBeDisabled();
  },
};

/** A refused move (409): the row is back as it was, with the server's words. */
export const RollbackError: Story = {
  args: { rows: [row(31, { refusal: 'Заявку уже взял Иван' }), ...rows.slice(1)] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Заявку уже взял Иван');
    await userEvent.click(canvas.getByRole('button', { name: 'Понятно' }));
    await expect(args.onNoticeDismiss).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { state: 'empty', rows: [], status: 'new', filtered: true },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Под эти условия заявок нет' })).toBeInTheDocument(),
};

export const Stale: Story = { args: { stale: true }, play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Не удалось обновить список') };

export const Failure: Story = {
  args: { state: 'failure', rows: [], error: { message: 'Network error. Please check your connection.' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument(),
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375),
};
