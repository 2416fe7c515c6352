import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../a11y.css.ts';
import * as field from '../field.css.ts';
import { CloseIcon, PlusIcon } from '../icons.tsx';
import * as styles from './PhotoPicker.css.ts';

/** A picked photo as the caller previews it (an object URL it made and will revoke). */
export type PickedPhoto = { key: string; name: string; src: string };

export const photoPickerErrors = ['not-image', 'too-many'] as const;
export type PhotoPickerError = (typeof photoPickerErrors)[number];

export type PhotoPickerProps = {
  label: ReactNode;
  photos: readonly PickedPhoto[];
  /** How many photos the form takes (the buyback 6, the order request 1). */
  max: number;
  /** What the last pick left out (files that are not images, or more than `max`). */
  error?: PhotoPickerError | null;
  hint?: ReactNode;
  /** Mark the first photo as the one that is sent (the buyback sends only the first, part 2 §5). */
  markFirst?: boolean;
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
};

/**
 * Photos with previews: a square tile per photo with its remove button, and a tile that opens the system picker
 * while there is room. Images only; the caller checks what arrives (a browser's `accept` is only a hint).
 */
export function PhotoPicker({ label, photos, max, error = null, hint, markFirst = false, disabled = false, onAdd, onRemove }: PhotoPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const count = photos.length;
  const errorText = error === 'not-image' ? t`Можно прикрепить только изображения` : error === 'too-many' ? t`Можно прикрепить не больше ${max} фото` : null;
  const describedBy = [hint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <div className={styles.labelRow}>
        <span id={labelId} className={field.label}>
          {label}
        </span>
        {max > 1 && (
          <span className={styles.count} aria-hidden="true">
            {count} / {max}
          </span>
        )}
      </div>
      <ul className={max > 1 ? styles.grid : `${styles.grid} ${styles.gridSingle}`}>
        {photos.map((photo, index) => {
          const photoName = photo.name;
          return (
            <li key={photo.key} className={styles.tile}>
              <img className={styles.image} src={photo.src} alt={photoName} />
              {markFirst && index === 0 && count > 1 && (
                <span className={styles.firstBadge}>
                  <Trans>Главное</Trans>
                </span>
              )}
              <button type="button" className={styles.remove} disabled={disabled} aria-label={t`Удалить фото ${photoName}`} onClick={() => onRemove(index)}>
                <CloseIcon size={16} />
              </button>
            </li>
          );
        })}
        {count < max && (
          <li className={styles.addTile}>
            <input
              id={`${id}-input`}
              type="file"
              accept="image/*"
              multiple={max > 1}
              className={`${visuallyHidden} ${styles.input}`}
              disabled={disabled}
              aria-invalid={errorText ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // Cleared, so picking the same file again (after removing it) is a change too.
                event.target.value = '';
                if (files.length > 0) onAdd(files);
              }}
            />
            <label htmlFor={`${id}-input`} className={styles.add}>
              <PlusIcon className={styles.addIcon} size={22} />
              {count === 0 ? <Trans>Добавить фото</Trans> : <Trans>Ещё фото</Trans>}
            </label>
          </li>
        )}
      </ul>
      {hint && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
      {errorText && (
        <p id={errorId} className={field.error}>
          {errorText}
        </p>
      )}
    </div>
  );
}
