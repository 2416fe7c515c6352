import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './InfoPage.css.ts';

export type InfoPageProps = {
  /** The page's one h1 (the route's title). */
  title: ReactNode;
  /** A small line over the title: the section of the site. */
  eyebrow?: ReactNode;
  /** The opening paragraph under the title. */
  lead?: ReactNode;
  children: ReactNode;
  /**
   * The page's contact form (a feature's form block): beside the text from 1024 px, under it below. Nothing is
   * reserved when absent.
   */
  form?: ReactNode;
};

/** The frame every information page shares (/about, /contacts, /faq, /support, /services, …). */
export function InfoPage({ title, eyebrow, lead, children, form }: InfoPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <div className={form ? `${styles.layout} ${styles.layoutWithAside}` : styles.layout}>
        <div className={styles.content}>{children}</div>
        {form && <div className={styles.aside}>{form}</div>}
      </div>
    </div>
  );
}

export type InfoSectionProps = {
  /** The section's h2; also its accessible name. */
  title: ReactNode;
  /** The section's id: the anchor other pages link to (/about#addresses) and the base of its heading's id. */
  id: string;
  children: ReactNode;
};

/** A titled part of an information page: a region named by its h2, reachable by its anchor. */
export function InfoSection({ title, id, children }: InfoSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export type InfoContentsProps = { items: readonly { anchor: string; label: string }[] };

/** The page's own contents: plain hash links, so the browser jumps to the section and keeps it in history. */
export function InfoContents({ items }: InfoContentsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`На этой странице`}>
      <ul className={styles.toc}>
        {items.map((item) => (
          <li key={item.anchor}>
            <a className={styles.tocLink} href={`#${item.anchor}`}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
