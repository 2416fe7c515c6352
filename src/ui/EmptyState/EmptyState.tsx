import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export type EmptyStateProps = {
  title: ReactNode;
  text?: ReactNode;
  /** A button or a link (the cart's "to the catalogue"). */
  action?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  className?: string;
};

export function EmptyState({ title, text, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : (
        <hr className={styles.rule} aria-hidden="true" />
      )}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
