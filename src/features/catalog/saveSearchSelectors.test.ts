import { describe, expect, it } from 'vitest';
import { done, failed } from '../../../tests/support/machines/model.ts';
import { BAGS, ROLEX, savedAs, saveSearchHarness, serverDown, tooMany } from '../../machines/alerts/shopperAlerts.testing.ts';
import { ApiError } from '../../api/errors.ts';
import { saveSearchFailureText, selectSaveSearchView, type SaveSearchWords } from './saveSearchSelectors.ts';

const words: SaveSearchWords = {
  nameRequired: 'Введите название поиска',
  limit: 'Не больше 20',
  rateLimited: 'Слишком много запросов',
  offline: 'Нет связи',
  generic: 'Не удалось сохранить поиск',
};

describe('selectSaveSearchView (issue 28 «Сохранить поиск»)', () => {
  it('follows the dialog; the button says saved for this page and query only', async () => {
    const { actor, step } = saveSearchHarness();
    expect(selectSaveSearchView(actor.getSnapshot(), ROLEX, words)).toEqual({ status: 'idle', saved: false, name: '', failure: null, savedName: null, again: false });
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex' });
    expect(selectSaveSearchView(actor.getSnapshot(), ROLEX, words)).toMatchObject({ status: 'naming', name: 'Rolex' });
    await step({ type: 'name.submit' });
    await step(failed('save', tooMany));
    const refused = selectSaveSearchView(actor.getSnapshot(), ROLEX, words);
    expect(refused.failure).toEqual({ message: 'Можно сохранить не больше 20 поисков', limit: true });
    // The same words object while nothing changed (the screen compares shallowly).
    expect(selectSaveSearchView(actor.getSnapshot(), ROLEX, words).failure).toBe(refused.failure);
    await step({ type: 'name.submit' });
    await step(done('save', savedAs(ROLEX, 'Rolex')));
    expect(selectSaveSearchView(actor.getSnapshot(), ROLEX, words)).toEqual({ status: 'saved', saved: true, name: 'Rolex', failure: null, savedName: 'Rolex', again: false });
    expect(selectSaveSearchView(actor.getSnapshot(), BAGS, words).saved).toBe(false);
    actor.stop();
  });

  it('words every refusal: the server\'s own where it gave them, ours otherwise', () => {
    expect(saveSearchFailureText({ code: 'name-required' }, words)).toEqual({ message: 'Введите название поиска', limit: false });
    expect(saveSearchFailureText({ code: 'conflict' }, words)).toEqual({ message: 'Не больше 20', limit: true });
    expect(saveSearchFailureText({ code: 'validation', detail: 'Название слишком длинное' }, words)).toEqual({ message: 'Название слишком длинное', limit: false });
    expect(saveSearchFailureText({ code: 'rate-limited' }, words).message).toBe('Слишком много запросов');
    expect(saveSearchFailureText({ code: 'timeout' }, words).message).toBe('Нет связи');
    expect(saveSearchFailureText({ code: 'network' }, words).message).toBe('Нет связи');
    expect(saveSearchFailureText({ code: 'server' }, words).message).toBe('Не удалось сохранить поиск');
  });

  it('a refused name keeps the server\'s field words; a server failure keeps none of its text', async () => {
    const { actor, step } = saveSearchHarness();
    await step({ type: 'search.save', search: ROLEX, name: 'Rolex' });
    await step({ type: 'name.submit' });
    await step(failed('save', new ApiError({ code: 'validation', status: 400, message: 'Название не может быть пустым', errors: { name: ['Название не может быть пустым'] } })));
    expect(selectSaveSearchView(actor.getSnapshot(), ROLEX, words).failure?.message).toBe('Название не может быть пустым');
    await step({ type: 'name.submit' });
    await step(failed('save', serverDown));
    expect(selectSaveSearchView(actor.getSnapshot(), ROLEX, words).failure?.message).toBe('Не удалось сохранить поиск');
    actor.stop();
  });
});
