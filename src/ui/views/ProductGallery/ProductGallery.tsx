import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { ChevronLeftIcon, ChevronRightIcon, WatchIcon } from '../../icons.tsx';
import * as styles from './ProductGallery.css.ts';

/** Part 1 §9 "thumbnails scroll 286 px": one press of a thumbnail-strip arrow. */
export const THUMBNAILS_STEP_PX = 286;

export type GalleryPhoto = { imageUrl: string; thumbnailUrl: string };

export type ProductGalleryProps = {
  photos: GalleryPhoto[];
  /** The photo on screen, 0-based. */
  index: number;
  /** What the photos show ("Rolex Submariner Date"): the main photo's alternative text. */
  alt: string;
  onSelect: (index: number) => void;
  onNext: () => void;
  onPrev: () => void;
  /** A finished horizontal touch movement (end x − start x); the caller decides whether it is a swipe. */
  onSwipe: (deltaX: number) => void;
};

/**
 * Thumbnails (a column on desktop, a row on mobile) beside the main photo, which has previous / next buttons, a
 * "2 / 5" counter and touch swipe.
 */
export function ProductGallery({ photos, index, alt, onSelect, onNext, onPrev, onSwipe }: ProductGalleryProps) {
  const { t } = useLingui();
  const stripRef = useRef<HTMLUListElement>(null);
  const touchStartX = useRef<number | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const count = photos.length;
  const current = photos[index] ?? photos[0];

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    // The strip scrolls vertically on desktop and horizontally on mobile: whichever axis overflows.
    const vertical = strip.scrollHeight > strip.clientHeight + 1;
    const position = vertical ? strip.scrollTop : strip.scrollLeft;
    const size = vertical ? strip.clientHeight : strip.clientWidth;
    const total = vertical ? strip.scrollHeight : strip.scrollWidth;
    const atStart = position <= 1;
    const atEnd = position + size >= total - 1;
    setEdges((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, count]);

  // Keep the selected thumbnail in view inside the strip only (scrollIntoView would also move the page).
  useEffect(() => {
    const strip = stripRef.current;
    const item = strip?.children[index] as HTMLElement | undefined;
    if (!strip || !item) return;
    const above = item.offsetTop - strip.offsetTop < strip.scrollTop;
    const below = item.offsetTop - strip.offsetTop + item.offsetHeight > strip.scrollTop + strip.clientHeight;
    if (above || below) strip.scrollTop = item.offsetTop - strip.offsetTop;
    const before = item.offsetLeft - strip.offsetLeft < strip.scrollLeft;
    const after = item.offsetLeft - strip.offsetLeft + item.offsetWidth > strip.scrollLeft + strip.clientWidth;
    if (before || after) strip.scrollLeft = item.offsetLeft - strip.offsetLeft;
  }, [index]);

  if (!current) {
    return (
      <div className={styles.root}>
        <div className={styles.placeholder} role="img" aria-label={t`Фото скоро появится`}>
          <WatchIcon size={48} />
          <span aria-hidden="true">
            <Trans>Фото скоро появится</Trans>
          </span>
        </div>
      </div>
    );
  }

  const scrollStrip = (direction: -1 | 1) => {
    if (direction < 0 ? edges.atStart : edges.atEnd) return;
    // One axis scrolls, the other is a no-op: the same step serves the column and the row.
    stripRef.current?.scrollBy({ top: direction * THUMBNAILS_STEP_PX, left: direction * THUMBNAILS_STEP_PX });
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start !== null && end !== undefined) onSwipe(end - start);
  };
  const position = index + 1;
  const showStripArrows = !(edges.atStart && edges.atEnd);

  return (
    <div className={styles.root}>
      {count > 1 && (
        <div className={styles.thumbsColumn}>
          {showStripArrows && (
            <IconButton
              size="sm"
              className={styles.thumbScroll}
              aria-label={t`Прокрутить миниатюры назад`}
              aria-disabled={edges.atStart || undefined}
              icon={<ChevronLeftIcon className={styles.verticalIcon} />}
              onClick={() => scrollStrip(-1)}
            />
          )}
          <ul ref={stripRef} className={styles.thumbs} aria-label={t`Миниатюры фото`}>
            {photos.map((photo, i) => {
              const position = i + 1;
              return (
                <li key={`${photo.thumbnailUrl}-${i}`}>
                  <button
                    type="button"
                    className={styles.thumb}
                    aria-label={t`Фото ${position} из ${count}`}
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => onSelect(i)}
                  >
                    <img className={styles.thumbImage} src={photo.thumbnailUrl} alt="" loading="lazy" decoding="async" />
                  </button>
                </li>
              );
            })}
          </ul>
          {showStripArrows && (
            <IconButton
              size="sm"
              className={styles.thumbScroll}
              aria-label={t`Прокрутить миниатюры вперёд`}
              aria-disabled={edges.atEnd || undefined}
              icon={<ChevronRightIcon className={styles.verticalIcon} />}
              onClick={() => scrollStrip(1)}
            />
          )}
        </div>
      )}
      <figure className={styles.main} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-testid="gallery-main">
        <img className={styles.mainImage} src={current.imageUrl} alt={count > 1 ? t`${alt}, фото ${position} из ${count}` : alt} decoding="async" />
        {count > 1 && (
          <>
            <IconButton variant="overlay" className={styles.prev} aria-label={t`Предыдущее фото`} icon={<ChevronLeftIcon />} onClick={onPrev} />
            <IconButton variant="overlay" className={styles.next} aria-label={t`Следующее фото`} icon={<ChevronRightIcon />} onClick={onNext} />
            <figcaption className={styles.counter} aria-live="polite">
              <span aria-hidden="true">
                {position} / {count}
              </span>
              <span className={visuallyHidden}>
                <Trans>
                  Фото {position} из {count}
                </Trans>
              </span>
            </figcaption>
          </>
        )}
      </figure>
    </div>
  );
}
