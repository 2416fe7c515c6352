import { describe, expect, it } from 'vitest';
import { done, failed } from '../../../tests/support/machines/model.ts';
import {
  selectIsSavedAgain,
  selectIsSearchSaved,
  selectSavedSearch,
  selectSaveSearchFailure,
  selectSaveSearchName,
  selectSaveSearchStatus,
} from './saveSearchMachine.ts';
import { BAGS, ROLEX, savedAs, saveSearchHarness, serverDown, tooMany } from './shopperAlerts.testing.ts';

describe('saveSearchMachine (issue 28 «Сохранить поиск»)', () => {
  it('names the search (prefilled), saves it trimmed and says so; the button then knows it is saved', async () => {
    const { actor, fakes, step } = saveSearchHarness();
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('idle');
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex · до 15 000 $' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('naming');
    expect(selectSaveSearchName(actor.getSnapshot())).toBe('Rolex · до 15 000 $');
    await step({ type: 'name.change', value: '  Мой Rolex ' });
    await step({ type: 'name.submit' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('saving');
    expect(fakes.save.last().input).toEqual({ ...ROLEX, name: 'Мой Rolex' });
    await step(done('save', savedAs(ROLEX, 'Мой Rolex')));
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('saved');
    expect(selectSavedSearch(actor.getSnapshot())?.name).toBe('Мой Rolex');
    expect(selectIsSavedAgain(actor.getSnapshot())).toBe(false);
    expect(selectIsSearchSaved(actor.getSnapshot(), ROLEX)).toBe(true);
    expect(selectIsSearchSaved(actor.getSnapshot(), BAGS)).toBe(false);
    await step({ type: 'dialog.close' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('idle');
    actor.stop();
  });

  it('saving the same search again just says it is saved, without a second call', async () => {
    const { actor, fakes, step } = saveSearchHarness();
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex' });
    await step({ type: 'name.submit' });
    await step(done('save', savedAs(ROLEX, 'Rolex')));
    await step({ type: 'dialog.close' });
    // Another search meanwhile, then back to the first.
    await step({ type: 'search.save', search: BAGS, name: 'Все сумки' });
    await step({ type: 'name.submit' });
    await step(done('save', savedAs(BAGS, 'Все сумки', 8)));
    await step({ type: 'dialog.close' });
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex · другое имя' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('saved');
    expect(selectIsSavedAgain(actor.getSnapshot())).toBe(true);
    expect(selectSavedSearch(actor.getSnapshot())?.name).toBe('Rolex');
    expect(fakes.save.calls).toHaveLength(2);
    actor.stop();
  });

  it('the server answering an existing search (its own name) is said as saved already', async () => {
    const { actor, step } = saveSearchHarness();
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex' });
    await step({ type: 'name.submit' });
    await step(done('save', savedAs(ROLEX, 'Мой Submariner')));
    expect(selectIsSavedAgain(actor.getSnapshot())).toBe(true);
    expect(selectSavedSearch(actor.getSnapshot())?.name).toBe('Мой Submariner');
    actor.stop();
  });

  it('refuses a blank name without a call; a long one is cut at 100 characters', async () => {
    const { actor, fakes, step } = saveSearchHarness();
    await step({ type: 'search.save', search: ROLEX, name: 'x'.repeat(140) });
    expect(selectSaveSearchName(actor.getSnapshot())).toHaveLength(100);
    await step({ type: 'name.change', value: '   ' });
    await step({ type: 'name.submit' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('naming');
    expect(selectSaveSearchFailure(actor.getSnapshot())).toEqual({ code: 'name-required' });
    expect(fakes.save.calls).toHaveLength(0);
    await step({ type: 'name.change', value: 'Rolex' });
    expect(selectSaveSearchFailure(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('the 20-search limit comes back to the name with the server\'s words; closing leaves the page as it was', async () => {
    const { actor, step } = saveSearchHarness();
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex' });
    await step({ type: 'name.submit' });
    // Busy: the dialog does not close under the shopper while the answer is on its way.
    await step({ type: 'dialog.close' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('saving');
    await step(failed('save', tooMany));
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('naming');
    expect(selectSaveSearchFailure(actor.getSnapshot())).toEqual({ code: 'conflict', detail: 'Можно сохранить не больше 20 поисков' });
    await step({ type: 'name.submit' });
    await step(failed('save', serverDown));
    expect(selectSaveSearchFailure(actor.getSnapshot())?.code).toBe('server');
    await step({ type: 'dialog.close' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('idle');
    expect(selectIsSearchSaved(actor.getSnapshot(), ROLEX)).toBe(false);
    actor.stop();
  });

  it('a guest is asked to sign in with the search and its name; signed in, the dialog opens', async () => {
    const { actor, effects, step } = saveSearchHarness(false);
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('idle');
    expect(effects.askSignIn).toHaveBeenCalledTimes(1);
    expect(effects.askSignIn.mock.calls[0]?.[1]).toEqual({ search: ROLEX, name: 'Rolex' });
    await step({ type: 'session.signedIn' });
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('naming');
    expect(effects.askSignIn).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('signing out closes the dialog and forgets what this account saved', async () => {
    const { actor, effects, step } = saveSearchHarness();
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex' });
    await step({ type: 'name.submit' });
    await step(done('save', savedAs(ROLEX, 'Rolex')));
    await step({ type: 'session.signedOut' });
    expect(selectSaveSearchStatus(actor.getSnapshot())).toBe('idle');
    expect(selectIsSearchSaved(actor.getSnapshot(), ROLEX)).toBe(false);
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex' });
    expect(effects.askSignIn).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
