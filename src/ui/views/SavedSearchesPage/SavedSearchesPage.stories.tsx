import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LinkRenderProps } from '../../link.tsx';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { desktop1440 } from '../ProfileArea/storyViewport.ts';
import { phone375 } from '../storyViewports.ts';
import { SavedSearchesPage, type SavedSearchRow } from './SavedSearchesPage.tsx';

const searches: SavedSearchRow[] = [
  {
    id: 3,
    name: 'Rolex · Submariner · до 15 000 $',
    href: '/catalog?brand_ids=1&search=Submariner&max_price=15000',
    page: 'catalog',
    createdAt: '2026-11-20T10:00:00Z',
    alerts: true,
    newCount: 2,
    busy: false,
    refusal: null,
  },
  {
    id: 2,
    name: 'Hermès Birkin',
    href: '/bags?brand_ids=14',
    page: 'bags',
    createdAt: '2026-11-02T10:00:00Z',
    alerts: false,
    newCount: 0,
    busy: false,
    refusal: null,
  },
  {
    id: 1,
    name: 'Распродажа · Cartier',
    href: '/sale?brand_ids=9',
    page: 'sale',
    createdAt: '2026-10-15T10:00:00Z',
    alerts: true,
    newCount: 1,
    busy: false,
    refusal: null,
  },
];

/** Links that stay on the story when clicked (a followed link would unload the test page). */
const stayingLink = ({ href, className, children, ...aria }: LinkRenderProps) => (
  <a href={href} className={className} onClick={(event) => event.preventDefault()} {...aria}>
    {children}
  </a>
);

const meta = {
  title: 'Views/SavedSearchesPage',
  component: SavedSearchesPage,
  args: {
    state: 'list',
    searches,
    max: 20,
    nameMax: 100,
    renaming: null,
    deleteAsked: null,
    deleting: false,
    locale: 'ru',
    onOpen: fn(),
    onRenameStart: fn(),
    onNameChange: fn(),
    onRenameSubmit: fn(),
    onRenameCancel: fn(),
    onDeleteAsk: fn(),
    onDeleteConfirm: fn(),
    onDeleteDismiss: fn(),
    onToggleAlerts: fn(),
    onRetry: fn(),
    renderLink: stayingLink,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SavedSearchesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading', searches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Сохранённые поиски' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем сохранённые поиски…');
  },
};

export const Failure: Story = {
  args: { state: 'failure', searches: [], errorMessage: 'Сервис временно недоступен' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing saved: how to save a search, and the way to the catalogue. */
export const Empty: Story = {
  args: { state: 'empty', searches: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Сохранённых поисков пока нет' })).toBeInTheDocument();
    await expect(canvas.getByText(/нажмите «Сохранить поиск»/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  },
};

export const ReadyIdle: Story = {
  ...desktop1440,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Сохранено 3 из 20')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Сохранённые поиски' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two searches expected');
    const open = within(first).getByRole('link', { name: 'Rolex · Submariner · до 15 000 $' });
    await expect(open).toHaveAttribute('href', '/catalog?brand_ids=1&search=Submariner&max_price=15000');
    await expect(within(first).getByText('2 новых')).toBeVisible();
    await expect(within(second).queryByText(/\d+ нов/)).toBeNull();
    await expect(within(first).getByText(/Часы · сохранён 20 ноября 2026/)).toBeVisible();
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(3);
    const alerts = within(second).getByRole('switch', { name: /Сообщать о новых поступлениях — Hermès Birkin/ });
    await expect(alerts).not.toBeChecked();
    await userEvent.click(alerts);
    await expect(args.onToggleAlerts).toHaveBeenCalledWith(2);
    await userEvent.click(within(second).getByRole('button', { name: 'Переименовать Hermès Birkin' }));
    await expect(args.onRenameStart).toHaveBeenCalledWith(2);
    await userEvent.click(within(second).getByRole('button', { name: 'Удалить Hermès Birkin' }));
    await expect(args.onDeleteAsk).toHaveBeenCalledWith(2);
  },
};

/** The name becomes a field in place; Enter saves, Escape cancels. */
export const ReadyRenaming: Story = {
  args: { renaming: { id: 2, draft: 'Hermès Birkin 30', problem: null, refusal: null } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Название поиска' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('Hermès Birkin 30');
    await userEvent.type(field, 'x');
    await expect(args.onNameChange).toHaveBeenLastCalledWith('Hermès Birkin 30x');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRenameSubmit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onRenameCancel).toHaveBeenCalledTimes(1);
  },
};

export const RenameTooLong: Story = {
  args: { renaming: { id: 2, draft: 'x'.repeat(101), problem: 'tooLong', refusal: null } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Название поиска' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Не длиннее 100 символов');
  },
};

/** The server refused the name: the form again, with its words. */
export const RenameRefused: Story = {
  args: { renaming: { id: 2, draft: 'Новое', problem: null, refusal: 'Название не может быть пустым' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Название поиска' })).toHaveAccessibleDescription('Название не может быть пустым');
  },
};

/** The new name shows at once, its row busy until the server agrees. */
export const ReadySaving: Story = {
  args: { searches: searches.map((search) => (search.id === 2 ? { ...search, name: 'Hermès Birkin 30', busy: true } : search)) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('link', { name: 'Hermès Birkin 30' }).closest('li');
    await expect(row).toHaveAttribute('aria-busy', 'true');
  },
};

export const ReadyConfirmingDelete: Story = {
  args: { deleteAsked: { id: 2, name: 'Hermès Birkin' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Удалить поиск «Hermès Birkin»?' });
    await expect(dialog).toHaveAccessibleDescription('Уведомления, которые уже пришли, останутся.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Не удалять' }));
    await expect(args.onDeleteDismiss).toHaveBeenCalled();
  },
};

/** Deleted at once; the deletion on its way is announced. */
export const ReadyDeleting: Story = {
  args: { deleting: true, searches: searches.filter((search) => search.id !== 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Удаляем поиск…');
    await expect(canvas.queryByRole('link', { name: 'Hermès Birkin' })).toBeNull();
  },
};

/** The switch moved at once; its row is busy until the server agrees. */
export const ReadyToggling: Story = {
  args: { searches: searches.map((search) => (search.id === 2 ? { ...search, alerts: true, busy: true } : search)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Hermès Birkin/ })).toBeChecked();
  },
};

/** A refused switch went back, with the server's words beside it. */
export const Refused: Story = {
  args: { searches: searches.map((search) => (search.id === 2 ? { ...search, refusal: 'Поиск не найден' } : search)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Поиск не найден');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeInTheDocument();
    await expect(canvas.getByText('2 new')).toBeVisible();
    await expect(canvas.getByText(/Watches · saved November 20, 2026/)).toBeVisible();
    await expect(canvas.getAllByRole('switch', { name: /Tell me about new arrivals/ })).toHaveLength(3);
  },
};

export const Mobile375: Story = {
  ...phone375,
  args: { renaming: { id: 3, draft: 'Rolex · Submariner · до 15 000 $', problem: null, refusal: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
