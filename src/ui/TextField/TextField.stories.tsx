import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Имя', placeholder: 'Как к вам обращаться', type: 'text', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { value: 'Анна' } };
export const WithHint: Story = {
  args: { label: 'Телефон', type: 'tel', placeholder: '+7 900 000-00-00', hint: 'От 7 до 15 цифр' },
};
export const WithError: Story = {
  args: { label: 'Телефон', type: 'tel', value: '12', hint: 'От 7 до 15 цифр', error: 'Введите номер телефона' },
};
export const Required: Story = { args: { required: true } };
export const Password: Story = { args: { label: 'Пароль', type: 'password', value: 'secret12', placeholder: undefined } };
export const Disabled: Story = { args: { disabled: true, value: 'Анна' } };
export const HiddenLabel: Story = {
  args: { label: 'Поиск по каталогу', hideLabel: true, type: 'search', placeholder: 'Бренд, модель или референс' },
};
