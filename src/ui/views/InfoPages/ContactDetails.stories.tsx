import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactDetails } from './ContactDetails.tsx';
import { storyContacts } from './storyData.tsx';

const meta = {
  title: 'Views/InfoPages/ContactDetails',
  component: ContactDetails,
  args: { contacts: storyContacts },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+7 (495) 120-45-45' })).toHaveAttribute('href', 'tel:+74951204545');
    await expect(canvas.getByRole('link', { name: 'info@moscow-dubai.ru' })).toHaveAttribute('href', 'mailto:info@moscow-dubai.ru');
    await expect(canvas.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/74951204545');
    await expect(canvas.getByRole('link', { name: /Telegram/ })).toHaveAttribute('target', '_blank');
  },
};
