import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyPhoto } from '../ProductGallery/storyPhotos.ts';
import { phone375 } from '../storyViewports.ts';
import { PurchaseHistoryPage, type OrderCard } from './PurchaseHistoryPage.tsx';

const orders: OrderCard[] = [
  {
    id: 1,
    number: '1042',
    status: 'pending',
    createdAt: '2026-11-27T12:00:00Z',
    itemsCount: 5,
    subtotalUsd: 79200,
    discountUsd: 7920,
    deliveryUsd: 0,
    totalUsd: 71280,
    destination: 'Самовывоз: Дубай',
    items: [
      { key: '1-1', href: '/product/42', imageUrl: storyPhoto(0).imageUrl, brand: 'Rolex', model: 'Submariner Date', quantity: 1, priceUsd: '14950.00' },
      { key: '1-2', href: '/bag/4', imageUrl: storyPhoto(1).imageUrl, brand: 'Hermès', model: 'Birkin 30', quantity: 2, priceUsd: '28500.00' },
      { key: '1-3', href: '/jewelry/5', imageUrl: null, brand: 'Cartier', model: 'Love Bracelet', quantity: 1, priceUsd: 7250 },
      { key: '1-4', href: '/product/7', imageUrl: storyPhoto(2).imageUrl, brand: 'Patek Philippe', model: 'Nautilus', quantity: 1, priceUsd: null },
    ],
    expanded: false,
    cancellable: true,
  },
  {
    id: 2,
    number: '1017',
    status: 'cancelled',
    createdAt: '2026-10-03T09:30:00Z',
    itemsCount: 1,
    subtotalUsd: 12400,
    discountUsd: 0,
    deliveryUsd: 50,
    totalUsd: 12450,
    destination: 'Германия, Берлин, 10117, Friedrichstraße 123, кв. 4',
    items: [{ key: '2-1', href: '/product/9', imageUrl: storyPhoto(3).imageUrl, brand: 'Omega', model: 'Speedmaster Moonwatch Professional', quantity: 1, priceUsd: 12400 }],
    expanded: false,
    cancellable: false,
  },
  {
    id: 3,
    number: '0998',
    status: 'on_hold',
    createdAt: '2026-08-15T15:00:00Z',
    itemsCount: 2,
    subtotalUsd: 9800,
    discountUsd: 0,
    deliveryUsd: 0,
    totalUsd: 9800,
    destination: 'Россия, Москва, 125009, Тверская ул., 1',
    items: [
      { key: '3-1', href: '/jewelry/11', imageUrl: storyPhoto(4).imageUrl, brand: 'Van Cleef & Arpels', model: 'Alhambra', quantity: 1, priceUsd: 5600 },
      { key: '3-2', href: '/jewelry/12', imageUrl: storyPhoto(5).imageUrl, brand: 'Bulgari', model: 'Serpenti', quantity: 1, priceUsd: 4200 },
    ],
    expanded: false,
    cancellable: false,
  },
];

