import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../Button/Button.tsx';
import { SignInPanel, signInSteps } from './SignInPanel.tsx';

const empty = { phone: '', password: '', confirm: '', code: '' };
const phone = { ...empty, phone: '+7 916 123-45-67' };
const filled = { ...phone, password: 'Submariner41', confirm: 'Submariner41' };

/** Stands in for Telegram's widget iframe (the feature loads the real script). */
const widget = (
  <Button type="button" variant="secondary" fullWidth>
    Войти через Telegram
  </Button>
);

const meta = {
  title: 'Views/SignInPanel',
  component: SignInPanel,
  args: {
    open: true,
    onOpenChange: fn(),
    step: 'initial',
    values: empty,
    errors: {},
    providerEnabled: true,
    telegramWidget: widget,
    supportPhone: '8 800 200-57-11',
    onChoose: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
    onBack: fn(),
    onSignInInstead: fn(),
  },
  argTypes: { step: { control: 'select', options: signInSteps } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// The drawer portals into <body>: queries go through `screen`.

/** `initial.idle`: the method choice; each button reports its method. */
export const InitialIdle: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'По номеру телефона' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('phone');
    await userEvent.click(screen.getByRole('button', { name: 'По номеру и паролю' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('password');
    await userEvent.click(screen.getByRole('button', { name: 'Регистрация' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('register');
    await userEvent.click(screen.getByRole('button', { name: 'Войти через Google' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('google');
    await expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
  },
};
/** No identity provider and no bot configured: only our own methods show, nothing breaks. */
export const InitialIdleWithoutProviders: Story = {
  args: { providerEnabled: false, telegramWidget: undefined },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Войти через Google' })).toBeNull();
    await expect(screen.queryByText('или')).toBeNull();
  },
};
export const InitialSigningInWithTelegram: Story = { args: { pending: 'telegram', busy: true } };
export const InitialSigningInWithGoogle: Story = {
  args: { pending: 'google', busy: true },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('button', { name: 'По номеру телефона' })).toBeDisabled());
  },
};

/** `phone.editing` (the legacy phone dialog); Back reports itself. */
export const PhoneEditing: Story = {
  args: { step: 'phone' },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /Номер телефона/ }), '7');
    await expect(args.onChange).toHaveBeenCalledWith('phone', '7');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
/** Part 1 §5: "Введите номер телефона". */
export const PhoneEditingRequired: Story = {
  args: { step: 'phone', errors: { phone: 'phone-required' } },
  play: async () => {
    await expect(await screen.findByText('Введите номер телефона')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Номер телефона/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const PhoneRequestingCode: Story = { args: { step: 'phone', values: phone, busy: true } };

/** `verification.editing`: 4 digits to submit, a resend link and the toll-free help line. */
export const VerificationEditing: Story = {
  args: { step: 'verification', values: { ...phone, code: '48' } },
  play: async ({ args }) => {
    const submit = await screen.findByRole('button', { name: 'Подтвердить' });
    await expect(submit).toBeDisabled();
    await expect(screen.getByRole('textbox', { name: /Последние 4 цифры/ })).toHaveAttribute('maxlength', '4');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('link', { name: '8 800 200-57-11' })).toHaveAttribute('href', 'tel:88002005711');
  },
};
export const VerificationEditingComplete: Story = {
  args: { step: 'verification', values: { ...phone, code: '4821' } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
/** Part 1 §5: "Введите код подтверждения". */
export const VerificationEditingRequired: Story = { args: { step: 'verification', errors: { code: 'code-required' } } };
export const VerificationVerifying: Story = { args: { step: 'verification', values: { ...phone, code: '4821' }, busy: true } };
export const VerificationResending: Story = { args: { step: 'verification', values: phone, busy: true, resending: true } };

/** `firebasePhone.editing`: the provider's SMS sign-in (its captcha is invisible). */
export const FirebasePhoneEditing: Story = { args: { step: 'firebasePhone' } };
export const FirebasePhoneEditingRequired: Story = { args: { step: 'firebasePhone', errors: { phone: 'phone-required' } } };
export const FirebasePhoneSendingCode: Story = { args: { step: 'firebasePhone', values: phone, busy: true } };

/** `firebaseCode.editing`: up to 6 characters. */
export const FirebaseCodeEditing: Story = {
  args: { step: 'firebaseCode', values: { ...phone, code: '1234' } },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: /Код из SMS/ })).toHaveAttribute('maxlength', '6');
  },
};
/** Part 1 §5: an empty code. */
export const FirebaseCodeEditingRequired: Story = { args: { step: 'firebaseCode', errors: { code: 'code-required' } } };
/** Part 1 §5: "a missing confirmation object gives Ошибка верификации". */
export const FirebaseCodeEditingConfirmationMissing: Story = {
  args: { step: 'firebaseCode', values: { ...phone, code: '123456' }, errors: { code: 'confirmation-missing' } },
  play: async () => {
    await expect(await screen.findByText('Ошибка верификации')).toBeVisible();
  },
};
export const FirebaseCodeConfirming: Story = { args: { step: 'firebaseCode', values: { ...phone, code: '123456' }, busy: true } };

/** `password.editing`. */
export const PasswordEditing: Story = {
  args: { step: 'password', values: phone },
  play: async ({ args }) => {
    const password = await screen.findByLabelText(/^Пароль/);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'S');
    await expect(args.onChange).toHaveBeenCalledWith('password', 'S');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
/** Part 1 §5: 7 to 15 digits and a non-empty password. */
export const PasswordEditingInvalid: Story = {
  args: { step: 'password', values: { ...empty, phone: '+7 916' }, errors: { phone: 'phone-digits', password: 'password-required' } },
  play: async () => {
    await expect(await screen.findByText('Номер телефона должен содержать от 7 до 15 цифр')).toBeVisible();
    await expect(screen.getByText('Введите пароль')).toBeVisible();
  },
};
export const PasswordSubmitting: Story = {
  args: { step: 'password', values: filled, busy: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** `register.editing`: phone, password, confirmation; the one consent stated beside the button (issue 22 §10), nothing to tick. */
export const RegisterEditing: Story = {
  args: { step: 'register', values: phone },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    await expect(within(dialog).getByText(/Регистрируясь, вы соглашаетесь с/)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/terms');
    await expect(within(dialog).getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/privacy-policy');
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
  },
};
/** The same in English. */
export const RegisterEditingEnglish: Story = {
  args: { step: 'register', values: phone },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText(/By creating an account you agree to/)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'the terms of sale' })).toHaveAttribute('href', '/terms');
  },
};
/** Part 1 §5 and part 2 §8: at least 6 characters; "Пароли не совпадают". */
export const RegisterEditingInvalid: Story = {
  args: { step: 'register', values: { ...phone, password: '12345', confirm: '1234' }, errors: { password: 'password-short', confirm: 'password-mismatch' } },
  play: async () => {
    await expect(await screen.findByText('Пароль должен содержать не менее 6 символов')).toBeVisible();
    await expect(screen.getByText('Пароли не совпадают')).toBeVisible();
  },
};
export const RegisterSubmitting: Story = { args: { step: 'register', values: filled, busy: true } };

/** `telegramRegister.editing`: the same form titled as completing the registration. */
export const TelegramRegisterEditing: Story = {
  args: { step: 'telegramRegister', values: phone },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Завершение регистрации' })).toBeVisible();
  },
};
/** Part 1 §5: "Данные Telegram не найдены". */
export const TelegramRegisterEditingNoData: Story = {
  args: { step: 'telegramRegister', values: filled, errors: { telegram: 'telegram-missing' } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Данные Telegram не найдены');
  },
};
export const TelegramRegisterSubmitting: Story = { args: { step: 'telegramRegister', values: filled, busy: true } };

/** Issue 22 item 5: a 429 on any limited step says how long to wait (`rateLimited`), the form still usable. */
const tooMany = (minutes: number) => `Слишком много попыток. Попробуйте через ${minutes} мин.`;
export const PhoneRateLimited: Story = {
  args: { step: 'phone', values: phone, retryMinutes: 1 },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(tooMany(1));
  },
};
export const VerificationRateLimited: Story = {
  args: { step: 'verification', values: { ...phone, code: '4821' }, retryMinutes: 15 },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(tooMany(15));
  },
};
export const PasswordRateLimited: Story = {
  args: { step: 'password', values: filled, retryMinutes: 9 },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(tooMany(9));
    await expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
  },
};
export const PasswordRateLimitedEnglish: Story = {
  args: { step: 'password', values: filled, retryMinutes: 9 },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 9 min.');
  },
};
export const RegisterRateLimited: Story = {
  args: { step: 'register', values: filled, retryMinutes: 2 },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(tooMany(2));
  },
};
export const TelegramRegisterRateLimited: Story = {
  args: { step: 'telegramRegister', values: filled, retryMinutes: 3 },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(tooMany(3));
  },
};
/** A registered number: said at the phone, and its question opens the sign-in step with it. */
export const RegisterEditingPhoneTaken: Story = {
  args: { step: 'register', values: filled, errors: { phone: 'phone-taken' } },
  play: async ({ args }) => {
    const field = await screen.findByRole('textbox', { name: /Номер телефона/ });
    await expect(field).toHaveAccessibleDescription('Этот номер уже зарегистрирован — войти?');
    await userEvent.click(screen.getByRole('button', { name: 'войти?' }));
    await expect(args.onSignInInstead).toHaveBeenCalledTimes(1);
  },
};
/** The refused password and code at their fields (the toast says it too). */
export const PasswordEditingWrongPassword: Story = {
  args: { step: 'password', values: filled, errors: { password: 'password-wrong' } },
  play: async () => {
    await expect(await screen.findByText('Неверный номер телефона или пароль')).toBeVisible();
  },
};
export const VerificationEditingWrongCode: Story = {
  args: { step: 'verification', values: { ...phone, code: '4821' }, errors: { code: 'code-wrong' } },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: /Последние 4 цифры/ })).toHaveAccessibleDescription('Неверный код подтверждения');
  },
};

