import { Trans } from '@lingui/react/macro';
import type { ChangeEvent, ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import * as field from '../../field.css.ts';
import type { CheckoutErrors, CheckoutField, CheckoutValues } from './checkoutTypes.ts';

/** The fields a TextField edits (the selects and the comment's textarea are wired by hand). */
export type TextKey = Exclude<keyof CheckoutValues, 'pickupCityId' | 'countryCode' | 'comment'>;

/** What every section of the form shares: the values, their messages, the busy flag and one id prefix. */
export type SectionFieldProps = {
  /** From the form's one useId: a field's id is `${idPrefix}-${name}`, which the focus request looks up. */
  idPrefix: string;
  values: CheckoutValues;
  errors: CheckoutErrors;
  submitting: boolean;
  onFieldChange: (field: keyof CheckoutValues, value: string) => void;
};

export const checkoutFieldId = (idPrefix: string, name: CheckoutField) => `${idPrefix}-${name}`;

/** What every text field shares: its id (for the focus request), value, message, read-only while submitting. */
export function textFieldProps({ idPrefix, values, errors, submitting, onFieldChange }: SectionFieldProps, name: TextKey) {
  return {
    id: checkoutFieldId(idPrefix, name),
    name,
    value: values[name],
    error: errors[name],
    readOnly: submitting,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onFieldChange(name, event.target.value),
  };
}

/** A select's label with the same required mark TextField draws. */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className={field.required}>
        <span aria-hidden="true">*</span>
        <span className={visuallyHidden}>
          <Trans>(обязательное поле)</Trans>
        </span>
      </span>
    </>
  );
}
