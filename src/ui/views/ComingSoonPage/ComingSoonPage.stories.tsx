import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonPage } from './ComingSoonPage.tsx';

const meta = {
  title: 'Views/ComingSoonPage',
  component: ComingSoonPage,
  args: { title: 'Оформление заказа' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { title: 'Видео', description: 'Обзоры часов и репортажи из бутиков в Москве и Дубае появятся здесь.' },
};
export const LongTitle: Story = { args: { title: 'Проверка подлинности и сервисное обслуживание' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
