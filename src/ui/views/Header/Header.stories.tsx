import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu.tsx';
import { phone320, phone375 } from '../storyViewports.ts';
import { Header, headerLocales } from './Header.tsx';

const meta = {
  title: 'Views/Header',
  component: Header,
  args: {
    locale: 'ru',
    onToggleLocale: fn(),
    searchValue: '',
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    onSuggestionMove: fn(),
    onSuggestionPick: fn(),
    onSuggestionsClose: fn(),
    cartCount: 0,
    favoritesCount: 0,
    signedIn: false,
    onOpenFavorites: fn(),
    onOpenCart: fn(),
    onOpenProfile: fn(),
    onOpenMenu: fn(),
    menuOpen: false,
  },
  argTypes: { locale: { control: 'inline-radio', options: headerLocales } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCartCount: Story = { args: { cartCount: 3, favoritesCount: 12 } };
export const SignedIn: Story = { args: { signedIn: true, cartCount: 1 } };
/** Part 1 §2.3: the cart's badge counts the items (Σ quantities); the figure is part of the button's name. */
export const CartBadge: Story = {
  args: { signedIn: true, cartCount: 4 },
  play: async ({ canvas, args }) => {
    const cart = canvas.getByRole('button', { name: 'Корзина 4' });
    await expect(cart).toHaveTextContent('4');
    await userEvent.click(cart);
    await expect(args.onOpenCart).toHaveBeenCalledTimes(1);
    // Nothing counted, no badge (favorites are 0 here).
    await expect(canvas.getByRole('button', { name: 'Избранное' })).toHaveTextContent('');
  },
};
/** Issue 10 item 11: signed in, the profile icon becomes the account button with the initials and its menu. */
export const SignedInAccount: Story = {
  args: {
    signedIn: true,
    account: <AccountMenu initials="АС" open={false} onOpenChange={fn()} onNavigate={fn()} onSignOut={fn()} />,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Профиль АС' });
    await expect(button).toHaveTextContent('АС');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  },
};
export const MenuOpen: Story = { args: { menuOpen: true } };
export const English: Story = { args: { locale: 'en' } };
export const WithSearchValue: Story = { args: { searchValue: 'Nautilus' } };
const thumb = (hue: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44"><rect width="44" height="44" fill="#F3EDE3"/><circle cx="22" cy="22" r="12" fill="${hue}"/><circle cx="22" cy="22" r="9" fill="#FBF8F2"/></svg>`,
  )}`;
const items = [
  { id: 31, brand: 'Audemars Piguet', model: 'Royal Oak Selfwinding', reference: '15500ST.OO.1220ST.01', imageUrl: thumb('#B8975A') },
  { id: 32, brand: 'Audemars Piguet', model: 'Royal Oak Offshore Chronograph', reference: '26470ST', imageUrl: thumb('#3B3833') },
  { id: 33, brand: 'Audemars Piguet', model: 'Royal Oak Jumbo Extra-Thin', reference: '16202ST', imageUrl: null },
];

/* One story per leaf state of suggestionsMachine (tests/stories/machineStates.test.ts). */
export const Closed: Story = { args: { searchValue: 'Roy', suggestions: { state: 'closed', items, highlighted: -1 } } };
export const Debouncing: Story = { args: { searchValue: 'Roy', suggestions: { state: 'loading', items: [], highlighted: -1 } } };
export const Loading: Story = { args: { searchValue: 'Royal', suggestions: { state: 'loading', items, highlighted: -1 } } };
export const Showing: Story = {
  args: { searchValue: 'Roy', suggestions: { state: 'showing', items, highlighted: -1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Поиск по каталогу' });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // Issue 22 item 24: HTML forbids role="combobox" on type="search"; a text input carries it.
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSuggestionMove).toHaveBeenCalledWith('next');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onSuggestionMove).toHaveBeenCalledWith('prev');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith('Roy');
    await userEvent.click(canvas.getByRole('option', { name: /Royal Oak Offshore/ }));
    await expect(args.onSuggestionPick).toHaveBeenCalledWith(1);
    await expect(args.onSuggestionsClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onSuggestionsClose).toHaveBeenCalled();
  },
};
/** Issue 10 items 5, 16: watches, jewelry and bags together, each labelled with its catalogue and told apart. */
const mixed = [
  { id: 31, category: 'watches' as const, brand: 'Rolex', model: 'Datejust 41', reference: '126334', year: 2019, condition: 'Отличное состояние', fullSet: true, imageUrl: thumb('#3B3833') },
  { id: 32, category: 'watches' as const, brand: 'Rolex', model: 'Datejust 41', reference: '126334', year: 2023, condition: 'Новые', fullSet: false, imageUrl: thumb('#B8975A') },
  { id: 5, category: 'jewelry' as const, brand: 'Cartier', model: 'Love Bracelet', reference: 'B6067517', condition: 'Новое', fullSet: true, imageUrl: null },
  { id: 4, category: 'bags' as const, brand: 'Hermès', model: 'Birkin 30', reference: 'Birkin 30 Togo Gold GHW', condition: 'Новая', imageUrl: null },
];
export const ShowingMixed: Story = {
  args: { searchValue: 'cartier', suggestions: { state: 'showing', items: mixed, highlighted: -1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: /Cartier.*Украшения.*Love Bracelet/ })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: /Hermès.*Сумки.*Birkin 30/ })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: /2019 · Отличное состояние · Полный комплект/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('option', { name: /Birkin 30/ }));
    await expect(args.onSuggestionPick).toHaveBeenCalledWith(3);
  },
};
export const ShowingHighlighted: Story = {
  args: { searchValue: 'Roy', suggestions: { state: 'showing', items, highlighted: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const option = canvas.getByRole('option', { selected: true });
    await expect(option).toHaveTextContent('Royal Oak Offshore Chronograph');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-activedescendant', option.id);
  },
};
export const NoResults: Story = {
  args: { searchValue: 'Zzzz', suggestions: { state: 'noResults', items: [], highlighted: -1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ничего не найдено');
  },
};
export const Failure: Story = { args: { searchValue: 'Rolex', suggestions: { state: 'failure', items: [], highlighted: -1 } } };
export const ShowingMobile: Story = {
  args: { searchValue: 'Roy', suggestions: { state: 'showing', items, highlighted: 0 } },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
export const Mobile: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
export const Tablet: Story = {
  args: { cartCount: 2, favoritesCount: 4 },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** Issue 28: signed in, the bell leads to the notices; its unread figure joins its name as on the cart. */
export const NoticesBell: Story = {
  args: {
    signedIn: true,
    noticesCount: 3,
    onOpenNotices: fn(),
    account: <AccountMenu initials="АС" open={false} onOpenChange={fn()} onNavigate={fn()} onSignOut={fn()} />,
  },
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: 'Уведомления 3' });
    await expect(bell).toHaveTextContent('3');
    await userEvent.click(bell);
    await expect(args.onOpenNotices).toHaveBeenCalledTimes(1);
  },
};
/** Nothing unread: the bell without a figure. A guest has no bell at all. */
export const NoticesNoneUnread: Story = {
  args: { signedIn: true, noticesCount: 0, onOpenNotices: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Уведомления' })).toHaveTextContent('');
  },
};
export const NoticesGuest: Story = {
  args: { signedIn: false, noticesCount: 3, onOpenNotices: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Уведомления/ })).toBeNull();
  },
};
export const NoticesEnglish: Story = {
  args: { signedIn: true, noticesCount: 12, onOpenNotices: fn(), locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications 12' })).toBeInTheDocument();
  },
};
/** 375 px, signed in, every icon and the one-line wordmark still fit (issue 10 item 10). */
export const NoticesMobile375: Story = {
  ...phone375,
  args: {
    signedIn: true,
    noticesCount: 120,
    cartCount: 2,
    favoritesCount: 4,
    onOpenNotices: fn(),
    account: <AccountMenu initials="АС" open={false} onOpenChange={fn()} onNavigate={fn()} onSignOut={fn()} />,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const logo = canvas.getByRole('link', { name: /Москва.*Дубай/ });
    await expect(logo.scrollWidth).toBeLessThanOrEqual(logo.clientWidth + 1);
    await expect(logo.getBoundingClientRect().height).toBeLessThan(40);
    const bell = canvas.getByRole('button', { name: 'Уведомления 99+' });
    const cart = canvas.getByRole('button', { name: 'Корзина 2' });
    const menu = canvas.getByRole('button', { name: 'Меню' });
    await expect(bell.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(logo.getBoundingClientRect().left);
    await expect(logo.getBoundingClientRect().right).toBeLessThanOrEqual(canvas.getByRole('button', { name: /переключить/ }).getBoundingClientRect().left);
    await expect(cart.getBoundingClientRect().top).toBe(bell.getBoundingClientRect().top);
    // The bell is there, so the account button carries no dot.
    const dot = canvasElement.querySelector('[data-unread-dot]');
    await expect(dot && getComputedStyle(dot).display).toBe('none');
  },
};

/**
 * 320 px, signed in with unread notices: the bell steps aside so the wordmark keeps its room, and a dot on the account
 * button says there is something unread (the account menu lists «Уведомления»).
 */
export const NoticesMobile320: Story = {
  ...phone320,
  args: { ...NoticesMobile375.args },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    const logo = canvas.getByRole('link', { name: /Москва.*Дубай/ });
    await expect(canvas.queryByRole('button', { name: /^Уведомления/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Меню' }).getBoundingClientRect().right).toBeLessThanOrEqual(logo.getBoundingClientRect().left);
    await expect(logo.getBoundingClientRect().right).toBeLessThanOrEqual(canvas.getByRole('button', { name: /переключить/ }).getBoundingClientRect().left);
    const dot = canvasElement.querySelector('[data-unread-dot]');
    await expect(dot && getComputedStyle(dot).display).toBe('block');
  },
};

/* One story per leaf state of noticeCountMachine (the bell; tests/stories/machineStates.test.ts). */
export const SignedOut: Story = { ...NoticesGuest };
/** The first count on its way, or none to be had: the bell without a figure. */
export const SignedInLoading: Story = { ...NoticesNoneUnread };
export const SignedInReady: Story = { ...NoticesBell };
/** Asked again on focus: the figure stays meanwhile. */
export const SignedInRefreshing: Story = { ...NoticesBell };
export const SignedInUnavailable: Story = { ...NoticesNoneUnread };
