import { DialogFrame, type DialogProps } from '../dialog/DialogFrame.tsx';
import * as styles from './Modal.css.ts';

export const modalSizes = ['sm', 'md', 'lg'] as const;
export type ModalSize = (typeof modalSizes)[number];

export type ModalProps = DialogProps & { size?: ModalSize };

/** A centred dialog on the shared dialog frame (Radix Dialog); opening and closing stay with the caller. */
export function Modal({ size = 'md', ...props }: ModalProps) {
  return (
    <DialogFrame
      {...props}
      look={{ content: `${styles.content} ${styles.size[size]}`, head: styles.head, body: styles.body, footer: styles.footer }}
    />
  );
}
