import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BagIcon, HeartIcon } from '../icons.tsx';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Корзина', icon: <BagIcon />, variant: 'plain', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithBadge: Story = { args: { badge: 3 } };
export const BadgeOverflow: Story = { args: { badge: 140 } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Small: Story = { args: { size: 'sm' } };
export const ToggleOff: Story = {
  args: { 'aria-label': 'В избранное', icon: <HeartIcon />, pressed: false, variant: 'overlay' },
};
export const ToggleOn: Story = {
  args: { 'aria-label': 'В избранное', icon: <HeartIcon filled />, pressed: true, variant: 'overlay' },
};
export const Disabled: Story = { args: { disabled: true } };
