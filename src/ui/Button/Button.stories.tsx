import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Добавить в корзину', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Запросить цену' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Сбросить фильтры' } };
export const Link: Story = { args: { variant: 'link', children: 'Подробнее' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledSecondary: Story = { args: { variant: 'secondary', disabled: true } };
export const Loading: Story = { args: { loading: true } };
export const LoadingSecondary: Story = { args: { variant: 'secondary', loading: true } };
