import { useLingui } from '@lingui/react/macro';
import { useRestoreFocus } from '../restoreFocus.ts';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as dialog from '../dialog.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../icons.tsx';
import * as styles from './Modal.css.ts';

export const modalSizes = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof modalSizes)[number];

export type ModalProps = {
  /** Always controlled by its feature (a machine state): the view never opens or closes itself. */
  open: boolean;
  /** Called with false on Escape, a backdrop click and the close button. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row under the body (submit, cancel). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Name of the close button; default "Закрыть". */
  closeLabel?: string;
};

/**
 * A centred dialog on Radix Dialog: focus trap, Escape, outside click, scroll lock and focus restore come from
 * Radix; opening and closing stay with the caller.
 */
export function Modal({ open, onOpenChange, title, description, children, footer, size = 'md', closeLabel }: ModalProps) {
  const { t } = useLingui();
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles.size[size]}`}
          {...restoreFocus}
          // Without a description Radix expects an explicit undefined, or it warns about a missing one.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            <div className={dialog.header}>
              <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
              <Dialog.Close asChild>
                <IconButton aria-label={closeLabel ?? t`Закрыть`} icon={<CloseIcon />} className={dialog.close} />
              </Dialog.Close>
            </div>
            {description && <Dialog.Description className={dialog.description}>{description}</Dialog.Description>}
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
