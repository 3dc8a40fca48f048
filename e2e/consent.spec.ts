import { expect, test } from './fixtures.ts';

/** Playwright's Chromium reports navigator.webdriver, which the banner treats as a bot (spec §5). */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
});

test.describe('cookie consent', () => {
  test('first visit shows the banner; "necessary only" writes cc_cookie; a reload shows none', async ({
    page,
    context,
    expectAccessible,
  }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) google.push(request.url());
    });
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Dbamy o Twoją prywatność' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci/',
    );
    await expect(banner.getByRole('link', { name: 'Regulamin' })).toHaveAttribute('href', '/regulamin/');
    // Analytics is not loaded before consent.
    expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
    await expectAccessible();

    await banner.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(181);
    expect(days).toBeLessThanOrEqual(182);
    const value = JSON.parse(decodeURIComponent(cookie!.value));
    expect(value).toMatchObject({ categories: ['necessary'], revision: 0 });

    await page.reload();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog', { name: 'Dbamy o Twoją prywatność' })).toBeHidden();
    expect(google).toEqual([]);
  });

  test('closing the banner with Escape counts as necessary only', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Dbamy o Twoją prywatność' });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ categories: ['necessary'] });
  });

  test('accepting all stores analytics; nothing from Google loads without a measurement id', async ({
    page,
    context,
  }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) google.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Akceptuj wszystkie' }).click();
    const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ categories: ['necessary', 'analytics'] });
    await page.waitForTimeout(500);
    expect(google).toEqual([]);
  });

  test('"Ustawienia cookies" in the footer opens the preferences', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookies' }).click();
    const preferences = page.getByRole('dialog', { name: 'Ustawienia cookies' });
    await expect(preferences).toBeVisible();
    await expect(preferences.getByRole('checkbox', { name: 'Niezbędne' })).toBeDisabled();
    await expect(preferences.getByRole('checkbox', { name: 'Analityczne' })).not.toBeChecked();
    await preferences.getByRole('button', { name: 'Zapisz wybór' }).click();
    await expect(preferences).toBeHidden();
  });
});

test.describe('cookie consent for bots', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('a crawler sees no banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.locator('#cc-main')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
