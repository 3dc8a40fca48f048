import type { Page } from '@playwright/test';

import { expect, mailsTo, mailText, test } from './fixtures.ts';

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
    let sent: unknown;
    // The shop's answer is held until the test has seen the progress bar, however busy the machine.
    let release!: () => void;
    const progressSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/accounts/subscription', async (route) => {
      sent = route.request().postDataJSON();
      await progressSeen;
      await route.continue();
    });
    const { region, email, consent, submit } = await form(page);
    await email.fill('Ania.Nowak@Example.PL');
    await consent.check();
    await submit.click();
    await expect(region.getByRole('progressbar')).toBeVisible();
    release();
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
    await page.goto('/unsubscribe?token=nie-ma-takiego-tokenu');
    await expect(page.getByRole('heading', { level: 1, name: 'Wypisz się z newslettera' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'wypisz mnie' }).click();
    await expect(page.getByText('Ten link do wypisania się jest nieprawidłowy albo został już użyty.')).toBeVisible();
  });

  test('a sign-up counts once its e-mailed link is confirmed; the welcome e-mail’s link unsubscribes it', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const address = `wypisz.${testInfo.project.name}.${Date.now()}@example.pl`;
    const { region, email, consent, submit } = await form(page);
    await email.fill(address);
    await consent.check();
    await submit.click();
    await expect(region.getByText('Adres dodany do naszej bazy.')).toBeVisible();

    // Double opt-in: first only the confirmation e-mail, whose page confirms nothing until its button is pressed.
    await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(1);
    const [confirmation] = await mailsTo(address);
    const confirmLink = /\/newsletter-confirmation\?token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/.exec(
      mailText(confirmation!),
    )?.[0];
    expect(confirmLink).toBeDefined();
    await page.goto(confirmLink!);
    await expect(page.getByRole('heading', { level: 1, name: 'Potwierdź zapis do newslettera' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Potwierdź zapis' }).click();
    await expect(page.getByText(`Dziękujemy! Adres ${address} jest zapisany do newslettera.`)).toBeVisible();

    await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(2);
    const welcome = (await mailsTo(address)).map(mailText).find((text) => text.includes('/unsubscribe?token='));
    const link = /\/unsubscribe\?token=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/.exec(welcome ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole('button', { name: 'wypisz mnie' }).click();
    await expect(page.getByText(`Gotowe. Adres ${address} nie będzie już otrzymywał newslettera.`)).toBeVisible();
  });
});

test.describe('newsletter confirmation page', () => {
  test('an invalid link is explained', async ({ page, expectAccessible }) => {
    await page.goto('/newsletter-confirmation?token=nie-ma-takiego-tokenu');
    await expect(page.getByRole('heading', { level: 1, name: 'Potwierdź zapis do newslettera' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Potwierdź zapis' }).click();
    await expect(
      page.getByText('Ten link jest nieprawidłowy albo zapis został wycofany. Zapisz się ponownie w stopce strony.'),
    ).toBeVisible();
  });
});
