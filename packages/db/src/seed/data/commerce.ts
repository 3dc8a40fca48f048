import type { SeedCoupon, SeedShippingMethod } from '../types.ts';

/** As the "Dostawa i płatności" page lists them. */
export const shippingMethods: SeedShippingMethod[] = [
  {
    methodId: 'inpost-paczkomat',
    name: 'Paczkomat InPost 24/7',
    description: 'Odbiór o dowolnej porze w wybranym Paczkomacie, zwykle w 1–2 dni robocze.',
    price: 1399,
    requiresLocker: true,
  },
  {
    methodId: 'inpost-paczkomat-pobranie',
    name: 'Paczkomat InPost za pobraniem',
    description: 'Płacisz kartą lub BLIK-iem przy odbiorze z Paczkomatu.',
    price: 1899,
    requiresLocker: true,
    cashOnDelivery: true,
  },
  {
    methodId: 'kurier-inpost',
    name: 'Kurier InPost',
    description: 'Dostawa pod wskazany adres w 1–2 dni robocze.',
    price: 1699,
  },
  {
    methodId: 'kurier-inpost-pobranie',
    name: 'Kurier InPost za pobraniem',
    description: 'Płacisz kurierowi gotówką lub kartą przy odbiorze.',
    price: 2199,
    cashOnDelivery: true,
  },
  {
    methodId: 'odbior-osobisty',
    name: 'Odbiór osobisty w pracowni',
    description: 'Odbierz zamówienie w naszej pracowni w Nowym Sączu, gdy napiszemy, że czeka. Płacisz na miejscu.',
    price: 0,
    // Paid at the pickup point, like cash on delivery.
    cashOnDelivery: true,
  },
];

/** Demo codes, one for each kind of outcome a shopper can meet. */
export const coupons: SeedCoupon[] = [
  { code: 'WITAJ10', name: 'Na dobry początek -10%', discountType: 'PERCENTAGE', value: 10 },
  { code: 'DARMOWADOSTAWA', name: 'Darmowa dostawa', discountType: 'FREE_SHIPPING', value: 0 },
  {
    code: 'ROZANY15',
    name: 'Różana pielęgnacja -15%',
    discountType: 'PERCENTAGE_PRODUCT',
    value: 15,
    productSlugs: ['krem-rozany-na-noc', 'serum-rozane-z-bakuchiolem', 'hydrolat-rozany', 'mydlo-rozane-z-glinka-rozowa'],
  },
  { code: 'MINUS20', name: '20 zł taniej od 150 zł', discountType: 'FIXED', value: 2000, minCartValue: 15000 },
  { code: 'LATO2026', name: 'Letnia wyprzedaż', discountType: 'PERCENTAGE', value: 15, startsInDays: -150, endsInDays: -60 },
  { code: 'GWIAZDKA', name: 'Gwiazdka w manufakturze', discountType: 'PERCENTAGE', value: 20, startsInDays: 10, endsInDays: 40 },
  { code: 'STARYKOD', name: 'Wycofana promocja', discountType: 'PERCENTAGE', value: 10, active: false },
  { code: 'PIERWSZY', name: 'Tylko dla pierwszej osoby', discountType: 'FIXED', value: 1000, maxRedemptions: 0 },
];
