/**
 * Brands of the boutique in their own spellings (brand names are not translated), with the ISO 3166-1 code of
 * the country the house is based in and its founding year. `country` holds the code rather than a name so
 * that it can be shown in either language through the countries list.
 *
 * Founding years follow what the houses themselves state (Czapek counts from 1845 although it was revived in
 * 2015; Glashütte Original from 1994, when it took its name, not from the town's 1845 watchmaking).
 */
export const BRANDS: readonly (readonly [name: string, country: string, founded: number])[] = [
  // watches (the ten brands of the home page first: part 1 §2.2 item 3)
  ['Patek Philippe', 'CH', 1839],
  ['Bvlgari', 'IT', 1884],
  ['Cartier', 'FR', 1847],
  ['Rolex', 'CH', 1905],
  ['Richard Mille', 'CH', 2001],
  ['Hermès', 'FR', 1837],
  ['Hublot', 'CH', 1980],
  ['F.P. Journe', 'CH', 1999],
  ['Franck Muller', 'CH', 1991],
  ['Audemars Piguet', 'CH', 1875],
  ['Vacheron Constantin', 'CH', 1755],
  ['A. Lange & Söhne', 'DE', 1845],
  ['Jaeger-LeCoultre', 'CH', 1833],
  ['Omega', 'CH', 1848],
  ['Breguet', 'CH', 1775],
  ['Blancpain', 'CH', 1735],
  ['IWC Schaffhausen', 'CH', 1868],
  ['Panerai', 'IT', 1860],
  ['Tudor', 'CH', 1926],
  ['Chopard', 'CH', 1860],
  ['Piaget', 'CH', 1874],
  ['Ulysse Nardin', 'CH', 1846],
  ['Girard-Perregaux', 'CH', 1791],
  ['Zenith', 'CH', 1865],
  ['TAG Heuer', 'CH', 1860],
  ['Breitling', 'CH', 1884],
  ['Grand Seiko', 'JP', 1960],
  ['H. Moser & Cie.', 'CH', 1828],
  ['MB&F', 'CH', 2005],
  ['Greubel Forsey', 'CH', 2004],
  ['Roger Dubuis', 'CH', 1995],
  ['Bell & Ross', 'FR', 1992],
  ['Glashütte Original', 'DE', 1994],
  ['Jacob & Co.', 'US', 1986],
  ['De Bethune', 'CH', 2002],
  ['Laurent Ferrier', 'CH', 2010],
  ['Parmigiani Fleurier', 'CH', 1996],
  ['Czapek', 'CH', 1845],
  ['Chanel', 'FR', 1910],
  ['Louis Vuitton', 'FR', 1854],
  // jewelry
  ['Van Cleef & Arpels', 'FR', 1906],
  ['Tiffany & Co.', 'US', 1837],
  ['Graff', 'GB', 1960],
  ['Harry Winston', 'US', 1932],
  ['Messika', 'FR', 2005],
  // bags
  ['Dior', 'FR', 1946],
  ['Goyard', 'FR', 1853],
  ['Bottega Veneta', 'IT', 1966],
  ['Fendi', 'IT', 1925],
  ['Prada', 'IT', 1913],
  ['Celine', 'FR', 1945],
  ['Gucci', 'IT', 1921],
  ['Loewe', 'ES', 1846],
  ['Delvaux', 'BE', 1829],
];

/** The round brand buttons of the home page (part 1 §2.2 item 3), by their stored spelling. */
export const HOME_PAGE_BRANDS = [
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
] as const;
