import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { BoutiqueCard, type InfoMap } from './BoutiqueCard.tsx';
import { ContactDetails, type BoutiqueContacts } from './ContactDetails.tsx';
import { HoursBlock } from './HoursBlock.tsx';
import { InfoPage, InfoSection } from './InfoPage.tsx';
import * as styles from './InfoPage.css.ts';

/** A boutique as /contacts shows it: address and its map at the default zoom 14 (part 2 §9). */
export type ContactsBoutique = { address: string; map: InfoMap };

export type ContactsPageProps = {
  contacts: BoutiqueContacts;
  dubai: ContactsBoutique;
  moscow: ContactsBoutique;
  /** The contact form block (part 2 §2 "/contacts: … contact form"). */
  form?: ReactNode;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** /contacts (part 2 §2): phone, e-mail, the hours (daily 11:00–21:00 here, part 2 §9), both addresses, the form. */
export function ContactsPage({ contacts, dubai, moscow, form, renderLink = defaultRenderLink }: ContactsPageProps) {
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
        <HoursBlock schedule="daily" />
        <p className={styles.cardText}>
          <Trans>Если вы напишете нам после 21:00, менеджер ответит на следующий день с 11:00.</Trans>
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
