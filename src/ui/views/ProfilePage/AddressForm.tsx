import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '../../Button/Button.tsx';
import * as field from '../../field.css.ts';
import { InfoIcon } from '../../icons.tsx';
import { Select } from '../../Select/Select.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import { visuallyHidden } from '../../a11y.css.ts';
import * as styles from './AddressBook.css.ts';
import { InlineAlert } from './ProfileCard.tsx';
import * as card from './profileCard.css.ts';
import { segment, segmentInput, segmented } from '../../segmented.css.ts';

export type AddressKind = 'local' | 'international';
export type AddressField = 'cityId' | 'countryCode' | 'cityText' | 'state' | 'postalCode' | 'line1' | 'line2' | 'comment';
export type AddressFormValues = { kind: AddressKind } & Record<AddressField, string>;
export type AddressProblem = 'addressMin' | 'countryIso' | 'cityText' | 'selectCity';
/** The open form (adding or editing). */
export type AddressFormView = {
  mode: 'create' | 'edit';
  values: AddressFormValues;
  errors: Partial<Record<AddressField, AddressProblem>>;
  saving: boolean;
  failure: string | null;
};

export type AddressFormProps = {
  form: AddressFormView;
  cities: { id: number; name: string }[];
  countries: { code: string; name: string }[];
  /** While 'loading' the selects are disabled; 'unavailable' shows a note and lets the country be typed as a code. */
  listsStatus: 'loading' | 'ready' | 'unavailable';
  onChange: (field: AddressField, value: string) => void;
  onKindChange: (kind: AddressKind) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

const KINDS = ['local', 'international'] as const satisfies readonly AddressKind[];

/** Adding or editing one address: its kind (local or international), the fields of that kind, save or cancel. */
export function AddressForm({ form, cities, countries, listsStatus, onChange, onKindChange, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useLingui();
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { mode, values, errors, saving, failure } = form;
  const problems: Record<AddressProblem, string> = {
    addressMin: t`Адрес — не короче 5 символов`,
    countryIso: t`Выберите страну (двухбуквенный код)`,
    cityText: t`Укажите город`,
    selectCity: t`Выберите город`,
  };
  const problem = (name: AddressField) => {
    const code = errors[name];
    return code ? problems[code] : undefined;
  };
  const listsLoading = listsStatus === 'loading';
  const listsHint = listsLoading ? <Trans>Загружаем список…</Trans> : undefined;

  // The form appears in place of the add button or below the list: take the reader (and the screen reader) to it.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  const text = (name: AddressField) => ({
    name,
    value: values[name],
    error: problem(name),
    readOnly: saving,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  const commentError = problem('comment');

  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`} ref={titleRef} tabIndex={-1} className={styles.formTitle}>
        {mode === 'create' ? <Trans>Новый адрес</Trans> : <Trans>Изменить адрес</Trans>}
      </h3>

      <fieldset className={styles.group}>
        <legend className={field.label}>
          <Trans>Тип адреса</Trans>
        </legend>
        <div className={segmented}>
          {KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                className={`${visuallyHidden} ${segmentInput}`}
                checked={values.kind === kind}
                disabled={saving}
                onChange={() => onKindChange(kind)}
              />
              <span className={segment}>{kind === 'local' ? <Trans>По России и ОАЭ</Trans> : <Trans>Международный</Trans>}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {listsStatus === 'unavailable' && (
        <p className={styles.listsNote}>
          <InfoIcon className={styles.listsNoteIcon} size={18} />
          <Trans>Списки городов и стран сейчас недоступны. Страну можно указать двухбуквенным кодом, а город — текстом.</Trans>
        </p>
      )}

      <div className={card.fields}>
        {values.kind === 'local' ? (
          <Select
            className={card.wide}
            name="cityId"
            label={<Trans>Город</Trans>}
            placeholder={t`Выберите город`}
            options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
            value={values.cityId}
            error={problem('cityId')}
            hint={listsHint}
            disabled={saving || listsLoading}
            autoComplete="address-level2"
            onChange={(event) => onChange('cityId', event.target.value)}
          />
        ) : (
          <>
            {listsStatus === 'unavailable' ? (
              <TextField
                label={<Trans>Код страны</Trans>}
                autoComplete="country"
                autoCapitalize="characters"
                maxLength={2}
                placeholder="AE"
                hint={<Trans>Две латинские буквы, например RU или AE</Trans>}
                {...text('countryCode')}
              />
            ) : (
              <Select
                name="countryCode"
                label={<Trans>Страна</Trans>}
                placeholder={t`Выберите страну`}
                options={countries.map((country) => ({ value: country.code, label: country.name }))}
                value={values.countryCode}
                error={problem('countryCode')}
                hint={listsHint}
                disabled={saving || listsLoading}
                autoComplete="country"
                onChange={(event) => onChange('countryCode', event.target.value)}
              />
            )}
            <TextField label={<Trans>Город</Trans>} autoComplete="address-level2" {...text('cityText')} />
          </>
        )}
        <TextField label={<Trans>Регион / область</Trans>} autoComplete="address-level1" {...text('state')} />
        <TextField label={<Trans>Индекс</Trans>} autoComplete="postal-code" {...text('postalCode')} />
        <TextField
          className={card.wide}
          label={<Trans>Адрес</Trans>}
          placeholder={t`Улица, дом, квартира`}
          autoComplete="address-line1"
          {...text('line1')}
        />
        <TextField className={card.wide} label={<Trans>Дополнительно</Trans>} autoComplete="address-line2" {...text('line2')} />
        <div className={`${field.field} ${card.wide}`}>
          <label htmlFor={`${id}-comment`} className={field.label}>
            <Trans>Комментарий для курьера</Trans>
          </label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={3}
            className={card.textarea}
            value={values.comment}
            readOnly={saving}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${id}-comment-error` : undefined}
            onChange={(event) => onChange('comment', event.target.value)}
          />
          {commentError && (
            <p id={`${id}-comment-error`} className={field.error}>
              {commentError}
            </p>
          )}
        </div>
      </div>

      {failure && <InlineAlert messages={[failure]} />}
      <div className={card.actions}>
        <Button type="submit" loading={saving}>
          <Trans>Сохранить адрес</Trans>
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          <Trans>Отмена</Trans>
        </Button>
      </div>
    </form>
  );
}
