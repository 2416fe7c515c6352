import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyPhoto } from '../ProductGallery/storyPhotos.ts';
import { RequestForm } from '../RequestForm/RequestForm.tsx';
import { submarinerSpecs } from '../SpecTable/storySpecs.ts';
import { phone375 } from '../storyViewports.ts';
import { PieceAlert } from './PieceAlert.tsx';
import { ProductPage, productPageKinds, productPageStates, type ProductDetails, type RelatedItem } from './ProductPage.tsx';

const watch: ProductDetails = {
  brand: 'Rolex',
  model: 'Submariner Date',
  reference: '126610LN',
  priceUsd: '14500.00',
  availabilityCity: 'Москва',
  description: 'Культовые дайверские часы в корпусе из стали Oystersteel с керамическим безелем Cerachrom.\nПолный комплект: коробка и документы.',
  specs: submarinerSpecs,
};

const related: RelatedItem[] = [
  { id: 13, href: '/product/13', imageUrl: storyPhoto(1).imageUrl, brand: 'Rolex', model: 'Daytona', reference: '116500LN', priceUsd: '32000.00' },
  { id: 14, href: '/product/14', imageUrl: storyPhoto(2).imageUrl, brand: 'Rolex', model: 'GMT-Master II', reference: '126710BLRO', priceUsd: null },
  { id: 15, href: '/product/15', imageUrl: storyPhoto(3).imageUrl, brand: 'Rolex', model: 'Explorer', reference: '224270', priceUsd: '9800.00' },
  { id: 16, href: '/product/16', imageUrl: storyPhoto(4).imageUrl, brand: 'Rolex', model: 'Sky-Dweller', reference: '336934', priceUsd: '21500.00', isLimitedEdition: true },
  { id: 17, href: '/product/17', imageUrl: storyPhoto(5).imageUrl, brand: 'Rolex', model: 'Yacht-Master', reference: '226659', priceUsd: '28000.00' },
];

const gallery = {
  photos: Array.from({ length: 5 }, (_, n) => storyPhoto(n)),
  index: 0,
  onSelect: fn(),
  onNext: fn(),
  onPrev: fn(),
  onSwipe: fn(),
};

const form = (kind: 'price' | 'livePhotos') => (
  <RequestForm
    kind={kind}
    values={{ name: '', phone: '', email: '', message: '', consent: false, website: '' }}
    errors={{}}
    onFieldChange={fn()}
    onConsentChange={fn()}
    onPhotoChange={fn()}
    onSubmit={fn()}
  />
);

const meta = {
  title: 'Views/ProductPage',
  component: ProductPage,
  args: {
    state: 'loaded',
    kind: 'watch',
    locale: 'ru',
    product: watch,
    gallery,
    related,
    onRetry: fn(),
    onRequestPrice: fn(),
    onRequestLivePhotos: fn(),
    request: { open: false, kind: null, onOpenChange: fn(), form: null },
  },
  argTypes: {
    state: { control: 'inline-radio', options: productPageStates },
    kind: { control: 'inline-radio', options: productPageKinds },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** productMachine `loading`. */
export const Loading: Story = {
  args: { state: 'loading', product: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем товар…');
  },
};

/** productMachine `error`: the failure's text with a retry. */
export const Error: Story = {
  args: { state: 'error', product: null, errorMessage: 'Network error. Please check your connection.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Не удалось загрузить товар' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** productMachine `notFound`: a link back to the right catalogue. */
export const NotFound: Story = {
  args: { state: 'notFound', kind: 'jewelry', product: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Товар не найден' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/jewelry');
  },
};

/** productMachine `loaded.related.loading`: the item is shown, its related items are on their way. */
export const LoadedRelatedLoading: Story = {
  args: { related: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rolex Submariner Date' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Другие Rolex' }).parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * productMachine `loaded.related.ready`: the brand's other pieces, titled for what they are ("Другие Rolex", part 1
 * §2.7); with no history in this browser there is no "Вы смотрели" row.
 */
export const LoadedRelatedReady: Story = {
  play: async ({ canvas }) => {
    const carousel = within(canvas.getByRole('region', { name: 'Другие Rolex' }));
    await expect(carousel.getAllByRole('listitem')).toHaveLength(5);
    await expect(carousel.getByRole('link', { name: 'Rolex Daytona' })).toHaveAttribute('href', '/product/13');
    await expect(canvas.queryByRole('heading', { name: 'Вы смотрели' })).toBeNull();
  },
};

const viewedBefore: RelatedItem[] = [
  { id: 4, href: '/bag/4', imageUrl: storyPhoto(6).imageUrl, brand: 'Hermès', model: 'Birkin 30', reference: null, priceUsd: '25000.00' },
  { id: 9, href: '/jewelry/9', imageUrl: storyPhoto(7).imageUrl, brand: 'Cartier', model: 'Love Bracelet', reference: 'B6067517', priceUsd: '7350.00' },
  { id: 21, href: '/product/21', imageUrl: storyPhoto(8).imageUrl, brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A', priceUsd: null },
];

/** Issue 10 item 15: pieces this browser viewed before, of every kind, in their own row under the brand's. */
export const RecentlyViewed: Story = {
  args: { recentlyViewed: viewedBefore },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole('region', { name: 'Вы смотрели' }));
    await expect(row.getAllByRole('listitem')).toHaveLength(3);
    await expect(row.getByRole('link', { name: 'Hermès Birkin 30' })).toHaveAttribute('href', '/bag/4');
    await expect(row.getByRole('link', { name: 'Cartier Love Bracelet' })).toHaveAttribute('href', '/jewelry/9');
    await expect(canvas.getByRole('region', { name: 'Другие Rolex' })).toBeVisible();
  },
};

/**
 * productMachine `loaded.request.closed`: the two request buttons; no cart, favorite or compare yet. Beside a shown
 * price "Узнать цену" is secondary (issue 10 item 12: the primary place is for add-to-cart).
 */
export const LoadedRequestClosed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Узнать цену' })).toHaveAttribute('data-variant', 'secondary');
    await expect(canvas.getByRole('button', { name: 'Запросить живые фото' })).toHaveAttribute('data-variant', 'secondary');
    await expect(canvas.getByText('В наличии: Москва')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Характеристики' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Информация о покупке' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Узнать цену' }));
    await expect(args.onRequestPrice).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Запросить живые фото' }));
    await expect(args.onRequestLivePhotos).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: /корзин|избранн|сравн/i })).toBeNull();
  },
};

