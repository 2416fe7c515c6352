import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AvailabilityBadge } from '../../AvailabilityBadge/AvailabilityBadge.tsx';
import * as styles from './ProductAvailability.css.ts';

/**
 * Issue 26 on the detail page. A sold piece's page stays (links and search engines keep working) and says so in
 * place of its price: «Продано», with the similar pieces below. A reserved one keeps its price beside the badge and
 * says why it cannot be bought now.
 */
export function SoldNotice() {
  return (
    <div className={styles.sold}>
      <p className={styles.soldWord}>
        <Trans>Продано</Trans>
      </p>
      <p className={styles.text}>
        <Trans>Этот экземпляр уже нашёл владельца. Похожие предложения — ниже.</Trans>
      </p>
    </div>
  );
}

/** `children`: issue 28's «Сообщить, когда освободится», under the reason. */
export function ReservedNotice({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.reserved}>
      <AvailabilityBadge availability="reserved" />
      <p className={styles.text}>
        <Trans>Этот экземпляр забронирован по другому заказу. Если бронь не подтвердится, он вернётся в продажу.</Trans>
      </p>
      {children}
    </div>
  );
}
