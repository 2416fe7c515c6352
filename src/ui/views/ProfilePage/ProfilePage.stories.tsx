import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProfileArea } from '../ProfileArea/ProfileArea.tsx';
import { desktop1440 } from '../ProfileArea/storyViewport.ts';
import { phone375 } from '../storyViewports.ts';
import { AddressBook } from './AddressBook.tsx';
import { NoticesCard } from './NoticesCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { PersonalInfoCard } from './PersonalInfoCard.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { addressArgs, infoArgs, passwordArgs } from './storyData.ts';

const meta = {
  title: 'Views/ProfilePage',
  component: ProfilePage,
  args: {
    info: <PersonalInfoCard {...infoArgs()} />,
    password: <PasswordCard {...passwordArgs()} values={{ current: '', next: '', confirm: '' }} strength={null} showTip={false} />,
    addresses: <AddressBook {...addressArgs()} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The three cards, in order, each a section with its anchor id, named by its h2. */
const expectCards = async (canvas: Canvas) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
  const sections = ['Личные данные', 'Смена пароля', 'Адреса доставки'].map((name) => canvas.getByRole('region', { name }));
  await expect(sections.map((section) => section.id)).toEqual(['info', 'password', 'addresses']);
  for (const [index, section] of sections.entries()) {
    await expect(within(section).getAllByRole('heading', { level: 2 })).toHaveLength(1);
    const next = sections[index + 1];
    if (next) await expect(section.getBoundingClientRect().bottom).toBeLessThanOrEqual(next.getBoundingClientRect().top);
  }
};

export const Ready: Story = {
  ...desktop1440,
  play: async ({ canvasElement }) => {
    await expectCards(within(canvasElement));
  },
};

export const Loading: Story = {
  args: {
    info: <PersonalInfoCard {...infoArgs()} status="loading" />,
    addresses: <AddressBook {...addressArgs()} status="loading" addresses={[]} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Загружаем личные данные…',
      'Загружаем адреса…',
    ]);
    await expect(canvas.getByRole('region', { name: 'Личные данные' })).toHaveAttribute('id', 'info');
  },
};

/** /profile as the app shows it on a desktop: the profile area's sidebar beside the cards. */
export const InProfileAreaDesktop: Story = {
  ...desktop1440,
  render: (args) => (
    <ProfileArea current="/profile" name="Алексей Смирнов" onSignOut={fn()}>
      <ProfilePage {...args} />
    </ProfileArea>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvas);
    const nav = canvas.getByRole('navigation', { name: 'Личный кабинет' });
    const card = canvas.getByRole('region', { name: 'Личные данные' });
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().left);
  },
};

/** …and on a 375 px phone: the menu list above the cards. */
export const InProfileAreaPhone: Story = {
  ...phone375,
  render: InProfileAreaDesktop.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvas);
    await expect(canvas.getByRole('navigation', { name: 'Личный кабинет' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Issue 28: a Telegram account's «Уведомления» card under the personal info, its switch off by default. */
const notices = (
  <NoticesCard
    telegram={{ on: false, saving: false }}
    onTelegramChange={fn()}
    renderLink={({ href, className, children }) => (
      <a href={href} className={className}>
        {children}
      </a>
    )}
  />
);

export const ReadyWithNotices: Story = {
  ...desktop1440,
  args: { notices },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCards(canvas);
    const info = canvas.getByRole('region', { name: 'Личные данные' });
    const card = canvas.getByRole('region', { name: 'Уведомления' });
    await expect(card.id).toBe('notices');
    await expect(info.getBoundingClientRect().bottom).toBeLessThanOrEqual(card.getBoundingClientRect().top);
    await expect(within(card).getByRole('switch', { name: 'Присылать уведомления в Telegram' })).not.toBeChecked();
  },
};

export const ReadyWithNoticesPhone: Story = {
  ...phone375,
  args: { notices },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Уведомления' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
