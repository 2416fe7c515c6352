import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { videoListMachine } from '../../machines/videoListMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { VideoPage } from '../../ui/views/VideoPage/VideoPage.tsx';
import { selectVideoPageProps } from './videoSelectors.ts';

/**
 * /video (part 2 §2 "Video gallery"): the route-local videoListMachine drawn by the VideoPage view. A load-more
 * failure is only logged (part 2 §8): the cards shown stay, and "Показать ещё" can ask again.
 */
export default function VideoScreen(_: ScreenProps) {
  const [logic] = useState(() =>
    videoListMachine.provide({
      actions: { notifyLoadMoreFailed: (_, { failure }) => console.warn('[video] the next page of videos did not load:', failure.code, failure.message) },
    }),
  );
  const actor = useRouteActor(logic, undefined, 'video');
  const view = useSelector(actor, selectVideoPageProps, shallowEqual);
  return <VideoPage {...view} onPlay={(id) => actor.send({ type: 'video.play', id })} onLoadMore={() => actor.send({ type: 'more.load' })} onRetry={() => actor.send({ type: 'list.retry' })} />;
}
