import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { InfoPage, InfoSection } from './InfoPage.tsx';
import * as styles from './InfoPage.css.ts';

export type AuthenticityPageProps = {
  /** The contact form block (part 2 §2 "/authenticity: static info page with a contact form"). */
  form?: ReactNode;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** /authenticity: what an expert checks, and how long it takes — usually 1–2 business days (part 2 §9). */
export function AuthenticityPage({ form, renderLink = defaultRenderLink }: AuthenticityPageProps) {
  const { t } = useLingui();
  const steps = [
    { id: 'request', title: t`Заявка`, text: t`Оставьте заявку в форме или позвоните нам — менеджер подберёт удобное время.` },
    { id: 'examination', title: t`Экспертиза`, text: t`Эксперт осматривает часы в бутике в Москве или Дубае.` },
    { id: 'result', title: t`Заключение`, text: t`Обычно через 1–2 рабочих дня вы получаете результат с описанием проверенных признаков.` },
  ];

  return (
    <InfoPage
      eyebrow={<Trans>Услуги</Trans>}
      title={<Trans>Проверка подлинности</Trans>}
      lead={
        <Trans>
          Проверим подлинность ваших часов перед покупкой или продажей — или просто для уверенности. Обычно проверка
          занимает 1–2 рабочих дня.
        </Trans>
      }
      form={form}
    >
      <InfoSection id="checks" title={<Trans>Что мы проверяем</Trans>}>
        <ul className={styles.list}>
          <li>
            <Trans>Серийный номер и референс — их соответствие друг другу и документам.</Trans>
          </li>
          <li>
            <Trans>Корпус, циферблат, стрелки и гравировки — качество исполнения и характерные детали марки.</Trans>
          </li>
          <li>
            <Trans>Механизм — калибр, отделку и маркировку; крышку мы открываем только с вашего согласия.</Trans>
          </li>
          <li>
            <Trans>Браслет, застёжку и ремешок — клейма и соответствие модели.</Trans>
          </li>
          <li>
            <Trans>Коробку, гарантийный талон и сопроводительные документы.</Trans>
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="how-it-works" title={<Trans>Как проходит проверка</Trans>}>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.id} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.prose}>
          <p>
            <Trans>Проверка конфиденциальна: мы не передаём сведения о ваших часах и их владельце третьим лицам.</Trans>
          </p>
        </div>
      </InfoSection>
      <section className={styles.callout} aria-labelledby="authenticity-catalog-title">
        <h2 id="authenticity-catalog-title" className={styles.subTitle}>
          <Trans>Изделия из нашего каталога уже проверены</Trans>
        </h2>
        <p className={styles.cardText}>
          <Trans>Каждое из них прошло экспертизу и продаётся с документами и гарантией подлинности.</Trans>
        </p>
        <div className={styles.actions}>
          {renderLink({ href: '/catalog', className: styles.link, children: <Trans>Перейти в каталог</Trans> })}
        </div>
      </section>
    </InfoPage>
  );
}
