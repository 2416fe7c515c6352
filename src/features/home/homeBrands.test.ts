import { describe, expect, it } from 'vitest';
import { makeBrand } from '../../../tests/support/homeFixtures.ts';
import { brandMatchKey, HOME_BRANDS, homeBrandLinks } from './homeBrands.ts';

describe('home brand logos (part 1 §2.2 item 3, §5 name matching)', () => {
  it('matches names ignoring accents, case, spaces and punctuation, with Bulgari = Bvlgari and Frank = Franck Muller', () => {
    expect(brandMatchKey('Hermès')).toBe(brandMatchKey('HERMES'));
    expect(brandMatchKey('F.P. Journe')).toBe(brandMatchKey('FP Journe'));
    expect(brandMatchKey('Bulgari')).toBe(brandMatchKey('Bvlgari'));
    expect(brandMatchKey('Frank Muller')).toBe(brandMatchKey('Franck Muller'));
    expect(brandMatchKey('Patek Philippe')).not.toBe(brandMatchKey('Patek'));
  });

  it('links by id when the brand is known, by name otherwise, in the spec order', () => {
    const links = homeBrandLinks([makeBrand(4, 'Rolex'), makeBrand(2, 'BULGARI'), makeBrand(9, 'Frank Muller'), makeBrand(6, 'Hermes')]);
    expect(links.map((link) => link.key)).toEqual(HOME_BRANDS.map((brand) => brand.key));
    expect(links.find((link) => link.key === 'rolex')).toEqual({ key: 'rolex', name: 'Rolex', href: '/catalog?brand_ids=4' });
    expect(links.find((link) => link.key === 'bvlgari')?.href).toBe('/catalog?brand_ids=2');
    expect(links.find((link) => link.key === 'franckMuller')?.href).toBe('/catalog?brand_ids=9');
    expect(links.find((link) => link.key === 'hermes')?.href).toBe('/catalog?brand_ids=6');
    expect(links.find((link) => link.key === 'patekPhilippe')).toEqual({
      key: 'patekPhilippe',
      name: 'Patek Philippe',
      href: '/catalog?brand=Patek+Philippe',
    });
    expect(homeBrandLinks([]).every((link) => link.href.startsWith('/catalog?brand='))).toBe(true);
  });
});
