import { commonText } from './common.ts';

/** The storefront's Polish copy: the header, its menus, the promotion bar and the footer. Texts the spec quotes come from core. */

export const navText = {
  main: 'Menu główne',
  mobile: 'Menu',
  openMenu: 'Otwórz menu',
  closeMenu: 'Zamknij menu',
  shop: 'sklep',
  about: 'o nas',
  match: commonText.matchPage,
  categories: 'kategorie',
  bundles: 'zestawy',
  blog: 'blog',
  loyalty: commonText.loyaltyPage,
  contact: commonText.contactPage,
  b2b: commonText.b2bPage,
  search: 'szukaj',
  searchLabel: 'Szukaj w sklepie',
  searchSubmit: commonText.search,
  logout: 'wyloguj',
  cartCount: (count: number) => `(${count})`,
} as const;

export const topBarText = { label: 'Promocje', close: 'Zamknij komunikat' } as const;

export const footerText = {
  copyright: '© 2025 Manufaktura',
  more: 'więcej',
  information: 'informacje',
  support: 'obsługa klienta',
  company: 'dane firmy',
  vat: 'NIP',
  social: 'Nasze media społecznościowe',
  payments: 'Płatności i dostawa',
  cookieSettings: commonText.cookieSettings,
  links: {
    blog: 'blog',
    about: 'o nas',
    match: commonText.matchPage,
    loyalty: commonText.loyaltyPage,
    workshops: 'warsztaty',
    christmas: 'gwiazdka',
    jobs: 'praca',
    b2b: commonText.b2bPage,
    terms: 'regulamin',
    privacy: 'polityka prywatności',
    delivery: 'dostawa i płatności',
    returns: 'zwroty i reklamacje',
    voucherTerms: 'regulamin bonu',
    newsletterTerms: commonText.newsletterTerms,
    loyaltyTerms: 'regulamin programu lojalnościowego',
    contact: commonText.contactPage,
    pickup: 'odbiór osobisty',
    account: 'moje konto',
    cart: 'koszyk',
  },
  icons: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    blik: 'BLIK',
    cod: 'Płatność przy odbiorze (za pobraniem)',
    locker: 'Dostawa do paczkomatu',
    courier: 'Dostawa kurierem',
  },
} as const;
