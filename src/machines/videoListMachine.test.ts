import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../api/errors.ts';
import { json, pathOf, stubFetch, stubLocalStorage } from '../api/testing.ts';
import type { Video } from '../api/types.ts';
import { fakeRequest, performStep } from '../../tests/support/machines/fakes.ts';
import { describePath, done, eventWithPayload, expectEveryStateAndTransition, failed, testPath, transitionModel, type ModelEvent } from '../../tests/support/machines/model.ts';
import {
  selectHasMore,
  selectIsLoadingMore,
  selectPlayingId,
  selectVideoListStatus,
  selectVideos,
  showableVideos,
  VIDEO_PAGE_SIZE,
  videoIdOf,
  videoListMachine,
  type VideoListEvent,
  type VideosPage,
} from './videoListMachine.ts';

const serverDown = new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
const ID = 'dQw4w9WgXcQ';
const video = (id: number, url = `https://www.youtube.com/watch?v=${ID.slice(0, 9)}${String(id).padStart(2, '0')}`, format = 'horizontal'): Video =>
  ({ id, title: `Видео ${id}`, description: `Описание ${id}`, video_url: url, format }) as Video;
const page = (videos: Video[], next: string | null = null): VideosPage => ({ next, results: videos });
const NEXT = 'https://boutique.example.ru/api/videos/?page=2&page_size=9';

function setUp() {
  const fakes = { videos: fakeRequest<VideosPage>(), more: fakeRequest<VideosPage, { next: string }>() };
  const effects = { notifyLoadMoreFailed: vi.fn() };
  const actor = createActor(videoListMachine.provide({ actors: { fetchVideos: fakes.videos.logic, fetchMore: fakes.more.logic }, actions: effects })).start();
  const step = (event: VideoListEvent | Parameters<typeof performStep<VideoListEvent>>[1]) => performStep<VideoListEvent>({ send: actor.send, fakes }, event);
  return { actor, fakes, effects, step };
}

afterEach(() => vi.unstubAllGlobals());

describe('videoIdOf (part 2 §5 "a link is accepted only when an 11-character video id can be extracted")', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL123', ID],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', ID],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', ID],
    ['https://youtu.be/dQw4w9WgXcQ', ID],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=10', ID],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ/?feature=share', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', ID],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', ID],
    ['  https://youtu.be/dQw4w9WgXcQ  ', ID],
  ])('%s → %s', (link, id) => expect(videoIdOf(link)).toBe(id));

  it.each([
    ['', 'nothing'],
    ['not a link', 'not a URL'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', 'ten characters'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ', 'twelve characters'],
    ['https://youtu.be/dQw4w9WgX!Q', 'a character no id has'],
    ['https://www.youtube.com/watch', 'no v parameter'],
    ['https://www.youtube.com/channel/UC1234567890', 'a channel'],
    ['https://www.youtube.com/shorts/', 'a shorts link without its id'],
    ['https://youtu.be/dQw4w9WgXcQ/extra', 'a path after the id'],
    ['https://vimeo.com/dQw4w9WgXcQ', 'another platform'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'a look-alike host'],
    ['javascript://youtu.be/dQw4w9WgXcQ', 'a script URL'],
    ['ftp://youtu.be/dQw4w9WgXcQ', 'not the web'],
  ])('%s is refused (%s)', (link) => expect(videoIdOf(link)).toBeNull());

  it('keeps only the videos it can embed, in the server\'s order, each with its id', () => {
    const shown = showableVideos([video(1, 'https://youtu.be/AAAAAAAAAAA'), video(2, 'https://example.ru/video.mp4'), video(3, 'https://www.youtube.com/shorts/BBBBBBBBBBB', 'vertical')]);
    expect(shown.map((v) => [v.id, v.videoId, v.format])).toEqual([
      [1, 'AAAAAAAAAAA', 'horizontal'],
      [3, 'BBBBBBBBBBB', 'vertical'],
    ]);
  });
});

