import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AccountMenu, type AccountMenuProps } from './AccountMenu.tsx';

/** The menu as the header uses it: its open state held by the caller. */
function Stateful(props: AccountMenuProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px', minHeight: '320px' }}>
      <AccountMenu
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Views/AccountMenu',
  component: AccountMenu,
  render: (args) => <Stateful {...args} />,
  args: { initials: 'АС', open: false, onOpenChange: fn(), onNavigate: fn(), onSignOut: fn() },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with names: the initials on a dark disc, also in the button's name ("Профиль АС"). */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Профиль АС' });
    await expect(button).toHaveTextContent('АС');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Signed in without names (registered by phone): a check mark says so. */
export const NoNames: Story = {
  args: { initials: null },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Профиль' });
    await expect(button.querySelector('svg')).not.toBeNull();
  },
};

/** Open: the account's pages and sign-out; a link click asks to close, then navigates. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas, args }) => {
    const menu = canvas.getByRole('menu', { name: 'Аккаунт' });
    await expect(menu).toBeVisible();
    const names = canvas.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(names).toEqual(['Профиль', 'История покупок', 'Избранное', 'Сравнение', 'Сохранённые поиски', 'Уведомления', 'Выйти']);
    await expect(canvas.getByRole('menuitem', { name: 'История покупок' })).toHaveAttribute('href', '/purchase-history');
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Избранное' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/favorites');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard: Enter opens on the first item, arrows move and wrap, Escape closes and focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Профиль АС' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Профиль' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Выйти' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'История покупок' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Sign-out from the keyboard.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Профиль' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** A press outside closes the menu. */
export const ClosesOutside: Story = {
  args: { open: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const English: Story = {
  args: { open: true, initials: 'JD' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Profile JD' })).toHaveTextContent('JD');
    await expect(canvas.getByRole('menuitem', { name: 'Purchase history' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  },
};
