import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Profile } from '../../api/auth.ts';
import { ApiError } from '../../api/errors.ts';
import type { Address, City } from '../../api/orders.ts';
import { addressBookMachine } from '../../machines/profile/addressBookMachine.ts';
import { profileInfoMachine } from '../../machines/profile/infoMachine.ts';
import { passwordChangeMachine } from '../../machines/profile/passwordMachine.ts';
import { ADDRESS_DRAFT_KEY, addressDraft, PROFILE_DRAFT_KEY, profileDraft, syncDraft } from './profileDrafts.ts';
import { addressSummary, selectAddressBookProps, selectDisplayName, selectPasswordCardProps, selectPersonalInfoProps } from './profileSelectors.ts';

const PROFILE: Profile = { id: 1, first_name: 'Мария', last_name: 'Петрова', email: null, phone: null, username: 'maria_p', telegram_id: 77, has_password: false, telegram_notices: false };
const MILAN: Address = {
  id: 4,
  city: null,
  city_text: 'Милан',
  state: 'Ломбардия',
  country: 'IT',
  postal_code: '20121',
  address_line1: 'Via Montenapoleone, 8',
  address_line2: null,
  comment: null,
};
const emailTaken = new ApiError({ code: 'validation', status: 400, message: 'Invalid request.', detail: 'Invalid request.', errors: { email: ['Этот e-mail уже используется.'] } });
const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
const offline = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('/profile personal info view data (part 2 §5 "Profile", §8)', () => {
  const words = { loadFailed: 'Не удалось загрузить профиль', saveFailed: 'Не удалось сохранить профиль' };

  it('a messenger account without a phone: Telegram handle, the phone editable, the name for the area', async () => {
    const actor = createActor(profileInfoMachine.provide({ actors: { fetchProfile: fromPromise(async () => PROFILE) } }), { input: {} }).start();
    stops.push(() => actor.stop());
    expect(selectPersonalInfoProps(actor.getSnapshot(), words).status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    const view = selectPersonalInfoProps(actor.getSnapshot(), words);
    expect(view).toMatchObject({ status: 'ready', telegram: 'maria_p', phoneEditable: true, changed: false, canSave: false, failure: null });
    expect(selectDisplayName(actor.getSnapshot())).toBe('Мария Петрова');
  });

  it('a field refusal is shown at its field; another refusal is the server detail, else the fallback (transport)', async () => {
    let failure: ApiError = emailTaken;
    const actor = createActor(
      profileInfoMachine.provide({ actors: { fetchProfile: fromPromise(async () => PROFILE), saveProfile: fromPromise(async () => Promise.reject(failure)) } }),
      { input: {} },
    ).start();
    stops.push(() => actor.stop());
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', field: 'email', value: 'maria@example.ru' });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.failure !== null);
    expect(selectPersonalInfoProps(actor.getSnapshot(), words)).toMatchObject({ fieldErrors: { email: 'Этот e-mail уже используется.' }, failure: null });
    failure = offline;
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.failure?.code === 'network');
    expect(selectPersonalInfoProps(actor.getSnapshot(), words)).toMatchObject({ fieldErrors: {}, failure: 'Не удалось сохранить профиль' });
  });

  it('a failed load offers the fallback sentence', async () => {
    const actor = createActor(profileInfoMachine.provide({ actors: { fetchProfile: fromPromise(async () => Promise.reject(serverDown)) } }), { input: {} }).start();
    stops.push(() => actor.stop());
    await waitFor(actor, (s) => s.matches('failure'));
    expect(selectPersonalInfoProps(actor.getSnapshot(), words)).toMatchObject({ status: 'failure', loadFailure: 'Не удалось загрузить профиль' });
  });
});

