import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';

const meta = {
  title: 'UI/ConsentCheckbox',
  component: ConsentCheckbox,
  args: { checked: false, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ConsentCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22 §10: the one consent, linking to the terms of sale and the privacy policy. */
export const Unchecked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /условиями продажи/ })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/privacy-policy');
  },
};
export const Checked: Story = { args: { checked: true } };
export const WithError: Story = { args: { error: 'Нужно согласие на обработку персональных данных' } };
export const Disabled: Story = { args: { disabled: true, checked: true } };
