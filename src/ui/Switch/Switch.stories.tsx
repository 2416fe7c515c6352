import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, switchSizes } from './Switch.tsx';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Сообщать о снижении цены', checked: true, onChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: switchSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Сообщать о снижении цены' });
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};
export const Off: Story = {
  args: { checked: false },
  play: async ({ canvas, args }) => {
    // The words switch it too.
    await userEvent.click(canvas.getByText('Сообщать о снижении цены'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const WithDescription: Story = {
  args: {
    label: 'Присылать уведомления в Telegram',
    description: 'Те же уведомления придут в чат с нашим ботом.',
    checked: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription('Те же уведомления придут в чат с нашим ботом.');
  },
};
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-busy', 'true');
  },
};
export const Disabled: Story = { args: { disabled: true, checked: false } };
