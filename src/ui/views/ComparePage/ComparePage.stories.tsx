import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyPhoto } from '../ProductGallery/storyPhotos.ts';
import { phone375 } from '../storyViewports.ts';
import { ComparePage, type CompareSection } from './ComparePage.tsx';

const watches: CompareSection = {
  kind: 'watch',
  products: [
    { id: 42, href: '/product/42', imageUrl: storyPhoto(0).imageUrl, name: 'Rolex Submariner Date', subtitle: '126610LN', priceUsd: '14950.00', inCart: false },
    { id: 43, href: '/product/43', imageUrl: storyPhoto(2).imageUrl, name: 'Omega Seamaster Diver 300M', subtitle: '210.30.42.20.01.001', priceUsd: '5600.00', inCart: true },
    { id: 7, href: '/product/7', imageUrl: null, name: 'Patek Philippe Nautilus', subtitle: '5711/1A-014', priceUsd: null, priceOnRequest: true, inCart: false },
  ],
  rows: [
    { name: 'Диаметр корпуса', values: ['41 мм', '42 мм', '40 мм'] },
    { name: 'Материал корпуса', values: ['Сталь', 'Сталь', 'Сталь'] },
    { name: 'Механизм', values: ['Автоматический', 'Автоматический', 'Автоматический'] },
    { name: 'Водозащита', values: ['300 м', '300 м', '120 м'] },
    { name: 'Год выпуска', values: ['2021', '2022', null] },
  ],
  descriptions: [
    'Культовые дайверские часы в корпусе из стали Oystersteel.',
    'Дайверские часы с керамическим безелем и волнами на циферблате.',
    null,
  ],
};

const bags: CompareSection = {
  kind: 'bag',
  products: [
    { id: 4, href: '/bag/4', imageUrl: storyPhoto(1).imageUrl, name: 'Hermès Birkin 30', subtitle: 'Togo, Gold GHW', priceUsd: '28500.00', inCart: false },
    { id: 9, href: '/bag/9', imageUrl: storyPhoto(5).imageUrl, name: 'Chanel Classic Flap', subtitle: 'Caviar', priceUsd: '9800.00', inCart: false },
  ],
  rows: [
    { name: 'Полный комплект', values: ['Да', 'Да'] },
    { name: 'Состояние', values: ['Новая', 'Отличное'] },
  ],
  descriptions: ['Сумка ручной работы из кожи Togo.', 'Классическая сумка на цепочке.'],
};

const jewelry: CompareSection = {
  kind: 'jewelry',
  products: [{ id: 5, href: '/jewelry/5', imageUrl: storyPhoto(6).imageUrl, name: 'Cartier Love Bracelet', subtitle: 'B6067517', priceUsd: '7250.00', inCart: false }],
  rows: [{ name: 'Тип', values: ['Браслет'] }],
  descriptions: ['Браслет из жёлтого золота 750 пробы.'],
};

