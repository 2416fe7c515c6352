import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HoursBlock, hoursSchedules } from './HoursBlock.tsx';

const meta = {
  title: 'Views/InfoPages/HoursBlock',
  component: HoursBlock,
  args: { schedule: 'weekly' },
  argTypes: { schedule: { control: 'inline-radio', options: hoursSchedules } },
} satisfies Meta<typeof HoursBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part 2 §9, the common text and /about: Mon–Fri 11:00–21:00, Sat 15:00–19:00, Sun closed. */
export const Weekly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Часы работы' })).toBeVisible();
    const rows = canvas.getAllByRole('definition').map((row) => row.textContent);
    await expect(rows).toEqual(['11:00–21:00', '15:00–19:00', 'выходной']);
    await expect(canvas.getByText('Понедельник — пятница')).toBeVisible();
  },
};

/** Part 2 §9, /contacts: daily 11:00–21:00. */
export const Daily: Story = {
  args: { schedule: 'daily' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ежедневно')).toBeVisible();
    await expect(canvas.getByRole('definition')).toHaveTextContent('11:00–21:00');
  },
};

/** Its own heading. */
export const Titled: Story = { args: { title: 'Бутик в Дубае', headingLevel: 2 } };
