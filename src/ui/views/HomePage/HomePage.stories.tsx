import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderRequestForm } from '../OrderRequestForm/OrderRequestForm.tsx';
import { HomePage } from './HomePage.tsx';
import { brandsByName, homeArgs } from './homeFixtures.tsx';

/**
 * One story per leaf state of homeMachine (tests/stories/machineStates.test.ts): each region's state over a page
 * whose other sections are loaded.
 */
const socialLinks = [
  { kind: 'telegram', href: 'https://t.me/moscow_dubai_watches' },
  { kind: 'instagram', href: 'https://www.instagram.com/moscow.dubai.boutique/' },
  { kind: 'youtube', href: 'https://www.youtube.com/@moscowdubai' },
] as const;

const meta = {
  title: 'Views/HomePage',
  component: HomePage,
  args: { ...homeArgs, socialLinks },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeroLoading: Story = { args: { hero: { ...homeArgs.hero, status: 'loading', slides: [] } } };
export const HeroShowing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Новинки' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rolex' })).toHaveAttribute('href', '/catalog?brand_ids=4');
    const arrivals = canvas.getByRole('region', { name: 'Новые поступления' });
    await expect(within(arrivals).getAllByRole('article')).toHaveLength(9);
    const trending = canvas.getByRole('region', { name: 'В тренде' });
    await expect(within(trending).getAllByRole('article')).toHaveLength(12);
    // Issue 22 item 22: the configured channels, each at its own address.
    const social = within(canvas.getByRole('region', { name: 'Следите за нами' }));
    await expect(social.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/moscow_dubai_watches');
    await expect(social.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@moscowdubai');
    // Issue 22 item 22: «Условия доставки» leads to the terms' delivery section.
    await expect(canvas.getByRole('link', { name: 'Условия доставки' })).toHaveAttribute('href', '/terms#delivery');
    for (const link of canvas.getAllByRole('link')) await expect(link.getAttribute('href')).not.toMatch(/^#?$/);
  },
};
/** Issue 22 item 22: no channel configured: no "follow us" block at all, rather than links to nowhere. */
export const WithoutSocialLinks: Story = {
  args: { socialLinks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Следите за нами' })).toBeNull();
    await expect(canvasElement.querySelector('a[href="#"]')).toBeNull();
  },
};
export const HeroUnavailable: Story = { args: { hero: { ...homeArgs.hero, status: 'unavailable', slides: [] } } };
export const BrandsLoading: Story = { args: { brands: brandsByName } };
export const BrandsReady: Story = {};
export const BrandsUnavailable: Story = {
  args: { brands: brandsByName },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Rolex' })).toHaveAttribute('href', '/catalog?brand=Rolex');
  },
};
export const ArrivalsLoading: Story = { args: { arrivals: { ...homeArgs.arrivals, status: 'loading', products: [] } } };
export const ArrivalsShowing: Story = {};
export const ArrivalsEmpty: Story = { args: { arrivals: { ...homeArgs.arrivals, status: 'empty', products: [] } } };
export const ArrivalsFailure: Story = {
  args: {
    arrivals: { status: 'failure', products: [], failure: { message: 'Request timeout. Please try again.' }, onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const arrivals = within(within(canvasElement).getByRole('region', { name: 'Новые поступления' }));
    await expect(arrivals.getByRole('alert')).toHaveTextContent('Request timeout. Please try again.');
    await userEvent.click(arrivals.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.arrivals.onRetry).toHaveBeenCalled();
  },
};
/** Without a message from the transport, the home page's own text (home.loadNewArrivalsFailed). */
export const ArrivalsFailureFallback: Story = {
  args: { arrivals: { status: 'failure', products: [], failure: null, onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Не удалось загрузить новые поступления');
  },
};
export const TrendingLoading: Story = { args: { trending: { ...homeArgs.trending, status: 'loading', products: [] } } };
export const TrendingShowing: Story = {};
export const TrendingEmpty: Story = { args: { trending: { ...homeArgs.trending, status: 'empty', products: [] } } };
export const TrendingFailure: Story = {
  args: { trending: { status: 'failure', products: [], failure: { message: 'boom' }, onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Не удалось загрузить популярные модели');
  },
};
export const English: Story = { args: { locale: 'en' }, globals: { locale: 'en' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Part 1 §2.2 item 10: the order request form in its slot above the footer. */
export const WithOrderRequest: Story = {
  args: {
    orderRequest: (
      <OrderRequestForm
        status="editing"
        values={{ model: '', name: '', phone: '', message: '', website: '' }}
        errors={{}}
        photos={[]}
        onFieldChange={fn()}
        onPhotosAdd={fn()}
        onPhotoRemove={fn()}
        onSubmit={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('region', { name: 'Не нашли нужную модель?' });
    await expect(form).toBeVisible();
    // The last section of the page: it comes after the social block.
    const social = canvas.getByRole('region', { name: 'Следите за нами' });
    await expect(social.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
