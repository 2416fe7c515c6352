import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Banner, Watch } from '../../api/types.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import type { CarouselContext } from '../../machines/carouselMachine.ts';
import { homeMachine } from '../../machines/homeMachine.ts';
import { popularMachine, popularSlides } from '../../machines/popularMachine.ts';
import type { HeroSlide } from '../../ui/views/HeroCarousel/HeroCarousel.tsx';
import { HomePage, type HomeSectionStatus } from '../../ui/views/HomePage/HomePage.tsx';
import { PopularBlock, type HomeProduct, type PopularBlockStatus, type PopularSlideView } from '../../ui/views/PopularBlock/PopularBlock.tsx';
import { homeBrandLinks } from './homeBrands.ts';
import { productHref, renderLink } from '../../runtime/links.tsx';
import { cardOf, primaryPhoto } from '../../runtime/productCard.ts';

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

/** The leaf of one region of a parallel machine ("showing", "failure", …). */
const region = (value: unknown, name: string): string => String((value as Record<string, unknown>)[name]);

type CarouselView = { index: number; rotating: boolean; userPaused: boolean };
const carouselView = (snapshot: { value: unknown; context: CarouselContext } | undefined): CarouselView => ({
  index: snapshot?.context.index ?? 0,
  rotating: snapshot?.value === 'playing',
  userPaused: snapshot?.context.holds.includes('user') ?? false,
});
const sameCarousel = (a: CarouselView, b: CarouselView) => a.index === b.index && a.rotating === b.rotating && a.userPaused === b.userPaused;

/** Part 1 §2.2 items 2–9: the home page, wiring homeMachine and popularMachine to the HomePage view. */
export default function HomeScreen(_props: ScreenProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'ru';
  // Read once: a visitor who asks for reduced motion gets carousels that move only when told to.
  const [autoplay] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  const home = useRouteActor(homeMachine, { input: { autoplay } });
  const popular = useRouteActor(popularMachine, { input: { autoplay } });

  const homeValue = useSelector(home, (snapshot) => snapshot.value);
  const context = useSelector(home, (snapshot) => snapshot.context);
  const heroRef = useSelector(home, (snapshot) => snapshot.children.heroRotation as AnyActorRef | undefined);
  const hero = useSelector(heroRef, (snapshot) => carouselView(snapshot), sameCarousel);

  const popularValue = useSelector(popular, (snapshot) => snapshot.value);
  const popularContext = useSelector(popular, (snapshot) => snapshot.context);
  const rotationRef = useSelector(popular, (snapshot) => snapshot.children.rotation as AnyActorRef | undefined);
  const rotation = useSelector(rotationRef, (snapshot) => carouselView(snapshot), sameCarousel);

  const heroSlides = useMemo(() => context.hero.map(toSlide), [context.hero]);
  const arrivals = useMemo(() => context.arrivals.map(toProduct), [context.arrivals]);
  const trending = useMemo(() => context.trending.map(toProduct), [context.trending]);
  const brands = useMemo(() => homeBrandLinks(context.brands), [context.brands]);
  const slides = useMemo<PopularSlideView[]>(
    () =>
      popularSlides(popularContext.watches, popularContext.banners).map((slide) => ({
        products: [toProduct(slide.watches[0]), toProduct(slide.watches[1])],
        banner: slide.banner ? toBanner(slide.banner) : null,
      })),
    [popularContext.watches, popularContext.banners],
  );

  const heroStatus = region(homeValue, 'hero') as 'loading' | 'showing' | 'unavailable';
  const itemsStatus = region(popularValue, 'items');
  const popularStatus: PopularBlockStatus = itemsStatus === 'loadingFallback' ? 'loading' : (itemsStatus as PopularBlockStatus);

  return (
    <HomePage
      locale={locale}
      renderLink={renderLink}
      hero={{
        status: heroStatus,
        slides: heroSlides,
        index: hero.index,
        rotating: hero.rotating,
        autoplay,
        userPaused: hero.userPaused,
        onPrev: () => home.send({ type: 'carousel.prev' }),
        onNext: () => home.send({ type: 'carousel.next' }),
        onGoTo: (index) => home.send({ type: 'carousel.goTo', index }),
        onPause: (reason) => home.send({ type: 'carousel.pause', reason }),
        onResume: (reason) => home.send({ type: 'carousel.resume', reason }),
      }}
      brands={brands}
      arrivals={{
        status: region(homeValue, 'arrivals') as HomeSectionStatus,
        products: arrivals,
        failure: context.arrivalsFailure,
        onRetry: () => home.send({ type: 'arrivals.retry' }),
      }}
      trending={{
        status: region(homeValue, 'trending') as HomeSectionStatus,
        products: trending,
        failure: context.trendingFailure,
        onRetry: () => home.send({ type: 'trending.retry' }),
      }}
      popular={
        <PopularBlock
          status={popularStatus}
          slides={slides}
          index={rotation.index}
          rotating={rotation.rotating}
          onPrev={() => popular.send({ type: 'carousel.prev' })}
          onNext={() => popular.send({ type: 'carousel.next' })}
          onGoTo={(index) => popular.send({ type: 'carousel.goTo', index })}
          onPause={(reason) => popular.send({ type: 'carousel.pause', reason })}
          onResume={(reason) => popular.send({ type: 'carousel.resume', reason })}
          onRetry={() => popular.send({ type: 'popular.retry' })}
          faqs={popularContext.faqs.length > 0 ? popularContext.faqs : null}
          faqsLoading={region(popularValue, 'faqs') === 'loading'}
          locale={locale}
          renderLink={renderLink}
        />
      }
    />
  );
}
