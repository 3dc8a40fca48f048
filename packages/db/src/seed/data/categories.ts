import type { SeedCategory } from '../types.ts';

export const categories: SeedCategory[] = [
  {
    slug: 'mydla-naturalne',
    name: 'Mydła naturalne',
    description:
      'Mydła warzone na zimno z olejów roślinnych, dojrzewające w naszej pracowni przez co najmniej cztery tygodnie. Bez syntetycznych barwników i zapachów, z naturalną gliceryną, która zostaje w kostce.',
    position: 1,
    inMenu: true,
  },
  {
    slug: 'peelingi',
    name: 'Peelingi',
    description:
      'Peelingi detox do ciała z węglem, kawą, glinką i solą oraz łagodne peelingi do twarzy. Wygładzają skórę i przygotowują ją na kolejne kroki pielęgnacji.',
    position: 2,
  },
  {
    slug: 'kremy',
    name: 'Kremy i balsamy',
    description:
      'Kremy do twarzy na dzień i na noc, krem pod oczy, kremy do rąk i stóp oraz balsam do ciała. Krótkie składy oparte na olejach tłoczonych na zimno i ekstraktach roślinnych.',
    position: 3,
  },
  {
    slug: 'serum',
    name: 'Serum',
    description:
      'Skoncentrowane sera wodne i olejowe do zadań specjalnych: nawilżenie, wyrównanie kolorytu, ukojenie i wsparcie skóry dojrzałej.',
    position: 4,
  },
  {
    slug: 'olejki',
    name: 'Olejki',
    description:
      'Nierafinowane oleje roślinne i nasze autorskie mieszanki do twarzy, ciała, demakijażu i brody. Tłoczone na zimno, przechowywane w ciemnym szkle.',
    position: 5,
  },
  {
    slug: 'hydrolaty-i-toniki',
    name: 'Hydrolaty i toniki',
    description:
      'Wody kwiatowe z destylacji parowej i łagodne toniki, które przywracają skórze właściwe pH i przygotowują ją na serum lub krem.',
    position: 6,
  },
  {
    slug: 'zestawy',
    name: 'Zestawy',
    description:
      'Gotowe zestawy kosmetyków dobranych do potrzeb skóry, w cenie niższej niż suma produktów kupowanych osobno. Świetne na prezent.',
    position: 7,
  },
  {
    slug: 'bony-podarunkowe',
    name: 'Bony podarunkowe',
    description:
      'Elektroniczne bony podarunkowe do wykorzystania w naszym sklepie internetowym. Gdy nie wiesz, co wybrać, pozwól obdarowanej osobie zdecydować samej.',
    position: 8,
  },
  {
    slug: 'akcesoria',
    name: 'Akcesoria',
    description:
      'Drobiazgi, które przydają się w naturalnej pielęgnacji: woreczek sizalowy, drewniana mydelniczka i ekologiczne pakowanie na prezent.',
    position: 9,
  },
];
