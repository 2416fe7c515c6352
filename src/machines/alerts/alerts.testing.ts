import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Notification, PagedNotificationList, SavedSearch } from '../../api/alerts.ts';
import { ApiError } from '../../api/errors.ts';
import { fakeRequest, performStep } from '../../../tests/support/machines/fakes.ts';
import { notificationsMachine, type NoticeMark, type NotificationsEvent } from './notificationsMachine.ts';
import { savedSearchesMachine, type SavedSearchesEvent } from './savedSearchesMachine.ts';

/**
 * Test-only: notices, pages, saved searches and harnesses with hand-settled calls for the machines of
 * /profile/notifications, /profile/searches and the header's bell (and their selectors' tests). The catalogue's and
 * the product page's alert machines have theirs in ./shopperAlerts.testing.ts.
 */

export const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
/** A refusal in the server's own words (a 400 naming the field). */
export const nameRefused = new ApiError({
  code: 'validation',
  status: 400,
  message: 'Название не может быть пустым',
  errors: { name: ['Название не может быть пустым'] },
});

export const notice = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'new_match',
  created_at: '2026-12-01T10:00:00Z',
  read: false,
  product: {
    kind: 'watch',
    id: 20 + id,
    url: `/product/${20 + id}`,
    brand_name: 'Rolex',
    model_name: 'Submariner Date',
    thumbnail_url: `/media/watches/${20 + id}/1.thumb.svg`,
    price_usd: '14950.00',
    price_on_request: false,
    city_name: 'Дубай',
    availability: 'available',
  },
  search: { id: 3, name: 'Rolex · до 15 000 $' },
  old_price_usd: null,
  new_price_usd: null,
  ...over,
});

/** A page of notices; `more` says the server has older ones. */
export const noticePage = (results: Notification[], unreadCount: number, more = false): PagedNotificationList => ({
  count: results.length + (more ? 20 : 0),
  next: more ? '/api/notifications/?page=2' : null,
  previous: null,
  unread_count: unreadCount,
  results,
});

export const savedSearch = (id: number, over: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `Rolex · до 15 000 $ (${id})`,
  page: 'catalog',
  query: 'brand_ids=1&max_price=15000',
  url: '/catalog?brand_ids=1&max_price=15000',
  filters: { brand_ids: '1', max_price: 15000 },
  alerts: true,
  new_count: 2,
  created_at: '2026-11-20T10:00:00Z',
  last_seen_at: '2026-11-28T10:00:00Z',
  ...over,
});

/** notificationsMachine over hand-settled calls (`notices` and `more` share the list call), its effects recorded. */
export function setUpNotifications() {
  const fakes = { notices: fakeRequest<PagedNotificationList, { page: number }>(), mark: fakeRequest<number, { which: NoticeMark }>() };
  const effects = { reportUnread: vi.fn(), notifyMarkFailed: vi.fn() };
  const actor = createActor(notificationsMachine.provide({ actors: { fetchNotices: fakes.notices.logic, markRead: fakes.mark.logic }, actions: effects })).start();
  const step = (event: NotificationsEvent | Parameters<typeof performStep<NotificationsEvent>>[1]) =>
    performStep<NotificationsEvent>({ send: actor.send, fakes: { notices: fakes.notices, more: fakes.notices, mark: fakes.mark } }, event);
  /** The figures the header was told, in order. */
  const reported = () => effects.reportUnread.mock.calls.map((call) => (call[1] as { count: number }).count);
  return { actor, fakes, effects, step, reported };
}

/** savedSearchesMachine over hand-settled calls; `markSeen` records the searches opened (never answered). */
export function setUpSavedSearches() {
  const fakes = {
    searches: fakeRequest<SavedSearch[]>(),
    rename: fakeRequest<SavedSearch, { id: number; name: string }>(),
    alerts: fakeRequest<SavedSearch, { id: number; alerts: boolean }>(),
    delete: fakeRequest<void, { id: number }>(),
    seen: fakeRequest<void, { id: number }>(),
  };
  const actor = createActor(
    savedSearchesMachine.provide({
      actors: {
        fetchSearches: fakes.searches.logic,
        renameSearch: fakes.rename.logic,
        switchAlerts: fakes.alerts.logic,
        removeSearch: fakes.delete.logic,
        markSeen: fakes.seen.logic,
      },
    }),
  ).start();
  const step = (event: SavedSearchesEvent | Parameters<typeof performStep<SavedSearchesEvent>>[1]) => performStep<SavedSearchesEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, step };
}
