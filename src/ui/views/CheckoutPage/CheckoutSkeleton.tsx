import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from '../../a11y.css.ts';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as styles from './CheckoutPage.css.ts';
import * as summary from './CheckoutSummary.css.ts';
import * as choice from './PaymentSection.css.ts';

/** A label and its control. */
const FIELD_HEIGHT = 69;

function SkeletonHead() {
  return (
    <div className={styles.sectionHead}>
      <Skeleton shape="text" width="40%" height="1.8rem" />
    </div>
  );
}

/** The page's shape while the cart loads: the three steps and the summary, so nothing moves when it arrives. */
export function CheckoutSkeleton() {
  return (
    <>
      <p role="status" className={visuallyHidden}>
        <Trans>Загружаем заказ…</Trans>
      </p>
      <div className={`${styles.layout} ${styles.skeleton}`} aria-hidden="true">
        <div className={styles.main}>
          <div className={styles.section}>
            <SkeletonHead />
            <div className={styles.fields}>
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} height={FIELD_HEIGHT} />
              ))}
            </div>
          </div>
          <div className={styles.section}>
            <SkeletonHead />
            <Skeleton width="min(420px, 100%)" height={44} />
            <div className={styles.fields}>
              <Skeleton height={FIELD_HEIGHT} />
              <Skeleton className={styles.wide} width="85%" height={styles.skeletonNoteHeight} />
            </div>
          </div>
          <div className={styles.section}>
            <SkeletonHead />
            <div className={choice.modes}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={styles.skeletonModeHeight} />
              ))}
            </div>
          </div>
          <Skeleton width="60%" height={styles.skeletonConsentHeight} />
        </div>
        <div className={summary.summary}>
          <div className={summary.summaryTitle}>
            <Skeleton shape="text" width="50%" height="1.8rem" />
          </div>
          {[0, 1, 2].map((index) => (
            <div key={index} className={summary.line}>
              <Skeleton width={64} height={64} />
              <Skeleton shape="text" lines={3} />
            </div>
          ))}
          <Skeleton height={86} />
          <Skeleton height={128} />
          <Skeleton height={52} />
          <Skeleton shape="text" width="40%" height={21} />
        </div>
      </div>
    </>
  );
}
