import { shallowEqual, useSelector } from '@xstate/react';
import { auditLogMachine } from '../../../machines/manage/auditLogMachine.ts';
import { useRouteActor } from '../../../runtime/appActors.tsx';
import { useLocale } from '../../../runtime/i18n.ts';
import { renderLink } from '../../../runtime/links.tsx';
import { AuditLog } from '../../../ui/views/Manage/AuditLog.tsx';
import { selectAuditLogProps } from './panelsSelectors.ts';

/** /manage/audit: the audit log machine drawn by the AuditLog view; an order's number links to its page. */
export default function AuditPanel() {
  const locale = useLocale();
  const actor = useRouteActor(auditLogMachine);
  const view = useSelector(actor, (snapshot) => selectAuditLogProps(snapshot, locale), shallowEqual);
  return <AuditLog {...view} onRetry={() => actor.send({ type: 'list.retry' })} onLoadMore={() => actor.send({ type: 'more.load' })} renderLink={renderLink} />;
}
