import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Accordion, type AccordionItem } from './Accordion.tsx';
import { InfoPage, InfoSection } from './InfoPage.tsx';
import * as styles from './InfoPage.css.ts';

export type ServicesPageProps = {
  /** The contact form block (part 2 §2 "/services: intro text, three accordion Q&As and a contact form"). */
  form?: ReactNode;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** /services: the valuation — an online estimate within 24 hours (part 2 §9). */
export function ServicesPage({ form, renderLink = defaultRenderLink }: ServicesPageProps) {
  const { t } = useLingui();
  const link = (href: string, children: ReactNode) => renderLink({ href, className: styles.link, children });
  const questions: AccordionItem[] = [
    {
      id: 'what-to-send',
      question: t`Что нужно прислать для оценки?`,
      answer: t`Фотографии циферблата, корпуса сбоку, задней крышки и застёжки, а также коробки и документов, если они сохранились. Укажите модель или референс, год покупки и состояние часов — этого достаточно для предварительной оценки.`,
    },
    {
      id: 'how-long',
      question: t`Как быстро я получу оценку?`,
      answer: t`Эксперт пришлёт онлайн-оценку в течение 24 часов. Она ни к чему вас не обязывает: решение о продаже вы принимаете сами.`,
    },
    {
      id: 'after',
      question: t`Что происходит после оценки?`,
      answer: (
        <p>
          <Trans>
            Если предложение вас устроит, мы договоримся о встрече в бутике в Москве или Дубае. Эксперт осмотрит часы и
            проверит подлинность, после чего мы назовём окончательную цену. Оставить заявку на выкуп можно в{' '}
            {link('/watch-buyback', <Trans>форме выкупа</Trans>)}, а время визита выбрать при{' '}
            {link('/appointment', <Trans>записи на встречу</Trans>)}. Все сделки конфиденциальны.
          </Trans>
        </p>
      ),
    },
  ];

  return (
    <InfoPage
      eyebrow={<Trans>Услуги</Trans>}
      title={<Trans>Оценка часов</Trans>}
      lead={
        <Trans>
          Узнайте рыночную стоимость своих часов, не выходя из дома: пришлите фотографии и описание — эксперт ответит
          в течение 24 часов.
        </Trans>
      }
      form={form}
    >
      <InfoSection id="how-we-value" title={<Trans>Как мы оцениваем</Trans>}>
        <div className={styles.prose}>
          <p>
            <Trans>
              Оценка учитывает модель и референс, год выпуска, состояние корпуса, браслета и механизма, комплектность —
              коробку, документы, бирки — и текущий спрос на вторичном рынке.
            </Trans>
          </p>
          <p>
            <Trans>Чем подробнее описание и чётче фотографии, тем точнее будет предварительная цена.</Trans>
          </p>
        </div>
      </InfoSection>
      <InfoSection id="questions" title={<Trans>Вопросы об оценке</Trans>}>
        <Accordion items={questions} />
      </InfoSection>
    </InfoPage>
  );
}
