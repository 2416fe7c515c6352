import { ABOUT_MAP_ZOOM, DUBAI, MOSCOW, boutiqueMap } from '../../domain/maps.ts';
import { useMapAvailability } from '../../runtime/mapAvailability.ts';
import { BOUTIQUE_CONTACTS } from '../../domain/boutiqueContacts.ts';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { AboutPage } from '../../ui/views/InfoPages/AboutPage.tsx';
import { BOUTIQUE_HOURS } from '../../domain/boutiqueHours.ts';

/** /about (part 2 §2): #who-we-are, #addresses (the Dubai boutique's map at zoom 16, part 2 §9), #contacts. */
export default function AboutScreen(_: ScreenProps) {
  const locale = useLocale();
  const mapStatus = useMapAvailability(true);
  return (
    <AboutPage
      contacts={BOUTIQUE_CONTACTS}
      hours={BOUTIQUE_HOURS.dubai}
      dubai={{ address: DUBAI.address[locale], map: boutiqueMap(DUBAI, ABOUT_MAP_ZOOM, mapStatus) }}
      moscow={{ address: MOSCOW.address[locale] }}
      renderLink={renderLink}
    />
  );
}
