import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { Header, headerLocales } from './Header.tsx';

const meta = {
  title: 'Views/Header',
  component: Header,
  args: {
    locale: 'ru',
    onToggleLocale: fn(),
    searchValue: '',
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    cartCount: 0,
    favoritesCount: 0,
    signedIn: false,
    onOpenFavorites: fn(),
    onOpenCart: fn(),
    onOpenProfile: fn(),
    onOpenMenu: fn(),
    menuOpen: false,
  },
  argTypes: { locale: { control: 'inline-radio', options: headerLocales } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCartCount: Story = { args: { cartCount: 3, favoritesCount: 12 } };
export const SignedIn: Story = { args: { signedIn: true, cartCount: 1 } };
export const MenuOpen: Story = { args: { menuOpen: true } };
export const English: Story = { args: { locale: 'en' } };
export const WithSearchValue: Story = { args: { searchValue: 'Nautilus' } };
export const WithSuggestions: Story = {
  args: {
    searchValue: 'Roy',
    suggestions: (
      <ul
        style={{
          margin: 0,
          padding: vars.space.sm,
          listStyle: 'none',
          background: vars.color.surface,
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
          boxShadow: vars.shadow.md,
        }}
      >
        <li style={{ padding: vars.space.sm }}>Audemars Piguet Royal Oak 15500ST</li>
        <li style={{ padding: vars.space.sm }}>Audemars Piguet Royal Oak Offshore 26470ST</li>
      </ul>
    ),
  },
};
export const Mobile: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
export const Tablet: Story = {
  args: { cartCount: 2, favoritesCount: 4 },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
