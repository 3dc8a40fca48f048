import type { SeedProduct } from '../types.ts';
import { details, productImage } from './helpers.ts';

const oilStorage = 'w chłodnym i ciemnym miejscu, szczelnie zakręcony. Oleje nierafinowane najlepiej czują się w lodówce.';
const waterStorage =
  'w lodówce lub chłodnym miejscu, z dala od słońca. Hydrolat nie zawiera alkoholu, dlatego lubi chłód.';

export const oilProducts: SeedProduct[] = [
  {
    slug: 'olej-konopny-nierafinowany',
    name: 'Olej konopny nierafinowany',
    nameSpan: 'tłoczony na zimno, z polskich konopi',
    description:
      'Czysty olej z nasion konopi siewnej z upraw na Podkarpaciu, tłoczony na zimno i niefiltrowany. Ma zielonkawy kolor i orzechowy zapach. Stosowany solo lub jako dodatek do kremu pomaga przywrócić równowagę skórze tłustej, mieszanej i trądzikowej.',
    details: details({
      use: 'Wmasuj 2–3 krople w wilgotną skórę twarzy (np. po hydrolacie) albo dodaj kroplę do porcji kremu. Świetnie sprawdza się też na końcówki włosów.',
      amount: '100 ml',
      pao: 3,
      shelfLife: 12,
      storage: oilStorage,
    }),
    label: 'BESTSELLER',
    type: 'PRODUCT',
    price: 3990,
    capacity: 100,
    dlaczegoDziala:
      '- **Kwas linolowy i alfa-linolenowy** normalizują skład sebum i zmniejszają skłonność do zaskórników.\n- **Witamina E i chlorofil** chronią przed wolnymi rodnikami.\n- Olej konopny ma **niski współczynnik komedogenności**, więc nie zapycha porów.',
    sklad: 'Cannabis Sativa Seed Oil',
    tags: ['konopie', 'cera tłusta', 'olej nierafinowany', 'wegańskie'],
    categories: ['olejki'],
    stock: 108,
    ean: '5907461003388',
    images: [
      productImage('Butelka z ciemnego szkła z zielonkawym olejem konopnym', 'bottle', 'hemp', '#7f955a', 'konopie', 0),
      productImage('Olej konopny wylewany na łyżeczkę obok nasion konopi', 'bottle', 'hemp', '#90a66b', 'konopie', 1),
    ],
  },
  {
    slug: 'olejek-do-demakijazu-nagietkowy',
    name: 'Olejek do demakijażu',
    nameSpan: 'z maceratem z nagietka',
    description:
      'Pierwszy krok wieczornej pielęgnacji metodą OCM. Mieszanka olejów roślinnych z maceratem z nagietka rozpuszcza makijaż, filtr i sebum, a w kontakcie z wodą zamienia się w mleczko, które łatwo spłukać. Nie szczypie w oczy i nie zostawia tłustej warstwy.',
    details: details({
      use: 'Nałóż 2–3 pompki na suchą skórę i masuj przez minutę. Zwilż dłonie, emulguj olejek w mleczko i spłucz. Następnie umyj twarz łagodnym mydłem lub żelem.',
      amount: '200 ml',
      pao: 6,
      shelfLife: 18,
      storage: oilStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 5990,
    capacity: 200,
    dlaczegoDziala:
      '- **Macerat z nagietka** łagodzi i działa przeciwzapalnie.\n- **Olej słonecznikowy i migdałowy** rozpuszczają makijaż na zasadzie „podobne rozpuszcza podobne”.\n- **Roślinny emulgator** sprawia, że olejek łatwo się zmywa.',
    sklad:
      'Helianthus Annuus Seed Oil, Prunus Amygdalus Dulcis Oil, Polyglyceryl-4 Oleate, Calendula Officinalis Flower Extract, Caprylic/Capric Triglyceride, Tocopherol',
    tags: ['nagietek', 'demakijaż', 'OCM', 'każdy typ skóry'],
    categories: ['olejki'],
    stock: 72,
    ean: '5907461003456',
    images: [
      productImage('Butelka z pompką z złocistym olejkiem do demakijażu i nagietkiem', 'bottle', 'calendula', '#f0bd50', 'demakijaż', 0),
      productImage('Olejek do demakijażu emulgujący w mleczko na dłoni', 'bottle', 'calendula', '#e9b040', 'demakijaż', 1),
    ],
  },
  {
    slug: 'olej-z-dzikiej-rozy',
    name: 'Olej z dzikiej róży',
    nameSpan: 'nierafinowany, z nasion róży dzikiej',
    description:
      'Złocisty olej z nasion dzikiej róży, jeden z najlepiej przebadanych olejów w kosmetologii. Wspiera regenerację, rozjaśnia blizny i przebarwienia, a dzięki naturalnym retinoidom poprawia elastyczność skóry. Butelka 30 ml z pipetą wystarcza na około dwa miesiące.',
    details: details({
      use: 'Wieczorem wmasuj 2–3 krople w oczyszczoną skórę twarzy lub w miejsca z bliznami i rozstępami.',
      amount: '30 ml',
      pao: 3,
      shelfLife: 12,
      storage: oilStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 5490,
    sale: { price: 4390, startsInDays: -2, endsInDays: 12 },
    priceHistory: [
      { price: 5990, fromDaysAgo: 90 },
      { price: 5490, fromDaysAgo: 45 },
    ],
    capacity: 30,
    dlaczegoDziala:
      '- **Kwas trans-retinowy** w naturalnej postaci przyspiesza odnowę naskórka.\n- **Kwasy omega-3 i omega-6** odbudowują barierę lipidową.\n- **Karotenoidy** nadają olejowi kolor i działają antyoksydacyjnie.',
    sklad: 'Rosa Canina Fruit Oil, Tocopherol',
    tags: ['róża', 'cera dojrzała', 'blizny', 'olej nierafinowany'],
    categories: ['olejki'],
    stock: 66,
    ean: '5907461003524',
    images: [
      productImage('Mała butelka ze złocistym olejem z dzikiej róży i owocami róży', 'bottle', 'rose', '#e0a46a', 'dzika róża', 0),
      productImage('Kropla oleju z dzikiej róży na płatku róży', 'bottle', 'rose', '#d8945a', 'dzika róża', 1),
    ],
  },
  {
    slug: 'olejek-do-ciala-lawendowy',
    name: 'Olejek do ciała lawendowy',
    nameSpan: 'z olejem jojoba i lawendą',
    description:
      'Jedwabisty olejek do masażu i pielęgnacji ciała po kąpieli. Olej jojoba i ze słodkich migdałów szybko się wchłaniają, a olejek lawendowy wycisza i pomaga zasnąć. Polecamy go jako wieczorny rytuał dla siebie albo do masażu we dwoje.',
    details: details({
      use: 'Wmasuj w wilgotną skórę po kąpieli lub użyj do masażu. Nie stosuj na twarz.',
      amount: '100 ml',
      pao: 6,
      shelfLife: 18,
      storage: oilStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 4990,
    capacity: 100,
    dlaczegoDziala:
      '- **Olej jojoba** jest podobny do ludzkiego sebum i nie zostawia tłustej warstwy.\n- **Olej ze słodkich migdałów** zmiękcza i nawilża.\n- **Olejek lawendowy** relaksuje i łagodzi podrażnienia.',
    sklad:
      'Prunus Amygdalus Dulcis Oil, Simmondsia Chinensis Seed Oil, Helianthus Annuus Seed Oil, Lavandula Angustifolia Oil, Tocopherol, Linalool, Limonene, Coumarin, Geraniol',
    tags: ['lawenda', 'do ciała', 'masaż', 'wegańskie'],
    categories: ['olejki'],
    stock: 58,
    ean: '5907461003593',
    images: [
      productImage('Szklana butelka olejku lawendowego z bukietem lawendy', 'bottle', 'lavender', '#a89bd0', 'lawenda', 0),
      productImage('Olejek do ciała lawendowy na brzegu wanny', 'bottle', 'lavender', '#9486c2', 'lawenda', 1),
    ],
  },
  {
    slug: 'olej-rokitnikowy-do-twarzy',
    name: 'Olejek rokitnikowy do twarzy',
    nameSpan: 'z olejem z rokitnika i skwalanem',
    description:
      'Intensywnie odżywiająca mieszanka olejów dla skóry suchej i szarej. Olej z owoców rokitnika dodaje blasku i chroni przed wolnymi rodnikami, a skwalan i olej z pestek moreli sprawiają, że całość szybko się wchłania. Ma intensywny, pomarańczowy kolor, który znika po wmasowaniu.',
    details: details({
      use: 'Wieczorem wmasuj 2–3 krople w oczyszczoną skórę albo dodaj kroplę do kremu na dzień. Przy jasnych tkaninach uważaj – naturalny barwnik z rokitnika może plamić.',
      amount: '30 ml',
      pao: 3,
      shelfLife: 12,
      storage: oilStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 5990,
    capacity: 30,
    dlaczegoDziala:
      '- **Olej z owoców rokitnika** zawiera beta-karoten, witaminę E i kwas palmitooleinowy, który wspiera odbudowę naskórka.\n- **Skwalan** zmiękcza i poprawia wchłanianie.\n- **Olej z pestek moreli** wygładza i nie obciąża.',
    sklad: 'Squalane, Prunus Armeniaca Kernel Oil, Hippophae Rhamnoides Fruit Oil, Tocopherol',
    tags: ['rokitnik', 'cera sucha', 'rozświetlenie', 'wegańskie'],
    categories: ['olejki'],
    stock: 49,
    ean: '5907461003661',
    images: [
      productImage('Butelka pomarańczowego olejku rokitnikowego z gałązką rokitnika', 'bottle', 'sea-buckthorn', '#e8842a', 'rokitnik', 0),
    ],
  },
  {
    slug: 'olejek-do-brody-sosnowy',
    name: 'Olejek do brody sosnowy',
    nameSpan: 'z olejem arganowym i igłami sosny',
    description:
      'Olejek, który zmiękcza zarost, ułatwia układanie brody i zapobiega swędzeniu skóry pod spodem. Olej arganowy i jojoba nabłyszczają, a olejki z sosny i cedru dają dyskretny, leśny zapach. Obecnie przygotowujemy nową partię – zapisz się na powiadomienie o dostępności.',
    details: details({
      use: 'Rozetrzyj 3–5 kropli w dłoniach i wmasuj w brodę oraz skórę pod nią. Następnie rozczesz zarost grzebieniem.',
      amount: '30 ml',
      pao: 6,
      shelfLife: 18,
      storage: oilStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 4590,
    capacity: 30,
    dlaczegoDziala:
      '- **Olej arganowy** zmiękcza i nabłyszcza włosy.\n- **Olej jojoba** nawilża skórę pod zarostem i zapobiega łupieżowi.\n- **Olejki sosnowy i cedrowy** odświeżają i działają antyseptycznie.',
    sklad:
      'Simmondsia Chinensis Seed Oil, Argania Spinosa Kernel Oil, Cannabis Sativa Seed Oil, Pinus Sylvestris Leaf Oil, Cedrus Atlantica Bark Oil, Tocopherol, Limonene',
    tags: ['sosna', 'dla mężczyzn', 'broda', 'wegańskie'],
    categories: ['olejki'],
    stock: 0,
    ean: '5907461003739',
    images: [
      productImage('Butelka z pipetą olejku do brody z gałązką sosny', 'dropper', 'pine', '#6f7f4c', 'broda', 0),
      productImage('Olejek do brody sosnowy obok drewnianego grzebienia', 'dropper', 'pine', '#5d6e3f', 'broda', 1),
    ],
  },
];

const mistUse =
  'Rozpyl na oczyszczoną skórę twarzy z odległości ok. 20 cm albo nasącz płatek kosmetyczny i przetrzyj twarz. Nie spłukuj. Następnie nałóż serum lub krem. Możesz go też używać w ciągu dnia na makijaż.';

export const waterProducts: SeedProduct[] = [
  {
    slug: 'hydrolat-rozany',
    name: 'Hydrolat różany',
    nameSpan: 'z płatków róży damasceńskiej',
    description:
      'Czysta woda kwiatowa z destylacji parowej płatków róży damasceńskiej, bez dodatku alkoholu i konserwantów syntetycznych. Tonizuje, nawilża i przywraca skórze właściwe pH po myciu. Pachnie jak ogród w czerwcu.',
    details: details({ use: mistUse, amount: '100 ml', pao: 6, shelfLife: 18, storage: waterStorage }),
    label: 'BESTSELLER',
    type: 'PRODUCT',
    price: 3490,
    capacity: 100,
    dlaczegoDziala:
      '- **Woda różana** zawiera śladowe ilości olejku różanego, który tonizuje i łagodzi.\n- Ma lekko kwaśne **pH 4,5–5**, zbliżone do pH skóry.\n- Przygotowuje skórę na lepsze wchłanianie serum.',
    sklad: 'Rosa Damascena Flower Water, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['róża', 'hydrolat', 'każdy typ skóry', 'tonizowanie'],
    categories: ['hydrolaty-i-toniki'],
    stock: 152,
    ean: '5907461003807',
    images: [
      productImage('Butelka z atomizerem z hydrolatem różanym i płatkami róży', 'bottle', 'rose', '#efb8c2', 'róża', 0),
      productImage('Mgiełka hydrolatu różanego w świetle słońca', 'bottle', 'rose', '#e8a5b2', 'róża', 1),
    ],
  },
  {
    slug: 'hydrolat-lawendowy',
    name: 'Hydrolat lawendowy',
    nameSpan: 'z kwiatów lawendy wąskolistnej',
    description:
      'Woda kwiatowa z lawendy, która uspokaja skórę i zmysły. Pomaga przy skórze tłustej i skłonnej do wyprysków, łagodzi podrażnienia po goleniu i ukąszenia owadów. Wieczorem możesz spryskać nim poduszkę – ułatwia zasypianie.',
    details: details({ use: mistUse, amount: '100 ml', pao: 6, shelfLife: 18, storage: waterStorage }),
    label: null,
    type: 'PRODUCT',
    price: 3290,
    sale: { price: 2790, startsInDays: -1, endsInDays: 13 },
    priceHistory: [
      { price: 3490, fromDaysAgo: 90 },
      { price: 3290, fromDaysAgo: 45 },
      { price: 2890, fromDaysAgo: 20, isPromo: true },
      { price: 3290, fromDaysAgo: 16 },
    ],
    capacity: 100,
    dlaczegoDziala:
      '- **Hydrolat lawendowy** działa antyseptycznie i przeciwzapalnie.\n- Koi skórę po goleniu i słońcu.\n- Zapach lawendy obniża napięcie i ułatwia wyciszenie.',
    sklad: 'Lavandula Angustifolia Flower Water, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['lawenda', 'hydrolat', 'cera tłusta', 'ukojenie'],
    categories: ['hydrolaty-i-toniki'],
    stock: 118,
    ean: '5907461003876',
    images: [
      productImage('Butelka z atomizerem z hydrolatem lawendowym i gałązkami lawendy', 'bottle', 'lavender', '#b9addb', 'lawenda', 0),
      productImage('Hydrolat lawendowy na nocnej szafce obok poduszki', 'bottle', 'lavender', '#a597cc', 'lawenda', 1),
    ],
  },
  {
    slug: 'hydrolat-rumiankowy',
    name: 'Hydrolat rumiankowy',
    nameSpan: 'z koszyczków rumianku pospolitego',
    description:
      'Najłagodniejszy z naszych hydrolatów, stworzony z myślą o skórze wrażliwej i naczynkowej. Rumianek koi zaczerwienienia i uczucie pieczenia, a przy okazji delikatnie rozjaśnia. Można nim przemywać także okolice oczu.',
    details: details({ use: mistUse, amount: '100 ml', pao: 6, shelfLife: 18, storage: waterStorage }),
    label: null,
    type: 'PRODUCT',
    price: 3490,
    capacity: 100,
    dlaczegoDziala:
      '- **Woda rumiankowa** zawiera związki przeciwzapalne, m.in. chamazulen i bisabolol.\n- Łagodzi podrażnienia i uczucie ściągnięcia.\n- Nie zawiera alkoholu, więc nie wysusza.',
    sklad: 'Chamomilla Recutita Flower Water, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['rumianek', 'hydrolat', 'skóra wrażliwa', 'cera naczynkowa'],
    categories: ['hydrolaty-i-toniki'],
    stock: 87,
    ean: '5907461003944',
    images: [
      productImage('Butelka hydrolatu rumiankowego z kwiatami rumianku', 'bottle', 'chamomile', '#f3e7b0', 'rumianek', 0),
    ],
  },
  {
    slug: 'tonik-normalizujacy-mietowy',
    name: 'Tonik normalizujący',
    nameSpan: 'z miętą i korą wierzby',
    description:
      'Odświeżający tonik dla cery tłustej i mieszanej. Ekstrakt z kory wierzby zawiera naturalne salicylany, które delikatnie oczyszczają pory, a hydrolat miętowy chłodzi i tonizuje. Stosowany regularnie zmniejsza błyszczenie i liczbę zaskórników.',
    details: details({ use: mistUse, amount: '200 ml', pao: 6, shelfLife: 18 }),
    label: null,
    type: 'PRODUCT',
    price: 3990,
    capacity: 200,
    dlaczegoDziala:
      '- **Ekstrakt z kory wierzby** łagodnie złuszcza wnętrze porów.\n- **Hydrolat miętowy** odświeża i obkurcza pory.\n- **Cynk PCA** reguluje wydzielanie sebum.',
    sklad:
      'Mentha Piperita Leaf Water, Glycerin, Salix Alba Bark Extract, Zinc PCA, Panthenol, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['mięta', 'tonik', 'cera tłusta', 'cera mieszana'],
    categories: ['hydrolaty-i-toniki'],
    stock: 93,
    ean: '5907461004019',
    images: [
      productImage('Butelka toniku miętowego z liśćmi mięty', 'bottle', 'mint', '#a8d4bf', 'mięta', 0),
      productImage('Tonik normalizujący i płatek kosmetyczny', 'bottle', 'mint', '#93c7ae', 'mięta', 1),
    ],
  },
  {
    slug: 'tonik-lagodzacy-nagietkowy',
    name: 'Tonik łagodzący',
    nameSpan: 'z nagietkiem i aloesem',
    description:
      'Nowy, łagodny tonik dla skóry suchej i wrażliwej. Ekstrakt z nagietka i sok z aloesu koją, a pantenol i gliceryna nawilżają, więc skóra nie jest ściągnięta po myciu. Dobry także dla nastolatków, którzy zaczynają przygodę z pielęgnacją.',
    details: details({ use: mistUse, amount: '200 ml', pao: 6, shelfLife: 18 }),
    label: 'NEW',
    type: 'PRODUCT',
    price: 3790,
    capacity: 200,
    dlaczegoDziala:
      '- **Ekstrakt z nagietka** działa przeciwzapalnie i przyspiesza regenerację.\n- **Sok z aloesu** nawilża i łagodzi.\n- **Pantenol** wzmacnia barierę ochronną.',
    sklad:
      'Aqua, Aloe Barbadensis Leaf Juice, Glycerin, Calendula Officinalis Flower Extract, Panthenol, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['nagietek', 'tonik', 'skóra wrażliwa', 'cera sucha'],
    categories: ['hydrolaty-i-toniki'],
    stock: 69,
    ean: '5907461004088',
    images: [
      productImage('Butelka toniku nagietkowego z kwiatami nagietka', 'bottle', 'calendula', '#f5d27f', 'nagietek', 0),
    ],
  },
];
