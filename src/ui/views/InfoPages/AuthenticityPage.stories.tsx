import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { AuthenticityPage } from './AuthenticityPage.tsx';
import { FormStandIn } from './storyData.tsx';

const meta = {
  title: 'Views/InfoPages/AuthenticityPage',
  component: AuthenticityPage,
  args: { form: <FormStandIn /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthenticityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Проверка подлинности' })).toBeVisible();
    // Part 2 §9: usually 1–2 business days.
    await expect(canvas.getByText(/Обычно проверка занимает 1–2 рабочих дня/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
    await expect(canvas.getByRole('region', { name: 'Форма обратной связи' })).toBeVisible();
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
