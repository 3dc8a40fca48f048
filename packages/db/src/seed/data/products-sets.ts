import type { SeedProduct } from '../types.ts';
import { productImage } from './helpers.ts';

const setDetails = (contents: string[], extra: string): string =>
  [
    '**W zestawie:**',
    '',
    ...contents.map((item) => `- ${item}`),
    '',
    `**Jak stosować:** ${extra}`,
    '',
    '**Opakowanie:** kartonowe pudełko z papieru z recyklingu, wypełnione ścinkami papieru – bez folii i plastiku.',
    '',
    'Terminy przydatności poszczególnych kosmetyków znajdziesz na ich opakowaniach.',
    '',
    'Wyprodukowano w Polsce, w naszej manufakturze w Nowym Sączu.',
  ].join('\n');

export const setProducts: SeedProduct[] = [
  {
    slug: 'zestaw-dla-cery-suchej',
    name: 'Zestaw dla cery suchej',
    nameSpan: 'krem rokitnikowy, olej z dzikiej róży i hydrolat różany',
    description:
      'Trzy kosmetyki, które razem tworzą kompletną, odżywczą rutynę dla skóry suchej i odwodnionej. Hydrolat przygotowuje skórę, olej z dzikiej róży regeneruje, a krem rokitnikowy zamyka całość ochronną warstwą. Kupując w zestawie, płacisz o 15% mniej niż za produkty osobno.',
    details: setDetails(
      ['Hydrolat różany, 100 ml', 'Olej z dzikiej róży, 30 ml', 'Krem rokitnikowy odżywczy, 50 ml'],
      'rano hydrolat i krem, wieczorem hydrolat, 2–3 krople oleju i cienka warstwa kremu.',
    ),
    label: null,
    type: 'BUNDLE',
    price: 14000,
    capacity: null,
    dlaczegoDziala:
      'Skóra sucha potrzebuje wody i lipidów jednocześnie. **Hydrolat** dostarcza wilgoci, **olej z dzikiej róży** uzupełnia brakujące kwasy tłuszczowe, a **krem z masłem shea** ogranicza odparowywanie wody z naskórka.',
    sklad: '',
    tags: ['zestaw', 'cera sucha', 'prezent'],
    categories: ['zestawy'],
    components: [
      { slug: 'hydrolat-rozany', quantity: 1 },
      { slug: 'olej-z-dzikiej-rozy', quantity: 1 },
      { slug: 'krem-rokitnikowy-odzywczy', quantity: 1 },
    ],
    bundleDiscountPercentage: 15,
    stock: 24,
    ean: '5907461004156',
    images: [
      productImage('Kartonowe pudełko z zestawem dla cery suchej', 'box', 'sea-buckthorn', '#e59b57', 'cera sucha', 0),
      productImage('Zawartość zestawu: hydrolat, olej i krem rokitnikowy', 'box', 'sea-buckthorn', '#d98b45', 'cera sucha', 1),
    ],
  },
  {
    slug: 'zestaw-mydlany-trio',
    name: 'Mydlane trio',
    nameSpan: 'lawendowe, konopne i cytrusowe',
    description:
      'Trzy nasze ulubione mydła warzone na zimno w jednym pudełku: lawendowe na wieczór, konopne dla skóry wrażliwej i cytrusowe do rąk w kuchni. To najprostszy sposób, żeby poznać naszą manufakturę – i świetny drobny prezent.',
    details: setDetails(
      ['Mydło lawendowe, 110 g', 'Mydło konopne z aloesem, 110 g', 'Mydło cytrusowe, 100 g'],
      'używaj mydeł do mycia twarzy, ciała i rąk. Kostki, których akurat nie używasz, trzymaj w suchym miejscu – im dłużej dojrzewają, tym są twardsze i wydajniejsze.',
    ),
    label: 'BESTSELLER',
    type: 'BUNDLE',
    price: 6453,
    capacity: null,
    dlaczegoDziala:
      'Każde z mydeł **warzymy na zimno**, dzięki czemu zachowują naturalną glicerynę i nadtłuszczenie. Myją skutecznie, ale nie naruszają bariery ochronnej skóry.',
    sklad: '',
    tags: ['zestaw', 'mydła', 'prezent', 'zero waste'],
    categories: ['zestawy', 'mydla-naturalne'],
    components: [
      { slug: 'mydlo-lawendowe', quantity: 1 },
      { slug: 'mydlo-konopne-z-aloesem', quantity: 1 },
      { slug: 'mydlo-cytrusowe', quantity: 1 },
    ],
    bundleDiscountPercentage: 10,
    stock: 45,
    ean: '5907461004224',
    images: [
      productImage('Trzy kostki mydła w kartonowym pudełku', 'box', 'lavender', '#b8a9c9', 'trio', 0),
      productImage('Mydlane trio przewiązane lnianym sznurkiem', 'box', 'citrus', '#e9b67a', 'trio', 1),
    ],
  },
  {
    slug: 'zestaw-swiateczny-lawendowy',
    name: 'Świąteczny zestaw lawendowy',
    nameSpan: 'mydło, krem do rąk, olejek do ciała i hydrolat',
    description:
      'Nasz gwiazdkowy bestseller: cztery lawendowe kosmetyki na wieczorny rytuał wyciszenia. Pakujemy je ręcznie w pudełko z suszoną lawendą z naszego ogródka i dołączamy kartkę z życzeniami. Zestaw kosztuje o 20% mniej niż te same produkty kupione osobno.',
    details: setDetails(
      [
        'Mydło lawendowe, 110 g',
        'Krem do rąk lawendowy, 100 ml',
        'Olejek do ciała lawendowy, 100 ml',
        'Hydrolat lawendowy, 100 ml',
      ],
      'wieczorem umyj ciało mydłem, wmasuj olejek w wilgotną skórę, przed snem spryskaj twarz i poduszkę hydrolatem, a na dłonie nałóż krem.',
    ),
    label: 'NEW',
    type: 'BUNDLE',
    price: 12536,
    capacity: null,
    dlaczegoDziala:
      '**Lawenda wąskolistna** działa kojąco na skórę i na układ nerwowy. Cztery kosmetyki w jednym zapachu tworzą spójny wieczorny rytuał, który pomaga się zrelaksować po całym dniu.',
    sklad: '',
    tags: ['zestaw', 'lawenda', 'świąteczne prezenty', 'relaks'],
    categories: ['zestawy'],
    components: [
      { slug: 'mydlo-lawendowe', quantity: 1 },
      { slug: 'krem-do-rak-lawendowy', quantity: 1 },
      { slug: 'olejek-do-ciala-lawendowy', quantity: 1 },
      { slug: 'hydrolat-lawendowy', quantity: 1 },
    ],
    bundleDiscountPercentage: 20,
    stock: 30,
    ean: '5907461004293',
    images: [
      productImage('Świąteczne pudełko z czterema lawendowymi kosmetykami', 'box', 'lavender', '#8f81bd', 'gwiazdka', 0),
      productImage('Zestaw lawendowy z kartką z życzeniami i gałązką świerku', 'box', 'lavender', '#7d6fae', 'gwiazdka', 1),
      productImage('Otwarte pudełko zestawu lawendowego z suszoną lawendą', 'box', 'lavender', '#a193cc', 'gwiazdka', 2),
    ],
  },
  {
    slug: 'zestaw-detox',
    name: 'Zestaw detox',
    nameSpan: 'peeling z węglem, mydło węglowe i tonik miętowy',
    description:
      'Oczyszczający zestaw dla skóry tłustej, mieszanej i zmęczonej miejskim powietrzem. Węgiel aktywny w mydle i peelingu wyciąga zanieczyszczenia, a miętowy tonik z korą wierzby odświeża i zwęża pory. Rabat 15% w porównaniu z zakupem osobno.',
    details: setDetails(
      ['Peeling detox z węglem, 200 g', 'Mydło z węglem aktywnym, 100 g', 'Tonik normalizujący, 200 ml'],
      'codziennie myj twarz mydłem węglowym i przecieraj tonikiem, a 1–2 razy w tygodniu wykonaj peeling ciała.',
    ),
    label: null,
    type: 'BUNDLE',
    price: 9410,
    capacity: null,
    dlaczegoDziala:
      '**Węgiel aktywny** wiąże sebum i zanieczyszczenia, **cukier** złuszcza martwy naskórek, a **kora wierzby** z naturalnymi salicylanami oczyszcza wnętrze porów.',
    sklad: '',
    tags: ['zestaw', 'peeling detox', 'cera tłusta', 'węgiel aktywny'],
    categories: ['zestawy', 'peelingi'],
    components: [
      { slug: 'peeling-detox-z-weglem', quantity: 1 },
      { slug: 'mydlo-weglowe-detox', quantity: 1 },
      { slug: 'tonik-normalizujacy-mietowy', quantity: 1 },
    ],
    bundleDiscountPercentage: 15,
    stock: 27,
    ean: '5907461004361',
    images: [
      productImage('Czarno-zielone pudełko zestawu detox', 'box', 'charcoal', '#3a3f3a', 'detox', 0),
      productImage('Peeling, mydło i tonik z zestawu detox na łupkowej tacy', 'box', 'mint', '#4f6b5c', 'detox', 1),
    ],
  },
];

