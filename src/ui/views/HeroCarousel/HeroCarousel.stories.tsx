import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { HeroCarousel, heroCarouselStatuses, type HeroSlide } from './HeroCarousel.tsx';
import { watchPicture } from './watchPicture.ts';

const slides: HeroSlide[] = [
  { id: 1, href: '/product/1', brand: 'Patek Philippe', model: 'Nautilus', reference: '5811/1G-001', year: 2024, imageUrl: watchPicture('#2F4A63'), priceUsd: null, priceOnRequest: true },
  { id: 2, href: '/product/2', brand: 'Rolex', model: 'Cosmograph Daytona', reference: '126500LN', year: 2024, imageUrl: watchPicture('#F2EFE8'), priceUsd: '38500.00' },
  { id: 3, href: '/product/3', brand: 'Audemars Piguet', model: 'Royal Oak Selfwinding', reference: '15510ST', year: 2023, imageUrl: watchPicture('#3C4F6B'), priceUsd: '61200.00' },
  { id: 4, href: '/product/4', brand: 'F.P. Journe', model: 'Chronomètre Bleu', reference: 'CB', year: 2023, imageUrl: null, priceUsd: '74000.00' },
];

const meta = {
  title: 'Views/HeroCarousel',
  component: HeroCarousel,
  args: {
    status: 'showing',
    slides,
    index: 1,
    rotating: true,
    autoplay: true,
    userPaused: false,
    locale: 'ru',
    onPrev: fn(),
    onNext: fn(),
    onGoTo: fn(),
    onPause: fn(),
    onResume: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: heroCarouselStatuses } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Showing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '2 из 4' })).toHaveTextContent('Cosmograph Daytona');
    // The side items are the neighbours and move the carousel.
    await userEvent.click(canvas.getByRole('button', { name: 'Следующий слайд: Audemars Piguet Royal Oak Selfwinding' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Предыдущий слайд: Patek Philippe Nautilus' }));
    await expect(args.onPrev).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Слайд 4: F.P. Journe Chronomètre Bleu' }));
    await expect(args.onGoTo).toHaveBeenCalledWith(3);
    await expect(args.onPause).toHaveBeenCalledWith('hover');
    await expect(args.onPause).toHaveBeenCalledWith('focus');
    await userEvent.click(canvas.getByRole('button', { name: 'Остановить прокрутку' }));
    await expect(args.onPause).toHaveBeenCalledWith('user');
  },
};
export const Swipe: Story = {
  play: async ({ canvasElement, args }) => {
    const stage = within(canvasElement).getByRole('group', { name: '2 из 4' }).parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 240, clientY: 205 });
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    // 50 px or less is not a swipe (part 1 §9: more than 50 px).
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 350, clientY: 200 });
    await expect(args.onPrev).not.toHaveBeenCalled();
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 380, clientY: 210 });
    await expect(args.onPrev).toHaveBeenCalledTimes(1);
  },
};
/** The first slide, as the page arrives: painted at once (no fade from nothing), its picture fetched first. */
export const FirstSlide: Story = {
  args: { index: 0, moved: false },
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement).getByRole('group', { name: '1 из 4' });
    await expect(getComputedStyle(slide.firstElementChild as Element).animationName).toBe('none');
    await expect(within(slide).getByRole('img', { name: 'Patek Philippe Nautilus' })).toHaveAttribute('fetchpriority', 'high');
  },
};
/** After a move: the slide shown fades in. */
export const AfterAMove: Story = {
  args: { moved: true },
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement).getByRole('group', { name: '2 из 4' });
    await expect(getComputedStyle(slide.firstElementChild as Element).animationName).not.toBe('none');
    await expect(within(slide).getByRole('img', { name: 'Rolex Cosmograph Daytona' })).toHaveAttribute('fetchpriority', 'auto');
  },
};
export const Paused: Story = { args: { rotating: false, userPaused: true } };
export const ReducedMotion: Story = { args: { rotating: false, autoplay: false, index: 0 } };
export const NoImage: Story = { args: { index: 3 } };
export const Single: Story = { args: { slides: slides.slice(0, 1), index: 0 } };
export const Loading: Story = { args: { status: 'loading', slides: [] } };
export const Unavailable: Story = { args: { status: 'unavailable', slides: [] } };
export const English: Story = { args: { locale: 'en' }, globals: { locale: 'en' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
