import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { BoutiqueCard, type InfoMap } from './BoutiqueCard.tsx';
import { ContactDetails, type BoutiqueContacts } from './ContactDetails.tsx';
import { HoursBlock, type HoursRowView } from './HoursBlock.tsx';
import { InfoContents, InfoPage, InfoSection } from './InfoPage.tsx';
import * as styles from './InfoPage.css.ts';

/** The anchors other pages and the menu link to (part 2 §2 "/about: anchors #who-we-are, #addresses, #contacts"). */
export const ABOUT_ANCHORS = ['who-we-are', 'addresses', 'contacts'] as const;

export type AboutPageProps = {
  contacts: BoutiqueContacts;
  /** The boutiques' opening hours, Monday first (issue 22 item 9: one set, shown the same on every page). */
  hours: readonly HoursRowView[];
  /** The Dubai boutique: its address in the active language and its map at zoom 16 (part 2 §9). */
  dubai: { address: string; map: InfoMap };
  /** The Moscow showroom, visited by appointment. */
  moscow: { address: string };
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** /about (part 2 §2): who we are, the addresses with the Dubai boutique's hours and map, and how to reach us. */
export function AboutPage({ contacts, hours, dubai, moscow, renderLink = defaultRenderLink }: AboutPageProps) {
  const { t } = useLingui();
  const [whoWeAre, addresses, contactsAnchor] = ABOUT_ANCHORS;
  const offers = [
    {
      id: 'catalog',
      title: t`Часы, украшения и сумки`,
      text: t`Каждое изделие — с документами и гарантией магазина 12 месяцев на скрытые дефекты.`,
      href: '/catalog',
      link: t`Открыть каталог`,
    },
    {
      id: 'valuation',
      title: t`Оценка и выкуп`,
      text: t`Онлайн-оценка ваших часов в течение 24 часов и предложение о выкупе без лишних формальностей.`,
      href: '/services',
      link: t`Об оценке`,
    },
    {
      id: 'authenticity',
      title: t`Проверка подлинности`,
      text: t`Экспертиза ваших часов, обычно за 1–2 рабочих дня.`,
      href: '/authenticity',
      link: t`О проверке`,
    },
    {
      id: 'service',
      title: t`Сервис`,
      text: t`От замены батарейки до полного обслуживания механизма.`,
      href: '/service',
      link: t`О сервисе`,
    },
  ];

  return (
    <InfoPage
      eyebrow={<Trans>Москва · Дубай</Trans>}
      title={<Trans>О нас</Trans>}
      lead={
        <Trans>
          Бутик часов, ювелирных украшений и сумок с шоурумами в Москве и Дубае. Мы подбираем, проверяем и
          сопровождаем каждое изделие — от первой консультации до сервиса спустя годы.
        </Trans>
      }
    >
      <InfoContents
        items={[
          { anchor: whoWeAre, label: t`Кто мы` },
          { anchor: addresses, label: t`Адреса` },
          { anchor: contactsAnchor, label: t`Контакты` },
        ]}
      />

      <InfoSection id={whoWeAre} title={<Trans>Кто мы</Trans>}>
        <div className={styles.prose}>
          <p>
            <Trans>
              Мы собираем коллекцию часов швейцарских и независимых мануфактур, ювелирных украшений и сумок, которые
              ценят за мастерство и историю. В каталоге — новые и винтажные экземпляры, лимитированные серии и модели,
              которые непросто найти.
            </Trans>
          </p>
          <p>
            <Trans>
              До продажи каждое изделие проходит экспертизу: мы сверяем серийные номера и документы, проверяем
              состояние и комплект. Подлинность мы гарантируем, а документы передаём вместе с покупкой.
            </Trans>
          </p>
          <p>
            <Trans>
              Мы ценим доверие клиентов: все сделки конфиденциальны, а детали заказа и оплаты менеджер обсуждает с
              вами лично.
            </Trans>
          </p>
        </div>
        <ul className={`${styles.cards} ${styles.cardsPaired}`}>
          {offers.map((offer) => (
            <li key={offer.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{offer.title}</h3>
              <p className={styles.cardText}>{offer.text}</p>
              {renderLink({ href: offer.href, className: styles.link, children: offer.link })}
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id={addresses} title={<Trans>Адреса</Trans>}>
        <p className={styles.cardText}>
          <Trans>
            Бутик в Дубае открыт для гостей в часы работы. В московском шоуруме мы принимаем по предварительной записи,
            чтобы подготовить выбранные модели к вашему визиту.
          </Trans>
        </p>
        <div className={styles.pair}>
          <BoutiqueCard city={<Trans>Дубай</Trans>} address={dubai.address} map={{ ...dubai.map, title: t`Карта: бутик в Дубае` }}>
            <HoursBlock rows={hours} headingLevel={4} />
          </BoutiqueCard>
          <BoutiqueCard city={<Trans>Москва</Trans>} address={moscow.address}>
            <p className={styles.cardText}>
              <Trans>Шоурум, визит по предварительной записи.</Trans>
            </p>
            {renderLink({
              href: '/appointment',
              className: buttonClassName({ variant: 'secondary' }),
              children: <Trans>Записаться на встречу</Trans>,
            })}
          </BoutiqueCard>
        </div>
      </InfoSection>

      <InfoSection id={contactsAnchor} title={<Trans>Контакты</Trans>}>
        <p className={styles.cardText}>
          <Trans>
            Позвоните нам или напишите в мессенджер: расскажем о наличии, пришлём живые фото и видео конкретного
            экземпляра и договоримся о встрече.
          </Trans>
        </p>
        <ContactDetails contacts={contacts} />
        <div className={styles.actions}>
          {renderLink({ href: '/contacts', className: styles.link, children: <Trans>Все контакты и форма обратной связи</Trans> })}
        </div>
      </InfoSection>
    </InfoPage>
  );
}
