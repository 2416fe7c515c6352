import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { telHref } from './ContactDetails.tsx';
import { InfoContents, InfoPage, InfoSection } from './InfoPage.tsx';
import { ReturnsPolicy } from './ReturnsPolicy.tsx';
import * as styles from './InfoPage.css.ts';

export type PrivacyPageProps = {
  /** The mailbox for personal-data and return questions (part 2 §9: static text). */
  email: string;
  /** The boutique's phone as shown. */
  phone: string;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * /privacy-policy (part 2 §2). The navigation labels this route «Политика возврата» (part 1 §2.1), so besides the
 * privacy policy it states the return rule of part 2 §9 — 14 days if condition and set are preserved — under
 * #returns, with the 12-month warranty for hidden defects.
 */
export function PrivacyPage({ email, phone, renderLink = defaultRenderLink }: PrivacyPageProps) {
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
  const sections = [
    { anchor: 'data', label: t`Какие данные мы получаем` },
    { anchor: 'purposes', label: t`Зачем они нужны` },
    { anchor: 'sharing', label: t`Передача третьим лицам` },
    { anchor: 'storage', label: t`Хранение и защита` },
    { anchor: 'rights', label: t`Ваши права` },
    { anchor: 'returns', label: t`Возврат и гарантия` },
    { anchor: 'questions', label: t`Куда обращаться` },
  ] as const;
  const title = (anchor: (typeof sections)[number]['anchor']) => sections.find((section) => section.anchor === anchor)?.label;

  return (
    <InfoPage
      eyebrow={<Trans>Документы</Trans>}
      title={<Trans>Политика конфиденциальности</Trans>}
      lead={
        <Trans>
          Как мы обращаемся с вашими персональными данными и на каких условиях принимаем возврат покупок.
        </Trans>
      }
    >
      <InfoContents items={sections} />

      <div className={styles.prose}>
        <p>
          <Trans>
            Эта политика описывает, какие персональные данные мы получаем, когда вы пользуетесь сайтом бутика, зачем
            они нужны и как мы их защищаем. Отправляя заявку или оформляя заказ, вы соглашаетесь с этими условиями.
          </Trans>
        </p>
      </div>

      <InfoSection id="data" title={title('data')}>
        <ul className={styles.list}>
          <li>
            <Trans>Имя, фамилию, телефон и адрес электронной почты — из форм заказа, заявок и личного кабинета.</Trans>
          </li>
          <li>
            <Trans>Адреса доставки, которые вы указываете при заказе или сохраняете в личном кабинете.</Trans>
          </li>
          <li>
            <Trans>Сведения о заказах и заявках: выбранные изделия, суммы, статусы и ваши комментарии.</Trans>
          </li>
          <li>
            <Trans>Фотографии и описания часов, которые вы присылаете для оценки или выкупа.</Trans>
          </li>
          <li>
            <Trans>
              Технические данные, без которых сайт не работает: выбранный язык, данные входа в учётную запись и
              черновики форм в вашем браузере.
            </Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="purposes" title={title('purposes')}>
        <ul className={styles.list}>
          <li>
            <Trans>Оформить и подтвердить заказ, организовать доставку или самовывоз.</Trans>
          </li>
          <li>
            <Trans>Ответить на ваш вопрос или заявку — на оценку, выкуп, проверку подлинности или сервис.</Trans>
          </li>
          <li>
            <Trans>Вести историю ваших заказов и заявок в личном кабинете.</Trans>
          </li>
          <li>
            <Trans>Защищать сайт от злоупотреблений и спама.</Trans>
          </li>
        </ul>
        <div className={styles.prose}>
          <p>
            <Trans>
              Мы не присылаем рекламных рассылок без вашего отдельного согласия и никогда не продаём персональные
              данные.
            </Trans>
          </p>
        </div>
      </InfoSection>

      <InfoSection id="sharing" title={title('sharing')}>
        <div className={styles.prose}>
          <p>
            <Trans>
              Мы передаём данные только тем, без кого нельзя выполнить ваш заказ, — например, курьерской службе для
              доставки, и только в необходимом объёме. Кроме того, данные могут быть раскрыты по законному требованию
              государственных органов.
            </Trans>
          </p>
        </div>
      </InfoSection>

      <InfoSection id="storage" title={title('storage')}>
        <div className={styles.prose}>
          <p>
            <Trans>
              Данные хранятся на защищённых серверах; доступ к ним есть только у сотрудников, которые обрабатывают ваши
              заказы и заявки. Все сделки конфиденциальны.
            </Trans>
          </p>
          <p>
            <Trans>
              Черновики форм хранятся только в вашем браузере и удаляются, когда вы закрываете вкладку; выбранный язык
              сайта браузер запоминает, пока вы его не смените.
            </Trans>
          </p>
        </div>
      </InfoSection>

      <InfoSection id="rights" title={title('rights')}>
        <div className={styles.prose}>
          <p>
            <Trans>
              Вы можете узнать, какие данные о вас хранятся, исправить их или попросить удалить. Имя, почту и адреса
              доставки можно изменить самостоятельно в{' '}
              {renderLink({ href: '/profile', className: styles.link, children: <Trans>личном кабинете</Trans> })}, по
              остальным вопросам напишите нам.
            </Trans>
          </p>
        </div>
      </InfoSection>

      <InfoSection id="returns" title={title('returns')}>
        <ReturnsPolicy />
      </InfoSection>

      <InfoSection id="questions" title={title('questions')}>
        <div className={styles.prose}>
          <p>
            <Trans>
              С вопросами о персональных данных и возврате пишите на {mail} или звоните по телефону {call}.
            </Trans>
          </p>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
