import type { BoutiqueContacts } from './ContactDetails.tsx';
import type { InfoMap } from './BoutiqueCard.tsx';
import { vars } from '../../theme/contract.css.ts';

/** Story-only data: the boutique's contacts and map previews as the pages' feature passes them. */
export const storyContacts: BoutiqueContacts = {
  phone: '+7 (495) 120-45-45',
  email: 'info@moscow-dubai.ru',
  whatsappHref: 'https://wa.me/74951204545',
  telegramHref: 'https://t.me/moscow_dubai_boutique',
};

/** The map host unreachable (a closed network): the designed address card with a link, as the tests see it. */
export const unavailableMap = (zoom: number, lat: number, lon: number): InfoMap => ({
  embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${lon - 0.01},${lat - 0.005},${lon + 0.01},${lat + 0.005}&layer=mapnik&marker=${lat},${lon}`,
  linkUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`,
  status: 'unavailable',
});

export const dubaiMap = (zoom: number): InfoMap => unavailableMap(zoom, 25.1972, 55.2796);
export const moscowMap = (zoom: number): InfoMap => unavailableMap(zoom, 55.7652, 37.6175);

export const DUBAI_ADDRESS = 'Дубай, The Dubai Mall';
export const MOSCOW_ADDRESS = 'Москва, ул. Петровка, 10';

/** Stands in for the contact form block the feature passes in the `form` slot. */
export function FormStandIn() {
  return (
    <section
      aria-label="Форма обратной связи"
      data-testid="form-slot"
      style={{ padding: vars.space.lg, border: `1px dashed ${vars.color.borderStrong}`, borderRadius: vars.radius.lg }}
    >
      <p style={{ margin: 0, color: vars.color.textMuted }}>Здесь страница показывает форму обратной связи.</p>
    </section>
  );
}
