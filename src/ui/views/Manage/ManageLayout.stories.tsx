import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { ManageLayout, manageSections } from './ManageLayout.tsx';

const meta = {
  title: 'Views/Manage/ManageLayout',
  component: ManageLayout,
  args: { current: 'orders', staffName: 'Мария Ильина', children: <p>Содержимое раздела</p> },
  argTypes: { current: { control: 'select', options: [...manageSections, null] } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ManageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Бэк-офис')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Заказы' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Журнал действий' })).toHaveAttribute('href', '/manage/audit');
    await expect(canvas.getByRole('link', { name: 'В магазин' })).toHaveAttribute('href', '/');
  },
};

export const Audit: Story = { args: { current: 'audit' } };

/** The "staff only" page's frame: no sections. */
export const WithoutSections: Story = {
  args: { current: null, staffName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** 375 px: the tabs scroll sideways in one row. */
export const Mobile375: Story = { ...phone375, args: { current: 'products' } };
export const English: Story = { globals: { locale: 'en' } };