/** productMachine `loaded.request.open`: the price-request modal with its form. */
export const LoadedRequestOpen: Story = {
  args: { request: { open: true, kind: 'price', onOpenChange: fn(), form: form('price') } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Узнать цену' });
    // The dialog fades in: wait for the end of its opening animation.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toBeVisible());
  },
};

export const LivePhotosRequestOpen: Story = {
  args: { request: { open: true, kind: 'livePhotos', onOpenChange: fn(), form: form('livePhotos') } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Живые фото' });
    await expect(within(dialog).queryByRole('textbox', { name: /E-mail/ })).toBeNull();
  },
};

export const Jewelry: Story = {
  args: {
    kind: 'jewelry',
    product: {
      brand: 'Cartier',
      model: 'Love Bracelet',
      reference: 'B6067517',
      priceUsd: '7350.00',
      availabilityCity: 'Дубай',
      description: 'Браслет из жёлтого золота 750 пробы.',
      specs: [
        { key: 'jewelryType', value: 'Браслеты' },
        { key: 'metal', value: 'Жёлтое золото 750' },
        { key: 'stone', value: 'Бриллианты' },
        { key: 'fullSet', value: true },
        { key: 'equipment', value: 'Коробка, сертификат' },
        { key: 'condition', value: 'Новое' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('В наличии: Дубай')).toBeVisible();
    // Part 1 §2.7: the purchase information is for watches and bags only.
    await expect(canvas.queryByRole('heading', { name: 'Информация о покупке' })).toBeNull();
  },
};

export const Bag: Story = {
  args: {
    kind: 'bag',
    product: {
      brand: 'Hermès',
      model: 'Birkin 30',
      reference: 'Birkin 30 Togo Gold GHW',
      priceUsd: null,
      priceOnRequest: true,
      availabilityCity: 'Дубай',
      specs: [
        { key: 'color', value: 'Gold' },
        { key: 'material', value: 'Кожа Togo' },
        { key: 'fullSet', value: true },
        { key: 'kit', value: 'Пыльник, коробка' },
        { key: 'condition', value: 'Новая' },
      ],
    },
    related: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Цена по запросу')).toBeVisible();
    // Issue 10 item 12: with no price to read, asking for it is the primary action.
    const ask = canvas.getByRole('button', { name: 'Узнать цену' });
    await expect(ask).toHaveAttribute('data-variant', 'primary');
    const live = canvas.getByRole('button', { name: 'Запросить живые фото' });
    await expect(getComputedStyle(ask).backgroundColor).not.toBe(getComputedStyle(live).backgroundColor);
    // A related-items failure or an empty list hides the carousel.
    await expect(canvas.queryByRole('heading', { name: 'Другие Hermès' })).toBeNull();
  },
};

/**
 * Issue 22 item 3: a limited edition shows its badge with the size of the series, and its price alone — never a
 * made-up struck-through "was" price (the old 1.2 × rule showed 17 400 $ struck through).
 */
export const LimitedEdition: Story = {
  args: { product: { ...watch, isLimitedEdition: true, limitedEditionPieces: 500, specs: [...watch.specs, { key: 'limitedEdition', value: 500 }] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Лимитированная серия, 500 экз.');
    await expect(canvas.queryByText('17 400 $', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeNull();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const LimitedEditionEnglish: Story = {
  args: { ...LimitedEdition.args, locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Limited edition, 500 pieces');
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** A sale piece (issue 10 item 13): the previous price struck through with the reduction. */
export const OnSale: Story = {
  args: { product: { ...watch, previousPriceUsd: '16100.00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('16 100 $', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeVisible();
    await expect(canvas.getByText(/−10\s?%/)).toBeVisible();
  },
};

export const NoPhotos: Story = {
  args: { gallery: { ...gallery, photos: [] } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

export const English: Story = {
  args: { product: { ...watch, availabilityCity: 'Moscow' }, recentlyViewed: viewedBefore },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'More from Rolex' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'You viewed' })).toBeVisible();
  },
};

const actions = {
  isFavorite: false,
  isCompared: false,
  inCart: false,
  onToggleFavorite: fn(),
  onToggleCompare: fn(),
  onAddToCart: fn(),
};

/**
 * A signed-in shopper's actions (part 1 §2.7), nothing marked yet: add-to-cart leads, full width, over the two
 * requests; favorite and compare are quiet toggles under them.
 */
export const WithActions: Story = {
  args: { actions },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: 'Добавить в корзину' });
    await expect(add).toHaveAttribute('data-variant', 'primary');
    await expect(canvas.getByRole('button', { name: 'Узнать цену' })).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(add);
    await expect(args.actions?.onAddToCart).toHaveBeenCalledTimes(1);
    const favorite = canvas.getByRole('button', { name: 'В избранное' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(favorite);
    await expect(args.actions?.onToggleFavorite).toHaveBeenCalledTimes(1);
    const compare = canvas.getByRole('button', { name: 'Сравнить' });
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(compare);
    await expect(args.actions?.onToggleCompare).toHaveBeenCalledTimes(1);
  },
};

/** Favorite, compared and in the cart: the toggles pressed, add-to-cart become a link to /cart of the same height. */
export const Marked: Story = {
  args: { actions: { ...actions, isFavorite: true, isCompared: true, inCart: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'В корзине — перейти' })).toHaveAttribute('href', '/cart');
    await expect(canvas.queryByRole('button', { name: 'Добавить в корзину' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'В сравнении' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Price on request with the actions: "Узнать цену" keeps the lead (issue 10 item 12), add-to-cart follows, secondary. */
export const WithActionsPriceOnRequest: Story = {
  args: { actions, product: { ...watch, priceUsd: null, priceOnRequest: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Узнать цену' })).toHaveAttribute('data-variant', 'primary');
    await expect(canvas.getByRole('button', { name: 'Добавить в корзину' })).toHaveAttribute('data-variant', 'secondary');
  },
};

/** The actions at 375 px: one column of full-width buttons, the two toggles side by side. */
export const WithActionsMobile: Story = {
  ...phone375,
  args: { actions: { ...actions, isFavorite: true } },
};

/**
 * Issue 26: a piece another order holds. The price stays beside the badge and the reason; no add-to-cart, the
 * requests and the toggles remain.
 */
export const Reserved: Story = {
  args: { actions, product: { ...watch, availability: 'reserved', availableQuantity: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Зарезервирован')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Добавить в корзину' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Узнать цену' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'В избранное' })).toBeInTheDocument();
  },
};

/** Issue 28: on a reserved piece, «Сообщить, когда освободится» under the reason; once asked, it says so. */
export const ReservedWithAlert: Story = {
  args: { ...Reserved.args, pieceAlert: <PieceAlert status="off" onAsk={fn()} onCancel={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сообщить, когда освободится' })).toBeVisible();
  },
};

export const ReservedWithAlertOnMobile: Story = {
  ...phone375,
  args: { ...Reserved.args, pieceAlert: <PieceAlert status="on" onAsk={fn()} onCancel={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сообщим, когда освободится')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Отменить' })).toBeVisible();
  },
};

/** The alert belongs to a reserved piece only: an available one never shows it, even when given. */
export const AvailableWithoutAlert: Story = {
  args: { actions, pieceAlert: <PieceAlert status="off" onAsk={fn()} onCancel={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Сообщить, когда освободится' })).toBeNull();
  },
};

export const ReservedEnglish: Story = {
  args: { ...Reserved.args, locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reserved')).toBeInTheDocument();
  },
};

/**
 * A sold piece's page stays (issue 26): «Продано» where the price stood, neither the cart nor the requests, and the
 * related row titled for the similar pieces still to be had.
 */
export const Sold: Story = {
  args: { actions: { ...actions, isFavorite: true }, product: { ...watch, availability: 'sold', availableQuantity: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Продано')).toBeInTheDocument();
    await expect(canvas.queryByText(/14\s500/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Добавить в корзину' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Узнать цену' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Похожие в наличии' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const SoldEnglish: Story = {
  args: { ...Sold.args, locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Similar pieces available' })).toBeInTheDocument();
  },
};

export const SoldMobile: Story = { ...phone375, args: { ...Sold.args } };

/** A bag with more than one piece: how many are left, under the price; add-to-cart stays. */
export const FewLeft: Story = {
  args: { actions, kind: 'bag', product: { ...watch, brand: 'Hermès', model: 'Kelly 28', reference: null, availability: 'available', availableQuantity: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Осталось: 2')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Добавить в корзину' })).toBeInTheDocument();
  },
};
