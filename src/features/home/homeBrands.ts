import type { Brand } from '../../api/types.ts';
import { brandSearchKey } from '../../machines/menuMachine.ts';
import type { HomeBrandKey, HomeBrandLink } from '../../ui/views/HomeBrands/HomeBrands.tsx';

/**
 * The ten houses of the home page (part 1 §2.2 item 3), in the spec's order, with the spelling used to link by
 * name while the brand ids are unknown (the catalogue's own spelling).
 */
export const HOME_BRANDS: readonly { key: HomeBrandKey; name: string }[] = [
  { key: 'patekPhilippe', name: 'Patek Philippe' },
  { key: 'bvlgari', name: 'Bvlgari' },
  { key: 'cartier', name: 'Cartier' },
  { key: 'rolex', name: 'Rolex' },
  { key: 'richardMille', name: 'Richard Mille' },
  { key: 'hermes', name: 'Hermès' },
  { key: 'hublot', name: 'Hublot' },
  { key: 'fpJourne', name: 'F.P. Journe' },
  { key: 'franckMuller', name: 'Franck Muller' },
  { key: 'audemarsPiguet', name: 'Audemars Piguet' },
];

/** Spellings that name the same house (part 1 §5: Bulgari and Bvlgari; the spec's "Frank Muller"). */
const ALIASES: Record<string, string> = { bulgari: 'bvlgari', frankmuller: 'franckmuller' };

/**
 * Part 1 §5 "Name matching ignores accents, case and spaces": "Hermès" = "hermes", "F.P. Journe" = "FP Journe",
 * "Bulgari" = "Bvlgari", "Frank Muller" = "Franck Muller".
 */
export function brandMatchKey(name: string): string {
  const key = brandSearchKey(name);
  return ALIASES[key] ?? key;
}

const catalog = (params: Record<string, string>) => `/catalog?${new URLSearchParams(params).toString()}`;

/** Each logo leads to the catalogue filtered by the brand's id when it is known, else by its name. */
export function homeBrandLinks(brands: readonly Brand[]): HomeBrandLink[] {
  const byKey = new Map(brands.map((brand) => [brandMatchKey(brand.name), brand]));
  return HOME_BRANDS.map(({ key, name }) => {
    const brand = byKey.get(brandMatchKey(name));
    return brand
      ? { key, name: brand.name, href: catalog({ brand_ids: String(brand.id) }) }
      : { key, name, href: catalog({ brand: name }) };
  });
}
