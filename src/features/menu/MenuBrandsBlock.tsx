import { shallowEqual } from '@xstate/react';
import { MenuActor } from '../../runtime/appActors.tsx';
import { MenuBrands } from '../../ui/views/MenuBrands/MenuBrands.tsx';
import { selectMenuBrandsProps } from './menuSelectors.ts';

/** The Brands block of the menu overlay and the /menu page (part 1 §2.4), fed by the app-wide menu actor. */
export default function MenuBrandsBlock({ onNavigate }: { onNavigate: (href: string) => void }) {
  const menu = MenuActor.useActorRef();
  const props = MenuActor.useSelector(selectMenuBrandsProps, shallowEqual);
  return <MenuBrands {...props} onQueryChange={(query) => menu.send({ type: 'brands.filter', query })} onNavigate={onNavigate} />;
}
