import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../link.tsx';
import * as styles from './ConsentCheckbox.css.ts';

export type ConsentCheckboxProps = {
  checked: boolean;
  disabled?: boolean;
  /** Why the form was refused (consent not given), already worded. */
  error?: ReactNode;
  /** The input's id (a form that focuses its first invalid field names it). */
  id?: string;
  className?: string;
  onChange: (checked: boolean) => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * The one consent (issue 22 §10) as the required checkbox of the forms whose spec asks it ticked: checkout, the
 * contact forms and the price / live-photo requests (part 1 §5, part 2 §5). The forms the spec gives no checkbox
 * (order request, buyback, appointment, registration) state it with ConsentNotice: the same two links as
 * checkout's (part 2 §3 "Consent checkbox linking to the privacy policy and terms").
 */
export function ConsentCheckbox({ checked, disabled, error, id, className, onChange, renderLink = defaultRenderLink }: ConsentCheckboxProps) {
  const termsLink = renderLink({ href: '/terms', className: styles.link, children: <Trans>условиями продажи</Trans> });
  const privacyLink = renderLink({ href: '/privacy-policy', className: styles.link, children: <Trans>политикой конфиденциальности</Trans> });
  return (
    <Checkbox
      id={id}
      className={className}
      name="consent"
      checked={checked}
      disabled={disabled}
      error={error}
      required
      label={
        <Trans>
          Я соглашаюсь с {termsLink} и {privacyLink}
        </Trans>
      }
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
