import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPhoto } from '../ProductGallery/storyPhotos.ts';
import { phone375 } from '../storyViewports.ts';
import { CheckoutPage, type CheckoutLine, type CheckoutValues, type PromoView } from './CheckoutPage.tsx';

const lines: CheckoutLine[] = [
  { id: 11, kind: 'watch', href: '/product/42', brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', priceUsd: '14950.00', imageUrl: storyPhoto(0).imageUrl, quantity: 1 },
  { id: 12, kind: 'bag', href: '/bag/4', brand: 'Hermès', model: 'Birkin 30', reference: 'Birkin 30 Togo Gold GHW', priceUsd: '28500.00', imageUrl: storyPhoto(1).imageUrl, quantity: 2 },
  { id: 13, kind: 'jewelry', href: '/jewelry/5', brand: 'Cartier', model: 'Love Bracelet', reference: 'B6067517', priceUsd: '7250.00', imageUrl: null, quantity: 1 },
];
// Part 2 §9: subtotal 14 950 + 2 × 28 500 + 7 250; pickup is free.
const subtotal = 79200;

const emptyValues: CheckoutValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  pickupCityId: '',
  countryCode: '',
  state: '',
  city: '',
  postalCode: '',
  addressLine1: '',
  addressLine2: '',
  comment: '',
};

const contact = { firstName: 'Анна', lastName: 'Волкова', phone: '+7 915 123-45-67', email: 'anna.volkova@example.ru' };

const deliveryValues: CheckoutValues = {
  ...emptyValues,
  ...contact,
  countryCode: 'GB',
  city: 'London',
  postalCode: 'W1K 4QY',
  addressLine1: '12 Mount Street',
  comment: 'Позвонить за час до доставки',
};

const noPromo: PromoView = { input: '', applied: null, busy: false, invalid: false };

const pickupCities = [
  { id: 1, name: 'Москва' },
  { id: 2, name: 'Дубай' },
];

const countries = [
  { code: 'RU', name: 'Россия' },
  { code: 'AE', name: 'ОАЭ' },
  { code: 'GB', name: 'Великобритания' },
  { code: 'FR', name: 'Франция' },
];

const savedAddresses = [
  { id: 7, label: 'Дом — Москва, Тверская ул., 8' },
  { id: 8, label: 'Офис — Dubai, Sheikh Zayed Rd, 1' },
];

