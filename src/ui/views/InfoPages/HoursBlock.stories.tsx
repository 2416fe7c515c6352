import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HoursBlock } from './HoursBlock.tsx';
import { storyHours } from './storyHours.ts';

const meta = {
  title: 'Views/InfoPages/HoursBlock',
  component: HoursBlock,
  args: { rows: storyHours },
} satisfies Meta<typeof HoursBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22 item 9, the boutiques' one set of hours (as /about states it): Mon–Fri 11:00–21:00, Sat 15:00–19:00, Sun closed. */
export const Weekly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Часы работы' })).toBeVisible();
    const rows = canvas.getAllByRole('definition').map((row) => row.textContent);
    await expect(rows).toEqual(['11:00–21:00', '15:00–19:00', 'выходной']);
    await expect(canvas.getByText('Понедельник — пятница')).toBeVisible();
    await expect(canvas.getByText('Воскресенье')).toBeVisible();
  },
};

/** English: "Monday — Friday", each name as English writes it. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monday — Friday')).toBeVisible();
    await expect(canvas.getByText('Sunday')).toBeVisible();
  },
};

/** Its own heading. */
export const Titled: Story = { args: { title: 'Бутик в Дубае', headingLevel: 2 } };
