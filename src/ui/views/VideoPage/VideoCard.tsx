import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import * as styles from './VideoPage.css.ts';

/** Part 2 §3 "format ('vertical' or otherwise)": anything but vertical is shown 16:9. */
export const videoFormats = ['horizontal', 'vertical'] as const;
export type VideoFormat = (typeof videoFormats)[number];

/** One video of the gallery, as the feature maps it from the API's video. */
export type VideoCardData = {
  id: number;
  /** The 11-character video id (part 2 §5); the feature leaves out a video without one. */
  videoId: string;
  title: string;
  description: string;
  format: VideoFormat;
};

/**
 * The embed, asked for only after a click: the privacy-enhanced host (no cookies until the visitor plays), and
 * autoplay since the click was the request to play. The CSP's frame-src admits this host.
 */
export const embedUrlOf = (videoId: string): string => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;

export type VideoCardProps = {
  video: VideoCardData;
  /** The frame replaces the poster (one card plays at a time; the page decides which). */
  playing: boolean;
  onPlay: () => void;
};

/**
 * A click-to-play facade: a designed poster (title, format, play button) until the visitor asks to watch, then
 * the player frame in the same box. No frame and no outside thumbnail load before that: a third-party player is
 * heavy (a page of nine would fetch megabytes of script), and on a closed network it would show nine broken frames.
 */
export function VideoCard({ video, playing, onPlay }: VideoCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const vertical = video.format === 'vertical';
  const title = video.title;
  return (
    <article className={styles.card[video.format]} aria-labelledby={titleId}>
      <div className={styles.media[video.format]}>
        {playing ? (
          <>
            {/* The player shows the title itself; the heading stays for the article's name and the outline. */}
            <h2 id={titleId} className={visuallyHidden}>
              {video.title}
            </h2>
            <VideoFrame videoId={video.videoId} title={video.title} />
          </>
        ) : (
          <>
            <span className={styles.poster} aria-hidden="true" />
            <p className={styles.format}>{vertical ? <Trans>Вертикальное видео</Trans> : <Trans>Видео</Trans>}</p>
            <h2 id={titleId} className={`${styles.posterTitle} ${styles.posterTitleSize[video.format]}`}>
              {video.title}
            </h2>
            <button type="button" className={styles.play} aria-label={t`Смотреть видео «${title}»`} onClick={onPlay}>
              <span className={styles.playCircle}>
                <PlayGlyph />
              </span>
            </button>
          </>
        )}
      </div>
      {video.description && <p className={styles.description}>{video.description}</p>}
    </article>
  );
}

/** The player, focused as it appears: the button that started it is gone, and keyboard users land in the player. */
function VideoFrame({ videoId, title }: { videoId: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <iframe
      ref={ref}
      className={styles.frame}
      src={embedUrlOf(videoId)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      // The player refuses to play without the embedding page's origin (its error 153); the origin is all it gets.
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** A filled triangle, nudged right so it looks centred in its circle. */
function PlayGlyph() {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 6.5v11a.6.6 0 0 0 .9.5l8.6-5.5a.6.6 0 0 0 0-1L9.9 6a.6.6 0 0 0-.9.5Z" fill="currentColor" />
    </svg>
  );
}
