import { Trans } from '@lingui/react/macro';
import { Button } from '../../Button/Button.tsx';
import * as styles from './LoginPage.css.ts';

export type LoginPageProps = {
  /** Opens the sign-in panel again (it is the page's whole purpose; closing it leaves the page). */
  onOpen: () => void;
};

/** /login (part 1 §2.5): the page behind the sign-in panel. */
export function LoginPage({ onOpen }: LoginPageProps) {
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>
          <Trans>Вход</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>Войдите, чтобы сохранять избранное, сравнивать модели и оформлять заказы.</Trans>
        </p>
        <Button type="button" onClick={onOpen}>
          <Trans>Войти или зарегистрироваться</Trans>
        </Button>
      </div>
    </section>
  );
}
