import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { BagIcon } from '../icons.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Ничего не найдено', text: 'Попробуйте изменить фильтры или поисковый запрос.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { text: undefined } };
export const WithAction: Story = {
  args: {
    title: 'Корзина пуста',
    text: 'Загляните в каталог: там часы, украшения и сумки из Москвы и Дубая.',
    icon: <BagIcon size={40} />,
    action: <Button onClick={fn()}>Перейти в каталог</Button>,
  },
};
