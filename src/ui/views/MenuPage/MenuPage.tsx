import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MenuSections } from '../MenuOverlay/MenuSections.tsx';
import * as styles from './MenuPage.css.ts';

export type MenuPageProps = {
  /** Client-side navigation on a plain click; without it the links navigate normally. */
  onNavigate?: (href: string) => void;
  brands?: ReactNode;
  /** Signed in: the Account section with sign-out. */
  onSignOut?: () => void;
};

/** /menu: the overlay's sections as a page titled "Меню" (part 1 §2.4, part 2 routes). */
export function MenuPage({ onNavigate, brands, onSignOut }: MenuPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Меню</Trans>
      </h1>
      <MenuSections onNavigate={onNavigate} brands={brands} headingLevel={2} onSignOut={onSignOut} />
    </div>
  );
}
