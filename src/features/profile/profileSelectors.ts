import type { ApiFailure } from '../../api/errors.ts';
import type { Profile } from '../../api/auth.ts';
import { selectIsTelegramNoticesSaving, selectTelegramNoticesOn, type TelegramNoticesSnapshot } from '../../machines/alerts/telegramNoticesMachine.ts';
import type { Address } from '../../api/orders.ts';
import {
  selectAddresses,
  selectBookStatus,
  selectCities,
  selectCountries,
  selectDeleteFailure,
  selectDeleting,
  selectEditingId,
  selectForm,
  selectIsDeleting,
  selectIsFormOpen,
  selectIsSaving as selectIsSavingAddress,
  selectListsStatus,
  selectLoadFailure,
  selectProblems,
  selectSaveFailure,
  type AddressBookSnapshot,
} from '../../machines/profile/addressBookMachine.ts';
import {
  selectCanSave,
  selectEmailInvalid,
  selectInfoFailure,
  selectInfoStatus,
  selectInfoValues,
  selectIsChanged,
  selectIsSaving,
  selectPhoneEditable,
  selectProfile,
  type InfoField,
  type ProfileInfoSnapshot,
} from '../../machines/profile/infoMachine.ts';
import {
  selectHasPassword,
  selectIsSubmitting,
  selectPasswordFailure,
  selectPasswordProblem,
  selectPasswordValues,
  selectShowsTip,
  selectStrength,
  type PasswordChangeSnapshot,
} from '../../machines/profile/passwordMachine.ts';
import { serverWordsOr } from '../../domain/failureText.ts';
import {
  selectHasMoreRequests,
  selectIsLoadingMoreRequests,
  selectMyRequests,
  selectMyRequestsFailure,
  selectMyRequestsStatus,
  type MyRequestsSnapshot,
} from '../../machines/profile/myRequestsMachine.ts';
import type { AddressBookProps } from '../../ui/views/ProfilePage/AddressBook.tsx';
import type { MyRequestsCardProps } from '../../ui/views/ProfilePage/MyRequestsCard.tsx';
import type { PasswordCardProps } from '../../ui/views/ProfilePage/PasswordCard.tsx';
import type { PersonalInfoCardProps } from '../../ui/views/ProfilePage/PersonalInfoCard.tsx';

type Callbacks<T> = { [K in keyof T as K extends `on${string}` ? K : never]: T[K] };

/** The server's field names → the form's. */
const INFO_FIELDS: Record<string, InfoField> = { first_name: 'firstName', last_name: 'lastName', email: 'email', phone: 'phone' };

/** The first message of each known field error, by the form's field name. */
function fieldErrorsOf<F extends string>(failure: ApiFailure | null, names: Record<string, F>): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [name, messages] of Object.entries(failure?.errors ?? {})) {
    const field = names[name];
    if (field && messages[0]) out[field] = messages[0];
  }
  return out;
}

/**
 * Part 2 §8 "server detail, else <fallback>": when the server explained itself field by field, the fields say it;
 * otherwise its detail (or message), else the sentence of the failed action.
 */
function failureText<F extends string>(failure: ApiFailure | null, names: Record<string, F>, fallback: string): string | null {
  if (!failure) return null;
  return Object.keys(fieldErrorsOf(failure, names)).length > 0 ? null : serverWordsOr(failure, fallback);
}

export type InfoWords = { loadFailed: string; saveFailed: string };

export function selectPersonalInfoProps(snapshot: ProfileInfoSnapshot, words: InfoWords): Omit<PersonalInfoCardProps, keyof Callbacks<PersonalInfoCardProps>> {
  const status = selectInfoStatus(snapshot);
  const failure = selectInfoFailure(snapshot);
  const profile = selectProfile(snapshot);
  return {
    status,
    values: selectInfoValues(snapshot),
    telegram: profile?.username ?? (profile?.telegram_id ? String(profile.telegram_id) : null),
    phoneEditable: selectPhoneEditable(snapshot),
    emailInvalid: selectEmailInvalid(snapshot),
    fieldErrors: status === 'ready' ? fieldErrorsOf(failure, INFO_FIELDS) : {},
    failure: status === 'ready' ? failureText(failure, INFO_FIELDS, words.saveFailed) : null,
    loadFailure: status === 'failure' && failure ? serverWordsOr(failure, words.loadFailed) : null,
    changed: selectIsChanged(snapshot),
    canSave: selectCanSave(snapshot),
    saving: selectIsSaving(snapshot),
  };
}

/** The name the profile area greets with: first and last name, else nothing. */
export function selectDisplayName(snapshot: ProfileInfoSnapshot): string | null {
  const profile = selectProfile(snapshot);
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim();
  return name || null;
}

export type PasswordWords = { changeFailed: string };

const PASSWORD_FIELDS: Record<string, 'current' | 'next'> = { current_password: 'current', new_password: 'next' };

