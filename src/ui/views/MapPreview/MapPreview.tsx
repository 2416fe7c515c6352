import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from '../../a11y.css.ts';
import { MapPinIcon } from '../../icons.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import * as styles from './MapPreview.css.ts';

export const mapStatuses = ['checking', 'available', 'unavailable'] as const;
/** Whether the map host answered: the feature learns it from a probe and passes it in. */
export type MapStatus = (typeof mapStatuses)[number];

export type MapPreviewProps = {
  /** Accessible name of the preview (the frame's title), e.g. "Карта: бутик в Дубае". */
  title: string;
  /** Shown on the fallback card. */
  address: string;
  /** An https://www.openstreetmap.org/export/embed.html?… URL; null when there are no coordinates (a typed address). */
  embedUrl: string | null;
  /** "Open the map" link (https://www.openstreetmap.org/…), opened in a new tab. */
  linkUrl: string;
  status: MapStatus;
  className?: string;
};

/**
 * The map preview of the checkout (part 2 §2, §9: 220 px high). A real map frame when the map host answers; while
 * that is being checked, a still placeholder of the same size; when the host cannot be reached, or there is no
 * point to show, an address card with a link to the map, never a broken frame.
 */
export function MapPreview({ title, address, embedUrl, linkUrl, status, className }: MapPreviewProps) {
  const classes = [styles.root, className].filter(Boolean).join(' ');
  const mode = embedUrl === null ? 'fallback' : status === 'available' ? 'frame' : status === 'checking' ? 'checking' : 'fallback';

  if (mode === 'frame') {
    return (
      <div className={classes}>
        <iframe
          className={styles.frame}
          title={title}
          src={embedUrl ?? undefined}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      </div>
    );
  }

  if (mode === 'checking') {
    return (
      <div className={classes} role="group" aria-label={title} aria-busy="true">
        <Skeleton className={styles.skeleton} />
        <span className={visuallyHidden}>
          <Trans>Загружаем карту…</Trans>
        </span>
      </div>
    );
  }

  return (
    <div className={classes} role="group" aria-label={title}>
      <div className={styles.fallback}>
        <span className={styles.pin} aria-hidden="true">
          <MapPinIcon size={22} />
        </span>
        <div className={styles.plate}>
          <p className={styles.address}>{address}</p>
          {embedUrl !== null && (
            <p className={styles.note}>
              <Trans>Карта сейчас не загружается</Trans>
            </p>
          )}
          <a className={styles.link} href={linkUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Открыть на карте</Trans>
          </a>
        </div>
      </div>
    </div>
  );
}
