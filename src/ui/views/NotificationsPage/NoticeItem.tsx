import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { WatchIcon } from '../../icons.tsx';
import type { LinkRenderProps } from '../../link.tsx';
import { Price } from '../../Price/Price.tsx';
import { formatUsd, parseUsd, type PriceLocale } from '../../Price/price.ts';
import * as styles from './NotificationsPage.css.ts';

export const noticeKinds = ['new_match', 'price_drop', 'available'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** One notice, as the feature maps it from the API's: what happened to which piece. */
export type NoticeRow = {
  id: number;
  kind: NoticeKind;
  read: boolean;
  /** ISO date-time the notice was made. */
  createdAt: string;
  /** The piece's page. */
  href: string;
  imageUrl: string | null;
  brand: string;
  model: string;
  priceUsd: string | null;
  priceOnRequest: boolean;
  city: string | null;
  /** A new match: the saved search's name when the notice was made. */
  searchName: string | null;
  /** A price drop: the price before and after. */
  oldPriceUsd: string | null;
  newPriceUsd: string | null;
};

/** What happened, in the shopper's language (issue 28). */
function Sentence({ notice, locale }: { notice: NoticeRow; locale: PriceLocale }) {
  if (notice.kind === 'new_match') {
    const name = notice.searchName;
    return name ? <Trans>Новое поступление по вашему поиску «{name}»</Trans> : <Trans>Новое поступление по вашему поиску</Trans>;
  }
  if (notice.kind === 'price_drop') {
    const before = parseUsd(notice.oldPriceUsd);
    const after = parseUsd(notice.newPriceUsd);
    if (before === null || after === null) return <Trans>Цена снизилась</Trans>;
    const old = formatUsd(before, locale);
    const now = formatUsd(after, locale);
    return (
      <Trans>
        Цена снизилась: было {old}, стало {now}
      </Trans>
    );
  }
  return <Trans>Снова доступен для бронирования</Trans>;
}

type NoticeItemProps = {
  notice: NoticeRow;
  locale: PriceLocale;
  /** "12 декабря, 14:30" in the active language. */
  when: string;
  onOpen: (id: number) => void;
  renderLink: (props: LinkRenderProps) => ReactNode;
};

/**
 * A notice: the whole card leads to its piece. Opening it any way (a click, Enter, a new tab by a modified or
 * middle click) tells the feature, which marks it read; the capture sees the click before the router takes it.
 */
export function NoticeItem({ notice, locale, when, onOpen, renderLink }: NoticeItemProps) {
  const unread = !notice.read;
  const open = () => {
    if (unread) onOpen(notice.id);
  };
  return (
    <li
      className={styles.item[unread ? 'unread' : 'read']}
      onClickCapture={open}
      onAuxClickCapture={(event) => {
        if (event.button === 1) open();
      }}
    >
      {renderLink({
        href: notice.href,
        className: styles.link,
        children: (
          <>
            <span className={styles.photo} aria-hidden="true">
              {notice.imageUrl ? <img className={styles.image} src={notice.imageUrl} alt="" loading="lazy" decoding="async" /> : <WatchIcon size={28} />}
            </span>
            <span className={styles.body}>
              <span className={styles.sentence}>
                {unread && (
                  <>
                    <span className={styles.dot} aria-hidden="true" />
                    <span className={visuallyHidden}>
                      <Trans>Непрочитанное:</Trans>{' '}
                    </span>
                  </>
                )}
                <Sentence notice={notice} locale={locale} />
              </span>
              <span className={styles.piece}>
                <span className={styles.brand}>{notice.brand}</span> <span className={styles.model}>{notice.model}</span>
              </span>
              <span className={styles.facts}>
                <Price priceUsd={notice.priceUsd} priceOnRequest={notice.priceOnRequest} locale={locale} size="sm" />
                {notice.city && <span>{notice.city}</span>}
                <time className={styles.when} dateTime={notice.createdAt}>
                  {when}
                </time>
              </span>
            </span>
          </>
        ),
      })}
    </li>
  );
}
