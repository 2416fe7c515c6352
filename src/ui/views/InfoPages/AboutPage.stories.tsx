import { storyHours } from './storyHours.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { AboutPage } from './AboutPage.tsx';
import { DUBAI_ADDRESS, MOSCOW_ADDRESS, dubaiMap, storyContacts } from './storyData.tsx';

const meta = {
  title: 'Views/InfoPages/AboutPage',
  component: AboutPage,
  args: { contacts: storyContacts, hours: storyHours, dubai: { address: DUBAI_ADDRESS, map: dubaiMap(16) }, moscow: { address: MOSCOW_ADDRESS } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a closed network shows it: the map's designed fallback (address and link), never a broken frame. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'О нас' })).toBeVisible();
    // Part 2 §2: the three anchors, each a named region reached from the page's contents.
    for (const [id, name] of [
      ['who-we-are', 'Кто мы'],
      ['addresses', 'Адреса'],
      ['contacts', 'Контакты'],
    ] as const) {
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('id', id);
      await expect(within(canvas.getByRole('navigation', { name: 'На этой странице' })).getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
    }
    const addresses = within(canvas.getByRole('region', { name: 'Адреса' }));
    // The Dubai boutique with the boutiques' one set of hours (issue 22 item 9) and its map at zoom 16.
    await expect(addresses.getByText(DUBAI_ADDRESS, { selector: 'address' })).toBeVisible();
    await expect(addresses.getAllByRole('definition').map((row) => row.textContent)).toEqual(['11:00–21:00', '15:00–19:00', 'выходной']);
    await expect(addresses.getByRole('link', { name: 'Открыть на карте' })).toHaveAttribute('href', expect.stringContaining('#map=16/'));
    await expect(addresses.getByRole('link', { name: 'Записаться на встречу' })).toHaveAttribute('href', '/appointment');
    const contacts = within(canvas.getByRole('region', { name: 'Контакты' }));
    await expect(contacts.getByRole('link', { name: '+7 (495) 120-45-45' })).toHaveAttribute('href', 'tel:+74951204545');
    await expect(contacts.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/74951204545');
    await expect(contacts.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://t.me/moscow_dubai_boutique');
  },
};

/** While the page's probe of the map host is out. */
export const MapChecking: Story = {
  args: { dubai: { address: DUBAI_ADDRESS, map: { ...dubaiMap(16), status: 'checking' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Карта: бутик в Дубае' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
