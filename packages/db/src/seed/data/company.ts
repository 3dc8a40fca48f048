import type { SeedCompany, SeedNavbarPromotion, SeedPromotion } from '../types.ts';

/** Seller and pickup data shown in the footer, on invoices and on the regulation pages. */
export const SELLER = {
  name: 'Manufaktura Natury sp. z o.o.',
  address: 'ul. Ziołowa 7',
  zip: '33-300',
  city: 'Nowy Sącz',
  vatNo: '7342851963',
  krs: '0000987654',
  mail: 'sklep@manufaktura.pl',
  phone: '+48 18 443 27 15',
} as const;

export const companies: SeedCompany[] = [
  {
    role: 'CURRENT_SELLER',
    name: SELLER.name,
    address: SELLER.address,
    zip: SELLER.zip,
    city: SELLER.city,
    vatNo: SELLER.vatNo,
    mail: SELLER.mail,
    phone: SELLER.phone,
    notes: `Spółka wpisana do rejestru przedsiębiorców KRS pod numerem ${SELLER.krs}, kapitał zakładowy 50 000 zł.`,
  },
  {
    role: 'PAST_SELLER',
    name: 'Manufaktura Natury Marta Leśniak',
    address: 'ul. Polna 3',
    zip: '33-300',
    city: 'Nowy Sącz',
    vatNo: '7342015830',
    mail: 'kontakt@manufaktura.pl',
    phone: '+48 604 218 377',
    notes:
      'Jednoosobowa działalność gospodarcza wpisana do CEIDG. Prowadziła sklep do czasu przekształcenia w spółkę z o.o.',
    validToDaysAgo: 400,
  },
  {
    role: 'PICKUP',
    name: 'Manufaktura Natury – pracownia i punkt odbioru',
    address: 'ul. Ziołowa 7 (wejście od podwórza)',
    zip: '33-300',
    city: 'Nowy Sącz',
    mail: 'odbior@manufaktura.pl',
    phone: '+48 18 443 27 16',
    notes:
      'Odbiór osobisty: poniedziałek–piątek 9:00–17:00, sobota 10:00–14:00; w niedziele i święta nieczynne. Zamówienie czeka na Ciebie 7 dni od wiadomości, że jest gotowe do odbioru.',
  },
];

export const promotions: SeedPromotion[] = [
  {
    name: 'Darmowa wysyłka',
    description:
      'Darmowa dostawa do Paczkomatu InPost i kurierem przy zamówieniu od 199 zł. Nie dotyczy przesyłek za pobraniem.',
    discountType: 'FREE_SHIPPING',
    value: 0,
    minCartValue: 19900,
    backgroundColor: '#b8855d',
    textColor: '#ffffff',
    overrideText: 'Darmowa wysyłka od 199 zł*',
  },
  {
    name: 'Tydzień mydeł',
    description: 'Rabat 10% na wybrane mydła warzone na zimno: lawendowe, konopne i cytrusowe.',
    discountType: 'PERCENTAGE_PRODUCT',
    value: 10,
    productSlugs: ['mydlo-lawendowe', 'mydlo-konopne-z-aloesem', 'mydlo-cytrusowe'],
    backgroundColor: '#6e6a6a',
    textColor: '#fdf8f2',
  },
];

export const navbarPromotion: SeedNavbarPromotion = {
  content:
    '<strong>-15% na zestawy świąteczne</strong> do końca miesiąca. <a href="/sklep/zestawy">Zobacz zestawy</a>',
  startsInDays: -2,
  endsInDays: 12,
};
