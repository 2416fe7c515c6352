import { Trans } from '@lingui/react/macro';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { AlertIcon } from '../../icons.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as styles from './profileCard.css.ts';

/**
 * The id of the heading that names the `<section>` ProfilePage wraps around a card. ProfilePage owns the sections
 * (their ids are the page's anchors) but a card owns its h2, so the page hands the heading's id down.
 */
const SectionTitleId = createContext<string | null>(null);

/** One of /profile's sections: `id` for links such as /profile#addresses, named by the card's own h2. */
export function ProfileSection({ id, children }: { id: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={styles.card}>
      <SectionTitleId.Provider value={titleId}>{children}</SectionTitleId.Provider>
    </section>
  );
}

/**
 * A card's heading and body. Inside ProfilePage it fills the page's section; on its own (a story, another page) it
 * is its own section with the card look.
 */
export function ProfileCard({ title, busy = false, children }: { title: ReactNode; busy?: boolean; children: ReactNode }) {
  const pageTitleId = useContext(SectionTitleId);
  const ownTitleId = useId();
  const titleId = pageTitleId ?? ownTitleId;
  const content = (
    <>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      <div className={styles.body} aria-busy={busy || undefined}>
        {children}
      </div>
    </>
  );
  return pageTitleId ? (
    content
  ) : (
    <section aria-labelledby={titleId} className={styles.card}>
      {content}
    </section>
  );
}

/** An inline failure read out at once (role="alert"): one line, or several. */
export function InlineAlert({ id, messages }: { id?: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} role="alert" className={styles.alert}>
      <AlertIcon className={styles.alertIcon} size={18} />
      {messages.length === 1 ? (
        <p className={styles.alertLines}>{messages[0]}</p>
      ) : (
        <ul className={styles.alertLines}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A card whose data did not load: the reason and «Повторить». */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failure}>
      <AlertIcon className={styles.failureIcon} size={22} />
      <p className={styles.failureText}>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Повторить</Trans>
      </Button>
    </div>
  );
}

/** Grey stand-ins for `count` fields and the buttons under them, in the card's two-column grid. */
export function FieldSkeletons({ count, status }: { count: number; status: ReactNode }) {
  return (
    <>
      <p role="status" className={styles.note}>
        {status}
      </p>
      <div className={styles.fields} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.skeletonField}>
            <Skeleton shape="text" width="35%" />
            <Skeleton height={44} />
          </div>
        ))}
      </div>
      <div className={styles.skeletonActions} aria-hidden="true">
        <Skeleton width={160} height={44} />
      </div>
    </>
  );
}