const meta = {
  title: 'Views/ComparePage',
  component: ComparePage,
  // Given out of order on purpose: the page shows watches, bags, jewelry (part 1 §2.8).
  args: {
    state: 'list',
    sections: [jewelry, watches, bags],
    locale: 'ru',
    onlyDifferences: false,
    onOnlyDifferencesChange: fn(),
    confirmClearOpen: false,
    onConfirmClearOpenChange: fn(),
    onClear: fn(),
    onRemove: fn(),
    onAddToCart: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComparePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading', sections: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Сравнение' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем сравнение…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Part 1 §2.8: the empty state links to /catalog. */
export const Empty: Story = {
  args: { state: 'empty', sections: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Часы 3', 'Сумки 2', 'Украшения 1']);
    const table = within(canvas.getByRole('table', { name: 'Часы' }));
    // A column per product, a row per specification, then the description.
    await expect(table.getAllByRole('columnheader')).toHaveLength(3);
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Диаметр корпуса',
      'Материал корпуса',
      'Механизм',
      'Водозащита',
      'Год выпуска',
      'Описание',
    ]);
    await expect(table.getByRole('link', { name: 'Rolex Submariner Date' })).toHaveAttribute('href', '/product/42');
    await expect(table.getByText('Цена по запросу')).toBeInTheDocument();
    // In the cart already: "В корзине", a way to the cart instead of a second add.
    await expect(table.getByRole('link', { name: 'В корзине Omega Seamaster Diver 300M' })).toHaveAttribute('href', '/cart');
    await userEvent.click(table.getByRole('button', { name: 'В корзину Rolex Submariner Date' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith('watch', 42);
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать из сравнения: Hermès Birkin 30' }));
    await expect(args.onRemove).toHaveBeenCalledWith('bag', 4);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Только различия' }));
    await expect(args.onOnlyDifferencesChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить всё' }));
    await expect(args.onConfirmClearOpenChange).toHaveBeenCalledWith(true);
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

/** Only rows whose values differ; a section whose rows all agree says so. */
export const OnlyDifferences: Story = {
  args: { onlyDifferences: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Только различия' })).toBeChecked();
    const table = within(canvas.getByRole('table', { name: 'Часы' }));
    await expect(table.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Диаметр корпуса', 'Водозащита', 'Год выпуска', 'Описание']);
    // Only the single bracelet has nothing to differ in.
    await expect(canvas.getAllByText('Характеристики этих товаров совпадают.')).toHaveLength(1);
  },
};

/** "Clear all" asks first; only the dialog's confirmation clears. */
export const ConfirmClear: Story = {
  args: { confirmClearOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Очистить сравнение?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(args.onConfirmClearOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onClear).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Очистить' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  args: { state: 'failure', sections: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить сравнение');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At 375 px each table scrolls sideways inside its region; the row names stay put (sticky). */
export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const scroller = canvas.getByRole('region', { name: 'Часы 3' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const rowName = within(scroller).getByRole('rowheader', { name: 'Диаметр корпуса' });
    const left = rowName.getBoundingClientRect().left;
    scroller.scrollLeft = 200;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(rowName.getBoundingClientRect().left).toBe(left);
  },
};

/** A guest (the route also opens the login modal over the page). */
export const SignedOut: Story = {
  args: { state: 'signedOut', sections: [], onSignIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Войдите, чтобы сравнивать модели' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

// One story per state of compareMachine (src/machines/lists/machine.ts) as /compare renders it
// (src/features/compare/compareSelectors.ts); tests/stories/machineStates.test.ts checks that none is missing.

/** `signedIn.loading`. */
export const SignedInLoading: Story = { ...Loading };
/** `signedIn.unavailable`: the load failed, with a retry. */
export const SignedInUnavailable: Story = { ...Failure };
/** `signedIn.ready.settled`. */
export const SignedInReadySettled: Story = { ...List };
/** `signedIn.ready.sending`: a removal on its way; its column has left the table already. */
export const SignedInReadySending: Story = { args: { sections: [watches] } };

/**
 * Issue 26: a reserved and a sold piece keep their columns, each with its badge in place of the add button; a bag
 * with two pieces left says so.
 */
export const Unavailable: Story = {
  args: {
    sections: [
      {
        ...watches,
        products: [
          { id: 42, href: '/product/42', imageUrl: storyPhoto(0).imageUrl, name: 'Rolex Submariner Date', subtitle: '126610LN', priceUsd: '14950.00', inCart: false, availability: 'reserved', availableQuantity: 0 },
          { id: 43, href: '/product/43', imageUrl: storyPhoto(2).imageUrl, name: 'Omega Seamaster Diver 300M', subtitle: '210.30.42.20.01.001', priceUsd: '5600.00', inCart: false, availability: 'sold', availableQuantity: 0 },
          { id: 7, href: '/product/7', imageUrl: null, name: 'Patek Philippe Nautilus', subtitle: '5711/1A-014', priceUsd: null, priceOnRequest: true, inCart: false },
        ],
      },
      {
        ...bags,
        products: [
          { id: 4, href: '/bag/4', imageUrl: storyPhoto(1).imageUrl, name: 'Hermès Birkin 30', subtitle: 'Togo, Gold GHW', priceUsd: '28500.00', inCart: false, availability: 'available', availableQuantity: 2 },
          { id: 9, href: '/bag/9', imageUrl: storyPhoto(5).imageUrl, name: 'Chanel Classic Flap', subtitle: 'Caviar', priceUsd: '9800.00', inCart: false },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Часы' }));
    await expect(table.getByText('Зарезервирован')).toBeInTheDocument();
    await expect(table.getByText('Продан')).toBeInTheDocument();
    await expect(table.queryByRole('button', { name: 'В корзину Rolex Submariner Date' })).toBeNull();
    await expect(table.queryByRole('button', { name: 'В корзину Omega Seamaster Diver 300M' })).toBeNull();
    await expect(table.getByRole('button', { name: 'В корзину Patek Philippe Nautilus' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table', { name: 'Сумки' })).getByText('Осталось: 2')).toBeInTheDocument();
  },
};
