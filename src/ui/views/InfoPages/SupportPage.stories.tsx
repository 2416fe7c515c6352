import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { SupportPage } from './SupportPage.tsx';
import { FormStandIn } from './storyData.tsx';

const serverFaqs = [
  { id: 1, question: 'Как оформить заказ?', answer: 'Добавьте изделие в корзину и оформите заказ: менеджер свяжется с вами, чтобы подтвердить детали.' },
  { id: 2, question: 'Какая гарантия на часы?', answer: 'На все часы действует гарантия магазина 12 месяцев на скрытые дефекты.' },
  { id: 3, question: 'Можно ли вернуть покупку?', answer: 'Да, в течение 14 дней, если сохранены состояние изделия и полный комплект.' },
  { id: 4, question: 'Как быстро вы доставляете?', answer: 'В города, где есть наш филиал, доставляем в течение 24 часов.' },
  { id: 5, question: 'Как вы проверяете подлинность?', answer: 'Проверка часов обычно занимает 1–2 рабочих дня.' },
  { id: 6, question: 'Сколько занимает обслуживание часов?', answer: 'От 1–2 дней до 2–4 недель для полного обслуживания механизма.' },
];

const meta = {
  title: 'Views/InfoPages/SupportPage',
  component: SupportPage,
  args: { status: 'ready', faqs: serverFaqs, onRetry: fn(), form: <FormStandIn /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const questions = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Частые вопросы' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('summary')?.textContent);

// One story per state of faqListMachine (src/machines/faqListMachine.ts); tests/stories/machineStates.test.ts
// checks that none is missing.

/** `loading`: the list is on its way. */
export const Loading: Story = {
  args: { status: 'loading', faqs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем вопросы…');
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Форма обратной связи' })).toBeVisible();
  },
};

/** `ready`: every active entry from the server, in its order. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(questions(canvasElement)).toEqual(serverFaqs.map((faq) => faq.question));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('link', { name: '«Вопросы и ответы»' })).toHaveAttribute('href', '/faq');
    await expect(canvas.getByRole('link', { name: 'контактах' })).toHaveAttribute('href', '/contacts');
  },
};

/** `fallback`: part 2 §8 — the notice and the fixed five; a retry asks again. */
export const Fallback: Story = {
  args: { status: 'fallback', faqs: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Не удалось загрузить все вопросы — показываем самые частые.');
    await expect(questions(canvasElement)).toEqual([
      'Все часы оригинальные?',
      'Можно ли посмотреть часы вживую?',
      'Как можно оплатить покупку?',
      'Как быстро вы доставляете?',
      'Вы выкупаете часы?',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** `ready` with nothing active on the server: the fixed five, and no failure notice. */
export const ReadyEmpty: Story = {
  args: { faqs: [] },
  play: async ({ canvasElement }) => {
    await expect(questions(canvasElement)).toHaveLength(5);
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const Mobile375: Story = {
  ...phone375,
  args: { status: 'fallback', faqs: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
