import { shallowEqual, useSelector } from '@xstate/react';
import { productsMachine } from '../../../machines/manage/productsMachine.ts';
import { useRouteActor } from '../../../runtime/appActors.tsx';
import { useLocale } from '../../../runtime/i18n.ts';
import { renderLink } from '../../../runtime/links.tsx';
import { ProductsList } from '../../../ui/views/Manage/ProductsList.tsx';
import { selectProductsListProps } from './panelsSelectors.ts';

/** /manage/products: the products machine drawn by the ProductsList view. */
export default function ProductsPanel() {
  const locale = useLocale();
  const actor = useRouteActor(productsMachine);
  const view = useSelector(actor, (snapshot) => selectProductsListProps(snapshot, locale), shallowEqual);
  return (
    <ProductsList
      {...view}
      onKindChange={(kind) => actor.send({ type: 'kind.change', kind })}
      onHiddenChange={(hidden) => actor.send({ type: 'hidden.change', hidden })}
      onSearchSubmit={(search) => actor.send({ type: 'search.submit', search })}
      onPageChange={(page) => actor.send({ type: 'page.change', page })}
      onRetry={() => actor.send({ type: 'list.retry' })}
      onEdit={(key) => actor.send({ type: 'edit.start', key })}
      onDraftChange={(field, value) => actor.send({ type: 'edit.change', field, value })}
      onEditCancel={() => actor.send({ type: 'edit.cancel' })}
      onEditSave={() => actor.send({ type: 'edit.save' })}
      onHiddenToggle={(key) => actor.send({ type: 'hidden.toggle', key })}
      onNoticeDismiss={() => actor.send({ type: 'notice.dismiss' })}
      renderLink={renderLink}
    />
  );
}
