import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageLoading } from './PageLoading.tsx';

const meta = {
  title: 'Views/PageLoading',
  component: PageLoading,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка…');
  },
};
