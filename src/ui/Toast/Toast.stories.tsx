import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Toast, toastTypes } from './Toast.tsx';

const meta = {
  title: 'UI/Toast',
  component: Toast,
  args: { type: 'success', message: 'Вход выполнен успешно', onClose: fn() },
  argTypes: { type: { control: 'inline-radio', options: toastTypes } },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Error: Story = { args: { type: 'error', message: 'Не удалось добавить в корзину' } };
export const Info: Story = { args: { type: 'info', message: 'Необходимо добавить номер телефона.' } };
export const LongMessage: Story = {
  args: {
    type: 'error',
    message: 'Не удалось войти. Проверьте данные и попробуйте снова. Если ошибка повторится, позвоните нам.',
  },
};
