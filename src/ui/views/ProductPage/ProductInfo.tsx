import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceLocale } from '../../Price/price.ts';
import { SpecTable } from '../SpecTable/SpecTable.tsx';
import * as styles from './ProductPage.css.ts';
import type { ProductDetails, ProductPageKind } from './productTypes.ts';

export type ProductInfoProps = { kind: ProductPageKind; locale: PriceLocale; product: ProductDetails };

/** Under the gallery: the specifications, the description and (but for jewelry) how buying works. */
export function ProductInfo({ kind, locale, product }: ProductInfoProps) {
  const { t } = useLingui();
  const specsTitle = t`Характеристики`;
  return (
    <div className={styles.details}>
      {product.specs.length > 0 && (
        <section className={styles.section} aria-labelledby="product-specs">
          <h2 id="product-specs" className={styles.sectionTitle}>
            {specsTitle}
          </h2>
          <SpecTable rows={product.specs} locale={locale} label={specsTitle} />
        </section>
      )}
      <div className={styles.section}>
        {product.description && (
          <section className={styles.section} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.sectionTitle}>
              <Trans>Описание</Trans>
            </h2>
            <p className={styles.prose}>{product.description}</p>
          </section>
        )}
        {kind !== 'jewelry' && (
          <section className={`${styles.section} ${styles.purchase}`} aria-labelledby="product-purchase">
            <h2 id="product-purchase" className={styles.sectionTitle}>
              <Trans>Информация о покупке</Trans>
            </h2>
            <p className={styles.prose}>
              <Trans>
                Каждый экземпляр проходит проверку подлинности перед продажей. Товар можно зарезервировать и оплатить при
                получении в бутике в Москве или Дубае либо при доставке. Принимаем Visa, Mastercard, Мир, Apple Pay и Google
                Pay.
              </Trans>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
