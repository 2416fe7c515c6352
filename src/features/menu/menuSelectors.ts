import { selectBrandQuery, selectHasBrandCounts, selectMenuBrandsStatus, visibleMenuBrands, type MenuContext, type MenuSnapshot } from '../../machines/menuMachine.ts';
import type { MenuBrandsProps } from '../../ui/views/MenuBrands/MenuBrands.tsx';

/**
 * The menu's Brands block (part 1 §2.4): the app-wide menu actor's snapshot as MenuBrands' data props, read with
 * `useSelector(menu, selectMenuBrandsProps, shallowEqual)`.
 */

/**
 * One-entry memo on argument identity: shallowEqual compares the props one by one, so the list must keep its
 * identity until the brands, counts or search text change (opening the menu then re-renders nothing in the block).
 */
function memoLast<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { args: A; value: R } | null = null;
  return (...args: A): R => {
    if (last && last.args.every((arg, index) => Object.is(arg, args[index]))) return last.value;
    const value = compute(...args);
    last = { args, value };
    return value;
  };
}

const listOf = memoLast((brands: MenuContext['brands'], counts: MenuContext['counts'], query: string, withCounts: boolean) =>
  visibleMenuBrands({ brands, counts, query }, withCounts),
);

export type MenuBrandsData = Pick<MenuBrandsProps, 'status' | 'brands' | 'query'>;

export function selectMenuBrandsProps(snapshot: MenuSnapshot): MenuBrandsData {
  const { brands, counts } = snapshot.context;
  const query = selectBrandQuery(snapshot);
  return { status: selectMenuBrandsStatus(snapshot), brands: listOf(brands, counts, query, selectHasBrandCounts(snapshot)), query };
}
