import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LinkRenderProps } from '../../link.tsx';
import { ComingSoonPage } from '../ComingSoonPage/ComingSoonPage.tsx';

export type SalesHistoryPageProps = {
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** /sales-history (part 2 §2): a placeholder, "under development", with a link to /catalog (the designed page). */
export function SalesHistoryPage({ renderLink }: SalesHistoryPageProps) {
  const { t } = useLingui();
  return (
    <ComingSoonPage
      title={t`История продаж`}
      description={
        <Trans>
          Раздел в разработке. Скоро здесь появятся модели, которые уже нашли своих владельцев через наш бутик, — а
          пока загляните в каталог: в нём всё, что можно приобрести сегодня.
        </Trans>
      }
      renderLink={renderLink}
    />
  );
}
