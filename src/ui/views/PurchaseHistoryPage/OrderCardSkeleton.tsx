import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { COLLAPSED_ITEMS } from './OrderCardView.tsx';
import * as styles from './PurchaseHistoryPage.css.ts';

/** The card's shape while loading (number, meta, two products, totals), so the list does not jump when it lands. */
export function OrderCardSkeleton() {
  return (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        <Skeleton shape="text" width={180} height="1.5em" />
        <Skeleton width={120} height={24} />
      </div>
      <Skeleton shape="text" width="45%" />
      <div className={styles.items}>
        {Array.from({ length: COLLAPSED_ITEMS }, (_, index) => (
          <div key={index} className={styles.item}>
            <Skeleton className={styles.thumb} height="auto" />
            <Skeleton shape="text" lines={2} width="60%" />
            <Skeleton shape="text" width={96} />
          </div>
        ))}
      </div>
      <div className={styles.cardFoot}>
        <Skeleton shape="text" lines={2} width={160} />
        <Skeleton width={220} height={36} />
      </div>
    </div>
  );
}
