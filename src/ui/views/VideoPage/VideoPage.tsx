import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as shop from '../shopPage.css.ts';
import { VideoCard, videoFormats, type VideoCardData, type VideoFormat } from './VideoCard.tsx';
import * as styles from './VideoPage.css.ts';

export { videoFormats };
export type { VideoCardData, VideoFormat };

/** Part 2 §4 "Video list: loading, error, empty or loaded". */
export const videoPageStates = ['loading', 'loaded', 'empty', 'failure'] as const;
export type VideoPageState = (typeof videoPageStates)[number];

/** Part 2 §9: three skeleton cards while the first page loads. */
export const SKELETON_CARDS = 3;

export type VideoPageProps = {
  state: VideoPageState;
  /** The videos shown, every page so far. */
  videos: readonly VideoCardData[];
  /** A next page exists: "Показать ещё" shows. */
  hasMore: boolean;
  /** The next page is on its way: the button is busy. */
  loadingMore: boolean;
  /** The card whose player is open; every other card shows its poster. */
  playingId: number | null;
  onPlay: (id: number) => void;
  onLoadMore: () => void;
  onRetry: () => void;
};

/**
 * /video (part 2 §2 "Video gallery"): title, description, a grid of click-to-play video cards, and "Показать ещё"
 * while a next page exists. Which card plays is videoListMachine's (`playingId`): one player at a time.
 */
export function VideoPage({ state, videos, hasMore, loadingMore, playingId, onPlay, onLoadMore, onRetry }: VideoPageProps) {
  const { t } = useLingui();
  const titleId = useId();

  return (
    <section className={shop.page} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <header className={styles.header}>
        <h1 id={titleId} className={shop.title}>
          <Trans>Видео</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Обзоры часов, украшений и сумок из нашей коллекции и съёмки из бутиков в Москве и Дубае.</Trans>
        </p>
      </header>

      {state === 'loading' && (
        <>
          <p role="status" className={shop.status}>
            <Trans>Загружаем видео…</Trans>
          </p>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className={styles.skeletonCard}>
                <Skeleton className={styles.skeletonMedia} height="auto" />
                <Skeleton shape="text" lines={2} />
              </li>
            ))}
          </ul>
        </>
      )}

      {state === 'failure' && <ErrorBox className={shop.message} error={{ message: t`Не удалось загрузить видео.` }} onRetry={onRetry} />}

      {state === 'empty' && (
        <EmptyState
          title={<Trans>Видео скоро появятся</Trans>}
          text={<Trans>В настоящее время в этом разделе нет видео. Мы скоро добавим новый контент.</Trans>}
        />
      )}

      {state === 'loaded' && (
        <>
          <ul className={styles.grid} aria-label={t`Видео`} aria-busy={loadingMore || undefined}>
            {videos.map((video) => (
              <li key={video.id} className={styles.cell[video.format]}>
                <VideoCard video={video} playing={playingId === video.id} onPlay={() => onPlay(video.id)} />
              </li>
            ))}
          </ul>
          {hasMore && (
            <div className={styles.more}>
              <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
                <Trans>Показать ещё</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
