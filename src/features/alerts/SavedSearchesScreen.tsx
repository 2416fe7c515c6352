import { useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { savedSearchesMachine } from '../../machines/alerts/savedSearchesMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { SavedSearchesPage } from '../../ui/views/SavedSearchesPage/SavedSearchesPage.tsx';
import { selectSavedSearchesPageProps, type SavedSearchesWords } from './alertsSelectors.ts';

/**
 * /profile/searches (issue 28): the route-local savedSearchesMachine drawn by the SavedSearchesPage view. The
 * machine has no UI effects of its own: a refused change is shown beside its search, in the server's words.
 */
export default function SavedSearchesScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const actor = useRouteActor(savedSearchesMachine);
  const words: SavedSearchesWords = useMemo(
    () => ({
      loadFailed: t`Не удалось загрузить сохранённые поиски`,
      refused: { rename: t`Не удалось переименовать поиск`, alerts: t`Не удалось переключить оповещения`, delete: t`Не удалось удалить поиск` },
    }),
    [t],
  );
  const view = useSelector(actor, (snapshot) => selectSavedSearchesPageProps(snapshot, words), shallowEqual);
  return (
    <SavedSearchesPage
      {...view}
      locale={locale}
      onOpen={(id) => actor.send({ type: 'search.open', id })}
      onRenameStart={(id) => actor.send({ type: 'rename.start', id })}
      onNameChange={(value) => actor.send({ type: 'name.change', value })}
      onRenameSubmit={() => actor.send({ type: 'rename.submit' })}
      onRenameCancel={() => actor.send({ type: 'rename.cancel' })}
      onDeleteAsk={(id) => actor.send({ type: 'delete.ask', id })}
      onDeleteConfirm={() => actor.send({ type: 'delete.confirm' })}
      onDeleteDismiss={() => actor.send({ type: 'delete.dismiss' })}
      onToggleAlerts={(id) => actor.send({ type: 'alerts.toggle', id })}
      onRetry={() => actor.send({ type: 'list.retry' })}
      renderLink={renderLink}
    />
  );
}
