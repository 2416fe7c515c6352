import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeBrands, type HomeBrandLink } from './HomeBrands.tsx';

const brands: HomeBrandLink[] = [
  { key: 'patekPhilippe', name: 'Patek Philippe', href: '/catalog?brand_ids=1' },
  { key: 'bvlgari', name: 'Bvlgari', href: '/catalog?brand_ids=2' },
  { key: 'cartier', name: 'Cartier', href: '/catalog?brand_ids=3' },
  { key: 'rolex', name: 'Rolex', href: '/catalog?brand_ids=4' },
  { key: 'richardMille', name: 'Richard Mille', href: '/catalog?brand_ids=5' },
  { key: 'hermes', name: 'Hermès', href: '/catalog?brand_ids=6' },
  { key: 'hublot', name: 'Hublot', href: '/catalog?brand_ids=7' },
  { key: 'fpJourne', name: 'F.P. Journe', href: '/catalog?brand_ids=8' },
  { key: 'franckMuller', name: 'Franck Muller', href: '/catalog?brand_ids=9' },
  { key: 'audemarsPiguet', name: 'Audemars Piguet', href: '/catalog?brand_ids=10' },
];

const meta = {
  title: 'Views/HomeBrands',
  component: HomeBrands,
  args: { brands },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HomeBrands>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ById: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(within(canvasElement).getByRole('link', { name: 'Rolex' })).toHaveAttribute('href', '/catalog?brand_ids=4');
  },
};
/** Before the brand ids are known (or when the brand list failed), the logos link by name. */
export const ByName: Story = {
  args: { brands: brands.map((brand) => ({ ...brand, href: `/catalog?brand=${encodeURIComponent(brand.name)}` })) },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
