import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { phone375 } from '../storyViewports.ts';
import { PersonalInfoCard } from './PersonalInfoCard.tsx';
import { infoArgs } from './storyData.ts';

const meta = {
  title: 'Views/ProfilePage/PersonalInfoCard',
  component: PersonalInfoCard,
  args: infoArgs(),
  // The width the card gets on /profile (ProfilePage's column).
  decorators: [(Story) => <div style={{ maxWidth: '880px', padding: `${vars.space.lg} ${vars.space.md}` }}>{Story()}</div>],
} satisfies Meta<typeof PersonalInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Сохранить' });

// One story per state of profileInfoMachine (src/machines/profile/infoMachine.ts); tests/stories/machineStates.test.ts
// checks them all.

/** `loading`: grey fields while the profile loads. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Личные данные' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем личные данные…');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  },
};

/** `failure`: the load failed; «Повторить» asks again. */
export const Failure: Story = {
  args: { status: 'failure', loadFailure: 'Нет соединения с сервером. Проверьте интернет.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Нет соединения с сервером. Проверьте интернет.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** `ready.idle`: the saved profile; nothing changed, so «Сохранить» is off and «Отменить» absent. */
export const ReadyIdle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'Имя' });
    await expect(first).toHaveValue('Алексей');
    await expect(first).toHaveAttribute('autocomplete', 'given-name');
    await expect(canvas.getByRole('textbox', { name: 'Фамилия' })).toHaveAttribute('autocomplete', 'family-name');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    // Part 2 §5: the phone of a phone sign-up cannot change here; Telegram never can.
    const phone = canvas.getByRole('textbox', { name: 'Телефон' });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('readonly');
    await expect(phone).toHaveAccessibleDescription('Номер телефона изменить нельзя: обратитесь в поддержку');
    const telegram = canvas.getByRole('textbox', { name: 'Telegram' });
    await expect(telegram).toHaveValue('@alexey_smirnov');
    await expect(telegram).toHaveAttribute('readonly');
    await expect(telegram).toHaveAccessibleDescription('Привязан через Telegram, изменить нельзя');

    await expect(save(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Отменить' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.type(first, 'й');
    await expect(args.onChange).toHaveBeenCalledWith('firstName', 'Алексейй');
    await userEvent.click(canvas.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.tab();
    await expect(args.onEmailBlur).toHaveBeenCalledTimes(1);
    // Enter while nothing can be saved sends nothing.
    await userEvent.type(first, '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** `ready.saving`: the changes are on their way; the fields hold still. */
export const ReadySaving: Story = {
  args: { values: { ...infoArgs().values, firstName: 'Алекс' }, changed: true, canSave: false, saving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = save(canvas);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Имя' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Отменить' })).toBeDisabled();
  },
};

export const Changed: Story = {
  args: { values: { ...infoArgs().values, firstName: 'Алекс' }, changed: true, canSave: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(save(canvas)).toBeEnabled();
    await userEvent.click(save(canvas));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    // Enter in a field submits the form too.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Фамилия' }), '{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const InvalidEmail: Story = {
  args: { values: { ...infoArgs().values, email: 'alexey@' }, emailInvalid: true, changed: true, canSave: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Некорректный e-mail');
    await expect(save(canvas)).toBeDisabled();
    await userEvent.type(email, '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Отменить' })).toBeEnabled();
  },
};

/** Part 2 §5: a messenger sign-up without a phone may add one. */
export const PhoneEditable: Story = {
  args: { values: { ...infoArgs().values, phone: '' }, phoneEditable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Телефон' });
    await expect(phone).not.toHaveAttribute('readonly');
    await expect(phone).toHaveAccessibleDescription('Добавьте номер: по нему мы свяжемся с вами');
    await userEvent.type(phone, '9');
    await expect(args.onChange).toHaveBeenCalledWith('phone', '9');
  },
};

export const NoTelegram: Story = {
  args: { telegram: null },
  play: async ({ canvasElement }) => {
    const telegram = within(canvasElement).getByRole('textbox', { name: 'Telegram' });
    await expect(telegram).toHaveValue('Не привязан');
    await expect(telegram).toHaveAttribute('readonly');
    await expect(telegram).not.toHaveAccessibleDescription();
  },
};

export const SaveFailed: Story = {
  args: {
    values: { ...infoArgs().values, email: 'a.smirnov@example.com' },
    changed: true,
    canSave: true,
    fieldErrors: { email: 'Этот e-mail уже используется' },
    failure: 'Не удалось сохранить изменения',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось сохранить изменения');
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Этот e-mail уже используется');
    // The failure sits above the buttons.
    const alert = canvas.getByRole('alert');
    await expect(alert.compareDocumentPosition(save(canvas)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const Phone: Story = {
  ...phone375,
  args: { changed: true, canSave: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // One column: each field as wide as the next.
    const first = canvas.getByRole('textbox', { name: 'Имя' }).getBoundingClientRect();
    const last = canvas.getByRole('textbox', { name: 'Фамилия' }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
    await expect(Math.round(last.width)).toBe(Math.round(first.width));
  },
};

export const English: Story = {
  args: { emailInvalid: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    await expect(canvas.getByText('Invalid email')).toBeInTheDocument();
  },
};
