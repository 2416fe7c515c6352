import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../../Button/Button.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import { FieldSkeletons, InlineAlert, LoadFailure, ProfileCard } from './ProfileCard.tsx';
import * as styles from './profileCard.css.ts';

export type PersonalInfoField = 'firstName' | 'lastName' | 'email' | 'phone';
export type PersonalInfoValues = Record<PersonalInfoField, string>;
export type PersonalInfoCardProps = {
  status: 'loading' | 'failure' | 'ready';
  values: PersonalInfoValues;
  /** Telegram handle without "@", or null when the account has none. */
  telegram: string | null;
  /** Part 2 §5: editable only for a messenger sign-up without a phone. */
  phoneEditable: boolean;
  /** Shown after blur: «Некорректный e-mail» (en "Invalid email"). */
  emailInvalid: boolean;
  /** The server's field errors, already in words. */
  fieldErrors?: Partial<Record<PersonalInfoField, string>>;
  /** Why the last save failed, in words (server detail, else the feature's fallback), or null. */
  failure: string | null;
  /** The load failure sentence, when status is 'failure'. */
  loadFailure?: string | null;
  changed: boolean; // something differs from the saved profile: shows «Отменить»
  canSave: boolean; // changed && email valid && not saving: enables «Сохранить»
  saving: boolean;
  onChange: (field: PersonalInfoField, value: string) => void;
  onEmailBlur: () => void;
  onSave: () => void;
  onCancel: () => void;
  onRetry: () => void;
};

/** /profile's personal data (part 2 §3, §5): names, e-mail, the phone (rarely editable) and the Telegram link. */
export function PersonalInfoCard({
  status,
  values,
  telegram,
  phoneEditable,
  emailInvalid,
  fieldErrors = {},
  failure,
  loadFailure,
  changed,
  canSave,
  saving,
  onChange,
  onEmailBlur,
  onSave,
  onCancel,
  onRetry,
}: PersonalInfoCardProps) {
  const { t } = useLingui();
  const title = <Trans>Личные данные</Trans>;

  if (status === 'loading') {
    return (
      <ProfileCard title={title} busy>
        <FieldSkeletons count={5} status={<Trans>Загружаем личные данные…</Trans>} />
      </ProfileCard>
    );
  }
  if (status === 'failure') {
    return (
      <ProfileCard title={title}>
        <LoadFailure message={loadFailure || t`Не удалось загрузить личные данные`} onRetry={onRetry} />
      </ProfileCard>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits too; the disabled (or busy) «Сохранить» must not be bypassed that way.
    if (canSave) onSave();
  };
  const text = (field: PersonalInfoField) => ({
    name: field,
    value: values[field],
    error: fieldErrors[field],
    readOnly: saving,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <ProfileCard title={title}>
      {/* noValidate: the feature's rules decide (and word) what is wrong, not the browser's bubbles. */}
      <form className={styles.body} onSubmit={submit} noValidate>
        <div className={styles.fields}>
          <TextField label={<Trans>Имя</Trans>} autoComplete="given-name" {...text('firstName')} />
          <TextField label={<Trans>Фамилия</Trans>} autoComplete="family-name" {...text('lastName')} />
          <TextField
            label={<Trans>E-mail</Trans>}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...text('email')}
            error={emailInvalid ? t`Некорректный e-mail` : fieldErrors.email}
            onBlur={onEmailBlur}
          />
          <TextField
            label={<Trans>Телефон</Trans>}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...text('phone')}
            className={phoneEditable ? undefined : styles.readOnly}
            readOnly={saving || !phoneEditable}
            placeholder={phoneEditable ? '+7 900 000-00-00' : undefined}
            hint={
              phoneEditable ? (
                <Trans>Добавьте номер: по нему мы свяжемся с вами</Trans>
              ) : (
                <Trans>Номер телефона изменить нельзя: обратитесь в поддержку</Trans>
              )
            }
          />
          <TextField
            className={styles.readOnly}
            label={<Trans>Telegram</Trans>}
            name="telegram"
            value={telegram ? `@${telegram}` : t`Не привязан`}
            readOnly
            hint={telegram ? <Trans>Привязан через Telegram, изменить нельзя</Trans> : undefined}
          />
        </div>
        {failure && <InlineAlert messages={[failure]} />}
        <div className={styles.actions}>
          <Button type="submit" disabled={!canSave && !saving} loading={saving}>
            <Trans>Сохранить</Trans>
          </Button>
          {changed && (
            <Button variant="secondary" disabled={saving} onClick={onCancel}>
              <Trans>Отменить</Trans>
            </Button>
          )}
        </div>
      </form>
    </ProfileCard>
  );
}
