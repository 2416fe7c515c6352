import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { CardForm as CardFormView, type CardFormProps, type CardValues } from './CardForm.tsx';
import * as page from './CheckoutPage.css.ts';
import { CryptoPanel as CryptoPanelView, type CryptoPanelProps } from './CryptoPanel.tsx';

/** Story-only: one of the two blocks, inside the page's step card for the card form (the panel is its own). */
function CheckoutExtras({ card, crypto }: { card?: CardFormProps; crypto?: CryptoPanelProps }) {
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: 16 }}>
      {card && (
        <section className={page.section} aria-label="Оплата картой">
          <CardFormView {...card} />
        </section>
      )}
      {crypto && <CryptoPanelView {...crypto} />}
    </main>
  );
}

const emptyCard: CardValues = { name: '', number: '', expiry: '', cvc: '' };

const address = '0x1234567890abcdef1234567890abcdef123489ab';

const crypto = (overrides: Partial<CryptoPanelProps> = {}): CryptoPanelProps => ({
  orderNumber: '1042',
  amountUsd: 79200,
  option: 'btc',
  onOptionChange: fn(),
  wallets: [],
  onCopyNumber: fn(),
  onCopyAmount: fn(),
  wallet: { status: 'idle' },
  onConnectWallet: fn(),
  ...overrides,
});

const meta = {
  title: 'Views/CheckoutPage/Extras',
  component: CheckoutExtras,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutExtras>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connect button and its live status line. */
const connectArea = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** Pay mode's card form, nothing typed yet: the fields' autofill hints and the "soon" note. */
export const CardForm: Story = {
  args: { card: { values: emptyCard, onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Данные карты' })).toHaveAccessibleDescription(
      'Онлайн-оплата картой скоро будет доступна. Сейчас заказ оформляется без списания средств.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Имя на карте' })).toHaveAttribute('autocomplete', 'cc-name');
    const number = canvas.getByRole('textbox', { name: 'Номер карты' });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(number).toHaveAttribute('placeholder', '0000 0000 0000 0000');
    const expiry = canvas.getByRole('textbox', { name: 'Срок действия' });
    await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(expiry).toHaveAttribute('placeholder', 'ММ/ГГ');
    // Part 2 §5 and §9: cvc digits only, at most 4.
    const cvc = canvas.getByRole('textbox', { name: 'CVC' });
    await expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(cvc).toHaveAttribute('inputmode', 'numeric');
    await expect(cvc).toHaveAttribute('maxlength', '4');
    // The view reports what was typed; formatting is the feature's.
    await userEvent.type(number, '4');
    await expect(args.card?.onChange).toHaveBeenCalledWith('number', '4');
    await userEvent.type(cvc, '7');
    await expect(args.card?.onChange).toHaveBeenCalledWith('cvc', '7');
  },
};

