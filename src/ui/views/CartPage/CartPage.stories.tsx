import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhoto } from '../ProductGallery/storyPhotos.ts';
import { phone375 } from '../storyViewports.ts';
import { CartPage, type CartLine } from './CartPage.tsx';

const lines: CartLine[] = [
  { id: 11, kind: 'watch', href: '/product/42', brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', priceUsd: '14950.00', imageUrl: storyPhoto(0).imageUrl, quantity: 1 },
  { id: 12, kind: 'bag', href: '/bag/4', brand: 'Hermès', model: 'Birkin 30', reference: 'Birkin 30 Togo Gold GHW', priceUsd: '28500.00', imageUrl: storyPhoto(1).imageUrl, quantity: 2 },
  { id: 13, kind: 'jewelry', href: '/jewelry/5', brand: 'Cartier', model: 'Love Bracelet', reference: 'B6067517', priceUsd: '7250.00', imageUrl: null, quantity: 1 },
];
// Part 1 §9: Σ price × quantity = 14 950 + 2 × 28 500 + 7 250.
const total = 79200;

const meta = {
  title: 'Views/CartPage',
  component: CartPage,
  args: {
    state: 'list',
    lines,
    totalUsd: total,
    locale: 'ru',
    onRetry: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onCheckout: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading', lines: [], totalUsd: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Корзина' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем корзину…');
    await expect(canvas.queryByRole('button', { name: 'Оформить заказ' })).toBeNull();
  },
};

/** Part 1 §2.8: the empty state has a message and a link to /catalog. */
export const Empty: Story = {
  args: { state: 'empty', lines: [], totalUsd: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ваша корзина пуста' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  },
};

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Rolex Submariner Date' })).toHaveAttribute('href', '/product/42');
    await expect(canvas.getByText('Референс 126610LN')).toBeInTheDocument();
    // USD without decimals, through Intl for the active language.
    const summary = canvas.getByRole('complementary', { name: 'Итог заказа' });
    await expect(summary).toHaveTextContent(/79\s200\s\$/);
    await expect(summary).toHaveTextContent('4 товара');
    // Minus is disabled at 1 (part 1 §4); plus has no limit.
    const rolex = within(canvas.getByRole('group', { name: 'Количество: Rolex Submariner Date' }));
    await expect(rolex.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    await userEvent.click(rolex.getByRole('button', { name: 'Увеличить количество' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(11, 2);
    const birkin = within(canvas.getByRole('group', { name: 'Количество: Hermès Birkin 30' }));
    await userEvent.click(birkin.getByRole('button', { name: 'Уменьшить количество' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(12, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить Cartier Love Bracelet' }));
    await expect(args.onRemove).toHaveBeenCalledWith(13);
    await userEvent.click(canvas.getByRole('button', { name: 'Оформить заказ' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

/** A quantity change on its way to the server: the stepper says so and stays usable. */
export const ListBusy: Story = {
  args: { lines: lines.map((line) => (line.id === 12 ? { ...line, quantity: 3, busy: true } : line)), totalUsd: total + 28500 },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Количество: Hermès Birkin 30' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(within(group).getByRole('button', { name: 'Увеличить количество' })).toBeEnabled();
  },
};

/** A line without a price: "Цена по запросу", left out of the total, which is marked preliminary, with a note. */
export const PriceOnRequest: Story = {
  args: {
    lines: [
      ...lines.slice(0, 1),
      { id: 14, kind: 'watch', href: '/product/7', brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-014', priceUsd: null, priceOnRequest: true, imageUrl: storyPhoto(2).imageUrl, quantity: 1 },
    ],
    totalUsd: 14950,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Цена по запросу')).toBeInTheDocument();
    await expect(canvas.getByRole('complementary')).toHaveTextContent(/14\s950\s\$/);
    // Issue 22 item 1: the total leaves the piece out, so it is preliminary.
    await expect(canvas.getByRole('complementary')).toHaveTextContent(/Предварительный итог\s*14\s950\s\$/);
    await expect(canvas.getByText(/не входят в сумму/)).toBeInTheDocument();
  },
};

/**
 * Issue 26: a piece another order now holds shows its badge and only its remove button; a bag with two pieces left
 * says so, and its plus stops there.
 */
export const Unavailable: Story = {
  args: {
    lines: [
      { id: 11, kind: 'watch', href: '/product/42', brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', priceUsd: '14950.00', imageUrl: storyPhoto(0).imageUrl, quantity: 1, availability: 'reserved', availableQuantity: 0 },
      { id: 12, kind: 'bag', href: '/bag/4', brand: 'Hermès', model: 'Birkin 30', reference: null, priceUsd: '28500.00', imageUrl: storyPhoto(1).imageUrl, quantity: 2, availability: 'available', availableQuantity: 2 },
      { id: 13, kind: 'jewelry', href: '/jewelry/5', brand: 'Cartier', model: 'Love Bracelet', reference: 'B6067517', priceUsd: '7250.00', imageUrl: null, quantity: 1, availability: 'sold', availableQuantity: 0 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Зарезервирован')).toBeInTheDocument();
    await expect(canvas.getByText('Продан')).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Количество: Rolex Submariner Date' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить Rolex Submariner Date' }));
    await expect(args.onRemove).toHaveBeenCalledWith(11);
    await expect(canvas.getByText('Осталось: 2')).toBeInTheDocument();
    const birkin = within(canvas.getByRole('group', { name: 'Количество: Hermès Birkin 30' }));
    await expect(birkin.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
  },
};

export const UnavailableEnglish: Story = {
  ...Unavailable,
  args: { ...Unavailable.args, locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reserved')).toBeInTheDocument();
    await expect(canvas.getByText('2 left')).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { state: 'failure', lines: [], totalUsd: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить корзину');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary')).toHaveTextContent('$79,200');
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A guest: part 1 §4 keeps the cart in the account, so the page asks to sign in (the login modal). */
export const SignedOut: Story = {
  args: { state: 'signedOut', lines: [], totalUsd: 0, onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Войдите, чтобы увидеть корзину' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  },
};

// One story per state of cartMachine (src/machines/cart/machine.ts), as the /cart screen renders it
// (src/features/cart/cartSelectors.ts): tests/stories/machineStates.test.ts checks that none is missing.

/** `signedIn.loading`: the first answer is on its way. */
export const SignedInLoading: Story = { ...Loading };
/** `signedIn.unavailable`: the load failed; retry asks again. */
export const SignedInUnavailable: Story = { ...Failure };
/** `signedIn.ready.settled`: the server's cart, nothing on its way. */
export const SignedInReadySettled: Story = { ...List };
/** `signedIn.ready.sending`: a change is on its way; its line says so. */
export const SignedInReadySending: Story = { ...ListBusy };
