import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 14, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const NearStart: Story = { args: { page: 3 } };
export const MiddlePage: Story = { args: { page: 7 } };
export const NearEnd: Story = { args: { page: 12 } };
export const LastPage: Story = { args: { page: 14 } };
export const FewPages: Story = { args: { page: 2, pageCount: 5 } };
export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };
