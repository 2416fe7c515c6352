import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/errors.ts';
import { checkoutReferences, createAddress, listAllAddresses, type Address, type AddressInput, type City, type Country } from '../../api/orders.ts';
import { deleteAddress, updateAddress } from '../../api/profile.ts';
import { fromRequest } from '../fromRequest.ts';
import { unprovided } from '../helpers.ts';
import { addressBody, addressProblems, EMPTY_ADDRESS, formOfAddress, type AddressField, type AddressFormValues, type AddressKind, type AddressProblems } from './validation.ts';

/**
 * The address book of /profile (part 2 §3 "Address", §4 "Profile and addresses", §5 "Address", §7, §8): the
 * saved addresses, a form that adds (its values a draft the feature keeps in session storage until the create
 * succeeds: `input.draft` restores it) or edits one, local (a city from the list) or international (a country and
 * a city text), and a delete that asks first. The cities and countries load beside the book.
 *
 * parallel: lists loading → ready | unavailable ‖
 *           book loading → ready { browsing · editing → saving · confirmingDelete → deleting } | failure.
 */

export type AddressBookEvent =
  | { type: 'book.retry' }
  | { type: 'form.open' }
  | { type: 'address.edit'; id: number }
  | { type: 'field.change'; field: AddressField; value: string }
  | { type: 'kind.change'; kind: AddressKind }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'delete.ask'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.dismiss' };

export type AddressBookInput = { draft?: AddressFormValues | null };

type SaveInput = { id: number | null; body: AddressInput };

const notifySaved: (_: unknown, params: { created: boolean }) => void = unprovided('addressBookMachine', 'notifySaved');
const notifyDeleted: () => void = unprovided('addressBookMachine', 'notifyDeleted');

type Context = {
  addresses: Address[];
  cities: City[];
  countries: Country[];
  /** The form's values (adding or editing). */
  form: AddressFormValues;
  /** The address being edited; null while adding. */
  editingId: number | null;
  /** The client-side check of the last submit. */
  problems: AddressProblems;
  /** Why the book could not load. */
  loadFailure: ApiFailure | null;
  /** Why the last save failed. */
  saveFailure: ApiFailure | null;
  /** The address whose deletion is being confirmed. */
  deleteId: number | null;
  /** Why the last delete failed. */
  deleteFailure: ApiFailure | null;
  /** A draft restored from session storage, opened once the book has loaded. */
  pending: AddressFormValues | null;
};

