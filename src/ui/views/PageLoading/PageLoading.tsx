import { Spinner } from '../../Spinner/Spinner.tsx';
import * as styles from './PageLoading.css.ts';

/** Shown while a route's screen is fetched on its first visit (each screen is its own chunk). */
export function PageLoading() {
  return (
    <div className={styles.page}>
      <Spinner size="lg" />
    </div>
  );
}
