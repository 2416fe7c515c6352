import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { InfoPage, InfoSection } from './InfoPage.tsx';
import * as styles from './InfoPage.css.ts';

export type ServicePageProps = {
  /** The contact form block (part 2 §2 "/service: static info page with a contact form"). */
  form?: ReactNode;
};

/**
 * /service (part 2 §2): maintenance, diagnosis, overhaul, water resistance, quartz battery, bracelet or strap;
 * part 2 §9 "service timeframes from 1 to 2 days up to 2 to 4 weeks" — the spec names only the two ends, so only
 * the works at either end carry a figure.
 */
export function ServicePage({ form }: ServicePageProps) {
  const { t } = useLingui();
  const short = t`1–2 дня`;
  const works: { id: string; title: string; text: string; time?: string }[] = [
    {
      id: 'maintenance',
      title: t`Техническое обслуживание`,
      text: t`Чистка и смазка механизма, регулировка хода, проверка всех функций — чтобы часы оставались точными год за годом.`,
    },
    {
      id: 'diagnosis',
      title: t`Диагностика`,
      text: t`Проверяем точность хода, амплитуду баланса, запас хода и состояние механизма, затем называем стоимость и сроки работ.`,
    },
    {
      id: 'overhaul',
      title: t`Полное обслуживание механизма`,
      text: t`Разбираем, чистим и смазываем каждую деталь, меняем изношенные элементы и уплотнители, собираем и регулируем. По желанию — полировка корпуса и браслета.`,
      time: t`2–4 недели`,
    },
    {
      id: 'water',
      title: t`Водонепроницаемость`,
      text: t`Проверяем герметичность корпуса под давлением и при необходимости меняем уплотнители.`,
      time: short,
    },
    {
      id: 'battery',
      title: t`Замена батарейки`,
      text: t`Меняем батарейку в кварцевых часах и проверяем герметичность, чтобы сохранить водозащиту.`,
      time: short,
    },
    {
      id: 'bracelet',
      title: t`Браслет и ремешок`,
      text: t`Подгоняем браслет по руке, меняем звенья и застёжки, подбираем ремешки из кожи, каучука и текстиля.`,
      time: short,
    },
  ];
  const steps = [
    { id: 'request', title: t`Заявка`, text: t`Опишите часы и задачу в форме или по телефону.` },
    { id: 'diagnosis', title: t`Диагностика`, text: t`Осматриваем часы и согласуем с вами стоимость и сроки.` },
    { id: 'work', title: t`Работа`, text: t`Приступаем только после вашего подтверждения.` },
    { id: 'return', title: t`Готово`, text: t`Проверяем точность и герметичность и сообщаем, что часы можно забрать.` },
  ];

  return (
    <InfoPage
      eyebrow={<Trans>Услуги</Trans>}
      title={<Trans>Сервисное обслуживание</Trans>}
      lead={
        <Trans>
          Бережно обслуживаем механические и кварцевые часы — от замены батарейки до полного обслуживания механизма.
          Перед любой работой проводим диагностику и согласуем с вами стоимость и сроки.
        </Trans>
      }
      form={form}
    >
      <InfoSection id="works" title={<Trans>Что мы делаем</Trans>}>
        <ul className={styles.cards}>
          {works.map((work) => (
            <li key={work.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{work.title}</h3>
              <p className={styles.cardText}>{work.text}</p>
              {work.time && (
                <p className={styles.tag}>
                  <Trans>Срок: {work.time}</Trans>
                </p>
              )}
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="timeframes" title={<Trans>Сроки</Trans>}>
        <div className={styles.prose}>
          <p>
            <Trans>
              Простые работы — замена батарейки или ремешка, подгонка браслета, проверка водонепроницаемости — занимают
              1–2 дня. Полное обслуживание механизма — от 2 до 4 недель; точный срок мы назовём после диагностики.
            </Trans>
          </p>
        </div>
      </InfoSection>
      <InfoSection id="how-it-works" title={<Trans>Как это устроено</Trans>}>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.id} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </InfoSection>
    </InfoPage>
  );
}