const voucherDetails = (value: string): string =>
  [
    `**Wartość bonu:** ${value}`,
    '',
    '**Jak to działa:** po opłaceniu zamówienia wysyłamy na podany adres e-mail bon w formacie PDF z unikalnym kodem. Możesz go wydrukować albo przesłać dalej obdarowanej osobie.',
    '',
    '**Ważność:** 12 miesięcy od daty zakupu.',
    '',
    '**Realizacja:** wpisz kod w koszyku, w polu „kod rabatowy”. Bon można wykorzystać w kilku zamówieniach, aż do wyczerpania kwoty. Szczegóły znajdziesz w [regulaminie bonu podarunkowego](/regulamin-bonu).',
  ].join('\n');

export const voucherProducts: SeedProduct[] = [
  {
    slug: 'bon-podarunkowy-50',
    name: 'Bon podarunkowy 50 zł',
    nameSpan: 'elektroniczny, ważny 12 miesięcy',
    description:
      'Drobny upominek, który zawsze trafia w gust. Za 50 zł obdarowana osoba wybierze na przykład dwa mydła albo hydrolat i krem do rąk. Bon wysyłamy e-mailem od razu po zaksięgowaniu płatności.',
    details: voucherDetails('50 zł'),
    label: null,
    type: 'GIFT_CARD',
    price: 5000,
    capacity: null,
    dlaczegoDziala: '',
    sklad: '',
    tags: ['bon podarunkowy', 'prezent', 'świąteczne prezenty'],
    categories: ['bony-podarunkowe'],
    stock: 200,
    ean: '5907461004439',
    images: [productImage('Elektroniczny bon podarunkowy o wartości 50 zł z gałązką lawendy', 'voucher', 'lavender', '#b8855d', '50 zł', 0)],
  },
  {
    slug: 'bon-podarunkowy-100',
    name: 'Bon podarunkowy 100 zł',
    nameSpan: 'elektroniczny, ważny 12 miesięcy',
    description:
      'Bon, który wystarczy na pełną rutynę pielęgnacyjną: serum, krem albo zestaw mydeł. Najczęściej wybierany na urodziny i imieniny. Wysyłamy go e-mailem w formie eleganckiego pliku PDF do wydruku.',
    details: voucherDetails('100 zł'),
    label: 'BESTSELLER',
    type: 'GIFT_CARD',
    price: 10000,
    capacity: null,
    dlaczegoDziala: '',
    sklad: '',
    tags: ['bon podarunkowy', 'prezent', 'urodziny'],
    categories: ['bony-podarunkowe'],
    stock: 200,
    ean: '5907461004507',
    images: [productImage('Elektroniczny bon podarunkowy o wartości 100 zł z różą', 'voucher', 'rose', '#a5714b', '100 zł', 0)],
  },
  {
    slug: 'bon-podarunkowy-200',
    name: 'Bon podarunkowy 200 zł',
    nameSpan: 'elektroniczny, ważny 12 miesięcy',
    description:
      'Hojny prezent dla miłośniczki naturalnej pielęgnacji. Za 200 zł można skompletować kosmetyki do twarzy i ciała na kilka miesięcy, a przy okazji skorzystać z darmowej dostawy. Bon można dzielić na kilka zamówień.',
    details: voucherDetails('200 zł'),
    label: null,
    type: 'GIFT_CARD',
    price: 20000,
    capacity: null,
    dlaczegoDziala: '',
    sklad: '',
    tags: ['bon podarunkowy', 'prezent', 'świąteczne prezenty'],
    categories: ['bony-podarunkowe'],
    stock: 200,
    ean: '5907461004576',
    images: [productImage('Elektroniczny bon podarunkowy o wartości 200 zł z gałązką sosny', 'voucher', 'pine', '#8c5e3c', '200 zł', 0)],
  },
];

