import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import * as shop from '../shopPage.css.ts';
import { ProfileSection } from './ProfileCard.tsx';
import * as styles from './ProfilePage.css.ts';

export type ProfilePageProps = {
  info: ReactNode;
  password: ReactNode;
  addresses: ReactNode;
  /** The customer's own requests (issue 15), under the address book. */
  requests?: ReactNode;
  /** Issue 28: what the shop tells the shopper about, and the Telegram switch (NoticesCard), under the personal info. */
  notices?: ReactNode;
};

/**
 * /profile (part 2 §3): the title and three cards (four with the customer's requests), one under another. Each card is a section with an id for links
 * (/profile#addresses), named by the card's own h2 (PersonalInfoCard, PasswordCard, AddressBook).
 */
export function ProfilePage({ info, password, addresses, requests, notices }: ProfilePageProps) {
  const titleId = useId();
  return (
    <section className={shop.page} aria-labelledby={titleId}>
      <header className={shop.header}>
        <h1 id={titleId} className={shop.title}>
          <Trans>Профиль</Trans>
        </h1>
      </header>
      <div className={styles.stack}>
        <ProfileSection id="info">{info}</ProfileSection>
        {notices && <ProfileSection id="notices">{notices}</ProfileSection>}
        <ProfileSection id="password">{password}</ProfileSection>
        <ProfileSection id="addresses">{addresses}</ProfileSection>
        {requests && <ProfileSection id="requests">{requests}</ProfileSection>}
      </div>
    </section>
  );
}
