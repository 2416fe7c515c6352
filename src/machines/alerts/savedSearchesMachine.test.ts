import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { fakeRequest } from '../../../tests/support/machines/fakes.ts';
import { done, failed } from '../../../tests/support/machines/model.ts';
import type { SavedSearch } from '../../api/alerts.ts';
import { ApiError } from '../../api/errors.ts';
import { nameRefused, savedSearch, serverDown, setUpSavedSearches } from './alerts.testing.ts';
import {
  nameProblem,
  SAVED_SEARCH_NAME_MAX,
  savedSearchesMachine,
  selectBusySearchId,
  selectDeleteAsked,
  selectRenaming,
  selectSavedSearches,
  selectSavedSearchesStatus,
  selectSearchRefusal,
} from './savedSearchesMachine.ts';

const names = (snapshot: Parameters<typeof selectSavedSearches>[0]) => selectSavedSearches(snapshot).map((search) => search.name);

afterEach(() => vi.unstubAllGlobals());

describe('nameProblem (SavedSearchName: trimmed, 1 to 100 characters)', () => {
  it('refuses a blank or too long name', () => {
    expect(nameProblem('  ')).toBe('empty');
    expect(nameProblem('x'.repeat(SAVED_SEARCH_NAME_MAX + 1))).toBe('tooLong');
    expect(nameProblem(` ${'x'.repeat(SAVED_SEARCH_NAME_MAX)} `)).toBeNull();
  });
});

