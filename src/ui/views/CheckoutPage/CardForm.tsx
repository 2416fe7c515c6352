import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { InfoIcon } from '../../icons.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import * as page from './CheckoutPage.css.ts';
import * as styles from './CheckoutExtras.css.ts';

export type CardValues = { name: string; number: string; expiry: string; cvc: string };

export type CardFormProps = {
  /** Already formatted by the feature as typed (part 2 §5: "0000 0000 0000 0000", "MM/ГГ", cvc digits only, at most 4). */
  values: CardValues;
  /** Texts already translated; shown under their fields. */
  errors?: Partial<Record<keyof CardValues, string>>;
  disabled?: boolean;
  onChange: (field: keyof CardValues, value: string) => void;
};

/** Part 2 §9: a cvc is at most 4 digits. */
const CVC_MAX_LENGTH = 4;

/** The card form of the "pay" mode (part 2 §2 "Payment mode"). The view shows what it gets: formatting is the feature's. */
export function CardForm({ values, errors = {}, disabled = false, onChange }: CardFormProps) {
  const { t } = useLingui();
  const id = useId();
  const noteId = `${id}-note`;
  const input = (name: keyof CardValues) => ({
    id: `${id}-${name}`,
    name: `card-${name}`,
    value: values[name],
    error: errors[name],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
  });
  return (
    <fieldset className={`${page.group} ${styles.card}`} aria-describedby={noteId}>
      <legend className={visuallyHidden}>
        <Trans>Данные карты</Trans>
      </legend>
      <div className={page.fields}>
        <TextField
          className={page.wide}
          label={t`Имя на карте`}
          {...input('name')}
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextField
          className={page.wide}
          label={t`Номер карты`}
          {...input('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
        />
        <TextField label={t`Срок действия`} {...input('expiry')} inputMode="numeric" autoComplete="cc-exp" placeholder={t`ММ/ГГ`} />
        <TextField
          label={t`CVC`}
          {...input('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CVC_MAX_LENGTH}
          placeholder="123"
        />
      </div>
      {/* Part 2 §4: paying online is not there yet; the order is created without a charge. */}
      <p id={noteId} className={styles.notice}>
        <InfoIcon size={18} className={styles.noticeIcon} />
        <span>
          <Trans>Онлайн-оплата картой скоро будет доступна. Сейчас заказ оформляется без списания средств.</Trans>
        </span>
      </p>
    </fieldset>
  );
}
