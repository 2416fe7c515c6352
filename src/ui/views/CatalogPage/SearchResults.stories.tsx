import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CatalogItem } from './CatalogPage.tsx';
import { SearchResults } from './SearchResults.tsx';

const bag = (id: number, model: string, price: string, previous: string | null = null): CatalogItem => ({
  id,
  kind: 'bag',
  href: `/bag/${id}`,
  imageUrl: null,
  imageAlt: `Hermès ${model}`,
  brand: 'Hermès',
  model,
  reference: `${model} Togo Gold GHW`,
  priceUsd: price,
  priceOnRequest: false,
  isLimitedEdition: false,
  previousPriceUsd: previous,
  condition: 'Новая',
  fullSet: true,
});

const meta = {
  title: 'Views/CatalogPage/SearchResults',
  component: SearchResults,
  args: {
    query: 'birkin',
    total: 3,
    locale: 'ru',
    sections: [
      { category: 'bags', count: 3, href: '/bags?search=birkin', items: [bag(4, 'Birkin 30', '23800.00'), bag(7, 'Birkin 25', '21400.00', '23800.00'), bag(9, 'Birkin 35', '19900.00')] },
    ],
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 10 item 5: "birkin" finds no watch but three bags: the title counts them, the section shows them. */
export const BagsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Результаты поиска «birkin»: 3');
    await expect(canvas.getByRole('link', { name: /Birkin 30/ })).toHaveAttribute('href', '/bag/4');
    await expect(canvas.getByRole('link', { name: 'Все результаты: 3' })).toHaveAttribute('href', '/bags?search=birkin');
  },
};
/** Watches in the grid below, nothing elsewhere: only the title. */
export const TitleOnly: Story = { args: { query: 'rolex', total: 41, sections: [] } };
export const English: Story = { args: { locale: 'en' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
