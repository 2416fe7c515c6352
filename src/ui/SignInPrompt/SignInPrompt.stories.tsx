import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeartIcon } from '../icons.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';

const meta = {
  title: 'UI/SignInPrompt',
  component: SignInPrompt,
  args: {
    icon: <HeartIcon size={40} />,
    title: 'Войдите, чтобы увидеть избранное',
    text: 'Избранное хранится в вашем аккаунте.',
    onSignIn: fn(),
  },
} satisfies Meta<typeof SignInPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  },
};
