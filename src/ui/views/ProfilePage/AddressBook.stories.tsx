import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { phone375 } from '../storyViewports.ts';
import { AddressBook, type AddressBookProps } from './AddressBook.tsx';
import { addressArgs, internationalValues, localValues } from './storyData.ts';

const meta = {
  title: 'Views/ProfilePage/AddressBook',
  component: AddressBook,
  args: addressArgs(),
  // The width the card gets on /profile (ProfilePage's column).
  decorators: [(Story) => <div style={{ maxWidth: '880px', padding: `${vars.space.lg} ${vars.space.md}` }}>{Story()}</div>],
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

type Form = NonNullable<AddressBookProps['form']>;
const editing = (patch: Partial<Form> = {}): Form => ({ mode: 'edit', values: localValues, errors: {}, saving: false, failure: null, ...patch });
const creating = (patch: Partial<Form> = {}): Form => ({
  mode: 'create',
  values: { ...localValues, cityId: '', state: '', postalCode: '', line1: '', comment: '' },
  errors: {},
  saving: false,
  failure: null,
  ...patch,
});
const deleting = { label: 'Тверская ул., 1, кв. 12, Москва', busy: false, failure: null };

type Canvas = ReturnType<typeof within>;
const form = (canvas: Canvas, name: string | RegExp = /^(Новый адрес|Изменить адрес)$/) => within(canvas.getByRole('form', { name }));

// One story per state of addressBookMachine (src/machines/profile/addressBookMachine.ts): its two parallel regions,
// `lists` (the cities and countries) and `book` (the addresses); tests/stories/machineStates.test.ts checks them all.

/** `book.loading`. */
export const BookLoading: Story = {
  args: { status: 'loading', addresses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Адреса доставки' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем адреса…');
    await expect(canvas.queryByRole('button', { name: 'Добавить адрес' })).toBeNull();
  },
};

/** `book.failure`: the addresses did not load. */
export const BookFailure: Story = {
  args: { status: 'failure', addresses: [], loadFailure: 'Сервер не отвечает. Попробуйте ещё раз через минуту.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Сервер не отвечает. Попробуйте ещё раз через минуту.');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** `book.ready.browsing`: the saved addresses with their actions. */
export const BookReadyBrowsing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Сохранённые адреса' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText('Тверская ул., 1, кв. 12')).toBeVisible();
    await expect(first.getByText('Москва')).toBeVisible();
    await expect(first.getByText('125009 · RU · Домофон 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить адрес Sheikh Mohammed bin Rashid Blvd, 1' }));
    await expect(args.onEdit).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить адрес Friedrichstraße 123, Wohnung 4' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить адрес' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** `book.ready.editing`: the inline form, a local address (a city from the list). */
