import { DialogFrame, type DialogProps } from '../dialog/DialogFrame.tsx';
import * as styles from './Drawer.css.ts';

export const drawerWidths = ['default', 'signIn'] as const;
export type DrawerWidth = (typeof drawerWidths)[number];

export type DrawerProps = DialogProps & {
  /** 'signIn' is the 450 px sign-in panel; every width becomes the full screen under 480 px. */
  width?: DrawerWidth;
};

/** A panel sliding in from the right, on the shared dialog frame (Radix Dialog); the caller opens and closes it. */
export function Drawer({ width = 'default', ...props }: DrawerProps) {
  return (
    <DialogFrame
      {...props}
      look={{ content: `${styles.content} ${styles.width[width]}`, head: styles.head, body: styles.body, footer: styles.footer }}
    />
  );
}
