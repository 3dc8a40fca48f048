import { commonText } from './common.ts';

/** The storefront's Polish copy: the contact and B2B forms. Texts the spec quotes come from core. */

export const inquiryText = {
  required: 'wymagane',
  optional: 'opcjonalnie',
  sending: 'Wysyłamy…',
  fixErrors: (n: number) => (n === 1 ? 'Popraw 1 pole zaznaczone poniżej.' : `Popraw pola zaznaczone poniżej (${n}).`),
  failed: 'Nie udało się wysłać wiadomości. Spróbuj ponownie za kilka minut albo napisz do nas e-mailem.',
  honeypot: 'Zostaw to pole puste',
  privacyBefore:
    'Administratorem Twoich danych jest Manufaktura. Użyjemy ich tylko po to, aby odpowiedzieć na Twoją wiadomość. Więcej w ',
  privacyLink: 'polityce prywatności',
  privacyAfter: '.',
  contact: {
    title: 'Napisz do nas',
    intro: 'Odpowiadamy zwykle w ciągu 2 dni roboczych.',
    name: 'Imię i nazwisko',
    email: commonText.email,
    topic: 'Temat',
    topicPlaceholder: 'Wybierz temat',
    message: commonText.message,
    submit: 'Wyślij wiadomość',
    sent: 'Dziękujemy! Wiadomość dotarła do nas. Odpowiemy najszybciej, jak to możliwe – potwierdzenie wysłaliśmy na Twój adres email.',
  },
  b2b: {
    title: 'Zapytaj o współpracę',
    intro: 'Opowiedz nam o swoim sklepie, salonie lub firmie – przygotujemy ofertę hurtową.',
    company: commonText.company,
    nip: 'NIP',
    nipHint: '10 cyfr, np. 526-000-12-46',
    name: 'Osoba kontaktowa',
    email: commonText.email,
    phone: commonText.phone,
    volume: 'Planowane zamówienia',
    volumePlaceholder: 'Nie wiem jeszcze',
    message: commonText.message,
    messageHint: 'Gdzie sprzedajesz, które produkty Cię interesują?',
    submit: 'Wyślij zapytanie',
    sent: 'Dziękujemy! Zapytanie dotarło do nas. Odezwiemy się z ofertą – potwierdzenie wysłaliśmy na Twój adres email.',
  },
} as const;
