import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button.tsx';
import { AlertIcon } from '../icons.tsx';
import * as styles from './ErrorBox.css.ts';
import { errorText } from './errorText.ts';
import type { ErrorLike } from './errorText.ts';

export type ErrorBoxProps = {
  error: ErrorLike | null;
  /** Omit to hide the Try Again button. */
  onRetry?: () => void;
  /** Busy while the retry runs. */
  retrying?: boolean;
  className?: string;
};

/** The generic error box (part 1 §8). */
export function ErrorBox({ error, onRetry, retrying = false, className }: ErrorBoxProps) {
  const { t } = useLingui();
  const message = errorText(error) ?? t`Произошла непредвиденная ошибка`;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} role="alert">
      <AlertIcon className={styles.icon} size={22} />
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          <Trans>Повторить попытку</Trans>
        </Button>
      )}
    </div>
  );
}
