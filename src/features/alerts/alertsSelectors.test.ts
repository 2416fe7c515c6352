import { describe, expect, it } from 'vitest';
import { done, failed } from '../../../tests/support/machines/model.ts';
import { ApiError } from '../../api/errors.ts';
import { nameRefused, notice, noticePage, savedSearch, serverDown, setUpNotifications, setUpSavedSearches } from '../../machines/alerts/alerts.testing.ts';
import { selectNotificationsPageProps, selectSavedSearchesPageProps, type NotificationsWords, type SavedSearchesWords } from './alertsSelectors.ts';

const noticeWords: NotificationsWords = { loadFailed: 'Не удалось загрузить уведомления' };
const searchWords: SavedSearchesWords = {
  loadFailed: 'Не удалось загрузить сохранённые поиски',
  refused: { rename: 'Не удалось переименовать поиск', alerts: 'Не удалось переключить оповещения', delete: 'Не удалось удалить поиск' },
};

describe('/profile/notifications view data (issue 28)', () => {
  it('rows from the notices: the piece, its link, no price when on request, the search name; unread as shown', async () => {
    const { actor, step } = setUpNotifications();
    expect(selectNotificationsPageProps(actor.getSnapshot(), noticeWords).state).toBe('loading');
    const onRequest = notice(8, { kind: 'available', search: null });
    onRequest.product = { ...onRequest.product, kind: 'bag', url: '/bag/4', price_usd: '9000.00', price_on_request: true, thumbnail_url: null, city_name: null };
    await step(done('notices', noticePage([notice(9), onRequest, notice(7, { kind: 'price_drop', search: null, old_price_usd: '16000.00', new_price_usd: '14950.00', read: true })], 2, true)));
    const view = selectNotificationsPageProps(actor.getSnapshot(), noticeWords);
    expect(view).toMatchObject({ state: 'list', unreadCount: 2, hasMore: true, loadingMore: false, moreFailed: false, markingAll: false, errorMessage: null });
    expect(view.notices[0]).toEqual({
      id: 9,
      kind: 'new_match',
      read: false,
      createdAt: '2026-12-01T10:00:00Z',
      href: '/product/29',
      imageUrl: '/media/watches/29/1.thumb.svg',
      brand: 'Rolex',
      model: 'Submariner Date',
      priceUsd: '14950.00',
      priceOnRequest: false,
      city: 'Дубай',
      searchName: 'Rolex · до 15 000 $',
      oldPriceUsd: null,
      newPriceUsd: null,
    });
    expect(view.notices[1]).toMatchObject({ href: '/bag/4', imageUrl: null, priceUsd: null, priceOnRequest: true, city: null, searchName: null });
    expect(view.notices[2]).toMatchObject({ kind: 'price_drop', oldPriceUsd: '16000.00', newPriceUsd: '14950.00', read: true });
    // The same notices keep the same rows (shallowEqual sees no change); a mark shows at once.
    expect(selectNotificationsPageProps(actor.getSnapshot(), noticeWords).notices).toBe(view.notices);
    await step({ type: 'all.read' });
    const marking = selectNotificationsPageProps(actor.getSnapshot(), noticeWords);
    expect(marking).toMatchObject({ unreadCount: 0, markingAll: true });
    expect(marking.notices.every((row) => row.read)).toBe(true);
    actor.stop();
  });

  it("a failed load in the server's words, else the page's own sentence", async () => {
    const { actor, step } = setUpNotifications();
    await step(failed('notices', new ApiError({ code: 'server', status: 503, detail: 'Сервис временно недоступен', message: 'Сервис временно недоступен' })));
    expect(selectNotificationsPageProps(actor.getSnapshot(), noticeWords)).toMatchObject({ state: 'failure', errorMessage: 'Сервис временно недоступен' });
    await step({ type: 'list.retry' });
    await step(failed('notices', new ApiError({ code: 'network', message: 'Network error. Please check your connection.' })));
    expect(selectNotificationsPageProps(actor.getSnapshot(), noticeWords).errorMessage).toBe('Не удалось загрузить уведомления');
    actor.stop();
  });
});

