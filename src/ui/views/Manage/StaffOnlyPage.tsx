import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../Button/Button.tsx';
import { EmptyState } from '../../EmptyState/EmptyState.tsx';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import type { ErrorLike } from '../../ErrorBox/errorText.ts';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Spinner } from '../../Spinner/Spinner.tsx';

/** What the back office's door shows before (or instead of) the back office. */
export const staffOnlyStates = ['checking', 'forbidden', 'failure'] as const;
export type StaffOnlyState = (typeof staffOnlyStates)[number];

export type StaffOnlyPageProps = {
  state: StaffOnlyState;
  /** Why the check failed (`failure`). */
  error?: ErrorLike | null;
  onRetry?: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * The back office's door (issue 27): while the server says who the account is, a spinner; a customer's account,
 * a calm "this area is for the boutique's staff" with the way back to the shop; a failed check, a retry.
 */
export function StaffOnlyPage({ state, error = null, onRetry, renderLink = defaultRenderLink }: StaffOnlyPageProps) {
  const { t } = useLingui();
  if (state === 'checking') return <Spinner label={t`Проверяем доступ…`} showLabel />;
  if (state === 'failure') return <ErrorBox error={error} onRetry={onRetry} />;
  return (
    <EmptyState
      headingLevel={1}
      title={<Trans>Этот раздел — для сотрудников бутика</Trans>}
      text={
        <Trans>
          Вы вошли как покупатель. Если вы работаете в бутике, попросите владельца добавить ваш номер в сотрудники и войдите снова.
        </Trans>
      }
      action={renderLink({ href: '/', className: buttonClassName({ variant: 'secondary' }), children: <Trans>Вернуться в магазин</Trans> })}
    />
  );
}