export const BookReadyEditing: Story = {
  args: { form: editing() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const edit = form(canvas, 'Изменить адрес');
    // The form takes the focus where it opens; the add button waits until it closes.
    await expect(edit.getByRole('heading', { level: 3, name: 'Изменить адрес' })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Добавить адрес' })).toBeNull();
    const kind = within(edit.getByRole('group', { name: 'Тип адреса' }));
    await expect(kind.getByRole('radio', { name: 'По России и ОАЭ' })).toBeChecked();
    await expect(edit.getByRole('combobox', { name: 'Город' })).toHaveValue('1');
    await expect(edit.queryByRole('combobox', { name: 'Страна' })).toBeNull();
    await expect(edit.getByRole('textbox', { name: 'Адрес' })).toHaveAttribute('placeholder', 'Улица, дом, квартира');
    await expect(edit.getByRole('textbox', { name: 'Комментарий для курьера' })).toHaveValue('Домофон 12');

    await userEvent.click(kind.getByRole('radio', { name: 'Международный' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('international');
    await userEvent.type(edit.getByRole('textbox', { name: 'Дополнительно' }), 'П');
    await expect(args.onChange).toHaveBeenCalledWith('line2', 'П');
    await userEvent.click(edit.getByRole('button', { name: 'Сохранить адрес' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(edit.getByRole('button', { name: 'Отмена' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** `book.ready.saving`. */
export const BookReadySaving: Story = {
  args: { form: editing({ saving: true }) },
  play: async ({ canvasElement, args }) => {
    const edit = form(within(canvasElement), 'Изменить адрес');
    const save = edit.getByRole('button', { name: 'Сохранить адрес' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(edit.getByRole('textbox', { name: 'Адрес' })).toHaveAttribute('readonly');
    await expect(edit.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};

/** `book.ready.confirmingDelete`: the shop's modal asks first. */
export const BookReadyConfirmingDelete: Story = {
  args: { deleting },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Удалить адрес?' }));
    // The text is the address itself (the dialog's description); the panel may still be fading in.
    await expect(dialog.getByText('Тверская ул., 1, кв. 12, Москва')).toBeInTheDocument();
    await expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    await expect(args.onDismissDelete).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Удалить' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismissDelete).toHaveBeenCalledTimes(2);
  },
};

/** `book.ready.deleting`. */
export const BookReadyDeleting: Story = {
  args: { deleting: { ...deleting, busy: true } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Удалить адрес?' }));
    const confirm = dialog.getByRole('button', { name: 'Удалить' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirmDelete).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeDisabled();
  },
};

/** `lists.loading`: the form is open before the cities and countries arrive; their selects wait. */
export const ListsLoading: Story = {
  args: { form: creating(), listsStatus: 'loading', cities: [], countries: [] },
  play: async ({ canvasElement }) => {
    const create = form(within(canvasElement), 'Новый адрес');
    const city = create.getByRole('combobox', { name: 'Город' });
    await expect(city).toBeDisabled();
    await expect(city).toHaveAccessibleDescription('Загружаем список…');
    await expect(create.getByRole('textbox', { name: 'Адрес' })).toBeEnabled();
  },
};

/** `lists.ready`: choose a city from the list. */
export const ListsReady: Story = {
  args: { form: creating() },
  play: async ({ canvasElement, args }) => {
    const create = form(within(canvasElement), 'Новый адрес');
    const city = create.getByRole('combobox', { name: 'Город' });
    await expect(city).toBeEnabled();
    await expect(city).toHaveValue('');
    await expect(within(city).getByRole('option', { name: 'Выберите город' })).toBeInTheDocument();
    await userEvent.selectOptions(city, 'Дубай');
    await expect(args.onChange).toHaveBeenCalledWith('cityId', '3');
  },
};

/** `lists.unavailable`: no lists; a note says so and the country is typed as its code. */
export const ListsUnavailable: Story = {
  args: { form: creating({ values: { ...internationalValues, countryCode: '' } }), listsStatus: 'unavailable', cities: [], countries: [] },
  play: async ({ canvasElement, args }) => {
    const create = form(within(canvasElement), 'Новый адрес');
    await expect(create.getByText(/Списки городов и стран сейчас недоступны/)).toBeVisible();
    await expect(create.queryByRole('combobox', { name: 'Страна' })).toBeNull();
    const code = create.getByRole('textbox', { name: 'Код страны' });
    await expect(code).toHaveAttribute('maxlength', '2');
    await userEvent.type(code, 'd');
    await expect(args.onChange).toHaveBeenCalledWith('countryCode', 'd');
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Сохранённых адресов пока нет')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить адрес' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** A first address being added: the empty note gives way to the form. */
export const EmptyCreating: Story = {
  args: { addresses: [], form: creating() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Сохранённых адресов пока нет')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Новый адрес' })).toHaveFocus();
  },
};

export const InternationalForm: Story = {
  args: { form: editing({ values: internationalValues }) },
  play: async ({ canvasElement, args }) => {
    const edit = form(within(canvasElement), 'Изменить адрес');
    await expect(edit.getByRole('radio', { name: 'Международный' })).toBeChecked();
    await expect(edit.queryByRole('combobox', { name: 'Город' })).toBeNull();
    const country = edit.getByRole('combobox', { name: 'Страна' });
    await expect(country).toHaveValue('DE');
    await expect(edit.getByRole('textbox', { name: 'Город' })).toHaveValue('Берлин');
    await userEvent.selectOptions(country, 'Франция');
    await expect(args.onChange).toHaveBeenCalledWith('countryCode', 'FR');
    await userEvent.click(edit.getByRole('radio', { name: 'По России и ОАЭ' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('local');
  },
};

export const FormErrors: Story = {
  args: {
    form: creating({
      values: { ...internationalValues, countryCode: '', cityText: '', line1: 'Ул.' },
      errors: { countryCode: 'countryIso', cityText: 'cityText', line1: 'addressMin' },
    }),
  },
  play: async ({ canvasElement }) => {
    const create = form(within(canvasElement), 'Новый адрес');
    const country = create.getByRole('combobox', { name: 'Страна' });
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await expect(country).toHaveAccessibleDescription('Выберите страну (двухбуквенный код)');
    await expect(create.getByRole('textbox', { name: 'Город' })).toHaveAccessibleDescription('Укажите город');
    await expect(create.getByRole('textbox', { name: 'Адрес' })).toHaveAccessibleDescription('Адрес — не короче 5 символов');
    await expect(create.getByRole('textbox', { name: 'Индекс' })).not.toHaveAttribute('aria-invalid');
  },
};

export const SelectCityError: Story = {
  args: { form: creating({ errors: { cityId: 'selectCity' } }) },
  play: async ({ canvasElement }) => {
    const city = form(within(canvasElement), 'Новый адрес').getByRole('combobox', { name: 'Город' });
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription('Выберите город');
  },
};

export const SaveFailed: Story = {
  args: { form: editing({ failure: 'Не удалось сохранить адрес. Попробуйте ещё раз.' }) },
  play: async ({ canvasElement }) => {
    const edit = form(within(canvasElement), 'Изменить адрес');
    await expect(edit.getByRole('alert')).toHaveTextContent('Не удалось сохранить адрес. Попробуйте ещё раз.');
    await expect(edit.getByRole('button', { name: 'Сохранить адрес' })).toBeEnabled();
  },
};

export const DeleteFailed: Story = {
  args: { deleting: { ...deleting, failure: 'Адрес используется в неоплаченном заказе' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Удалить адрес?' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Адрес используется в неоплаченном заказе');
    await expect(dialog.getByRole('button', { name: 'Удалить' })).toBeEnabled();
  },
};

export const Phone: Story = {
  ...phone375,
  args: { form: editing({ values: internationalValues }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // Each row's actions stay reachable: at least 32 px tall, inside the card.
    const editButton = canvas.getByRole('button', { name: 'Изменить адрес Тверская ул., 1, кв. 12' });
    await expect(editButton.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    await expect(editButton.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const English: Story = {
  args: { form: creating({ errors: { line1: 'addressMin' } }) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery addresses' })).toBeInTheDocument();
    await expect(canvas.getByText('Address must be at least 5 characters')).toBeVisible();
  },
};