describe('videoListMachine (part 2 §2 "Video gallery", §4, §8)', () => {
  it('shows the first page, appends the next one by following next, and stops when there is none', async () => {
    const { actor, fakes, step } = setUp();
    expect(selectVideoListStatus(actor.getSnapshot())).toBe('loading');
    await step(done('videos', page([video(1), video(2, 'https://example.ru/not-a-video')], NEXT)));
    expect(selectVideoListStatus(actor.getSnapshot())).toBe('loaded');
    // Part 2 §5: the card without an id is not shown.
    expect(selectVideos(actor.getSnapshot()).map((v) => v.id)).toEqual([1]);
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    await step({ type: 'more.load' });
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true);
    expect(fakes.more.last().input).toEqual({ next: NEXT });
    // A second click while the page is on its way asks nothing more.
    await step({ type: 'more.load' });
    expect(fakes.more.calls).toHaveLength(1);
    // A video the first page had already is kept once.
    await step(done('more', page([video(1), video(3)])));
    expect(selectVideos(actor.getSnapshot()).map((v) => v.id)).toEqual([1, 3]);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    await step({ type: 'more.load' });
    expect(fakes.more.calls).toHaveLength(1);
  });

  it('is empty when nothing can be shown and nothing more exists; a page of bad links with a next one is still a list', async () => {
    const nothing = setUp();
    await nothing.step(done('videos', page([video(1, 'https://example.ru/clip')])));
    expect(selectVideoListStatus(nothing.actor.getSnapshot())).toBe('empty');
    const more = setUp();
    await more.step(done('videos', page([video(1, 'https://example.ru/clip')], NEXT)));
    expect(selectVideoListStatus(more.actor.getSnapshot())).toBe('loaded');
    expect(selectHasMore(more.actor.getSnapshot())).toBe(true);
  });

  it('a failed first page offers a retry; a failed next page is only logged and can be asked for again', async () => {
    const { actor, fakes, effects, step } = setUp();
    await step(failed('videos', serverDown));
    expect(selectVideoListStatus(actor.getSnapshot())).toBe('failure');
    expect(actor.getSnapshot().context.failure?.code).toBe('server');
    await step({ type: 'list.retry' });
    expect(fakes.videos.calls).toHaveLength(2);
    await step(done('videos', page([video(1)], NEXT)));
    await step({ type: 'more.load' });
    await step(failed('more', serverDown));
    expect(effects.notifyLoadMoreFailed).toHaveBeenCalledWith(expect.anything(), { failure: expect.objectContaining({ code: 'server' }) });
    expect(selectVideos(actor.getSnapshot()).map((v) => v.id)).toEqual([1]);
    await step({ type: 'more.load' });
    expect(fakes.more.calls.map((call) => call.input)).toEqual([{ next: NEXT }, { next: NEXT }]);
  });

  it('plays one card at a time (part 2 §9 click to play): another card takes over, loading more keeps it, an unknown id is ignored', async () => {
    const { actor, step } = setUp();
    await step({ type: 'video.play', id: 1 });
    expect(selectPlayingId(actor.getSnapshot())).toBeNull();
    await step(done('videos', page([video(1), video(2)], NEXT)));
    expect(selectPlayingId(actor.getSnapshot())).toBeNull();
    await step({ type: 'video.play', id: 2 });
    expect(selectPlayingId(actor.getSnapshot())).toBe(2);
    await step({ type: 'video.play', id: 1 });
    expect(selectPlayingId(actor.getSnapshot())).toBe(1);
    await step({ type: 'video.play', id: 99 });
    expect(selectPlayingId(actor.getSnapshot())).toBe(1);
    await step({ type: 'more.load' });
    await step(done('more', page([video(3)])));
    expect(selectPlayingId(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });

  it('leaving the gallery aborts the request on its way', () => {
    const { actor, fakes } = setUp();
    actor.stop();
    expect(fakes.videos.last().signal.aborted).toBe(true);
  });

  it('asks the server for a page of 9, then follows next using only its path and query (part 2 §7)', async () => {
    stubLocalStorage();
    const fetchMock = stubFetch((request) =>
      json(new URL(request.url).searchParams.get('page') === '2' ? { count: 2, next: null, previous: null, results: [video(2)] } : { count: 2, next: NEXT, previous: null, results: [video(1)] }),
    );
    const actor = createActor(videoListMachine.provide({ actions: { notifyLoadMoreFailed: () => {} } })).start();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(pathOf(fetchMock)).toBe(`/api/videos/?page_size=${VIDEO_PAGE_SIZE}`);
    actor.send({ type: 'more.load' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && s.context.next === null);
    expect(pathOf(fetchMock, 1)).toBe('/api/videos/?page=2&page_size=9');
    expect(new URL(fetchMock.mock.calls[1]?.[0].url ?? '').host).not.toBe('boutique.example.ru');
    expect(selectVideos(actor.getSnapshot()).map((v) => v.id)).toEqual([1, 2]);
    actor.stop();
  });

  it('fails loudly when the feature forgot to say how a load-more failure is logged', async () => {
    const fakes = { videos: fakeRequest<VideosPage>(), more: fakeRequest<VideosPage, { next: string }>() };
    const errors: unknown[] = [];
    const actor = createActor(videoListMachine.provide({ actors: { fetchVideos: fakes.videos.logic, fetchMore: fakes.more.logic } }));
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await performStep<VideoListEvent>({ send: actor.send, fakes }, done('videos', page([video(1)], NEXT)));
    await performStep<VideoListEvent>({ send: actor.send, fakes }, { type: 'more.load' });
    await performStep<VideoListEvent>({ send: actor.send, fakes }, failed('more', serverDown));
    expect(String(errors[0])).toMatch(/notifyLoadMoreFailed/);
  });
});

describe('videoListMachine model: every state and transition, both calls failing', () => {
  type Event = ModelEvent<typeof videoListMachine, 'videos' | 'more'>;
  const events = (): Event[] => [
    done('videos', page([video(1), video(2, 'https://www.youtube.com/shorts/aqz-KE-bpKQ', 'vertical')], NEXT)),
    done('videos', page([video(3, 'https://example.ru/clip')])),
    failed('videos', serverDown),
    { type: 'list.retry' },
    { type: 'more.load' },
    { type: 'video.play', id: 1 },
    done('more', page([video(4)])),
    failed('more', serverDown),
  ];
  const model = transitionModel(videoListMachine, {
    invokes: ['videos', 'more'],
    events,
    slice: (s: SnapshotFrom<typeof videoListMachine>) => [s.value, s.context.next !== null, s.context.videos.length, s.context.playingId],
    eventKey: (event) => JSON.stringify(event),
  });
  const paths = model.getShortestPaths();

  it('reaches every state and takes every transition', () => expectEveryStateAndTransition(videoListMachine, paths));

  for (const path of paths) {
    it(describePath(path, eventWithPayload), async () => {
      const { actor, effects, step } = setUp();
      await testPath(path, step, {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(selectVideos(actor.getSnapshot()).map((v) => v.videoId)).toEqual(expected.context.videos.map((v) => v.videoId));
          expect(selectPlayingId(actor.getSnapshot())).toBe(expected.context.playingId);
        },
        loading: () => expect(selectVideoListStatus(actor.getSnapshot())).toBe('loading'),
        empty: () => expect(selectVideoListStatus(actor.getSnapshot())).toBe('empty'),
        failure: () => expect(selectVideoListStatus(actor.getSnapshot())).toBe('failure'),
        'loaded.loadingMore': () => expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true),
        'loaded.idle': () => expect(selectIsLoadingMore(actor.getSnapshot())).toBe(false),
      });
      expect(effects.notifyLoadMoreFailed).toHaveBeenCalledTimes(path.steps.filter((s) => s.event.type === 'xstate.error.actor.more').length);
      actor.stop();
    });
  }
});
