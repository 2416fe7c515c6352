import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { BoutiqueCard, type InfoMap } from './BoutiqueCard.tsx';
import { ContactDetails, type BoutiqueContacts } from './ContactDetails.tsx';
import { HoursBlock, type HoursRowView } from './HoursBlock.tsx';
import { InfoPage, InfoSection } from './InfoPage.tsx';
import * as styles from './InfoPage.css.ts';

/** A boutique as /contacts shows it: address and its map at the default zoom 14 (part 2 §9). */
export type ContactsBoutique = { address: string; map: InfoMap };

export type ContactsPageProps = {
  contacts: BoutiqueContacts;
  /** The boutiques' opening hours, Monday first (issue 22 item 9: the same set /about shows). */
  hours: readonly HoursRowView[];
  dubai: ContactsBoutique;
  moscow: ContactsBoutique;
  /** The contact form block (part 2 §2 "/contacts: … contact form"). */
  form?: ReactNode;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** /contacts (part 2 §2): phone, e-mail, the boutiques' hours (issue 22 item 9: the one set), both addresses, the form. */
export function ContactsPage({ contacts, hours, dubai, moscow, form, renderLink = defaultRenderLink }: ContactsPageProps) {
  const { t } = useLingui();
  return (
    <InfoPage
      eyebrow={<Trans>Москва · Дубай</Trans>}
      title={<Trans>Контакты</Trans>}
      lead={
        <Trans>
          Мы на связи каждый день: ответим на вопросы о наличии и стоимости, пришлём живые фото и видео, договоримся о
          встрече в бутике.
        </Trans>
      }
      form={form}
    >
      <InfoSection id="reach-us" title={<Trans>Как с нами связаться</Trans>}>
        <ContactDetails contacts={contacts} />
        <HoursBlock rows={hours} />
        <p className={styles.cardText}>
          <Trans>Если вы напишете нам, когда бутик закрыт, менеджер ответит в ближайшие часы работы.</Trans>
        </p>
      </InfoSection>

      <InfoSection id="addresses" title={<Trans>Адреса</Trans>}>
        <div className={`${styles.pair} ${styles.pairEven}`}>
          <BoutiqueCard city={<Trans>Дубай</Trans>} address={dubai.address} map={{ ...dubai.map, title: t`Карта: бутик в Дубае` }} />
          <BoutiqueCard city={<Trans>Москва</Trans>} address={moscow.address} map={{ ...moscow.map, title: t`Карта: шоурум в Москве` }}>
            <p className={styles.cardText}>
              <Trans>Шоурум, визит по предварительной записи.</Trans>{' '}
              {renderLink({ href: '/appointment', className: styles.link, children: <Trans>Записаться на встречу</Trans> })}
            </p>
          </BoutiqueCard>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
