import type { SnapshotFrom } from 'xstate';
import { memoLast } from '../../runtime/memoLast.ts';
import {
  selectHasMore,
  selectIsLoadingMore,
  selectPlayingId,
  selectVideoListStatus,
  selectVideos,
  type GalleryVideo,
  type videoListMachine,
} from '../../machines/videoListMachine.ts';
import type { VideoCardData, VideoPageProps } from '../../ui/views/VideoPage/VideoPage.tsx';

type VideoListSnapshot = SnapshotFrom<typeof videoListMachine>;

/** Part 2 §3: "format ('vertical' or otherwise)" — anything but vertical is embedded 16:9 (§9). */
const cardOf = (video: GalleryVideo): VideoCardData => ({
  id: video.id,
  videoId: video.videoId,
  title: video.title,
  description: video.description,
  format: video.format === 'vertical' ? 'vertical' : 'horizontal',
});

const cardsOf = memoLast((videos: readonly GalleryVideo[]) => videos.map(cardOf));

export type VideoPageView = Pick<VideoPageProps, 'state' | 'videos' | 'hasMore' | 'loadingMore' | 'playingId'>;

/** What /video shows (part 2 §2 "Video gallery", §4 "Video list: loading, error, empty or loaded"). */
export function selectVideoPageProps(snapshot: VideoListSnapshot): VideoPageView {
  return {
    state: selectVideoListStatus(snapshot),
    videos: cardsOf(selectVideos(snapshot)),
    hasMore: selectHasMore(snapshot),
    loadingMore: selectIsLoadingMore(snapshot),
    playingId: selectPlayingId(snapshot),
  };
}
