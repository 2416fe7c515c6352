/** Story-only fixtures shared by the profile cards' stories and ProfilePage's. */
import { fn } from 'storybook/test';
import type { AddressBookProps, AddressFormValues, AddressSummary } from './AddressBook.tsx';
import type { PasswordCardProps } from './PasswordCard.tsx';
import type { PersonalInfoCardProps } from './PersonalInfoCard.tsx';

export const infoArgs = (): PersonalInfoCardProps => ({
  status: 'ready',
  values: { firstName: 'Алексей', lastName: 'Смирнов', email: 'alexey.smirnov@example.com', phone: '+7 916 123-45-67' },
  telegram: 'alexey_smirnov',
  phoneEditable: false,
  emailInvalid: false,
  fieldErrors: {},
  failure: null,
  loadFailure: null,
  changed: false,
  canSave: false,
  saving: false,
  onChange: fn(),
  onEmailBlur: fn(),
  onSave: fn(),
  onCancel: fn(),
  onRetry: fn(),
});

export const passwordArgs = (): PasswordCardProps => ({
  values: { current: 'Moscow-2024', next: 'Dubai2026', confirm: 'Dubai2026' },
  hasPassword: true,
  strength: 3,
  showTip: true,
  error: null,
  failure: null,
  submitting: false,
  onChange: fn(),
  onSubmit: fn(),
});

export const addresses: AddressSummary[] = [
  { id: 1, line1: 'Тверская ул., 1, кв. 12', city: 'Москва', details: '125009 · RU · Домофон 12' },
  { id: 2, line1: 'Sheikh Mohammed bin Rashid Blvd, 1', city: 'Дубай', details: 'AE · Burj Khalifa, 45 этаж' },
  { id: 3, line1: 'Friedrichstraße 123, Wohnung 4', city: 'Берлин', details: '10117 · DE' },
];

export const localValues: AddressFormValues = {
  kind: 'local',
  cityId: '1',
  countryCode: '',
  cityText: '',
  state: 'Москва',
  postalCode: '125009',
  line1: 'Тверская ул., 1, кв. 12',
  line2: '',
  comment: 'Домофон 12',
};

export const internationalValues: AddressFormValues = {
  kind: 'international',
  cityId: '',
  countryCode: 'DE',
  cityText: 'Берлин',
  state: '',
  postalCode: '10117',
  line1: 'Friedrichstraße 123, Wohnung 4',
  line2: '',
  comment: '',
};

export const addressArgs = (): AddressBookProps => ({
  status: 'ready',
  loadFailure: null,
  addresses,
  form: null,
  cities: [
    { id: 1, name: 'Москва' },
    { id: 2, name: 'Санкт-Петербург' },
    { id: 3, name: 'Дубай' },
    { id: 4, name: 'Абу-Даби' },
  ],
  countries: [
    { code: 'DE', name: 'Германия' },
    { code: 'FR', name: 'Франция' },
    { code: 'IT', name: 'Италия' },
    { code: 'GB', name: 'Великобритания' },
  ],
  listsStatus: 'ready',
  deleting: null,
  onRetry: fn(),
  onAdd: fn(),
  onEdit: fn(),
  onDelete: fn(),
  onConfirmDelete: fn(),
  onDismissDelete: fn(),
  onChange: fn(),
  onKindChange: fn(),
  onSubmit: fn(),
  onCancel: fn(),
});
