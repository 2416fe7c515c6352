import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.tsx';

const brands = [
  'Audemars Piguet',
  'Bvlgari',
  'Cartier',
  'FP Journe',
  'Franck Muller',
  'Hermès',
  'Hublot',
  'Patek Philippe',
  'Richard Mille',
  'Rolex',
].map((name, index) => ({ id: index + 1, name, href: `/catalog?brand_ids=${index + 1}` }));

const meta = {
  title: 'Views/Footer',
  component: Footer,
  args: { phone: '+7 (495) 000-00-00', brands, year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAddresses: Story = {
  args: {
    addresses: {
      dubai: 'Dubai Mall, Fashion Avenue, 1 этаж',
      moscow: 'Москва, Столешников переулок',
    },
  },
};
export const NoBrands: Story = { args: { brands: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
