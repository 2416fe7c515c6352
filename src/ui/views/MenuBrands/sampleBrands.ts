import type { MenuBrandItem } from './MenuBrands.tsx';

/** Story data: the ten houses of the home page with watch counts. */
export const sampleBrands: MenuBrandItem[] = [
  { id: 10, name: 'Audemars Piguet', count: 12 },
  { id: 2, name: 'Bvlgari', count: 9 },
  { id: 3, name: 'Cartier', count: 14 },
  { id: 8, name: 'F.P. Journe', count: 4 },
  { id: 9, name: 'Franck Muller', count: 7 },
  { id: 6, name: 'Hermès', count: 3 },
  { id: 7, name: 'Hublot', count: 11 },
  { id: 1, name: 'Patek Philippe', count: 18 },
  { id: 5, name: 'Richard Mille', count: 6 },
  { id: 4, name: 'Rolex', count: 41 },
];
