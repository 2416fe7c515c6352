import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { buttonClassName } from '../../Button/Button.tsx';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { AlertIcon, CheckIcon, ChevronRightIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { formatUsd, type PriceLocale } from '../../Price/price.ts';
import { Spinner } from '../../Spinner/Spinner.tsx';
import { CopyIcon } from '../PurchaseHistoryPage/OrderParts.tsx';
import * as page from './CheckoutPage.css.ts';
import * as choice from './PaymentSection.css.ts';
import * as styles from './CheckoutExtras.css.ts';

/** Part 2 §9: Bitcoin, Ethereum, Tether on Tron, Tether on Ethereum. */
export const cryptoOptions = ['btc', 'eth', 'usdt-trc20', 'usdt-erc20'] as const;
export type CryptoOption = (typeof cryptoOptions)[number];

export const walletStatuses = ['idle', 'connecting', 'connected', 'notFound', 'failed'] as const;
export type WalletStatus = (typeof walletStatuses)[number];

/** A browser wallet as the feature sees it (part 2 §4: connecting, connected, not found, failed). */
export type WalletView = { status: WalletStatus; address?: string | null; chainId?: string | null };

export type CryptoPanelProps = {
  orderNumber: string;
  /** Already rounded by the feature (part 2 §9: the amount is copied as a whole number). */
  amountUsd: number;
  option: CryptoOption;
  onOptionChange: (option: CryptoOption) => void;
  /** Empty in this shop (part 2 §9): "no wallets", the manager sends the details. */
  wallets: readonly { option: CryptoOption; address: string }[];
  onCopyNumber: () => void;
  onCopyAmount: () => void;
  wallet: WalletView;
  onConnectWallet: () => void;
  /** The amount's locale; the active Lingui locale when absent. */
  locale?: PriceLocale;
  /** A link to /purchase-history ("К моим заказам"). */
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** "0x1234…89ab" → "0x12…89ab": the start and the end are what people compare. */
export function shortenAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
}

/** The crypto instructions shown once an order exists in crypto mode (part 2 §2 "Payment mode", §4 "Checkout"). */
export function CryptoPanel({
  orderNumber,
  amountUsd,
  option,
  onOptionChange,
  wallets,
  onCopyNumber,
  onCopyAmount,
  wallet,
  onConnectWallet,
  locale,
  renderLink = defaultRenderLink,
}: CryptoPanelProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const titleId = `${id}-title`;
  const walletsId = `${id}-wallets`;
  const amount = formatUsd(amountUsd, locale ?? (i18n.locale === 'en' ? 'en' : 'ru'));

  const optionLabels: Record<CryptoOption, { title: string; network: string }> = {
    btc: { title: 'Bitcoin', network: t`BTC, сеть Bitcoin` },
    eth: { title: 'Ethereum', network: t`ETH, сеть Ethereum` },
    'usdt-trc20': { title: t`Tether (USDT)`, network: t`Сеть Tron, TRC-20` },
    'usdt-erc20': { title: t`Tether (USDT)`, network: t`Сеть Ethereum, ERC-20` },
  };
  const addresses = wallets.filter((entry) => entry.option === option);

  return (
    <section className={page.section} aria-labelledby={titleId}>
      <div className={page.sectionHead}>
        <h2 id={titleId} className={page.sectionTitle}>
          <Trans>Оплата криптовалютой</Trans>
        </h2>
      </div>

      <p className={page.note}>
        <Trans>Заказ создан и ждёт оплаты. Переведите сумму заказа в выбранной валюте — менеджер подтвердит платёж.</Trans>
      </p>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>
            <Trans>Номер заказа</Trans>
          </dt>
          <dd className={styles.factValue}>
            <span className={styles.factText}>{orderNumber}</span>
            <IconButton variant="outline" size="sm" aria-label={t`Скопировать номер заказа`} icon={<CopyIcon />} onClick={onCopyNumber} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factTerm}>
            <Trans>Сумма к оплате</Trans>
          </dt>
          <dd className={styles.factValue}>
            <span className={styles.factText}>{amount}</span>
            <IconButton variant="outline" size="sm" aria-label={t`Скопировать сумму`} icon={<CopyIcon />} onClick={onCopyAmount} />
          </dd>
        </div>
      </dl>

      <fieldset className={page.group}>
        <legend className={styles.legend}>
          <Trans>Валюта и сеть</Trans>
        </legend>
        <div className={styles.options}>
          {cryptoOptions.map((value) => {
            const optionId = `${id}-option-${value}`;
            return (
              <label key={value} className={choice.mode}>
                <input
                  type="radio"
                  name={`${id}-crypto-option`}
                  value={value}
                  className={choice.radio}
                  checked={option === value}
                  aria-labelledby={`${optionId}-title ${optionId}-network`}
                  onChange={() => onOptionChange(value)}
                />
                <span id={`${optionId}-title`} className={choice.modeTitle}>
                  {optionLabels[value].title}
                </span>
                <span id={`${optionId}-network`} className={choice.modeNote}>
                  {optionLabels[value].network}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className={styles.block}>
        <h3 id={walletsId} className={styles.blockTitle}>
          <Trans>Адрес для перевода</Trans>
        </h3>
        {addresses.length > 0 ? (
          <ul className={styles.wallets} aria-labelledby={walletsId}>
            {addresses.map((entry) => (
              <li key={entry.address} className={styles.walletAddress}>
                {entry.address}
              </li>
            ))}
          </ul>
        ) : (
          // Part 2 §2 and §9: the shop has no wallet addresses yet.
          <p className={styles.notice}>
            <AlertIcon size={18} className={styles.noticeIcon} />
            <span>
              <Trans>Кошельки для оплаты пока не добавлены — менеджер пришлёт реквизиты</Trans>
            </span>
          </p>
        )}
      </div>

      <div className={styles.block}>
        <h3 className={styles.blockTitle}>
          <Trans>Как оплатить</Trans>
        </h3>
        {/* Part 2 §4: 1 to 3 network confirmations; the hash goes to the manager; then delivery or pickup. */}
        <ol className={styles.steps}>
          <li>
            <Trans>Переведите точную сумму — {amount} — в выбранной валюте и сети.</Trans>
          </li>
          <li>
            <Trans>Платёж будет зачислен после 1–3 подтверждений в сети.</Trans>
          </li>
          <li>
            <Trans>Сохраните хеш транзакции и отправьте его менеджеру вместе с номером заказа.</Trans>
          </li>
          <li>
            <Trans>После подтверждения оплаты мы согласуем доставку или самовывоз.</Trans>
          </li>
        </ol>
      </div>

      <WalletConnect wallet={wallet} onConnectWallet={onConnectWallet} />

      {renderLink({
        href: '/purchase-history',
        className: styles.ordersLink,
        children: (
          <>
            <Trans>К моим заказам</Trans>
            <ChevronRightIcon size={16} />
          </>
        ),
      })}
    </section>
  );
}

function WalletConnect({ wallet, onConnectWallet }: Pick<CryptoPanelProps, 'wallet' | 'onConnectWallet'>) {
  const { status, address, chainId } = wallet;
  const connecting = status === 'connecting';
  const connect = () => {
    // Busy: keep the button focusable (aria-disabled) but do not start a second request.
    if (!connecting) onConnectWallet();
  };
  return (
    <div className={styles.connect}>
      {status !== 'connected' && (
        // A plain button, not Button's `loading`: that one hides the label, and "Подключаем…" is to be read.
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          aria-busy={connecting || undefined}
          aria-disabled={connecting || undefined}
          onClick={connect}
        >
          <span className={styles.connectLabel}>
            {connecting && <Spinner size="sm" decorative />}
            {connecting ? (
              <Trans>Подключаем…</Trans>
            ) : status === 'failed' ? (
              <Trans>
                Повторить<span className={visuallyHidden}> подключение кошелька</span>
              </Trans>
            ) : (
              <Trans>Подключить кошелёк</Trans>
            )}
          </span>
        </button>
      )}
      {/* One live region for every outcome, so each change is read once. */}
      <p role="status" className={status === 'notFound' || status === 'failed' ? styles.walletError : styles.walletStatus}>
        {status === 'connected' && (
          <>
            <CheckIcon size={18} className={styles.walletIcon} />
            <span>
              {chainId ? (
                <Trans>
                  Подключён: <span title={address ?? undefined}>{shortenAddress(address ?? '')}</span> · сеть {chainId}
                </Trans>
              ) : (
                <Trans>
                  Подключён: <span title={address ?? undefined}>{shortenAddress(address ?? '')}</span>
                </Trans>
              )}
            </span>
          </>
        )}
        {status === 'notFound' && (
          <>
            <AlertIcon size={18} className={styles.walletIcon} />
            <span>
              <Trans>Кошелёк не найден — установите браузерный кошелёк, например MetaMask</Trans>
            </span>
          </>
        )}
        {status === 'failed' && (
          <>
            <AlertIcon size={18} className={styles.walletIcon} />
            <span>
              <Trans>Не удалось подключить кошелёк</Trans>
            </span>
          </>
        )}
      </p>
    </div>
  );
}
