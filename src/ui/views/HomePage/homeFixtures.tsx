import { fn } from 'storybook/test';
import type { HeroSlide } from '../HeroCarousel/HeroCarousel.tsx';
import { watchPicture } from '../HeroCarousel/watchPicture.ts';
import type { HomeBrandLink } from '../HomeBrands/HomeBrands.tsx';
import { PopularBlock, type HomeProduct } from '../PopularBlock/PopularBlock.tsx';
import type { HomePageProps } from './HomePage.tsx';

/** Story data for the home page (no server). */
const models: [string, string, string][] = [
  ['Rolex', 'Submariner Date', '#1C1C1C'],
  ['Patek Philippe', 'Aquanaut', '#4A4F55'],
  ['Cartier', 'Santos de Cartier', '#F2EFE8'],
  ['Audemars Piguet', 'Royal Oak', '#2F4A63'],
  ['Hublot', 'Big Bang Unico', '#2E2E2E'],
  ['Bvlgari', 'Octo Finissimo', '#6B6F73'],
  ['Richard Mille', 'RM 035', '#3A3A3A'],
  ['Franck Muller', 'Vanguard', '#1F3B5A'],
  ['F.P. Journe', 'Chronomètre Bleu', '#27456E'],
  ['Hermès', 'Arceau', '#F5F1E8'],
  ['Rolex', 'GMT-Master II', '#101010'],
  ['Cartier', 'Tank Louis Cartier', '#FBF8F2'],
];

export const products: HomeProduct[] = models.map(([brand, model, dial], index) => ({
  id: index + 1,
  href: `/product/${index + 1}`,
  imageUrl: watchPicture(dial),
  imageAlt: `${brand} ${model}`,
  brand,
  model,
  reference: `REF${100 + index}`,
  priceUsd: index % 5 === 1 ? null : `${18000 + index * 3500}.00`,
  priceOnRequest: index % 5 === 1,
  isLimitedEdition: index === 6,
}));

export const heroSlides: HeroSlide[] = products.slice(0, 10).map((product, index) => ({
  id: product.id,
  href: product.href,
  brand: product.brand,
  model: product.model,
  reference: product.reference,
  year: 2024 - Math.floor(index / 4),
  imageUrl: product.imageUrl,
  priceUsd: product.priceUsd,
  priceOnRequest: product.priceOnRequest,
}));

const names: [HomeBrandLink['key'], string][] = [
  ['patekPhilippe', 'Patek Philippe'],
  ['bvlgari', 'Bvlgari'],
  ['cartier', 'Cartier'],
  ['rolex', 'Rolex'],
  ['richardMille', 'Richard Mille'],
  ['hermes', 'Hermès'],
  ['hublot', 'Hublot'],
  ['fpJourne', 'F.P. Journe'],
  ['franckMuller', 'Franck Muller'],
  ['audemarsPiguet', 'Audemars Piguet'],
];
export const brandsById: HomeBrandLink[] = names.map(([key, name], index) => ({ key, name, href: `/catalog?brand_ids=${index + 1}` }));
export const brandsByName: HomeBrandLink[] = names.map(([key, name]) => ({ key, name, href: `/catalog?${new URLSearchParams({ brand: name })}` }));

export const popular = (
  <PopularBlock
    status="showing"
    slides={[{ products: [products[0] as HomeProduct, products[2] as HomeProduct], banner: null }]}
    index={0}
    rotating={false}
    onPrev={fn()}
    onNext={fn()}
    onGoTo={fn()}
    onPause={fn()}
    onResume={fn()}
    onRetry={fn()}
    faqs={null}
    locale="ru"
  />
);

export const homeArgs: HomePageProps = {
  locale: 'ru',
  hero: {
    status: 'showing',
    slides: heroSlides,
    index: 0,
    rotating: false,
    autoplay: true,
    userPaused: false,
    onPrev: fn(),
    onNext: fn(),
    onGoTo: fn(),
    onPause: fn(),
    onResume: fn(),
  },
  brands: brandsById,
  arrivals: { status: 'showing', products: products.slice(0, 9), failure: null, onRetry: fn() },
  trending: { status: 'showing', products: products.slice(0, 12), failure: null, onRetry: fn() },
  popular,
};
