import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../a11y.css.ts';
import { ErrorBox } from '../../ErrorBox/ErrorBox.tsx';
import type { ErrorLike } from '../../ErrorBox/errorText.ts';
import { HorizontalSlider } from '../../HorizontalSlider/HorizontalSlider.tsx';
import { defaultRenderLink, type LinkRenderProps } from '../../link.tsx';
import type { PriceLocale } from '../../Price/price.ts';
import { ProductCard } from '../../ProductCard/ProductCard.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { HeroCarousel, type HeroCarouselProps } from '../HeroCarousel/HeroCarousel.tsx';
import { HomeBrands, type HomeBrandLink } from '../HomeBrands/HomeBrands.tsx';
import { SOCIAL_NAMES, type SocialKind, type SocialLink } from '../socialLinks.ts';
import type { HomeProduct } from '../PopularBlock/PopularBlock.tsx';
import * as styles from './HomePage.css.ts';

export const homeSectionStatuses = ['loading', 'showing', 'empty', 'failure'] as const;
export type HomeSectionStatus = (typeof homeSectionStatuses)[number];

export type HomeSection = {
  status: HomeSectionStatus;
  products: HomeProduct[];
  /** What went wrong; new arrivals show its text when it has one (part 1 §8 "Home"). */
  failure?: ErrorLike | null;
  onRetry: () => void;
};

export type HomePageProps = {
  locale: PriceLocale;
  hero: Omit<HeroCarouselProps, 'locale' | 'renderLink'>;
  brands: HomeBrandLink[];
  arrivals: HomeSection;
  trending: HomeSection;
  /** The popular block (its own machine and view). */
  popular: ReactNode;
  /** Part 1 §2.2 item 10: the order request form above the footer (its own machine and view). */
  orderRequest?: ReactNode;
  /** The configured social channels; the "follow us" block is hidden when there is none (issue 22 item 22). */
  socialLinks?: readonly SocialLink[];
  renderLink?: (props: LinkRenderProps) => ReactNode;
};

/** Part 1 §9: new arrivals show 9 (the skeleton holds their place, so the page below does not jump). */
const ARRIVALS_SKELETONS = 9;

function SectionHead({ id, title, action }: { id: string; title: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {action}
    </div>
  );
}

/** As many cards as will arrive, each the size of a product card (square picture, then its text). */
function CardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton className={styles.skeletonImage} height="auto" />
          <div className={styles.skeletonBody}>
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="text" width="80%" height="1.6em" />
            <Skeleton shape="text" width="55%" />
            <Skeleton shape="text" width="35%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The home page (part 1 §2.2 items 2–10), top to bottom, between the shell's header and footer. */
