import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { expect, mailsTo, mailText, test } from './fixtures.ts';

const PASSWORD = 'lawendowe-pole-2026';
/** Each browser project has its owner, made by `npm run admin:create-owner` before the shop started (scripts/e2e.ts). */
const ownerInvitations = JSON.parse(process.env.E2E_OWNER_INVITATIONS ?? '{}') as Record<string, string>;

/** Opens an invitation's link, sets the password and lands on the dashboard. */
async function acceptInvitation(page: Page, token: string, name: string) {
  await page.goto(`/admin/#/zaproszenie/${token}`);
  await expect(page.getByRole('heading', { name: 'Ustaw hasło do panelu sklepu' })).toBeVisible();
  await page.getByLabel('Imię i nazwisko (opcjonalnie)').fill(name);
  await page.getByLabel('Nowe hasło').fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ustaw hasło i zaloguj się' }).click();
  await expect(page.getByRole('heading', { name: `Dzień dobry, ${name}` })).toBeVisible();
}

async function signIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.getByLabel('Adres email').fill(email);
  await page.getByLabel(/^Hasło/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  return page;
}

/** A guest's cash-on-delivery order, placed through the shop's API as the checkout does. */
async function guestOrder(request: APIRequestContext, email: string): Promise<{ id: string; token: string }> {
  // A product on hand: other journeys add products that have no stock yet.
  const { items } = (await (await request.get('/api/products?limit=20')).json()) as {
    items: { product_id: string; available: boolean }[];
  };
  const onHand = items.filter((item) => item.available);
  const changed = await request.post('/api/carts', {
    data: {
      add_items: [{ product_id: onHand[0]!.product_id }],
      email,
      billing: {
        first_name: 'Ewa',
        last_name: 'Kowalska',
        street: 'Długa 5',
        post_code: '30-001',
        city: 'Kraków',
        phone: `+48 5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      },
      shippingService: { method_id: 'inpost-paczkomat-pobranie', attributes: { locker_code: 'KRA010' } },
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const cart = await changed.json();
  const placed = await request.post('/api/payment/invoke', {
    data: { version: cart.version, payment_method: 'cod', consents: { terms: true, privacy: true } },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { order, access_token } = await placed.json();
  return { id: order.id, token: access_token };
}

// The journeys build on each other and spend one-time invitations: run again, they cannot pass.
test.describe.configure({ mode: 'serial', retries: 0 });

test.describe('the back office', () => {
  // Each journey is a working session of several screens in two browsers: on a busy machine it outlasts
  // the default minute, so each has three.
  test.slow();
  test('the owner from the command sets a password, invites a manager, and the roles hold', async ({
    page,
    browser,
    expectAccessible,
  }, testInfo) => {
    const token = ownerInvitations[testInfo.project.name];
    test.skip(!token, 'no owner was made for this project');
    await acceptInvitation(page, token!, 'Anna Właścicielka');
    await expect(page.getByText('Twoja rola: właściciel.')).toBeVisible();
    await expectAccessible();

    // The owner invites a manager; the link also goes out by e-mail.
    const managerEmail = `kierownik.${testInfo.project.name}@manufaktura.pl`;
    await page.goto('/admin/#/staff/create');
    await page.getByLabel('Adres email').fill(managerEmail);
    await page.getByLabel('Imię i nazwisko').fill('Kamil Kierownik');
    await page.getByRole('combobox', { name: 'Rola' }).click();
    await page.getByRole('option', { name: 'kierownik' }).click();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    const invited = page.getByText(/^Zaproszenie wysłane\. Link/);
    await expect(invited).toBeVisible();
    const managerToken = /zaproszenie\/([A-Za-z0-9_-]{43})/.exec((await invited.textContent())!)![1]!;
    await expect(page.getByText(managerEmail)).toBeVisible();
    await expectAccessible();

    // The manager takes the invitation in a browser of their own: no staff, no audit log.
    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await acceptInvitation(manager, managerToken, 'Kamil Kierownik');
    await expect(manager.getByText('Twoja rola: kierownik.')).toBeVisible();
    await expect(manager.getByRole('menuitem', { name: 'Pracownicy' })).toHaveCount(0);
    const refused = await manager.request.get('/api/admin/staff');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errorMsgCode).toBe('admin.forbidden');

    // The audit log tells who invited whom.
    await page.goto('/admin/#/audit');
    await expect(page.getByRole('cell', { name: 'staff.invite' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'staff.accept_invitation' }).first()).toBeVisible();

    // Taking the manager's access away signs them out at once.
    await page.goto('/admin/#/staff');
    await page.getByText(managerEmail).click();
    // The form is filled from the list first, then from the member's own answer: untick once it settled.
    const access = page.getByLabel('Ma dostęp');
    await expect(async () => {
      await access.uncheck();
      await expect(access).not.toBeChecked();
    }).toPass();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Zapisano zmiany')).toBeVisible();
    await manager.reload();
    await expect(manager.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    await managerContext.close();

    // The owner signs in again with the password; a wrong one gets the one answer for everything.
    const again = await signIn(browser, `wlasciciel.${testInfo.project.name}@manufaktura.pl`);
    await expect(again.getByRole('heading', { name: 'Dzień dobry, Anna Właścicielka' })).toBeVisible();
    // The start page tells how the mail leaves: given up on, waiting, or all sent.
    await expect(again.getByRole('heading', { name: 'Poczta do klientów' })).toBeVisible();
    const wrong = await browser.newContext();
    const wrongPage = await wrong.newPage();
    await wrongPage.goto('/admin/');
    await wrongPage.getByLabel('Adres email').fill(managerEmail);
    await wrongPage.getByLabel(/^Hasło/).fill(PASSWORD);
    await wrongPage.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(wrongPage.getByText('Nieprawidłowy adres email, hasło lub kod z aplikacji.')).toBeVisible();
    await wrong.close();
  });

  test('a manager adds a product with a photo and a sale window: the shop sells it with the Omnibus price', async ({
    page,
    browser,
    expectAccessible,
  }, testInfo) => {
    test.skip(!ownerInvitations[testInfo.project.name], 'no owner was made for this project');
    const project = testInfo.project.name;
    const owner = await signIn(browser, `wlasciciel.${project}@manufaktura.pl`);
    await expect(owner.getByRole('heading', { name: /^Dzień dobry/ })).toBeVisible();
    const invited = await owner.request.post('/api/admin/staff', {
      headers: { origin: new URL(owner.url()).origin },
      data: { email: `katalog.${project}@manufaktura.pl`, name: 'Maria Menedżerka', role: 'MANAGER' },
    });
    expect(invited.status()).toBe(201);
    await acceptInvitation(
      page,
      /zaproszenie\/([A-Za-z0-9_-]{43})/.exec((await invited.json()).invitation_url)![1]!,
      'Maria Menedżerka',
    );

    // A new product: its name, category, price, and a photo with its text for the blind.
    const name = `Serum Różane Nocne ${project}`;
    const slug = `serum-rozane-nocne-${project}`;
    await page.goto('/admin/#/products/create');
    await page.getByLabel('Nazwa').fill(name);
    await page.getByLabel('Pojemność').fill('30');
    await page.getByLabel('Serum', { exact: true }).check();
    await page.getByRole('tab', { name: 'Cena i sprzedaż' }).click();
    await page.getByLabel('Cena regularna (zł)').fill('89');
    await page.getByLabel('W sprzedaży').check();
    await page.getByRole('tab', { name: 'Zdjęcia' }).click();
    await page.locator('input[type="file"]').setInputFiles(new URL('./files/serum.jpg', import.meta.url).pathname);
    await page.getByLabel('Opis zdjęcia dla niewidomych').fill('Butelka serum różanego');
    await expect(page.locator('img[src*="/media/uploads/"]')).toBeVisible();
    await expectAccessible();
    // The product's page first shows the product as the save answered it, then reads it again and
    // starts its form anew on the first tab: a tab chosen before that read is lost.
    const reread = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && /\/api\/admin\/products\/[0-9a-f-]{36}$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect(page.getByText('Dodano', { exact: true })).toBeVisible();

    // A sale from a minute ago for two days, on the product's page in the back office.
    await expect(page).toHaveURL(/#\/products\/(?!create)[^/]+$/);
    await (await reread).finished();
    await expect(async () => {
      await page.getByRole('tab', { name: 'Cena i sprzedaż' }).click();
      await expect(page.getByLabel('Promocja od')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const localMoment = (offsetMinutes: number) =>
      page.evaluate((offset) => {
        const moment = new Date(Date.now() + offset * 60_000);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
      }, offsetMinutes);
    await page.getByLabel('Cena promocyjna (zł)').fill('69.9');
    await page.getByLabel('Promocja od').fill(await localMoment(-1));
    await page.getByLabel('Promocja do').fill(await localMoment(2 * 24 * 60));
    // The save is a write the single embedded database queues behind the shop's other work: wait for
    // its answer as long as an action may take, and name the refusal should there be one.
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/api/admin/products/'),
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(page.getByText('Zapisano zmiany')).toBeVisible();

    // Within seconds the shop sells it at the sale price, with the lowest price before the sale.
    await expect(async () => {
      await page.goto(`/sklep/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    const main = page.getByRole('main');
    await expect(main.getByText('69,90 zł').first()).toBeVisible();
    await expect(main.getByText('Najniższa cena z 30 dni przed obniżką: 89,00 zł').first()).toBeVisible();
    await expect(main.getByRole('img', { name: 'Butelka serum różanego' }).first()).toBeVisible();
  });

  test('a packer ships an order and the shopper gets the tracking number by e-mail', async ({
    page,
    browser,
    expectAccessible,
  }, testInfo) => {
    test.skip(!ownerInvitations[testInfo.project.name], 'no owner was made for this project');
    const shopperEmail = `paczka.${testInfo.project.name}.${Date.now()}@example.pl`;
    await guestOrder(page.request, shopperEmail);

    // The owner (who set a password in the journey before) invites a packer.
    const owner = await signIn(browser, `wlasciciel.${testInfo.project.name}@manufaktura.pl`);
    await expect(owner.getByRole('heading', { name: /^Dzień dobry/ })).toBeVisible();
    const invited = await owner.request.post('/api/admin/staff', {
      headers: { origin: new URL(owner.url()).origin },
      data: { email: `pakowacz.${testInfo.project.name}@manufaktura.pl`, name: 'Piotr Pakowacz', role: 'PACKER' },
    });
    expect(invited.status()).toBe(201);
    const packerToken = /zaproszenie\/([A-Za-z0-9_-]{43})/.exec((await invited.json()).invitation_url)![1]!;

    await acceptInvitation(page, packerToken, 'Piotr Pakowacz');
    await expect(page.getByText('Twoja rola: pakowacz.')).toBeVisible();
    await page.goto('/admin/#/orders');
    await page.getByPlaceholder('Numer lub e-mail').fill(shopperEmail);
    // The list narrows once the search, typed, is in the address (a row opened before that is left
    // again for the narrowed list): wait for it and for this one order before opening it.
    await expect.poll(() => decodeURIComponent(page.url())).toContain(shopperEmail);
    const found = page.getByText(shopperEmail, { exact: true });
    await expect(found).toHaveCount(1);
    // A click while the narrowed list is still being drawn again can miss the row: click until it opens.
    // The row is clicked only while it is there: on a busy machine the order may open after a retry began.
    const opened = page.getByRole('heading', { name: /^Zamówienie MF-\d{4}-\d+ – przyjęte do realizacji$/ });
    await expect(async () => {
      if (await found.isVisible()) await found.click();
      await expect(opened).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expectAccessible();

    await page.getByRole('button', { name: 'Spakowane' }).click();
    await expect(page.getByRole('heading', { name: /– spakowane$/ })).toBeVisible();
    await page.getByLabel(/^Numer przesyłki/).fill('620111222333444555666777');
    await page.getByRole('button', { name: 'Wyślij' }).click();
    await expect(page.getByRole('heading', { name: /– wysłane$/ })).toBeVisible();
    await expect(page.getByText('Numer przesyłki: 620111222333444555666777')).toBeVisible();

    await expect
      .poll(async () =>
        (await mailsTo(shopperEmail)).map(mailText).some((mail) => mail.includes('620111222333444555666777')),
      )
      .toBe(true);

    // The parcel arrives; days later the shopper withdraws by e-mail and the packer records it.
    await page.getByRole('button', { name: 'Dostarczone' }).click();
    const delivered = page.getByRole('heading', { name: /– dostarczone$/ });
    await expect(delivered).toBeVisible();
    const number = /MF-\d{4}-\d+/.exec((await delivered.textContent())!)![0];
    const withdrawal = page.getByRole('region', { name: 'Odstąpienie od umowy' });
    await expect(withdrawal.getByLabel(/^Oświadczenie dotarło/)).not.toHaveValue('');
    await withdrawal.getByLabel(/^Uwagi/).fill('E-mail od klientki');
    await withdrawal.getByRole('button', { name: 'Zapisz odstąpienie' }).click();
    await expect(withdrawal.getByText(/^Zwrot pieniędzy do \d{2}\.\d{2}\.\d{4} – zostało 14 dni$/)).toBeVisible();
    await expectAccessible();
    // A note typed wrong is corrected while the refund is owed.
    await withdrawal.getByRole('button', { name: 'Popraw dzień lub uwagi' }).click();
    await withdrawal.getByRole('button', { name: 'Anuluj' }).click();
    await withdrawal.getByRole('button', { name: 'Popraw dzień lub uwagi' }).click();
    await withdrawal.getByLabel(/^Uwagi/).fill('E-mail od klientki, wzór formularza');
    await expectAccessible();
    await withdrawal.getByRole('button', { name: 'Zapisz poprawkę' }).click();
    await expect(withdrawal.getByText('„E-mail od klientki, wzór formularza”')).toBeVisible();
    await expect(withdrawal.getByRole('button', { name: 'Zapisz poprawkę' })).toHaveCount(0);
    await expect
      .poll(async () =>
        (await mailsTo(shopperEmail)).map(mailText).some((mail) => mail.includes('Twoje oświadczenie o odstąpieniu')),
      )
      .toBe(true);

    // The receipt's link shows the shopper where the order stands: the parcel, the statement, the refund's last day.
    const receipt = (await mailsTo(shopperEmail))
      .map(mailText)
      .find((mail) => mail.includes('Twoje oświadczenie o odstąpieniu'))!;
    const orderPath = /\/order-confirmation\?order=[0-9a-f-]{36}&token=[^\s"<>]+/.exec(receipt)![0];
    const shopperView = await page.context().newPage();
    await shopperView.goto(orderPath);
    const standing = shopperView.getByRole('region', { name: 'Status zamówienia' });
    await expect(standing.getByText('dostarczone', { exact: true })).toBeVisible();
    await expect(standing.getByText('620111222333444555666777', { exact: true })).toBeVisible();
    await expect(standing.getByText(/^oświadczenie otrzymaliśmy \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(standing.getByText(/^najpóźniej do \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

    // The start page counts the refund down until it is made.
    await owner.reload();
    const refunds = owner.getByRole('heading', { name: 'Zwroty pieniędzy po odstąpieniu' }).locator('..');
    await expect(refunds.getByRole('link', { name: number })).toBeVisible();

    await withdrawal.getByLabel(/^Zwrócona kwota/).fill('10');
    await withdrawal.getByLabel(/^Jak zwrócono/).fill('Przelew');
    await withdrawal.getByRole('button', { name: 'Zapisz zwrot pieniędzy' }).click();
    await expect(withdrawal.getByText(/^Pieniądze zwrócone: 10,00\s+zł/)).toBeVisible();
    await shopperView.reload();
    await expect(standing.getByText(/^10,00\s+zł – zwrócone \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await shopperView.close();
    await owner.reload();
    await expect(owner.getByRole('heading', { name: 'Zwroty pieniędzy po odstąpieniu' })).toBeVisible();
    await expect(owner.getByRole('link', { name: number })).toHaveCount(0);

    await page.goto(orderPath);
    await expect(page.getByRole('region', { name: 'Status zamówienia' })).toBeVisible();
    await expectAccessible();
  });

  test('a shopper withdraws on the order’s page: the receipt goes out and the start page counts the refund down', async ({
    page,
    browser,
    expectAccessible,
  }, testInfo) => {
    test.skip(!ownerInvitations[testInfo.project.name], 'no owner was made for this project');
    const shopperEmail = `odstapienie.${testInfo.project.name}.${Date.now()}@example.pl`;
    const order = await guestOrder(page.request, shopperEmail);
    const owner = await signIn(browser, `wlasciciel.${testInfo.project.name}@manufaktura.pl`);
    await expect(owner.getByRole('heading', { name: /^Dzień dobry/ })).toBeVisible();
    for (const to of ['packed', 'shipped', 'delivered']) {
      const moved = await owner.request.post(`/api/admin/orders/${order.id}/transition`, {
        headers: { origin: new URL(owner.url()).origin },
        data: { to, tracking_number: '620111222333444555666999' },
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }

    await page.goto(`/order-confirmation?${new URLSearchParams({ order: order.id, token: order.token })}`);
    const standing = page.getByRole('region', { name: 'Status zamówienia' });
    const number = ((await page.getByText(/^Numer zamówienia: /).textContent()) ?? '').replace(
      'Numer zamówienia: ',
      '',
    );
    await standing.getByText('Odstąp od umowy tutaj').click();
    await expect(standing.getByLabel('Imię i nazwisko')).toHaveValue('Ewa Kowalska');
    await standing.getByLabel(/^Wiadomość/).fill('Odsyłam całość.');
    await expectAccessible();
    await standing.getByRole('button', { name: 'Potwierdź odstąpienie od umowy' }).click();
    await expect(standing.getByText(/^oświadczenie otrzymaliśmy \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(standing.getByText(/^najpóźniej do \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(standing.getByText('Odstąp od umowy tutaj')).toHaveCount(0);

    await expect
      .poll(async () =>
        (await mailsTo(shopperEmail))
          .map(mailText)
          .some((mail) => mail.includes('Oświadczenie złożone na stronie sklepu') && mail.includes('Odsyłam całość.')),
      )
      .toBe(true);
    await owner.reload();
    const refunds = owner.getByRole('heading', { name: 'Zwroty pieniędzy po odstąpieniu' }).locator('..');
    await expect(refunds.getByRole('link', { name: number })).toBeVisible();
  });
});
