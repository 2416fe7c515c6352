import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RequestForm, requestFormKinds } from './RequestForm.tsx';

const empty = { name: '', phone: '', email: '', message: '', consent: false, website: '' };
const filled = { name: 'Алексей Смирнов', phone: '+7 916 123-45-67', email: 'alexey.smirnov@yandex.ru', message: 'Есть ли скидка при оплате наличными?', consent: true, website: '' };

const meta = {
  title: 'Views/RequestForm',
  component: RequestForm,
  args: {
    kind: 'price',
    values: empty,
    errors: {},
    onFieldChange: fn(),
    onConsentChange: fn(),
    onPhotoChange: fn(),
    onSubmit: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: requestFormKinds } },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof RequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** contactFormMachine (kind price / livePhotos) `editing`: typing reports each field; the honeypot is neither visible nor reachable. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Имя/ }), 'М');
    await expect(args.onFieldChange).toHaveBeenCalledWith('name', 'М');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Я соглашаюсь с условиями продажи и политикой конфиденциальности' }));
    await expect(args.onConsentChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const trap = canvasElementInput(canvas.getByRole('button', { name: 'Узнать цену' }), 'website');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Узнать цену' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

function canvasElementInput(inside: HTMLElement, name: string): HTMLInputElement {
  const input = inside.closest('form')?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  return input;
}

/** contactFormMachine `editing` after a refused submit: an invalid submit shows the errors under the fields. */
export const Validating: Story = {
  args: {
    values: { ...empty, phone: '123' },
    errors: { name: 'required', phone: 'invalid-phone', email: 'required', consent: 'required' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Имя/ })).toHaveAccessibleDescription('Введите имя');
    await expect(canvas.getByRole('textbox', { name: /Телефон/ })).toHaveAccessibleDescription('Номер должен содержать от 7 до 15 цифр');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Нужно согласие на обработку персональных данных')).toBeVisible();
  },
};

/** contactFormMachine `submitting`: busy button, locked fields. */
export const Submitting: Story = {
  args: { values: filled, busy: true, photoName: 'wrist.jpg' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Узнать цену' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** contactFormMachine back in `editing` after a failed send: the worded failure (429 here) and the values kept for another try. */
export const Failure: Story = {
  args: { values: filled, failureMessage: 'Слишком много запросов. Попробуйте через минуту.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Слишком много запросов. Попробуйте через минуту.');
    await expect(canvas.getByRole('textbox', { name: /Имя/ })).toHaveValue('Алексей Смирнов');
  },
};

/** contactFormMachine `success`: the last frame before the modal closes (the success toast says the rest). */
export const Success: Story = {
  args: { values: filled },
};

export const LivePhotos: Story = {
  args: { kind: 'livePhotos' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Запросить фото' })).toBeVisible();
  },
};

export const PhotoRejected: Story = {
  args: { values: filled, errors: { photo: 'not-image' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Фото (необязательно)')).toHaveAccessibleDescription('Можно прикрепить только изображение');
  },
};

export const English: Story = {
  args: { errors: { name: 'required' } },
  globals: { locale: 'en' },
};
