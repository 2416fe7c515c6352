import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderConfirmationPage, type ConfirmedOrderView } from './OrderConfirmationPage.tsx';

const pickup: ConfirmedOrderView = {
  name: 'Анна',
  phone: '+79161234567',
  email: 'anna@example.com',
  itemsCount: 2,
  receipt: { method: 'pickup', city: 'Дубай', address: 'Дубай, The Dubai Mall' },
};

const meta = {
  title: 'Views/OrderConfirmationPage',
  component: OrderConfirmationPage,
  args: {
    state: 'ready',
    number: '100231',
    order: pickup,
    contacts: {
      phone: '+7 (495) 120-45-45',
      phoneHref: 'tel:+74951204545',
      email: 'info@moscow-dubai.ru',
      whatsappHref: 'https://wa.me/74951204545',
      telegramHref: 'https://t.me/moscow_dubai_boutique',
    },
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** orderConfirmationMachine `ready`, pickup: the number, what happens next, the boutique and its contacts. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Заказ №100231 оформлен' })).toBeVisible();
    await expect(canvas.getByText(/Анна, мы зарезервировали для вас 2 изделия/)).toBeVisible();
    const next = within(canvas.getByRole('region', { name: 'Что дальше' }));
    await expect(next.getByText(/Менеджер бутика позвонит вам по номеру \+79161234567/)).toBeVisible();
    await expect(next.getByText(/ждут подтверждения 48 часов/)).toBeVisible();
    await expect(next.getByRole('link', { name: 'условиях продажи' })).toHaveAttribute('href', '/terms#reservation');
    const receipt = within(canvas.getByRole('region', { name: 'Самовывоз из бутика' }));
    await expect(receipt.getByText('Бутик в городе Дубай')).toBeVisible();
    await expect(receipt.getByText('Дубай, The Dubai Mall')).toBeVisible();
    await expect(receipt.getByRole('link', { name: '+7 (495) 120-45-45' })).toHaveAttribute('href', 'tel:+74951204545');
    await expect(receipt.getByRole('link', { name: 'info@moscow-dubai.ru' })).toHaveAttribute('href', 'mailto:info@moscow-dubai.ru');
    await expect(canvas.getByRole('link', { name: 'Перейти в историю покупок' })).toHaveAttribute('href', '/purchase-history');
    await expect(canvas.getByRole('link', { name: 'Продолжить покупки' })).toHaveAttribute('href', '/catalog');
  },
};

/** `ready`, delivery: the address the order goes to instead of the boutique's. */
export const ReadyDelivery: Story = {
  args: { order: { ...pickup, itemsCount: 1, receipt: { method: 'delivery', address: '24 Rue du Faubourg Saint-Honoré, Paris, 75008, FR' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/мы зарезервировали для вас 1 изделие\./)).toBeVisible();
    const receipt = within(canvas.getByRole('region', { name: 'Доставка' }));
    await expect(receipt.getByText(/24 Rue du Faubourg Saint-Honoré, Paris, 75008, FR/)).toBeVisible();
    await expect(receipt.getByRole('list', { name: 'Контакты бутика' })).toBeVisible();
  },
};

/** `loading`: the number of the URL at once, a status while the order is read. */
export const Loading: Story = {
  args: { state: 'loading', order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Заказ №100231' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем заказ…');
    await expect(canvas.queryByRole('link', { name: 'Перейти в историю покупок' })).toBeNull();
  },
};

/** `notFound`: another customer's number or one that does not exist; the way to one's own orders. */
export const NotFound: Story = {
  args: { state: 'notFound', number: '999999', order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Заказ не найден' })).toBeVisible();
    await expect(canvas.getByText(/Среди ваших заказов нет заказа №999999/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Перейти в историю покупок' })).toHaveAttribute('href', '/purchase-history');
  },
};

/** `failure`: the order could not be read; retry. */
export const Failure: Story = {
  args: { state: 'failure', order: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Не удалось загрузить заказ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Story-only: the ready page at 375 px. */
export const ReadyPhone: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' as const } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

// ---- as the thank-you panel above /purchase-history (where checkout goes, spec part 2 §4) ---------------------------

/** `ready` as the panel: the same content under the purchase history's h1 (an h2 here), closable, no link to itself. */
export const PanelReady: Story = {
  args: { variant: 'panel', onClose: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Заказ №100231 оформлен' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByText(/Анна, мы зарезервировали для вас 2 изделия/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Что дальше' })).toBeVisible();
    const receipt = within(canvas.getByRole('region', { name: 'Самовывоз из бутика' }));
    await expect(receipt.getByText('Дубай, The Dubai Mall')).toBeVisible();
    await expect(receipt.getByRole('heading', { level: 4, name: 'Контакты бутика' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Перейти в историю покупок' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление о заказе' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** `loading` as the panel: the number at once, a status, already closable. */
export const PanelLoading: Story = {
  args: { variant: 'panel', state: 'loading', order: null, onClose: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Заказ №100231' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем заказ…');
    await expect(canvas.getByRole('button', { name: 'Закрыть уведомление о заказе' })).toBeVisible();
  },
};

/** `notFound` as the panel: the list below already holds the customer's orders, so no link to it. */
export const PanelNotFound: Story = {
  args: { variant: 'panel', state: 'notFound', number: '999999', order: null, onClose: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Заказ не найден' })).toBeVisible();
    await expect(canvas.getByText(/Среди ваших заказов нет заказа №999999/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Перейти в историю покупок' })).toBeNull();
  },
};

/** `failure` as the panel: retry or close. */
export const PanelFailure: Story = {
  args: { variant: 'panel', state: 'failure', order: null, onClose: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Не удалось загрузить заказ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление о заказе' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** `closed`: the panel was closed; nothing is shown. */
export const Closed: Story = {
  args: { variant: 'panel', state: 'closed', onClose: fn() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

/** Story-only: the ready panel at 375 px. */
export const PanelReadyPhone: Story = {
  args: { variant: 'panel', onClose: fn() },
  parameters: ReadyPhone.parameters,
  globals: ReadyPhone.globals,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
