import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phone375 } from '../views/storyViewports.ts';
import { PhotoPicker, photoPickerErrors } from './PhotoPicker.tsx';
import { storyPhotos } from './storyPhotos.ts';

const meta = {
  title: 'UI/PhotoPicker',
  component: PhotoPicker,
  args: { label: 'Фотографии часов', photos: [], max: 6, markFirst: true, hint: 'До 6 фото: циферблат, корпус, застёжка, документы.', onAdd: fn(), onRemove: fn() },
  argTypes: { error: { control: 'inline-radio', options: [null, ...photoPickerErrors] } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked: one tile opens the system picker (several files at once). */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Добавить фото');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('multiple');
    const files = [new File(['a'], 'dial.jpg', { type: 'image/jpeg' }), new File(['b'], 'case.jpg', { type: 'image/jpeg' })];
    await userEvent.upload(input, files);
    await expect(args.onAdd).toHaveBeenCalledWith(files);
    await expect(canvas.getByRole('group', { name: 'Фотографии часов' })).toHaveAccessibleDescription('До 6 фото: циферблат, корпус, застёжка, документы.');
  },
};

/** Three previews, the first marked as the one sent; each has its remove button. */
export const WithPhotos: Story = {
  args: { photos: storyPhotos(3) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvas.getByText('Главное')).toBeVisible();
    await expect(canvas.getByText('3 / 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить фото nautilus-2.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await expect(canvas.getByLabelText('Ещё фото')).toBeInTheDocument();
  },
};

/** Six of six: no more room, so no picker. */
export const Full: Story = {
  args: { photos: storyPhotos(6) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Ещё фото')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Удалить фото/ })).toHaveLength(6);
  },
};

/** A pick with a PDF in it: the images stay, the rest is named. */
export const NotImage: Story = {
  args: { photos: storyPhotos(2), error: 'not-image' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Можно прикрепить только изображения')).toBeVisible();
    await expect(canvas.getByLabelText('Ещё фото')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const TooMany: Story = {
  args: { photos: storyPhotos(6), error: 'too-many' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Можно прикрепить не больше 6 фото')).toBeVisible();
  },
};

/** The order request's one photo: the tile swaps it, the file input takes one. */
export const Single: Story = {
  args: { label: 'Фото (необязательно)', max: 1, markFirst: false, hint: undefined, photos: storyPhotos(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'nautilus-1.jpg' })).toBeVisible();
    await expect(canvas.queryByText('1 / 1')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { photos: storyPhotos(2), disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Ещё фото')).toBeDisabled();
  },
};

export const Mobile375: Story = { ...phone375, args: { photos: storyPhotos(4) } };

export const English: Story = { args: { photos: storyPhotos(1), error: 'not-image' }, globals: { locale: 'en' } };
