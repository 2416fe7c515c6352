import { useLingui } from '@lingui/react/macro';
import { useRestoreFocus } from '../../dialog/restoreFocus.ts';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as dialog from '../../dialog/dialog.css.ts';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { CloseIcon } from '../../icons.tsx';
import * as styles from './MenuOverlay.css.ts';
import { MenuSections } from './MenuSections.tsx';

export type MenuOverlayProps = {
  /** Controlled by the feature; Escape, an outside click and the close button ask to close via onOpenChange. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A link was chosen: the feature closes the menu and navigates. */
  onNavigate: (href: string) => void;
  /** The brands block; a placeholder text until the brands feature supplies it. */
  brands?: ReactNode;
  /** Signed in: the Account section with sign-out. */
  onSignOut?: () => void;
};

/**
 * The menu overlay of part 1 §2.4 on Radix Dialog: focus trap, Escape, outside click, scroll lock and focus
 * restore come from Radix.
 */
export function MenuOverlay({ open, onOpenChange, onNavigate, brands, onSignOut }: MenuOverlayProps) {
  const { t } = useLingui();
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined} {...restoreFocus}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t`Меню`}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton aria-label={t`Закрыть меню`} icon={<CloseIcon size={22} />} />
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            <MenuSections onNavigate={onNavigate} brands={brands} headingLevel={3} onSignOut={onSignOut} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
