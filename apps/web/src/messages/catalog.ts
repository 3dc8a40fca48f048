import type { ProductSort } from '@manufaktura/contract';

import { commonText } from './common.ts';

/** The storefront's Polish copy: products, listings, search and the cosmetic finder. Texts the spec quotes come from core. */

export const productText = {
  regularPrice: 'Cena regularna',
  salePrice: 'Cena promocyjna',
  adding: 'Dodajemy…',
  unavailable: 'Produkt niedostępny',
  capacity: 'Pojemność',
  gallery: 'Zdjęcia produktu',
  showImage: (index: number, total: number) => `Pokaż zdjęcie ${index} z ${total}`,
  prevImage: 'Poprzednie zdjęcie',
  nextImage: 'Następne zdjęcie',
  tabs: 'Informacje o produkcie',
  tabHowItWorks: 'jak działa',
  tabIngredients: 'skład',
  tabDetails: 'szczegóły',
  description: 'Opis',
  bundleHeading: 'W zestawie',
  bundlePrice: 'cena w zestawie',
  related: 'Może Ci się spodobać',
  buyBar: 'Kup teraz',
  reviews: 'Opinie',
  reviewsNone: 'Ten produkt nie ma jeszcze opinii.',
  rating: (average: string) => `Ocena ${average} na 5`,
  reviewsCount: (n: number) =>
    `${n} ${n === 1 ? 'opinia' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'opinie' : 'opinii'}`,
  highlightedReview: 'Wybrana opinia',
  reviewsPages: 'Strony opinii',
} as const;

export const catalogText = {
  shopTitle: 'Sklep',
  shopDescription: 'Wszystkie naturalne kosmetyki z naszej pracowni: mydła, kremy, serum, oleje, hydrolaty i zestawy.',
  allProducts: 'Wszystkie produkty',
  categories: 'Kategorie',
  count: (n: number) =>
    `${n} ${n === 1 ? 'produkt' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'produkty' : 'produktów'}`,
  sortLabel: 'Sortuj',
  sortApply: commonText.apply,
  sorts: {
    position: 'polecane',
    price_asc: 'cena: od najniższej',
    price_desc: 'cena: od najwyższej',
    newest: 'najnowsze',
    name: 'nazwa: A–Z',
  } satisfies Record<ProductSort, string>,
  empty: 'W tej kategorii nie ma jeszcze produktów.',
  pagination: 'Strony wyników',
  prev: 'Poprzednia',
  next: 'Następna',
  page: (n: number) => `Strona ${n}`,
  pageTitle: (title: string, n: number) => (n > 1 ? `${title}, strona ${n}` : title),
  breadcrumbs: 'Okruszki',
  home: 'Strona główna',
} as const;

export const searchText = {
  title: 'Wyniki wyszukiwania',
  heading: commonText.search,
  resultsFor: (q: string) => `Wyniki dla „${q}”`,
  products: 'Produkty',
  posts: 'Z bloga',
  none: (q: string) => `Nie znaleźliśmy niczego dla „${q}”.`,
  hint: 'Spróbuj innego słowa, np. „mydło”, „krem” albo „olej”, lub przejrzyj wszystkie produkty w sklepie.',
  intro: 'Wpisz nazwę kosmetyku, składnik albo temat z bloga.',
  browse: commonText.goToShop,
} as const;

export const matchText = {
  title: 'Dopasuj kosmetyk',
  metaDescription:
    'Wybierz potrzebę swojej skóry – sucha, tłusta, dojrzała, wrażliwa, zmęczona – i zobacz kosmetyki, które razem tworzą prostą, naturalną pielęgnację.',
  intro:
    'Powiedz nam, czego potrzebuje Twoja skóra, a podpowiemy kosmetyki, które razem tworzą prostą rutynę. Każdy możesz kupić osobno albo w gotowym zestawie taniej.',
  needs: 'Czego potrzebuje Twoja skóra?',
  allNeeds: commonText.all,
  need: 'potrzeba',
  routine: (n: number) =>
    `${n} ${n === 1 ? 'kosmetyk' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'kosmetyki' : 'kosmetyków'} w rutynie`,
  routineTotal: 'Cała rutyna kupiona osobno',
  seeRoutine: 'Zobacz rutynę',
  routineProducts: 'Kosmetyki w tej rutynie',
  setsTitle: 'Gotowe zestawy w niższej cenie',
  setsIntro: 'Kosmetyki skompletowane w pudełku – w zestawie każdy kosztuje mniej niż osobno.',
  backToFinder: 'Wróć do wyboru potrzeby',
  empty: 'Nie mamy jeszcze dopasowanych zestawów. Zajrzyj do sklepu.',
} as const;
