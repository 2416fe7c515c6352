import type { ReactNode } from 'react';
import { MapPreview, type MapPreviewProps } from '../MapPreview/MapPreview.tsx';
import * as styles from './InfoPage.css.ts';

/** A boutique's map as the feature builds it (part 2 §9: zoom 14 by default, 16 on the about page). */
export type InfoMap = Pick<MapPreviewProps, 'embedUrl' | 'linkUrl' | 'status'>;

export type BoutiqueCardProps = {
  /** The card's heading: the city ("Дубай"). */
  city: ReactNode;
  headingLevel?: 2 | 3;
  /** The street address in the active language. */
  address: string;
  /** The map and its accessible name ("Карта: бутик в Дубае"); none shows the address alone. */
  map?: InfoMap & { title: string };
  /** Hours, a note, a link. */
  children?: ReactNode;
};

/**
 * One boutique: city, address, what to know before coming, and its 220 px map preview — which on a closed
 * network, or with the map host down, is the designed address card with a link instead of a broken frame.
 */
export function BoutiqueCard({ city, headingLevel = 3, address, map, children }: BoutiqueCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>{city}</Heading>
      <address className={styles.address}>{address}</address>
      {children}
      {map && <MapPreview className={styles.cardMap} address={address} {...map} />}
    </article>
  );
}
