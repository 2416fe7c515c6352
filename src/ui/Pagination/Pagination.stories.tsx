import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 14, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const NearStart: Story = { args: { page: 3 } };
/**
 * Issue 22 item 18: every page is a real link with the page in its address (new tab, crawlers), and a plain click
 * still goes to the feature (its machine loads the page) instead of the browser.
 */
export const MiddlePage: Story = {
  args: { page: 7, hrefFor: (page: number) => `/catalog?brand_ids=4${page > 1 ? `&page=${page}` : ''}` },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Страница 8' })).toHaveAttribute('href', '/catalog?brand_ids=4&page=8');
    await expect(canvas.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/catalog?brand_ids=4');
    await expect(canvas.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute('href', '/catalog?brand_ids=4&page=8');
    await expect(canvas.getByRole('link', { name: 'Страница 7' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Предыдущая страница' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    // The click was the machine's: the story's own page did not navigate away.
    await expect(canvas.getByRole('link', { name: 'Страница 7' })).toBeVisible();
  },
};
export const NearEnd: Story = { args: { page: 12 } };
export const LastPage: Story = {
  args: { page: 14 },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('link', { name: 'Следующая страница' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href');
    await expect(within(canvasElement).getByRole('link', { name: 'Страница 13' })).toHaveAttribute('href', '?page=13');
  },
};
export const FewPages: Story = { args: { page: 2, pageCount: 5 } };
export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };
