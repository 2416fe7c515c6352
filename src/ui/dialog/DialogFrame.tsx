import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../icons.tsx';
import * as dialog from './dialog.css.ts';
import { useRestoreFocus } from './restoreFocus.ts';

/** What a caller of Modal or Drawer passes: the dialog's state and content. */
export type DialogProps = {
  /** Always controlled by its feature (a machine state): the view never opens or closes itself. */
  open: boolean;
  /** Called with false on Escape, a backdrop click and the close button. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** A sticky actions row under the body (submit, cancel; the filters' reset, cancel, apply). */
  footer?: ReactNode;
  /** Name of the close button; default "Закрыть". */
  closeLabel?: string;
};

/** The classes that make a frame a centred modal or a side panel: placement, size, animation, parts' spacing. */
export type DialogLook = { content: string; head: string; body: string; footer: string };

/**
 * The one Radix Dialog frame under Modal and Drawer: focus trap, Escape, outside click, scroll lock come from
 * Radix, focus restore from useRestoreFocus; the head (title, close, description), body and footer are laid out
 * here. Opening and closing stay with the caller.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  look,
}: DialogProps & { look: DialogLook }) {
  const { t } = useLingui();
  const restoreFocus = useRestoreFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={`${dialog.panel} ${look.content}`}
          {...restoreFocus}
          // Without a description Radix expects an explicit undefined, or it warns about a missing one.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={`${dialog.head} ${look.head}`}>
            <div className={dialog.header}>
              <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
              <Dialog.Close asChild>
                <IconButton aria-label={closeLabel ?? t`Закрыть`} icon={<CloseIcon />} className={dialog.close} />
              </Dialog.Close>
            </div>
            {description && <Dialog.Description className={dialog.description}>{description}</Dialog.Description>}
          </div>
          <div className={look.body}>{children}</div>
          {footer && <div className={`${dialog.footer} ${look.footer}`}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
