import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Checkbox } from '../../Checkbox/Checkbox.tsx';
import * as field from '../../field.css.ts';
import { Select } from '../../Select/Select.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as styles from './CheckoutPage.css.ts';
import { checkoutFieldId, RequiredLabel, textFieldProps, type SectionFieldProps } from './checkoutFields.tsx';

export type AddressFieldsProps = SectionFieldProps & {
  countries: readonly { code: string; name: string }[];
  savedAddresses: readonly { id: number; label: string }[];
  /** Null: "Новый адрес". */
  selectedAddressId: number | null;
  onSavedAddressSelect: (id: number | null) => void;
  saveAddress: boolean;
  onSaveAddressChange: (save: boolean) => void;
  /** The map preview of the delivery address. */
  map?: ReactNode;
};

/** Delivery: a saved address or a new one, the courier's comment, and whether to keep the address. */
export function AddressFields(props: AddressFieldsProps) {
  const { idPrefix, values, errors, submitting, onFieldChange, countries, savedAddresses, selectedAddressId } = props;
  const { onSavedAddressSelect, saveAddress, onSaveAddressChange, map } = props;
  const { t } = useLingui();
  return (
    <div className={styles.fields}>
      {savedAddresses.length > 0 && (
        <Select
          className={styles.wide}
          name="savedAddress"
          label={t`Сохранённый адрес`}
          placeholder={t`Новый адрес`}
          options={savedAddresses.map((address) => ({ value: String(address.id), label: address.label }))}
          value={selectedAddressId === null ? '' : String(selectedAddressId)}
          disabled={submitting}
          onChange={(event) => onSavedAddressSelect(event.target.value === '' ? null : Number(event.target.value))}
        />
      )}
      <Select
        id={checkoutFieldId(idPrefix, 'countryCode')}
        name="countryCode"
        label={<RequiredLabel>{t`Страна`}</RequiredLabel>}
        placeholder={t`Выберите страну`}
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
        value={values.countryCode}
        error={errors.countryCode}
        autoComplete="country"
        disabled={submitting}
        required
        onChange={(event) => onFieldChange('countryCode', event.target.value)}
      />
      <TextField label={t`Регион (необязательно)`} {...textFieldProps(props, 'state')} autoComplete="address-level1" />
      <TextField label={t`Город`} {...textFieldProps(props, 'city')} autoComplete="address-level2" required />
      <TextField label={t`Почтовый индекс`} {...textFieldProps(props, 'postalCode')} autoComplete="postal-code" required />
      <TextField
        className={styles.wide}
        label={t`Адрес`}
        placeholder={t`Улица, дом`}
        {...textFieldProps(props, 'addressLine1')}
        autoComplete="address-line1"
        required
      />
      <TextField
        className={styles.wide}
        label={t`Квартира, офис (необязательно)`}
        {...textFieldProps(props, 'addressLine2')}
        autoComplete="address-line2"
      />
      <DeliveryComment {...props} />
      <Checkbox
        className={styles.wide}
        name="saveAddress"
        checked={saveAddress}
        disabled={submitting}
        label={<Trans>Сохранить этот адрес</Trans>}
        onChange={(event) => onSaveAddressChange(event.target.checked)}
      />
      {map && <div className={styles.wide}>{map}</div>}
    </div>
  );
}

/** The courier's note: a textarea, which TextField does not draw. */
function DeliveryComment({ idPrefix, values, errors, submitting, onFieldChange }: SectionFieldProps) {
  const commentId = checkoutFieldId(idPrefix, 'comment');
  const commentError = errors.comment;
  return (
    <div className={`${field.field} ${styles.wide}`}>
      <label className={field.label} htmlFor={commentId}>
        <Trans>Комментарий к доставке (необязательно)</Trans>
      </label>
      <textarea
        id={commentId}
        name="comment"
        className={styles.textarea}
        rows={3}
        readOnly={submitting}
        value={values.comment}
        aria-invalid={commentError ? true : undefined}
        aria-describedby={commentError ? `${commentId}-error` : undefined}
        onChange={(event) => onFieldChange('comment', event.target.value)}
      />
      {commentError && (
        <p id={`${commentId}-error`} className={field.error}>
          {commentError}
        </p>
      )}
    </div>
  );
}
