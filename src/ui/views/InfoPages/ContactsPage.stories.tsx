import { storyHours } from './storyHours.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { ContactsPage } from './ContactsPage.tsx';
import { DUBAI_ADDRESS, FormStandIn, MOSCOW_ADDRESS, dubaiMap, moscowMap, storyContacts } from './storyData.tsx';

const meta = {
  title: 'Views/InfoPages/ContactsPage',
  component: ContactsPage,
  args: {
    contacts: storyContacts,
    hours: storyHours,
    dubai: { address: DUBAI_ADDRESS, map: dubaiMap(14) },
    moscow: { address: MOSCOW_ADDRESS, map: moscowMap(14) },
    form: <FormStandIn />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+7 (495) 120-45-45' })).toHaveAttribute('href', 'tel:+74951204545');
    await expect(canvas.getByRole('link', { name: 'info@moscow-dubai.ru' })).toHaveAttribute('href', 'mailto:info@moscow-dubai.ru');
    // Issue 22 item 9: the same hours as /about (no more "daily 11:00–21:00" here).
    await expect(canvas.getByText('Понедельник — пятница').nextElementSibling).toHaveTextContent('11:00–21:00');
    await expect(canvas.getByText('Суббота').nextElementSibling).toHaveTextContent('15:00–19:00');
    await expect(canvas.getByText('Воскресенье').nextElementSibling).toHaveTextContent('выходной');
    // Both boutiques, each map at the default zoom 14 (here its designed fallback: address and link).
    const maps = canvas.getAllByRole('link', { name: 'Открыть на карте' });
    await expect(maps).toHaveLength(2);
    for (const map of maps) await expect(map).toHaveAttribute('href', expect.stringContaining('#map=14/'));
    await expect(canvas.getByRole('region', { name: 'Форма обратной связи' })).toBeVisible();
  },
};

/** The form block renders nothing (the slot left empty): the prose takes the whole width. */
export const WithoutForm: Story = {
  args: { form: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Форма обратной связи' })).toBeNull();
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
