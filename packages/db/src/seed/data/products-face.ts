import type { SeedProduct } from '../types.ts';
import { details, productImage } from './helpers.ts';

const creamStorage = 'w temperaturze 5–25°C, z dala od słońca, szczelnie zamknięty.';
const serumStorage = 'w temperaturze pokojowej, w ciemnym miejscu, szczelnie zakręcone. Nie dotykaj pipetą skóry.';

export const creamProducts: SeedProduct[] = [
  {
    slug: 'krem-konopny-nawilzajacy',
    name: 'Krem konopny nawilżający',
    nameSpan: 'z olejem konopnym i aloesem',
    description:
      'Lekki krem na dzień, który pokochały zarówno skóry suche, jak i mieszane. Nierafinowany olej konopny uzupełnia barierę lipidową, a sok z aloesu i kwas hialuronowy nawilżają od pierwszej aplikacji. Szybko się wchłania i jest świetną bazą pod makijaż.',
    details: details({
      use: 'Rano nałóż niewielką ilość kremu na oczyszczoną skórę twarzy, szyi i dekoltu, delikatnie wklepując opuszkami palców. Możesz go stosować także wieczorem.',
      amount: '50 ml',
      pao: 6,
      shelfLife: 18,
      storage: creamStorage,
    }),
    label: 'BESTSELLER',
    type: 'PRODUCT',
    price: 6990,
    capacity: 50,
    dlaczegoDziala:
      '- **Olej konopny** ma idealny stosunek kwasów omega-6 do omega-3 (3:1), dzięki czemu wzmacnia barierę ochronną skóry i nie zapycha porów.\n- **Sok z aloesu** nawilża i łagodzi zaczerwienienia.\n- **Kwas hialuronowy** wiąże wodę w naskórku i wygładza.\n- **Skwalan z oliwek** zmiękcza skórę i chroni ją przed utratą wody.',
    sklad:
      'Aqua, Aloe Barbadensis Leaf Juice, Cannabis Sativa Seed Oil, Glycerin, Cetearyl Olivate, Sorbitan Olivate, Squalane, Butyrospermum Parkii Butter, Sodium Hyaluronate, Tocopherol, Xanthan Gum, Benzyl Alcohol, Dehydroacetic Acid, Citric Acid',
    tags: ['konopie', 'aloes', 'cera mieszana', 'nawilżanie', 'wegańskie'],
    categories: ['kremy'],
    stock: 84,
    ean: '5907461002336',
    images: [
      productImage('Bursztynowy słoiczek kremu konopnego z liśćmi konopi', 'jar', 'hemp', '#8da46a', 'konopie', 0),
      productImage('Krem konopny otwarty, widać lekką, białą konsystencję', 'jar', 'hemp', '#9db57a', 'konopie', 1),
      productImage('Krem konopny nawilżający w kartoniku obok aloesu', 'jar', 'hemp', '#7f9660', 'konopie', 2),
    ],
  },
  {
    slug: 'krem-rozany-na-noc',
    name: 'Krem różany na noc',
    nameSpan: 'z olejem z dzikiej róży i bakuchiolem',
    description:
      'Bogaty krem regenerujący dla skóry dojrzałej. Bakuchiol, roślinna alternatywa retinolu, wspiera odnowę komórkową bez podrażnień, a olej z dzikiej róży i masło shea odżywiają przez całą noc. Rano skóra jest wypoczęta, elastyczna i wyraźnie gładsza.',
    details: details({
      use: 'Wieczorem nałóż niewielką ilość kremu na oczyszczoną skórę twarzy i szyi. Możesz go stosować po serum. Bakuchiol nie uwrażliwia na słońce, ale w dzień zawsze używaj kremu z filtrem.',
      amount: '50 ml',
      pao: 6,
      shelfLife: 18,
      storage: creamStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 8990,
    sale: { price: 7190, startsInDays: -3, endsInDays: 11 },
    priceHistory: [
      { price: 9490, fromDaysAgo: 90 },
      { price: 8990, fromDaysAgo: 45 },
    ],
    capacity: 50,
    dlaczegoDziala:
      '- **Bakuchiol** z nasion babczynu pobudza produkcję kolagenu i wygładza zmarszczki, nie podrażniając skóry.\n- **Olej z dzikiej róży** zawiera naturalny kwas trans-retinowy i witaminę C.\n- **Masło shea** odżywia i odbudowuje barierę lipidową.\n- **Hydrolat różany** tonizuje i łagodzi.',
    sklad:
      'Rosa Damascena Flower Water, Rosa Canina Fruit Oil, Butyrospermum Parkii Butter, Glycerin, Cetearyl Olivate, Sorbitan Olivate, Squalane, Bakuchiol, Tocopherol, Xanthan Gum, Benzyl Alcohol, Dehydroacetic Acid, Citronellol, Geraniol',
    tags: ['róża', 'bakuchiol', 'cera dojrzała', 'na noc'],
    categories: ['kremy'],
    stock: 56,
    ean: '5907461002404',
    images: [
      productImage('Słoiczek kremu różanego na noc z płatkami róży', 'jar', 'rose', '#d48a98', 'róża', 0),
      productImage('Krem różany na noc na toaletce przy świecy', 'jar', 'rose', '#c77988', 'róża', 1),
    ],
  },
  {
    slug: 'krem-rokitnikowy-odzywczy',
    name: 'Krem rokitnikowy odżywczy',
    nameSpan: 'z olejem z rokitnika i masłem shea',
    description:
      'Ratunek dla skóry suchej, szorstkiej i zmęczonej mrozem. Treściwa, ale nie ciężka formuła z olejem z rokitnika, masłem shea i olejem z pestek śliwki odżywia, chroni i dodaje twarzy zdrowego blasku. Dzięki karotenoidom krem ma naturalny, brzoskwiniowy kolor.',
    details: details({
      use: 'Nakładaj rano i wieczorem na oczyszczoną skórę twarzy. Zimą możesz nałożyć grubszą warstwę 15 minut przed wyjściem z domu.',
      amount: '50 ml',
      pao: 6,
      shelfLife: 18,
      storage: creamStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 7490,
    capacity: 50,
    dlaczegoDziala:
      '- **Olej z rokitnika** dostarcza karotenoidów i witaminy E, działa antyoksydacyjnie i regenerująco.\n- **Masło shea** tworzy ochronny film i zapobiega ucieczce wody.\n- **Olej z pestek śliwki** wygładza i pięknie pachnie marcepanem.',
    sklad:
      'Aqua, Butyrospermum Parkii Butter, Prunus Domestica Seed Oil, Glycerin, Cetearyl Olivate, Sorbitan Olivate, Hippophae Rhamnoides Fruit Oil, Squalane, Tocopherol, Xanthan Gum, Benzyl Alcohol, Dehydroacetic Acid, Citric Acid',
    tags: ['rokitnik', 'cera sucha', 'odżywienie', 'zima'],
    categories: ['kremy'],
    stock: 67,
    ean: '5907461002473',
    images: [
      productImage('Słoiczek pomarańczowego kremu rokitnikowego z owocami rokitnika', 'jar', 'sea-buckthorn', '#eb9a4a', 'rokitnik', 0),
      productImage('Krem rokitnikowy odżywczy na zimowym tle', 'jar', 'sea-buckthorn', '#e08a38', 'rokitnik', 1),
    ],
  },
  {
    slug: 'krem-matujacy-z-zielona-glinka',
    name: 'Krem matujący',
    nameSpan: 'z glinką zieloną i cynkiem',
    description:
      'Lekki żel-krem dla cery tłustej i mieszanej, która błyszczy się już w południe. Zielona glinka i skrobia z tapioki matują, cynk reguluje wydzielanie sebum, a aloes dba o nawilżenie. Nie zapycha porów i nie zostawia tłustego filmu.',
    details: details({
      use: 'Nakładaj rano i wieczorem na oczyszczoną skórę, szczególnie w strefie T. Możesz używać go pod makijaż.',
      amount: '50 ml',
      pao: 6,
      shelfLife: 18,
      storage: creamStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 5990,
    capacity: 50,
    dlaczegoDziala:
      '- **Glinka zielona** pochłania nadmiar sebum i daje efekt matu.\n- **Cynk PCA** reguluje pracę gruczołów łojowych i działa antybakteryjnie.\n- **Olej z pestek winogron** jest lekki i nie zapycha porów.\n- **Sok z aloesu** nawilża bez obciążania.',
    sklad:
      'Aqua, Aloe Barbadensis Leaf Juice, Vitis Vinifera Seed Oil, Glycerin, Cetearyl Olivate, Sorbitan Olivate, Montmorillonite, Tapioca Starch, Zinc PCA, Xanthan Gum, Benzyl Alcohol, Dehydroacetic Acid, Citric Acid',
    tags: ['glinka', 'cera tłusta', 'cera mieszana', 'matowienie'],
    categories: ['kremy'],
    stock: 73,
    ean: '5907461002541',
    images: [
      productImage('Słoiczek kremu matującego z zieloną glinką', 'jar', 'clay', '#a7b9a0', 'mat', 0),
      productImage('Zielonkawa konsystencja kremu matującego na szpatułce', 'jar', 'clay', '#b6c7b0', 'mat', 1),
    ],
  },
  {
    slug: 'krem-lagodzacy-rumiankowy',
    name: 'Krem łagodzący rumiankowy',
    nameSpan: 'z rumiankiem i owsem koloidalnym',
    description:
      'Bezzapachowy krem dla skóry wrażliwej, reaktywnej i skłonnej do zaczerwienień. Rumianek i owies koloidalny koją, a ceramidy roślinne odbudowują osłabioną barierę ochronną. Formuła powstała z myślą o osobach, które źle reagują na olejki eteryczne.',
    details: details({
      use: 'Nakładaj rano i wieczorem na oczyszczoną skórę twarzy, także w miejscach podrażnionych. Przed pierwszym użyciem wykonaj próbę uczuleniową na skórze przedramienia.',
      amount: '50 ml',
      pao: 6,
      shelfLife: 18,
      storage: creamStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 6490,
    capacity: 50,
    dlaczegoDziala:
      '- **Ekstrakt z rumianku** zawiera bisabolol, który działa przeciwzapalnie.\n- **Owies koloidalny** łagodzi swędzenie i pieczenie.\n- **Ceramidy roślinne** uszczelniają barierę hydrolipidową.\n- **Pantenol** przyspiesza regenerację.',
    sklad:
      'Chamomilla Recutita Flower Water, Caprylic/Capric Triglyceride, Glycerin, Cetearyl Olivate, Sorbitan Olivate, Avena Sativa Kernel Flour, Panthenol, Ceramide NP, Bisabolol, Tocopherol, Xanthan Gum, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['rumianek', 'skóra wrażliwa', 'bezzapachowe', 'cera naczynkowa'],
    categories: ['kremy'],
    stock: 90,
    ean: '5907461002619',
    images: [
      productImage('Słoiczek kremu rumiankowego z kwiatami rumianku', 'jar', 'chamomile', '#f1e6bd', 'rumianek', 0),
      productImage('Krem łagodzący rumiankowy na jasnym tle', 'jar', 'chamomile', '#e9dba8', 'rumianek', 1),
    ],
  },
  {
    slug: 'krem-pod-oczy-nagietkowy',
    name: 'Krem pod oczy nagietkowy',
    nameSpan: 'z nagietkiem i kofeiną',
    description:
      'Delikatny krem do wrażliwej skóry wokół oczu. Kofeina zmniejsza poranną opuchliznę i cienie, nagietek łagodzi, a masło mango wygładza drobne zmarszczki. Nie szczypie w oczy i sprawdza się także pod korektor.',
    details: details({
      use: 'Rano i wieczorem nabierz na palec serdeczny porcję wielkości ziarenka ryżu i wklep delikatnie wokół oka, od zewnętrznego kącika do wewnętrznego.',
      amount: '15 ml',
      pao: 6,
      shelfLife: 18,
      storage: creamStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 5490,
    capacity: 15,
    dlaczegoDziala:
      '- **Kofeina** obkurcza naczynka i redukuje opuchliznę.\n- **Ekstrakt z nagietka** łagodzi i wspiera regenerację.\n- **Masło mango** natłuszcza i wygładza.',
    sklad:
      'Aqua, Calendula Officinalis Flower Extract, Glycerin, Mangifera Indica Seed Butter, Cetearyl Olivate, Sorbitan Olivate, Caffeine, Squalane, Tocopherol, Xanthan Gum, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['nagietek', 'pod oczy', 'kofeina', 'wegańskie'],
    categories: ['kremy'],
    stock: 48,
    ean: '5907461002688',
    images: [
      productImage('Mały słoiczek kremu pod oczy z kwiatem nagietka', 'jar', 'calendula', '#f4c86a', 'pod oczy', 0),
    ],
  },
  {
    slug: 'krem-do-rak-lawendowy',
    name: 'Krem do rąk lawendowy',
    nameSpan: 'z masłem shea i lawendą',
    description:
      'Gęsty, szybko wchłaniający się krem do rąk w poręcznej tubce. Masło shea i olej z pestek moreli regenerują przesuszone dłonie, a lawenda koi i pięknie pachnie. Dobrze znosi go nawet skóra spierzchnięta od częstego mycia.',
    details: details({
      use: 'Wmasuj w dłonie kilka razy dziennie, zwłaszcza po myciu i przed snem. Na bardzo suche dłonie nałóż grubą warstwę na noc i załóż bawełniane rękawiczki.',
      amount: '100 ml',
      pao: 12,
      shelfLife: 24,
    }),
    label: null,
    type: 'PRODUCT',
    price: 4900,
    capacity: 100,
    dlaczegoDziala:
      '- **Masło shea** odbudowuje warstwę lipidową naskórka.\n- **Olej z pestek moreli** zmiękcza i wygładza.\n- **Olejek lawendowy** działa kojąco i lekko antyseptycznie.\n- **Alantoina** przyspiesza gojenie drobnych pęknięć.',
    sklad:
      'Aqua, Butyrospermum Parkii Butter, Prunus Armeniaca Kernel Oil, Glycerin, Cetearyl Alcohol, Glyceryl Stearate, Allantoin, Lavandula Angustifolia Oil, Tocopherol, Xanthan Gum, Benzyl Alcohol, Dehydroacetic Acid, Linalool, Limonene, Coumarin',
    tags: ['lawenda', 'do rąk', 'masło shea', 'wegańskie'],
    categories: ['kremy'],
    stock: 126,
    ean: '5907461002756',
    images: [
      productImage('Tubka lawendowego kremu do rąk z kwiatami lawendy', 'tube', 'lavender', '#a294c9', 'lawenda', 0),
      productImage('Krem do rąk lawendowy w dłoniach', 'tube', 'lavender', '#b2a6d4', 'lawenda', 1),
    ],
  },
  {
    slug: 'balsam-do-ciala-owsiany',
    name: 'Balsam do ciała owsiany',
    nameSpan: 'z mlekiem owsianym i olejem słonecznikowym',
    description:
      'Delikatny, bezzapachowy balsam dla całej rodziny. Ekstrakt z owsa i olej słonecznikowy nawilżają i koją skórę suchą i swędzącą, a lekka emulsja rozprowadza się bez wysiłku i nie lepi się do ubrań. Duża pojemność wystarcza na długo.',
    details: details({
      use: 'Wmasuj w skórę całego ciała po kąpieli lub prysznicu, najlepiej na lekko wilgotną skórę.',
      amount: '200 ml',
      pao: 12,
      shelfLife: 24,
    }),
    label: null,
    type: 'PRODUCT',
    price: 5990,
    sale: { price: 4790, startsInDays: 5, endsInDays: 19 },
    capacity: 200,
    dlaczegoDziala:
      '- **Ekstrakt z owsa** zawiera beta-glukan, który nawilża i łagodzi.\n- **Olej słonecznikowy** uzupełnia lipidy w naskórku.\n- **Gliceryna** wiąże wodę w skórze na wiele godzin.',
    sklad:
      'Aqua, Helianthus Annuus Seed Oil, Avena Sativa Kernel Extract, Glycerin, Cetearyl Olivate, Sorbitan Olivate, Butyrospermum Parkii Butter, Panthenol, Tocopherol, Xanthan Gum, Sodium Benzoate, Potassium Sorbate, Citric Acid',
    tags: ['owies', 'do ciała', 'bezzapachowe', 'cera sucha'],
    categories: ['kremy'],
    stock: 80,
    ean: '5907461002824',
    images: [
      productImage('Duży słoik balsamu owsianego obok kłosów owsa', 'jar', 'oat', '#e6d8b9', 'owies', 0),
      productImage('Balsam do ciała owsiany na łazienkowej półce', 'jar', 'oat', '#dccaa5', 'owies', 1),
    ],
  },
  {
    slug: 'krem-do-stop-mietowy',
    name: 'Krem do stóp miętowy',
    nameSpan: 'z mocznikiem i miętą pieprzową',
    description:
      'Chłodzący krem do zmęczonych stóp. Mocznik i masło kakaowe zmiękczają zrogowaciały naskórek na piętach, a olejek z mięty pieprzowej przynosi ulgę po długim dniu. Wystarczy kilka dni regularnego stosowania, by stopy były gładkie.',
    details: details({
      use: 'Wmasuj w czystą i suchą skórę stóp wieczorem, szczególnie w pięty i boczne części stóp. Przy bardzo zrogowaciałej skórze stosuj dwa razy dziennie.',
      amount: '100 ml',
      pao: 12,
      shelfLife: 24,
    }),
    label: 'NEW',
    type: 'PRODUCT',
    price: 4900,
    capacity: 100,
    dlaczegoDziala:
      '- **Mocznik (10%)** zmiękcza zrogowacenia i silnie nawilża.\n- **Masło kakaowe** natłuszcza i chroni przed pękaniem.\n- **Olejek z mięty pieprzowej** chłodzi i odświeża.',
    sklad:
      'Aqua, Urea, Theobroma Cacao Seed Butter, Glycerin, Cetearyl Alcohol, Glyceryl Stearate, Helianthus Annuus Seed Oil, Mentha Piperita Oil, Menthol, Tocopherol, Xanthan Gum, Benzyl Alcohol, Dehydroacetic Acid, Limonene',
    tags: ['mięta', 'do stóp', 'mocznik', 'wegańskie'],
    categories: ['kremy'],
    stock: 77,
    ean: '5907461002893',
    images: [
      productImage('Tubka miętowego kremu do stóp z listkami mięty', 'tube', 'mint', '#7dbb9a', 'mięta', 0),
    ],
  },
];

export const serumProducts: SeedProduct[] = [
  {
    slug: 'serum-nawilzajace-z-hialuronem',
    name: 'Serum nawilżające',
    nameSpan: 'z kwasem hialuronowym i rumiankiem',
    description:
      'Wodne serum z trzema rodzajami kwasu hialuronowego, które nawilżają różne warstwy naskórka. Ekstrakt z rumianku koi, a betaina z buraka cukrowego pomaga utrzymać wodę w skórze. Pasuje do każdego typu cery, także tłustej, bo nie zawiera olejów.',
    details: details({
      use: 'Nałóż 3–4 krople na oczyszczoną, lekko wilgotną skórę (np. po hydrolacie), wklep i poczekaj, aż się wchłonie. Następnie nałóż krem, który „zamknie” nawilżenie.',
      amount: '30 ml',
      pao: 6,
      shelfLife: 18,
      storage: serumStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 6990,
    sale: { price: 5590, startsInDays: -6, endsInDays: 8 },
    priceHistory: [
      { price: 7490, fromDaysAgo: 90 },
      { price: 6990, fromDaysAgo: 45 },
    ],
    capacity: 30,
    dlaczegoDziala:
      '- **Kwas hialuronowy** w trzech masach cząsteczkowych nawilża powierzchniowo i głębiej.\n- **Betaina** to naturalny osmolit, który chroni komórki przed odwodnieniem.\n- **Ekstrakt z rumianku** łagodzi i redukuje zaczerwienienia.',
    sklad:
      'Aqua, Glycerin, Betaine, Sodium Hyaluronate, Hydrolyzed Sodium Hyaluronate, Sodium Hyaluronate Crosspolymer, Chamomilla Recutita Flower Extract, Panthenol, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['kwas hialuronowy', 'nawilżanie', 'każdy typ skóry', 'wegańskie'],
    categories: ['serum'],
    stock: 95,
    ean: '5907461002961',
    images: [
      productImage('Butelka z pipetą z przejrzystym serum nawilżającym i rumiankiem', 'dropper', 'chamomile', '#cfe3e8', 'hialuron', 0),
      productImage('Kropla serum nawilżającego spływająca z pipety', 'dropper', 'chamomile', '#bcd8df', 'hialuron', 1),
    ],
  },
  {
    slug: 'serum-rozane-z-bakuchiolem',
    name: 'Serum różane z bakuchiolem',
    nameSpan: 'olejowe, z olejem z dzikiej róży i bakuchiolem',
    description:
      'Nasze najbardziej zaawansowane serum dla skóry dojrzałej. Bakuchiol w stężeniu 1% wygładza zmarszczki i poprawia jędrność, a olej z dzikiej róży i olej z pestek malin wspierają regenerację. Działa jak retinol, ale bez łuszczenia i zaczerwienień – można je stosować także latem.',
    details: details({
      use: 'Wieczorem wmasuj 2–3 krople w oczyszczoną skórę twarzy, szyi i dekoltu. Możesz nałożyć je na krem albo zmieszać z kremem na dłoni.',
      amount: '30 ml',
      pao: 6,
      shelfLife: 12,
      storage: serumStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 12900,
    sale: { price: 10900, startsInDays: -7, endsInDays: 7 },
    priceHistory: [
      { price: 13900, fromDaysAgo: 90 },
      { price: 12900, fromDaysAgo: 45 },
    ],
    capacity: 30,
    dlaczegoDziala:
      '- **Bakuchiol (1%)** pobudza fibroblasty do produkcji kolagenu i wyrównuje koloryt.\n- **Olej z dzikiej róży** zawiera witaminę A, C i kwasy omega.\n- **Olej z pestek malin** to silny antyoksydant.\n- **Skwalan** poprawia wchłanianie i zmiękcza skórę.',
    sklad:
      'Squalane, Rosa Canina Fruit Oil, Rubus Idaeus Seed Oil, Simmondsia Chinensis Seed Oil, Bakuchiol, Tocopherol, Rosa Damascena Flower Oil, Citronellol, Geraniol',
    tags: ['róża', 'bakuchiol', 'cera dojrzała', 'przeciwzmarszczkowe'],
    categories: ['serum'],
    stock: 41,
    ean: '5907461003036',
    images: [
      productImage('Butelka z pipetą z różowozłotym serum różanym', 'dropper', 'rose', '#c98b7a', 'bakuchiol', 0),
      productImage('Serum różane z bakuchiolem wśród płatków róży', 'dropper', 'rose', '#d49a88', 'bakuchiol', 1),
      productImage('Serum różane w kartoniku z ilustracją róży', 'dropper', 'rose', '#be7c6b', 'bakuchiol', 2),
    ],
  },
  {
    slug: 'serum-rozswietlajace-rokitnikowe',
    name: 'Serum rozświetlające',
    nameSpan: 'z witaminą C i rokitnikiem',
    description:
      'Serum dla skóry szarej, zmęczonej i z przebarwieniami. Stabilna pochodna witaminy C rozjaśnia plamki, a ekstrakt z rokitnika dodaje antyoksydantów, które chronią przed smogiem. Po kilku tygodniach cera jest bardziej promienna i wyrównana.',
    details: details({
      use: 'Rano nałóż 3–4 krople na oczyszczoną skórę, odczekaj minutę i nałóż krem z filtrem UV. Możesz stosować także wieczorem.',
      amount: '30 ml',
      pao: 6,
      shelfLife: 12,
      storage: serumStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 8990,
    capacity: 30,
    dlaczegoDziala:
      '- **Askorbylofosforan sodu** to stabilna forma witaminy C, która hamuje powstawanie przebarwień.\n- **Ekstrakt z rokitnika** chroni przed wolnymi rodnikami.\n- **Niacynamid** wzmacnia barierę i wyrównuje koloryt.',
    sklad:
      'Aqua, Glycerin, Sodium Ascorbyl Phosphate, Niacinamide, Hippophae Rhamnoides Fruit Extract, Sodium Hyaluronate, Xanthan Gum, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['rokitnik', 'witamina C', 'przebarwienia', 'rozświetlenie'],
    categories: ['serum'],
    stock: 2,
    ean: '5907461003104',
    images: [
      productImage('Butelka z pipetą z serum rozświetlającym i gałązką rokitnika', 'dropper', 'sea-buckthorn', '#f0a44d', 'witamina C', 0),
      productImage('Serum z witaminą C w promieniach porannego słońca', 'dropper', 'sea-buckthorn', '#f4b566', 'witamina C', 1),
    ],
  },
  {
    slug: 'serum-normalizujace-z-niacynamidem',
    name: 'Serum normalizujące',
    nameSpan: 'z niacynamidem i miętą',
    description:
      'Lekkie serum dla cery tłustej, mieszanej i z rozszerzonymi porami. Niacynamid w stężeniu 5% reguluje wydzielanie sebum i wyrównuje koloryt, a hydrolat miętowy odświeża. Nie zapycha porów i dobrze łączy się z kremem matującym.',
    details: details({
      use: 'Nakładaj rano i/lub wieczorem 3–4 krople na oczyszczoną skórę twarzy, a następnie krem.',
      amount: '30 ml',
      pao: 6,
      shelfLife: 18,
      storage: serumStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 7490,
    capacity: 30,
    dlaczegoDziala:
      '- **Niacynamid (5%)** zmniejsza wydzielanie sebum, zwęża pory i rozjaśnia ślady po wypryskach.\n- **Cynk PCA** działa antybakteryjnie.\n- **Hydrolat z mięty** odświeża i tonizuje.',
    sklad:
      'Mentha Piperita Leaf Water, Niacinamide, Glycerin, Zinc PCA, Sodium Hyaluronate, Xanthan Gum, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['niacynamid', 'mięta', 'cera tłusta', 'cera mieszana'],
    categories: ['serum'],
    stock: 63,
    ean: '5907461003173',
    images: [
      productImage('Butelka z pipetą z serum normalizującym i liśćmi mięty', 'dropper', 'mint', '#9ccbb4', 'niacynamid', 0),
      productImage('Serum z niacynamidem na zielonym tle', 'dropper', 'mint', '#88bea4', 'niacynamid', 1),
    ],
  },
  {
    slug: 'serum-kojace-konopne',
    name: 'Serum kojące konopne',
    nameSpan: 'z olejem konopnym i wąkrotą azjatycką',
    description:
      'Dwufazowe serum ratunkowe dla skóry wrażliwej i podrażnionej. Wąkrota azjatycka i pantenol wyciszają zaczerwienienia, a olej konopny wzmacnia barierę ochronną. Sprawdza się po zbyt mocnym peelingu, po słońcu i w okresie grzewczym.',
    details: details({
      use: 'Przed użyciem wstrząśnij, aby połączyć fazy. Nałóż 3–4 krople na oczyszczoną skórę rano i wieczorem, a następnie krem.',
      amount: '30 ml',
      pao: 6,
      shelfLife: 12,
      storage: serumStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 7990,
    capacity: 30,
    dlaczegoDziala:
      '- **Ekstrakt z wąkroty azjatyckiej** przyspiesza regenerację i łagodzi stany zapalne.\n- **Olej konopny** wzmacnia barierę hydrolipidową.\n- **Pantenol** koi i nawilża.',
    sklad:
      'Aqua, Cannabis Sativa Seed Oil, Glycerin, Centella Asiatica Extract, Panthenol, Squalane, Allantoin, Tocopherol, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['konopie', 'skóra wrażliwa', 'ukojenie', 'wegańskie'],
    categories: ['serum'],
    stock: 54,
    ean: '5907461003241',
    images: [
      productImage('Butelka z pipetą z dwufazowym serum konopnym', 'dropper', 'hemp', '#98ad78', 'konopie', 0),
      productImage('Serum kojące konopne obok liści konopi', 'dropper', 'hemp', '#a9bd89', 'konopie', 1),
    ],
  },
  {
    slug: 'serum-pod-oczy-z-kofeina',
    name: 'Serum pod oczy',
    nameSpan: 'z kofeiną i wyciągiem z owsa',
    description:
      'Nowe, lekkie serum pod oczy w butelce z pipetą. Kofeina i ekstrakt z owsa redukują cienie i opuchnięcia, a kwas hialuronowy wygładza drobne linie. Idealne rano, przed makijażem, także dla osób noszących soczewki.',
    details: details({
      use: 'Nałóż 1 kroplę na opuszek palca serdecznego i wklep pod okiem oraz na powiece ruchomej. Stosuj rano i wieczorem.',
      amount: '15 ml',
      pao: 6,
      shelfLife: 12,
      storage: serumStorage,
    }),
    label: 'NEW',
    type: 'PRODUCT',
    price: 6990,
    capacity: 15,
    dlaczegoDziala:
      '- **Kofeina** poprawia mikrokrążenie i zmniejsza obrzęki.\n- **Ekstrakt z owsa** działa liftingująco i łagodząco.\n- **Kwas hialuronowy** nawilża cienką skórę wokół oczu.',
    sklad:
      'Aqua, Glycerin, Caffeine, Avena Sativa Kernel Extract, Sodium Hyaluronate, Panthenol, Xanthan Gum, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['pod oczy', 'kofeina', 'owies', 'wegańskie'],
    categories: ['serum'],
    stock: 36,
    ean: '5907461003319',
    images: [
      productImage('Mała butelka z pipetą z serum pod oczy i kłosem owsa', 'dropper', 'oat', '#e4d6bb', 'pod oczy', 0),
    ],
  },
];