/** Formatted values as the feature gives them, with messages under the wrong ones. */
export const CardFormErrors: Story = {
  args: {
    card: {
      values: { name: 'ANNA VOLKOVA', number: '4242 4242 4242', expiry: '13/2', cvc: '12' },
      errors: { number: 'Проверьте номер карты', expiry: 'Укажите срок в формате ММ/ГГ', cvc: 'CVC — 3 или 4 цифры' },
      onChange: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Номер карты' });
    await expect(number).toHaveValue('4242 4242 4242');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Проверьте номер карты');
    await expect(canvas.getByRole('textbox', { name: 'Срок действия' })).toHaveAccessibleDescription('Укажите срок в формате ММ/ГГ');
    await expect(canvas.getByRole('textbox', { name: 'CVC' })).toHaveAccessibleDescription('CVC — 3 или 4 цифры');
    await expect(canvas.getByRole('textbox', { name: 'Имя на карте' })).not.toHaveAttribute('aria-invalid');
  },
};

/** An order created in crypto mode: number and amount to copy, the currencies, no wallets yet, the steps. */
export const CryptoPanel: Story = {
  args: { crypto: crypto() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = within(canvas.getByRole('region', { name: 'Оплата криптовалютой' }));
    await expect(panel.getByText('1042')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Скопировать номер заказа' }));
    await expect(args.crypto?.onCopyNumber).toHaveBeenCalledTimes(1);
    await expect(panel.getByText(/^79\s200\s\$$/)).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Скопировать сумму' }));
    await expect(args.crypto?.onCopyAmount).toHaveBeenCalledTimes(1);

    // Part 2 §9: Bitcoin, Ethereum, Tether on Tron, Tether on Ethereum.
    const options = within(panel.getByRole('group', { name: 'Валюта и сеть' })).getAllByRole('radio');
    await expect(options).toHaveLength(4);
    await expect(panel.getByRole('radio', { name: /^Bitcoin/ })).toBeChecked();
    await expect(panel.getByRole('radio', { name: /^Ethereum/ })).not.toBeChecked();
    await expect(panel.getByRole('radio', { name: /Ethereum, ERC-20/ })).toBeInTheDocument();
    await userEvent.click(panel.getByRole('radio', { name: /Tron, TRC-20/ }));
    await expect(args.crypto?.onOptionChange).toHaveBeenCalledWith('usdt-trc20');

    // The shop has no wallet addresses: the manager sends the details.
    await expect(panel.getByText('Кошельки для оплаты пока не добавлены — менеджер пришлёт реквизиты')).toBeInTheDocument();
    await expect(panel.queryByRole('list', { name: 'Адрес для перевода' })).toBeNull();
    // Part 2 §4: the exact amount, 1–3 confirmations, the hash to the manager.
    const steps = panel.getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent(/точную сумму — 79\s200\s\$/);
    await expect(steps[1]).toHaveTextContent('1–3 подтверждений');
    await expect(steps[2]).toHaveTextContent('хеш транзакции');

    await expect(panel.getByRole('link', { name: 'К моим заказам' })).toHaveAttribute('href', '/purchase-history');
    await expect(connectArea(canvasElement)).toBeEmptyDOMElement();
    await userEvent.click(panel.getByRole('button', { name: 'Подключить кошелёк' }));
    await expect(args.crypto?.onConnectWallet).toHaveBeenCalledTimes(1);
  },
};

/** Waiting for the browser wallet: the button is busy and a second click does nothing. */
export const CryptoConnecting: Story = {
  args: { crypto: crypto({ wallet: { status: 'connecting' } }) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Подключаем…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.crypto?.onConnectWallet).not.toHaveBeenCalled();
  },
};

/** Connected: the shortened address and the chain; nothing left to press. */
export const CryptoConnected: Story = {
  args: { crypto: crypto({ wallet: { status: 'connected', address, chainId: '0x1' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(connectArea(canvasElement)).toHaveTextContent('Подключён: 0x12…89ab · сеть 0x1');
    await expect(canvas.getByText('0x12…89ab')).toHaveAttribute('title', address);
    await expect(canvas.queryByRole('button', { name: /кошел/ })).toBeNull();
  },
};

/** Part 2 §8: no browser wallet — install one; the button stays to try again. */
export const CryptoNotFound: Story = {
  args: { crypto: crypto({ wallet: { status: 'notFound' } }) },
  play: async ({ canvasElement, args }) => {
    await expect(connectArea(canvasElement)).toHaveTextContent('Кошелёк не найден — установите браузерный кошелёк, например MetaMask');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Подключить кошелёк' }));
    await expect(args.crypto?.onConnectWallet).toHaveBeenCalledTimes(1);
  },
};

/** Part 2 §8 connectFailed: the message and a retry. */
export const CryptoFailed: Story = {
  args: { crypto: crypto({ wallet: { status: 'failed' } }) },
  play: async ({ canvasElement, args }) => {
    await expect(connectArea(canvasElement)).toHaveTextContent('Не удалось подключить кошелёк');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Повторить подключение кошелька' }));
    await expect(args.crypto?.onConnectWallet).toHaveBeenCalledTimes(1);
  },
};

export const CryptoMobile375: Story = {
  ...phone375,
  args: { crypto: crypto({ option: 'usdt-erc20', wallet: { status: 'connected', address, chainId: '0x1' } }) },
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    // Nothing wider than the phone: the panel never scrolls sideways.
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const canvas = within(canvasElement);
    // The currencies one under another.
    const [first, second] = canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
    await expect(second?.top).toBeGreaterThanOrEqual(first?.bottom ?? Infinity);
    await expect(canvas.getByRole('radio', { name: /Ethereum, ERC-20/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать сумму' }));
    await expect(args.crypto?.onCopyAmount).toHaveBeenCalledTimes(1);
  },
};
