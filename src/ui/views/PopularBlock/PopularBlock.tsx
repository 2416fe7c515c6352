import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import { IconButton } from '../../IconButton/IconButton.tsx';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../../icons.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { ProductCard, type ProductCardProps } from '../../ProductCard/ProductCard.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../../a11y.css.ts';
import * as styles from './PopularBlock.css.ts';
import { fallbackFaqs } from '../fallbackFaqs.ts';
import { dot as dotStyle } from '../../dots.css.ts';

/** A watch as the home page's grids and sliders show it. */
export type HomeProduct = Pick<
  ProductCardProps,
  | 'href'
  | 'imageUrl'
  | 'imageAlt'
  | 'brand'
  | 'model'
  | 'reference'
  | 'priceUsd'
  | 'priceOnRequest'
  | 'isLimitedEdition'
  | 'limitedEditionPieces'
  | 'previousPriceUsd'
  | 'year'
  | 'condition'
  | 'fullSet'
  | 'availability'
  | 'availableQuantity'
> & { id: number };

export type PopularBanner = { id: number; title: string; subtitle?: string | null; imageUrl: string; href: string };
export type PopularSlideView = { products: [HomeProduct, HomeProduct]; banner: PopularBanner | null };
export type PopularFaq = { id: number | string; question: string; answer: string };

export const popularBlockStatuses = ['loading', 'showing', 'empty', 'failure'] as const;
export type PopularBlockStatus = (typeof popularBlockStatuses)[number];

export type PopularBlockProps = {
  status: PopularBlockStatus;
  slides: PopularSlideView[];
  index: number;
  /** Rotating by itself now (the slide change is then not announced). */
  rotating: boolean;
  onPrev: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onPause: (reason: 'hover' | 'focus') => void;
  onResume: (reason: 'hover' | 'focus') => void;
  onRetry: () => void;
  /** The server's FAQ entries; null or empty shows the boutique's fixed five (part 1 §2.2 item 8). */
  faqs: PopularFaq[] | null;
  /** The FAQ entries are still loading. */
  faqsLoading?: boolean;
  locale: PriceLocale;
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

export function PopularBlock({
  status,
  slides,
  index,
  rotating,
  onPrev,
  onNext,
  onGoTo,
  onPause,
  onResume,
  onRetry,
  faqs,
  faqsLoading = false,
  locale,
  renderLink = defaultRenderLink,
}: PopularBlockProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const count = slides.length;
  const position = count > 0 ? ((index % count) + count) % count : 0;
  const slide = slides[position];
  const number = position + 1;
  const faqList: PopularFaq[] =
    faqs && faqs.length > 0
      ? faqs.slice(0, 5)
      : fallbackFaqs(i18n);
  const focusOut = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onResume('focus');
  };

  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          <Trans>Популярное</Trans>
        </h2>
        {status === 'showing' && count > 1 && (
          <div className={styles.controls}>
            <IconButton variant="outline" aria-label={t`Предыдущие популярные`} icon={<ChevronLeftIcon />} onClick={onPrev} />
            <IconButton variant="outline" aria-label={t`Следующие популярные`} icon={<ChevronRightIcon />} onClick={onNext} />
          </div>
        )}
      </div>
      <div className={styles.layout}>
        <div
          className={styles.stage}
          onMouseEnter={() => onPause('hover')}
          onMouseLeave={() => onResume('hover')}
          onFocus={() => onPause('focus')}
          onBlur={focusOut}
        >
          {status === 'loading' && (
            <div className={styles.slide} aria-busy="true" aria-label={t`Загружаем популярные часы`} role="group">
              {[0, 1, 2].map((key) => (
                <div key={key} className={styles.skeletonCard}>
                  <Skeleton className={styles.skeletonImage} />
                  <Skeleton shape="text" lines={2} />
                </div>
              ))}
            </div>
          )}
          {status === 'failure' && (
            <ErrorBox error={{ message: t`Не удалось загрузить популярные часы` }} onRetry={onRetry} />
          )}
          {status === 'empty' && (
            <p className={styles.empty}>
              <Trans>Пока нет товаров</Trans>
            </p>
          )}
          {status === 'showing' && slide && (
            <>
              <div
                key={position}
                className={styles.slide}
                role="group"
                aria-roledescription={t`слайд`}
                aria-label={t`${number} из ${count}`}
                aria-live={rotating ? 'off' : 'polite'}
              >
                {slide.products.map((product) => (
                  <ProductCard
                    key={product.id}
                    {...product}
                    locale={locale}
                    renderLink={renderLink}
                    headingLevel={3}
                  />
                ))}
                {slide.banner ? (
                  <div className={styles.banner}>
                    <img className={styles.bannerImage} src={slide.banner.imageUrl} alt="" loading="lazy" />
                    <div className={styles.bannerText}>
                      <p className={styles.bannerTitle}>{slide.banner.title}</p>
                      {slide.banner.subtitle && <p className={styles.bannerSubtitle}>{slide.banner.subtitle}</p>}
                      {renderLink({
                        href: slide.banner.href,
                        className: styles.bannerLink,
                        children: (
                          <>
                            <Trans>Смотреть</Trans>
                            <span className={visuallyHidden}>: {slide.banner.title}</span>
                          </>
                        ),
                      })}
                    </div>
                  </div>
                ) : (
                  <div className={`${styles.banner} ${styles.bannerPlain}`}>
                    <div className={styles.bannerText}>
                      <p className={styles.bannerTitle}>
                        <Trans>Подберём часы под ваш запрос</Trans>
                      </p>
                      {renderLink({ href: '/appointment', className: styles.bannerLink, children: <Trans>Записаться на встречу</Trans> })}
                    </div>
                  </div>
                )}
              </div>
              {count > 1 && (
                <div className={styles.dots} role="group" aria-label={t`Выбор слайда популярного`}>
                  {slides.map((_, i) => {
                    const slideNumber = i + 1;
                    return (
                    <button
                      key={i}
                      type="button"
                      className={dotStyle}
                      aria-label={t`Слайд ${slideNumber} из ${count}`}
                      aria-current={i === position ? 'true' : undefined}
                      onClick={() => onGoTo(i)}
                    />
                    );
                  })}
                </div>
              )}
            </>
          )}
        </div>
        {/* Not an <aside>: a complementary landmark must be top level (axe), and this one sits in the block's section. */}
        <div className={styles.faq} aria-busy={faqsLoading || undefined}>
          <h3 id={`${id}-faq`} className={styles.faqTitle}>
            <Trans>Частые вопросы</Trans>
          </h3>
          {faqsLoading ? (
            <Skeleton shape="text" lines={5} />
          ) : (
            <div className={styles.faqList}>
              {faqList.map((faq) => (
                <details key={faq.id} className={styles.faqItem}>
                  <summary className={styles.faqQuestion}>
                    <span>{faq.question}</span>
                    <ChevronDownIcon className={styles.faqIcon} size={18} />
                  </summary>
                  <p className={styles.faqAnswer}>{faq.answer}</p>
                </details>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
