import { expect } from '@playwright/test';
import { collectErrors, test } from '../support/e2e.ts';

/**
 * Issue 15 /video (part 2 §2 "Video gallery /video", §4, §5 Video, §8, §9): the seeded gallery in Debian's Chromium
 * against the production build and the real server, at 1440 and 375 px. Cards are click-to-play posters: the
 * player frame (youtube-nocookie.com) is only created on a click, and the closed network never loads it.
 */
test('the gallery: posters in server order, 9:16 for vertical ones, load more appends, a click brings the player', async ({ page, request }) => {
  const errors = collectErrors(page);
  const answer = await request.get('/api/videos/?page_size=50');
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: { title: string; format: string }[] };
  expect(results.length).toBeGreaterThan(9);

  await page.goto('/video');
  await expect(page.getByRole('heading', { level: 1, name: 'Видео' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(9);
  await expect(cards.first()).toContainText(results[0]?.title ?? '');
  // No third-party frame until asked.
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.getByRole('button', { name: 'Показать ещё' }).click();
  await expect(cards).toHaveCount(Math.min(results.length, 18));

  const vertical = results.findIndex((video) => video.format === 'vertical');
  expect(vertical).toBeGreaterThanOrEqual(0);
  const horizontal = results.findIndex((video) => video.format !== 'vertical');
  // 9:16 for vertical videos, else 16:9 (part 2 §9): a vertical card is taller than wide, a horizontal one wider.
  const tall = await cards.nth(vertical).boundingBox();
  const wide = await cards.nth(horizontal).boundingBox();
  expect(tall && tall.height > tall.width).toBe(true);
  expect(wide && wide.width > wide.height).toBe(true);
  const first = cards.first();
  await first.getByRole('button', { name: /^Смотреть видео/ }).click();
  const frame = first.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
  await expect(frame).toHaveAttribute('title', results[0]?.title ?? '');
  // The closed network refuses the frame's host; anything else the page reports is a fault.
  expect(errors.filter((error) => !/youtube-nocookie|ERR_|net::/.test(error))).toEqual([]);
});
