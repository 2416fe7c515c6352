import { useLingui } from '@lingui/react/macro';
import { useRestoreFocus } from '../restoreFocus.ts';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as dialog from '../dialog.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../icons.tsx';
import * as styles from './Drawer.css.ts';

export const drawerWidths = ['default', 'signIn'] as const;
export type DrawerWidth = (typeof drawerWidths)[number];

export type DrawerProps = {
  /** Always controlled by its feature: the view never opens or closes itself. */
  open: boolean;
  /** Called with false on Escape, a backdrop click and the close button. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** A sticky actions row (filters: reset, cancel, apply). */
  footer?: ReactNode;
  /** 'signIn' is the 450 px sign-in panel; every width becomes the full screen under 480 px. */
  width?: DrawerWidth;
  closeLabel?: string;
};

/** A panel sliding in from the right, on Radix Dialog (focus trap, Escape, scroll lock, focus restore). */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 'default',
  closeLabel,
}: DrawerProps) {
  const { t } = useLingui();
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles.width[width]}`}
          {...restoreFocus}
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
