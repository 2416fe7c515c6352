import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from './ProductCard.tsx';

/** A self-contained picture, so the story needs no server. */
const watchImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#FBF8F2"/>' +
    '<rect x="170" y="40" width="60" height="320" rx="12" fill="#3B3833"/>' +
    '<circle cx="200" cy="200" r="92" fill="#B8975A"/><circle cx="200" cy="200" r="78" fill="#F7F3EA"/>' +
    '<path d="M200 200V148M200 200l34 20" stroke="#23211E" stroke-width="5" stroke-linecap="round"/></svg>',
)}`;

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: {
    href: '/product/42',
    imageUrl: watchImage,
    imageAlt: 'Rolex Submariner Date 126610LN',
    brand: 'Rolex',
    model: 'Submariner Date',
    reference: '126610LN',
    priceUsd: '14950.00',
    locale: 'ru',
    isFavorite: false,
    isCompared: false,
    onToggleFavorite: fn(),
    onToggleCompare: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Favorite: Story = { args: { isFavorite: true } };
export const Compared: Story = { args: { isCompared: true } };
export const FavoriteAndCompared: Story = { args: { isFavorite: true, isCompared: true } };
export const PriceOnRequest: Story = {
  args: { brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-014', priceOnRequest: true },
};
/** Issue 22 item 3: the badge with the size of the series, and the price alone (no made-up "was" price). */
export const LimitedEdition: Story = {
  args: { brand: 'Audemars Piguet', model: 'Royal Oak Jumbo', reference: '16202ST', isLimitedEdition: true, limitedEditionPieces: 500 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Лимитированная серия, 500 экз.');
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(card.queryByText(/17\s940/)).toBeNull();
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
/** A limited edition that is also on sale: its real previous price is struck through, and the badge stays. */
export const LimitedEditionReduced: Story = {
  args: { ...LimitedEdition.args, priceUsd: '14500.00', previousPriceUsd: '16100.00' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent(/16\s100\s\$/);
    await expect(canvasElement).toHaveTextContent('Лимитированная серия, 500 экз.');
  },
};
export const NoImage: Story = { args: { imageUrl: null } };
/** A first-row card: its picture loads at once and first; any other card's loads lazily. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};
export const English: Story = { args: { locale: 'en', year: 2021, condition: 'Like new', fullSet: true } };
/** Issue 10 item 16: year, condition and box & papers tell two pieces of one reference apart. */
export const WithDetails: Story = { args: { brand: 'Rolex', model: 'Datejust 41', reference: '126334', year: 2019, condition: 'Отличное состояние', fullSet: true } };
/** Issue 10 item 13: a sale piece shows its previous price struck through and the reduction. */
export const Reduced: Story = { args: { priceUsd: '14500.00', previousPriceUsd: '16100.00', year: 2022, condition: 'Новые' } };
/** Issue 10 item 9: a long reference wraps at its dots in a 375 px two-column card, never clipped. */
export const LongReferenceNarrow: Story = {
  args: { brand: 'Audemars Piguet', model: 'Royal Oak Selfwinding', reference: '15500ST.OO.1220ST.01', year: 2020, fullSet: true },
  decorators: [(Story) => <div style={{ maxWidth: 170 }}>{Story()}</div>],
};
/**
 * Issue 22 item 15: a condition longer than the card wraps inside itself, and no letter of any detail is hidden
 * (the separators once clipped the first letters of a wrapped line: «лёгкие потёртости / талла»).
 */
export const LongDetailsNarrow: Story = {
  args: {
    brand: 'Cartier',
    model: 'Love',
    reference: 'B6067417',
    year: 2021,
    condition: 'Очень хорошее: лёгкие потёртости металла',
    fullSet: true,
  },
  decorators: [(Story) => <div style={{ maxWidth: 170 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Подробности' });
    // Where the card's text may go: its body's content box (the list clips whatever sticks out of it).
    const body = list.parentElement as HTMLElement;
    const box = body.getBoundingClientRect();
    const style = getComputedStyle(body);
    const visible = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const item of items) {
      const range = document.createRange();
      range.selectNodeContents(item);
      const lines = [...range.getClientRects()];
      // Every line of every detail lies inside the visible box (half a pixel for rounding).
      for (const line of lines) {
        await expect(line.left).toBeGreaterThanOrEqual(visible.left - 0.5);
        await expect(line.right).toBeLessThanOrEqual(visible.right + 0.5);
        await expect(line.left).toBeGreaterThanOrEqual(list.getBoundingClientRect().left - 0.5);
      }
    }
    // The long condition did wrap, so the test is about a wrapped line.
    const condition = document.createRange();
    condition.selectNodeContents(items[1] as HTMLElement);
    await expect(new Set([...condition.getClientRects()].map((line) => Math.round(line.top))).size).toBeGreaterThan(1);
  },
};
export const WithoutToggles: Story = {
  args: { onToggleFavorite: undefined, onToggleCompare: undefined, reference: null, brand: 'Hermès', model: 'Birkin 30' },
};

/** With the catalogue's add-to-cart: a small full-width button under the price, named with the piece. */
export const WithCartButton: Story = {
  args: { onAddToCart: fn(), inCart: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'В корзину: Rolex Submariner Date' });
    // The button lies above the card's stretched link, so a pointer reaches it rather than the detail page.
    const box = add.getBoundingClientRect();
    await expect(add.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))).toBe(true);
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
  },
};

/** Already in the cart: the same place holds a link to /cart, of the same height (the card does not jump). */
export const InCart: Story = {
  args: { onAddToCart: fn(), inCart: true, isFavorite: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'В корзине: Rolex Submariner Date — перейти в корзину' });
    await expect(link).toHaveAttribute('href', '/cart');
    await expect(link).toHaveTextContent(/В корзине/);
    await expect(canvas.queryByRole('button', { name: /В корзину/ })).toBeNull();
  },
};

/** Issue 26: another order holds the piece: the badge over its photo, and no add-to-cart. */
export const Reserved: Story = {
  args: { onAddToCart: fn(), availability: 'reserved', availableQuantity: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Зарезервирован')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /В корзину/ })).toBeNull();
  },
};

export const ReservedEnglish: Story = {
  args: { ...Reserved.args, locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reserved')).toBeInTheDocument();
  },
};

/** A sold piece, as favorites and comparison keep it: «Продан», its photo receding, no add-to-cart. */
export const Sold: Story = {
  args: { onAddToCart: fn(), availability: 'sold', availableQuantity: 0, isFavorite: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Продан')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /В корзину/ })).toBeNull();
  },
};

/** A bag with three pieces left: said quietly under the price; the add-to-cart stays. */
export const FewLeft: Story = {
  args: { brand: 'Hermès', model: 'Kelly 28', reference: null, onAddToCart: fn(), availability: 'available', availableQuantity: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Осталось: 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'В корзину: Hermès Kelly 28' })).toBeInTheDocument();
  },
};