describe('/profile password view data (part 2 §5, §8 "Password: detail, else changeFail")', () => {
  it('the meter and the tip follow the new password; the current password\'s refusal is its own sentence', async () => {
    const wrong = new ApiError({ code: 'validation', status: 400, message: 'x', detail: 'Invalid request.', errors: { current_password: ['Текущий пароль указан неверно'] } });
    const actor = createActor(passwordChangeMachine.provide({ actors: { submitPassword: fromPromise(async () => Promise.reject(wrong)) } }), { input: { hasPassword: true } }).start();
    stops.push(() => actor.stop());
    const words = { changeFailed: 'Не удалось сменить пароль' };
    expect(selectPasswordCardProps(actor.getSnapshot(), words)).toMatchObject({ strength: null, showTip: false, hasPassword: true });
    actor.send({ type: 'field.change', field: 'current', value: 'old-secret' });
    actor.send({ type: 'field.change', field: 'next', value: 'Daytona1' });
    actor.send({ type: 'field.change', field: 'confirm', value: 'Daytona1' });
    expect(selectPasswordCardProps(actor.getSnapshot(), words)).toMatchObject({ strength: 4, showTip: true });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(selectPasswordCardProps(actor.getSnapshot(), words).failure).toBe('Текущий пароль указан неверно');
  });
});

describe('/profile address book view data (part 2 §3 "Address", §8)', () => {
  const words = { loadFailed: 'Не удалось загрузить адреса', saveFailed: 'Не удалось сохранить адрес', deleteFailed: 'Не удалось удалить адрес' };

  it('line 1 and the city name or city_text; the country by its name for an international address', () => {
    expect(addressSummary(MILAN, (code) => (code === 'IT' ? 'Италия' : undefined))).toEqual({
      id: 4,
      line1: 'Via Montenapoleone, 8',
      city: 'Милан',
      details: 'Ломбардия · 20121 · Италия',
    });
  });

  it('the delete confirmation names the address and says why a delete failed', async () => {
    const actor = createActor(
      addressBookMachine.provide({
        actors: {
          fetchAddresses: fromPromise(async () => [MILAN]),
          fetchReferences: fromPromise(async () => ({ cities: [] as City[], countries: [{ id: 1, code: 'IT', name: 'Италия' }] })),
          removeAddress: fromPromise<void, { id: number }>(async () => Promise.reject(serverDown)),
        },
      }),
      { input: {} },
    ).start();
    stops.push(() => actor.stop());
    await waitFor(actor, (s) => s.matches({ book: { ready: 'browsing' }, lists: 'ready' }));
    actor.send({ type: 'delete.ask', id: 4 });
    expect(selectAddressBookProps(actor.getSnapshot(), words).deleting).toEqual({ label: 'Via Montenapoleone, 8, Милан', busy: false, failure: null });
    actor.send({ type: 'delete.confirm' });
    expect(selectAddressBookProps(actor.getSnapshot(), words).deleting?.busy).toBe(true);
    await waitFor(actor, (s) => s.matches({ book: { ready: 'confirmingDelete' } }));
    expect(selectAddressBookProps(actor.getSnapshot(), words).deleting?.failure).toBe('Не удалось удалить адрес');
    actor.send({ type: 'form.open' });
    expect(selectAddressBookProps(actor.getSnapshot(), words).form).toBeNull();
  });
});

describe('profile drafts in session storage (part 2 §4)', () => {
  it('written while there is one, removed when it is null; a tampered value keeps only its well-typed fields', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
    try {
      syncDraft(profileDraft, { firstName: 'Мария' });
      expect(JSON.parse(store.get(PROFILE_DRAFT_KEY) ?? 'null')).toEqual({ firstName: 'Мария' });
      syncDraft(profileDraft, null);
      expect(store.has(PROFILE_DRAFT_KEY)).toBe(false);
      store.set(ADDRESS_DRAFT_KEY, JSON.stringify({ kind: 'mars', line1: 'Тверская, 7', cityId: 3 }));
      expect(addressDraft.read()).toMatchObject({ kind: 'local', line1: 'Тверская, 7', cityId: '' });
      store.set(PROFILE_DRAFT_KEY, '{not json');
      expect(profileDraft.read()).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });
});
