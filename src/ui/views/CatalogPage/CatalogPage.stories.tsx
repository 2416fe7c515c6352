import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BAG_OPTIONS, JEWELRY_OPTIONS, WATCH_OPTIONS } from '../FilterPanel/filterFixtures.ts';
import { EMPTY_FILTER_VALUES } from '../FilterPanel/filterTypes.ts';
import { phone375 } from '../storyViewports.ts';
import { CatalogPage, type CatalogFiltersProps, type CatalogItem } from './CatalogPage.tsx';

/** Self-contained pictures, so stories need no server. */
const picture = (hue: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#FBF8F2"/>` +
      `<rect x="170" y="40" width="60" height="320" rx="12" fill="#3B3833"/>` +
      `<circle cx="200" cy="200" r="92" fill="${hue}"/><circle cx="200" cy="200" r="78" fill="#F7F3EA"/>` +
      `<path d="M200 200V148M200 200l34 20" stroke="#23211E" stroke-width="5" stroke-linecap="round"/></svg>`,
  )}`;

const MODELS: [string, string, string, string | null][] = [
  ['Rolex', 'Submariner Date', '126610LN', '14950.00'],
  ['Patek Philippe', 'Nautilus', '5711/1A-010', '128000.00'],
  ['Audemars Piguet', 'Royal Oak', '15500ST.OO.1220ST.01', '54000.00'],
  ['Cartier', 'Santos de Cartier', 'WSSA0018', '7650.00'],
  ['Omega', 'Speedmaster Moonwatch', '310.30.42.50.01.001', '6900.00'],
  ['Vacheron Constantin', 'Overseas', '4500V/110A-B128', null],
  ['Richard Mille', 'RM 035', 'RM035-02', '245000.00'],
  ['A. Lange & Söhne', 'Lange 1', '191.032', '41000.00'],
];

const items: CatalogItem[] = Array.from({ length: 12 }, (_, index) => {
  const [brand, model, reference, price] = MODELS[index % MODELS.length] as (typeof MODELS)[number];
  return {
    id: index + 1,
    kind: 'watch',
    href: `/product/${index + 1}`,
    imageUrl: index === 5 ? null : picture(['#B8975A', '#3B5B7A', '#7A3B3B', '#3B7A55'][index % 4] as string),
    imageAlt: `${brand} ${model}`,
    brand,
    model,
    reference,
    priceUsd: price,
    priceOnRequest: price === null,
    isLimitedEdition: index === 2,
  };
});

const filters: CatalogFiltersProps = {
  value: EMPTY_FILTER_VALUES,
  options: WATCH_OPTIONS,
  countsLoading: false,
  pending: false,
  activeCount: 0,
  drawerOpen: false,
  canApply: false,
  onChange: fn(),
  onReset: fn(),
  onOpen: fn(),
  onApply: fn(),
  onCancel: fn(),
  onCategoryChange: fn(),
};

const meta = {
  title: 'Views/CatalogPage',
  component: CatalogPage,
  args: {
    mode: 'watches',
    status: 'list',
    items,
    count: 320,
    page: 1,
    pageSize: 24,
    sort: '',
    locale: 'ru',
    searchValue: '',
    error: null,
    filters,
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    onSortChange: fn(),
    onPageSizeChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CatalogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per leaf state of catalogueMachine (tests/stories/machineStates.test.ts checks the names).

/** results.loading: skeleton cards, the grid marked busy. */
export const ResultsLoading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Товары' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** results.error: the failure with a retry; the §8 fallback when the failure says nothing. */
export const ResultsError: Story = {
  args: { status: 'error', items: [], error: { code: 'server' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Неизвестная ошибка сети');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** results.empty: nothing matches — the ways out are a wider choice (reset the filters, clear the search), not a retry. */
export const ResultsEmpty: Story = {
  args: {
    status: 'empty',
    items: [],
    count: 0,
    appliedSearch: 'birkin',
    searchValue: 'birkin',
    onClearSearch: fn(),
    filters: { ...filters, activeCount: 2, value: { ...EMPTY_FILTER_VALUES, brandIds: [5], fullSet: true } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Повторить попытку' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтры' }));
    await expect(args.filters.onReset).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить поиск' }));
    await expect(args.onClearSearch).toHaveBeenCalled();
  },
};

/** results.empty for watches while "birkin" matched bags: the bags above, one line here instead of an empty grid. */
export const ResultsEmptyOtherMatches: Story = {
  args: {
    status: 'empty',
    items: [],
    count: 0,
    appliedSearch: 'birkin',
    searchValue: 'birkin',
    search: {
      query: 'birkin',
      total: 1,
      sections: [
        {
          category: 'bags',
          count: 1,
          href: '/bags?search=birkin',
          items: [{ id: 4, kind: 'bag', href: '/bag/4', imageUrl: null, imageAlt: 'Hermès Birkin 30', brand: 'Hermès', model: 'Birkin 30', reference: 'BK30', priceUsd: '23800.00', priceOnRequest: false, isLimitedEdition: false }],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Birkin 30/ })).toHaveAttribute('href', '/bag/4');
    await expect(canvas.getByText(/Среди часов по этому запросу ничего нет/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Ничего не найдено' })).toBeNull();
  },
};

/** An empty category with neither filters nor search: only then is asking again the way out. */
export const EmptyUnfiltered: Story = {
  args: { status: 'empty', items: [], count: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Chips for every applied filter above the grid; each removes its own filter, "reset all" the lot. */
export const WithChips: Story = {
  args: {
    filters: {
      ...filters,
      activeCount: 3,
      value: { ...EMPTY_FILTER_VALUES, brandIds: [10], minPrice: '10000', fullSet: true },
      pinnedBrandIds: [10],
      chips: [
        { id: 'price', kind: 'price', min: 10000, max: null },
        { id: 'brandIds:10', kind: 'named', name: 'Rolex' },
        { id: 'fullSet', kind: 'fullSet' },
      ],
      onRemoveChip: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = within(canvas.getByRole('list', { name: 'Выбранные фильтры' }));
    await userEvent.click(chips.getByRole('button', { name: 'Убрать фильтр «Rolex»' }));
    await expect(args.filters.onRemoveChip).toHaveBeenCalledWith('brandIds:10');
    await userEvent.click(chips.getByRole('button', { name: 'Сбросить все' }));
    await expect(args.filters.onReset).toHaveBeenCalled();
  },
};

/** The skip link: the first stop of the page jumps over the filters to the results. */
export const SkipToResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Перейти к результатам' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.click(link);
    await expect(canvas.getByRole('region', { name: 'Товары' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link', { name: /Rolex Submariner Date/ })[0]).toHaveFocus();
  },
};

/** results.list: the grid, count and range, per-page select and pagination. */
export const ResultsList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Каталог часов' })).toBeVisible();
    await expect(canvas.getByText('1–24 из 320')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Rolex Submariner Date/ })[0]).toHaveAttribute('href', '/product/1');
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск по каталогу' }), 'N');
    await expect(args.onSearchChange).toHaveBeenCalledWith('N');
    await userEvent.click(canvas.getByRole('button', { name: 'Найти' }));
    await expect(args.onSearchSubmit).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Сортировка' }), 'Сначала дороже');
    await expect(args.onSortChange).toHaveBeenCalledWith('-price_usd');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Показывать по' }), '48');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(48);
    await userEvent.click(canvas.getByRole('link', { name: 'Страница 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** editor.idle: the sidebar with nothing pending. */
export const EditorIdle: Story = {
  args: { filters: { ...filters, activeCount: 1, value: { ...EMPTY_FILTER_VALUES, brandIds: [10] } } },
  play: async ({ canvasElement }) => {
    const sidebar = within(within(canvasElement).getByRole('complementary', { name: 'Фильтры' }));
    await expect(sidebar.getByRole('checkbox', { name: /Rolex/ })).toBeChecked();
    await expect(sidebar.getByRole('status')).toHaveTextContent('');
  },
};

/** editor.debouncing: a sidebar change waits for the 400 ms pause. */
export const EditorDebouncing: Story = {
  args: { filters: { ...filters, pending: true, value: { ...EMPTY_FILTER_VALUES, minPrice: '150' } } },
  play: async ({ canvasElement }) => {
    const sidebar = within(within(canvasElement).getByRole('complementary', { name: 'Фильтры' }));
    await expect(sidebar.getByRole('status')).toHaveTextContent('Подборка обновится через мгновение');
    await expect(sidebar.getByRole('button', { name: 'Сбросить всё' })).toBeEnabled();
  },
};

/** editor.drawer.settled: the mobile drawer staging a change; no count asked (or it failed): "Применить". */
export const EditorDrawerSettled: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { filters: { ...filters, drawerOpen: true, canApply: true, value: { ...EMPTY_FILTER_VALUES, brandIds: [10] } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Фильтры' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await expect(args.filters.onApply).toHaveBeenCalledTimes(1);
  },
};

/** editor.drawer.waiting and .counting: the count for the staged choice is on its way; Apply says "Применить". */
export const EditorDrawerWaiting: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { filters: { ...filters, drawerOpen: true, canApply: true, resultCount: null, value: { ...EMPTY_FILTER_VALUES, brandIds: [10] } } },
};
export const EditorDrawerCounting: Story = EditorDrawerWaiting;

/** editor.drawer.counted: Apply tells how many products the staged choice finds. */
export const EditorDrawerCounted: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { filters: { ...filters, drawerOpen: true, canApply: true, resultCount: 14, value: { ...EMPTY_FILTER_VALUES, brandIds: [10] } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Фильтры' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Показать 14' }));
    await expect(args.filters.onApply).toHaveBeenCalledTimes(1);
  },
};

/** options.loading: facet counts being refreshed (the old ones stay, the lists marked busy). */
export const OptionsLoading: Story = {
  args: { filters: { ...filters, countsLoading: true } },
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement).getByRole('complementary', { name: 'Фильтры' });
    await expect(sidebar.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** options.ready: counts beside the choices. */
export const OptionsReady: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = within(within(canvasElement).getByRole('complementary', { name: 'Фильтры' }));
    await expect(sidebar.getByRole('checkbox', { name: /Rolex\W+32/ })).toBeInTheDocument();
  },
};

// Other visual states.

export const NetworkError: Story = {
  args: { status: 'error', items: [], error: { code: 'network', message: 'Network error. Please check your connection.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ошибка сети. Проверьте подключение.');
  },
};
export const ServerMessage: Story = { args: { status: 'error', items: [], error: { code: 'validation', detail: 'Неверное значение параметра page.' } } };
export const LastPage: Story = { args: { page: 14, count: 320, items: items.slice(0, 8), sort: 'price_usd' } };
export const Sorted: Story = { args: { sort: '-production_year', searchValue: 'Daytona' } };
export const WithActiveFilters: Story = {
  args: { filters: { ...filters, activeCount: 3, value: { ...EMPTY_FILTER_VALUES, brandIds: [10], diameter: 'medium', fullSet: true } } },
};
export const Jewelry: Story = {
  args: {
    mode: 'jewelry',
    count: 36,
    items: items.map((item) => ({ ...item, kind: 'jewelry', href: `/jewelry/${item.id}`, brand: 'Cartier', model: 'Love Bracelet', isLimitedEdition: false })),
    filters: { ...filters, options: JEWELRY_OPTIONS },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Украшения' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Cartier Love Bracelet/ })[0]).toHaveAttribute('href', '/jewelry/1');
  },
};
export const Bags: Story = {
  args: {
    mode: 'bags',
    count: 30,
    items: items.map((item) => ({ ...item, kind: 'bag', href: `/bag/${item.id}`, brand: 'Hermès', model: 'Birkin 30', isLimitedEdition: false })),
    filters: { ...filters, options: BAG_OPTIONS },
  },
};
export const Sale: Story = { args: { mode: 'sale', count: 18, items: items.slice(0, 6) } };
/**
 * Issue 22 item 14: a search that found bags is a results page titled for its query, in the bags category with
 * the bag filters (not «Каталог часов», "Часы" and watch filters with «Нет вариантов»).
 */
export const BagSearch: Story = {
  args: {
    mode: 'bags',
    count: 4,
    searchValue: 'birkin',
    appliedSearch: 'birkin',
    items: items.slice(0, 4).map((item) => ({ ...item, kind: 'bag', href: `/bag/${item.id}`, brand: 'Hermès', model: 'Birkin 30', isLimitedEdition: false })),
    filters: { ...filters, options: BAG_OPTIONS },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Результаты поиска: birkin' })).toBeVisible();
    const sidebar = canvas.getByRole('complementary', { name: 'Фильтры' });
    await expect(within(sidebar).getByRole('combobox', { name: 'Категория' })).toHaveValue('bags');
    await expect(within(sidebar).queryByRole('group', { name: /Тип часов/ })).toBeNull();
    await expect(within(sidebar).queryByText('Тип часов')).toBeNull();
  },
};
/** Issue 22 item 13: on /sale the category select filters inside the sale (all categories by default). */
export const SaleByCategory: Story = {
  args: {
    mode: 'sale',
    count: 6,
    items: items.slice(0, 6).map((item) => ({ ...item, kind: 'bag', href: `/bag/${item.id}`, brand: 'Hermès', model: 'Kelly 28', isLimitedEdition: false })),
    filters: { ...filters, options: BAG_OPTIONS, value: { ...EMPTY_FILTER_VALUES, category: 'bags' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('complementary', { name: 'Фильтры' });
    const category = within(sidebar).getByRole('combobox', { name: 'Категория' });
    await expect(category).toHaveValue('bags');
    // Jewelry and bags have no watch filters: they appear only once the sale's category is watches.
    await expect(within(sidebar).queryByText('Тип часов')).toBeNull();
    await userEvent.selectOptions(category, '');
    await expect(args.filters.onChange).toHaveBeenCalledWith({ category: '' });
    await expect(args.filters.onCategoryChange).not.toHaveBeenCalled();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { filters: { ...filters, activeCount: 2 } },
};
export const English: Story = { globals: { locale: 'en' }, args: { locale: 'en' } };

/**
 * A signed-in shopper's marks on the cards (part 1 §4): favorites and comparisons on the overlay toggles, a piece
 * already in the cart as a link to /cart; every card's controls call back with its item. The jewelry found by the
 * same search carry the same controls.
 */
export const MarkedCards: Story = {
  args: {
    // The first eight: one card per model, so each control's name is unique.
    items: items.slice(0, 8).map((item) => ({
      ...item,
      isFavorite: item.id === 1 || item.id === 4,
      isCompared: item.id === 2 || item.id === 4,
      inCart: item.id === 3,
    })),
    appliedSearch: 'love',
    searchValue: 'love',
    search: {
      query: 'love',
      total: 13,
      sections: [
        {
          category: 'jewelry',
          count: 1,
          href: '/jewelry?search=love',
          items: [{ id: 9, kind: 'jewelry', href: '/jewelry/9', imageUrl: null, imageAlt: 'Cartier Love Bracelet', brand: 'Cartier', model: 'Love Bracelet', reference: 'B6067517', priceUsd: '7350.00', priceOnRequest: false, isLimitedEdition: false, isFavorite: true }],
        },
      ],
    },
    onToggleFavorite: fn(),
    onToggleCompare: fn(),
    onAddToCart: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = within(canvas.getByRole('region', { name: 'Товары' }));
    await expect(grid.getByRole('button', { name: 'Избранное: Rolex Submariner Date' })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('button', { name: 'Сравнение: Patek Philippe Nautilus' })).toHaveAttribute('aria-pressed', 'true');
    await expect(grid.getByRole('button', { name: 'Избранное: Patek Philippe Nautilus' })).toHaveAttribute('aria-pressed', 'false');
    await expect(grid.getByRole('link', { name: 'В корзине: Audemars Piguet Royal Oak — перейти в корзину' })).toHaveAttribute('href', '/cart');
    await userEvent.click(grid.getByRole('button', { name: 'В корзину: Cartier Santos de Cartier' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 4, kind: 'watch' }));
    await userEvent.click(grid.getByRole('button', { name: 'Избранное: Patek Philippe Nautilus' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: 2, kind: 'watch' }));
    await userEvent.click(grid.getByRole('button', { name: 'Сравнение: Omega Speedmaster Moonwatch' }));
    await expect(args.onToggleCompare).toHaveBeenCalledWith(expect.objectContaining({ id: 5, kind: 'watch' }));
    // The search's jewelry section: the same controls, called with its own item and kind.
    const jewelry = within(canvas.getByRole('region', { name: 'Украшения' }));
    await expect(jewelry.getByRole('button', { name: 'Избранное: Cartier Love Bracelet' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(jewelry.getByRole('button', { name: 'В корзину: Cartier Love Bracelet' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith(expect.objectContaining({ id: 9, kind: 'jewelry' }));
  },
};

/** The marked cards at 375 px: two columns, each control as wide as its card. */
export const MarkedCardsMobile: Story = {
  ...phone375,
  args: MarkedCards.args,
};

/** Issue 28: «Сохранить поиск» beside the count, on one line with it; the dialog opens over the page. */
const saveSearch = {
  status: 'idle' as const,
  saved: false,
  name: '',
  failure: null,
  savedName: null,
  again: false,
  onSave: fn(),
  onNameChange: fn(),
  onSubmit: fn(),
  onClose: fn(),
};

export const WithSaveSearch: Story = {
  args: { ...WithChips.args, saveSearch },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить поиск' }));
    await expect(args.saveSearch?.onSave).toHaveBeenCalledWith(expect.stringMatching(/^Rolex · Полный комплект · от 10\s000\s\$$/));
  },
};

export const WithSaveSearchMobile: Story = {
  ...phone375,
  args: WithSaveSearch.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Сохранить поиск' })).toBeVisible();
  },
};

export const WithSavedSearch: Story = {
  args: { ...WithChips.args, saveSearch: { ...saveSearch, saved: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Поиск сохранён' })).toBeVisible();
  },
};