export const addressBookMachine = setup({
  types: { context: {} as Context, events: {} as AddressBookEvent, input: {} as AddressBookInput },
  actors: {
    fetchAddresses: fromRequest<Address[]>(({ signal }) => listAllAddresses(signal)),
    fetchReferences: fromRequest<{ cities: City[]; countries: Country[] }>(({ signal }) => checkoutReferences(signal)),
    saveAddress: fromRequest<Address, SaveInput>(({ input, signal }) =>
      input.id === null ? createAddress(input.body, signal) : updateAddress(input.id, input.body, signal),
    ),
    removeAddress: fromRequest<void, { id: number }>(({ input, signal }) => deleteAddress(input.id, signal)),
  },
  actions: { notifySaved, notifyDeleted },
  guards: {
    hasPending: ({ context }) => context.pending !== null,
    isFormValid: ({ context }) => Object.keys(addressProblems(context.form)).length === 0,
  },
}).createMachine({
  id: 'addressBook',
  type: 'parallel',
  context: ({ input }) => ({
    addresses: [],
    cities: [],
    countries: [],
    form: EMPTY_ADDRESS,
    editingId: null,
    problems: {},
    loadFailure: null,
    saveFailure: null,
    deleteId: null,
    deleteFailure: null,
    pending: input.draft ?? null,
  }),
  states: {
    lists: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchReferences',
            src: 'fetchReferences',
            onDone: { target: 'ready', actions: assign({ cities: ({ event }) => event.output.cities, countries: ({ event }) => event.output.countries }) },
            onError: 'unavailable',
          },
        },
        ready: {},
        unavailable: { description: 'The cities and countries could not load: an international address can still be typed with its country code.' },
      },
    },
    book: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchAddresses',
            src: 'fetchAddresses',
            onDone: [
              {
                // A restored draft reopens its form.
                guard: 'hasPending',
                target: 'ready.editing',
                actions: assign(({ context, event }) => ({ addresses: event.output, loadFailure: null, form: context.pending ?? EMPTY_ADDRESS, editingId: null, pending: null })),
              },
              { target: 'ready', actions: assign({ addresses: ({ event }) => event.output, loadFailure: null }) },
            ],
            onError: { target: 'failure', actions: assign({ loadFailure: ({ event }) => toApiFailure(event.error) }) },
          },
        },
        failure: { on: { 'book.retry': 'loading' } },
        ready: {
          initial: 'browsing',
          states: {
            browsing: {
              on: {
                'form.open': { target: 'editing', actions: assign({ form: EMPTY_ADDRESS, editingId: null, problems: {}, saveFailure: null }) },
                'address.edit': {
                  guard: ({ context, event }) => context.addresses.some((address) => address.id === event.id),
                  target: 'editing',
                  actions: assign(({ context, event }) => ({
                    form: formOfAddress(context.addresses.find((address) => address.id === event.id) as Address),
                    editingId: event.id,
                    problems: {},
                    saveFailure: null,
                  })),
                },
                'delete.ask': {
                  guard: ({ context, event }) => context.addresses.some((address) => address.id === event.id),
                  target: 'confirmingDelete',
                  actions: assign({ deleteId: ({ event }) => event.id, deleteFailure: null }),
                },
              },
            },
            editing: {
              on: {
                'field.change': {
                  actions: assign(({ context, event }) => {
                    const { [event.field]: _, ...problems } = context.problems;
                    return { form: { ...context.form, [event.field]: event.value }, problems, saveFailure: null };
                  }),
                },
                'kind.change': { actions: assign(({ context, event }) => ({ form: { ...context.form, kind: event.kind }, problems: {}, saveFailure: null })) },
                'form.submit': [
                  { guard: 'isFormValid', target: 'saving' },
                  { actions: assign({ problems: ({ context }) => addressProblems(context.form) }) },
                ],
                'form.cancel': { target: 'browsing', actions: assign({ form: EMPTY_ADDRESS, editingId: null, problems: {}, saveFailure: null }) },
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) => ({
                  id: context.editingId,
                  body: addressBody(context.form, (cityId) => context.cities.find((city) => city.id === cityId)?.country_code ?? null),
                }),
                onDone: {
                  target: 'browsing',
                  actions: [
                    { type: 'notifySaved', params: ({ context }) => ({ created: context.editingId === null }) },
                    assign(({ context, event }) => ({
                      addresses:
                        context.editingId === null
                          ? [event.output, ...context.addresses]
                          : context.addresses.map((address) => (address.id === event.output.id ? event.output : address)),
                      form: EMPTY_ADDRESS,
                      editingId: null,
                    })),
                  ],
                },
                onError: { target: 'editing', actions: assign({ saveFailure: ({ event }) => toApiFailure(event.error) }) },
              },
            },
            confirmingDelete: {
              on: {
                'delete.confirm': 'deleting',
                'delete.dismiss': { target: 'browsing', actions: assign({ deleteId: null, deleteFailure: null }) },
              },
            },
            deleting: {
              tags: ['busy'],
              invoke: {
                id: 'removeAddress',
                src: 'removeAddress',
                input: ({ context }) => ({ id: context.deleteId as number }),
                onDone: {
                  target: 'browsing',
                  actions: [assign(({ context }) => ({ addresses: context.addresses.filter((address) => address.id !== context.deleteId), deleteId: null })), 'notifyDeleted'],
                },
                onError: { target: 'confirmingDelete', actions: assign({ deleteFailure: ({ event }) => toApiFailure(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});

export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;

export const selectBookStatus = (snapshot: AddressBookSnapshot): 'loading' | 'failure' | 'ready' =>
  snapshot.hasTag('loading') ? 'loading' : snapshot.matches({ book: 'failure' }) ? 'failure' : 'ready';
export const selectAddresses = (snapshot: AddressBookSnapshot): Address[] => snapshot.context.addresses;
export const selectListsStatus = (snapshot: AddressBookSnapshot): 'loading' | 'ready' | 'unavailable' =>
  snapshot.matches({ lists: 'ready' }) ? 'ready' : snapshot.matches({ lists: 'unavailable' }) ? 'unavailable' : 'loading';
export const selectCities = (snapshot: AddressBookSnapshot): City[] => snapshot.context.cities;
export const selectCountries = (snapshot: AddressBookSnapshot): Country[] => snapshot.context.countries;
export const selectIsFormOpen = (snapshot: AddressBookSnapshot): boolean =>
  snapshot.matches({ book: { ready: 'editing' } }) || snapshot.matches({ book: { ready: 'saving' } });
export const selectIsSaving = (snapshot: AddressBookSnapshot): boolean => snapshot.matches({ book: { ready: 'saving' } });
export const selectForm = (snapshot: AddressBookSnapshot): AddressFormValues => snapshot.context.form;
export const selectEditingId = (snapshot: AddressBookSnapshot): number | null => snapshot.context.editingId;
export const selectProblems = (snapshot: AddressBookSnapshot): AddressProblems => snapshot.context.problems;
export const selectLoadFailure = (snapshot: AddressBookSnapshot): ApiFailure | null => snapshot.context.loadFailure;
export const selectSaveFailure = (snapshot: AddressBookSnapshot): ApiFailure | null => snapshot.context.saveFailure;
/** The address whose deletion is asked or on its way, null otherwise. */
export const selectDeleting = (snapshot: AddressBookSnapshot): Address | null =>
  snapshot.matches({ book: { ready: 'confirmingDelete' } }) || snapshot.matches({ book: { ready: 'deleting' } })
    ? (snapshot.context.addresses.find((address) => address.id === snapshot.context.deleteId) ?? null)
    : null;
export const selectIsDeleting = (snapshot: AddressBookSnapshot): boolean => snapshot.matches({ book: { ready: 'deleting' } });
export const selectDeleteFailure = (snapshot: AddressBookSnapshot): ApiFailure | null => snapshot.context.deleteFailure;
/**
 * Part 2 §4: the draft kept in session storage while adding — the new address's values; a restored draft stays
 * until the book has loaded and reopened it; null otherwise (the feature then removes it).
 */
export const selectAddressDraft = (snapshot: AddressBookSnapshot): AddressFormValues | null => {
  if (snapshot.context.pending) return snapshot.context.pending;
  return selectIsFormOpen(snapshot) && snapshot.context.editingId === null ? snapshot.context.form : null;
};
