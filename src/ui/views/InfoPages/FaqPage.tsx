import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Accordion, type AccordionItem } from './Accordion.tsx';
import { InfoContents, InfoPage, InfoSection } from './InfoPage.tsx';
import * as styles from './InfoPage.css.ts';

/** Part 2 §2 "/faq: accordions in four groups: order and payment, delivery, warranty, products". */
export const FAQ_GROUPS = ['order-payment', 'delivery', 'warranty', 'products'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

export type FaqPageProps = {
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * /faq: the boutique's answers in four groups, then where to ask what is not here (/support, /contacts). The
 * facts are part 2 §9's: return within 14 days, a 12-month warranty, delivery within 24 hours to cities with a
 * branch, service from 1–2 days to 2–4 weeks, authenticity in 1–2 business days, valuation within 24 hours.
 */
export function FaqPage({ renderLink = defaultRenderLink }: FaqPageProps) {
  const { t } = useLingui();
  const link = (href: string, children: ReactNode) => renderLink({ href, className: styles.link, children });

  const groups: { id: FaqGroup; title: string; items: AccordionItem[] }[] = [
    {
      id: 'order-payment',
      title: t`Заказ и оплата`,
      items: [
        {
          id: 'order',
          question: t`Как оформить заказ?`,
          answer: (
            <p>
              <Trans>
                Добавьте изделие в корзину и перейдите к оформлению: укажите контактные данные и выберите самовывоз из
                бутика или доставку. Менеджер свяжется с вами, подтвердит наличие и детали, а статус заказа будет виден
                в разделе {link('/purchase-history', <Trans>«История покупок»</Trans>)}.
              </Trans>
            </p>
          ),
        },
        {
          id: 'payment',
          question: t`Как можно оплатить покупку?`,
          answer: t`Картами Visa, Mastercard и «Мир», через Apple Pay и Google Pay или переводом — способ оплаты менеджер согласует с вами после подтверждения заказа. Цены на сайте указаны в долларах США.`,
        },
        {
          id: 'reserve',
          question: t`Можно ли забронировать изделие?`,
          answer: t`Да. При оформлении заказа выберите бронирование: менеджер подтвердит бронь и договорится с вами о просмотре в бутике или о доставке.`,
        },
        {
          id: 'promo',
          question: t`Как применить промокод?`,
          answer: t`Введите код в поле «Промокод» на странице оформления заказа и нажмите «Применить» — скидка сразу отразится в итоговой сумме.`,
        },
      ],
    },
    {
      id: 'delivery',
      title: t`Доставка`,
      items: [
        {
          id: 'speed',
          question: t`Как быстро вы доставляете?`,
          answer: t`В города, где есть наш филиал, — в течение 24 часов. О сроках доставки в другие города и страны менеджер сообщит при подтверждении заказа.`,
        },
        {
          id: 'cost',
          question: t`Сколько стоит доставка?`,
          answer: t`По России и ОАЭ доставка бесплатна, в другие страны — 50 USD. Стоимость доставки видна в итоговой сумме ещё до подтверждения заказа.`,
        },
        {
          id: 'pickup',
          question: t`Можно ли забрать заказ самостоятельно?`,
          answer: t`Да, самовывоз бесплатный: выберите при оформлении бутик в Москве или Дубае, и мы подготовим заказ к вашему приходу.`,
        },
        {
          id: 'address',
          question: t`Куда можно доставить заказ?`,
          answer: (
            <p>
              <Trans>
                По любому адресу, который вы укажете при оформлении. Чтобы не вводить его каждый раз, сохраните адрес в{' '}
                {link('/profile', <Trans>личном кабинете</Trans>)} — он появится в списке при следующем заказе.
              </Trans>
            </p>
          ),
        },
      ],
    },
    {
      id: 'warranty',
      title: t`Гарантия`,
      items: [
        {
          id: 'warranty',
          question: t`Какая гарантия на часы?`,
          answer: t`На все часы действует гарантия магазина 12 месяцев на скрытые дефекты. Если такой дефект проявится, свяжитесь с нами — мы проведём диагностику и устраним его.`,
        },
        {
          id: 'return',
          question: t`Можно ли вернуть покупку?`,
          answer: (
            <p>
              <Trans>
                Да, в течение 14 дней, если сохранены состояние изделия и полный комплект, с которым оно было продано.
                Подробнее — в {link('/privacy-policy#returns', <Trans>условиях возврата</Trans>)}.
              </Trans>
            </p>
          ),
        },
        {
          id: 'genuine',
          question: t`Как гарантируется подлинность?`,
          answer: t`Каждое изделие проходит экспертизу до продажи. Мы гарантируем подлинность и передаём документы вместе с покупкой.`,
        },
        {
          id: 'repair',
          question: t`Что делать, если часам нужен ремонт?`,
          answer: (
            <p>
              <Trans>
                Обратитесь в наш {link('/service', <Trans>сервис</Trans>)}: мы проводим диагностику, обслуживание и
                ремонт. Простые работы занимают 1–2 дня, полное обслуживание механизма — 2–4 недели.
              </Trans>
            </p>
          ),
        },
      ],
    },
    {
      id: 'products',
      title: t`Товары`,
      items: [
        {
          id: 'original',
          question: t`Все изделия оригинальные?`,
          answer: (
            <p>
              <Trans>
                Да. Каждый экземпляр проверяют наши эксперты, изделия продаются с документами и гарантией подлинности.
                Собственные часы вы можете отдать нам на {link('/authenticity', <Trans>проверку подлинности</Trans>)} —
                обычно она занимает 1–2 рабочих дня.
              </Trans>
            </p>
          ),
        },
        {
          id: 'condition',
          question: t`Как узнать состояние и комплект?`,
          answer: t`На странице каждого изделия указаны его состояние, год выпуска и комплект. Если нужны подробности, нажмите «Запросить живые фото» — менеджер пришлёт снимки и видео конкретного экземпляра.`,
        },
        {
          id: 'price',
          question: t`Почему у некоторых моделей нет цены?`,
          answer: t`Цену редких экземпляров мы сообщаем по запросу. Нажмите «Узнать цену» на странице изделия — менеджер свяжется с вами.`,
        },
        {
          id: 'viewing',
          question: t`Можно ли посмотреть изделие вживую?`,
          answer: (
            <p>
              <Trans>
                Конечно. {link('/appointment', <Trans>Запишитесь на встречу</Trans>)} в бутике в Москве или Дубае — мы
                подготовим выбранные модели к вашему визиту.
              </Trans>
            </p>
          ),
        },
        {
          id: 'buyback',
          question: t`Вы выкупаете часы?`,
          answer: (
            <p>
              <Trans>
                Да. Отправьте фотографии и описание через {link('/watch-buyback', <Trans>форму выкупа</Trans>)} —
                онлайн-оценку пришлём в течение 24 часов. Окончательную цену мы назовём после осмотра часов в бутике.
              </Trans>
            </p>
          ),
        },
      ],
    },
  ];

  return (
    <InfoPage
      eyebrow={<Trans>Помощь</Trans>}
      title={<Trans>Вопросы и ответы</Trans>}
      lead={<Trans>Коротко о заказе и оплате, доставке, гарантии и наших изделиях.</Trans>}
    >
      <InfoContents items={groups.map((group) => ({ anchor: group.id, label: group.title }))} />
      {groups.map((group) => (
        <InfoSection key={group.id} id={group.id} title={group.title}>
          <Accordion items={group.items} />
        </InfoSection>
      ))}
      <section className={styles.callout} aria-labelledby="faq-more-title">
        <h2 id="faq-more-title" className={styles.subTitle}>
          <Trans>Не нашли ответ?</Trans>
        </h2>
        <p className={styles.cardText}>
          <Trans>Напишите в поддержку или свяжитесь с нами удобным способом — менеджер ответит в рабочие часы.</Trans>
        </p>
        <div className={styles.actions}>
          {renderLink({ href: '/support', className: buttonClassName(), children: <Trans>Написать в поддержку</Trans> })}
          {renderLink({ href: '/contacts', className: buttonClassName({ variant: 'secondary' }), children: <Trans>Контакты</Trans> })}
        </div>
      </section>
    </InfoPage>
  );
}
