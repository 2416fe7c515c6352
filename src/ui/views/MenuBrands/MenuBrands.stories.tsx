import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuBrands, menuBrandsStatuses } from './MenuBrands.tsx';
import { sampleBrands } from './sampleBrands.ts';


const meta = {
  title: 'Views/MenuBrands',
  component: MenuBrands,
  args: { status: 'ready', brands: sampleBrands, query: '', onQueryChange: fn(), onNavigate: fn() },
  argTypes: { status: { control: 'inline-radio', options: menuBrandsStatuses } },
} satisfies Meta<typeof MenuBrands>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /Rolex\s*41/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/catalog?brand_ids=4');
    await userEvent.click(canvas.getByRole('link', { name: 'R' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/catalog?brand=r');
    await userEvent.click(canvas.getByRole('link', { name: 'Все бренды' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/catalog');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск бренда' }), 'h');
    await expect(args.onQueryChange).toHaveBeenCalledWith('h');
    // Part 1 §2.4: the letters k, q, w, x and y are left out.
    const letters = within(canvas.getByRole('navigation', { name: 'Бренды по первой букве' })).getAllByRole('link');
    await expect(letters.map((link) => link.textContent).join('')).toBe('ABCDEFGHIJLMNOPRSTUVZ');
  },
};
/**
 * Issue 22 item 16: jewelry and bag houses are in the index too, each marked with its category and leading to
 * that catalogue; Hermès leads to its bags and, beside them, to its watches.
 */
export const AllCategories: Story = {
  args: {
    brands: [
      { id: 7, name: 'Bottega Veneta', count: 6, categories: [{ category: 'bags', count: 6 }] },
      { id: 3, name: 'Cartier', count: 9, categories: [{ category: 'jewelry', count: 9 }, { category: 'watches', count: 4 }] },
      { id: 9, name: 'Hermès', count: 12, categories: [{ category: 'bags', count: 12 }, { category: 'watches', count: 3 }] },
      { id: 4, name: 'Rolex', count: 40, categories: [{ category: 'watches', count: 40 }] },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Bottega Veneta/ })).toHaveAttribute('href', '/bags?brand_ids=7');
    await expect(canvas.getByRole('link', { name: /^Hermès\s*Сумки · 12/ })).toHaveAttribute('href', '/bags?brand_ids=9');
    const watches = canvas.getByRole('link', { name: 'Hermès: Часы, 3' });
    await expect(watches).toHaveAttribute('href', '/catalog?brand_ids=9');
    await userEvent.click(watches);
    await expect(args.onNavigate).toHaveBeenCalledWith('/catalog?brand_ids=9');
    await expect(canvas.getByRole('link', { name: /^Cartier\s*Украшения · 9/ })).toHaveAttribute('href', '/jewelry?brand_ids=3');
    await expect(canvas.getByRole('link', { name: 'Cartier: Часы, 4' })).toHaveAttribute('href', '/catalog?brand_ids=3');
    await expect(canvas.getByRole('link', { name: /^Rolex\s*40$/ })).toHaveAttribute('href', '/catalog?brand_ids=4');
  },
};
export const WithoutCounts: Story = { args: { brands: sampleBrands.map((brand) => ({ ...brand, count: null })) } };
export const Filtered: Story = { args: { query: 'h', brands: sampleBrands.filter((b) => /h/i.test(b.name)) } };
export const NoMatch: Story = { args: { query: 'Zzz', brands: [] } };
export const Loading: Story = { args: { status: 'loading', brands: [] } };
export const Unavailable: Story = { args: { status: 'unavailable', brands: [] } };
export const English: Story = { globals: { locale: 'en' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
