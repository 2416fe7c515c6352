import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { phone375 } from '../storyViewports.ts';
import { PasswordCard, type PasswordCardProps } from './PasswordCard.tsx';
import { passwordArgs } from './storyData.ts';

const meta = {
  title: 'Views/ProfilePage/PasswordCard',
  component: PasswordCard,
  args: passwordArgs(),
  // The width the card gets on /profile (ProfilePage's column).
  decorators: [(Story) => <div style={{ maxWidth: '880px', padding: `${vars.space.lg} ${vars.space.md}` }}>{Story()}</div>],
} satisfies Meta<typeof PasswordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** Password inputs have no role: find them by their label. */
const input = (canvas: Canvas, label: string) => canvas.getByLabelText(label, { selector: 'input' });
const empty = { current: '', next: '', confirm: '' };

// One story per state of passwordChangeMachine (src/machines/profile/passwordMachine.ts); tests/stories/machineStates.test.ts
// checks them all.

/** `editing`: the three fields, the strength of the new password and the tip. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Смена пароля' })).toBeInTheDocument();
    const current = input(canvas, 'Текущий пароль');
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(input(canvas, 'Новый пароль')).toHaveAttribute('autocomplete', 'new-password');
    await expect(input(canvas, 'Повторите новый пароль')).toHaveAttribute('autocomplete', 'new-password');

    const meter = canvas.getByRole('meter', { name: 'Надёжность пароля' });
    await expect(meter).toHaveAttribute('aria-valuenow', '3');
    await expect(meter).toHaveAttribute('aria-valuemin', '0');
    await expect(meter).toHaveAttribute('aria-valuemax', '4');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Хороший');
    await expect(canvas.getByText(/^Надёжность:/)).toHaveTextContent('Надёжность: Хороший');
    await expect(canvas.getByText('Рекомендуем пароль из 12 символов и длиннее')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();

    // Show / hide: the reader's choice, per field.
    const [toggle] = canvas.getAllByRole('button', { name: 'Показать пароль' });
    if (!toggle) throw new Error('no show-password toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(current).toHaveAttribute('type', 'text');
    await expect(input(canvas, 'Новый пароль')).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(current).toHaveAttribute('type', 'password');

    await userEvent.type(input(canvas, 'Новый пароль'), '!');
    await expect(args.onChange).toHaveBeenCalledWith('next', 'Dubai2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Сменить пароль' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(input(canvas, 'Повторите новый пароль'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** `submitting`: the button is busy and the fields hold still. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Сменить пароль' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input(canvas, 'Новый пароль')).toHaveAttribute('readonly');
  },
};

export const Empty: Story = {
  args: { values: empty, strength: null, showTip: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // No meter until there is a new password to measure.
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(canvas.queryByText('Рекомендуем пароль из 12 символов и длиннее')).toBeNull();
    // The machine decides what an empty submit means («Заполните все поля»).
    await userEvent.click(canvas.getByRole('button', { name: 'Сменить пароль' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

const LABELS = ['Очень слабый', 'Слабый', 'Средний', 'Хороший', 'Надёжный'] as const;
const PASSWORDS = ['abc', 'abcdefgh', 'Abcdefgh', 'Abcdefg1', 'Abcdefg1!longer'] as const;

const strengthStory = (strength: 0 | 1 | 2 | 3 | 4): Story => ({
  args: {
    values: { current: 'Moscow-2024', next: PASSWORDS[strength], confirm: '' },
    strength,
    showTip: PASSWORDS[strength].length < 12,
  } satisfies Partial<PasswordCardProps>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Надёжность пароля' });
    await expect(meter).toHaveAttribute('aria-valuenow', String(strength));
    await expect(meter).toHaveAttribute('aria-valuetext', LABELS[strength]);
    await expect(canvas.getByText(/^Надёжность:/)).toHaveTextContent(`Надёжность: ${LABELS[strength]}`);
    // The meter describes the new password field.
    await expect(input(canvas, 'Новый пароль')).toHaveAccessibleDescription(expect.stringContaining(LABELS[strength]));
  },
});

export const Strength0 = strengthStory(0);
export const Strength1 = strengthStory(1);
export const Strength2 = strengthStory(2);
export const Strength3 = strengthStory(3);
export const Strength4 = strengthStory(4);

export const FillAll: Story = {
  args: { values: { current: 'Moscow-2024', next: '', confirm: '' }, strength: null, showTip: false, error: 'fillAll' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Заполните все поля');
    await expect(input(canvas, 'Текущий пароль')).not.toHaveAttribute('aria-invalid');
    await expect(input(canvas, 'Новый пароль')).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvas, 'Повторите новый пароль')).toHaveAccessibleDescription('Заполните все поля');
  },
};

export const Mismatch: Story = {
  args: { values: { current: 'Moscow-2024', next: 'Dubai2026', confirm: 'Dubai2025' }, error: 'mismatch' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Пароли не совпадают$/);
    await expect(input(canvas, 'Повторите новый пароль')).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvas, 'Новый пароль')).not.toHaveAttribute('aria-invalid');
  },
};

export const TooShort: Story = {
  args: { values: { current: 'Moscow-2024', next: 'Ab1', confirm: 'Ab1' }, strength: 1, error: 'tooShort' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Пароль должен быть не короче 6 символов');
    await expect(input(canvas, 'Новый пароль')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SameAsCurrent: Story = {
  args: { values: { current: 'Dubai2026', next: 'Dubai2026', confirm: 'Dubai2026' }, error: 'sameAsCurrent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Новый пароль должен отличаться от текущего');
    await expect(input(canvas, 'Новый пароль')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ServerFailure: Story = {
  args: { failure: 'Текущий пароль указан неверно' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Текущий пароль указан неверно');
    await expect(canvas.getByRole('button', { name: 'Сменить пароль' })).toBeEnabled();
  },
};

/** A phone-code or Google sign-up: no password yet, so nothing to confirm it with. */
export const NoPasswordYet: Story = {
  args: { hasPassword: false, values: { current: '', next: 'Dubai2026', confirm: '' }, strength: 3, username: '+7 916 123-45-67' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Задать пароль' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Текущий пароль')).toBeNull();
    await expect(input(canvas, 'Новый пароль')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Задать пароль' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // The toggle sits inside the field, not beside it.
    const field = input(canvas, 'Новый пароль').getBoundingClientRect();
    const [, toggle] = canvas.getAllByRole('button', { name: 'Показать пароль' });
    const box = toggle?.getBoundingClientRect();
    await expect(box && box.right <= field.right && box.left >= field.left).toBe(true);
  },
};

export const English: Story = {
  args: { error: 'mismatch' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Good');
    await expect(canvas.getByText(/^Strength:/)).toHaveTextContent('Strength: Good');
  },
};
