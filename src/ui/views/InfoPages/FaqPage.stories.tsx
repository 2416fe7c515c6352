import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { FaqPage } from './FaqPage.tsx';

const meta = {
  title: 'Views/InfoPages/FaqPage',
  component: FaqPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Вопросы и ответы' })).toBeVisible();
    // Part 2 §2: four groups — order and payment, delivery, warranty, products.
    const groups = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(groups).toEqual(['Заказ и оплата', 'Доставка', 'Гарантия', 'Товары', 'Не нашли ответ?']);
    const warranty = within(canvas.getByRole('region', { name: 'Гарантия' }));
    const answer = warranty.getByText(/12 месяцев на скрытые дефекты/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(warranty.getByText('Какая гарантия на часы?'));
    await expect(answer).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Написать в поддержку' })).toHaveAttribute('href', '/support');
    await expect(canvas.getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/contacts');
  },
};

/** Part 2 §9 in the answers: the return rule links to the return policy. */
export const ReturnAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Можно ли вернуть покупку?'));
    await expect(canvas.getByText(/в течение 14 дней/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'условиях возврата' })).toHaveAttribute('href', '/privacy-policy#returns');
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
