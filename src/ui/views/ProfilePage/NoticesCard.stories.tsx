import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { phone375 } from '../storyViewports.ts';
import { NoticesCard } from './NoticesCard.tsx';

const meta = {
  title: 'Views/ProfilePage/NoticesCard',
  component: NoticesCard,
  args: {
    telegram: { on: false, saving: false },
    onTelegramChange: fn(),
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className}>
        {children}
      </a>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: '880px', padding: `${vars.space.lg} ${vars.space.md}` }}>{Story()}</div>],
} satisfies Meta<typeof NoticesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of telegramNoticesMachine (src/machines/alerts/telegramNoticesMachine.ts); tests/stories/machineStates.test.ts
// checks them all.

/** `idle`: a Telegram account, the switch off by default; the ways to the notices and the saved searches. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Все уведомления' })).toHaveAttribute('href', '/profile/notifications');
    await expect(canvas.getByRole('link', { name: 'Сохранённые поиски' })).toHaveAttribute('href', '/profile/searches');
    const telegram = canvas.getByRole('switch', { name: 'Присылать уведомления в Telegram' });
    await expect(telegram).not.toBeChecked();
    await userEvent.click(telegram);
    await expect(args.onTelegramChange).toHaveBeenCalledWith(true);
  },
};

/** `sending`: switched on, shown at once, being saved. */
export const Sending: Story = {
  args: { telegram: { on: true, saving: true } },
  play: async ({ canvasElement }) => {
    const telegram = within(canvasElement).getByRole('switch', { name: 'Присылать уведомления в Telegram' });
    await expect(telegram).toBeChecked();
    await expect(telegram).toHaveAttribute('aria-busy', 'true');
  },
};

/** An account without Telegram: no switch (the bot does not know its chat), the links stay. */
export const WithoutTelegram: Story = {
  args: { telegram: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Все уведомления' })).toBeVisible();
  },
};

export const IdleEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Send notices to Telegram' })).toBeVisible();
  },
};

export const IdleMobile375: Story = { ...phone375, args: { telegram: { on: true, saving: false } } };
