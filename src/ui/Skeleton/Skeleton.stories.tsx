import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { shape: 'block' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};
export const ProductImage: Story = { args: { shape: 'block', height: 320 } };
export const Text: Story = { args: { shape: 'text' } };
export const TextLines: Story = { args: { shape: 'text', lines: 3 } };
export const Circle: Story = { args: { shape: 'circle' } };
export const CircleLarge: Story = { args: { shape: 'circle', width: 96, height: 96 } };
