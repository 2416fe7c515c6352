import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyPhotos } from '../../PhotoPicker/storyPhotos.ts';
import { phone375 } from '../storyViewports.ts';
import { OrderRequestForm, orderRequestStatuses } from './OrderRequestForm.tsx';

const empty = { model: '', name: '', phone: '', message: '', website: '' };
const filled = { model: 'Rolex Daytona 126500LN', name: 'Сергей', phone: '+7 925 111-22-33', message: 'Интересует белый циферблат, полный комплект.', website: '' };

const meta = {
  title: 'UI/OrderRequestForm',
  component: OrderRequestForm,
  args: { status: 'editing', values: empty, errors: {}, photos: [], onFieldChange: fn(), onPhotosAdd: fn(), onPhotoRemove: fn(), onSubmit: fn() },
  argTypes: { status: { control: 'inline-radio', options: orderRequestStatuses } },
  decorators: [(Story) => <div style={{ maxWidth: 1280, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof OrderRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of contactFormMachine (kind `orderRequest`), named after it.

/** `editing`: model, name, phone, wishes and one optional photo. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Не нашли нужную модель?' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Модель или референс/ }), 'R');
    await expect(args.onFieldChange).toHaveBeenCalledWith('model', 'R');
    const photo = new File(['x'], 'daytona.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('Добавить фото'), photo);
    await expect(args.onPhotosAdd).toHaveBeenCalledWith([photo]);
    await expect(canvas.getByLabelText('Добавить фото')).not.toHaveAttribute('multiple');
    // Issue 22 §10: the one consent stated beside the submit button, with the terms of sale and privacy policy links; nothing to tick.
    await expect(canvas.getByText(/Отправляя заявку, вы соглашаетесь с/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить заявку' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Invalid: Story = {
  args: { values: { ...empty, name: 'С' }, errors: { model: 'required', name: 'too-short', phone: 'required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Модель или референс/ })).toHaveAccessibleDescription('Укажите модель или референс');
    await expect(canvas.getByRole('textbox', { name: /Имя/ })).toHaveAccessibleDescription('Имя — не короче 2 символов');
    await expect(canvas.getByRole('textbox', { name: /Телефон/ })).toHaveAccessibleDescription('Введите номер телефона');
  },
};

export const WithPhoto: Story = {
  args: { values: filled, photos: storyPhotos(1) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить фото nautilus-1.jpg' }));
    await expect(args.onPhotoRemove).toHaveBeenCalledWith(0);
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', values: filled, photos: storyPhotos(1) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Отправить заявку' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failure: Story = {
  args: { values: filled, failureMessage: 'Слишком много запросов. Попробуйте ещё раз через минуту.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Слишком много запросов');
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Заявка отправлена');
    await expect(canvas.getByRole('textbox', { name: /Модель или референс/ })).toHaveValue('');
  },
};

export const Mobile375: Story = { ...phone375, args: { values: filled, photos: storyPhotos(1) } };

export const English: Story = { args: { errors: { model: 'required' } }, globals: { locale: 'en' } };
