import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { MenuActor } from '../../runtime/appActors.tsx';
import { visibleMenuBrands, type menuMachine } from '../../machines/menuMachine.ts';
import { MenuBrands, type MenuBrandsStatus } from '../../ui/views/MenuBrands/MenuBrands.tsx';

type MenuSnapshot = SnapshotFrom<typeof menuMachine>;

/** A skeleton until both the brands and their counts have settled; the failures themselves are only logged. */
function brandsStatus(snapshot: MenuSnapshot): MenuBrandsStatus {
  if (snapshot.matches({ brands: 'unavailable' })) return 'unavailable';
  if (snapshot.matches({ brands: 'ready' }) && (snapshot.matches({ counts: 'ready' }) || snapshot.matches({ counts: 'unavailable' }))) {
    return 'ready';
  }
  return 'loading';
}

/** The Brands block of the menu overlay and the /menu page (part 1 §2.4), fed by the app-wide menu actor. */
export default function MenuBrandsBlock({ onNavigate }: { onNavigate: (href: string) => void }) {
  const menu = MenuActor.useActorRef();
  const status = MenuActor.useSelector(brandsStatus);
  const context = MenuActor.useSelector((snapshot) => snapshot.context);
  const withCounts = MenuActor.useSelector((snapshot) => snapshot.matches({ counts: 'ready' }));
  const brands = useMemo(() => visibleMenuBrands(context, withCounts), [context, withCounts]);
  return (
    <MenuBrands
      status={status}
      brands={brands}
      query={context.query}
      onQueryChange={(query) => menu.send({ type: 'brands.filter', query })}
      onNavigate={onNavigate}
    />
  );
}
