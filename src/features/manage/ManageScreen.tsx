import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { selectStaffAccess, selectStaffName, staffAccessMachine } from '../../machines/manage/staffAccessMachine.ts';
import { loginUrl, useRouteActor } from '../../runtime/appActors.tsx';
import { renderLink } from '../../runtime/links.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { ManageLayout, type ManageSection } from '../../ui/views/Manage/ManageLayout.tsx';
import { StaffOnlyPage } from '../../ui/views/Manage/StaffOnlyPage.tsx';
import { ManageOrderBlock } from './ManageOrderBlock.tsx';
import { ManagePanel } from './managePanels.tsx';
import { OrdersQueueBlock } from './OrdersQueueBlock.tsx';

/** Which tab a /manage route belongs to (kernel/siteMap.ts: the staff routes). */
const SECTIONS: Record<string, ManageSection> = {
  '/manage': 'orders',
  '/manage/orders/:id': 'orders',
  '/manage/requests': 'requests',
  '/manage/products': 'products',
  '/manage/import': 'import',
  '/manage/audit': 'audit',
};

/**
 * The back office (issue 27), one lazy chunk with its own catalog: shoppers never download it. The route switch has
 * already sent guests to sign in; here the server says whether the account is staff (getStaffMe) — a customer gets
 * the "staff only" page — then the section of the route is drawn in the back office's frame.
 */
export default function ManageScreen({ route, params }: ScreenProps) {
  const actor = useRouteActor(staffAccessMachine);
  const access = useSelector(actor, selectStaffAccess);
  const staffName = useSelector(actor, selectStaffName);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  if (access === 'signedOut') return <Redirect to={loginUrl(window.location)} replace />;
  if (access !== 'staff') {
    return (
      <ManageLayout current={null} renderLink={renderLink}>
        <StaffOnlyPage state={access} error={failure} onRetry={() => actor.send({ type: 'access.retry' })} renderLink={renderLink} />
      </ManageLayout>
    );
  }
  const section = SECTIONS[route] ?? 'orders';
  const orderId = route === '/manage/orders/:id' ? Number(params.id) : null;
  return (
    <ManageLayout current={section} staffName={staffName} renderLink={renderLink}>
      {orderId !== null ? (
        <ManageOrderBlock key={orderId} id={Number.isInteger(orderId) && orderId > 0 ? orderId : 0} />
      ) : section === 'orders' ? (
        <OrdersQueueBlock />
      ) : (
        <ManagePanel section={section} />
      )}
    </ManageLayout>
  );
}
