import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginPage } from './LoginPage.tsx';

const meta = { title: 'Views/LoginPage', component: LoginPage, args: { onOpen: fn() } } satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Войти или зарегистрироваться' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};
export const English: Story = { globals: { locale: 'en' } };
