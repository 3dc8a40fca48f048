import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';

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

test.describe('the back office', () => {
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
    await expect(page.getByRole('cell', { name: managerEmail })).toBeVisible();
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
    await page.getByRole('cell', { name: managerEmail }).click();
    await page.getByLabel('Ma dostęp').uncheck();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Zapisano zmiany')).toBeVisible();
    await manager.reload();
    await expect(manager.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    await managerContext.close();

    // The owner signs in again with the password; a wrong one gets the one answer for everything.
    const again = await signIn(browser, `wlasciciel.${testInfo.project.name}@manufaktura.pl`);
    await expect(again.getByRole('heading', { name: 'Dzień dobry, Anna Właścicielka' })).toBeVisible();
    const wrong = await browser.newContext();
    const wrongPage = await wrong.newPage();
    await wrongPage.goto('/admin/');
    await wrongPage.getByLabel('Adres email').fill(managerEmail);
    await wrongPage.getByLabel(/^Hasło/).fill(PASSWORD);
    await wrongPage.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(wrongPage.getByText('Nieprawidłowy adres email, hasło lub kod z aplikacji.')).toBeVisible();
    await wrong.close();
  });
});
