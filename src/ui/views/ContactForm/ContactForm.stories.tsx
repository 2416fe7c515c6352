import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { ContactForm, contactFormStatuses } from './ContactForm.tsx';

const empty = { name: '', phone: '', email: '', message: '', consent: false, website: '' };
const filled = {
  name: 'Анна Кузнецова',
  phone: '+7 903 555-12-34',
  email: 'anna.kuznetsova@mail.ru',
  message: 'Хочу посмотреть Rolex Submariner 126610LN в бутике на Петровке.',
  consent: true,
  website: '',
};

const meta = {
  title: 'UI/ContactForm',
  component: ContactForm,
  args: { status: 'editing', values: empty, errors: {}, onFieldChange: fn(), onConsentChange: fn(), onSubmit: fn() },
  argTypes: { status: { control: 'inline-radio', options: contactFormStatuses } },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of contactFormMachine (src/machines/contactForm/machine.ts), named after it:
// tests/stories/machineStates.test.ts checks them.

/** `editing`: typing reports each field; the honeypot is neither visible nor reachable. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Напишите нам' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Имя/ }), 'А');
    await expect(args.onFieldChange).toHaveBeenCalledWith('name', 'А');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Сообщение' }), 'Д');
    await expect(args.onFieldChange).toHaveBeenCalledWith('message', 'Д');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Я соглашаюсь с условиями продажи и политикой конфиденциальности' }));
    await expect(args.onConsentChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await expect(canvasElement.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** An invalid submit (still `editing`): the problems under the fields. */
export const Invalid: Story = {
  args: { values: { ...empty, phone: '123', email: 'anna@' }, errors: { name: 'required', phone: 'invalid-phone', email: 'invalid-email', consent: 'required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Имя/ })).toHaveAccessibleDescription('Введите имя');
    await expect(canvas.getByRole('textbox', { name: /Телефон/ })).toHaveAccessibleDescription('Номер должен содержать от 7 до 15 цифр');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('Введите корректный e-mail');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('Нужно согласие на обработку персональных данных');
  },
};

/** `submitting`: busy button, read-only fields; a second press does nothing. */
export const Submitting: Story = {
  args: { status: 'submitting', values: filled },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Отправить' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Имя/ })).toHaveAttribute('readonly');
  },
};

/** Back in `editing` after a failure: the worded failure (429 here) and the values kept for another try. */
export const Failure: Story = {
  args: { values: filled, failureMessage: 'Слишком много запросов. Попробуйте ещё раз через минуту.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Слишком много запросов. Попробуйте ещё раз через минуту.');
    await expect(canvas.getByRole('textbox', { name: /Имя/ })).toHaveValue('Анна Кузнецова');
  },
};

/** `success`: the fields cleared, a quiet confirmation above them (the toast says it too). */
export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Сообщение отправлено');
    await expect(canvas.getByRole('textbox', { name: /Имя/ })).toHaveValue('');
  },
};

/** On /services: its own heading and lead. */
export const WithTitle: Story = {
  args: { title: 'Оценка часов', lead: 'Опишите модель, состояние и комплект — оценим в течение 24 часов.', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Оценка часов' })).toBeVisible();
  },
};

export const Mobile375: Story = { ...phone375, args: { values: filled, errors: { email: 'invalid-email' } } };

export const English: Story = { args: { errors: { name: 'required' } }, globals: { locale: 'en' } };
