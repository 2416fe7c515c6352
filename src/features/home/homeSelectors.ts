import type { ApiFailure } from '../../api/errors.ts';
import type { Banner, Brand, Watch } from '../../api/types.ts';
import { selectArrivalsStatus, selectHeroStatus, selectTrendingStatus, type HomeSnapshot } from '../../machines/homeMachine.ts';
import { popularSlides, selectFaqsLoading, selectPopularStatus, type PopularSnapshot, type PopularStatus } from '../../machines/popularMachine.ts';
import { productHref } from '../../domain/productLinks.ts';
import { cardOf, primaryPhoto } from '../../domain/productCard.ts';
import type { HeroCarouselStatus, HeroSlide } from '../../ui/views/HeroCarousel/HeroCarousel.tsx';
import type { HomeBrandLink } from '../../ui/views/HomeBrands/HomeBrands.tsx';
import type { HomeSectionStatus } from '../../ui/views/HomePage/HomePage.tsx';
import type { HomeProduct, PopularFaq, PopularSlideView } from '../../ui/views/PopularBlock/PopularBlock.tsx';
import { homeBrandLinks } from './homeBrands.ts';
import { memoLast } from '../../runtime/memoLast.ts';

/**
 * The home page's reads (part 1 §2.2 items 2–8): homeMachine's and popularMachine's snapshots as the views' data
 * props. Screens read them with `useSelector(actor, select…Props, shallowEqual)`: each list keeps its identity
 * until the context field it is made from changes, so a snapshot that changes nothing shown re-renders nothing.
 */


const toProduct = (watch: Watch): HomeProduct => cardOf('watch', watch);

const toSlide = (watch: Watch): HeroSlide => ({
  id: watch.id,
  href: productHref('watch', watch.id),
  brand: watch.brand.name,
  model: watch.model_name,
  reference: watch.reference,
  year: watch.production_year,
  imageUrl: primaryPhoto(watch.photos)?.image_url ?? null,
  priceUsd: watch.price_usd,
  priceOnRequest: watch.price_on_request,
});

const toBanner = (banner: Banner) => ({ id: banner.id, title: banner.title, subtitle: banner.subtitle, imageUrl: banner.image, href: banner.link });

// One memo per list: the home page has one actor of each machine at a time.
const heroSlidesOf = memoLast((hero: readonly Watch[]) => hero.map(toSlide));
const arrivalsOf = memoLast((watches: readonly Watch[]) => watches.map(toProduct));
const trendingOf = memoLast((watches: readonly Watch[]) => watches.map(toProduct));
const brandsOf = memoLast((brands: readonly Brand[]) => homeBrandLinks(brands));
const slidesOf = memoLast(
  (watches: readonly Watch[], banners: readonly Banner[]): PopularSlideView[] =>
    popularSlides(watches, banners).map((slide) => ({
      products: [toProduct(slide.watches[0]), toProduct(slide.watches[1])],
      banner: slide.banner ? toBanner(slide.banner) : null,
    })),
);

export type HomePageData = {
  heroStatus: HeroCarouselStatus;
  heroSlides: HeroSlide[];
  brands: HomeBrandLink[];
  arrivalsStatus: HomeSectionStatus;
  arrivals: HomeProduct[];
  arrivalsFailure: ApiFailure | null;
  trendingStatus: HomeSectionStatus;
  trending: HomeProduct[];
  trendingFailure: ApiFailure | null;
};

/** HomePage's data, flat so that shallowEqual sees each part (the screen nests them into the view's sections). */
export function selectHomePageProps(snapshot: HomeSnapshot): HomePageData {
  const { context } = snapshot;
  return {
    heroStatus: selectHeroStatus(snapshot),
    heroSlides: heroSlidesOf(context.hero),
    brands: brandsOf(context.brands),
    arrivalsStatus: selectArrivalsStatus(snapshot),
    arrivals: arrivalsOf(context.arrivals),
    arrivalsFailure: context.arrivalsFailure,
    trendingStatus: selectTrendingStatus(snapshot),
    trending: trendingOf(context.trending),
    trendingFailure: context.trendingFailure,
  };
}

export type PopularBlockData = {
  status: PopularStatus;
  slides: PopularSlideView[];
  /** The server's FAQ entries; null shows the view's fixed five (part 1 §2.2 item 8). */
  faqs: PopularFaq[] | null;
  faqsLoading: boolean;
};

export function selectPopularBlockProps(snapshot: PopularSnapshot): PopularBlockData {
  const { context } = snapshot;
  return {
    status: selectPopularStatus(snapshot),
    slides: slidesOf(context.watches, context.banners),
    faqs: context.faqs.length > 0 ? context.faqs : null,
    faqsLoading: selectFaqsLoading(snapshot),
  };
}
