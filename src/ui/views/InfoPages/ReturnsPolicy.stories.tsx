import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReturnsPolicy } from './ReturnsPolicy.tsx';

const meta = {
  title: 'Views/InfoPages/ReturnsPolicy',
  component: ReturnsPolicy,
} satisfies Meta<typeof ReturnsPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one return policy of /terms#returns and /privacy-policy#returns: 14 days, three steps, the warranty. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/в течение 14 дней/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/гарантия магазина 12 месяцев/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/within 14 days/)).toBeVisible();
  },
};
