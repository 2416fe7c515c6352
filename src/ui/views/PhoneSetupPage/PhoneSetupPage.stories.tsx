import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneSetupPage } from './PhoneSetupPage.tsx';

const meta = {
  title: 'Views/PhoneSetupPage',
  component: PhoneSetupPage,
  args: { phone: '', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof PhoneSetupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** phoneSetupMachine `editing`. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Номер телефона/ }), '+');
    await expect(args.onChange).toHaveBeenCalledWith('+');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
/** Part 2 §5: "Введите номер телефона". */
export const EditingRequired: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Введите номер телефона')).toBeVisible();
  },
};
/** Part 2 §8: the server's field error phone[0] (or its detail). */
export const EditingServerError: Story = {
  args: { phone: '+7 916 123-45-67', failure: 'Этот номер уже используется' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Этот номер уже используется')).toBeVisible();
  },
};
/** Part 2 §8: no words from the server. */
export const EditingFailure: Story = {
  args: { phone: '+7 916 123-45-67', failure: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Произошла ошибка при сохранении номера телефона')).toBeVisible();
  },
};
export const Saving: Story = { args: { phone: '+7 916 123-45-67', busy: true } };
export const Saved: Story = { args: { phone: '+7 916 123-45-67', busy: true } };
