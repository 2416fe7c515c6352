import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { phone375 } from '../storyViewports.ts';
import { ProfileArea } from './ProfileArea.tsx';
import { desktop1440 } from './storyViewport.ts';

/** A stand-in for the section the area frames (the real pages have their own stories). */
function Placeholder({ title }: { title: string }) {
  return (
    <div style={{ padding: `${vars.space.lg} ${vars.space.md}`, display: 'grid', gap: vars.space.md }}>
      <h1 style={{ margin: 0, fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, fontWeight: 500 }}>{title}</h1>
      {Array.from({ length: 3 }, (_, index) => (
        <div
          key={index}
          style={{ height: '160px', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, backgroundColor: vars.color.surface }}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'Views/ProfileArea',
  component: ProfileArea,
  args: {
    current: '/profile',
    name: 'Алексей Смирнов',
    onSignOut: fn(),
    children: <Placeholder title="Профиль" />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const ORDER = ['/profile', '/purchase-history', '/favorites', '/compare', '/profile/searches', '/profile/notifications', '/cart', '/faq', '/support'];

const section = { current: '/purchase-history', children: <Placeholder title="История покупок" /> } as const;

export const HubDesktop: Story = {
  ...desktop1440,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Личный кабинет' });
    await expect(nav).toBeVisible();
    await expect(within(nav).getByText('Алексей Смирнов')).toBeVisible();
    // Part 1 §2.9: the links in this order, then «Выйти».
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(ORDER);
    await expect(within(nav).getByRole('link', { name: 'Профиль' })).toHaveAttribute('aria-current', 'page');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // Two columns: the sidebar sticks beside the section, no back arrow on the hub.
    await expect(getComputedStyle(nav).position).toBe('sticky');
    const heading = canvas.getByRole('heading', { level: 1, name: 'Профиль' });
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(heading.getBoundingClientRect().left);
    await expect(canvas.queryByRole('link', { name: 'Назад в профиль' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Выйти' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const HubPhone: Story = {
  ...phone375,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Below 900 px the hub's sidebar is the menu: full width, above the page, rows of 48 px and more.
    const nav = canvas.getByRole('navigation', { name: 'Личный кабинет' });
    await expect(nav).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1, name: 'Профиль' });
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(ORDER);
    for (const row of [...links, within(nav).getByRole('button', { name: 'Выйти' })]) {
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
      await expect(row.getBoundingClientRect().width).toBeGreaterThan(300);
    }
    await expect(within(nav).getByRole('link', { name: 'Профиль' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Назад в профиль' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await userEvent.click(within(nav).getByRole('button', { name: 'Выйти' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const SectionDesktop: Story = {
  ...desktop1440,
  args: section,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Личный кабинет' });
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'История покупок' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Профиль' })).not.toHaveAttribute('aria-current');
    // The back arrow is for phones only.
    await expect(canvas.queryByRole('link', { name: 'Назад в профиль' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'История покупок' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Выйти' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const SectionPhone: Story = {
  ...phone375,
  args: section,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A section on a phone: no sidebar, a back arrow to the hub above the content.
    await expect(canvas.queryByRole('navigation', { name: 'Личный кабинет' })).toBeNull();
    const back = canvas.getByRole('link', { name: 'Назад в профиль' });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '/profile');
    await expect(back).toHaveTextContent('Профиль');
    await expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    const heading = canvas.getByRole('heading', { level: 1, name: 'История покупок' });
    await expect(back.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** No name on the account yet: only «Личный кабинет» above the links. */
export const WithoutName: Story = {
  ...desktop1440,
  args: { name: null, current: '/cart', children: <Placeholder title="Корзина" /> },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Личный кабинет' }));
    await expect(nav.getByText('Личный кабинет')).toBeVisible();
    await expect(nav.queryByText('Алексей Смирнов')).toBeNull();
    await expect(nav.getByRole('link', { name: 'Корзина' })).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  ...desktop1440,
  args: section,
  globals: { ...desktop1440.globals, locale: 'en' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation'));
    await expect(nav.getByRole('link', { name: 'Purchase history' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** Issue 28: the notices' section, its unread figure beside the link (part of the link's name). */
export const NoticesSection: Story = {
  ...desktop1440,
  args: { current: '/profile/notifications', unreadNotices: 3, children: <Placeholder title="Уведомления" /> },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Личный кабинет' }));
    await expect(nav.getByRole('link', { name: 'Уведомления 3' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Сохранённые поиски' })).toHaveAttribute('href', '/profile/searches');
  },
};
