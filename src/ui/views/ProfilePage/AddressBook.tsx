import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '../../Button/Button.tsx';
import * as field from '../../field.css.ts';
import { InfoIcon, MapPinIcon, PlusIcon } from '../../icons.tsx';
import { Modal } from '../../Modal/Modal.tsx';
import { Select } from '../../Select/Select.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { TextField } from '../../TextField/TextField.tsx';
import { visuallyHidden } from '../../a11y.css.ts';
import * as styles from './AddressBook.css.ts';
import { InlineAlert, LoadFailure, ProfileCard } from './ProfileCard.tsx';
import * as card from './profileCard.css.ts';
import { segment, segmentInput, segmented } from '../../segmented.css.ts';

export type AddressKind = 'local' | 'international';
export type AddressField = 'cityId' | 'countryCode' | 'cityText' | 'state' | 'postalCode' | 'line1' | 'line2' | 'comment';
export type AddressFormValues = { kind: AddressKind } & Record<AddressField, string>;
export type AddressProblem = 'addressMin' | 'countryIso' | 'cityText' | 'selectCity';
export type AddressSummary = {
  id: number;
  line1: string;
  /** the city name or city_text */
  city: string;
  /** e.g. "125009 · RU · Домофон 12" */
  details: string;
};
export type AddressBookProps = {
  status: 'loading' | 'failure' | 'ready';
  loadFailure?: string | null;
  addresses: AddressSummary[];
  /** The open form (adding or editing), or null. */
  form: null | {
    mode: 'create' | 'edit';
    values: AddressFormValues;
    errors: Partial<Record<AddressField, AddressProblem>>;
    saving: boolean;
    failure: string | null;
  };
  cities: { id: number; name: string }[];
  countries: { code: string; name: string }[];
  /** The cities and countries lists: while 'loading' the selects are disabled; 'unavailable' shows a note and lets the country be typed as a code. */
  listsStatus: 'loading' | 'ready' | 'unavailable';
  /** The delete confirmation, or null. */
  deleting: null | { label: string; busy: boolean; failure: string | null };
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (id: number) => void;
  onConfirmDelete: () => void;
  onDismissDelete: () => void;
  onChange: (field: AddressField, value: string) => void;
  onKindChange: (kind: AddressKind) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

const KINDS = ['local', 'international'] as const satisfies readonly AddressKind[];
const SKELETON_ROWS = 2;

/** /profile's delivery addresses (part 2 §3 Address, §5): the saved ones, an inline form, a delete confirmation. */
export function AddressBook({
  status,
  loadFailure,
  addresses,
  form,
  cities,
  countries,
  listsStatus,
  deleting,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
  onConfirmDelete,
  onDismissDelete,
  onChange,
  onKindChange,
  onSubmit,
  onCancel,
}: AddressBookProps) {
  const { t } = useLingui();
  const title = <Trans>Адреса доставки</Trans>;

  if (status === 'loading') {
    return (
      <ProfileCard title={title} busy>
        <p role="status" className={card.note}>
          <Trans>Загружаем адреса…</Trans>
        </p>
        <div aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className={styles.skeletonRow}>
              <Skeleton shape="circle" width={40} height={40} />
              <Skeleton shape="text" lines={2} width="60%" />
            </div>
          ))}
        </div>
      </ProfileCard>
    );
  }
  if (status === 'failure') {
    return (
      <ProfileCard title={title}>
        <LoadFailure message={loadFailure || t`Не удалось загрузить адреса`} onRetry={onRetry} />
      </ProfileCard>
    );
  }

  return (
    <ProfileCard title={title}>
      {addresses.length > 0 ? (
        <ul className={styles.list} aria-label={t`Сохранённые адреса`}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.row}>
              <span className={styles.pin} aria-hidden="true">
                <MapPinIcon size={18} />
              </span>
              <div className={styles.info}>
                <p className={styles.line1}>{address.line1}</p>
                <p className={styles.city}>{address.city}</p>
                {address.details && <p className={styles.details}>{address.details}</p>}
              </div>
              <div className={styles.rowActions}>
                <Button variant="ghost" size="sm" aria-label={t`Изменить адрес ${address.line1}`} onClick={() => onEdit(address.id)}>
                  <Trans>Изменить</Trans>
                </Button>
                <Button variant="ghost" size="sm" aria-label={t`Удалить адрес ${address.line1}`} onClick={() => onDelete(address.id)}>
                  <Trans>Удалить</Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        !form && (
          <div className={styles.empty}>
            <p className={styles.emptyText}>
              <MapPinIcon size={20} />
              <Trans>Сохранённых адресов пока нет</Trans>
            </p>
          </div>
        )
      )}

      {form ? (
        <AddressForm
          // Switching between adding and editing is a new form: it takes the focus again.
          key={form.mode}
          form={form}
          cities={cities}
          countries={countries}
          listsStatus={listsStatus}
          onChange={onChange}
          onKindChange={onKindChange}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      ) : (
        <Button variant="secondary" className={styles.add} onClick={onAdd}>
          <PlusIcon size={18} />
          <Trans>Добавить адрес</Trans>
        </Button>
      )}

      <Modal
        size="sm"
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) onDismissDelete();
        }}
        title={<Trans>Удалить адрес?</Trans>}
        description={deleting?.label}
        footer={
          <>
            <Button variant="secondary" disabled={deleting?.busy} onClick={onDismissDelete}>
              <Trans>Отмена</Trans>
            </Button>
            <Button loading={deleting?.busy} onClick={onConfirmDelete}>
              <Trans>Удалить</Trans>
            </Button>
          </>
        }
      >
        {deleting?.failure && <InlineAlert messages={[deleting.failure]} />}
      </Modal>
    </ProfileCard>
  );
}

type AddressFormProps = Pick<AddressBookProps, 'cities' | 'countries' | 'listsStatus' | 'onChange' | 'onKindChange' | 'onSubmit' | 'onCancel'> & {
  form: NonNullable<AddressBookProps['form']>;
};

function AddressForm({ form, cities, countries, listsStatus, onChange, onKindChange, onSubmit, onCancel }: AddressFormProps) {
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
