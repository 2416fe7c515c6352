import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { TermsPage } from './TermsPage.tsx';
import { storyContacts } from './storyData.tsx';

const meta = {
  title: 'Views/InfoPages/TermsPage',
  component: TermsPage,
  args: { email: storyContacts.email, phone: storyContacts.phone },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22 item 2: the terms of sale the checkout's consent links to, each part under the anchor others link to. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Условия продажи' })).toBeVisible();
    const part = (name: string, id: string) => {
      const region = canvas.getByRole('region', { name });
      void expect(region).toHaveAttribute('id', id);
      return within(region);
    };
    await expect(part('Резервирование', 'reservation').getByText(/удерживается за вами 48 часов/)).toBeVisible();
    await expect(part('Оплата', 'payment').getByText(/при получении/)).toBeVisible();
    const delivery = part('Доставка и самовывоз', 'delivery');
    await expect(delivery.getByText(/в течение 24 часов/)).toBeVisible();
    await expect(delivery.getByText(/в другие страны — 50 USD/)).toBeVisible();
    await expect(part('Возврат в течение 14 дней', 'returns').getByText(/в течение 14 дней с момента получения/)).toBeVisible();
    await expect(part('Гарантия подлинности', 'authenticity').getByRole('link', { name: 'проверки подлинности' })).toHaveAttribute('href', '/authenticity');
    await expect(canvas.getByRole('link', { name: 'info@moscow-dubai.ru' })).toHaveAttribute('href', 'mailto:info@moscow-dubai.ru');
    const contents = within(canvas.getByRole('navigation', { name: 'На этой странице' })).getAllByRole('link');
    await expect(contents.map((link) => link.getAttribute('href'))).toEqual(['#reservation', '#payment', '#delivery', '#returns', '#authenticity', '#questions']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of sale' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Returns within 14 days' })).toHaveAttribute('id', 'returns');
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
