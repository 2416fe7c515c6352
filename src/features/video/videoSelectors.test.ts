import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors.ts';
import type { Video } from '../../api/types.ts';
import { videoListMachine, type VideosPage } from '../../machines/videoListMachine.ts';
import { selectVideoPageProps } from './videoSelectors.ts';

const video = (id: number, video_url: string, format: string): Video => ({ id, title: `Видео ${id}`, description: `Описание ${id}`, video_url, format }) as Video;

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function started(first: () => Promise<VideosPage>, more: () => Promise<VideosPage> = () => new Promise(() => {})) {
  const actor = createActor(
    videoListMachine.provide({ actors: { fetchVideos: fromPromise(first), fetchMore: fromPromise(more) }, actions: { notifyLoadMoreFailed: () => {} } }),
  ).start();
  stop = () => actor.stop();
  return actor;
}

describe('/video view data (part 2 §2, §3, §4, §5, §9)', () => {
  it('cards with their video id and format; a link without an id is left out; anything but vertical is 16:9', async () => {
    const actor = started(async () => ({
      next: 'https://boutique.example.ru/api/videos/?page=2&page_size=9',
      results: [
        video(1, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'horizontal'),
        video(2, 'https://www.youtube.com/shorts/aqz-KE-bpKQ', 'vertical'),
        video(3, 'https://example.ru/clip.mp4', 'horizontal'),
        video(4, 'https://youtu.be/M7lc1UVf-VE', 'square'),
      ],
    }));
    expect(selectVideoPageProps(actor.getSnapshot())).toEqual({ state: 'loading', videos: [], hasMore: false, loadingMore: false, playingId: null });
    await waitFor(actor, (s) => s.matches('loaded'));
    const view = selectVideoPageProps(actor.getSnapshot());
    expect(view).toMatchObject({ state: 'loaded', hasMore: true, loadingMore: false });
    expect(view.videos).toEqual([
      { id: 1, videoId: 'dQw4w9WgXcQ', title: 'Видео 1', description: 'Описание 1', format: 'horizontal' },
      { id: 2, videoId: 'aqz-KE-bpKQ', title: 'Видео 2', description: 'Описание 2', format: 'vertical' },
      { id: 4, videoId: 'M7lc1UVf-VE', title: 'Видео 4', description: 'Описание 4', format: 'horizontal' },
    ]);
    // The same list keeps its identity while its source does, so shallowEqual sees no change.
    expect(selectVideoPageProps(actor.getSnapshot()).videos).toBe(view.videos);
    actor.send({ type: 'video.play', id: 2 });
    expect(selectVideoPageProps(actor.getSnapshot()).playingId).toBe(2);
    actor.send({ type: 'more.load' });
    expect(selectVideoPageProps(actor.getSnapshot())).toMatchObject({ state: 'loaded', loadingMore: true, videos: view.videos, playingId: 2 });
  });

  it('empty and failure are their own states', async () => {
    const empty = started(async () => ({ next: null, results: [] }));
    await waitFor(empty, (s) => s.matches('empty'));
    expect(selectVideoPageProps(empty.getSnapshot())).toEqual({ state: 'empty', videos: [], hasMore: false, loadingMore: false, playingId: null });
    stop?.();
    const failing = started(async () => {
      throw new ApiError({ code: 'server', status: 500, message: 'Произошла неизвестная ошибка' });
    });
    await waitFor(failing, (s) => s.matches('failure'));
    expect(selectVideoPageProps(failing.getSnapshot()).state).toBe('failure');
  });
});
