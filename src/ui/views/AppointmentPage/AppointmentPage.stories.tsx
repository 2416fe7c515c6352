import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyHours } from '../InfoPages/storyHours.ts';
import { phone375 } from '../storyViewports.ts';
import { AppointmentPage, appointmentPageStatuses, type AppointmentValues, type TimeSlot } from './AppointmentPage.tsx';

/** A weekday's slots in a boutique: 11:00 to 20:30 (kernel/boutiques.ts). */
const slots = (passedUntil = ''): TimeSlot[] =>
  Array.from({ length: 20 }, (_, i) => {
    const minutes = 660 + i * 30;
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
    return { value, disabled: passedUntil !== '' && value <= passedUntil };
  });

const empty: AppointmentValues = { city: '', date: '', time: '', name: '', phone: '', message: '', website: '' };
const filled: AppointmentValues = {
  city: 'dubai',
  date: '2099-07-15',
  time: '15:30',
  name: 'Дмитрий Орлов',
  phone: '+971 50 123 4567',
  message: 'Хочу примерить Patek Philippe 5711/1A-010.',
  website: '',
};

const meta = {
  title: 'Views/AppointmentPage',
  component: AppointmentPage,
  parameters: { layout: 'fullscreen' },
  args: { status: 'editing', values: empty, errors: {}, minDate: '2099-07-14', timeSlots: slots(), hours: storyHours, onFieldChange: fn(), onSubmit: fn() },
  argTypes: { status: { control: 'inline-radio', options: appointmentPageStatuses } },
} satisfies Meta<typeof AppointmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of contactFormMachine (kind `appointment`), named after it: tests/stories/machineStates.test.ts.

/** `editing`: the boutique as two options, a day from today, a time inside its hours that day; appointment is current. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Запись на встречу' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Запись на встречу/ })).toHaveAttribute('aria-current', 'page');
    // Issue 22 item 9: the boutiques' one set of hours, as /about and /contacts show it.
    await expect(canvas.getByRole('heading', { name: 'Часы работы бутиков' })).toBeVisible();
    await expect(canvas.getAllByRole('definition').map((row) => row.textContent)).toEqual(['11:00–21:00', '15:00–19:00', 'выходной']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Дубай' }));
    await expect(args.onFieldChange).toHaveBeenCalledWith('city', 'dubai');
    // Issue 22 §10: the one consent stated beside the submit button, with the terms of sale and privacy policy links; nothing to tick.
    await expect(canvas.getByText(/Отправляя заявку, вы соглашаетесь с/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/privacy-policy');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    const date = canvas.getByLabelText(/Дата/);
    await expect(date).toHaveAttribute('type', 'date');
    await expect(date).toHaveAttribute('min', '2099-07-14');
    const time = canvas.getByRole('combobox', { name: /Время/ });
    const options = [...(time as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
    await expect(options[0]).toBe('11:00');
    await expect(options.at(-1)).toBe('20:30');
    await userEvent.selectOptions(time, '15:30');
    await expect(args.onFieldChange).toHaveBeenCalledWith('time', '15:30');
    await userEvent.type(canvas.getByRole('textbox', { name: /Имя/ }), 'Д');
    await expect(args.onFieldChange).toHaveBeenCalledWith('name', 'Д');
    await userEvent.click(canvas.getByRole('button', { name: 'Записаться' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** An invalid submit (still `editing`): every required field named. */
export const Invalid: Story = {
  args: { errors: { city: 'required', date: 'required', time: 'required', name: 'required', phone: 'required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Город/ })).toHaveAccessibleDescription('Выберите город');
    await expect(canvas.getByLabelText(/Дата/)).toHaveAccessibleDescription('Выберите дату');
    await expect(canvas.getByRole('combobox', { name: /Время/ })).toHaveAccessibleDescription('Выберите время');
    await expect(canvas.getByRole('textbox', { name: /Телефон/ })).toHaveAccessibleDescription('Введите номер телефона');
  },
};

/** Today, with the morning gone: past slots cannot be chosen; a stale draft's time is refused. */
export const Today: Story = {
  args: { values: { ...filled, date: '2099-07-14', time: '12:00' }, timeSlots: slots('12:30'), errors: { time: 'time-passed' } },
  play: async ({ canvas }) => {
    const time = canvas.getByRole('combobox', { name: /Время/ });
    await expect(time).toHaveAccessibleDescription('Это время уже прошло — выберите другое');
    await expect(canvas.getByRole('option', { name: '12:30' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: '13:00' })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', values: filled },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Записаться' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Дубай' })).toBeDisabled();
  },
};

/** Back in `editing` after a failure: the server's detail (a 400 naming the day here). */
export const Failure: Story = {
  args: { values: filled, failureMessage: 'Не удалось записаться. Попробуйте ещё раз или позвоните нам.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось записаться');
    await expect(canvas.getByRole('radio', { name: 'Дубай' })).toBeChecked();
  },
};

/** `success`: the fields cleared and a confirmation above them (the 4000 ms toast says it too). */
export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Вы записаны');
    await expect(canvas.getByRole('radio', { name: 'Москва' })).not.toBeChecked();
  },
};

export const Mobile375: Story = { ...phone375, args: { values: filled } };

export const English: Story = { args: { values: filled }, globals: { locale: 'en' } };
