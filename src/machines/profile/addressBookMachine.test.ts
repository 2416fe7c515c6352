import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { Address, AddressInput, City, Country } from '../../api/orders.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../../tests/support/machines/model.ts';
import {
  addressBookMachine,
  selectAddressDraft,
  selectAddresses,
  selectBookStatus,
  selectDeleting,
  selectIsFormOpen,
  selectListsStatus,
  selectProblems,
  type AddressBookEvent,
} from './addressBookMachine.ts';
import { addressBody, addressProblems, EMPTY_ADDRESS, formOfAddress, type AddressFormValues } from './validation.ts';

const MOSCOW: City = { id: 1, name: 'Москва', country_code: 'RU' };
const DUBAI: City = { id: 2, name: 'Дубай', country_code: 'AE' };
const ITALY = { id: 5, code: 'IT', name: 'Италия' } as Country;
const REFERENCES = { cities: [MOSCOW, DUBAI], countries: [ITALY] };
const TVERSKAYA: Address = {
  id: 3,
  city: { id: 1, name: 'Москва' },
  city_text: null,
  state: null,
  country: 'RU',
  postal_code: '125009',
  address_line1: 'ул. Тверская, д. 7, кв. 12',
  address_line2: null,
  comment: 'Домофон 12',
};
const MILAN: Address = { ...TVERSKAYA, id: 4, city: null, city_text: 'Милан', state: 'Ломбардия', country: 'IT', postal_code: '20121', address_line1: 'Via Montenapoleone, 8', comment: null };
const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });

function setUp(draft: AddressFormValues | null = null) {
  const fakes = {
    fetchAddresses: fakeRequest<Address[]>(),
    fetchReferences: fakeRequest<typeof REFERENCES>(),
    saveAddress: fakeRequest<Address, { id: number | null; body: AddressInput }>(),
    removeAddress: fakeRequest<void, { id: number }>(),
  };
  const effects = { notifySaved: vi.fn(), notifyDeleted: vi.fn() };
  const actor = createActor(
    addressBookMachine.provide({
      actors: {
        fetchAddresses: fakes.fetchAddresses.logic,
        fetchReferences: fakes.fetchReferences.logic,
        saveAddress: fakes.saveAddress.logic,
        removeAddress: fakes.removeAddress.logic,
      },
      actions: effects,
    }),
    { input: { draft } },
  ).start();
  const step = (event: ModelEvent<typeof addressBookMachine, 'fetchAddresses' | 'fetchReferences' | 'saveAddress' | 'removeAddress'>) => performStep<AddressBookEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, effects, step };
}

describe('address rules (part 2 §5 "Address", §9)', () => {
  it('line 1 of at least 5 after trimming; local needs a city; international a 2-letter country and a city text', () => {
    expect(addressProblems({ ...EMPTY_ADDRESS, line1: ' abcd ' })).toEqual({ line1: 'addressMin', cityId: 'selectCity' });
    expect(addressProblems({ ...EMPTY_ADDRESS, line1: 'Тверская 7', cityId: '1' })).toEqual({});
    expect(addressProblems({ ...EMPTY_ADDRESS, kind: 'international', line1: 'Via Roma 1', countryCode: 'ITA' })).toEqual({ countryCode: 'countryIso', cityText: 'cityText' });
    expect(addressProblems({ ...EMPTY_ADDRESS, kind: 'international', line1: 'Via Roma 1', countryCode: 'it', cityText: 'Рим' })).toEqual({});
  });

  it('on send the country is uppercased and empty optional fields become null; a local address carries its city\'s country', () => {
    const international = { ...EMPTY_ADDRESS, kind: 'international' as const, line1: ' Via Montenapoleone, 8 ', countryCode: 'it', cityText: 'Милан', cityId: '1', postalCode: ' ' };
    expect(addressBody(international, () => 'RU')).toEqual({
      city_id: null,
      country: 'IT',
      state: null,
      city_text: 'Милан',
      postal_code: null,
      address_line1: 'Via Montenapoleone, 8',
      address_line2: null,
      comment: null,
    });
    expect(addressBody({ ...EMPTY_ADDRESS, line1: 'Тверская 7', cityId: '2', cityText: 'ignored' }, (id) => (id === 2 ? 'AE' : null))).toMatchObject({ city_id: 2, country: 'AE', city_text: null });
    expect(formOfAddress(TVERSKAYA)).toMatchObject({ kind: 'local', cityId: '1', line1: 'ул. Тверская, д. 7, кв. 12', comment: 'Домофон 12' });
    expect(formOfAddress(MILAN)).toMatchObject({ kind: 'international', countryCode: 'IT', cityText: 'Милан' });
  });
});

