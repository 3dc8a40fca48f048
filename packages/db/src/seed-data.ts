/**
 * The demo shop seeded into an empty database: a small, believable catalog.
 * Prices are gross, in grosze.
 */
export const DEMO_CATEGORIES = [
  {
    slug: 'pielegnacja-twarzy',
    name: 'Pielęgnacja twarzy',
    description: 'Kremy, serum i toniki z roślinnych składników, bez sztucznych barwników i zapachów.',
    position: 1,
  },
  {
    slug: 'mydla-naturalne',
    name: 'Mydła naturalne',
    description: 'Mydła warzone na zimno z olejów roślinnych, dojrzewające co najmniej sześć tygodni.',
    position: 2,
  },
] as const;

type CategorySlug = (typeof DEMO_CATEGORIES)[number]['slug'];

export interface DemoProduct {
  slug: string;
  name: string;
  nameSpan: string;
  description: string;
  label: string | null;
  nonSalePrice: number;
  /** Days from the seeding moment; the sale window is open around "now". */
  sale?: { price: number; startsInDays: number; endsInDays: number };
  categories: CategorySlug[];
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'krem-nawilzajacy-z-olejem-konopnym',
    name: 'Krem nawilżający',
    nameSpan: 'z olejem konopnym i aloesem',
    description: 'Lekki krem na dzień, który nawilża i koi skórę skłonną do zaczerwienień.',
    label: 'BESTSELLER',
    nonSalePrice: 6900,
    categories: ['pielegnacja-twarzy'],
  },
  {
    slug: 'serum-rozswietlajace-z-rokitnikiem',
    name: 'Serum rozświetlające',
    nameSpan: 'z olejem z rokitnika',
    description: 'Olejowe serum na noc, bogate w karotenoidy i witaminę E.',
    label: 'NEW',
    nonSalePrice: 8900,
    sale: { price: 7120, startsInDays: -3, endsInDays: 11 },
    categories: ['pielegnacja-twarzy'],
  },
  {
    slug: 'tonik-hydrolat-rozany',
    name: 'Tonik różany',
    nameSpan: 'hydrolat z róży damasceńskiej',
    description: 'Czysty hydrolat, który odświeża i przywraca skórze właściwe pH.',
    label: null,
    nonSalePrice: 3900,
    categories: ['pielegnacja-twarzy'],
  },
  {
    slug: 'mydlo-lawendowe',
    name: 'Mydło lawendowe',
    nameSpan: 'z olejem kokosowym i masłem shea',
    description: 'Łagodne mydło z olejkiem lawendowym, warzone na zimno.',
    label: null,
    nonSalePrice: 2400,
    categories: ['mydla-naturalne'],
  },
  {
    slug: 'mydlo-z-glinka-zielona',
    name: 'Mydło z glinką zieloną',
    nameSpan: 'do cery mieszanej i tłustej',
    description: 'Oczyszcza pory i matuje, nie wysuszając skóry.',
    label: 'NEW',
    nonSalePrice: 2600,
    categories: ['mydla-naturalne'],
  },
  {
    slug: 'mydlo-weglowe-detox',
    name: 'Mydło węglowe',
    nameSpan: 'z aktywnym węglem bambusowym',
    description: 'Głęboko oczyszczające mydło z węglem aktywnym i olejem z drzewa herbacianego.',
    label: null,
    nonSalePrice: 2800,
    sale: { price: 2240, startsInDays: -1, endsInDays: 6 },
    categories: ['mydla-naturalne'],
  },
];
