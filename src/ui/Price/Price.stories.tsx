import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price, priceSizes } from './Price.tsx';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { priceUsd: '12500.00', locale: 'ru', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
    locale: { control: 'inline-radio', options: ['ru', 'en'] },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { args: { locale: 'en' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', priceUsd: 184000 } };
export const OnRequest: Story = { args: { priceOnRequest: true } };
export const ZeroPrice: Story = { args: { priceUsd: '0.00' } };
export const MissingPrice: Story = { args: { priceUsd: null } };
export const OnRequestEnglish: Story = { args: { priceUsd: null, locale: 'en' } };
/** Issue 10 item 13: a sale piece shows the price it was reduced from, struck through, and the reduction. */
export const Reduced: Story = {
  args: { priceUsd: '14500.00', previousPriceUsd: '16100.00' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/−10\s%$/);
  },
};
/** Issue 22 item 21: English writes the reduction without a space before the percent sign. */
export const ReducedEnglish: Story = {
  args: { priceUsd: '14500.00', previousPriceUsd: '16100.00', locale: 'en', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/−10%$/);
  },
};
/**
 * Issue 22 item 3: only a real previous price is struck through. A price without one (a limited edition's too:
 * its badge says what it is) shows the figure alone.
 */
export const NoPreviousPrice: Story = {
  args: { priceUsd: '14500.00', previousPriceUsd: null, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvasElement).toHaveTextContent(/^14\s500\s\$$/);
  },
};
