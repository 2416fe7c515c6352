import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { ServicesPage } from './ServicesPage.tsx';
import { FormStandIn } from './storyData.tsx';

const meta = {
  title: 'Views/InfoPages/ServicesPage',
  component: ServicesPage,
  args: { form: <FormStandIn /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Оценка часов' })).toBeVisible();
    // Part 2 §2: intro text, three accordion Q&As, the form.
    const questions = within(canvas.getByRole('region', { name: 'Вопросы об оценке' })).getAllByRole('listitem');
    await expect(questions).toHaveLength(3);
    await userEvent.click(canvas.getByText('Что происходит после оценки?'));
    await expect(canvas.getByRole('link', { name: 'форме выкупа' })).toHaveAttribute('href', '/watch-buyback');
    await expect(canvas.getByRole('link', { name: 'записи на встречу' })).toHaveAttribute('href', '/appointment');
    // Part 2 §9: the online valuation within 24 hours.
    await expect(canvas.getByText(/эксперт ответит в течение 24 часов/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Форма обратной связи' })).toBeVisible();
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
