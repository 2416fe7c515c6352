import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { CheckIcon, CloseIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import * as styles from './OrderConfirmationPage.css.ts';

/** The machine's situations the page shows (orderConfirmationMachine). */
export const ORDER_CONFIRMATION_STATES = ['loading', 'ready', 'notFound', 'failure', 'closed'] as const;
export type OrderConfirmationState = (typeof ORDER_CONFIRMATION_STATES)[number];

/** Where the order goes: the boutique it is collected from, or the address it is delivered to. */
export type ConfirmationReceipt = { method: 'pickup'; city: string; address: string | null } | { method: 'delivery'; address: string };

export type ConfirmedOrderView = {
  /** The customer's name on the order. */
  name: string;
  /** The phone the manager calls to confirm. */
  phone: string;
  email: string;
  itemsCount: number;
  receipt: ConfirmationReceipt;
};

export type BoutiqueContactsView = {
  phone: string;
  phoneHref: string;
  email: string;
  whatsappHref: string;
  telegramHref: string;
};

export type OrderConfirmationPageProps = {
  state: OrderConfirmationState;
  /** The order number of the URL, shown from the first paint. */
  number: string;
  /** The order once loaded (`ready`), else null. */
  order: ConfirmedOrderView | null;
  contacts: BoutiqueContactsView;
  onRetry: () => void;
  /**
   * `page`: /checkout/success/:number, the title an h1 and the way on to the purchase history. `panel`: the thank-you
   * panel above /purchase-history's list (where checkout goes, spec part 2 §4), under that page's h1, with a close
   * button (`onClose`); `closed` shows nothing.
   */
  variant?: 'page' | 'panel';
  onClose?: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** The heading levels of each variant: the panel sits under the purchase history's h1. */
const LEVELS = { page: { title: 'h1', section: 'h2', sub: 'h3' }, panel: { title: 'h2', section: 'h3', sub: 'h4' } } as const;
type Levels = (typeof LEVELS)[keyof typeof LEVELS];

/**
 * The thank-you page after «Зарезервировать» (issue 22 item 12): the order number, what happens next (the manager's
 * call, the hold of the terms of sale), where the order is collected or delivered with the boutique's contacts, and
 * the way on to the purchase history.
 */
export function OrderConfirmationPage({
  state,
  number,
  order,
  contacts,
  onRetry,
  variant = 'page',
  onClose,
  renderLink = defaultRenderLink,
}: OrderConfirmationPageProps) {
  const { t } = useLingui();
  const id = useId();
  const titleId = `${id}-title`;
  if (state === 'closed') return null;
  const panel = variant === 'panel';
  const levels = LEVELS[variant];
  const Title = levels.title;
  // On the purchase history itself there is no way on to it.
  const historyLink = (primary: boolean) =>
    panel
      ? null
      : renderLink({
          href: '/purchase-history',
          className: buttonClassName(primary ? {} : { variant: 'secondary' }),
          children: <Trans>Перейти в историю покупок</Trans>,
        });
  const close = panel && onClose && (
    <IconButton className={styles.close} aria-label={t`Закрыть уведомление о заказе`} icon={<CloseIcon />} onClick={onClose} />
  );

  if (state === 'ready' && order)
    return <Ready titleId={titleId} number={number} order={order} contacts={contacts} levels={levels} panel={panel} close={close} historyLink={historyLink} renderLink={renderLink} />;

  return (
    <section className={panel ? styles.panel : styles.page} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      {close}
      <div className={styles.head}>
        <Title id={titleId} className={panel ? styles.panelTitle : styles.title}>
          {state === 'notFound' ? <Trans>Заказ не найден</Trans> : state === 'failure' ? <Trans>Не удалось загрузить заказ</Trans> : <Trans>Заказ №{number}</Trans>}
        </Title>
        {state === 'loading' && (
          <p className={styles.status} role="status">
            <Trans>Загружаем заказ…</Trans>
          </p>
        )}
        {state === 'notFound' && (
          <p className={styles.lead}>
            <Trans>Среди ваших заказов нет заказа №{number}. Проверьте номер или откройте историю покупок: там все ваши заказы.</Trans>
          </p>
        )}
        {state === 'failure' && <ErrorBox error={null} onRetry={onRetry} />}
      </div>
      {state !== 'loading' && !panel && <div className={styles.actions}>{historyLink(true)}</div>}
    </section>
  );
}

function Ready({
  titleId,
  number,
  order,
  contacts,
  levels,
  panel,
  close,
  historyLink,
  renderLink,
}: {
  titleId: string;
  number: string;
  order: ConfirmedOrderView;
  contacts: BoutiqueContactsView;
  levels: Levels;
  panel: boolean;
  close: ReactNode;
  historyLink: (primary: boolean) => ReactNode;
  renderLink: (props: LinkRenderProps) => ReactNode;
}) {
  const { receipt } = order;
  const { title: Title, section: Section, sub: Sub } = levels;
  return (
    <section className={panel ? styles.panel : styles.page} aria-labelledby={titleId}>
      {close}
      <div className={styles.head}>
        <span className={styles.mark} aria-hidden="true">
          <CheckIcon size={28} />
        </span>
        <p className={styles.eyebrow}>
          <Trans>Спасибо за заказ</Trans>
        </p>
        <Title id={titleId} className={panel ? styles.panelTitle : styles.title}>
          <Trans>Заказ №{number} оформлен</Trans>
        </Title>
        <p className={styles.lead}>
          <Trans>
            {order.name}, мы зарезервировали для вас{' '}
            <Plural value={order.itemsCount} one="# изделие" few="# изделия" many="# изделий" other="# изделия" />. Предоплата не нужна.
          </Trans>
        </p>
      </div>

      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby={`${titleId}-next`}>
          <Section id={`${titleId}-next`} className={styles.sectionTitle}>
            <Trans>Что дальше</Trans>
          </Section>
          <ol className={styles.steps}>
            <li>
              <Trans>
                Менеджер бутика позвонит вам по номеру {order.phone} в рабочее время, чтобы подтвердить заказ: наличие,
                состояние и комплектацию изделий, способ получения и оплату.
              </Trans>
            </li>
            <li>
              <Trans>
                Изделия уже сняты с продажи и ждут подтверждения 48 часов; подтверждённый заказ удерживает их за вами до
                передачи или отмены.
              </Trans>
            </li>
            <li>
              <Trans>Статус заказа виден в истории покупок. Подробнее о резервировании — в {renderLink({ href: '/terms#reservation', className: styles.contactLink, children: <Trans>условиях продажи</Trans> })}.</Trans>
            </li>
          </ol>
        </section>

        <section className={styles.section} aria-labelledby={`${titleId}-receipt`}>
          <Section id={`${titleId}-receipt`} className={styles.sectionTitle}>
            {receipt.method === 'pickup' ? <Trans>Самовывоз из бутика</Trans> : <Trans>Доставка</Trans>}
          </Section>
          {receipt.method === 'pickup' ? (
            <p className={styles.text}>
              <Trans>Бутик в городе {receipt.city}</Trans>
              {receipt.address && (
                <>
                  <br />
                  <span className={styles.muted}>{receipt.address}</span>
                </>
              )}
            </p>
          ) : (
            <p className={styles.text}>
              <span className={styles.muted}>
                <Trans>Адрес доставки:</Trans>
              </span>{' '}
              {receipt.address}
            </p>
          )}
          <Sub id={`${titleId}-contacts`} className={styles.subTitle}>
            <Trans>Контакты бутика</Trans>
          </Sub>
          <ul className={styles.contacts} aria-labelledby={`${titleId}-contacts`}>
            <li>
              <Trans>Телефон бутика:</Trans>{' '}
              <a className={styles.contactLink} href={contacts.phoneHref}>
                {contacts.phone}
              </a>
            </li>
            <li>
              <Trans>Почта:</Trans>{' '}
              <a className={styles.contactLink} href={`mailto:${contacts.email}`}>
                {contacts.email}
              </a>
            </li>
            <li>
              <a className={styles.contactLink} href={contacts.whatsappHref} target="_blank" rel="noopener noreferrer">
                WhatsApp
              </a>
              {' · '}
              <a className={styles.contactLink} href={contacts.telegramHref} target="_blank" rel="noopener noreferrer">
                Telegram
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className={styles.actions}>
        {historyLink(true)}
        {renderLink({ href: '/catalog', className: buttonClassName({ variant: 'secondary' }), children: <Trans>Продолжить покупки</Trans> })}
      </div>
    </section>
  );
}
