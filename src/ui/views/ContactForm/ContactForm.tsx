import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { ConsentCheckbox } from '../../ConsentCheckbox/ConsentCheckbox.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import * as styles from '../../requestForm.css.ts';
import { FailureBanner, Honeypot, RequiredNote, SentBanner, TextArea, useFormBinding, type FieldProblemCode } from '../../requestFormParts.tsx';
import { TextField } from '../../TextField/TextField.tsx';

/** What the form shows: the fields, the fields while they are sent, or the cleared fields after a success. */
export const contactFormStatuses = ['editing', 'submitting', 'success'] as const;
export type ContactFormStatus = (typeof contactFormStatuses)[number];

export type ContactFormTextField = 'name' | 'phone' | 'email' | 'message' | 'website';
export type ContactFormValues = Record<ContactFormTextField, string> & { consent: boolean };
export type ContactFormErrors = Partial<Record<ContactFormTextField | 'consent', FieldProblemCode>>;

export type ContactFormProps = {
  status: ContactFormStatus;
  /** The heading; «Напишите нам» by default. */
  title?: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
  /** The heading's level on its page (an info page's sections are h2). */
  headingLevel?: 2 | 3;
  values: ContactFormValues;
  errors: ContactFormErrors;
  /** Why the last sending failed, already worded (part 2 §8). */
  failureMessage?: string | null;
  onFieldChange: (field: ContactFormTextField, value: string) => void;
  onConsentChange: (checked: boolean) => void;
  onSubmit: () => void;
  /** The consent's links (the terms of sale, the privacy policy); a plain anchor by default. */
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * The contact form of /contacts, /support, /services, /authenticity and /service (part 1 §5, part 2 §3 "Contact
 * form"): name, phone, e-mail, message, consent and the hidden honeypot. Validation belongs to the caller (the
 * browser's own is off): problems arrive as codes and are worded under their fields.
 */
export function ContactForm({
  status,
  title,
  lead,
  headingLevel = 2,
  values,
  errors,
  failureMessage,
  onFieldChange,
  onConsentChange,
  onSubmit,
  renderLink,
}: ContactFormProps) {
  const { t } = useLingui();
  const busy = status === 'submitting';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();

  const { submit, bind, problem } = useFormBinding<'name' | 'phone' | 'email'>({ busy, values, errors, onFieldChange, onSubmit });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <p className={styles.eyebrow}>
          <Trans>Обратная связь</Trans>
        </p>
        <Heading id={titleId} className={styles.title}>
          {title ?? <Trans>Напишите нам</Trans>}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {status === 'success' && (
        <SentBanner>
          <Trans>Спасибо! Сообщение отправлено — мы свяжемся с вами в ближайшее время.</Trans>
        </SentBanner>
      )}
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <div className={styles.fields}>
          <TextField label={t`Имя`} {...bind('name')} autoComplete="name" maxLength={100} required />
          <TextField
            label={t`Телефон`}
            {...bind('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 900 000-00-00"
            maxLength={32}
            required
          />
          <TextField label={t`E-mail`} {...bind('email')} className={styles.wide} type="email" autoComplete="email" maxLength={254} required />
          <div className={styles.wide}>
            <TextArea label={t`Сообщение`} name="message" value={values.message} readOnly={busy} onChange={(value) => onFieldChange('message', value)} />
          </div>
        </div>
        <Honeypot value={values.website} onChange={(value) => onFieldChange('website', value)} />
        <ConsentCheckbox checked={values.consent} disabled={busy} error={problem('consent', errors.consent)} onChange={onConsentChange} renderLink={renderLink} />
        <FailureBanner message={failureMessage} />
        <div className={styles.actions}>
          <Button type="submit" size="lg" className={styles.submit} loading={busy}>
            <Trans>Отправить</Trans>
          </Button>
          <RequiredNote />
        </div>
      </form>
    </section>
  );
}