export const accessoryProducts: SeedProduct[] = [
  {
    slug: 'pakowanie-na-prezent',
    name: 'Pakowanie na prezent',
    nameSpan: 'szary papier, lniany sznurek i suszona lawenda',
    description:
      'Zapakujemy Twoje zamówienie tak, żeby od razu można było je wręczyć: w szary papier z recyklingu, przewiązany lnianym sznurkiem z gałązką suszonej lawendy. Na życzenie dołączymy ręcznie napisany bilecik – treść wpisz w uwagach do zamówienia.',
    details:
      '**Jak zamówić:** pakowanie dodasz na stronie koszyka. Obejmuje wszystkie produkty z zamówienia, pakowane razem.\n\n**Na paragonie:** nie podajemy cen produktów w paczce z prezentem – dowód zakupu wysyłamy e-mailem.\n\nPakujemy ręcznie w naszej manufakturze w Nowym Sączu.',
    label: null,
    type: 'PRODUCT',
    price: 990,
    capacity: null,
    giftPacking: true,
    dlaczegoDziala: '',
    sklad: '',
    tags: ['prezent', 'pakowanie', 'zero waste'],
    categories: ['akcesoria'],
    stock: 500,
    ean: '5907461004644',
    images: [productImage('Paczka zawinięta w szary papier z lnianym sznurkiem i lawendą', 'box', 'lavender', '#c8a27c', 'prezent', 0)],
  },
  {
    slug: 'woreczek-sizalowy-do-mydla',
    name: 'Woreczek sizalowy do mydła',
    nameSpan: 'z naturalnego włókna agawy',
    description:
      'Włóż do woreczka kostkę mydła albo resztki kilku mydeł i używaj go jak gąbki. Sizal delikatnie masuje skórę, pomaga wytworzyć obfitą pianę i pozwala wykorzystać mydło do ostatniego kawałka. Po zużyciu woreczek możesz wyrzucić do kompostu.',
    details:
      '**Sposób użycia:** włóż mydło do woreczka, zwilż i spień. Po użyciu powieś woreczek za sznurek, żeby wysechł.\n\n**Wymiary:** ok. 9 × 14 cm.\n\n**Trwałość:** przy codziennym używaniu wystarcza na 3–4 miesiące.\n\nSzyty w Polsce z włókna sizalowego.',
    label: null,
    type: 'PRODUCT',
    price: 1490,
    capacity: null,
    dlaczegoDziala:
      'Naturalne **włókno sizalowe** działa jak delikatny peeling i poprawia ukrwienie skóry, a mydło nie rozmięka w mydelniczce.',
    sklad: '',
    tags: ['zero waste', 'akcesoria', 'mydła'],
    categories: ['akcesoria'],
    stock: 150,
    ean: '5907461004712',
    images: [productImage('Woreczek sizalowy z kostką mydła w środku', 'soap', 'oat', '#cdb48a', 'sizal', 0)],
  },
  {
    slug: 'mydelniczka-drewniana',
    name: 'Mydelniczka drewniana',
    nameSpan: 'z drewna bukowego, z odpływem',
    description:
      'Mydelniczka z rowkami, dzięki którym woda spływa, a mydło szybko wysycha i służy dłużej. Wykonuje ją dla nas stolarz z Beskidu Sądeckiego z drewna bukowego zabezpieczonego olejem lnianym. Każda sztuka ma nieco inny rysunek słojów.',
    details:
      '**Pielęgnacja:** raz na kilka tygodni przetrzyj mydelniczkę olejem lnianym lub rzepakowym. Nie myj w zmywarce.\n\n**Wymiary:** ok. 12 × 8 cm.\n\nWykonano ręcznie w Polsce.',
    label: null,
    type: 'PRODUCT',
    price: 2490,
    capacity: null,
    dlaczegoDziala: '',
    sklad: '',
    tags: ['zero waste', 'akcesoria', 'drewno'],
    categories: ['akcesoria'],
    stock: 38,
    ean: '5907461004781',
    images: [
      productImage('Drewniana mydelniczka z rowkami i kostką mydła', 'soap', 'pine', '#b08a5e', 'buk', 0),
      productImage('Mydelniczka bukowa na brzegu umywalki', 'soap', 'pine', '#a07c52', 'buk', 1),
    ],
  },
];
