import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper.tsx';

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { value: 2, onChange: fn(), itemName: 'Rolex Submariner Date' },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Количество: Rolex Submariner Date' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Увеличить количество' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Уменьшить количество' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Part 1 §4: minus is disabled at 1; plus has no upper limit. */
export const AtMinimum: Story = {
  args: { value: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Увеличить количество' })).toBeEnabled();
  },
};

export const Large: Story = { args: { value: 120 } };

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Issue 26: as many as there are pieces left: plus is disabled there. */
export const AtMaximum: Story = {
  args: { value: 3, max: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Уменьшить количество' })).toBeEnabled();
  },
};
