import { createHash } from 'node:crypto';

import { expect, open, test } from './fixtures.ts';

/**
 * The storefront's edge as a browser meets it (ADR 008, ADR 014): a script policy that lets only
 * the shop's own scripts run — by a nonce on pages rendered per visitor, by hashes on the pages
 * the front door keeps for everyone — no header naming the API's address, and the shop working.
 */

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/\ssrc=/.test(match[1]!));

test('a shared page lets exactly its own inline scripts run, by their hashes, never inline without them', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy']!;
  const scriptSrc = /script-src([^;]*)/.exec(policy)![1]!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'nonce-");

  const scripts = inlineScripts(await response!.text());
  expect(scripts.length).toBeGreaterThan(1);
  for (const [, , content] of scripts) {
    const hash = createHash('sha256').update(content!, 'utf8').digest('base64');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
  }

  // The page works under the policy: the cart loads in the browser, no script was refused.
  await open(page, '/sklep');
  expect(violations).toEqual([]);
});

test('a page rendered per visitor carries a new nonce on every script', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/cart');
  const policy = response!.headers()['content-security-policy']!;
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  const html = await response!.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(1);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);

  const again = await page.request.get('/cart');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

test('the API answers on the storefront without naming its own address', async ({ request }) => {
  const answer = await request.get('/api/products?limit=1', { headers: { 'x-forwarded-for': '203.0.113.77' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-middleware-rewrite']).toBeUndefined();
  const page = await request.get('/sklep');
  expect(page.headers()['x-middleware-rewrite']).toBeUndefined();
  // Plain HTTP here: no HSTS.
  expect(page.headers()['strict-transport-security']).toBeUndefined();
});

test('an error_message in the address shows as short plain text, never as markup', async ({ page }) => {
  const attack = `<img id="wstrzykniety" src="x" onerror="document.title='przejety'">${'długi '.repeat(60)}`;
  await open(page, `/cart?${new URLSearchParams({ error_message: attack })}`);
  const bar = page.getByRole('alert').filter({ hasText: '<img id="wstrzykniety"' });
  await expect(bar).toBeVisible();
  expect(Array.from((await bar.textContent())!.trim()).length).toBeLessThanOrEqual(200);
  await expect(page.locator('#wstrzykniety')).toHaveCount(0);
  expect(await page.title()).not.toBe('przejety');
});
