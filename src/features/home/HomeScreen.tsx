import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { selectCarouselView } from '../../machines/carouselMachine.ts';
import { homeMachine, selectHeroRotation } from '../../machines/homeMachine.ts';
import { popularMachine, selectPopularRotation } from '../../machines/popularMachine.ts';
import { useRouteActor } from '../../runtime/appActors.tsx';
import { OrderRequestBlock } from '../../widgets/contactForm.tsx';
import { useLocale } from '../../runtime/i18n.ts';
import { renderLink } from '../../runtime/links.tsx';
import { SOCIAL_CHANNELS } from '../../domain/socialLinks.ts';
import { useHydrated } from '../../runtime/ssr.tsx';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { HomePage } from '../../ui/views/HomePage/HomePage.tsx';
import { PopularBlock } from '../../ui/views/PopularBlock/PopularBlock.tsx';
import { selectHomePageProps, selectPopularBlockProps } from './homeSelectors.ts';

const allowsMotion = () => typeof window !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Part 1 §2.2 items 2–10: the home page, wiring homeMachine and popularMachine to the HomePage view, and the order
 * request form (widgets/contactForm.tsx) above the footer.
 */
export default function HomeScreen(_props: ScreenProps) {
  const locale = useLocale();
  // Read once: a visitor who asks for reduced motion gets carousels that move only when told to. The server cannot
  // know it: a server-rendered page starts still and is told once hydrated (issue 16 §1).
  const [motionAllowed] = useState(allowsMotion);
  const hydrated = useHydrated();
  const autoplay = motionAllowed && hydrated;
  const home = useRouteActor(homeMachine, { input: { autoplay: motionAllowed } }, 'home');
  const popular = useRouteActor(popularMachine, { input: { autoplay: motionAllowed } }, 'popular');
  useEffect(() => {
    home.send({ type: 'carousel.autoplay', enabled: motionAllowed });
    popular.send({ type: 'carousel.autoplay', enabled: motionAllowed });
  }, [home, popular, motionAllowed]);

  const page = useSelector(home, selectHomePageProps, shallowEqual);
  // The carousels are child actors: their slide changes are read from them, not from the parents' snapshots.
  const heroRef = useSelector(home, selectHeroRotation);
  const hero = useSelector(heroRef, selectCarouselView, shallowEqual);
  const block = useSelector(popular, selectPopularBlockProps, shallowEqual);
  const rotationRef = useSelector(popular, selectPopularRotation);
  const rotation = useSelector(rotationRef, selectCarouselView, shallowEqual);

  return (
    <HomePage
      locale={locale}
      socialLinks={SOCIAL_CHANNELS}
      renderLink={renderLink}
      hero={{
        status: page.heroStatus,
        slides: page.heroSlides,
        index: hero.index,
        rotating: hero.rotating,
        autoplay,
        userPaused: hero.userPaused,
        moved: hero.moved,
        onPrev: () => home.send({ type: 'carousel.prev' }),
        onNext: () => home.send({ type: 'carousel.next' }),
        onGoTo: (index) => home.send({ type: 'carousel.goTo', index }),
        onPause: (reason) => home.send({ type: 'carousel.pause', reason }),
        onResume: (reason) => home.send({ type: 'carousel.resume', reason }),
      }}
      brands={page.brands}
      arrivals={{
        status: page.arrivalsStatus,
        products: page.arrivals,
        failure: page.arrivalsFailure,
        onRetry: () => home.send({ type: 'arrivals.retry' }),
      }}
      trending={{
        status: page.trendingStatus,
        products: page.trending,
        failure: page.trendingFailure,
        onRetry: () => home.send({ type: 'trending.retry' }),
      }}
      popular={
        <PopularBlock
          status={block.status}
          slides={block.slides}
          index={rotation.index}
          rotating={rotation.rotating}
          onPrev={() => popular.send({ type: 'carousel.prev' })}
          onNext={() => popular.send({ type: 'carousel.next' })}
          onGoTo={(index) => popular.send({ type: 'carousel.goTo', index })}
          onPause={(reason) => popular.send({ type: 'carousel.pause', reason })}
          onResume={(reason) => popular.send({ type: 'carousel.resume', reason })}
          onRetry={() => popular.send({ type: 'popular.retry' })}
          faqs={block.faqs}
          faqsLoading={block.faqsLoading}
          locale={locale}
          renderLink={renderLink}
        />
      }
      orderRequest={<OrderRequestBlock page="/" />}
    />
  );
}
