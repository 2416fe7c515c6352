import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderProps } from '../link.tsx';
import * as styles from './ConsentNotice.css.ts';

export type ConsentNoticeProps = {
  /** What the submit button does: send a request (the request forms) or create an account (registration). */
  action?: 'request' | 'register';
  className?: string;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * The one consent (issue 22 §10) as a statement beside a submit button, for the forms the spec does not give a
 * consent checkbox (the order request, the buyback, the appointment, registration): the same two links as
 * ConsentCheckbox (the terms of sale and the privacy policy), nothing to tick and nothing that blocks sending.
 */
export function ConsentNotice({ action = 'request', className, renderLink = defaultRenderLink }: ConsentNoticeProps) {
  const termsLink = renderLink({ href: '/terms', className: styles.link, children: <Trans>условиями продажи</Trans> });
  const privacyLink = renderLink({ href: '/privacy-policy', className: styles.link, children: <Trans>политикой конфиденциальности</Trans> });
  return (
    <p className={className ? `${styles.notice} ${className}` : styles.notice}>
      {action === 'register' ? (
        <Trans>
          Регистрируясь, вы соглашаетесь с {termsLink} и {privacyLink}
        </Trans>
      ) : (
        <Trans>
          Отправляя заявку, вы соглашаетесь с {termsLink} и {privacyLink}
        </Trans>
      )}
    </p>
  );
}
