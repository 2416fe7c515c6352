import type { InfoField, InfoValues } from '../../machines/profile/infoMachine.ts';
import { EMPTY_ADDRESS, type AddressField, type AddressFormValues } from '../../machines/profile/validation.ts';
import { sessionDraft, stringFields } from '../../runtime/sessionDraft.ts';

/** Part 2 §4 "Profile and addresses": the profile edits as a draft in session storage, cleared after save or cancel. */
export const PROFILE_DRAFT_KEY = 'boutique:profile-draft';
/** Part 2 §4: the new address's draft while adding, cleared after a successful create. */
export const ADDRESS_DRAFT_KEY = 'boutique:address-draft';

const INFO_FIELDS: readonly InfoField[] = ['firstName', 'lastName', 'email', 'phone'];
const ADDRESS_FIELDS: readonly AddressField[] = ['cityId', 'countryCode', 'cityText', 'state', 'postalCode', 'line1', 'line2', 'comment'];

export const profileDraft = sessionDraft<Partial<InfoValues>>(PROFILE_DRAFT_KEY, (record) => {
  const kept = stringFields(record, INFO_FIELDS);
  return Object.keys(kept).length === 0 ? null : kept;
});

export const addressDraft = sessionDraft<AddressFormValues>(ADDRESS_DRAFT_KEY, (record) => ({
  ...EMPTY_ADDRESS,
  ...stringFields(record, ADDRESS_FIELDS),
  kind: record.kind === 'international' ? 'international' : 'local',
}));

/** Keeps a draft in step with what its machine says: written while there is one, removed when it is null. */
export function syncDraft<T>(draft: { write: (value: T) => void; clear: () => void }, value: T | null): void {
  if (value === null) draft.clear();
  else draft.write(value);
}