describe('savedSearchesMachine', () => {
  it('loads the list, or the empty page, or a failure with a retry', async () => {
    const { actor, step } = setUpSavedSearches();
    await step(failed('searches', serverDown));
    expect(selectSavedSearchesStatus(actor.getSnapshot())).toBe('failure');
    await step({ type: 'list.retry' });
    expect(selectSavedSearchesStatus(actor.getSnapshot())).toBe('loading');
    await step(done('searches', []));
    expect(selectSavedSearchesStatus(actor.getSnapshot())).toBe('empty');
    actor.stop();
  });

  it('opening a search tells the server it was seen and its «N new» shows 0 at once', async () => {
    const { actor, fakes, step } = setUpSavedSearches();
    await step(done('searches', [savedSearch(1), savedSearch(2)]));
    await step({ type: 'search.open', id: 2 });
    expect(fakes.seen.calls.map((call) => call.input)).toEqual([{ id: 2 }]);
    expect(selectSavedSearches(actor.getSnapshot()).map((search) => search.new_count)).toEqual([2, 0]);
    await step({ type: 'search.open', id: 99 });
    expect(fakes.seen.calls).toHaveLength(1);
    actor.stop();
  });

  it('the «seen» call outlives the page (the search opens elsewhere) and its failure is nobody\'s business', async () => {
    const sent: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_: Request, init: { signal: AbortSignal }) => {
        sent.push(init.signal);
        return new Promise<Response>(() => {});
      }),
    );
    const searches = fakeRequest<SavedSearch[]>();
    const actor = createActor(savedSearchesMachine.provide({ actors: { fetchSearches: searches.logic } })).start();
    searches.last().resolve([savedSearch(1)]);
    await vi.waitFor(() => expect(selectSavedSearchesStatus(actor.getSnapshot())).toBe('list'));
    actor.send({ type: 'search.open', id: 1 });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    actor.stop();
    expect(sent[0]?.aborted).toBe(false);
  });

  it('renames in place: checked first, shown at once, the server\'s answer kept', async () => {
    const { actor, fakes, step } = setUpSavedSearches();
    await step(done('searches', [savedSearch(1, { name: 'Rolex' })]));
    await step({ type: 'rename.start', id: 1 });
    expect(selectRenaming(actor.getSnapshot())).toEqual({ id: 1, draft: 'Rolex', problem: null });
    await step({ type: 'name.change', value: '   ' });
    await step({ type: 'rename.submit' });
    expect(selectRenaming(actor.getSnapshot())?.problem).toBe('empty');
    await step({ type: 'name.change', value: 'x'.repeat(101) });
    await step({ type: 'rename.submit' });
    expect(selectRenaming(actor.getSnapshot())?.problem).toBe('tooLong');
    // The same name again closes the form without a call.
    await step({ type: 'name.change', value: ' Rolex ' });
    await step({ type: 'rename.submit' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(fakes.rename.calls).toHaveLength(0);
    await step({ type: 'rename.start', id: 1 });
    await step({ type: 'name.change', value: '  Мой Submariner ' });
    await step({ type: 'rename.submit' });
    expect(names(actor.getSnapshot())).toEqual(['Мой Submariner']);
    expect(selectBusySearchId(actor.getSnapshot())).toBe(1);
    expect(selectRenaming(actor.getSnapshot())).toBeNull();
    expect(fakes.rename.last().input).toEqual({ id: 1, name: 'Мой Submariner' });
    await step(done('rename', savedSearch(1, { name: 'Мой Submariner', new_count: 0 })));
    expect(selectBusySearchId(actor.getSnapshot())).toBeNull();
    expect(selectSavedSearches(actor.getSnapshot())[0]?.new_count).toBe(0);
    actor.stop();
  });

  it('a refused name goes back, the form opens again with what was typed and the server\'s words', async () => {
    const { actor, step } = setUpSavedSearches();
    await step(done('searches', [savedSearch(1, { name: 'Rolex' })]));
    await step({ type: 'rename.start', id: 1 });
    await step({ type: 'name.change', value: 'Новое' });
    await step({ type: 'rename.submit' });
    await step(failed('rename', nameRefused));
    expect(names(actor.getSnapshot())).toEqual(['Rolex']);
    expect(selectRenaming(actor.getSnapshot())).toEqual({ id: 1, draft: 'Новое', problem: null });
    expect(selectSearchRefusal(actor.getSnapshot())).toMatchObject({ id: 1, action: 'rename', failure: { message: 'Название не может быть пустым' } });
    // Typing again clears it; cancelling closes the form.
    await step({ type: 'name.change', value: 'Новое имя' });
    expect(selectSearchRefusal(actor.getSnapshot())).toBeNull();
    await step({ type: 'rename.cancel' });
    expect(selectRenaming(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('switches alerts at once and back when refused, with the server\'s words', async () => {
    const { actor, fakes, step } = setUpSavedSearches();
    await step(done('searches', [savedSearch(1), savedSearch(2)]));
    await step({ type: 'alerts.toggle', id: 2 });
    expect(selectSavedSearches(actor.getSnapshot()).map((search) => search.alerts)).toEqual([true, false]);
    expect(fakes.alerts.last().input).toEqual({ id: 2, alerts: false });
    // One change at a time: another switch waits for the answer.
    await step({ type: 'alerts.toggle', id: 1 });
    expect(fakes.alerts.calls).toHaveLength(1);
    await step(failed('alerts', new ApiError({ code: 'not-found', status: 404, detail: 'Поиск не найден', message: 'Поиск не найден' })));
    expect(selectSavedSearches(actor.getSnapshot()).map((search) => search.alerts)).toEqual([true, true]);
    expect(selectSearchRefusal(actor.getSnapshot())).toMatchObject({ id: 2, action: 'alerts', failure: { detail: 'Поиск не найден' } });
    await step({ type: 'alerts.toggle', id: 2 });
    expect(selectSearchRefusal(actor.getSnapshot())).toBeNull();
    await step(done('alerts', savedSearch(2, { alerts: false })));
    expect(selectSavedSearches(actor.getSnapshot()).map((search) => search.alerts)).toEqual([true, false]);
    actor.stop();
  });

  it('deletes after a confirmation, at once; a refusal puts the search back at its place', async () => {
    const { actor, fakes, step } = setUpSavedSearches();
    await step(done('searches', [savedSearch(1), savedSearch(2), savedSearch(3)]));
    await step({ type: 'delete.ask', id: 2 });
    expect(selectDeleteAsked(actor.getSnapshot())?.id).toBe(2);
    await step({ type: 'delete.dismiss' });
    expect(selectDeleteAsked(actor.getSnapshot())).toBeNull();
    await step({ type: 'delete.ask', id: 2 });
    await step({ type: 'delete.confirm' });
    expect(selectDeleteAsked(actor.getSnapshot())).toBeNull();
    expect(selectSavedSearches(actor.getSnapshot()).map((search) => search.id)).toEqual([1, 3]);
    expect(fakes.delete.last().input).toEqual({ id: 2 });
    await step(failed('delete', serverDown));
    expect(selectSavedSearches(actor.getSnapshot()).map((search) => search.id)).toEqual([1, 2, 3]);
    expect(selectSearchRefusal(actor.getSnapshot())).toMatchObject({ id: 2, action: 'delete' });
    await step({ type: 'delete.ask', id: 2 });
    await step({ type: 'delete.confirm' });
    await step(done('delete'));
    expect(selectSavedSearches(actor.getSnapshot()).map((search) => search.id)).toEqual([1, 3]);
    actor.stop();
  });

  it('deleting the last search shows the empty page at once, and for good once the server agrees', async () => {
    const { actor, step } = setUpSavedSearches();
    await step(done('searches', [savedSearch(1)]));
    await step({ type: 'delete.ask', id: 1 });
    await step({ type: 'delete.confirm' });
    expect(selectSavedSearchesStatus(actor.getSnapshot())).toBe('empty');
    await step(done('delete'));
    expect(actor.getSnapshot().value).toBe('empty');
    actor.stop();
  });
});
