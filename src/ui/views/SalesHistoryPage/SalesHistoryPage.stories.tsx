import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhoto } from '../ProductGallery/storyPhotos.ts';
import { OrderRequestForm } from '../OrderRequestForm/OrderRequestForm.tsx';
import { phone375 } from '../storyViewports.ts';
import { SalesHistoryPage, salesHistoryStates, SIMILAR_REQUEST_ID, type SoldPieceCardData } from './SalesHistoryPage.tsx';

const piece = (id: number, kind: SoldPieceCardData['kind'], brand: string, model: string, reference: string | null, year: number | null, month: [string, string]): SoldPieceCardData => ({
  key: `${kind}-${id}`,
  kind,
  id,
  href: kind === 'watch' ? `/product/${id}` : kind === 'jewelry' ? `/jewelry/${id}` : `/bag/${id}`,
  imageUrl: id === 8 ? null : storyPhoto(id).imageUrl,
  imageAlt: `${brand} ${model}`,
  brand,
  model,
  reference,
  year,
  soldMonth: month[0],
  soldMonthIso: month[1],
});

const pieces: SoldPieceCardData[] = [
  piece(12, 'watch', 'Rolex', 'Submariner Date', '126610LN', 2021, ['октябрь 2026', '2026-10']),
  piece(5, 'jewelry', 'Cartier', 'Love Bracelet', 'B6067517', null, ['октябрь 2026', '2026-10']),
  piece(27, 'watch', 'Patek Philippe', 'Nautilus', '5711/1A-014', 2019, ['сентябрь 2026', '2026-09']),
  piece(4, 'bag', 'Hermès', 'Birkin 30', 'BK30', null, ['август 2026', '2026-08']),
  piece(33, 'watch', 'Audemars Piguet', 'Royal Oak Offshore Chronograph', '26420SO.OO.A600CA.01', 2022, ['июль 2026', '2026-07']),
  piece(8, 'watch', 'Omega', 'Speedmaster Moonwatch', '310.30.42.50.01.001', 2020, ['июнь 2026', '2026-06']),
];

const brandOptions = [
  { value: 'Audemars Piguet', label: 'Audemars Piguet · 3' },
  { value: 'Cartier', label: 'Cartier · 2' },
  { value: 'Hermès', label: 'Hermès · 1' },
  { value: 'Omega', label: 'Omega · 4' },
  { value: 'Patek Philippe', label: 'Patek Philippe · 2' },
  { value: 'Rolex', label: 'Rolex · 12' },
];

const requestForm = (
  <OrderRequestForm
    status="editing"
    values={{ model: '', name: '', phone: '', message: '', website: '' }}
    errors={{}}
    photos={[]}
    onFieldChange={() => {}}
    onPhotosAdd={() => {}}
    onPhotoRemove={() => {}}
    onSubmit={() => {}}
  />
);

