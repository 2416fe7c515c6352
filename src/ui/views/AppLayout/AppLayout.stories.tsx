import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToastRegion } from '../../ToastRegion/ToastRegion.tsx';
import { ComingSoonPage } from '../ComingSoonPage/ComingSoonPage.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { Header } from '../Header/Header.tsx';
import { MenuOverlay } from '../MenuOverlay/MenuOverlay.tsx';
import { AppLayout } from './AppLayout.tsx';

const header = (menuOpen = false) => (
  <Header
    locale="ru"
    onToggleLocale={fn()}
    searchValue=""
    onSearchChange={fn()}
    onSearchSubmit={fn()}
    cartCount={2}
    onOpenFavorites={fn()}
    onOpenCart={fn()}
    onOpenProfile={fn()}
    onOpenMenu={fn()}
    menuOpen={menuOpen}
  />
);

const footer = (
  <Footer
    phone="+7 (495) 000-00-00"
    year={2026}
    brands={[
      { id: 1, name: 'Cartier', href: '/catalog?brand_ids=1' },
      { id: 2, name: 'Patek Philippe', href: '/catalog?brand_ids=2' },
      { id: 3, name: 'Rolex', href: '/catalog?brand_ids=3' },
    ]}
  />
);

const meta = {
  title: 'Views/AppLayout',
  component: AppLayout,
  args: {
    header: header(),
    children: <ComingSoonPage title="Каталог" />,
    footer,
    toasts: <ToastRegion toasts={[]} onDismiss={fn()} />,
  },
  argTypes: {
    header: { control: false },
    children: { control: false },
    footer: { control: false },
    toasts: { control: false },
    overlays: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithToasts: Story = {
  args: {
    toasts: (
      <ToastRegion
        toasts={[
          { id: '1', type: 'success', message: 'Добавлено в корзину' },
          { id: '2', type: 'error', message: 'Не удалось изменить избранное' },
        ]}
        onDismiss={fn()}
      />
    ),
  },
};
export const MenuOpen: Story = {
  args: {
    header: header(true),
    overlays: <MenuOverlay open onOpenChange={fn()} onNavigate={fn()} />,
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
