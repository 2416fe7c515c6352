import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { ServicePage } from './ServicePage.tsx';
import { FormStandIn } from './storyData.tsx';

const meta = {
  title: 'Views/InfoPages/ServicePage',
  component: ServicePage,
  args: { form: <FormStandIn /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Сервисное обслуживание' })).toBeVisible();
    // Part 2 §2: maintenance, diagnosis, overhaul, water resistance, quartz battery, bracelet or strap.
    const works = within(canvas.getByRole('region', { name: 'Что мы делаем' })).getAllByRole('heading', { level: 3 });
    await expect(works.map((work) => work.textContent)).toEqual([
      'Техническое обслуживание',
      'Диагностика',
      'Полное обслуживание механизма',
      'Водонепроницаемость',
      'Замена батарейки',
      'Браслет и ремешок',
    ]);
    // Part 2 §9: from 1–2 days up to 2–4 weeks.
    await expect(canvas.getByText('Срок: 2–4 недели')).toBeVisible();
    await expect(canvas.getAllByText('Срок: 1–2 дня')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'Форма обратной связи' })).toBeVisible();
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
