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
export const LimitedEdition: Story = {
  args: { brand: 'Audemars Piguet', model: 'Royal Oak Jumbo', reference: '16202ST', isLimitedEdition: true },
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
export const English: Story = { args: { locale: 'en', year: 2021, condition: 'Unworn', fullSet: true } };
/** Issue 10 item 16: year, condition and box & papers tell two pieces of one reference apart. */
export const WithDetails: Story = { args: { brand: 'Rolex', model: 'Datejust 41', reference: '126334', year: 2019, condition: 'Отличное состояние', fullSet: true } };
/** Issue 10 item 13: a sale piece shows its previous price struck through and the reduction. */
export const Reduced: Story = { args: { priceUsd: '14500.00', previousPriceUsd: '16100.00', year: 2022, condition: 'Новые' } };
/** Issue 10 item 9: a long reference wraps at its dots in a 375 px two-column card, never clipped. */
export const LongReferenceNarrow: Story = {
  args: { brand: 'Audemars Piguet', model: 'Royal Oak Selfwinding', reference: '15500ST.OO.1220ST.01', year: 2020, fullSet: true },
  decorators: [(Story) => <div style={{ maxWidth: 170 }}>{Story()}</div>],
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