export function selectPasswordCardProps(snapshot: PasswordChangeSnapshot, words: PasswordWords): Omit<PasswordCardProps, keyof Callbacks<PasswordCardProps>> {
  const failure = selectPasswordFailure(snapshot);
  const fields = fieldErrorsOf(failure, PASSWORD_FIELDS);
  return {
    values: selectPasswordValues(snapshot),
    hasPassword: selectHasPassword(snapshot),
    strength: selectStrength(snapshot),
    showTip: selectShowsTip(snapshot),
    error: selectPasswordProblem(snapshot),
    // Part 2 §8 "Password: detail, else changeFail": the field's own sentence first (the current one was wrong).
    failure: failure ? (fields.current ?? fields.next ?? serverWordsOr(failure, words.changeFailed)) : null,
    submitting: selectIsSubmitting(snapshot),
  };
}

export type AddressWords = { loadFailed: string; saveFailed: string; deleteFailed: string };

const ADDRESS_FIELDS = {
  city_id: 'cityId',
  country: 'countryCode',
  city_text: 'cityText',
  state: 'state',
  postal_code: 'postalCode',
  address_line1: 'line1',
  address_line2: 'line2',
  comment: 'comment',
} as const;

/** Part 2 §3: "Saved addresses show address_line1 and the city name or city_text". */
export function addressSummary(address: Address, countryName: (code: string) => string | undefined): AddressBookProps['addresses'][number] {
  const country = address.country && !address.city ? (countryName(address.country) ?? address.country) : null;
  return {
    id: address.id,
    line1: address.address_line1,
    city: address.city?.name ?? address.city_text ?? '',
    details: [address.address_line2, address.state, address.postal_code, country, address.comment].filter(Boolean).join(' · '),
  };
}

export function selectAddressBookProps(snapshot: AddressBookSnapshot, words: AddressWords): Omit<AddressBookProps, keyof Callbacks<AddressBookProps>> {
  const status = selectBookStatus(snapshot);
  const countries = selectCountries(snapshot);
  const names = new Map(countries.map((country) => [country.code, country.name]));
  const saveFailure = selectSaveFailure(snapshot);
  const deleting = selectDeleting(snapshot);
  const deleteFailure = selectDeleteFailure(snapshot);
  const problems = selectProblems(snapshot);
  return {
    status,
    loadFailure: status === 'failure' ? serverWordsOr(selectLoadFailure(snapshot) as ApiFailure, words.loadFailed) : null,
    addresses: selectAddresses(snapshot).map((address) => addressSummary(address, (code) => names.get(code))),
    form: selectIsFormOpen(snapshot)
      ? {
          mode: selectEditingId(snapshot) === null ? 'create' : 'edit',
          values: selectForm(snapshot),
          errors: problems,
          saving: selectIsSavingAddress(snapshot),
          failure: failureText(saveFailure, ADDRESS_FIELDS, words.saveFailed) ?? firstFieldError(saveFailure),
        }
      : null,
    cities: selectCities(snapshot).map(({ id, name }) => ({ id, name })),
    countries: countries.map(({ code, name }) => ({ code, name })),
    listsStatus: selectListsStatus(snapshot),
    deleting: deleting
      ? {
          label: [deleting.address_line1, deleting.city?.name ?? deleting.city_text].filter(Boolean).join(', '),
          busy: selectIsDeleting(snapshot),
          failure: deleteFailure ? serverWordsOr(deleteFailure, words.deleteFailed) : null,
        }
      : null,
  };
}

/** The server refused an address field by field: its first sentence (the form's own checks come first anyway). */
function firstFieldError(failure: ApiFailure | null): string | null {
  const messages = Object.values(failure?.errors ?? {})[0];
  return messages?.[0] ?? null;
}

/** The customer's requests (issue 15): the server's summary, kind, date and status as they are. */
export function selectMyRequestsCardProps(snapshot: MyRequestsSnapshot, words: { loadFailed: string }): Omit<MyRequestsCardProps, keyof Callbacks<MyRequestsCardProps> | 'locale'> {
  const status = selectMyRequestsStatus(snapshot);
  const failure = selectMyRequestsFailure(snapshot);
  return {
    status,
    requests: selectMyRequests(snapshot).map((request) => ({ id: request.id, kind: request.kind, createdAt: request.created_at, status: request.status, summary: request.summary })),
    hasMore: selectHasMoreRequests(snapshot),
    loadingMore: selectIsLoadingMoreRequests(snapshot),
    loadFailure: status === 'failure' && failure ? serverWordsOr(failure, words.loadFailed) : null,
  };
}

/**
 * Issue 28 «Уведомления»: the Telegram switch only for an account signed in with Telegram (the bot knows its chat;
 * the server refuses it to others), showing the shopper's last choice, else the profile's `telegram_notices`.
 */
export function selectNoticesCardProps(
  snapshot: TelegramNoticesSnapshot,
  profile: Pick<Profile, 'telegram_id' | 'telegram_notices'> | null,
): { telegram: boolean; on: boolean; saving: boolean } {
  if (!profile || profile.telegram_id === null) return { telegram: false, on: false, saving: false };
  return { telegram: true, on: selectTelegramNoticesOn(snapshot, profile.telegram_notices), saving: selectIsTelegramNoticesSaving(snapshot) };
}
