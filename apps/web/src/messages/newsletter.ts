import { commonText } from './common.ts';

/** The storefront's Polish copy: the newsletter form, its confirmation and unsubscribe pages, and the cookie consent. Texts the spec quotes come from core. */

export const newsletterText = {
  title: 'bądźmy w kontakcie',
  text: 'Nowości z pracowni, sezonowe rytuały pielęgnacji i promocje tylko dla subskrybentów. Piszemy rzadko i z sensem.',
  emailLabel: commonText.email,
  emailPlaceholder: 'twoj@email.pl',
  consentBefore: commonText.readAndAccept,
  consentPrivacy: commonText.privacyPolicy,
  consentMiddle: ' i akceptuję ',
  consentTerms: commonText.newsletterTerms,
  consentAfter: '.',
  submit: 'zapisz się',
  submitting: 'Zapisujemy Twój adres…',
} as const;

export const newsletterConfirmationText = {
  title: 'Potwierdź zapis do newslettera',
  intro: 'Jeszcze jeden krok: kliknij przycisk, a zaczniemy wysyłać Ci newsletter Manufaktury.',
  button: 'Potwierdź zapis',
  working: 'Potwierdzamy Twój zapis…',
  done: (email: string) => `Dziękujemy! Adres ${email} jest zapisany do newslettera.`,
  invalid: 'Ten link jest nieprawidłowy albo zapis został wycofany. Zapisz się ponownie w stopce strony.',
  missing: 'Brakuje tokenu w linku. Użyj linku z wiadomości potwierdzającej zapis.',
  back: commonText.backHome,
} as const;

export const unsubscribeText = {
  title: 'Wypisz się z newslettera',
  intro: 'Przykro nam, że się żegnamy. Kliknij przycisk, a nie wyślemy Ci już żadnego newslettera.',
  button: 'wypisz mnie',
  working: 'Wypisujemy Twój adres…',
  done: (email: string) => `Gotowe. Adres ${email} nie będzie już otrzymywał newslettera.`,
  invalid: 'Ten link do wypisania się jest nieprawidłowy albo został już użyty.',
  missing: 'Brakuje tokenu w linku. Użyj linku z ostatniego newslettera.',
  back: commonText.backHome,
} as const;

export const consentText = {
  consentModal: {
    title: 'Dbamy o Twoją prywatność',
    description:
      'Używamy niezbędnych plików cookies, aby sklep działał, a za Twoją zgodą także analitycznych, dzięki którym wiemy, co warto ulepszyć. Wybór możesz zmienić w każdej chwili w „Ustawieniach cookies” w stopce.',
    acceptAllBtn: commonText.acceptAll,
    acceptNecessaryBtn: commonText.rejectAll,
    showPreferencesBtn: 'Ustawienia',
    footer: '<a href="/polityka-prywatnosci/">Polityka prywatności</a><a href="/regulamin/">Regulamin</a>',
  },
  preferencesModal: {
    title: commonText.cookieSettings,
    acceptAllBtn: commonText.acceptAll,
    acceptNecessaryBtn: commonText.rejectAll,
    savePreferencesBtn: 'Zapisz wybór',
    closeIconLabel: commonText.close,
    serviceCounterLabel: 'usługa|usługi',
    sections: [
      {
        title: 'Jak korzystamy z plików cookies',
        description:
          'Pliki cookies to małe pliki zapisywane w Twojej przeglądarce. Niezbędne są potrzebne do działania koszyka i zamówień; analityczne włączamy tylko za Twoją zgodą.',
      },
      {
        title: 'Niezbędne',
        description:
          'Zapamiętują Twój koszyk, sesję i wybór dotyczący cookies. Bez nich sklep nie działa, więc są zawsze włączone.',
        linkedCategory: 'necessary',
      },
      {
        title: 'Analityczne',
        description:
          'Google Analytics 4 pomaga nam zrozumieć, jak korzystasz ze sklepu (anonimowe statystyki odwiedzin i zakupów).',
        linkedCategory: 'analytics',
        cookieTable: {
          headers: { name: 'Nazwa', domain: 'Domena', desc: 'Opis' },
          body: [
            { name: '_ga', domain: 'manufaktura.pl', desc: 'Rozróżnia odwiedzających (Google Analytics), 2 lata.' },
            { name: '_ga_*', domain: 'manufaktura.pl', desc: 'Przechowuje stan sesji (Google Analytics), 2 lata.' },
          ],
        },
      },
      {
        title: 'Więcej informacji',
        description:
          'Szczegóły znajdziesz w <a href="/polityka-prywatnosci/">polityce prywatności</a> i <a href="/regulamin/">regulaminie</a>. Pytania? Napisz do nas przez stronę <a href="/kontakt/">kontakt</a>.',
      },
    ],
  },
} as const;
