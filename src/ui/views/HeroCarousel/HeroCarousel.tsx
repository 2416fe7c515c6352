import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import type { FocusEvent, PointerEvent, ReactNode } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { ChevronLeftIcon, ChevronRightIcon, WatchIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Price } from '../../Price/Price.tsx';
import type { PriceInput, PriceLocale } from '../../Price/price.ts';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../../a11y.css.ts';
import * as styles from './HeroCarousel.css.ts';
import { dot as dotStyle } from '../../dots.css.ts';

/** Part 1 §9 "swipe 50 px": a horizontal drag longer than this moves the carousel. */
export const HERO_SWIPE_PX = 50;

export const heroCarouselStatuses = ['loading', 'showing', 'unavailable'] as const;
export type HeroCarouselStatus = (typeof heroCarouselStatuses)[number];

export type HeroSlide = {
  id: number;
  href: string;
  brand: string;
  model: string;
  reference?: string | null;
  year?: number | null;
  imageUrl?: string | null;
  priceUsd: PriceInput;
  priceOnRequest?: boolean;
};

export type HeroHold = 'hover' | 'focus' | 'user';

export type HeroCarouselProps = {
  status: HeroCarouselStatus;
  slides: HeroSlide[];
  /** The slide shown. */
  index: number;
  /** Rotating by itself now; false while paused or under reduced motion. */
  rotating: boolean;
  /** Whether the carousel rotates at all (false under reduced motion): hides the pause button. */
  autoplay: boolean;
  /** The visitor paused it with the button. */
  userPaused: boolean;
  /**
   * The slide has changed at least once: the slide shown fades in. The first slide is painted as it is (from the
   * server's HTML, as the page's largest content), never faded in from nothing.
   */
  moved?: boolean;
  locale: PriceLocale;
  onPrev: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onPause: (reason: HeroHold) => void;
  onResume: (reason: HeroHold) => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

const at = <T,>(items: readonly T[], index: number): T | undefined => items[((index % items.length) + items.length) % items.length];

/**
 * The banner carousel of the 10 newest watches (part 1 §2.2 item 2), after the WAI-ARIA carousel pattern:
 * previous/next buttons, one dot per slide, the side items clickable, a swipe of more than 50 px, and a pause
 * button; the parent pauses it while hovered or focused. Timing belongs to the machine.
 */
export function HeroCarousel({
  status,
  slides,
  index,
  rotating,
  autoplay,
  userPaused,
  moved = false,
  locale,
  onPrev,
  onNext,
  onGoTo,
  onPause,
  onResume,
  renderLink = defaultRenderLink,
}: HeroCarouselProps) {
  const { t } = useLingui();
  const id = useId();
  const start = useRef<{ x: number; y: number } | null>(null);

  if (status === 'loading') {
    // The frame of the loaded carousel, box for box (controls, stage, dots): nothing below moves when it arrives.
    return (
      <section className={styles.root} aria-label={t`Новинки`} aria-busy="true">
        <div className={`${styles.controls} ${styles.controlsSkeleton}`} aria-hidden="true" />
        <div className={styles.stage}>
          <div className={styles.loadingGrid}>
            <div className={styles.text}>
              <Skeleton shape="text" width={120} />
              <Skeleton shape="text" width="80%" height={40} />
              <Skeleton shape="text" width="50%" />
            </div>
            <div className={styles.visual}>
              <Skeleton className={styles.imageSkeleton} height="auto" />
            </div>
          </div>
        </div>
        <div className={`${styles.dots} ${styles.dotsSkeleton}`} aria-hidden="true" />
      </section>
    );
  }

  if (status === 'unavailable' || slides.length === 0) {
    return (
      <section className={`${styles.root} ${styles.welcome}`} aria-labelledby={`${id}-welcome`}>
        <p className={styles.eyebrow}>
          <Trans>Москва · Дубай</Trans>
        </p>
        <h2 id={`${id}-welcome`} className={styles.welcomeTitle}>
          <Trans>Часы, которые остаются с вами</Trans>
        </h2>
        <p className={styles.welcomeText}>
          <Trans>Оригинальные швейцарские часы с документами, подобранные нашими экспертами.</Trans>
        </p>
        {renderLink({ href: '/catalog', className: buttonClassName({ variant: 'primary' }), children: <Trans>Смотреть каталог</Trans> })}
      </section>
    );
  }

  const count = slides.length;
  const current = at(slides, index) as HeroSlide;
  const previous = count > 1 ? at(slides, index - 1) : undefined;
  const next = count > 2 ? at(slides, index + 1) : undefined;
  const position = (index % count) + 1;
  const { year, reference } = current;

  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const pointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    // Only a mostly horizontal drag counts, so scrolling the page past the carousel does not flip it.
    if (Math.abs(dx) > HERO_SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) {
      if (dx < 0) onNext();
      else onPrev();
    }
  };
  const focusOut = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onResume('focus');
  };
  const side = (slide: HeroSlide | undefined, where: 'previous' | 'next') => {
    if (!slide) return null;
    const name = `${slide.brand} ${slide.model}`;
    return (
      <button
        type="button"
        className={`${styles.side} ${where === 'previous' ? styles.sidePrevious : styles.sideNext}`}
        onClick={where === 'previous' ? onPrev : onNext}
        aria-label={where === 'previous' ? t`Предыдущий слайд: ${name}` : t`Следующий слайд: ${name}`}
      >
        {slide.imageUrl ? <img className={styles.sideImage} src={slide.imageUrl} alt="" /> : <WatchIcon size={48} />}
      </button>
    );
  };

  return (
    <section
      className={styles.root}
      aria-roledescription={t`карусель`}
      aria-label={t`Новинки`}
      onMouseEnter={() => onPause('hover')}
      onMouseLeave={() => onResume('hover')}
      onFocus={() => onPause('focus')}
      onBlur={focusOut}
    >
      <div className={styles.controls}>
        {autoplay && count > 1 && (
          <button type="button" className={styles.pause} onClick={() => (userPaused ? onResume('user') : onPause('user'))}>
            {userPaused ? <Trans>Возобновить прокрутку</Trans> : <Trans>Остановить прокрутку</Trans>}
          </button>
        )}
        <IconButton variant="outline" aria-label={t`Предыдущий слайд`} icon={<ChevronLeftIcon />} onClick={onPrev} disabled={count < 2} />
        <IconButton variant="outline" aria-label={t`Следующий слайд`} icon={<ChevronRightIcon />} onClick={onNext} disabled={count < 2} />
      </div>
      <div
        className={styles.stage}
        onPointerDown={pointerDown}
        onPointerUp={pointerUp}
        onPointerCancel={() => (start.current = null)}
        // While it rotates by itself, announcing every change would talk over the page (WAI-ARIA carousel pattern).
        aria-live={rotating ? 'off' : 'polite'}
      >
        <div
          key={current.id}
          className={moved ? `${styles.slide} ${styles.entering}` : styles.slide}
          role="group"
          aria-roledescription={t`слайд`}
          aria-label={t`${position} из ${count}`}
        >
          <div className={styles.text}>
            <p className={styles.eyebrow}>
              {year ? <Trans>Новинка · {year}</Trans> : <Trans>Новинка</Trans>}
            </p>
            <h2 className={styles.title}>
              <span className={styles.brand}>{current.brand}</span>
              <span className={styles.model}>{current.model}</span>
            </h2>
            {reference && (
              <p className={styles.reference}>
                <Trans>Референс {reference}</Trans>
              </p>
            )}
            <Price className={styles.price} priceUsd={current.priceUsd} priceOnRequest={current.priceOnRequest} locale={locale} />
            {renderLink({
              href: current.href,
              className: `${buttonClassName({ variant: 'primary' })} ${styles.cta}`,
              children: (
                <>
                  <Trans>Подробнее</Trans>
                  <span className={visuallyHidden}>
                    {' '}
                    {current.brand} {current.model}
                  </span>
                </>
              ),
            })}
          </div>
          <div className={styles.visual}>
            {side(previous, 'previous')}
            <div className={styles.main}>
              {current.imageUrl ? (
                <img
                  className={styles.mainImage}
                  src={current.imageUrl}
                  alt={`${current.brand} ${current.model}`}
                  draggable={false}
                  // The first slide's picture is the page's largest content: fetched before anything else.
                  fetchPriority={moved ? 'auto' : 'high'}
                />
              ) : (
                <div className={styles.placeholder} role="img" aria-label={t`Фото скоро появится`}>
                  <WatchIcon size={64} />
                </div>
              )}
            </div>
            {side(next, 'next')}
          </div>
        </div>
      </div>
      {count > 1 && (
        <div className={styles.dots} role="group" aria-label={t`Выбор слайда`}>
          {slides.map((slide, i) => {
            const number = i + 1;
            const name = `${slide.brand} ${slide.model}`;
            return (
            <button
              key={slide.id}
              type="button"
              className={dotStyle}
              aria-label={t`Слайд ${number}: ${name}`}
              aria-current={i === index % count ? 'true' : undefined}
              onClick={() => onGoTo(i)}
            />
            );
          })}
        </div>
      )}
    </section>
  );
}
