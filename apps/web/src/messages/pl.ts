/** The storefront's own Polish copy; error-code texts come from @manufaktura/core. */
export const pl = {
  shopName: 'Manufaktura',
  metaDescription:
    'Naturalne, roślinne kosmetyki z polskiej manufaktury: kremy, serum, toniki i mydła warzone na zimno.',
  hero: {
    tagline: 'Bo z naturą Ci do twarzy',
    headline: 'Naturalnie skuteczne kosmetyki',
    cta: 'odkryj produkty',
  },
  home: {
    productsHeading: 'Nasze kosmetyki',
    productsEmpty: 'Wkrótce pojawią się tu nasze kosmetyki.',
    productsUnavailable: 'Nie udało się wczytać produktów. Odśwież stronę za chwilę.',
  },
  product: {
    onSale: 'PROMOCJA',
    regularPrice: 'Cena regularna',
    salePrice: 'Cena promocyjna',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    text: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    back: 'Wróć na stronę główną',
    shop: 'Przejdź do sklepu',
  },
  serverError: {
    title: 'Coś poszło nie tak',
    text: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie za kilka minut.',
    retry: 'Spróbuj ponownie',
    back: 'Wróć na stronę główną',
  },
  footer: {
    copyright: '© 2025 Manufaktura',
  },
  skipToContent: 'Przejdź do treści',
  homeLabel: 'Strona Główna',
} as const;
