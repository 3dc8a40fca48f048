import type { Page } from '@playwright/test';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';

import { acceptTerms, cartLink, expect, fillBilling, mailsTo, mailText, open, orderButton, test } from './fixtures.ts';

const PASSWORD = 'rozane-pole-42';

/** A unique address per test and run: the shop keeps its data between runs of the suite. */
const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.pl`;

/** The link of the newest e-mail to `email` whose text matches `pattern`. */
async function linkIn(email: string, pattern: RegExp): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).some((mail) => pattern.test(mailText(mail)))).toBe(true);
  const texts = (await mailsTo(email)).map(mailText).filter((text) => pattern.test(text));
  const match = pattern.exec(texts.at(-1)!);
  return new URL(match![0]).pathname + new URL(match![0]).search;
}

async function register(page: Page, email: string) {
  await page.goto('/login');
  const form = page.getByRole('region', { name: 'Załóż konto' });
  await form.getByLabel('Imię').fill('Ola');
  await form.getByLabel('Nazwisko').fill('Nowak');
  await form.getByLabel('Adres email').fill(email);
  await form.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Powtórz hasło').fill(PASSWORD);
  await form.getByRole('button', { name: 'załóż konto' }).click();
  await expect(form.getByRole('status')).toContainText(`Wysłaliśmy link potwierdzający na adres ${email}`);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  const form = signInForm(page);
  await form.getByLabel('Adres email').fill(email);
  await form.getByLabel('Hasło').fill(password);
  await form.getByRole('button', { name: 'zaloguj się' }).click();
}

/** The sign-in form (the panel also holds the forgotten-password one). */
const signInForm = (page: Page) => page.getByRole('region', { name: 'Zaloguj się' }).locator('form').first();

/**
 * Signs out as the shopper would: the header's icon from 450 px (spec §2), below it the
 * /logout page's button.
 */
async function signOut(page: Page) {
  const icon = page.getByRole('banner').getByRole('link', { name: 'wyloguj' });
  if ((page.viewportSize()?.width ?? 0) >= 450) await icon.click();
  else {
    await page.goto('/logout');
    await page.getByRole('button', { name: 'wyloguj mnie' }).click();
  }
  await expect(page).toHaveURL(/\/logout/);
  await expect(page.getByText('Wylogowaliśmy Cię. Do zobaczenia!')).toBeVisible();
}

/** Whether the header shows the signed-in state (its logout icon, from 450 px). */
async function expectSignedIn(page: Page, signedIn: boolean) {
  if ((page.viewportSize()?.width ?? 0) < 450) return;
  const icon = page.getByRole('banner').getByRole('link', { name: 'wyloguj' });
  await (signedIn ? expect(icon).toBeVisible() : expect(icon).toBeHidden());
}

test.describe('accounts', () => {
  test('register, confirm from the e-mail, order, see it on the account, order again, sign out', async ({
    page,
    expectAccessible,
  }) => {
    const email = uniqueEmail('konto');
    await register(page, email);
    await expectAccessible();

    const confirmation = await linkIn(email, /http:\/\/[^\s]+\/\?registration_confirmation_token=[A-Za-z0-9_-]+/);
    await open(page, confirmation);
    await expect(page.getByText('Konto zostało potwierdzone')).toBeVisible();
    await expect(page).not.toHaveURL(/registration_confirmation_token/);
    await expectSignedIn(page, true);

    await open(page, '/sklep/mydlo-lawendowe');
    await page.getByRole('button', { name: 'Do koszyka' }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
    await open(page, '/checkout');
    await expect(page.getByLabel('Adres e-mail')).toHaveValue(email);
    await fillBilling(page);
    await page.getByRole('radio', { name: /Paczkomat InPost za pobraniem/ }).check();
    await page.getByLabel('Kod paczkomatu').fill('kra01m');
    const saveAddress = page.getByRole('checkbox', { name: /Zapisz te adresy na moim koncie/ });
    await expect(saveAddress).toBeChecked();
    await acceptTerms(page);
    await orderButton(page).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=/);
    const number = ((await page.getByText(/^Numer zamówienia: /).textContent()) ?? '').replace(
      'Numer zamówienia: ',
      '',
    );

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
    await expect(page.locator('#adres-billing-street')).toHaveValue('Długa 5/3');
    await page.getByRole('link', { name: new RegExp(number) }).click();
    await expect(page.getByRole('heading', { name: `Szczegóły zamówienia ${number}` })).toBeVisible();
    await expect(page.locator('#zamowienie').getByText('przyjęte do realizacji', { exact: true })).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'zamów ponownie' }).click();
    await expect(page).toHaveURL(/\/cart/);
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');

    await signOut(page);
    await expectSignedIn(page, false);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a wrong password and an unknown address get the same message; the right one opens the account', async ({
    page,
  }) => {
    const email = uniqueEmail('haslo');
    await register(page, email);
    await open(page, await linkIn(email, /http:\/\/[^\s]+\/\?registration_confirmation_token=[A-Za-z0-9_-]+/));
    await signOut(page);

    for (const [address, password] of [
      [email, 'zle-haslo-1'],
      [uniqueEmail('nikt'), PASSWORD],
    ] as const) {
      await signIn(page, address, password);
      await expect(signInForm(page).getByRole('alert')).toHaveText('Nieprawidłowy adres email lub hasło.');
      await expect(signInForm(page).getByLabel('Adres email')).toHaveValue(address);
    }
    await signIn(page, email);
    await expect(page).toHaveURL(/\/account/);
  });

  test('products chosen before signing in join the account’s cart, and the page says so', async ({ page }) => {
    const email = uniqueEmail('scalenie');
    await register(page, email);
    await open(page, await linkIn(email, /http:\/\/[^\s]+\/\?registration_confirmation_token=[A-Za-z0-9_-]+/));
    await open(page, '/sklep/mydlo-lawendowe');
    await page.getByRole('button', { name: 'Do koszyka' }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
    await signOut(page);

    await open(page, '/sklep/krem-rozany-na-noc');
    await page.getByRole('button', { name: 'Do koszyka' }).first().click();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (1)');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Produkty wybrane przed zalogowaniem są teraz w Twoim koszyku.' }),
    ).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('koszyk (2)');
  });

  test('a forgotten password is reset from the e-mailed link, once', async ({ page }) => {
    const email = uniqueEmail('reset');
    await register(page, email);
    await open(page, await linkIn(email, /http:\/\/[^\s]+\/\?registration_confirmation_token=[A-Za-z0-9_-]+/));
    await signOut(page);

    await page.goto('/login');
    await page.getByText('Nie pamiętasz hasła?').click();
    const forgot = page.locator('#przypomnij-haslo');
    await forgot.getByLabel('Adres email').fill(email);
    await forgot.getByRole('button', { name: 'wyślij link' }).click();
    await expect(forgot.getByRole('status')).toContainText('wysłaliśmy na nie link do zmiany hasła');

    const reset = await linkIn(email, /http:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_-]+/);
    await page.goto(reset);
    await page.getByLabel('Nowe hasło', { exact: true }).fill('zupelnie-nowe-haslo');
    await page.getByLabel('Powtórz hasło').fill('zupelnie-nowe-haslo');
    await page.getByRole('button', { name: 'zapisz nowe hasło' }).click();
    await expect(page).toHaveURL(/\/account/);

    await page.goto(reset);
    await page.getByLabel('Nowe hasło', { exact: true }).fill('jeszcze-inne-haslo');
    await page.getByLabel('Powtórz hasło').fill('jeszcze-inne-haslo');
    await page.getByRole('button', { name: 'zapisz nowe hasło' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Link do zmiany' })).toHaveText(
      'Link do zmiany hasła jest nieprawidłowy lub wygasł. Poproś o nowy link.',
    );
  });
});

/**
 * Google's script, as a stand-in that follows its documented interface
 * (google.accounts.id.initialize / renderButton): its button hands the page's
 * callback the given ID token, as Google's popup does after the shopper picks
 * an account.
 */
const googleScript = (credential: string) => `
  window.google = { accounts: { id: {
    initialize(options) { window.__googleOptions = options; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Zaloguj się przez Google';
      button.addEventListener('click', () => window.__googleOptions.callback({ credential: ${JSON.stringify(credential)} }));
      parent.append(button);
    },
  } } };`;

/** An ID token for the shop's client id, signed with the key the shop's stand-in key set publishes. */
async function googleIdToken(claims: Record<string, unknown>, key = process.env.E2E_GOOGLE_PRIVATE_JWK!) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e-1' })
    .setIssuer('https://accounts.google.com')
    .setAudience(process.env.E2E_GOOGLE_CLIENT_ID!)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(JSON.parse(key) as object, 'RS256'));
}

async function signInWithGoogle(page: Page, credential: string) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: googleScript(credential) }),
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'Zaloguj się przez Google' }).click();
}

test.describe('sign in with Google', () => {
  test('a verified Google e-mail opens a new account, signed in', async ({ page, expectAccessible }) => {
    const email = uniqueEmail('google');
    await signInWithGoogle(
      page,
      await googleIdToken({ sub: `g-${email}`, email, email_verified: true, given_name: 'Ola', family_name: 'Nowak' }),
    );
    await expect(page).toHaveURL(/\/account/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Twoje dane' }).getByLabel('Imię')).toHaveValue('Ola');
    await expectSignedIn(page, true);
    await expectAccessible();
  });

  test('a token Google did not sign is refused with the spec’s message', async ({ page }) => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const email = uniqueEmail('podrobiony');
    await signInWithGoogle(
      page,
      await googleIdToken(
        { sub: 'g-forged', email, email_verified: true },
        JSON.stringify(await exportJWK(privateKey)),
      ),
    );
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Nieprawidłowy adres email lub identyfikator użytkownika Google.',
    );
    await expect(page).toHaveURL(/\/login/);
    await expectSignedIn(page, false);
  });
});

test.describe('accounts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('register, confirm and sign in work as plain forms', async ({ page }) => {
    const email = uniqueEmail('bezjs');
    await register(page, email);
    await signIn(page, email);
    await expect(signInForm(page).getByRole('alert')).toHaveText(
      'Kliknij w link potwierdzający, który wysłaliśmy na Twój adres email.',
    );

    // Without a script to read the e-mailed link (spec §4), the page asks for a click: never a GET alone.
    await page.goto(await linkIn(email, /http:\/\/[^\s]+\/\?registration_confirmation_token=[A-Za-z0-9_-]+/));
    await page.getByRole('button', { name: 'potwierdź konto' }).click();
    await expect(page).toHaveURL(/\/account\?message_code=account.confirmed/);
    await expect(page.getByRole('status').filter({ hasText: 'Konto zostało potwierdzone' })).toBeVisible();
    await page.goto('/logout');
    await page.getByRole('button', { name: 'wyloguj mnie' }).click();
    await expect(page.getByText('Wylogowaliśmy Cię. Do zobaczenia!')).toBeVisible();

    await signIn(page, email);
    await expect(page).toHaveURL(/\/account/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
  });
});