describe('addressBookMachine (part 2 §4 "Profile and addresses")', () => {
  it('adds a local address (its draft kept until the create succeeds), edits and deletes one after confirming', async () => {
    const { actor, fakes, effects, step } = setUp();
    await step(done('fetchReferences', REFERENCES));
    await step(done('fetchAddresses', [MILAN]));
    expect(selectListsStatus(actor.getSnapshot())).toBe('ready');
    await step({ type: 'form.open' });
    await step({ type: 'field.change', field: 'line1', value: 'Тверская' });
    await step({ type: 'form.submit' });
    expect(selectProblems(actor.getSnapshot())).toEqual({ cityId: 'selectCity' });
    await step({ type: 'field.change', field: 'cityId', value: '1' });
    expect(selectProblems(actor.getSnapshot())).toEqual({});
    expect(selectAddressDraft(actor.getSnapshot())).toMatchObject({ line1: 'Тверская', cityId: '1' });
    await step({ type: 'form.submit' });
    expect(fakes.saveAddress.last().input).toEqual({ id: null, body: expect.objectContaining({ city_id: 1, country: 'RU', address_line1: 'Тверская' }) });
    await step(done('saveAddress', TVERSKAYA));
    expect(effects.notifySaved).toHaveBeenCalledWith(expect.anything(), { created: true });
    expect(selectAddresses(actor.getSnapshot()).map((a) => a.id)).toEqual([3, 4]);
    expect(selectAddressDraft(actor.getSnapshot())).toBeNull();

    await step({ type: 'address.edit', id: 4 });
    expect(selectAddressDraft(actor.getSnapshot())).toBeNull();
    await step({ type: 'field.change', field: 'comment', value: 'Консьерж' });
    await step({ type: 'form.submit' });
    expect(fakes.saveAddress.last().input).toMatchObject({ id: 4, body: { country: 'IT', city_text: 'Милан', comment: 'Консьерж' } });
    await step(done('saveAddress', { ...MILAN, comment: 'Консьерж' }));
    expect(selectAddresses(actor.getSnapshot()).find((a) => a.id === 4)?.comment).toBe('Консьерж');

    await step({ type: 'delete.ask', id: 3 });
    expect(selectDeleting(actor.getSnapshot())?.id).toBe(3);
    await step({ type: 'delete.confirm' });
    await step(failed('removeAddress', serverDown));
    expect(actor.getSnapshot().context.deleteFailure?.code).toBe('server');
    await step({ type: 'delete.confirm' });
    await step(done('removeAddress'));
    expect(effects.notifyDeleted).toHaveBeenCalledTimes(1);
    expect(selectAddresses(actor.getSnapshot()).map((a) => a.id)).toEqual([4]);
  });

  it('a restored draft reopens the form once the book has loaded, and stays stored meanwhile', async () => {
    const draft = { ...EMPTY_ADDRESS, kind: 'international' as const, line1: 'Via Roma 1' };
    const { actor, step } = setUp(draft);
    expect(selectAddressDraft(actor.getSnapshot())).toEqual(draft);
    await step(done('fetchAddresses', []));
    expect(selectIsFormOpen(actor.getSnapshot())).toBe(true);
    expect(selectAddressDraft(actor.getSnapshot())).toEqual(draft);
    await step({ type: 'form.cancel' });
    expect(selectAddressDraft(actor.getSnapshot())).toBeNull();
  });
});

