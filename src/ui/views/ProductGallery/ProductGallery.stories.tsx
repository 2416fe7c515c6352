import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductGallery } from './ProductGallery.tsx';
import { storyPhoto } from './storyPhotos.ts';

const photos = Array.from({ length: 5 }, (_, n) => storyPhoto(n));

const meta = {
  title: 'Views/ProductGallery',
  component: ProductGallery,
  args: { photos, index: 1, alt: 'Rolex Submariner Date', onSelect: fn(), onNext: fn(), onPrev: fn(), onSwipe: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** galleryMachine `empty`: no photos. */
export const Empty: Story = {
  args: { photos: [], index: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Фото скоро появится' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** galleryMachine `browsing`: the second photo is the primary one, so it shows first. */
export const Browsing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 / 5')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rolex Submariner Date, фото 2 из 5' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Фото 2 из 5' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Фото 4 из 5' }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Следующее фото' }));
    await expect(args.onNext).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущее фото' }));
    await expect(args.onPrev).toHaveBeenCalled();
  },
};

export const Swipe: Story = {
  play: async ({ canvas, args }) => {
    const main = canvas.getByTestId('gallery-main');
    const touch = (clientX: number) => new Touch({ identifier: 1, target: main, clientX, clientY: 100 });
    main.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(240)], changedTouches: [touch(240)] }));
    main.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(170)] }));
    await expect(args.onSwipe).toHaveBeenCalledWith(-70);
  },
};

export const ManyPhotos: Story = {
  args: { photos: Array.from({ length: 9 }, (_, n) => storyPhoto(n)), index: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('8 / 9')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Прокрутить миниатюры вперёд' })).toBeVisible();
  },
};

export const SinglePhoto: Story = {
  args: { photos: [storyPhoto(0)], index: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rolex Submariner Date' })).toBeVisible();
    await expect(canvas.queryByText('1 / 1')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