describe('/profile/searches view data (issue 28)', () => {
  it('rows with their link, page, alerts and new count; the limits of the contract', async () => {
    const { actor, step } = setUpSavedSearches();
    expect(selectSavedSearchesPageProps(actor.getSnapshot(), searchWords).state).toBe('loading');
    await step(done('searches', [savedSearch(1, { page: 'bags', url: '/bags?brand_ids=14' }), savedSearch(2, { alerts: false, new_count: 0 })]));
    const view = selectSavedSearchesPageProps(actor.getSnapshot(), searchWords);
    expect(view).toMatchObject({ state: 'list', max: 20, nameMax: 100, renaming: null, deleteAsked: null, deleting: false, errorMessage: null });
    expect(view.searches).toEqual([
      { id: 1, name: 'Rolex · до 15 000 $ (1)', href: '/bags?brand_ids=14', page: 'bags', createdAt: '2026-11-20T10:00:00Z', alerts: true, newCount: 2, busy: false, refusal: null },
      { id: 2, name: 'Rolex · до 15 000 $ (2)', href: '/catalog?brand_ids=1&max_price=15000', page: 'catalog', createdAt: '2026-11-20T10:00:00Z', alerts: false, newCount: 0, busy: false, refusal: null },
    ]);
    expect(selectSavedSearchesPageProps(actor.getSnapshot(), searchWords).searches).toBe(view.searches);
    actor.stop();
  });

  it('a change on its way makes its row busy; a refusal is told beside its row, or in the rename form', async () => {
    const { actor, step } = setUpSavedSearches();
    await step(done('searches', [savedSearch(1), savedSearch(2)]));
    await step({ type: 'alerts.toggle', id: 2 });
    expect(selectSavedSearchesPageProps(actor.getSnapshot(), searchWords).searches.map((row) => [row.busy, row.alerts])).toEqual([
      [false, true],
      [true, false],
    ]);
    await step(failed('alerts', serverDown));
    // A 500 without words of its own: the page's sentence.
    expect(selectSavedSearchesPageProps(actor.getSnapshot(), searchWords).searches[1]?.refusal).toBe('Не удалось переключить оповещения');

    await step({ type: 'rename.start', id: 1 });
    await step({ type: 'name.change', value: 'Новое' });
    await step({ type: 'rename.submit' });
    await step(failed('rename', nameRefused));
    const view = selectSavedSearchesPageProps(actor.getSnapshot(), searchWords);
    expect(view.renaming).toEqual({ id: 1, draft: 'Новое', problem: null, refusal: 'Название не может быть пустым' });
    expect(view.searches.every((row) => row.refusal === null)).toBe(true);
    await step({ type: 'rename.cancel' });

    await step({ type: 'delete.ask', id: 2 });
    expect(selectSavedSearchesPageProps(actor.getSnapshot(), searchWords).deleteAsked).toEqual({ id: 2, name: 'Rolex · до 15 000 $ (2)' });
    await step({ type: 'delete.confirm' });
    const deleting = selectSavedSearchesPageProps(actor.getSnapshot(), searchWords);
    expect(deleting).toMatchObject({ deleteAsked: null, deleting: true });
    expect(deleting.searches.map((row) => row.id)).toEqual([1]);
    await step(failed('delete', new ApiError({ code: 'not-found', status: 404, detail: 'Поиск не найден', message: 'Поиск не найден' })));
    expect(selectSavedSearchesPageProps(actor.getSnapshot(), searchWords).searches[1]?.refusal).toBe('Поиск не найден');
    actor.stop();
  });

  it('the empty page, and a failed load in words', async () => {
    const { actor, step } = setUpSavedSearches();
    await step(failed('searches', serverDown));
    expect(selectSavedSearchesPageProps(actor.getSnapshot(), searchWords)).toMatchObject({ state: 'failure', errorMessage: 'Не удалось загрузить сохранённые поиски' });
    await step({ type: 'list.retry' });
    await step(done('searches', []));
    expect(selectSavedSearchesPageProps(actor.getSnapshot(), searchWords).state).toBe('empty');
    actor.stop();
  });
});