const meta = {
  title: 'Views/PurchaseHistoryPage',
  component: PurchaseHistoryPage,
  args: {
    state: 'list',
    locale: 'ru',
    orders,
    search: '',
    onSearchChange: fn(),
    status: '',
    onStatusChange: fn(),
    ordering: 'newest',
    onOrderingChange: fn(),
    filtered: false,
    onResetFilters: fn(),
    hasMore: false,
    loadingMore: false,
    onLoadMore: fn(),
    onToggleExpanded: fn(),
    onCopyNumber: fn(),
    detailsOrderId: null,
    onOpenDetails: fn(),
    onCloseDetails: fn(),
    cancelOrderId: null,
    onAskCancel: fn(),
    onConfirmCancel: fn(),
    onDismissCancel: fn(),
    cancelling: false,
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PurchaseHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const itemsOf = (canvas: ReturnType<typeof within>, number: string) =>
  within(canvas.getByRole('list', { name: `Товары заказа №${number}` })).getAllByRole('listitem');

export const Loading: Story = {
  args: { state: 'loading', orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'История покупок' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем историю покупок…');
    // The toolbar stays, so a new search does not move the page.
    await expect(canvas.getByRole('searchbox', { name: 'Номер заказа или товар' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: 'empty', orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Заказов пока нет' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

export const EmptyFiltered: Story = {
  args: { state: 'empty', orders: [], filtered: true, search: 'Daytona', status: 'delivered' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ничего не найдено' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Номер заказа или товар' })).toHaveValue('Daytona');
    await expect(canvas.getByRole('combobox', { name: 'Статус' })).toHaveValue('delivered');
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтры' }));
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  args: { state: 'failure', orders: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить историю покупок');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const List: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Заказ №1042' })).toBeInTheDocument();
    await expect(canvas.getByText('27 ноября 2026')).toHaveAttribute('datetime', '2026-11-27T12:00:00Z');

    // Part 2 §9: two products until expanded.
    await expect(itemsOf(canvas, '1042')).toHaveLength(2);
    await expect(canvas.queryByText('Nautilus')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Показать все (4)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleExpanded).toHaveBeenCalledWith(1);
    await expect(canvas.getAllByRole('button', { name: /^Показать все/ })).toHaveLength(1);

    await expect(canvas.getByRole('link', { name: 'Rolex Submariner Date' })).toHaveAttribute('href', '/product/42');
    await expect(canvas.getByText(/^2 × 28\s500\s\$$/)).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать номер заказа 1042' }));
    await expect(args.onCopyNumber).toHaveBeenCalledWith('1042');

    // Statuses: known ones in words, an unknown one raw (part 2 §4).
    const first = within(canvas.getByRole('article', { name: 'Заказ №1042' }));
    await expect(first.getByText('Ожидает подтверждения')).toBeInTheDocument();
    await expect(first.getByText('Скидка').nextElementSibling).toHaveTextContent(/−7\s920\s\$/);
    await expect(first.queryByText('Доставка')).toBeNull();
    await expect(first.getByText('Итого').nextElementSibling).toHaveTextContent(/71\s280\s\$/);
    const cancelled = within(canvas.getByRole('article', { name: 'Заказ №1017' }));
    await expect(cancelled.getByText('Отменён')).toBeInTheDocument();
    await expect(cancelled.getByText('Доставка').nextElementSibling).toHaveTextContent(/50\s\$/);
    await expect(cancelled.queryByRole('button', { name: /Отменить заказ/ })).toBeNull();
    await expect(within(canvas.getByRole('article', { name: 'Заказ №0998' })).getByText('on_hold')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Подробнее о заказе №1017' }));
    await expect(args.onOpenDetails).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить заказ №1042' }));
    await expect(args.onAskCancel).toHaveBeenCalledWith(1);

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Номер заказа или товар' }), 'R');
    await expect(args.onSearchChange).toHaveBeenCalledWith('R');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Статус' }), 'Отправлен');
    await expect(args.onStatusChange).toHaveBeenCalledWith('shipped');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Сортировка' }), 'Сначала дороже');
    await expect(args.onOrderingChange).toHaveBeenCalledWith('total_desc');
    // Load more while a next page exists (part 2 §2).
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const ListExpanded: Story = {
  args: { orders: orders.map((order) => (order.id === 1 ? { ...order, expanded: true } : order)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(itemsOf(canvas, '1042')).toHaveLength(4);
    await expect(canvas.getByText('Nautilus')).toBeInTheDocument();
    await expect(canvas.getByText('1 × по запросу')).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Свернуть' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleExpanded).toHaveBeenCalledWith(1);
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement, args }) => {
    const more = within(canvasElement).getByRole('button', { name: 'Показать ещё' });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    // Busy: a click is ignored, focus stays.
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const Details: Story = {
  args: { detailsOrderId: 1 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Заказ №1042' });
    const modal = within(dialog);
    // Everything: all four products, the money, where it goes, the status and the date.
    await expect(modal.getAllByRole('listitem')).toHaveLength(4);
    await expect(modal.getByText('Сумма товаров').nextElementSibling).toHaveTextContent(/79\s200\s\$/);
    await expect(modal.getByText('Скидка').nextElementSibling).toHaveTextContent(/−7\s920\s\$/);
    await expect(modal.getByText('Доставка').nextElementSibling).toHaveTextContent('Бесплатно');
    await expect(modal.getByText('Итого').nextElementSibling).toHaveTextContent(/71\s280\s\$/);
    await expect(modal.getByText('Самовывоз: Дубай')).toBeInTheDocument();
    await expect(modal.getByText('Ожидает подтверждения')).toBeInTheDocument();
    await expect(modal.getByText('27 ноября 2026')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Закрыть' }));
    await expect(args.onCloseDetails).toHaveBeenCalledTimes(1);
  },
};

/**
 * Issue 22 item 1: an order holding a piece on request. Its line reads "по запросу", the total leaves it out and
 * says it is preliminary, on the card and in the details.
 */
export const DetailsOnRequest: Story = {
  args: {
    orders: [{ ...orders[0], subtotalUsd: 71950, discountUsd: 7195, totalUsd: 64755, preliminary: true } as OrderCard, ...orders.slice(1)],
    detailsOrderId: 1,
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Заказ №1042' });
    const modal = within(dialog);
    await expect(modal.getByText('1 × по запросу')).toBeInTheDocument();
    await expect(modal.queryByText('Итого')).toBeNull();
    await expect(modal.getByText('Предварительный итог').nextElementSibling).toHaveTextContent(/64\s755\s\$/);
    await expect(modal.getByText(/не входят в сумму/)).toBeInTheDocument();
    // The card behind the dialog marks its total the same way.
    await expect(within(canvasElement).getAllByText('Предварительный итог').length).toBeGreaterThan(0);
  },
};

export const DetailsOnRequestEnglish: Story = {
  ...DetailsOnRequest,
  args: { ...DetailsOnRequest.args, locale: 'en' },
  globals: { locale: 'en' },
  play: async () => {
    const modal = within(await screen.findByRole('dialog'));
    await expect(modal.getByText('1 × on request')).toBeInTheDocument();
    await expect(modal.getByText('Preliminary total').nextElementSibling).toHaveTextContent('$64,755');
  },
};

export const ConfirmCancel: Story = {
  args: { cancelOrderId: 1 },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Отменить заказ №1042?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Не отменять' }));
    await expect(args.onDismissCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Отменить заказ' }));
    await expect(args.onConfirmCancel).toHaveBeenCalledTimes(1);
  },
};

export const Cancelling: Story = {
  args: { cancelOrderId: 1, cancelling: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Отменить заказ №1042?' }));
    const confirm = dialog.getByRole('button', { name: 'Отменить заказ' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirmCancel).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('November 27, 2026')).toBeInTheDocument();
    await expect(canvas.getByText('$71,280')).toBeInTheDocument();
  },
};

export const Mobile375: Story = {
  ...phone375,
  args: { hasMore: true },
  play: async ({ canvasElement }) => {
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

// One story per state of purchaseHistoryMachine (src/machines/purchaseHistoryMachine.ts) as /purchase-history renders
// it (src/features/purchaseHistory/purchaseHistorySelectors.ts); tests/stories/machineStates.test.ts checks them all.

/** `list.debouncing`: a search is being typed; the list shown stays until the answer. */
export const ListDebouncing: Story = { ...List };
/** `list.loading`. */
export const ListLoading: Story = { ...Loading };
/** `list.failure`: "Не удалось загрузить историю покупок" with a retry. */
export const ListFailure: Story = { ...Failure };
/** `list.ready.idle`. */
export const ListReadyIdle: Story = { ...List };
/** `list.ready.loadingMore`. */
export const ListReadyLoadingMore: Story = { ...LoadingMore };
/** `cancel.idle`. */
export const CancelIdle: Story = { ...List };
/** `cancel.confirming`: "Отменить заказ №…?". */
export const CancelConfirming: Story = { ...ConfirmCancel };
/** `cancel.cancelling`. */
export const CancelCancelling: Story = { ...Cancelling };

/** Issue 26: a pending order says until when it holds its pieces; cancelled ones say why. */
const holds: OrderCard[] = [
  { ...orders[0], id: 1, number: '1042', status: 'pending', holdUntil: '2026-11-29T12:00:00Z' } as OrderCard,
  { ...orders[1], id: 2, number: '1017', status: 'cancelled', cancelReason: 'hold_expired', cancellable: false } as OrderCard,
  { ...orders[1], id: 4, number: '1003', status: 'cancelled', cancelReason: 'customer', cancellable: false } as OrderCard,
  { ...orders[1], id: 5, number: '0999', status: 'cancelled', cancelReason: 'manager', cancellable: false } as OrderCard,
];

export const Holds: Story = {
  args: { orders: holds },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Заказ №1042' })).toHaveTextContent(/Бронь до 29 ноября/);
    await expect(canvas.getByRole('article', { name: 'Заказ №1017' })).toHaveTextContent('Бронь истекла');
    await expect(canvas.getByRole('article', { name: 'Заказ №1003' })).toHaveTextContent('Отменён вами');
    await expect(canvas.getByRole('article', { name: 'Заказ №0999' })).toHaveTextContent('Отменён бутиком');
  },
};

export const HoldsEnglish: Story = {
  args: { orders: holds, locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Order #1042' })).toHaveTextContent(/Held until November 29/);
    await expect(canvas.getByRole('article', { name: 'Order #1017' })).toHaveTextContent('Hold expired');
  },
};

/** The details of an order whose hold ran out: the reason beside its status. */
export const DetailsHoldExpired: Story = {
  args: { orders: holds, detailsOrderId: 2 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('Бронь истекла')).toBeInTheDocument();
  },
};
