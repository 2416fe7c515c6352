import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RelayPage } from './RelayPage.tsx';

const meta = { title: 'Views/RelayPage', component: RelayPage } satisfies Meta<typeof RelayPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Завершение входа…');
  },
};
/** Part 2 §2: "Completing sign-in…". */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Completing sign-in…');
  },
};
