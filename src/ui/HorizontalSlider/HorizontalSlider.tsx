import { useLingui } from '@lingui/react/macro';
import { Children, isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';
import * as styles from './HorizontalSlider.css.ts';

/** Part 1 §9 "carousel scroll 456 px": one press of a side button moves the row by this much. */
export const SLIDER_STEP_PX = 456;

export type HorizontalSliderProps = {
  /** The row's accessible name ("Вы смотрели", "В тренде"); the caller shows its own visible heading. */
  label: string;
  /** One child per slide: each becomes a list item that snaps to the row's start. */
  children: ReactNode;
  /** Pixels per press of previous / next; default 456. */
  step?: number;
};

/**
 * A horizontal row of cards: native scroll with scroll-snap (touch, trackpad and Shift+wheel work as usual), plus
 * previous / next buttons for mouse and keyboard users. A button at the end of the row is aria-disabled rather
 * than disabled, so keyboard focus is not thrown back to the page when the row reaches its end.
 */
export function HorizontalSlider({ label, children, step = SLIDER_STEP_PX }: HorizontalSliderProps) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // One pixel of slack: fractional scroll positions on zoomed or high-DPI screens never reach the exact end.
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, children]);

  const scrollBy = (direction: -1 | 1) => {
    if (direction < 0 ? edges.atStart : edges.atEnd) return;
    // Smoothness comes from the track's CSS (scroll-behavior), which honours prefers-reduced-motion.
    trackRef.current?.scrollBy({ left: direction * step });
  };

  const slides = Children.toArray(children);
  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.controls}>
        <IconButton
          variant="outline"
          className={styles.control}
          aria-label={t`Назад: ${label}`}
          aria-disabled={edges.atStart || undefined}
          icon={<ChevronLeftIcon />}
          onClick={() => scrollBy(-1)}
        />
        <IconButton
          variant="outline"
          className={styles.control}
          aria-label={t`Вперёд: ${label}`}
          aria-disabled={edges.atEnd || undefined}
          icon={<ChevronRightIcon />}
          onClick={() => scrollBy(1)}
        />
      </div>
      <ul ref={trackRef} className={styles.track}>
        {slides.map((slide, index) => (
          <li key={isValidElement(slide) && slide.key !== null ? slide.key : index} className={styles.item}>
            {slide}
          </li>
        ))}
      </ul>
    </section>
  );
}
