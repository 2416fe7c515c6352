import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeBanner, makeBrand, makeFaq, makeWatches } from '../../../tests/support/homeFixtures.ts';
import { fakeRequest, flush } from '../../../tests/support/machines/fakes.ts';
import { ApiError } from '../../api/errors.ts';
import type { Banner, Brand, Faq, Watch } from '../../api/types.ts';
import { homeMachine } from '../../machines/homeMachine.ts';
import { popularMachine } from '../../machines/popularMachine.ts';
import { selectHomePageProps, selectPopularBlockProps } from './homeSelectors.ts';

function home() {
  const fakes = { fetchHero: fakeRequest<Watch[]>(), fetchArrivals: fakeRequest<Watch[]>(), fetchTrending: fakeRequest<Watch[]>(), fetchBrands: fakeRequest<Brand[]>() };
  const actor = createActor(
    homeMachine.provide({
      actors: { fetchHero: fakes.fetchHero.logic, fetchArrivals: fakes.fetchArrivals.logic, fetchTrending: fakes.fetchTrending.logic, fetchBrands: fakes.fetchBrands.logic },
      actions: { logFailure: () => {} },
    }),
    { input: { seed: 5, autoplay: false } },
  ).start();
  return { actor, fakes };
}

function popular() {
  const fakes = { fetchPopular: fakeRequest<Watch[]>(), fetchNewest: fakeRequest<Watch[]>(), fetchBanners: fakeRequest<Banner[]>(), fetchFaqs: fakeRequest<Faq[]>() };
  const actor = createActor(
    popularMachine.provide({
      actors: { fetchPopular: fakes.fetchPopular.logic, fetchNewest: fakes.fetchNewest.logic, fetchBanners: fakes.fetchBanners.logic, fetchFaqs: fakes.fetchFaqs.logic },
      actions: { logFailure: () => {} },
    }),
    { input: { autoplay: false } },
  ).start();
  return { actor, fakes };
}

const failure = new ApiError({ code: 'timeout', message: 'Request timeout. Please try again.' });

describe('home page reads (part 1 §2.2 items 2–8)', () => {
  it('starts with every section loading and the logos linked by name', () => {
    const props = selectHomePageProps(home().actor.getSnapshot());
    expect(props).toMatchObject({ heroStatus: 'loading', heroSlides: [], arrivalsStatus: 'loading', arrivals: [], trendingStatus: 'loading', trending: [] });
    expect(props.brands.find((link) => link.key === 'rolex')?.href).toBe('/catalog?brand=Rolex');
  });

  it('maps the banner slides, the cards and the logos, and keeps each section’s failure', async () => {
    const { actor, fakes } = home();
    fakes.fetchHero.last().resolve(makeWatches(2));
    fakes.fetchBrands.last().resolve([makeBrand(4, 'Rolex')]);
    fakes.fetchArrivals.last().resolve(makeWatches(3, 10));
    fakes.fetchTrending.last().reject(failure);
    await flush();
    const props = selectHomePageProps(actor.getSnapshot());
    expect(props.heroStatus).toBe('showing');
    expect(props.heroSlides[0]).toEqual({
      id: 1,
      href: '/product/1',
      brand: 'Rolex',
      model: 'Model 1',
      reference: 'REF-1',
      year: 2020,
      imageUrl: '/media/watches/1/1.svg',
      priceUsd: '10001.00',
      priceOnRequest: false,
    });
    expect(props.brands.find((link) => link.key === 'rolex')?.href).toBe('/catalog?brand_ids=4');
    expect(props.arrivalsStatus).toBe('showing');
    expect(props.arrivals.map((card) => card.href).sort()).toEqual(['/product/10', '/product/11', '/product/12']);
    expect(props).toMatchObject({ trendingStatus: 'failure', trending: [], trendingFailure: { code: 'timeout' }, arrivalsFailure: null });
  });

  it('keeps every list the same array while its context field is unchanged (shallowEqual then skips the render)', async () => {
    const { actor, fakes } = home();
    fakes.fetchHero.last().resolve(makeWatches(2));
    fakes.fetchArrivals.last().reject(failure);
    await flush();
    const before = selectHomePageProps(actor.getSnapshot());
    actor.send({ type: 'arrivals.retry' });
    const after = selectHomePageProps(actor.getSnapshot());
    expect(after.arrivalsStatus).toBe('loading');
    expect(after.heroSlides).toBe(before.heroSlides);
    expect(after.brands).toBe(before.brands);
    expect(after.trending).toBe(before.trending);
  });
});

describe('popular block reads (part 1 §2.2 item 8)', () => {
  it('is loading through the fallback request, with the fixed FAQs until the server’s come', async () => {
    const { actor, fakes } = popular();
    expect(selectPopularBlockProps(actor.getSnapshot())).toEqual({ status: 'loading', slides: [], faqs: null, faqsLoading: true });
    fakes.fetchPopular.last().resolve(makeWatches(1));
    fakes.fetchFaqs.last().resolve([]);
    await flush();
    expect(actor.getSnapshot().matches({ items: 'loadingFallback' })).toBe(true);
    expect(selectPopularBlockProps(actor.getSnapshot())).toEqual({ status: 'loading', slides: [], faqs: null, faqsLoading: false });
  });

  it('pairs the watches into slides with the banners, and passes the server’s FAQs', async () => {
    const { actor, fakes } = popular();
    fakes.fetchBanners.last().resolve([makeBanner(7)]);
    fakes.fetchFaqs.last().resolve([makeFaq(1)]);
    fakes.fetchPopular.last().resolve(makeWatches(4));
    await flush();
    const props = selectPopularBlockProps(actor.getSnapshot());
    expect(props.status).toBe('showing');
    expect(props.slides.map((slide) => slide.products.map((product) => product.href))).toEqual([
      ['/product/1', '/product/2'],
      ['/product/3', '/product/4'],
    ]);
    expect(props.slides.map((slide) => slide.banner?.id)).toEqual([7, 7]);
    expect(props.faqs).toEqual([makeFaq(1)]);
    expect(selectPopularBlockProps(actor.getSnapshot()).slides).toBe(props.slides);
  });
});
