/** The back office's own texts: its resources, fields and pages. */
export const shopPolish = {
  resources: {
    staff: {
      name: 'Pracownik |||| Pracownicy |||| Pracownicy',
      fields: {
        email: 'Adres email',
        name: 'Imię i nazwisko',
        role: 'Rola',
        active: 'Ma dostęp',
        invitation_pending: 'Czeka na przyjęcie zaproszenia',
        totp_enabled: 'Kod z aplikacji',
        created_at: 'Dodano',
      },
    },
    audit: {
      name: 'Dziennik zmian |||| Dziennik zmian |||| Dziennik zmian',
      fields: {
        at: 'Kiedy',
        staff_email: 'Kto',
        action: 'Co',
        entity: 'Rodzaj',
        entity_id: 'Identyfikator',
        before: 'Przed',
        after: 'Po',
      },
    },
  },
  admin: {
    title: 'Manufaktura – panel sklepu',
    login: {
      heading: 'Panel sklepu',
      totp: 'Kod z aplikacji uwierzytelniającej',
    },
    invitation: {
      heading: 'Ustaw hasło do panelu sklepu',
      intro: 'Zaproszenie działa jeden raz. Hasło musi mieć co najmniej 8 znaków.',
      name: 'Imię i nazwisko (opcjonalnie)',
      password: 'Nowe hasło',
      confirmation: 'Powtórz hasło',
      submit: 'Ustaw hasło i zaloguj się',
    },
    staff: {
      invited: 'Zaproszenie wysłane. Link (działa raz, 72 godziny): %{url}',
      reinvite: 'Wyślij zaproszenie ponownie',
      no_access: 'bez dostępu',
    },
    security: {
      menu: 'Bezpieczeństwo',
      heading: 'Logowanie dwuskładnikowe',
      off: 'Logujesz się samym hasłem. Dodaj kod z aplikacji (np. Google Authenticator, Aegis), aby nikt nie wszedł do panelu z samym hasłem.',
      on: 'Przy logowaniu podajesz kod z aplikacji uwierzytelniającej.',
      start: 'Włącz kod z aplikacji',
      secret: 'Dodaj w aplikacji konto z tym kluczem, a potem wpisz kod, który pokaże:',
      code: 'Kod z aplikacji',
      enable: 'Włącz',
      disable: 'Wyłącz kod z aplikacji',
      enabled: 'Kod z aplikacji jest włączony.',
      disabled: 'Kod z aplikacji jest wyłączony.',
    },
    dashboard: {
      welcome: 'Dzień dobry, %{name}',
      role: 'Twoja rola: %{role}.',
      areas: 'Możesz pracować w: %{areas}.',
    },
  },
  areas: {
    staff: 'pracownicy',
    audit: 'dziennik zmian',
    catalog: 'katalog',
    content: 'treści',
    promotions: 'promocje',
    orders: 'zamówienia',
    shipping: 'wysyłka',
  },
};
