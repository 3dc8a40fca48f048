import { commonText } from './common.ts';

/** The storefront's Polish copy: the shop's name, its pages' titles and the error pages. Texts the spec quotes come from core. */

export const shopText = {
  name: 'Manufaktura',
  legalTitle: 'Manufaktura: naturalne kosmetyki',
  metaDescription:
    'Naturalne, roślinne kosmetyki z polskiej manufaktury: kremy, serum, toniki i mydła warzone na zimno.',
  spinner: 'Ładowanie…',
  skipToContent: 'Przejdź do treści',
} as const;

export const notFoundText = {
  title: 'Nie znaleziono strony',
  text: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
  back: commonText.backHome,
  shop: commonText.goToShop,
} as const;

export const serverErrorText = {
  title: 'Coś poszło nie tak',
  text: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie za kilka minut.',
  retry: 'Spróbuj ponownie',
  back: commonText.backHome,
} as const;
