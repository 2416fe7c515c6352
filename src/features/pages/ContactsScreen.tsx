import { BOUTIQUE_CONTACTS } from '../../domain/boutiqueContacts.ts';
import { ContactFormBlock } from '../../widgets/contactForm.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { DUBAI, MAP_ZOOM, MOSCOW, boutiqueMap } from '../../domain/maps.ts';
import { useMapAvailability } from '../../runtime/mapAvailability.ts';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { ContactsPage } from '../../ui/views/InfoPages/ContactsPage.tsx';
import { BOUTIQUE_HOURS } from '../../domain/boutiqueHours.ts';

/** /contacts (part 2 §2): phone, e-mail, the boutiques' hours (kernel/boutiques.ts), both boutiques with maps at zoom 14 (part 2 §9), the form. */
export default function ContactsScreen(_: ScreenProps) {
  const locale = useLocale();
  const mapStatus = useMapAvailability(true);
  return (
    <ContactsPage
      contacts={BOUTIQUE_CONTACTS}
      hours={BOUTIQUE_HOURS.dubai}
      dubai={{ address: DUBAI.address[locale], map: boutiqueMap(DUBAI, MAP_ZOOM, mapStatus) }}
      moscow={{ address: MOSCOW.address[locale], map: boutiqueMap(MOSCOW, MAP_ZOOM, mapStatus) }}
      form={<ContactFormBlock page="/contacts" />}
      renderLink={renderLink}
    />
  );
}