const meta = {
  title: 'Views/CheckoutPage',
  component: CheckoutPage,
  args: {
    state: 'form',
    locale: 'ru',
    lines,
    goodsCount: 4,
    subtotalUsd: subtotal,
    deliveryUsd: 0,
    discountUsd: 0,
    totalUsd: subtotal,
    values: emptyValues,
    errors: {},
    deliveryMethod: 'pickup',
    onDeliveryMethodChange: fn(),
    mode: 'reserve',
    onModeChange: fn(),
    pickupCities,
    countries,
    savedAddresses: [],
    selectedAddressId: null,
    onSavedAddressSelect: fn(),
    saveAddress: false,
    onSaveAddressChange: fn(),
    agree: false,
    onAgreeChange: fn(),
    onFieldChange: fn(),
    onClearContact: fn(),
    promo: noPromo,
    onPromoInput: fn(),
    onPromoApply: fn(),
    onPromoRemove: fn(),
    submitting: false,
    canSubmit: true,
    onSubmit: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The submit button the reader sees: the aside's on a desktop, the bottom bar's below 1024 px. */
const submitButton = (canvas: ReturnType<typeof within>, name: string | RegExp = 'Зарезервировать') => {
  const [button] = canvas.getAllByRole('button', { name });
  if (!button) throw new Error(`no visible "${String(name)}" button`);
  return button;
};

export const Loading: Story = {
  args: { state: 'loading', lines: [], goodsCount: 0, subtotalUsd: 0, totalUsd: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Оформление заказа' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем заказ…');
    await expect(canvas.queryByRole('button', { name: 'Зарезервировать' })).toBeNull();
  },
};

/** Part 2 §2: an empty cart shows the screen as empty with a link to /catalog. */
export const Empty: Story = {
  args: { state: 'empty', lines: [], goodsCount: 0, subtotalUsd: 0, totalUsd: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Оформлять пока нечего' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Failure: Story = {
  args: { state: 'failure', lines: [], goodsCount: 0, subtotalUsd: 0, totalUsd: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить корзину');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Pickup (the default), nothing typed yet. */
export const Form: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Every control has a label; the required ones say so.
    for (const name of [/^Имя/, /^Фамилия/, /^Телефон/, /^E-mail/]) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    }
    await userEvent.type(canvas.getByRole('textbox', { name: /^Имя/ }), 'А');
    await expect(args.onFieldChange).toHaveBeenCalledWith('firstName', 'А');
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить контактные данные' }));
    await expect(args.onClearContact).toHaveBeenCalledTimes(1);

    // Pickup by default: the pickup city select, no address fields.
    await expect(canvas.getByRole('radio', { name: 'Самовывоз' })).toBeChecked();
    const city = canvas.getByRole('combobox', { name: /Город самовывоза/ });
    await expect(within(city).getAllByRole('option').map((option) => option.textContent)).toEqual(['Выберите город', 'Москва', 'Дубай']);
    await userEvent.selectOptions(city, 'Дубай');
    await expect(args.onFieldChange).toHaveBeenCalledWith('pickupCityId', '2');
    await expect(canvas.queryByRole('combobox', { name: /Страна/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Доставка' }));
    await expect(args.onDeliveryMethodChange).toHaveBeenCalledWith('delivery');

    // Part 2 §4: only reserve is selectable; card and crypto are shown disabled, with a note.
    const payment = within(canvas.getByRole('group', { name: 'Способ оплаты' }));
    await expect(payment.getByRole('radio', { name: 'Резерв без предоплаты' })).toBeChecked();
    await expect(payment.getByRole('radio', { name: 'Оплата картой' })).toBeDisabled();
    await expect(payment.getByRole('radio', { name: 'Криптовалюта' })).toBeDisabled();
    await expect(payment.getByRole('radio', { name: 'Криптовалюта' })).toHaveAccessibleDescription('Скоро будет доступно');

    // Consent links the terms and the privacy policy.
    await expect(canvas.getByRole('link', { name: 'условиями продажи' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'политикой конфиденциальности' })).toHaveAttribute('href', '/privacy-policy');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я соглашаюсь/ }));
    await expect(args.onAgreeChange).toHaveBeenCalledWith(true);

    // The summary: lines, 4 goods, free pickup, no discount line, the total, back to the cart.
    const summary = within(canvas.getByRole('complementary', { name: 'Ваш заказ' }));
    await expect(summary.getAllByRole('listitem')).toHaveLength(3);
    await expect(summary.getByRole('link', { name: 'Birkin 30' })).toHaveAttribute('href', '/bag/4');
    await expect(summary.getByText(/^2 ×/).closest('span')).toHaveTextContent(/2 × 28\s500\s\$/);
    await expect(summary.getByText('4 товара')).toBeInTheDocument();
    await expect(summary.getByText('Бесплатно')).toBeInTheDocument();
    await expect(summary.queryByText(/Скидка/)).toBeNull();
    await expect(canvas.getByRole('complementary')).toHaveTextContent(/Итого\s*79\s200\s\$/);
    await expect(summary.getByRole('link', { name: 'Вернуться в корзину' })).toHaveAttribute('href', '/cart');

    // Promo: apply is disabled while the input is empty.
    await expect(summary.getByRole('button', { name: 'Применить' })).toBeDisabled();
    await userEvent.type(summary.getByRole('textbox', { name: 'Промокод' }), 'S');
    await expect(args.onPromoInput).toHaveBeenCalledWith('S');

    await userEvent.click(submitButton(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Delivery with saved addresses, a saved one not chosen ("Новый адрес") and an address typed; GB costs 50 $. */
export const FormDelivery: Story = {
  args: {
    deliveryMethod: 'delivery',
    values: deliveryValues,
    savedAddresses,
    selectedAddressId: null,
    saveAddress: true,
    agree: true,
    deliveryUsd: 50,
    totalUsd: subtotal + 50,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Доставка' })).toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: /Город самовывоза/ })).toBeNull();

    const saved = canvas.getByRole('combobox', { name: 'Сохранённый адрес' });
    await expect(saved).toHaveDisplayValue('Новый адрес');
    await userEvent.selectOptions(saved, 'Офис — Dubai, Sheikh Zayed Rd, 1');
    await expect(args.onSavedAddressSelect).toHaveBeenCalledWith(8);

    await expect(canvas.getByRole('combobox', { name: /Страна/ })).toHaveDisplayValue('Великобритания');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Страна/ }), 'ОАЭ');
    await expect(args.onFieldChange).toHaveBeenCalledWith('countryCode', 'AE');
    // Optional fields are not required; the others are.
    await expect(canvas.getByRole('textbox', { name: 'Регион (необязательно)' })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Квартира, офис (необязательно)' })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^Город/ })).toHaveValue('London');
    await expect(canvas.getByRole('textbox', { name: /^Почтовый индекс/ })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^Адрес/ })).toHaveValue('12 Mount Street');
    const comment = canvas.getByRole('textbox', { name: 'Комментарий к доставке (необязательно)' });
    await expect(comment).toHaveValue('Позвонить за час до доставки');
    await userEvent.type(comment, '!');
    await expect(args.onFieldChange).toHaveBeenCalledWith('comment', 'Позвонить за час до доставки!');

    const save = canvas.getByRole('checkbox', { name: 'Сохранить этот адрес' });
    await expect(save).toBeChecked();
    await userEvent.click(save);
    await expect(args.onSaveAddressChange).toHaveBeenCalledWith(false);

    await userEvent.click(canvas.getByRole('radio', { name: 'Самовывоз' }));
    await expect(args.onDeliveryMethodChange).toHaveBeenCalledWith('pickup');
    // Delivery outside RU and AE costs 50 $ (part 2 §9).
    await expect(canvas.getByRole('complementary')).toHaveTextContent(/Доставка\s*50\s\$/);
    await expect(canvas.getByRole('complementary')).toHaveTextContent(/79\s250\s\$/);
  },
};

/** After a submit attempt: each message under its field, the first invalid one focused. */
export const FormErrors: Story = {
  args: {
    values: { ...emptyValues, phone: '+7 915', email: 'anna@' },
    errors: {
      firstName: 'Укажите имя',
      lastName: 'Укажите фамилию',
      phone: 'Номер должен содержать от 7 до 15 цифр',
      email: 'Введите корректный e-mail',
      pickupCityId: 'Выберите город самовывоза',
      agree: 'Необходимо согласиться с условиями',
    },
    focusField: 'firstName',
    focusRequest: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstName = canvas.getByRole('textbox', { name: /^Имя/ });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Укажите имя');
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /^Фамилия/ })).toHaveAccessibleDescription('Укажите фамилию');
    await expect(canvas.getByRole('textbox', { name: /^Телефон/ })).toHaveAccessibleDescription('Номер должен содержать от 7 до 15 цифр');
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription('Введите корректный e-mail');
    const city = canvas.getByRole('combobox', { name: /Город самовывоза/ });
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription('Выберите город самовывоза');
    const agree = canvas.getByRole('checkbox', { name: /Я соглашаюсь/ });
    await expect(agree).toHaveAttribute('aria-invalid', 'true');
    await expect(agree).toHaveAccessibleDescription('Необходимо согласиться с условиями');
    // The fields without a message are left alone.
    await expect(within(canvas.getByRole('complementary')).getByRole('textbox', { name: 'Промокод' })).not.toHaveAttribute('aria-invalid');
  },
};

