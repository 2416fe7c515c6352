import { BOUTIQUE_PHONE } from '../domain/boutiqueContacts.ts';
import type { FooterBrand } from '../ui/views/Footer/Footer.tsx';

/** The boutique's contact phone (part 1 §2.2 item 11 "a contact phone"): one number, kept in the runtime. */
export const CONTACT_PHONE = BOUTIQUE_PHONE;

/** The ten houses of the home page (part 1 §2.2 item 3), linked by name until brand ids are loaded. */
export const FOOTER_BRANDS: FooterBrand[] = [
  'Patek Philippe',
  'Bvlgari',
  'Cartier',
  'Rolex',
  'Richard Mille',
  'Hermès',
  'Hublot',
  'F.P. Journe',
  'Franck Muller',
  'Audemars Piguet',
].map((name) => ({ name, href: `/catalog?${new URLSearchParams({ brand: name }).toString()}` }));
