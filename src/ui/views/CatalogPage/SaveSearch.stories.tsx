import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { SaveSearch, saveSearchStatuses } from './SaveSearch.tsx';

/** Issue 28 «Сохранить поиск»: one story per state of saveSearchMachine (tests/stories/machineStates.test.ts). */
const meta = {
  title: 'Views/CatalogPage/SaveSearch',
  component: SaveSearch,
  args: {
    status: 'idle',
    saved: false,
    name: 'Rolex · Submariner · до 15 000 $',
    failure: null,
    savedName: null,
    again: false,
    mode: 'watches',
    chips: [
      { id: 'price', kind: 'price', min: null, max: 15000 },
      { id: 'brandIds:1', kind: 'named', name: 'Rolex', lead: true },
      { id: 'conditions:2', kind: 'named', name: 'Как новые' },
    ],
    search: 'Submariner',
    locale: 'ru',
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className}>
        {children}
      </a>
    ),
    onSave: fn(),
    onNameChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: saveSearchStatuses } },
} satisfies Meta<typeof SaveSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** idle: the button; pressed, it hands over the name made of the filters' and the search's words. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить поиск' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringMatching(/^Rolex · Submariner · Как новые · до 15\s000\s\$$/));
  },
};

/** idle with nothing narrowing the page: the page's own name. */
export const IdleWholePage: Story = {
  args: { mode: 'bags', chips: [], search: '' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить поиск' }));
    await expect(args.onSave).toHaveBeenCalledWith('Все сумки');
  },
};

/** idle once this search was saved: the button says so. */
export const IdleSaved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Поиск сохранён' })).toBeVisible();
  },
};

/** naming: the dialog with the suggested name, ready to be kept or retyped. */
export const Naming: Story = {
  args: { status: 'naming' },
  play: async ({ args }) => {
    const field = await screen.findByRole('textbox', { name: 'Название' });
    await expect(field).toHaveValue('Rolex · Submariner · до 15 000 $');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Мой Rolex');
    await expect(args.onNameChange).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** naming after the 20-search limit: the server's words at the field, and the way to the saved searches. */
export const NamingLimitReached: Story = {
  args: { status: 'naming', failure: { message: 'Можно сохранить не больше 20 поисков', limit: true } },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: 'Название' })).toHaveAccessibleDescription('Можно сохранить не больше 20 поисков');
    await expect(screen.getByRole('link', { name: 'Открыть сохранённые поиски' })).toHaveAttribute('href', '/profile/searches');
  },
};

/** saving: busy, the name kept as typed. */
export const Saving: Story = {
  args: { status: 'saving' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Сохранить' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};

/** saved: said, with the way to the saved searches. */
export const Saved: Story = {
  args: { status: 'saved', saved: true, savedName: 'Мой Rolex' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Поиск сохранён' }));
    await waitFor(() => expect(dialog.getByText(/Сохранили как «Мой Rolex»/)).toBeVisible());
    await expect(dialog.getByRole('link', { name: 'Мои сохранённые поиски' })).toHaveAttribute('href', '/profile/searches');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить просмотр' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** saved, again: the search was saved before (this visit, or the server knew it under its own name). */
export const SavedAgain: Story = {
  args: { status: 'saved', saved: true, savedName: 'Submariner до 15 тысяч', again: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Поиск сохранён' }));
    await waitFor(() => expect(dialog.getByText('Этот поиск уже сохранён как «Submariner до 15 тысяч».')).toBeVisible());
  },
};

export const NamingEnglish: Story = {
  args: { status: 'naming', name: 'Rolex · Submariner · up to $15,000', locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Save this search' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const IdleEnglish: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save this search' }));
    await expect(args.onSave).toHaveBeenCalledWith('Rolex · Submariner · Как новые · up to $15,000');
  },
};

/** The dialog at 375 px. */
export const NamingMobile375: Story = { ...phone375, args: { status: 'naming' } };