/** SAVE10 applied: the code with a remove button and the discount line (part 2 §9: 10 %, rounded). */
export const PromoApplied: Story = {
  args: {
    promo: { input: '', applied: { code: 'SAVE10', type: 'percent', value: 10 }, busy: false, invalid: false },
    discountUsd: 7920,
    totalUsd: subtotal - 7920,
  },
  play: async ({ canvasElement, args }) => {
    const summary = within(canvasElement).getByRole('complementary', { name: 'Ваш заказ' });
    await expect(summary).toHaveTextContent(/Промокод\s*SAVE10\s*применён/);
    await expect(summary).toHaveTextContent(/Скидка по промокоду SAVE10\s*−7\s920\s\$/);
    await expect(summary).toHaveTextContent(/Итого\s*71\s280\s\$/);
    // Issue 22 item 11: the field stays beside the applied code (empty, apply off until something is typed).
    const input = within(summary).getByRole('textbox', { name: 'Промокод' });
    await expect(input).toHaveValue('');
    await expect(within(summary).getByRole('button', { name: 'Применить' })).toBeDisabled();
    await userEvent.click(within(summary).getByRole('button', { name: 'Убрать промокод SAVE10' }));
    await expect(args.onPromoRemove).toHaveBeenCalledTimes(1);
  },
};

