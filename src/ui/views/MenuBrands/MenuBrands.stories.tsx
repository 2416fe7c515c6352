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
export const WithoutCounts: Story = { args: { brands: sampleBrands.map((brand) => ({ ...brand, count: null })) } };
export const Filtered: Story = { args: { query: 'h', brands: sampleBrands.filter((b) => /h/i.test(b.name)) } };
export const NoMatch: Story = { args: { query: 'Zzz', brands: [] } };
export const Loading: Story = { args: { status: 'loading', brands: [] } };
export const Unavailable: Story = { args: { status: 'unavailable', brands: [] } };
export const English: Story = { globals: { locale: 'en' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
