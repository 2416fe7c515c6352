import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhoto } from '../ProductGallery/storyPhotos.ts';
import { phone375 } from '../storyViewports.ts';
import { FavoritesPage, type FavoriteItem } from './FavoritesPage.tsx';

const items: FavoriteItem[] = [
  { kind: 'watch', id: 42, href: '/product/42', imageUrl: storyPhoto(0).imageUrl, brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', priceUsd: '14950.00' },
  { kind: 'watch', id: 7, href: '/product/7', imageUrl: storyPhoto(2).imageUrl, brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-014', priceUsd: null, priceOnRequest: true, isCompared: true, inCart: true },
  { kind: 'bag', id: 4, href: '/bag/4', imageUrl: storyPhoto(1).imageUrl, brand: 'Hermès', model: 'Birkin 30', reference: null, priceUsd: '28500.00' },
  { kind: 'jewelry', id: 5, href: '/jewelry/5', imageUrl: null, brand: 'Cartier', model: 'Love Bracelet', reference: 'B6067517', priceUsd: '7250.00' },
];

const meta = {
  title: 'Views/FavoritesPage',
  component: FavoritesPage,
  args: { state: 'list', items, locale: 'ru', onRetry: fn(), onRemove: fn(), onToggleCompare: fn(), onAddToCart: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FavoritesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Избранное' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем избранное…');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: 'empty', items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'В избранном пока ничего нет' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  },
};

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    // Every card shows the filled heart of a favorite; pressing it or "Удалить" takes the piece off.
    await expect(canvas.getByRole('button', { name: 'Избранное: Rolex Submariner Date' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Избранное: Hermès Birkin 30' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('bag', 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить Cartier Love Bracelet' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('jewelry', 5);
    await expect(canvas.getByRole('button', { name: 'Сравнение: Patek Philippe Nautilus' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Сравнение: Rolex Submariner Date' }));
    await expect(args.onToggleCompare).toHaveBeenCalledWith('watch', 42);
  },
};

/** Part 1 §8: "Не удалось загрузить избранное", with a retry. */
export const Failure: Story = {
  args: { state: 'failure', items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить избранное');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutCompare: Story = {
  args: { onToggleCompare: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Сравнение/ })).toBeNull();
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A guest (the route also opens the login modal over the page). */
export const SignedOut: Story = {
  args: { state: 'signedOut', items: [], onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Войдите, чтобы увидеть избранное' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

// One story per state of favoritesMachine (src/machines/lists/machine.ts) as /favorites renders it
// (src/features/favorites/favoritesSelectors.ts); tests/stories/machineStates.test.ts checks that none is missing.

/** `signedIn.loading`. */
export const SignedInLoading: Story = { ...Loading };
/** `signedIn.unavailable`: "Не удалось загрузить избранное" with a retry. */
export const SignedInUnavailable: Story = { ...Failure };
/** `signedIn.ready.settled`. */
export const SignedInReadySettled: Story = { ...List };
/** `signedIn.ready.sending`: a removal on its way; the card has left the list already. */
export const SignedInReadySending: Story = { args: { items: items.slice(1) } };

/** Issue 26: a reserved and a sold favorite stay listed, each with its badge and without the cart button. */
export const Unavailable: Story = {
  args: {
    items: [
      { kind: 'watch', id: 42, href: '/product/42', imageUrl: storyPhoto(0).imageUrl, brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', priceUsd: '14950.00', availability: 'reserved', availableQuantity: 0 },
      { kind: 'bag', id: 4, href: '/bag/4', imageUrl: storyPhoto(1).imageUrl, brand: 'Hermès', model: 'Birkin 30', reference: null, priceUsd: '28500.00', availability: 'sold', availableQuantity: 0 },
      { kind: 'jewelry', id: 5, href: '/jewelry/5', imageUrl: null, brand: 'Cartier', model: 'Love Bracelet', reference: 'B6067517', priceUsd: '7250.00', availability: 'available', availableQuantity: 3 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('Зарезервирован')).toBeInTheDocument();
    await expect(canvas.getByText('Продан')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'В корзину: Rolex Submariner Date' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'В корзину: Hermès Birkin 30' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'В корзину: Cartier Love Bracelet' })).toBeInTheDocument();
    await expect(canvas.getByText('Осталось: 3')).toBeInTheDocument();
  },
};

// Issue 28: every card's price-drop alerts, one story per state of priceAlertsMachine (the switches' saving).
const withAlerts: FavoriteItem[] = items.map((item, index) => ({ ...item, priceAlerts: { on: index !== 2, saving: false } }));

/** priceAlertsMachine `idle`: on by default, one switched off; each switch names its piece. */
export const Idle: Story = {
  args: { items: withAlerts, onPriceAlertsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('switch')).toHaveLength(4);
    await expect(canvas.getByRole('switch', { name: 'Сообщать о снижении цены Rolex Submariner Date' })).toBeChecked();
    const birkin = canvas.getByRole('switch', { name: 'Сообщать о снижении цены Hermès Birkin 30' });
    await expect(birkin).not.toBeChecked();
    await userEvent.click(birkin);
    await expect(args.onPriceAlertsChange).toHaveBeenCalledWith('bag', 4, true);
  },
};

/** priceAlertsMachine `sending`: the changed switch shows its new value at once and says it is being saved. */
export const Sending: Story = {
  args: { items: withAlerts.map((item) => (item.id === 42 ? { ...item, priceAlerts: { on: false, saving: true } } : item)), onPriceAlertsChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rolex = canvas.getByRole('switch', { name: 'Сообщать о снижении цены Rolex Submariner Date' });
    await expect(rolex).not.toBeChecked();
    await expect(rolex).toHaveAttribute('aria-busy', 'true');
  },
};

/** A sold favorite has no price to drop: no switch under it. */
export const PriceAlertsSold: Story = {
  args: { items: [{ ...withAlerts[0]!, availability: 'sold', availableQuantity: 0 }, withAlerts[2]!], onPriceAlertsChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('switch')).toHaveLength(1);
  },
};

export const PriceAlertsMobile375: Story = { ...phone375, args: Idle.args };

export const PriceAlertsEnglish: Story = {
  args: { ...Idle.args, locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Price-drop alerts Rolex Submariner Date' })).toBeChecked();
  },
};
