import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../Button/Button.tsx';
import { MapPinIcon, PlusIcon } from '../../icons.tsx';
import { Modal } from '../../Modal/Modal.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as styles from './AddressBook.css.ts';
import { AddressForm, type AddressField, type AddressFormView, type AddressKind } from './AddressForm.tsx';
import { InlineAlert, LoadFailure, ProfileCard } from './ProfileCard.tsx';
import * as card from './profileCard.css.ts';

export type { AddressField, AddressFormValues, AddressFormView, AddressKind, AddressProblem } from './AddressForm.tsx';

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
  form: AddressFormView | null;
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
