import { Trans } from '@lingui/react/macro';
import * as styles from './InfoPage.css.ts';

/**
 * The return policy's body: 14 days, the steps, the 12-month warranty. One text, shown in the terms of sale
 * (`/terms#returns`) and in the privacy policy page the menu labels "return policy" (part 1 §2.1), so the two never
 * tell a shopper different things.
 */
export function ReturnsPolicy() {
  return (
    <>
      <div className={styles.prose}>
        <p>
          <Trans>
            Вы можете вернуть покупку в течение 14 дней с момента получения, если сохранены состояние изделия и полный
            комплект, с которым оно было продано: коробка, документы, бирки и аксессуары.
          </Trans>
        </p>
      </div>
      <ol className={styles.list}>
        <li>
          <Trans>Свяжитесь с нами по телефону, в мессенджере или через форму обратной связи и назовите номер заказа.</Trans>
        </li>
        <li>
          <Trans>Передайте изделие в бутике в Москве или Дубае либо согласуйте с менеджером отправку курьером.</Trans>
        </li>
        <li>
          <Trans>После осмотра изделия мы вернём деньги тем же способом, которым вы оплатили покупку.</Trans>
        </li>
      </ol>
      <div className={styles.prose}>
        <p>
          <Trans>
            На все часы действует гарантия магазина 12 месяцев на скрытые дефекты: если такой дефект проявится, мы
            проведём диагностику и устраним его.
          </Trans>
        </p>
      </div>
    </>
  );
}
