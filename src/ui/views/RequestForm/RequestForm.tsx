import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Button, buttonClassName } from '../../Button/Button.tsx';
import { ConsentCheckbox } from '../../ConsentCheckbox/ConsentCheckbox.tsx';
import * as field from '../../field.css.ts';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './RequestForm.css.ts';

export const requestFormKinds = ['price', 'livePhotos'] as const;
/** The price request asks for e-mail too; the live-photos request does not (part 1 §3). */
export type RequestFormKind = (typeof requestFormKinds)[number];

export type RequestFormTextField = 'name' | 'phone' | 'email' | 'message' | 'website';
export type RequestFormField = RequestFormTextField | 'consent' | 'photo';
export type RequestFormError = 'required' | 'invalid-phone' | 'invalid-email' | 'not-image' | 'must-be-empty';

export type RequestFormValues = {
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
  website: string;
};

export type RequestFormProps = {
  kind: RequestFormKind;
  values: RequestFormValues;
  errors: Partial<Record<RequestFormField, RequestFormError>>;
  /** The attached picture's file name, if any. */
  photoName?: string | null;
  /** Sending: the submit button spins and the fields are read-only. */
  busy?: boolean;
  /** Why the last sending failed, already worded (part 1 §8). */
  failureMessage?: string | null;
  onFieldChange: (field: RequestFormTextField, value: string) => void;
  onConsentChange: (checked: boolean) => void;
  onPhotoChange: (file: File | null) => void;
  onSubmit: () => void;
};

/**
 * The contact form of the price-request and live-photos modals (part 1 §5 "Contact form"). Validation belongs
 * to the caller (the browser's own is off): errors arrive as codes and are worded here, under their fields.
 */
export function RequestForm({
  kind,
  values,
  errors,
  photoName,
  busy = false,
  failureMessage,
  onFieldChange,
  onConsentChange,
  onPhotoChange,
  onSubmit,
}: RequestFormProps) {
  const { t } = useLingui();
  const id = useId();

  const message = (name: RequestFormField): string | undefined => {
    const code = errors[name];
    if (!code) return undefined;
    if (code === 'invalid-phone') return t`Номер должен содержать от 7 до 15 цифр`;
    if (code === 'invalid-email') return t`Введите корректный e-mail`;
    if (code === 'not-image') return t`Можно прикрепить только изображение`;
    if (code === 'must-be-empty') return undefined;
    if (name === 'name') return t`Введите имя`;
    if (name === 'phone') return t`Введите номер телефона`;
    if (name === 'email') return t`Введите e-mail`;
    if (name === 'consent') return t`Нужно согласие на обработку персональных данных`;
    return t`Заполните поле`;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const photoError = message('photo');
  // What every text field of the form shares: its value, its message, read-only while sending, edits reported.
  const bind = (name: 'name' | 'phone' | 'email') => ({
    name,
    readOnly: busy,
    value: values[name],
    error: message(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onFieldChange(name, event.target.value),
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <div className={styles.twoColumns}>
        <TextField
          label={t`Имя`}
          {...bind('name')}
          autoComplete="name"
          required
        />
        <TextField
          label={t`Телефон`}
          {...bind('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          required
        />
      </div>
      {kind === 'price' && (
        <TextField
          label={t`E-mail`}
          {...bind('email')}
          type="email"
          autoComplete="email"
          required
        />
      )}
      <div className={field.field}>
        <label className={field.label} htmlFor={`${id}-message`}>
          <Trans>Сообщение</Trans>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          className={styles.textarea}
          rows={3}
          readOnly={busy}
          value={values.message}
          onChange={(event) => onFieldChange('message', event.target.value)}
        />
      </div>
      <div className={field.field}>
        <label className={field.label} htmlFor={`${id}-photo`}>
          <Trans>Фото (необязательно)</Trans>
        </label>
        {/* The native picker speaks the browser's language; a themed label in ours opens it instead. */}
        <div className={styles.filePicker}>
          <input
            id={`${id}-photo`}
            name="photo"
            type="file"
            accept="image/*"
            className={`${visuallyHidden} ${styles.fileInput}`}
            disabled={busy}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={photoError ? `${id}-photo-error` : photoName ? `${id}-photo-name` : undefined}
            onChange={(event) => onPhotoChange(event.target.files?.[0] ?? null)}
          />
          <label htmlFor={`${id}-photo`} className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} ${styles.fileButton}`}>
            <Trans>Выбрать фото</Trans>
          </label>
          {!photoName && (
            <span className={field.hint}>
              <Trans>JPEG, PNG или HEIC, до 10 МБ</Trans>
            </span>
          )}
        </div>
        {photoName && !photoError && (
          <p id={`${id}-photo-name`} className={field.hint}>
            <Trans>Прикреплено: {photoName}</Trans>
          </p>
        )}
        {photoError && (
          <p id={`${id}-photo-error`} className={field.error}>
            {photoError}
          </p>
        )}
      </div>
      {/* Part 1 §3: a trap field people never see nor reach; it must stay empty. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => onFieldChange('website', event.target.value)}
        />
      </div>
      <ConsentCheckbox checked={values.consent} disabled={busy} error={message('consent')} onChange={onConsentChange} />
      {failureMessage && (
        <p className={styles.failure} role="alert">
          {failureMessage}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {kind === 'price' ? <Trans>Узнать цену</Trans> : <Trans>Запросить фото</Trans>}
        </Button>
      </div>
      <p className={styles.note}>
        <Trans>Поля, отмеченные *, обязательны. Менеджер свяжется с вами в рабочее время.</Trans>
      </p>
    </form>
  );
}
