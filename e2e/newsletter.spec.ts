import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';

async function form(page: Page) {
  await page.goto('/');
  const region = page.getByRole('region', { name: 'bądźmy w kontakcie' });
  await region.scrollIntoViewIfNeeded();
  return {
    region,
    email: region.getByRole('textbox', { name: 'Adres email' }),
    consent: region.getByRole('checkbox'),
    submit: region.getByRole('button', { name: 'zapisz się' }),
  };
}

/** Whether the shop API already serves the newsletter endpoints (built in parallel). */
async function apiHasNewsletter(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/accounts/subscription?email=probe%40example.com');
  return response.status() !== 404;
}

test.describe('newsletter', () => {
  test('validates the email and the required consent with the exact messages', async ({ page, expectAccessible }) => {
    const { region, email, consent, submit } = await form(page);
    await submit.click();
    await expect(region.getByText('Proszę podaj adres email')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(region.getByText('Zaznacz wymagane zgody')).toBeVisible();

    await email.fill('to-nie-jest@email');
    await submit.click();
    await expect(region.getByText('Wpisz prawidłowy adres mail')).toBeVisible();

    await email.fill('ania@example.pl');
    await submit.click();
    await expect(region.getByText('Wpisz prawidłowy adres mail')).toBeHidden();
    await expect(region.getByText('Zaznacz wymagane zgody')).toBeVisible();
    await expect(consent).toBeFocused();
    await expectAccessible();
  });

  test('subscribes a lower-cased address, shows progress, then success, and clears the field', async ({ page }) => {
    const real = await apiHasNewsletter(page);
    let sent: unknown;
    await page.route('**/api/accounts/subscription', async (route) => {
      sent = route.request().postDataJSON();
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (real) return route.continue();
      // Until the API side exists: its documented success answer.
      return route.fulfill({
        status: 200,
        headers: { 'Session-Id': 'e2e-session-0123456789abcdef' },
        json: { email: 'ania.nowak@example.pl', subscribed: true },
      });
    });
    const { region, email, consent, submit } = await form(page);
    await email.fill('Ania.Nowak@Example.PL');
    await consent.check();
    await submit.click();
    await expect(region.getByRole('progressbar')).toBeVisible();
    await expect(region.getByText('Adres dodany do naszej bazy.')).toBeVisible();
    await expect(region.getByRole('progressbar')).toBeHidden();
    await expect(email).toHaveValue('');
    expect(sent).toEqual({ email: 'ania.nowak@example.pl', subscribe: true, account_must_exists: false });
  });

  for (const [name, fail] of [
    [
      'a server error',
      (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
        route.fulfill({ status: 500, json: { errorMsgCode: 'unknown.error' } }),
    ],
    ['a network failure', (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('failed')],
  ] as const) {
    test(`shows the failure message on ${name}`, async ({ page }) => {
      await page.route('**/api/accounts/subscription', fail);
      const { region, email, consent, submit } = await form(page);
      await email.fill('ania@example.pl');
      await consent.check();
      await submit.click();
      await expect(region.getByRole('alert')).toHaveText('Coś poszło nie tak. Spróbuj ponownie za kilka minut.');
      await expect(email).toHaveValue('ania@example.pl');
    });
  }
});

test.describe('unsubscribe page', () => {
  test('an invalid token is explained', async ({ page, expectAccessible }) => {
    const real = await apiHasNewsletter(page);
    if (!real) {
      await page.route('**/api/accounts/subscription/unsubscribe', (route) =>
        route.fulfill({ status: 404, json: { errorMsgCode: 'token.invalid', message: 'Nieprawidłowy token.' } }),
      );
    }
    await page.goto('/unsubscribe?token=nie-ma-takiego-tokenu');
    await expect(page.getByRole('heading', { level: 1, name: 'Wypisz się z newslettera' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'wypisz mnie' }).click();
    await expect(page.getByText('Ten link do wypisania się jest nieprawidłowy albo został już użyty.')).toBeVisible();
  });

  test('a valid token unsubscribes the address', async ({ page }) => {
    await page.route('**/api/accounts/subscription/unsubscribe', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Session-Id': 'e2e-session-0123456789abcdef' },
        json: { email: 'ania@example.pl', subscribed: false },
      }),
    );
    await page.goto('/unsubscribe?token=dobry-token');
    await page.getByRole('button', { name: 'wypisz mnie' }).click();
    await expect(page.getByText('Gotowe. Adres ania@example.pl nie będzie już otrzymywał newslettera.')).toBeVisible();
  });
});