describe('addressBookMachine model: every state and transition, every call failing once', () => {
  type Machine = typeof addressBookMachine;
  type Event = ModelEvent<Machine, 'fetchAddresses' | 'fetchReferences' | 'saveAddress' | 'removeAddress'>;
  const regions: Record<string, (snapshot: SnapshotFrom<Machine>) => Event[]> = {
    lists: () => [done('fetchReferences', REFERENCES), failed('fetchReferences', serverDown)],
    book: (snapshot) => [
      done('fetchAddresses', [TVERSKAYA]),
      failed('fetchAddresses', serverDown),
      { type: 'book.retry' },
      { type: 'form.open' },
      { type: 'address.edit', id: 3 },
      { type: 'field.change', field: 'line1', value: snapshot.context.form.line1 === '' ? 'Тверская, 7' : '' },
      { type: 'kind.change', kind: snapshot.context.form.kind === 'local' ? 'international' : 'local' },
      { type: 'form.submit' },
      { type: 'form.cancel' },
      done('saveAddress', TVERSKAYA),
      failed('saveAddress', serverDown),
      { type: 'delete.ask', id: 3 },
      { type: 'delete.confirm' },
      { type: 'delete.dismiss' },
      done('removeAddress'),
      failed('removeAddress', serverDown),
    ],
  };
  const all = Object.entries(regions).map(([region, events]) => {
    const model = transitionModel(addressBookMachine, {
      input: { draft: null },
      invokes: ['fetchAddresses', 'fetchReferences', 'saveAddress', 'removeAddress'],
      events,
      slice: (s) => [s.value, s.context.addresses.length, s.context.form, s.context.editingId, Object.keys(s.context.problems), s.context.deleteId],
      eventKey: (event) => JSON.stringify(event),
      filterEvents: (snapshot, event) => events(snapshot).some((candidate) => candidate.type === event.type),
    });
    return { region, paths: model.getShortestPaths() };
  });
  // The draft restore is a second start: the same model from a stored draft reaches book.ready.editing at load.
  const restored = transitionModel(addressBookMachine, {
    input: { draft: { ...EMPTY_ADDRESS, line1: 'Тверская, 7', cityId: '1' } },
    invokes: ['fetchAddresses'],
    events: () => [done('fetchAddresses', [])],
  }).getShortestPaths();

  it('reaches every state and takes every transition', () =>
    expectEveryStateAndTransition(addressBookMachine, [...all.flatMap((entry) => entry.paths), ...restored]));

  for (const { region, paths } of all) {
    for (const path of paths) {
      it(`${region}: ${describePath(path, eventWithPayload)}`, async () => {
        const { actor, effects, step } = setUp();
        await testPath(path, step, {
          '*': (expected) => {
            expect(actor.getSnapshot().value).toEqual(expected.value);
            expect(selectAddresses(actor.getSnapshot())).toEqual(expected.context.addresses);
          },
          'book.failure': () => expect(selectBookStatus(actor.getSnapshot())).toBe('failure'),
          'book.ready.confirmingDelete': () => expect(selectDeleting(actor.getSnapshot())?.id).toBe(3),
          'lists.unavailable': () => expect(selectListsStatus(actor.getSnapshot())).toBe('unavailable'),
        });
        const count = (type: string) => path.steps.filter((s) => s.event.type === type).length;
        expect(effects.notifySaved).toHaveBeenCalledTimes(count('xstate.done.actor.saveAddress'));
        expect(effects.notifyDeleted).toHaveBeenCalledTimes(count('xstate.done.actor.removeAddress'));
        actor.stop();
      });
    }
  }
  for (const path of restored) {
    it(`restored draft: ${describePath(path, eventWithPayload)}`, async () => {
      const { actor, step } = setUp({ ...EMPTY_ADDRESS, line1: 'Тверская, 7', cityId: '1' });
      await testPath(path, step, { '*': (expected) => expect(actor.getSnapshot().value).toEqual(expected.value) });
      actor.stop();
    });
  }
});
