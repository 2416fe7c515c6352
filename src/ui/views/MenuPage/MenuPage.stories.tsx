import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuBrands } from '../MenuBrands/MenuBrands.tsx';
import { sampleBrands } from '../MenuBrands/sampleBrands.ts';
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
  args: { brands: <MenuBrands status="ready" brands={sampleBrands} query="" onQueryChange={fn()} onNavigate={fn()} /> },
};
export const BrandsLoading: Story = {
  args: { brands: <MenuBrands status="loading" brands={[]} query="" onQueryChange={fn()} onNavigate={fn()} /> },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
export const SignedIn: Story = { args: { onSignOut: fn() } };
