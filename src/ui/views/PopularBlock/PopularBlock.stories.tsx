import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { watchPicture } from '../HeroCarousel/watchPicture.ts';
import { PopularBlock, popularBlockStatuses, type HomeProduct, type PopularSlideView } from './PopularBlock.tsx';

const product = (id: number, brand: string, model: string, dial: string): HomeProduct => ({
  id,
  href: `/product/${id}`,
  imageUrl: watchPicture(dial),
  imageAlt: `${brand} ${model}`,
  brand,
  model,
  reference: `R${id}`,
  priceUsd: `${20000 + id * 1000}.00`,
});
const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="#2B2925"/><circle cx="150" cy="150" r="90" fill="none" stroke="#B8975A" stroke-width="2"/></svg>',
)}`;
const slides: PopularSlideView[] = [
  {
    products: [product(1, 'Rolex', 'Submariner Date', '#1C1C1C'), product(2, 'Cartier', 'Santos de Cartier', '#F2EFE8')],
    banner: { id: 1, title: 'Patek Philippe Nautilus', subtitle: 'В наличии в Дубае', imageUrl: banner, href: '/catalog?brand_ids=1' },
  },
  { products: [product(3, 'Hublot', 'Big Bang Unico', '#2E2E2E'), product(4, 'Bvlgari', 'Octo Finissimo', '#6B6F73')], banner: null },
];
const faqs = [
  { id: 1, question: 'Можно ли вернуть часы?', answer: 'Да, в течение 14 дней при сохранении пломб и комплекта.' },
  { id: 2, question: 'Есть ли гарантия?', answer: 'Гарантия бутика — 2 года на механизм.' },
];

/** One story per leaf state of popularMachine (tests/stories/machineStates.test.ts), plus a few variants. */
const meta = {
  title: 'Views/PopularBlock',
  component: PopularBlock,
  args: {
    status: 'showing',
    slides,
    index: 0,
    rotating: true,
    onPrev: fn(),
    onNext: fn(),
    onGoTo: fn(),
    onPause: fn(),
    onResume: fn(),
    onRetry: fn(),
    faqs,
    locale: 'ru',
  },
  argTypes: { status: { control: 'inline-radio', options: popularBlockStatuses } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PopularBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ItemsLoading: Story = { args: { status: 'loading', slides: [] } };
export const ItemsLoadingFallback: Story = { args: { status: 'loading', slides: [] } };
export const ItemsShowing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '1 из 2' })).toHaveTextContent('Submariner Date');
    await userEvent.click(canvas.getByRole('button', { name: 'Следующие популярные' }));
    await expect(args.onNext).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Слайд 2 из 2' }));
    await expect(args.onGoTo).toHaveBeenCalledWith(1);
    await expect(args.onPause).toHaveBeenCalledWith('hover');
    await userEvent.click(canvas.getByText('Можно ли вернуть часы?'));
    await expect(canvas.getByText('Да, в течение 14 дней при сохранении пломб и комплекта.')).toBeVisible();
  },
};
export const ItemsEmpty: Story = { args: { status: 'empty', slides: [] } };
export const ItemsFailure: Story = {
  args: { status: 'failure', slides: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить популярные часы');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const BannersLoading: Story = { args: { slides: slides.map((slide) => ({ ...slide, banner: null })) } };
export const BannersReady: Story = { args: { index: 0 } };
export const FaqsLoading: Story = { args: { faqsLoading: true } };
export const FaqsReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Частые вопросы' })).toBeInTheDocument();
    // Issue 22 item 24: no complementary landmark inside the block's section (axe landmark-complementary-is-top-level).
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};
/** No FAQ from the server: the boutique's fixed five (part 1 §2.2 item 8). */
export const FallbackFaqs: Story = {
  args: { faqs: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(5);
  },
};
export const English: Story = { args: { locale: 'en', faqs: null }, globals: { locale: 'en' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