/** Issue 22 item 6: a guest's action opened the panel; it says why, on every step until signed in. */
export const InitialIdleWithReason: Story = {
  args: { reason: 'favorite' },
  play: async () => {
    await expect(await screen.findByText('Войдите, чтобы сохранить в избранное')).toBeVisible();
  },
};
export const PasswordEditingWithReason: Story = {
  args: { step: 'password', values: phone, reason: 'cart' },
  play: async () => {
    await expect(await screen.findByText('Войдите, чтобы добавить в корзину')).toBeVisible();
  },
};
export const InitialIdleWithReasonEnglish: Story = {
  args: { reason: 'compare' },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByText('Sign in to compare')).toBeVisible();
  },
};

/** Issue 28: «Сохранить поиск» and «Сообщить, когда освободится» pressed as a guest say so too. */
export const InitialIdleWithSaveSearchReason: Story = {
  args: { reason: 'saveSearch' },
  play: async () => {
    await expect(await screen.findByText('Войдите, чтобы сохранить поиск')).toBeVisible();
  },
};
export const InitialIdleWithPieceAlertReasonEnglish: Story = {
  args: { reason: 'pieceAlert' },
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByText('Sign in and we will tell you when the piece is free')).toBeVisible();
  },
};

/** `completing` decides at once; it looks like `signedIn`. */
export const Completing: Story = { args: { step: 'signedIn', busy: true } };
export const SignedIn: Story = {
  args: { step: 'signedIn', busy: true },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Вход выполнен успешно');
  },
};

export const InitialIdleEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible();
  },
};
export const Mobile: Story = {
  args: { step: 'register', values: phone },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
