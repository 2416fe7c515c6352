import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

const items = [
  { id: 1, question: 'Можно ли вернуть покупку?', answer: 'Да, в течение 14 дней, если сохранены состояние изделия и полный комплект.' },
  { id: 2, question: 'Какая гарантия на часы?', answer: 'Гарантия магазина 12 месяцев на скрытые дефекты.' },
  {
    id: 3,
    question: 'Как быстро вы доставляете?',
    answer: (
      <>
        <p>В города, где есть наш филиал, — в течение 24 часов.</p>
        <p>По России и ОАЭ доставка бесплатна.</p>
      </>
    ),
  },
];

const meta = {
  title: 'Views/InfoPages/Accordion',
  component: Accordion,
  args: { items },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer closed; a click (or Enter, Space) opens one. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = canvas.getByText(/в течение 14 дней/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getByText('Можно ли вернуть покупку?'));
    await expect(answer).toBeVisible();
    await expect(answer.closest('details')).toHaveAttribute('open');
  },
};

/** A question open from the start. */
export const Open: Story = {
  args: { defaultOpen: [2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/12 месяцев/)).toBeVisible();
    await expect(canvas.getByText(/в течение 14 дней/)).not.toBeVisible();
  },
};

/** An answer of several paragraphs. */
export const RichAnswer: Story = {
  args: { defaultOpen: [3] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('По России и ОАЭ доставка бесплатна.')).toBeVisible();
  },
};
