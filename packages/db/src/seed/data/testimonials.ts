import type { SeedTestimonial } from '../types.ts';

export const testimonials: SeedTestimonial[] = [
  {
    name: 'Agnieszka K.',
    text: 'Mydło lawendowe kupuję już trzeci rok. Skóra po nim nie jest ściągnięta, a zapach jest prawdziwy, nie sztuczny.',
  },
  {
    name: 'Marek W.',
    text: 'Żona namówiła mnie na mydło sosnowe i teraz sam zamawiam je dla siebie. Szybka wysyłka do Paczkomatu, wszystko pięknie zapakowane w papier.',
  },
  {
    name: 'Joanna P.',
    text: 'Mam bardzo wrażliwą skórę z trądzikiem różowatym. Krem rumiankowy to pierwszy kosmetyk od lat, który mnie nie piecze.',
  },
  {
    name: 'Katarzyna S.',
    text: 'Serum z bakuchiolem zamiast retinolu – po dwóch miesiącach skóra jest wyraźnie gładsza i bez łuszczenia. Polecam każdej czterdziestolatce!',
  },
  {
    name: 'Ola M.',
    text: 'Krem konopny jest lekki, szybko się wchłania i świetnie trzyma makijaż. Skończyłam drugi słoiczek.',
  },
  {
    name: 'Tomasz G.',
    text: 'Kupiłem bon podarunkowy w ostatniej chwili przed urodzinami siostry. Przyszedł mailem po kilku minutach, a ona była zachwycona.',
  },
  {
    name: 'Ewa D.',
    text: 'Byłam na warsztatach warzenia mydła. Cudowna atmosfera, dużo wiedzy podanej z humorem, a własną kostkę używam do dziś.',
  },
  {
    name: 'Natalia B.',
    text: 'Peeling kawowy pachnie obłędnie, a skóra po nim jest tak miękka, że nie potrzebuję balsamu. Tylko uważajcie na śliską wannę!',
  },
  {
    name: 'Beata Z.',
    text: 'Piszę do Was z uśmiechem: w końcu znalazłam hydrolat bez alkoholu, który naprawdę pachnie różą. Obsługa odpowiedziała na moje pytania jeszcze tego samego dnia.',
  },
  {
    name: 'Paulina R.',
    text: 'Zamówiłam zestaw dla cery suchej i po zimie moja twarz wreszcie przestała się łuszczyć. Świetny stosunek ceny do jakości.',
  },
  {
    name: 'Krzysztof L.',
    text: 'Mydło węglowe pomogło mi z wypryskami na plecach. Proste, skuteczne i bez zbędnej chemii.',
  },
  {
    name: 'Magdalena T.',
    text: 'Odbieram zamówienia osobiście w pracowni i zawsze wychodzę z dobrą radą. Widać, że za tymi kosmetykami stoi prawdziwa pasja.',
  },
];
