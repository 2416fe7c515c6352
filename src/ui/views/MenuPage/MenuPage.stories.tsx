import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuPage } from './MenuPage.tsx';

const meta = {
  title: 'Views/MenuPage',
  component: MenuPage,
  args: { onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithBrands: Story = {
  args: {
    brands: (
      <p>
        <a href="/catalog?brand_ids=1">Rolex</a> · <a href="/catalog?brand_ids=2">Cartier</a>
      </p>
    ),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
