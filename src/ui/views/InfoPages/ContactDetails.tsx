import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../a11y.css.ts';
import * as styles from './ContactDetails.css.ts';

/** The boutique's published contacts, as the feature knows them. */
export type BoutiqueContacts = {
  /** As shown ("+7 (495) 120-45-45"); dialled through a tel: link. */
  phone: string;
  email: string;
  /** https://wa.me/… */
  whatsappHref: string;
  /** https://t.me/… */
  telegramHref: string;
};

export type ContactDetailsProps = {
  contacts: BoutiqueContacts;
  /** The e-mail row (/contacts shows it; /about keeps to phone and messengers). */
  showEmail?: boolean;
};

/** Digits and a leading plus only: what a tel: URI accepts. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** Phone, messengers and e-mail as a list of labelled links. */
export function ContactDetails({ contacts, showEmail = true }: ContactDetailsProps) {
  const { t } = useLingui();
  const newTab = <span className={visuallyHidden}> {t`(откроется в новой вкладке)`}</span>;
  return (
    <dl className={styles.list}>
      <div className={styles.item}>
        <dt className={styles.term}>
          <Trans>Телефон</Trans>
        </dt>
        <dd className={styles.value}>
          <a className={styles.primary} href={telHref(contacts.phone)}>
            {contacts.phone}
          </a>
        </dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.term}>
          <Trans>Мессенджеры</Trans>
        </dt>
        <dd className={styles.value}>
          <a className={styles.messenger} href={contacts.whatsappHref} target="_blank" rel="noopener noreferrer">
            WhatsApp
            {newTab}
          </a>
          <a className={styles.messenger} href={contacts.telegramHref} target="_blank" rel="noopener noreferrer">
            Telegram
            {newTab}
          </a>
        </dd>
      </div>
      {showEmail && (
        <div className={styles.item}>
          <dt className={styles.term}>
            <Trans>Электронная почта</Trans>
          </dt>
          <dd className={styles.value}>
            <a className={styles.primary} href={`mailto:${contacts.email}`}>
              {contacts.email}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
