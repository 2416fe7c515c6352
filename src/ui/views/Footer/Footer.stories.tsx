import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** Issue 22 items 2, 22: every link goes where it says; no channel configured, no social list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Условия продажи' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Политика возврата' })).toHaveAttribute('href', '/terms#returns');
    await expect(canvas.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.getByRole('link', { name: 'Оценка часов' })).toHaveAttribute('href', '/services');
    await expect(canvas.queryByRole('list', { name: 'Мы в соцсетях' })).toBeNull();
    await expect(canvasElement.querySelector('a[href="#"]')).toBeNull();
  },
};
/** Issue 22 item 22: the configured channels (SOCIAL_TELEGRAM_URL, …), each at its own address. */
export const WithSocialLinks: Story = {
  args: {
    socialLinks: [
      { kind: 'telegram', href: 'https://t.me/moscow_dubai_watches' },
      { kind: 'instagram', href: 'https://www.instagram.com/moscow.dubai.boutique/' },
    ],
  },
  play: async ({ canvasElement }) => {
    const social = within(within(canvasElement).getByRole('list', { name: 'Мы в соцсетях' }));
    await expect(social.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://t.me/moscow_dubai_watches',
      'https://www.instagram.com/moscow.dubai.boutique/',
    ]);
    await expect(social.getByRole('link', { name: 'Instagram' })).toBeVisible();
  },
};
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
