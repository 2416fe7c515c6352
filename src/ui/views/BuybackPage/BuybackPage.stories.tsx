import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyPhotos } from '../../PhotoPicker/storyPhotos.ts';
import { phone375 } from '../storyViewports.ts';
import { BuybackPage, buybackPageStatuses, type BuybackValues } from './BuybackPage.tsx';

const empty: BuybackValues = { brand: '', model: '', year: '', condition: '', serial: '', kit: '', expectedPrice: '', city: '', name: '', phone: '', message: '', website: '' };
const filled: BuybackValues = {
  brand: 'Patek Philippe',
  model: 'Nautilus 5711/1A-010',
  year: '2019',
  condition: 'Отличное, без полировки',
  serial: '6543210',
  kit: 'Коробка и документы',
  expectedPrice: '115 000 $',
  city: 'Москва',
  name: 'Игорь Петров',
  phone: '+7 916 700-00-01',
  message: 'Готов привезти часы в бутик в субботу.',
  website: '',
};

const meta = {
  title: 'Views/BuybackPage',
  component: BuybackPage,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'editing',
    values: empty,
    errors: {},
    photos: [],
    onFieldChange: fn(),
    onPhotosAdd: fn(),
    onPhotoRemove: fn(),
    onSubmit: fn(),
    onRestart: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: buybackPageStatuses } },
} satisfies Meta<typeof BuybackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of contactFormMachine (kind `buyback`), named after it: tests/stories/machineStates.test.ts.

/** `editing`: the watch, up to 6 photos, the contacts; the services sidebar beside them with nothing current. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Выкуп часов' })).toBeVisible();
    const sidebar = canvas.getByRole('navigation', { name: 'Услуги бутика' });
    await expect(sidebar).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: /Оценка часов|Запись на встречу|Проверка подлинности|Сервис/ })) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
    await expect(canvas.getByRole('group', { name: /О часах/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Бренд/ }), 'P');
    await expect(args.onFieldChange).toHaveBeenCalledWith('brand', 'P');
    // Issue 22 §10: the one consent stated beside the submit button, with the terms of sale and privacy policy links; nothing to tick.
    await expect(canvas.getByText(/Отправляя заявку, вы соглашаетесь с/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ожидаемая цена' }), '1');
    await expect(args.onFieldChange).toHaveBeenCalledWith('expectedPrice', '1');
    const photos = [new File(['a'], 'dial.jpg', { type: 'image/jpeg' }), new File(['b'], 'back.jpg', { type: 'image/jpeg' })];
    await userEvent.upload(canvas.getByLabelText('Добавить фото'), photos);
    await expect(args.onPhotosAdd).toHaveBeenCalledWith(photos);
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить на оценку' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** An invalid submit (still `editing`): brand, model, name and phone are required; the year is checked. */
export const Invalid: Story = {
  args: { values: { ...empty, year: '19' }, errors: { brand: 'required', model: 'required', year: 'invalid-year', name: 'required', phone: 'required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Бренд/ })).toHaveAccessibleDescription('Укажите бренд');
    await expect(canvas.getByRole('textbox', { name: /Год выпуска/ })).toHaveAccessibleDescription('Год — четыре цифры, не раньше 1900 и не позже текущего');
    await expect(canvas.getByRole('textbox', { name: /Телефон/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Four photos picked, a PDF left out; the first is the one that goes with the request. */
export const WithPhotos: Story = {
  args: { values: filled, photos: storyPhotos(4), errors: { photos: 'not-image' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Главное')).toBeVisible();
    await expect(canvas.getByText('Можно прикрепить только изображения')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить фото nautilus-3.jpg' }));
    await expect(args.onPhotoRemove).toHaveBeenCalledWith(2);
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', values: filled, photos: storyPhotos(2) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Отправить на оценку' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Бренд/ })).toHaveAttribute('readonly');
  },
};

/** Back in `editing` after a failure: the server's words, the values kept. */
export const Failure: Story = {
  args: { values: filled, photos: storyPhotos(2), failureMessage: 'Слишком много запросов. Попробуйте ещё раз через минуту.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Слишком много запросов. Попробуйте ещё раз через минуту.');
    await expect(canvas.getByRole('textbox', { name: /Модель/ })).toHaveValue('Nautilus 5711/1A-010');
  },
};

/** `success`: the panel (part 2 §4) takes the form's place and the focus; "evaluate another" starts again. */
export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Заявка на оценку принята' });
    await expect(heading).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Отправить на оценку' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Оценить ещё одни часы' }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  },
};

export const Mobile375: Story = { ...phone375, args: { values: filled, photos: storyPhotos(3) } };

export const SuccessMobile375: Story = { ...phone375, args: { status: 'success' } };

export const English: Story = { args: { errors: { brand: 'required' } }, globals: { locale: 'en' } };
