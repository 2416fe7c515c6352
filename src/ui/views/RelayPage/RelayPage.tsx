import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../Spinner/Spinner.tsx';
import * as styles from '../LoginPage/LoginPage.css.ts';

/** /auth/relay (part 2 §2): shown for the instant it takes to import the tokens and move on. */
export function RelayPage() {
  const { t } = useLingui();
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <Spinner size="lg" label={t`Завершение входа…`} showLabel />
      </div>
    </section>
  );
}
