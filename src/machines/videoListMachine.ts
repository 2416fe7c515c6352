import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiFailure, type ApiFailure } from '../api/errors.ts';
import { followNext, listVideos } from '../api/fetchers.ts';
import type { Video } from '../api/types.ts';
import { fromRequest } from './fromRequest.ts';
import { unprovided } from './helpers.ts';

/**
 * The /video gallery (part 2 §2 "Video gallery", §3 Video, §4 "Lists and forms", §5 Video, §7 Videos, §8, §9),
 * route-local. The first page is asked for on entry; "load more" follows the server's absolute `next` using only
 * its path and query (`followNext`) and appends the page. Only videos whose link yields an 11-character video id
 * are kept (§5: any other card is not shown). A load-more failure is only logged (§8): the cards already shown
 * stay, and the button offers the same page again.
 *
 * Which card plays is kept here too (`video.play`): starting another card puts the first back to its poster, so
 * two players never sound at once, and loading more keeps the one playing.
 *
 * loading → loaded { idle ⇄ loadingMore } | empty | failure (retry → loading).
 */

export type VideoListEvent = { type: 'list.retry' } | { type: 'more.load' } | { type: 'video.play'; id: number };

/** Part 2 §3 "List response: results, next". */
export type VideosPage = { next: string | null; results: Video[] };

/** A video the gallery can show: the server's record with the id its embed needs. */
export type GalleryVideo = Video & {
  /** The 11-character video id taken from `video_url` (part 2 §5). */
  videoId: string;
};

/** Three rows of the desktop grid; the server caps a page at 50. */
export const VIDEO_PAGE_SIZE = 9;

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** The hosts whose links carry a video id the embed (youtube-nocookie.com) can play. */
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be']);
/** Path forms that name the video in their second segment: /shorts/{id}, /embed/{id}, /live/{id}, /v/{id}. */
const ID_PATHS = new Set(['shorts', 'embed', 'live', 'v']);

/**
 * Part 2 §5: the 11-character video id of a video-platform link — youtube.com/watch?v=…, youtu.be/…,
 * youtube.com/shorts/…, youtube.com/embed/… (with or without www, m., a scheme, extra parameters or a trailing
 * slash) — or null when none can be extracted, and then the card is not shown. An id of any other length is
 * refused rather than cut, because a wrong id embeds someone else's video or an error frame.
 */
export function videoIdOf(link: string): string | null {
  const text = link.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) candidate = segments.length === 1 ? segments[0] : null;
  else if (WATCH_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments.length === 2 && ID_PATHS.has(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The videos of a page that can be shown (part 2 §5), in the server's order. */
export const showableVideos = (videos: readonly Video[]): GalleryVideo[] =>
  videos.flatMap((video) => {
    const videoId = videoIdOf(video.video_url);
    return videoId === null ? [] : [{ ...video, videoId }];
  });

/** The page's videos after the ones shown, each once: a page may repeat a video that moved meanwhile. */
function appended(shown: readonly GalleryVideo[], page: readonly Video[]): GalleryVideo[] {
  const known = new Set(shown.map((video) => video.id));
  return [...shown, ...showableVideos(page).filter((video) => !known.has(video.id))];
}

const notifyLoadMoreFailed: (_: unknown, params: { failure: ApiFailure }) => void = unprovided('videoListMachine', 'notifyLoadMoreFailed');

type Context = {
  /** The videos shown, every page so far (only those with a video id, part 2 §5). */
  videos: GalleryVideo[];
  /** The next page's absolute URL, null on the last page. */
  next: string | null;
  /** Why the first page failed (the view says "Не удалось загрузить видео." whatever it was, part 2 §8). */
  failure: ApiFailure | null;
  /** The card whose player is open (part 2 §9: click to play), null while every card shows its poster. */
  playingId: number | null;
};

export const videoListMachine = setup({
  types: { context: {} as Context, events: {} as VideoListEvent },
  actors: {
    fetchVideos: fromRequest<VideosPage>(({ signal }) => listVideos({ page_size: VIDEO_PAGE_SIZE }, signal)),
    fetchMore: fromRequest<VideosPage, { next: string }>(({ input, signal }) => followNext<'/api/videos/'>(input.next, signal)),
  },
  actions: { notifyLoadMoreFailed },
  guards: {
    hasMore: ({ context }) => context.next !== null,
    /** A card of the list that is not already playing. */
    isOtherShownVideo: ({ context }, id: number) => id !== context.playingId && context.videos.some((video) => video.id === id),
    /** Nothing to show and nothing more to ask for: the empty text of part 2 §8. */
    isEmptyPage: (_, page: VideosPage) => page.next === null && showableVideos(page.results).length === 0,
  },
}).createMachine({
  id: 'videoList',
  context: { videos: [], next: null, failure: null, playingId: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'videos',
        src: 'fetchVideos',
        onDone: [
          { guard: { type: 'isEmptyPage', params: ({ event }) => event.output }, target: 'empty', actions: assign({ videos: [], next: null, failure: null }) },
          {
            target: 'loaded',
            actions: assign(({ event }) => ({ videos: showableVideos(event.output.results), next: event.output.next, failure: null })),
          },
        ],
        onError: { target: 'failure', actions: assign({ failure: ({ event }) => toApiFailure(event.error) }) },
      },
    },
    loaded: {
      initial: 'idle',
      on: {
        'video.play': { guard: { type: 'isOtherShownVideo', params: ({ event }) => event.id }, actions: assign({ playingId: ({ event }) => event.id }) },
      },
      states: {
        idle: { on: { 'more.load': { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            id: 'more',
            src: 'fetchMore',
            input: ({ context }) => ({ next: context.next ?? '' }),
            onDone: { target: 'idle', actions: assign(({ context, event }) => ({ videos: appended(context.videos, event.output.results), next: event.output.next })) },
            // Part 2 §8: only logged; `next` stays, so "Показать ещё" asks for the same page again.
            onError: { target: 'idle', actions: { type: 'notifyLoadMoreFailed', params: ({ event }) => ({ failure: toApiFailure(event.error) }) } },
          },
        },
      },
    },
    empty: { description: 'The first and only page had no video that can be shown.' },
    failure: { on: { 'list.retry': 'loading' } },
  },
});

type VideoListSnapshot = SnapshotFrom<typeof videoListMachine>;

export type VideoListStatus = 'loading' | 'loaded' | 'empty' | 'failure';

/** Part 2 §4 "Video list: loading, error, empty or loaded". */
export function selectVideoListStatus(snapshot: VideoListSnapshot): VideoListStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('failure')) return 'failure';
  return 'loading';
}
export const selectVideos = (snapshot: VideoListSnapshot): readonly GalleryVideo[] => snapshot.context.videos;
export const selectHasMore = (snapshot: VideoListSnapshot): boolean => snapshot.context.next !== null;
export const selectIsLoadingMore = (snapshot: VideoListSnapshot): boolean => snapshot.hasTag('loadingMore');
export const selectPlayingId = (snapshot: VideoListSnapshot): number | null => snapshot.context.playingId;
