import { useRef } from 'react';

/**
 * Our dialogs are controlled by their features and have no Radix `Dialog.Trigger`, so Radix has nothing to give
 * focus back to on close. Remember what had focus when the dialog opened and return focus there (part 1 §4:
 * modals "restore focus afterwards").
 */
export function useRestoreFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
      opener.current = null;
    },
  };
}
