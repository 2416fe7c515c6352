import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { SalesHistoryPage } from './SalesHistoryPage.tsx';

const meta = {
  title: 'Views/InfoPages/SalesHistoryPage',
  component: SalesHistoryPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SalesHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part 2 §2: "Placeholder page ('under development') with a link to /catalog". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'История продаж' })).toBeVisible();
    await expect(canvas.getByText(/Раздел в разработке/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
