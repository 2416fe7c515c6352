import { selectBrandQuery, selectHasBrandCounts, selectMenuBrandsStatus, visibleMenuBrands, type MenuContext, type MenuSnapshot } from '../../machines/menuMachine.ts';
import type { MenuBrandsProps } from '../../ui/views/MenuBrands/MenuBrands.tsx';
import { memoLast } from '../../runtime/memoLast.ts';

/**
 * The menu's Brands block (part 1 §2.4): the app-wide menu actor's snapshot as MenuBrands' data props, read with
 * `useSelector(menu, selectMenuBrandsProps, shallowEqual)`.
 */


const listOf = memoLast((brands: MenuContext['brands'], counts: MenuContext['counts'], query: string, withCounts: boolean) =>
  visibleMenuBrands({ brands, counts, query }, withCounts),
);

export type MenuBrandsData = Pick<MenuBrandsProps, 'status' | 'brands' | 'query'>;

export function selectMenuBrandsProps(snapshot: MenuSnapshot): MenuBrandsData {
  const { brands, counts } = snapshot.context;
  const query = selectBrandQuery(snapshot);
  return { status: selectMenuBrandsStatus(snapshot), brands: listOf(brands, counts, query, selectHasBrandCounts(snapshot)), query };
}
