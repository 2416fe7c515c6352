import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { visuallyHidden } from './a11y.css.ts';
import * as field from './field.css.ts';
import { AlertIcon, CheckIcon } from './icons.tsx';
import * as styles from './requestForm.css.ts';

/**
 * Pieces the boutique's request forms share (ContactForm, OrderRequestForm, BuybackPage, AppointmentPage): the
 * wording of a field's problem, the comment box, the honeypot, and the failure and "sent" banners.
 */

/** Typed reasons a field is refused (the caller's validation); worded here. */
export type FieldProblemCode =
  | 'required'
  | 'invalid-phone'
  | 'invalid-email'
  | 'too-short'
  | 'invalid-year'
  | 'invalid-date'
  | 'date-passed'
  | 'outside-hours'
  | 'closed-day'
  | 'time-passed'
  | 'not-image'
  | 'too-many'
  | 'must-be-empty';

export type ProblemField =
  | 'name'
  | 'phone'
  | 'email'
  | 'message'
  | 'model'
  | 'brand'
  | 'year'
  | 'condition'
  | 'serial'
  | 'kit'
  | 'expectedPrice'
  | 'city'
  | 'date'
  | 'time'
  | 'website'
  | 'consent'
  | 'photos';

/**
 * The submit handler and the text-field props every request form binds the same way: the form never submits twice
 * while busy, and a field is read-only while sending, shows its value and its problem's sentence, and reports edits.
 */
export function useFormBinding<F extends ProblemField>({
  busy,
  values,
  errors,
  onFieldChange,
  onSubmit,
}: {
  busy: boolean;
  values: Readonly<Record<F, string>>;
  errors: Readonly<Partial<Record<F, FieldProblemCode>>>;
  onFieldChange: (name: F, value: string) => void;
  onSubmit: () => void;
}) {
  const problem = useProblemText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const bind = <N extends F>(name: N) => ({
    name,
    readOnly: busy,
    value: values[name],
    error: problem(name, errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onFieldChange(name, event.target.value),
  });
  return { submit, bind, problem };
}

/** `(field, code)` → the sentence shown under the field (none for the honeypot, which nobody sees). */
export function useProblemText(): (name: ProblemField, code: FieldProblemCode | undefined) => string | undefined {
  const { t } = useLingui();
  return (name, code) => {
    if (!code || code === 'must-be-empty') return undefined;
    if (code === 'invalid-phone') return t`Номер должен содержать от 7 до 15 цифр`;
    if (code === 'invalid-email') return t`Введите корректный e-mail`;
    if (code === 'too-short') return t`Имя — не короче 2 символов`;
    if (code === 'invalid-year') return t`Год — четыре цифры, не раньше 1900 и не позже текущего`;
    if (code === 'invalid-date') return t`Укажите дату`;
    if (code === 'date-passed') return t`Эта дата уже прошла`;
    if (code === 'outside-hours') return t`В это время бутик закрыт — выберите время из списка`;
    if (code === 'closed-day') return t`В этот день бутик закрыт — выберите другой день`;
    if (code === 'time-passed') return t`Это время уже прошло — выберите другое`;
    if (code === 'not-image') return t`Можно прикрепить только изображения`;
    if (code === 'too-many') return t`Фотографий больше, чем можно прикрепить`;
    if (name === 'name') return t`Введите имя`;
    if (name === 'phone') return t`Введите номер телефона`;
    if (name === 'email') return t`Введите e-mail`;
    if (name === 'consent') return t`Нужно согласие на обработку персональных данных`;
    if (name === 'model') return t`Укажите модель или референс`;
    if (name === 'brand') return t`Укажите бренд`;
    if (name === 'city') return t`Выберите город`;
    if (name === 'date') return t`Выберите дату`;
    if (name === 'time') return t`Выберите время`;
    return t`Заполните поле`;
  };
}

export type TextAreaProps = {
  label: ReactNode;
  name: string;
  value: string;
  readOnly?: boolean;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  hint?: ReactNode;
  onChange: (value: string) => void;
};

/** A labelled comment box in the fields' look. */
export function TextArea({ label, name, value, readOnly = false, maxLength = 2000, rows = 4, placeholder, hint, onChange }: TextAreaProps) {
  const id = useId();
  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={`${id}-area`}>
        {label}
      </label>
      <textarea
        id={`${id}-area`}
        name={name}
        className={styles.textarea}
        rows={rows}
        maxLength={maxLength}
        readOnly={readOnly}
        placeholder={placeholder}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Part 1 §3: a trap field people never see nor reach; it must stay empty. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={`${id}-website`}>Website</label>
      <input
        id={`${id}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Why the last sending failed, already worded by the caller (read out at once). */
export function FailureBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.failure}>
      <AlertIcon className={styles.bannerIcon} size={18} />
      <p className={styles.bannerText}>
        {message}
      </p>
    </div>
  );
}

/** The request went through: a quiet confirmation above the cleared form (the toast says it too, for a moment). */
export function SentBanner({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.sent}>
      <CheckIcon className={styles.sentIcon} size={18} />
      <p className={styles.bannerText}>
        {children}
      </p>
    </div>
  );
}

/** "Fields marked * are required" beside the button (the request form's words). */
export function RequiredNote() {
  return (
    <p className={styles.note}>
      <Trans>Поля, отмеченные *, обязательны. Менеджер свяжется с вами в рабочее время.</Trans>
    </p>
  );
}

/** The star of a required field (as TextField draws it), for labels TextField does not draw (a select, a legend). */
export function RequiredMark() {
  return (
    <span className={field.required}>
      <span aria-hidden="true">*</span>
      <span className={visuallyHidden}>
        <Trans>(обязательное поле)</Trans>
      </span>
    </span>
  );
}
