import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { telHref } from './ContactDetails.tsx';
import { InfoContents, InfoPage, InfoSection } from './InfoPage.tsx';
import { ReturnsPolicy } from './ReturnsPolicy.tsx';
import * as styles from './InfoPage.css.ts';

export type TermsPageProps = {
  /** The mailbox for orders and returns. */
  email: string;
  /** The boutique's phone as shown. */
  phone: string;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** The sections' anchors: other pages link to them (`/terms#delivery`, `/terms#returns`). */
export const TERMS_ANCHORS = ['reservation', 'payment', 'delivery', 'returns', 'authenticity', 'questions'] as const;
export type TermsAnchor = (typeof TERMS_ANCHORS)[number];

/**
 * /terms (issue 22 item 2): the terms of sale the checkout's consent links to. The figures are the shop's constants
 * (part 2 §9): delivery within 24 hours to cities with a branch, free to Russia and the UAE and 50 USD elsewhere,
 * returns within 14 days with the condition and set preserved, the 12-month store warranty for hidden defects.
 */
export function TermsPage({ email, phone, renderLink = defaultRenderLink }: TermsPageProps) {
  const { t } = useLingui();
  const mail = (
    <a className={styles.link} href={`mailto:${email}`}>
      {email}
    </a>
  );
  const call = (
    <a className={styles.link} href={telHref(phone)}>
      {phone}
    </a>
  );
  const labels: Record<TermsAnchor, string> = {
    reservation: t`Резервирование`,
    payment: t`Оплата`,
    delivery: t`Доставка и самовывоз`,
    returns: t`Возврат в течение 14 дней`,
    authenticity: t`Гарантия подлинности`,
    questions: t`Вопросы по заказу`,
  };
  const sections = TERMS_ANCHORS.map((anchor) => ({ anchor, label: labels[anchor] }));
  const link = (href: string, children: ReactNode) => renderLink({ href, className: styles.link, children });

  return (
    <InfoPage
      eyebrow={<Trans>Документы</Trans>}
      title={<Trans>Условия продажи</Trans>}
      lead={
        <Trans>
          Как мы резервируем изделия, принимаем оплату, передаём покупки и принимаем их обратно. Оформляя заказ, вы
          принимаете эти условия.
        </Trans>
      }
    >
      <InfoContents items={sections} />

      <InfoSection id="reservation" title={labels.reservation}>
        <div className={styles.prose}>
          <p>
            <Trans>
              Заказ на сайте — это резерв без предоплаты. После оформления менеджер бутика связывается с вами в рабочее
              время, подтверждает наличие изделия, его состояние и комплектацию, а также способ получения.
            </Trans>
          </p>
        </div>
        <ul className={styles.list}>
          <li>
            <Trans>
              С момента оформления изделие снимается с продажи и удерживается за вами 48 часов, пока менеджер
              подтверждает заказ; подтверждённый заказ удерживает его до передачи или отмены.
            </Trans>
          </li>
          <li>
            <Trans>
              Если заказ не подтверждён за 48 часов, резерв снимается автоматически, без штрафов и обязательств, и
              изделие возвращается в продажу.
            </Trans>
          </li>
          <li>
            <Trans>
              Цену изделий «по запросу» менеджер называет при подтверждении; до этого сумма заказа предварительная.
            </Trans>
          </li>
          <li>
            <Trans>Статус заказа виден в {link('/purchase-history', <Trans>истории покупок</Trans>)}.</Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="payment" title={labels.payment}>
        <div className={styles.prose}>
          <p>
            <Trans>
              Цены указаны в долларах США. Оплата принимается при получении — в бутике в Москве или Дубае либо при
              доставке: картами Visa, Mastercard и Мир, через Apple Pay и Google Pay, а также банковским переводом по
              счёту. Сумма в рублях или дирхамах рассчитывается по курсу на день оплаты; менеджер назовёт её заранее.
            </Trans>
          </p>
          <p>
            <Trans>
              Оплата криптовалютой возможна по согласованию с менеджером: платёж считается завершённым после 1–3
              подтверждений в сети. Сохраните хеш транзакции и отправьте его менеджеру.
            </Trans>
          </p>
        </div>
      </InfoSection>

      <InfoSection id="delivery" title={labels.delivery}>
        <ul className={styles.list}>
          <li>
            <Trans>
              Самовывоз — бесплатно, в бутике в Москве или Дубае в удобное вам время: менеджер согласует визит, и
              изделие будет ждать вас подготовленным к осмотру.
            </Trans>
          </li>
          <li>
            <Trans>
              Доставка в города, где есть наш филиал, — в течение 24 часов после подтверждения. О сроках доставки в
              другие города и страны менеджер сообщит при подтверждении заказа.
            </Trans>
          </li>
          <li>
            <Trans>
              По России и ОАЭ доставка бесплатна, в другие страны — 50 USD. Стоимость доставки видна в итоговой сумме
              ещё до подтверждения заказа.
            </Trans>
          </li>
          <li>
            <Trans>
              Мы отправляем изделия только застрахованной курьерской службой на полную стоимость и передаём лично
              получателю заказа по документу, удостоверяющему личность.
            </Trans>
          </li>
          <li>
            <Trans>
              Осмотрите изделие и комплект при курьере: если что-то не соответствует описанию, вы вправе отказаться от
              покупки на месте.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="returns" title={labels.returns}>
        <ReturnsPolicy />
      </InfoSection>

      <InfoSection id="authenticity" title={labels.authenticity}>
        <div className={styles.prose}>
          <p>
            <Trans>
              Каждое изделие перед продажей проверяют наши эксперты: подлинность, механизм, соответствие документам и
              серийным номерам. Мы продаём только оригиналы.
            </Trans>
          </p>
          <p>
            <Trans>
              Если подлинность купленного у нас изделия будет когда-либо опровергнута производителем или независимой
              экспертизой, мы вернём полную стоимость покупки — без срока давности.
            </Trans>
          </p>
          <p>
            <Trans>Как проходит проверка, описано на странице {link('/authenticity', <Trans>проверки подлинности</Trans>)}.</Trans>
          </p>
        </div>
      </InfoSection>

      <InfoSection id="questions" title={labels.questions}>
        <div className={styles.prose}>
          <p>
            <Trans>
              С вопросами о заказе, доставке и возврате пишите на {mail} или звоните по телефону {call}. Как мы
              обращаемся с вашими данными, описано в {link('/privacy-policy', <Trans>политике конфиденциальности</Trans>)}.
            </Trans>
          </p>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
