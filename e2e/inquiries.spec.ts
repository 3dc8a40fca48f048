import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.ts';

function contactForm(page: Page) {
  const form = page.getByRole('region', { name: 'Napisz do nas' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Imię i nazwisko' }),
    email: form.getByRole('textbox', { name: 'Adres email' }),
    topic: form.getByRole('combobox', { name: 'Temat' }),
    message: form.getByRole('textbox', { name: 'Wiadomość' }),
    submit: form.getByRole('button', { name: 'Wyślij wiadomość' }),
  };
}

function b2bForm(page: Page) {
  const form = page.getByRole('region', { name: 'Zapytaj o współpracę' });
  return {
    form,
    company: form.getByRole('textbox', { name: 'Nazwa firmy' }),
    nip: form.getByRole('textbox', { name: 'NIP' }),
    name: form.getByRole('textbox', { name: 'Osoba kontaktowa' }),
    email: form.getByRole('textbox', { name: 'Adres email' }),
    phone: form.getByRole('textbox', { name: 'Telefon' }),
    volume: form.getByRole('combobox', { name: 'Planowane zamówienia' }),
    message: form.getByRole('textbox', { name: 'Wiadomość' }),
    submit: form.getByRole('button', { name: 'Wyślij zapytanie' }),
  };
}

const SENT_CONTACT =
  'Dziękujemy! Wiadomość dotarła do nas. Odpowiemy najszybciej, jak to możliwe – potwierdzenie wysłaliśmy na Twój adres email.';
const SENT_B2B =
  'Dziękujemy! Zapytanie dotarło do nas. Odezwiemy się z ofertą – potwierdzenie wysłaliśmy na Twój adres email.';

test.describe('contact form', () => {
  test('shows each wrong field with its Polish message and focuses the first', async ({ page, expectAccessible }) => {
    await page.goto('/kontakt');
    const f = contactForm(page);
    await f.submit.click();
    await expect(f.form.getByRole('alert')).toHaveText('Popraw pola zaznaczone poniżej (4).');
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toHaveAccessibleDescription('To pole jest wymagane');
    await expect(f.topic).toHaveAccessibleDescription('Wybierz temat wiadomości');

    await f.name.fill('Anna Kowalska');
    await f.email.fill('anna@');
    await f.message.fill('Halo?');
    await f.submit.click();
    await expect(f.email).toBeFocused();
    await expect(f.email).toHaveAccessibleDescription('Wpisz prawidłowy adres mail');
    await expect(f.message).toHaveAccessibleDescription('Napisz kilka słów więcej (co najmniej 10 znaków)');
    await expect(f.name).not.toHaveAttribute('aria-invalid');
    await expectAccessible();
  });

  test('sends a message, says so honestly and starts afresh', async ({ page }) => {
    await page.goto('/kontakt');
    const f = contactForm(page);
    await f.name.fill('Anna Kowalska');
    await f.email.fill('anna.kowalska@example.pl');
    await f.topic.selectOption({ label: 'Produkty i składy' });
    await f.message.fill('Czy krem rokitnikowy nadaje się dla cery naczyniowej?');
    await f.submit.click();
    await expect(f.form.getByRole('status')).toHaveText(SENT_CONTACT);
    await expect(f.name).toHaveValue('');
    await expect(f.message).toHaveValue('');
  });
});

test.describe('B2B inquiry form', () => {
  test('/b2b leads to the form; a wrong NIP and phone are explained', async ({ page, expectAccessible }) => {
    await page.goto('/b2b');
    await expect(page).toHaveURL(/\/wspolpraca-b2b$/);
    const f = b2bForm(page);
    await f.company.fill('Zielony Sklepik sp. z o.o.');
    await f.nip.fill('526-000-12-47');
    await f.name.fill('Jan Nowak');
    await f.email.fill('jan@zielonysklepik.pl');
    await f.phone.fill('600 12');
    await f.message.fill('Chcemy sprzedawać Wasze mydła w naszym sklepie.');
    await f.submit.click();
    await expect(f.form.getByRole('alert')).toHaveText('Popraw pola zaznaczone poniżej (2).');
    await expect(f.nip).toBeFocused();
    await expect(f.nip).toHaveAccessibleDescription('10 cyfr, np. 526-000-12-46 Wpisz prawidłowy NIP');
    await expect(f.phone).toHaveAccessibleDescription('Wpisz 9-cyfrowy numer telefonu');
    await expectAccessible();
  });

  test('sends an inquiry', async ({ page }) => {
    await page.goto('/wspolpraca-b2b');
    const f = b2bForm(page);
    await f.company.fill('Zielony Sklepik sp. z o.o.');
    await f.nip.fill('PL 526-000-12-46');
    await f.name.fill('Jan Nowak');
    await f.email.fill('jan@zielonysklepik.pl');
    await f.phone.fill('+48 600 123 456');
    await f.volume.selectOption({ label: '2 000–10 000 zł miesięcznie' });
    await f.message.fill('Chcemy sprzedawać Wasze mydła w naszym sklepie w Krakowie.');
    await f.submit.click();
    await expect(f.form.getByRole('status')).toHaveText(SENT_B2B);
  });
});

test.describe('inquiry forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts as a plain form: errors keep what was typed, then it is sent', async ({ page }) => {
    await page.goto('/kontakt');
    const f = contactForm(page);
    await f.name.fill('Anna Kowalska');
    await f.email.fill('to-nie-email');
    await f.message.fill('Czy wysyłacie paczki za granicę?');
    await f.submit.click();
    await expect(f.form.getByRole('alert')).toHaveText('Popraw pola zaznaczone poniżej (2).');
    await expect(f.email).toHaveAccessibleDescription('Wpisz prawidłowy adres mail');
    await expect(f.topic).toHaveAccessibleDescription('Wybierz temat wiadomości');
    await expect(f.name).toHaveValue('Anna Kowalska');
    await expect(f.message).toHaveValue('Czy wysyłacie paczki za granicę?');

    await f.email.fill('anna@example.pl');
    await f.topic.selectOption({ label: 'Moje zamówienie' });
    await f.submit.click();
    await expect(f.form.getByRole('status')).toHaveText(SENT_CONTACT);
  });

  test('the B2B form explains a wrong NIP without JavaScript', async ({ page }) => {
    await page.goto('/wspolpraca-b2b');
    const f = b2bForm(page);
    await f.company.fill('Zielony Sklepik');
    await f.nip.fill('1234567890');
    await f.submit.click();
    await expect(f.nip).toHaveAccessibleDescription('10 cyfr, np. 526-000-12-46 Wpisz prawidłowy NIP');
    await expect(f.company).toHaveValue('Zielony Sklepik');
  });
});
