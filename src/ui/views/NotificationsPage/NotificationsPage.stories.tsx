import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LinkRenderProps } from '../../link.tsx';
import { expect, fn, userEvent, within } from 'storybook/test';
import { desktop1440 } from '../ProfileArea/storyViewport.ts';
import { storyPhoto } from '../ProductGallery/storyPhotos.ts';
import { phone375 } from '../storyViewports.ts';
import { NotificationsPage, type NoticeRow } from './NotificationsPage.tsx';

const base = {
  read: false,
  createdAt: '2026-12-01T10:00:00Z',
  priceOnRequest: false,
  city: 'Дубай',
  searchName: null,
  oldPriceUsd: null,
  newPriceUsd: null,
} as const;

const notices: NoticeRow[] = [
  {
    ...base,
    id: 9,
    kind: 'new_match',
    href: '/product/27',
    imageUrl: storyPhoto(0).imageUrl,
    brand: 'Rolex',
    model: 'Submariner Date 126610LN',
    priceUsd: '14950.00',
    searchName: 'Rolex · Submariner · до 15 000 $',
  },
  {
    ...base,
    id: 8,
    kind: 'price_drop',
    createdAt: '2026-11-30T17:45:00Z',
    href: '/product/12',
    imageUrl: storyPhoto(2).imageUrl,
    brand: 'Patek Philippe',
    model: 'Nautilus 5711/1A',
    priceUsd: '118000.00',
    city: 'Москва',
    oldPriceUsd: '125000.00',
    newPriceUsd: '118000.00',
  },
  {
    ...base,
    id: 7,
    kind: 'available',
    read: true,
    createdAt: '2026-11-27T09:10:00Z',
    href: '/bag/4',
    imageUrl: null,
    brand: 'Hermès',
    model: 'Birkin 30 Togo Gold GHW',
    priceUsd: null,
    priceOnRequest: true,
  },
  {
    ...base,
    id: 6,
    kind: 'new_match',
    read: true,
    createdAt: '2026-11-20T12:00:00Z',
    href: '/jewelry/5',
    imageUrl: storyPhoto(5).imageUrl,
    brand: 'Cartier',
    model: 'Love Bracelet',
    priceUsd: '7250.00',
    city: null,
    searchName: 'Cartier',
  },
];

/** Links that stay on the story when clicked (a followed link would unload the test page). */
const stayingLink = ({ href, className, children, ...aria }: LinkRenderProps) => (
  <a href={href} className={className} onClick={(event) => event.preventDefault()} {...aria}>
    {children}
  </a>
);

const meta = {
  title: 'Views/NotificationsPage',
  component: NotificationsPage,
  args: {
    state: 'list',
    notices,
    unreadCount: 2,
    hasMore: true,
    loadingMore: false,
    moreFailed: false,
    markingAll: false,
    locale: 'ru',
    onOpen: fn(),
    onMarkAllRead: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    renderLink: stayingLink,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemOf = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByRole('link', { name });

export const Loading: Story = {
  args: { state: 'loading', notices: [], unreadCount: 0, hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Уведомления' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем уведомления…');
    await expect(canvas.queryByRole('button', { name: 'Отметить все как прочитанные' })).toBeNull();
  },
};

/** The list, newest first: unread notices marked for the eye (dot, warm ground) and for screen readers. */
export const ReadyListIdle: Story = {
  ...desktop1440,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 непрочитанных')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Уведомления' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const match = itemOf(canvas, /Новое поступление по вашему поиску «Rolex · Submariner · до 15 000 \$»/);
    await expect(match).toHaveAttribute('href', '/product/27');
    await expect(match).toHaveAccessibleName(/^Непрочитанное:/);
    await expect(match).toHaveTextContent('14 950 $');
    await expect(match).toHaveTextContent('Дубай');
    const drop = itemOf(canvas, /Цена снизилась: было 125\s000\s\$, стало 118\s000\s\$/);
    await expect(drop).toHaveTextContent('Patek Philippe');
    // A read notice says nothing of it; a piece on request has the catalogue's own wording.
    const available = itemOf(canvas, /Снова доступен для бронирования/);
    await expect(available).not.toHaveAccessibleName(/Непрочитанное/);
    await expect(available).toHaveTextContent('Цена по запросу');
    await userEvent.click(match);
    await expect(args.onOpen).toHaveBeenCalledWith(9);
    // Opening a read notice marks nothing.
    await userEvent.click(available);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Отметить все как прочитанные' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const ReadyListLoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Показать ещё' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ReadyMarksIdle: Story = { ...ReadyListIdle };

/** «Mark all» on its way: every notice shown read already, the button busy. */
export const ReadyMarksMarking: Story = {
  args: { markingAll: true, unreadCount: 0, notices: notices.map((notice) => ({ ...notice, read: true })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Отметить все как прочитанные' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Всё прочитано')).toBeVisible();
  },
};

/** Everything read: no «mark all». */
export const AllRead: Story = {
  args: { unreadCount: 0, hasMore: false, notices: notices.map((notice) => ({ ...notice, read: true })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Отметить все как прочитанные' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

export const MoreFailed: Story = {
  args: { moreFailed: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Не удалось загрузить ещё'),
};

export const Empty: Story = {
  args: { state: 'empty', notices: [], unreadCount: 0, hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Уведомлений пока нет' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  },
};

export const Failure: Story = {
  args: { state: 'failure', notices: [], unreadCount: 0, hasMore: false, errorMessage: 'Сервис временно недоступен' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await expect(canvas.getByText('2 unread')).toBeVisible();
    await expect(itemOf(canvas, /New arrival for your search “Rolex · Submariner · до 15 000 \$”/)).toBeInTheDocument();
    await expect(itemOf(canvas, /Price dropped from \$125,000 to \$118,000/)).toBeInTheDocument();
    await expect(itemOf(canvas, /Available to reserve again/)).toHaveTextContent('Price on request');
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    for (const link of canvas.getAllByRole('link')) await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
