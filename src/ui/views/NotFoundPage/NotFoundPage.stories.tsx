import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = {
  title: 'Views/NotFoundPage',
  component: NotFoundPage,
  args: { onSearch: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Searching from the page hands the trimmed text to the shell; an empty box sends nothing. */
export const Searching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /найти/i }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('searchbox'), '  Nautilus 5711 ');
    await userEvent.click(canvas.getByRole('button', { name: /найти/i }));
    await expect(args.onSearch).toHaveBeenCalledWith('Nautilus 5711');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