const meta = {
  title: 'Views/SalesHistoryPage',
  component: SalesHistoryPage,
  args: {
    state: 'list',
    pieces,
    kind: '',
    brand: '',
    brandOptions,
    filtered: false,
    page: 1,
    pageCount: 3,
    pageHref: (page: number) => (page > 1 ? `/sales-history?page=${page}` : '/sales-history'),
    onKindChange: fn(),
    onBrandChange: fn(),
    onResetFilters: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onFindSimilar: fn(),
    form: requestForm,
  },
  argTypes: { state: { control: 'inline-radio', options: salesHistoryStates } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SalesHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of salesHistoryMachine (src/machines/salesHistoryMachine.ts) as /sales-history renders it
// (src/features/pages/pagesSelectors.ts); tests/stories/machineStates.test.ts checks them all.

/** `loading` (the first page): skeleton cards, the page busy, the introduction and the filters already there. */
export const Loading: Story = {
  args: { state: 'loading', pieces: [], brandOptions: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'История продаж' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'История продаж' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем историю продаж…');
    await expect(canvasElement.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(8);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** `list`: the sold pieces, newest first; each links to its page, says when it sold, never a price. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/которые бутик уже передал коллекционерам/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Всё, что можно купить сегодня, — в каталоге.' })).toHaveAttribute('href', '/catalog');
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    const rolex = within(canvas.getByRole('article', { name: 'Rolex Submariner Date' }));
    await expect(rolex.getByRole('link', { name: 'Rolex Submariner Date' })).toHaveAttribute('href', '/product/12');
    await expect(rolex.getByText('Продано', { selector: 'span' })).toBeInTheDocument();
    await expect(rolex.getByText('Референс 126610LN')).toBeInTheDocument();
    await expect(rolex.getByText('2021')).toBeInTheDocument();
    await expect(rolex.getByText('октябрь 2026')).toHaveAttribute('datetime', '2026-10');
    await expect(rolex.queryByText(/\$|₽/)).toBeNull();
    const bag = within(canvas.getByRole('article', { name: 'Hermès Birkin 30' }));
    await expect(bag.getByRole('link', { name: 'Hermès Birkin 30' })).toHaveAttribute('href', '/bag/4');
    await expect(bag.queryByText('Год выпуска')).toBeNull();
    await expect(within(canvas.getByRole('article', { name: 'Omega Speedmaster Moonwatch' })).getByRole('img', { name: 'Без фото' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Найти похожие: Patek Philippe Nautilus' }));
    await expect(args.onFindSimilar).toHaveBeenCalledWith({ kind: 'watch', id: 27 });
    await userEvent.click(canvas.getByRole('link', { name: 'Страница 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '/sales-history?page=2');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Не нашли нужную модель?' }).closest(`#${SIMILAR_REQUEST_ID}`)).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
  },
};

/** The filters: a kind is a radio, a brand a select; both go to the machine. */
export const Filtering: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Все' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Украшения' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('jewelry');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Бренд' }), 'Rolex');
    await expect(args.onBrandChange).toHaveBeenCalledWith('Rolex');
  },
};

/** Filtered by kind and brand: the choice shows, and "reset" offers the whole history again. */
export const Filtered: Story = {
  args: { kind: 'watch', brand: 'Rolex', filtered: true, pieces: pieces.slice(0, 1), pageCount: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Часы' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Бренд' })).toHaveValue('Rolex');
    await expect(canvas.queryByRole('navigation', { name: 'Страницы истории продаж' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтры' }));
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
  },
};

/** `loading` after a filter or a page: the page shown stays, dimmed, while the next one comes. */
export const LoadingNextPage: Story = {
  args: { state: 'loading', page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем историю продаж…');
    await expect(canvas.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** `empty` with nothing sold yet: a word on what will be here; the request form stays. */
export const Empty: Story = {
  args: { state: 'empty', pieces: [], brandOptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'История продаж пока пуста' })).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Не нашли нужную модель?' })).toBeInTheDocument();
  },
};

/** `empty` under filters: nothing matches; reset them or ask for the piece. */
export const EmptyFiltered: Story = {
  args: { state: 'empty', pieces: [], kind: 'bag', brand: 'Rolex', filtered: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'По этим фильтрам продаж пока нет' })).toBeInTheDocument();
    const resets = canvas.getAllByRole('button', { name: 'Сбросить фильтры' });
    await expect(resets).toHaveLength(2);
    await userEvent.click(resets[1] as HTMLElement);
    await expect(args.onResetFilters).toHaveBeenCalledTimes(1);
  },
};

/** `failure`: the error box with a retry. */
export const Failure: Story = {
  args: { state: 'failure', pieces: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить историю продаж.');
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  args: {
    pieces: pieces.map((shown) => ({ ...shown, soldMonth: shown.soldMonthIso === '2026-10' ? 'October 2026' : shown.soldMonth })),
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sales history' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Jewelry' })).toBeInTheDocument();
    const rolex = within(canvas.getByRole('article', { name: 'Rolex Submariner Date' }));
    await expect(rolex.getByText('October 2026')).toBeInTheDocument();
    await expect(rolex.getByRole('button', { name: 'Find a similar piece: Rolex Submariner Date' })).toBeInTheDocument();
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvas, canvasElement }) => {
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    const [first, second] = canvas.getAllByRole('article');
    // Two columns on a phone.
    await expect(Math.round((first as HTMLElement).getBoundingClientRect().top)).toBe(Math.round((second as HTMLElement).getBoundingClientRect().top));
  },
};
