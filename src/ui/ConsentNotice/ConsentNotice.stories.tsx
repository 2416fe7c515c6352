import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConsentNotice } from './ConsentNotice.tsx';

const meta = {
  title: 'UI/ConsentNotice',
  component: ConsentNotice,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ConsentNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22 §10: the request forms' consent, a statement with the terms of sale and privacy policy links, nothing to tick. */
export const Request: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Отправляя заявку, вы соглашаетесь с/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const RequestEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/By sending this request you agree to/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'the terms of sale' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'the privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  },
};

/** Registration in the sign-in panel. */
export const Register: Story = {
  args: { action: 'register' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Регистрируясь, вы соглашаетесь с/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/terms');
  },
};

export const RegisterEnglish: Story = {
  args: { action: 'register' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/By creating an account you agree to/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'the privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  },
};
