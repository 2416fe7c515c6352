import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { MenuOverlay } from './MenuOverlay.tsx';

const meta = {
  title: 'Views/MenuOverlay',
  component: MenuOverlay,
  args: { open: true, onOpenChange: fn(), onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithBrands: Story = {
  args: {
    brands: (
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' }}>
        {['Audemars Piguet', 'Cartier', 'Patek Philippe', 'Richard Mille', 'Rolex'].map((name) => (
          <li key={name}>
            <a href={`/catalog?brand=${encodeURIComponent(name)}`}>{name}</a>
          </li>
        ))}
      </ul>
    ),
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
export const Closed: Story = { args: { open: false } };
