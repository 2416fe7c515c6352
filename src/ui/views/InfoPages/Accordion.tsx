import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons.tsx';
import * as styles from './Accordion.css.ts';

export type AccordionItem = {
  id: number | string;
  question: ReactNode;
  /** A sentence, or paragraphs and links. */
  answer: ReactNode;
};

export type AccordionProps = {
  items: readonly AccordionItem[];
  /** Ids of the items open at first (a linked question, a story). */
  defaultOpen?: readonly (number | string)[];
};

/**
 * Questions that open to their answers, built on native <details>/<summary>: keyboard, screen-reader state
 * (expanded / collapsed) and find-in-page come from the browser, and every answer is in the page without script.
 */
export function Accordion({ items, defaultOpen = [] }: AccordionProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <details className={styles.details} open={defaultOpen.includes(item.id) || undefined}>
            <summary className={styles.question}>
              <span>{item.question}</span>
              <ChevronDownIcon className={styles.icon} size={18} />
            </summary>
            <div className={styles.answer}>{typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}
