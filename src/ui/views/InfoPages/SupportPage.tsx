import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { InfoIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../../a11y.css.ts';
import { fallbackFaqs, type FaqEntry } from '../fallbackFaqs.ts';
import { Accordion } from './Accordion.tsx';
import { InfoPage, InfoSection } from './InfoPage.tsx';
import * as styles from './InfoPage.css.ts';
import * as own from './SupportPage.css.ts';

/** What the FAQ list shows (faqListMachine's states): a skeleton, the server's entries, or the fixed five. */
export const supportFaqStatuses = ['loading', 'ready', 'fallback'] as const;
export type SupportFaqStatus = (typeof supportFaqStatuses)[number];

export type SupportPageProps = {
  status: SupportFaqStatus;
  /** The server's entries; an empty list shows the fixed five (without the notice: nothing failed). */
  faqs: readonly FaqEntry[];
  /** Ask for the list again (shown with the fallback notice). */
  onRetry?: () => void;
  /** The contact form block (part 2 §2 "/support: contact form plus an FAQ list from the server"). */
  form?: ReactNode;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** /support: the form, and the FAQ from the server, or on failure the fixed five with a notice (part 2 §8). */
export function SupportPage({ status, faqs, onRetry, form, renderLink = defaultRenderLink }: SupportPageProps) {
  const { i18n } = useLingui();
  const entries = status === 'ready' && faqs.length > 0 ? faqs : fallbackFaqs(i18n);
  return (
    <InfoPage
      eyebrow={<Trans>Помощь</Trans>}
      title={<Trans>Поддержка</Trans>}
      lead={
        <Trans>
          Задайте вопрос о заказе, доставке, гарантии или сервисе — менеджер ответит по телефону или в мессенджере в
          рабочие часы. Ответы на частые вопросы собраны ниже.
        </Trans>
      }
      form={form}
    >
      <InfoSection id="faq" title={<Trans>Частые вопросы</Trans>}>
        {status === 'loading' ? (
          <div className={own.loading} aria-busy="true">
            <span className={visuallyHidden} role="status">
              <Trans>Загружаем вопросы…</Trans>
            </span>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} shape="text" className={own.skeletonRow} />
            ))}
          </div>
        ) : (
          <>
            {status === 'fallback' && (
              <div className={own.notice} role="status">
                <InfoIcon size={18} className={own.noticeIcon} />
                <p className={own.noticeText}>
                  <Trans>Не удалось загрузить все вопросы — показываем самые частые.</Trans>
                </p>
                {onRetry && (
                  <Button variant="link" size="sm" onClick={onRetry}>
                    <Trans>Повторить</Trans>
                  </Button>
                )}
              </div>
            )}
            <Accordion items={entries} />
          </>
        )}
        <p className={styles.cardText}>
          <Trans>
            Больше ответов — на странице {renderLink({ href: '/faq', className: styles.link, children: <Trans>«Вопросы и ответы»</Trans> })};
            телефон, мессенджеры и адреса бутиков — в {renderLink({ href: '/contacts', className: styles.link, children: <Trans>контактах</Trans> })}.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
