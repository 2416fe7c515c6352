import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LinkRenderProps } from '../../link.tsx';
import { Switch } from '../../Switch/Switch.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import * as card from './profileCard.css.ts';
import * as styles from './NoticesCard.css.ts';

export type NoticesCardProps = {
  /**
   * Issue 28: the Telegram copy of the notices, offered only to an account signed in with Telegram (the bot knows
   * its chat); null hides it. `saving`: the change is on its way (it shows at once).
   */
  telegram: { on: boolean; saving: boolean } | null;
  onTelegramChange: (on: boolean) => void;
  renderLink: (props: LinkRenderProps) => ReactNode;
};

/**
 * /profile's «Уведомления» (issue 28): what the shop tells the shopper about and where to read it — the notices
 * and the saved searches — and, for a Telegram account, the switch that sends the same notices to the chat (off
 * by default).
 */
export function NoticesCard({ telegram, onTelegramChange, renderLink }: NoticesCardProps) {
  return (
    <ProfileCard title={<Trans>Уведомления</Trans>} busy={telegram?.saving ?? false}>
      <p className={card.note}>
        <Trans>
          Мы сообщаем о новых поступлениях по сохранённым поискам, о снижении цены на избранное и о том, что забронированный экземпляр
          освободился.
        </Trans>
      </p>
      <ul className={styles.links}>
        <li>{renderLink({ href: '/profile/notifications', className: styles.link, children: <Trans>Все уведомления</Trans> })}</li>
        <li>{renderLink({ href: '/profile/searches', className: styles.link, children: <Trans>Сохранённые поиски</Trans> })}</li>
      </ul>
      {telegram && (
        <Switch
          checked={telegram.on}
          busy={telegram.saving}
          onChange={onTelegramChange}
          label={<Trans>Присылать уведомления в Telegram</Trans>}
          description={<Trans>Те же уведомления придут в чат с нашим ботом, через который вы входите.</Trans>}
        />
      )}
    </ProfileCard>
  );
}
