import { Plural, Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { CheckIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import * as styles from './OrderConfirmationPage.css.ts';

/** The machine's situations the page shows (orderConfirmationMachine). */
export const ORDER_CONFIRMATION_STATES = ['loading', 'ready', 'notFound', 'failure'] as const;
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
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * The thank-you page after «Зарезервировать» (issue 22 item 12): the order number, what happens next (the manager's
 * call, the hold of the terms of sale), where the order is collected or delivered with the boutique's contacts, and
 * the way on to the purchase history.
 */
export function OrderConfirmationPage({ state, number, order, contacts, onRetry, renderLink = defaultRenderLink }: OrderConfirmationPageProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const historyLink = (primary: boolean) =>
    renderLink({
      href: '/purchase-history',
      className: buttonClassName(primary ? {} : { variant: 'secondary' }),
      children: <Trans>Перейти в историю покупок</Trans>,
    });

  if (state === 'ready' && order) return <Ready titleId={titleId} number={number} order={order} contacts={contacts} historyLink={historyLink} renderLink={renderLink} />;

  return (
    <section className={styles.page} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {state === 'notFound' ? <Trans>Заказ не найден</Trans> : state === 'failure' ? <Trans>Не удалось загрузить заказ</Trans> : <Trans>Заказ №{number}</Trans>}
        </h1>
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
      {state !== 'loading' && <div className={styles.actions}>{historyLink(true)}</div>}
    </section>
  );
}

function Ready({
  titleId,
  number,
  order,
  contacts,
  historyLink,
  renderLink,
}: {
  titleId: string;
  number: string;
  order: ConfirmedOrderView;
  contacts: BoutiqueContactsView;
  historyLink: (primary: boolean) => ReactNode;
  renderLink: (props: LinkRenderProps) => ReactNode;
}) {
  const { receipt } = order;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.mark} aria-hidden="true">
          <CheckIcon size={28} />
        </span>
        <p className={styles.eyebrow}>
          <Trans>Спасибо за заказ</Trans>
        </p>
        <h1 id={titleId} className={styles.title}>
          <Trans>Заказ №{number} оформлен</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            {order.name}, мы зарезервировали для вас{' '}
            <Plural value={order.itemsCount} one="# изделие" few="# изделия" many="# изделий" other="# изделия" />. Предоплата не нужна.
          </Trans>
        </p>
      </div>

      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby={`${titleId}-next`}>
          <h2 id={`${titleId}-next`} className={styles.sectionTitle}>
            <Trans>Что дальше</Trans>
          </h2>
          <ol className={styles.steps}>
            <li>
              <Trans>
                Менеджер бутика позвонит вам по номеру {order.phone} в рабочее время, чтобы подтвердить заказ: наличие,
                состояние и комплектацию изделий, способ получения и оплату.
              </Trans>
            </li>
            <li>
              <Trans>
                С момента подтверждения изделия удерживаются за вами три рабочих дня; по договорённости с менеджером срок
                можно продлить.
              </Trans>
            </li>
            <li>
              <Trans>Статус заказа виден в истории покупок. Подробнее о резервировании — в {renderLink({ href: '/terms#reservation', className: styles.contactLink, children: <Trans>условиях продажи</Trans> })}.</Trans>
            </li>
          </ol>
        </section>

        <section className={styles.section} aria-labelledby={`${titleId}-receipt`}>
          <h2 id={`${titleId}-receipt`} className={styles.sectionTitle}>
            {receipt.method === 'pickup' ? <Trans>Самовывоз из бутика</Trans> : <Trans>Доставка</Trans>}
          </h2>
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
          <h3 id={`${titleId}-contacts`} className={styles.subTitle}>
            <Trans>Контакты бутика</Trans>
          </h3>
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
