import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button } from '../../Button/Button.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './CheckoutPage.css.ts';
import { textFieldProps, type SectionFieldProps } from './checkoutFields.tsx';

export type ContactSectionProps = SectionFieldProps & { onClearContact: () => void };

/** Step 01: who the order is for. */
export function ContactSection(props: ContactSectionProps) {
  const { idPrefix, submitting, onClearContact } = props;
  const { t } = useLingui();
  const contactId = `${idPrefix}-contact`;
  return (
    <section className={styles.section} aria-labelledby={contactId}>
      <div className={styles.sectionHead}>
        <h2 id={contactId} className={styles.sectionTitle}>
          <span className={styles.step} aria-hidden="true">
            01
          </span>
          <Trans>Контактные данные</Trans>
        </h2>
        <Button variant="link" size="sm" disabled={submitting} onClick={onClearContact}>
          <Trans>
            Очистить<span className={visuallyHidden}> контактные данные</span>
          </Trans>
        </Button>
      </div>
      <div className={styles.fields}>
        <TextField label={t`Имя`} {...textFieldProps(props, 'firstName')} autoComplete="given-name" required />
        <TextField label={t`Фамилия`} {...textFieldProps(props, 'lastName')} autoComplete="family-name" required />
        <TextField
          label={t`Телефон`}
          {...textFieldProps(props, 'phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          required
        />
        <TextField label={t`E-mail`} {...textFieldProps(props, 'email')} type="email" autoComplete="email" required />
      </div>
    </section>
  );
}
