import { demoShop } from '@manufaktura/db/demo-shop';
import type { Page, Request } from '@playwright/test';

import { expect, open, test } from './fixtures.ts';

/**
 * Spec §4 "Page loading": "Failed chunk loading redirects to the last path." A chunk of the page's
 * code that fails to load during a client navigation (as after a deploy removed the files the open
 * page was built with) sends the shopper to the page they were going to with a full load, once per
 * address in a short time (ADR 019).
 */
// The worker would fetch the chunks past the test's routing (ADR 019); this rule needs no worker.
test.use({ serviceWorkers: 'block' });
test.skip(({ isMobile }) => isMobile, 'one browser is enough for the rule');

// A post's page needs a chunk the blog's list does not load: its navigation asks for one.
const post = demoShop.posts.find((p) => p.featured) ?? demoShop.posts[0]!;
const POST_PATH = `/blog/${post.slug}`;

const CHUNK = /\/_next\/static\/chunks\/.+\.js(\?.*)?$/;

/**
 * Fails every script chunk the page asks for from now on, as a server fails the files of an older
 * build after a deploy, until the tab loads a new document (whose chunks, after a real deploy, are
 * the new build's). Returns the addresses that failed.
 */
async function failChunksUntilFullLoad(page: Page): Promise<string[]> {
  const failed: string[] = [];
  let blocking = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) blocking = false;
  });
  await page.route(CHUNK, async (route) => {
    if (!blocking) return route.continue();
    failed.push(route.request().url());
    await route.abort('failed');
  });
  return failed;
}

/** Fails the first script chunk the page asks for from now on, and that chunk for good, as a server that lacks it. */
async function failChunkForGood(page: Page): Promise<string[]> {
  const failed: string[] = [];
  await page.route(CHUNK, async (route) => {
    const url = route.request().url();
    if (failed.length > 0 && url !== failed[0]) return route.continue();
    failed.push(url);
    await route.abort('failed');
  });
  return failed;
}

/** The full page loads of `path` in the tab from now on. */
function fullLoadsOf(page: Page, path: string): Request[] {
  const loads: Request[] = [];
  page.on('request', (request) => {
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      new URL(request.url()).pathname === path
    )
      loads.push(request);
  });
  return loads;
}

/** Opens the blog and waits until nothing more loads, so the next chunk asked for is the navigation's. */
async function openBlog(page: Page) {
  await open(page, '/blog');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { beforeFullLoad: true }));
}

const postLink = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(post.title.replace(/[?]/g, '\\?')) })
    .first();
const postHeading = (page: Page) => page.getByRole('heading', { level: 1, name: post.title });

test('a chunk that fails during a client navigation loads the page the shopper was going to', async ({ page }) => {
  await openBlog(page);
  const loads = fullLoadsOf(page, POST_PATH);
  const failed = await failChunksUntilFullLoad(page);

  await postLink(page).click();

  await expect(page).toHaveURL(new RegExp(`${POST_PATH}$`));
  await expect(postHeading(page)).toBeVisible();
  expect(failed.length, 'the navigation asked for a chunk, which failed').toBeGreaterThan(0);
  // A full load: a new document from the server, not the router's rendering of the page.
  expect(await page.evaluate(() => 'beforeFullLoad' in window)).toBe(false);
  expect(loads).toHaveLength(1);
  // The load was the reload the service worker's rule asks for: the flag is cleared.
  expect(await page.evaluate(() => sessionStorage.getItem('manufaktura:resource-failed'))).toBeNull();
});

test('a second failure on the same address soon after shows the error page instead of loading it again', async ({
  page,
}) => {
  await openBlog(page);
  const loads = fullLoadsOf(page, POST_PATH);
  await failChunksUntilFullLoad(page);
  await postLink(page).click();
  await expect(postHeading(page)).toBeVisible();
  expect(loads).toHaveLength(1);

  // Back to the blog (a full load: a new app, the same tab), and the same failure once more.
  await page.unrouteAll({ behavior: 'wait' });
  await openBlog(page);
  const failed = await failChunksUntilFullLoad(page);
  await postLink(page).click();

  await expect(page).toHaveURL(new RegExp(`${POST_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Coś poszło nie tak' })).toBeVisible();
  expect(failed.length).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  expect(loads).toHaveLength(1);
  expect(await page.evaluate(() => 'beforeFullLoad' in window)).toBe(true);
  // The flag stays set: a newer service worker, when one activates, reloads the page (ADR 019).
  expect(await page.evaluate(() => sessionStorage.getItem('manufaktura:resource-failed'))).toBe('1');
});

test('a chunk the server lacks for good loads the page once, never in a loop', async ({ page }) => {
  await openBlog(page);
  const loads = fullLoadsOf(page, POST_PATH);
  const failed = await failChunkForGood(page);
  await postLink(page).click();

  await expect.poll(() => loads.length).toBe(1);
  await expect(page).toHaveURL(new RegExp(`${POST_PATH}$`));
  // The server's rendering of the page shows; the chunk is asked for again, and fails again, without a loop.
  await expect(postHeading(page)).toBeVisible();
  await page.waitForTimeout(3000);
  expect(failed.length).toBeGreaterThan(1);
  expect(loads).toHaveLength(1);
});
