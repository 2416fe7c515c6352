import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { StaffOnlyPage, staffOnlyStates } from './StaffOnlyPage.tsx';

const meta = {
  title: 'Views/Manage/StaffOnlyPage',
  component: StaffOnlyPage,
  args: { state: 'forbidden', onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: staffOnlyStates } },
} satisfies Meta<typeof StaffOnlyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** staffAccess `checking`. */
export const Checking: Story = { args: { state: 'checking' } };

/** staffAccess `forbidden`: a customer's account (getStaffMe answered 403). */
export const Forbidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Этот раздел — для сотрудников бутика' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Вернуться в магазин' })).toHaveAttribute('href', '/');
  },
};

/** staffAccess `failure`: a retry. */
export const Failure: Story = {
  args: { state: 'failure', error: { message: 'Сервер не отвечает' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ForbiddenMobile375: Story = { ...phone375 };
export const English: Story = { globals: { locale: 'en' } };
