import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import * as field from '../../field.css.ts';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { EyeIcon, EyeOffIcon } from '../../icons.tsx';
import * as styles from './PasswordCard.css.ts';

export type PasswordInputProps = {
  label: ReactNode;
  name: string;
  value: string;
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
  invalid?: boolean;
  /** Ids of the texts that describe the field (the card's error, the strength meter). */
  describedBy?: string;
  readOnly?: boolean;
  /** Under the input: the strength meter and the tip. */
  children?: ReactNode;
};

/**
 * TextField's anatomy (field.css.ts) with a show/hide toggle inside the input. Whether the characters show is the
 * reader's passing choice, not the account's state, so the view keeps it.
 */
export function PasswordInput({ label, name, value, autoComplete, onChange, invalid = false, describedBy, readOnly, children }: PasswordInputProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={field.field}>
      <label htmlFor={inputId} className={field.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          id={inputId}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          readOnly={readOnly}
          className={`${field.control} ${styles.input}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <IconButton
          className={styles.toggle}
          size="sm"
          aria-label={t`Показать пароль`}
          aria-controls={inputId}
          pressed={shown}
          icon={shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          onClick={() => setShown((value) => !value)}
        />
      </div>
      {children}
    </div>
  );
}
