import type { Meta, StoryObj } from '@storybook/react-vite';
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
export const LimitedEdition: Story = { args: { isLimitedEdition: true } };
export const LimitedEditionEnglish: Story = { args: { isLimitedEdition: true, locale: 'en', size: 'lg' } };
/** Issue 10 item 13: a sale piece shows the price it was reduced from, struck through, and the reduction. */
export const Reduced: Story = { args: { priceUsd: '14500.00', previousPriceUsd: '16100.00' } };
export const ReducedEnglish: Story = { args: { priceUsd: '14500.00', previousPriceUsd: '16100.00', locale: 'en', size: 'lg' } };
/** A previous price wins over a limited edition's 1.2 × rule (one struck figure, never two). */
export const ReducedLimitedEdition: Story = { args: { priceUsd: '14500.00', previousPriceUsd: '16100.00', isLimitedEdition: true } };
