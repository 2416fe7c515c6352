import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { VideoPage, type VideoCardData } from './VideoPage.tsx';

const videos: VideoCardData[] = [
  {
    id: 3,
    videoId: 'dQw4w9WgXcQ',
    title: 'Обзор Rolex Submariner 126610LN',
    description: 'Новый Submariner Date в корпусе 41 мм с калибром 3235.',
    format: 'horizontal',
  },
  { id: 4, videoId: 'aqz-KE-bpKQ', title: 'Patek Philippe Nautilus 5711 на руке', description: 'Короткое видео из бутика в Дубае.', format: 'vertical' },
  {
    id: 5,
    videoId: 'M7lc1UVf-VE',
    title: 'Audemars Piguet Royal Oak Offshore Chronograph 26420SO: подробный обзор нового поколения',
    description: '',
    format: 'horizontal',
  },
  { id: 6, videoId: 'ScMzIvxBSi4', title: 'Hermès Birkin 30 Togo', description: 'Как отличить оригинал: строчка, фурнитура и клеймо.', format: 'horizontal' },
  { id: 7, videoId: 'jNQXAC9IVRw', title: 'Cartier Love: примерка', description: 'Браслет и кольцо в жёлтом золоте.', format: 'vertical' },
];

const meta = {
  title: 'Views/VideoPage',
  component: VideoPage,
  args: { state: 'loaded', videos, hasMore: false, loadingMore: false, playingId: null, onPlay: fn(), onLoadMore: fn(), onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VideoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story per state of videoListMachine (src/machines/videoListMachine.ts) as /video renders it
// (src/features/video/videoSelectors.ts); tests/stories/machineStates.test.ts checks them all.

/** `loading`: three skeleton cards (part 2 §9), the page busy. */
export const Loading: Story = {
  args: { state: 'loading', videos: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Видео' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Видео' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем видео…');
    await expect(canvasElement.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(3);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** `loaded.idle`: the cards as posters; "Показать ещё" while a next page exists. */
export const LoadedIdle: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Обзоры часов, украшений и сумок/)).toBeInTheDocument();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(5);
    const first = within(canvas.getByRole('article', { name: 'Обзор Rolex Submariner 126610LN' }));
    await expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Обзор Rolex Submariner 126610LN');
    await expect(first.getByText('Видео')).toBeInTheDocument();
    await expect(first.getByText('Новый Submariner Date в корпусе 41 мм с калибром 3235.')).toBeInTheDocument();
    // A facade: no frame and no outside image before a click.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(first.getByRole('button', { name: 'Смотреть видео «Обзор Rolex Submariner 126610LN»' })).toBeInTheDocument();
    // Part 2 §9: 9:16 for vertical videos, else 16:9.
    const ratioOf = (name: string) => getComputedStyle(canvas.getByRole('article', { name }).firstElementChild as Element).aspectRatio;
    await expect(ratioOf('Обзор Rolex Submariner 126610LN')).toBe('16 / 9');
    await expect(ratioOf('Patek Philippe Nautilus 5711 на руке')).toBe('9 / 16');
    await expect(within(canvas.getByRole('article', { name: 'Patek Philippe Nautilus 5711 на руке' })).getByText('Вертикальное видео')).toBeInTheDocument();
    const more = canvas.getByRole('button', { name: 'Показать ещё' });
    await expect(more).not.toHaveAttribute('aria-busy');
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** `loaded.loadingMore`: the cards stay, the button is busy and ignores clicks. */
export const LoadedLoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.getByRole('list', { name: 'Видео' })).toHaveAttribute('aria-busy', 'true');
    const more = canvas.getByRole('button', { name: 'Показать ещё' });
    await expect(more).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** `empty`: part 2 §8's sentence, verbatim. */
export const Empty: Story = {
  args: { state: 'empty', videos: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('В настоящее время в этом разделе нет видео. Мы скоро добавим новый контент.')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

/** `failure`: part 2 §8's sentence, verbatim, and a retry. */
export const Failure: Story = {
  args: { state: 'failure', videos: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить видео.');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить попытку' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The last page: no "Показать ещё". */
export const LoadedLastPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  },
};

/** A click on a poster asks to play that card (videoListMachine keeps which one plays). */
export const PosterClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Смотреть видео «Patek Philippe Nautilus 5711 на руке»' }));
    await expect(args.onPlay).toHaveBeenCalledWith(4);
  },
};

/** One card playing: the privacy-enhanced player in its box, the other cards still posters. */
export const Playing: Story = {
  args: { playingId: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = 'Обзор Rolex Submariner 126610LN';
    const card = canvas.getByRole('article', { name });
    const frame = card.querySelector('iframe');
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    await expect(frame).toHaveAttribute('title', name);
    await expect(frame).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    await waitFor(() => expect(frame).toHaveFocus());
    // The box keeps its ratio: the page does not move.
    await expect(getComputedStyle(card.firstElementChild as Element).aspectRatio).toBe('16 / 9');
    await expect(within(card).queryByRole('button')).toBeNull();
    // Another poster asks to move playback there.
    const vertical = 'Patek Philippe Nautilus 5711 на руке';
    await userEvent.click(canvas.getByRole('button', { name: `Смотреть видео «${vertical}»` }));
    await expect(args.onPlay).toHaveBeenCalledWith(4);
  },
};

export const English: Story = {
  args: { hasMore: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Video' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  },
};

export const Mobile375: Story = {
  ...phone375,
  args: { hasMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    // One column; a vertical card stays within the screen's height.
    const vertical = canvas.getByRole('article', { name: 'Patek Philippe Nautilus 5711 на руке' }).firstElementChild as HTMLElement;
    await expect(vertical.getBoundingClientRect().height).toBeLessThanOrEqual(812 * 0.7 + 1);
    await expect(canvas.getByRole('button', { name: 'Показать ещё' })).toBeInTheDocument();
  },
};