export function HomePage({ locale, hero, brands, arrivals, trending, popular, orderRequest, socialLinks = [], renderLink = defaultRenderLink }: HomePageProps) {
  const { t } = useLingui();
  const card = (product: HomeProduct) => (
    <ProductCard key={product.id} {...product} locale={locale} renderLink={renderLink} headingLevel={3} />
  );
  const catalogLink = renderLink({ href: '/catalog', className: styles.more, children: <Trans>Весь каталог</Trans> });

  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>
        <Trans>Москва · Дубай — бутик часов, украшений и сумок класса люкс</Trans>
      </h1>

      <HeroCarousel {...hero} locale={locale} renderLink={renderLink} />

      <div className={styles.section}>
        <HomeBrands brands={brands} renderLink={renderLink} />
      </div>

      <section className={styles.section} aria-labelledby="home-arrivals">
        <SectionHead id="home-arrivals" title={<Trans>Новые поступления</Trans>} action={catalogLink} />
        {arrivals.status === 'loading' && <CardSkeletons count={ARRIVALS_SKELETONS} className={styles.grid} />}
        {arrivals.status === 'failure' && (
          <ErrorBox error={arrivals.failure?.message || arrivals.failure?.detail ? arrivals.failure : { message: t`Не удалось загрузить новые поступления` }} onRetry={arrivals.onRetry} />
        )}
        {arrivals.status === 'empty' && (
          <p className={styles.empty}>
            <Trans>Новых поступлений пока нет</Trans>
          </p>
        )}
        {arrivals.status === 'showing' && <div className={styles.grid}>{arrivals.products.map(card)}</div>}
      </section>

      <section className={`${styles.section} ${styles.advantages}`} aria-labelledby="home-about">
        <p className={styles.eyebrow}>
          <Trans>Москва · Дубай</Trans>
        </p>
        <h2 id="home-about" className={styles.advantagesTitle}>
          <Trans>Часы, украшения и сумки, которым доверяют</Trans>
        </h2>
        <p className={styles.advantagesText}>
          <Trans>
            Мы собираем редкие и востребованные модели ведущих домов — от Patek Philippe и Audemars Piguet до Richard
            Mille и F.P. Journe. Каждый экземпляр проверяют наши эксперты, а сделки проходят конфиденциально — в бутиках
            в Москве и Дубае или с доставкой.
          </Trans>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="home-promo">
        <h2 id="home-promo" className={visuallyHidden}>
          <Trans>Почему мы</Trans>
        </h2>
        <ul className={styles.promo}>
          <li className={styles.promoItem}>
            <PromoIcon kind="authenticity" />
            <h3 className={styles.promoTitle}>
              <Trans>Подлинность</Trans>
            </h3>
            <p className={styles.promoText}>
              <Trans>Экспертиза каждого экземпляра, документы и гарантия оригинальности.</Trans>
            </p>
            {renderLink({ href: '/authenticity', className: styles.promoLink, children: <Trans>О проверке</Trans> })}
          </li>
          <li className={styles.promoItem}>
            <PromoIcon kind="range" />
            <h3 className={styles.promoTitle}>
              <Trans>Широкий выбор</Trans>
            </h3>
            <p className={styles.promoText}>
              <Trans>Сотни моделей в наличии: от классики до редких лимитированных серий.</Trans>
            </p>
            {renderLink({ href: '/catalog', className: styles.promoLink, children: <Trans>В каталог</Trans> })}
          </li>
          <li className={styles.promoItem}>
            <PromoIcon kind="prices" />
            <h3 className={styles.promoTitle}>
              <Trans>Гибкие цены</Trans>
            </h3>
            <p className={styles.promoText}>
              <Trans>Честная оценка, обмен и выкуп ваших часов в зачёт покупки.</Trans>
            </p>
            {renderLink({ href: '/watch-buyback', className: styles.promoLink, children: <Trans>Выкуп и обмен</Trans> })}
          </li>
          <li className={styles.promoItem}>
            <PromoIcon kind="delivery" />
            <h3 className={styles.promoTitle}>
              <Trans>Быстрая доставка</Trans>
            </h3>
            <p className={styles.promoText}>
              <Trans>По Москве и Дубаю — в день заказа, по миру — застрахованной курьерской службой.</Trans>
            </p>
            {renderLink({ href: '/terms#delivery', className: styles.promoLink, children: <Trans>Условия доставки</Trans> })}
          </li>
        </ul>
      </section>

      {/* Not a region itself: the slider is the "В тренде" region (two landmarks with one name confuse). */}
      <div className={styles.section}>
        <SectionHead id="home-trending" title={<Trans>В тренде</Trans>} />
        {trending.status === 'loading' && <CardSkeletons count={4} className={styles.row} />}
        {trending.status === 'failure' && (
          <ErrorBox error={{ message: t`Не удалось загрузить популярные модели` }} onRetry={trending.onRetry} />
        )}
        {trending.status === 'empty' && (
          <p className={styles.empty}>
            <Trans>Пока нет товаров</Trans>
          </p>
        )}
        {trending.status === 'showing' && <HorizontalSlider label={t`В тренде`}>{trending.products.map(card)}</HorizontalSlider>}
      </div>

      <div className={styles.section}>{popular}</div>

      {socialLinks.length > 0 && (
        <section className={`${styles.section} ${styles.social}`} aria-labelledby="home-social">
          <h2 id="home-social" className={styles.socialTitle}>
            <Trans>Следите за нами</Trans>
          </h2>
          <p className={styles.socialText}>
            <Trans>Обзоры новинок, поступления и закрытые предложения — раньше, чем на сайте.</Trans>
          </p>
          <ul className={styles.socialList}>
            {socialLinks.map(({ kind, href }) => (
              <li key={kind}>
                <a className={styles.socialLink} href={href} rel="noopener">
                  <SocialIcon kind={kind} />
                  {SOCIAL_NAMES[kind]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {orderRequest && <div className={styles.section}>{orderRequest}</div>}
    </div>
  );
}

const iconProps = {
  width: 40,
  height: 40,
  viewBox: '0 0 40 40',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

function PromoIcon({ kind }: { kind: 'authenticity' | 'range' | 'prices' | 'delivery' }) {
  return (
    <svg {...iconProps} className={styles.promoIcon}>
      {kind === 'authenticity' && (
        <>
          <path d="M20 4l13 5v10c0 8-5.6 14-13 17C12.6 33 7 27 7 19V9z" />
          <path d="M14 20l4 4 8-9" />
        </>
      )}
      {kind === 'range' && (
        <>
          <circle cx="20" cy="20" r="9" />
          <circle cx="20" cy="20" r="13" />
          <path d="M16 4h8M16 36h8M20 14v6l4 2" />
        </>
      )}
      {kind === 'prices' && (
        <>
          <path d="M6 20l14-14h12v12L18 32z" />
          <circle cx="26" cy="12" r="2" />
          <path d="M15 21l5 5" />
        </>
      )}
      {kind === 'delivery' && (
        <>
          <path d="M4 12h20v16H4zM24 18h7l5 5v5H24" />
          <circle cx="11" cy="30" r="3" />
          <circle cx="30" cy="30" r="3" />
        </>
      )}
    </svg>
  );
}

function SocialIcon({ kind }: { kind: SocialKind }) {
  return (
    <svg {...iconProps} width={22} height={22} viewBox="0 0 24 24" strokeWidth={1.5}>
      {kind === 'youtube' && (
        <>
          <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
          <path d="M10 9.5v5l4.5-2.5z" />
        </>
      )}
      {kind === 'telegram' && <path d="M21 4L3 11l6 2.5L11 20l3.5-4.5L19 19z M9 13.5L21 4" />}
      {kind === 'instagram' && (
        <>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17" cy="7" r="0.8" />
        </>
      )}
    </svg>
  );
}
