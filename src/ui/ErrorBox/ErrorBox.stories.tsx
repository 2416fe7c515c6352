import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorBox } from './ErrorBox.tsx';

const meta = {
  title: 'UI/ErrorBox',
  component: ErrorBox,
  args: { error: { detail: 'Неизвестная ошибка сети' }, onRetry: fn() },
} satisfies Meta<typeof ErrorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detail: Story = {};
export const Message: Story = { args: { error: { message: 'Network error. Please check your connection.' } } };
export const FieldErrors: Story = {
  args: { error: { errors: { phone: ['Введите номер телефона'], password: ['Минимум 6 символов'] } } },
};
export const Fallback: Story = { args: { error: null } };
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined } };
