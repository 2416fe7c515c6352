import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, buttonClassName } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../link.tsx';
import * as styles from './SignInPrompt.css.ts';

export type SignInPromptProps = {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  onSignIn?: () => void;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/**
 * What a guest sees where the cart, favorites or comparison would be (part 1 §4 and §6: they live in the account):
 * why, a way in, and the way back to the catalogue.
 */
export function SignInPrompt({ icon, title, text, onSignIn, renderLink = defaultRenderLink }: SignInPromptProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      action={
        <div className={styles.actions}>
          <Button onClick={onSignIn}>
            <Trans>Войти</Trans>
          </Button>
          {renderLink({ href: '/catalog', className: buttonClassName({ variant: 'secondary' }), children: <Trans>Перейти в каталог</Trans> })}
        </div>
      }
    />
  );
}