/**
 * SAVE10 applied and typed again (issue 22 item 11): the field takes it and apply sends it on, so the machine can
 * answer with the "already applied" info toast of part 2 §5 (Enter too, without submitting the order).
 */
export const PromoAppliedSameAgain: Story = {
  args: { ...PromoApplied.args, promo: { input: 'SAVE10', applied: { code: 'SAVE10', type: 'percent', value: 10 }, busy: false, invalid: false } },
  play: async ({ canvasElement, args }) => {
    const summary = within(within(canvasElement).getByRole('complementary', { name: 'Ваш заказ' }));
    await expect(summary.getByRole('status')).toHaveTextContent(/Промокод\s*SAVE10\s*применён/);
    const input = summary.getByRole('textbox', { name: 'Промокод' });
    await expect(input).toHaveValue('SAVE10');
    await userEvent.click(summary.getByRole('button', { name: 'Применить' }));
    await expect(args.onPromoApply).toHaveBeenCalledTimes(1);
    await userEvent.type(input, '{Enter}');
    await expect(args.onPromoApply).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the code (part 2 §8: checkout.promo.invalid). Enter applies it again. */
export const PromoInvalid: Story = {
  args: { promo: { input: 'WELCOME', applied: null, busy: false, invalid: true } },
  play: async ({ canvasElement, args }) => {
    const summary = within(within(canvasElement).getByRole('complementary', { name: 'Ваш заказ' }));
    const input = summary.getByRole('textbox', { name: 'Промокод' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Промокод недействителен');
    await expect(summary.queryByText(/Скидка/)).toBeNull();
    // Enter applies the code and does not submit the order.
    await userEvent.type(input, '{Enter}');
    await expect(args.onPromoApply).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(summary.getByRole('button', { name: 'Применить' }));
    await expect(args.onPromoApply).toHaveBeenCalledTimes(2);
  },
};

/** The code is being checked: apply is disabled and Enter does nothing. */
export const PromoBusy: Story = {
  args: { promo: { input: 'SAVE10', applied: null, busy: true, invalid: false } },
  play: async ({ canvasElement, args }) => {
    const summary = within(within(canvasElement).getByRole('complementary', { name: 'Ваш заказ' }));
    const apply = summary.getByRole('button', { name: 'Применить' });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    const input = summary.getByRole('textbox', { name: 'Промокод' });
    await expect(input).toHaveValue('SAVE10');
    await userEvent.type(input, '{Enter}');
    await expect(args.onPromoApply).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The order is being created: "Оформляем…", the button disabled, the fields read-only. */
export const Submitting: Story = {
  args: { values: { ...emptyValues, ...contact, pickupCityId: '1' }, agree: true, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Зарезервировать' })).toBeNull();
    const button = submitButton(canvas, 'Оформляем…');
    await expect(button).toBeDisabled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /^Имя/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Очистить контактные данные' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { locale: 'en', deliveryUsd: 50, totalUsd: subtotal + 50 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('complementary');
    await expect(summary).toHaveTextContent('$79,250');
    await expect(summary).toHaveTextContent('$28,500');
    await expect(summary).toHaveTextContent('$50');
  },
};

export const Mobile375: Story = {
  ...phone375,
  args: { values: { ...emptyValues, ...contact } },
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // The bottom bar: the total and the submit button, on screen from the top of the page.
    const bar = within(canvasElement).getByTestId('checkout-bottom-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveTextContent(/Итого\s*79\s200\s\$/);
    const rect = bar.getBoundingClientRect();
    const viewportHeight = doc.defaultView?.innerHeight ?? 0;
    await expect(rect.bottom).toBeLessThanOrEqual(viewportHeight + 1);
    await expect(rect.top).toBeLessThan(viewportHeight);
    // The aside's own button gives way to the bar's.
    const buttons = within(canvasElement).getAllByRole('button', { name: 'Зарезервировать' });
    await expect(buttons).toHaveLength(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Зарезервировать' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Pay mode (shown disabled for now, part 2 §4): the card form in the payment step, values formatted by the feature. */
export const PayMode: Story = {
  args: {
    mode: 'pay',
    card: { values: { name: 'ANNA VOLKOVA', number: '4242 4242', expiry: '', cvc: '' }, onChange: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const payment = within(canvas.getByRole('region', { name: /Оплата/ }));
    await expect(payment.getByRole('radio', { name: 'Оплата картой' })).toBeChecked();
    const card = within(payment.getByRole('group', { name: 'Данные карты' }));
    await expect(card.getByRole('textbox', { name: 'Номер карты' })).toHaveValue('4242 4242');
    await userEvent.type(card.getByRole('textbox', { name: 'Срок действия' }), '1');
    await expect(args.card?.onChange).toHaveBeenCalledWith('expiry', '1');
    await expect(card.getByRole('textbox', { name: 'CVC' })).toHaveAttribute('maxlength', '4');
    await expect(payment.getByText(/Онлайн-оплата картой скоро будет доступна/)).toBeVisible();
  },
};

/** An order was created in crypto mode: the panel in place of the form, the summary beside it as a recap. */
export const CryptoOrder: Story = {
  args: {
    mode: 'crypto',
    crypto: {
      orderNumber: '1042',
      amountUsd: subtotal,
      option: 'btc',
      onOptionChange: fn(),
      wallets: [],
      onCopyNumber: fn(),
      onCopyAmount: fn(),
      wallet: { status: 'idle' },
      onConnectWallet: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The title stays; the form is gone.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /^Имя/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Зарезервировать' })).toBeNull();
    const panel = within(canvas.getByRole('region', { name: 'Оплата криптовалютой' }));
    await userEvent.click(panel.getByRole('button', { name: 'Скопировать номер заказа' }));
    await expect(args.crypto?.onCopyNumber).toHaveBeenCalledTimes(1);
    await expect(panel.getByText('Кошельки для оплаты пока не добавлены — менеджер пришлёт реквизиты')).toBeInTheDocument();
    // The summary is a recap: lines and total, no promo entry and no way back to the cart.
    const summary = within(canvas.getByRole('complementary', { name: 'Ваш заказ' }));
    await expect(summary.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('complementary')).toHaveTextContent(/Итого\s*79\s200\s\$/);
    await expect(summary.queryByRole('textbox', { name: 'Промокод' })).toBeNull();
    await expect(summary.queryByRole('link', { name: 'Вернуться в корзину' })).toBeNull();
    await expect(canvas.queryByTestId('checkout-bottom-bar')).toBeNull();
  },
};

// One story per state of checkoutMachine (src/machines/checkout/machine.ts) as /checkout renders it
// (src/features/checkout/checkoutSelectors.ts); tests/stories/machineStates.test.ts checks that none is missing.

/** `lists.loading`: the pickup cities and countries are on their way (the form waits in skeletons). */
/**
 * Issue 22 item 1: a piece on request beside priced ones. Its line says so, the sums leave it out (the discount
 * too), and the total is marked preliminary: the order will cost exactly this.
 */
export const PriceOnRequest: Story = {
  args: {
    lines: [...lines.slice(0, 1), { id: 14, kind: 'bag', href: '/bag/9', brand: 'Bvlgari', model: 'Serpenti Forever', reference: '290474', priceUsd: null, priceOnRequest: true, imageUrl: null, quantity: 1 }],
    goodsCount: 2,
    subtotalUsd: 14950,
    discountUsd: 1495,
    totalUsd: 13455,
    promo: { ...noPromo, applied: { code: 'SAVE10', type: 'percent', value: 10 } },
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('complementary', { name: 'Ваш заказ' });
    await expect(within(summary).getByText('Цена по запросу')).toBeInTheDocument();
    await expect(within(summary).queryByText('Итого')).toBeNull();
    await expect(within(summary).getByText('Предварительный итог').nextElementSibling).toHaveTextContent(/13\s455\s\$/);
    await expect(within(summary).getByText(/не входят в сумму/)).toBeInTheDocument();
  },
};

export const ListsLoading: Story = { ...Loading };
/** `lists.ready`: the form. */
export const ListsReady: Story = { ...Form };
/** `lists.unavailable`: the lists failed; retry. */
export const ListsUnavailable: Story = { ...Failure };
/** `addresses.loading`: the saved-address picker stays hidden until they arrive. */
export const AddressesLoading: Story = { ...Form };
/** `addresses.ready`: saved addresses to pick from. */
export const AddressesReady: Story = { ...FormDelivery };
/** `contact.loading`: the profile is being read; the contact fields are usable meanwhile. */
export const ContactLoading: Story = { ...Form };
/** `contact.ready`: the name, phone and e-mail prefilled from the profile or the last order (issue 22 item 7). */
export const ContactReady: Story = {
  args: { values: { ...emptyValues, ...contact } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement);
    await expect(main.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Анна');
    await expect(main.getByRole('textbox', { name: /^Фамилия/ })).toHaveValue('Волкова');
    await expect(main.getByRole('textbox', { name: /^Телефон/ })).toHaveValue('+7 915 123-45-67');
    await expect(main.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('anna.volkova@example.ru');
  },
};
/** `promo.idle`: a code applied (or none). */
export const PromoIdle: Story = { ...PromoApplied };
/** `promo.checking`: apply is off while the code is checked. */
export const PromoChecking: Story = { ...PromoBusy };
/** `order.editing`, after a first attempt: the errors. */
export const OrderEditing: Story = { ...FormErrors };
/** `order.submitting`: "creating", the button off. */
export const OrderSubmitting: Story = { ...Submitting };
/** `order.savingAddress`: the order exists; the address is being saved — still "creating". */
export const OrderSavingAddress: Story = { ...Submitting };
/** `order.done`: on the way to the order's confirmation page — still "creating". */
export const OrderDone: Story = { ...Submitting };
/** `order.created`: the order exists, deciding between the crypto panel and the history — still "creating". */
export const OrderCreated: Story = { ...Submitting };
/** `order.crypto.walletIdle`: the crypto panel after a crypto order. */
export const OrderCryptoWalletIdle: Story = { ...CryptoOrder };

const cryptoOrder = CryptoOrder.args?.crypto;
if (!cryptoOrder) throw new Error('CryptoOrder has no crypto panel');
const cryptoWith = (wallet: typeof cryptoOrder.wallet): Story => ({
  args: { ...CryptoOrder.args, crypto: { ...cryptoOrder, wallet } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Оплата криптовалютой' })).toBeInTheDocument();
  },
});
/** `order.crypto.walletConnecting`. */
export const OrderCryptoWalletConnecting: Story = cryptoWith({ status: 'connecting' });
/** `order.crypto.walletConnected`: the address and the chain. */
export const OrderCryptoWalletConnected: Story = cryptoWith({ status: 'connected', address: '0x1234567890abcdef1234567890abcdef123489ab', chainId: '0x1' });
/** `order.crypto.walletNotFound`: install a browser wallet. */
export const OrderCryptoWalletNotFound: Story = cryptoWith({ status: 'notFound' });
/** `order.crypto.walletFailed`: retry. */
export const OrderCryptoWalletFailed: Story = cryptoWith({ status: 'failed' });

const RESERVED = 'Этот экземпляр уже зарезервирован';

/**
 * Issue 26, checkoutMachine `order.unavailable`: the order was refused (409) because the Submariner was reserved
 * meanwhile. Its line is marked with the server's words and a way out; the form keeps everything typed; the submit
 * waits until the line is removed.
 */
export const OrderUnavailable: Story = {
  args: {
    values: { ...emptyValues, ...contact, pickupCityId: '1' },
    agree: true,
    onRemoveLine: fn(),
    canSubmit: false,
    lines: lines.map((line) => (line.id === 11 ? { ...line, availability: 'reserved' as const, availableQuantity: 0, unavailable: true, problem: RESERVED } : line)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('complementary'));
    await expect(summary.getByRole('alert')).toHaveTextContent('Некоторые экземпляры уже недоступны');
    await expect(summary.getByText(RESERVED)).toBeInTheDocument();
    await expect(summary.getByText('Зарезервирован')).toBeInTheDocument();
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Анна');
    await userEvent.click(summary.getByRole('button', { name: 'Убрать из заказа Rolex Submariner Date' }));
    await expect(args.onRemoveLine).toHaveBeenCalledWith(11);
  },
};

export const OrderUnavailableEnglish: Story = {
  args: {
    ...OrderUnavailable.args,
    locale: 'en',
    lines: lines.map((line) => (line.id === 13 ? { ...line, availability: 'sold' as const, availableQuantity: 0, unavailable: true, problem: 'This piece is already sold' } : line)),
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const summary = within(within(canvasElement).getByRole('complementary'));
    await expect(summary.getByRole('alert')).toHaveTextContent('Some pieces are no longer available');
    await expect(summary.getByText('This piece is already sold')).toBeInTheDocument();
    await expect(summary.getByRole('button', { name: 'Remove from the order Cartier Love Bracelet' })).toBeInTheDocument();
  },
};

export const OrderUnavailableMobile375: Story = { ...phone375, args: { ...OrderUnavailable.args } };
