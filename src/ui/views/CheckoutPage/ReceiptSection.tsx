import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { Select } from '../../Select/Select.tsx';
import { segment, segmentInput, segmented } from '../../segmented.css.ts';
import * as styles from './CheckoutPage.css.ts';
import { AddressFields, type AddressFieldsProps } from './AddressFields.tsx';
import { checkoutFieldId, RequiredLabel, type SectionFieldProps } from './checkoutFields.tsx';
import { deliveryMethods, type DeliveryMethod } from './checkoutTypes.ts';

export type ReceiptSectionProps = SectionFieldProps &
  Omit<AddressFieldsProps, keyof SectionFieldProps> & {
    deliveryMethod: DeliveryMethod;
    onDeliveryMethodChange: (method: DeliveryMethod) => void;
    pickupCities: readonly { id: number; name: string }[];
  };

/** Step 02: pickup in a boutique or delivery to an address, with the map of the one chosen. */
export function ReceiptSection(props: ReceiptSectionProps) {
  const { idPrefix, submitting, deliveryMethod, onDeliveryMethodChange } = props;
  const receiptId = `${idPrefix}-receipt`;
  return (
    <section className={styles.section} aria-labelledby={receiptId}>
      <div className={styles.sectionHead}>
        <h2 id={receiptId} className={styles.sectionTitle}>
          <span className={styles.step} aria-hidden="true">
            02
          </span>
          <Trans>Получение</Trans>
        </h2>
      </div>
      <fieldset className={styles.group}>
        <legend className={visuallyHidden}>
          <Trans>Способ получения</Trans>
        </legend>
        <div className={segmented}>
          {deliveryMethods.map((method) => (
            <label key={method}>
              <input
                type="radio"
                name={`${idPrefix}-delivery-method`}
                value={method}
                className={`${visuallyHidden} ${segmentInput}`}
                checked={deliveryMethod === method}
                disabled={submitting}
                onChange={() => onDeliveryMethodChange(method)}
              />
              <span className={`${segment} ${styles.segmentCaps}`}>
                {method === 'pickup' ? <Trans>Самовывоз</Trans> : <Trans>Доставка</Trans>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {deliveryMethod === 'pickup' ? <PickupFields {...props} /> : <AddressFields {...props} />}
    </section>
  );
}

type PickupFieldsProps = SectionFieldProps & { pickupCities: readonly { id: number; name: string }[]; map?: ReactNode };

function PickupFields({ idPrefix, values, errors, submitting, onFieldChange, pickupCities, map }: PickupFieldsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.fields}>
      <Select
        id={checkoutFieldId(idPrefix, 'pickupCityId')}
        name="pickupCityId"
        label={<RequiredLabel>{t`Город самовывоза`}</RequiredLabel>}
        placeholder={t`Выберите город`}
        options={pickupCities.map((city) => ({ value: String(city.id), label: city.name }))}
        value={values.pickupCityId}
        error={errors.pickupCityId}
        disabled={submitting}
        required
        onChange={(event) => onFieldChange('pickupCityId', event.target.value)}
      />
      <p className={`${styles.note} ${styles.wide}`}>
        <Trans>Заказ будет ждать вас в нашем бутике. Менеджер свяжется с вами и согласует время визита.</Trans>
      </p>
      {map && <div className={styles.wide}>{map}</div>}
    </div>
  );
}
