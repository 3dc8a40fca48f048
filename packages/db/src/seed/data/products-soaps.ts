import type { SeedProduct } from '../types.ts';
import { details, productImage } from './helpers.ts';

const soapUse =
  'Zwilż kostkę i dłonie, spień mydło i umyj skórę twarzy lub ciała, a następnie dokładnie spłucz letnią wodą. Po użyciu odłóż kostkę na mydelniczkę z odpływem, żeby wyschła.';
const soapStorage =
  'w suchym i przewiewnym miejscu, z dala od słońca. Między użyciami kostka powinna wyschnąć – wtedy posłuży dłużej.';

export const soapProducts: SeedProduct[] = [
  {
    slug: 'mydlo-lawendowe',
    name: 'Mydło lawendowe',
    nameSpan: 'z olejkiem lawendowym i masłem shea',
    description:
      'Nasze pierwsze mydło i wciąż najchętniej wybierane. Warzymy je na zimno z oliwy, oleju kokosowego i masła shea, a aromat zawdzięcza wyłącznie olejkowi z **lawendy wąskolistnej**. Daje kremową pianę, nie ściąga skóry i wieczorem pięknie wycisza.',
    details: details({ use: soapUse, amount: '110 g', storage: soapStorage }),
    label: 'BESTSELLER',
    type: 'PRODUCT',
    price: 2490,
    capacity: 110,
    dlaczegoDziala:
      '- **Olejek lawendowy** działa kojąco i lekko antyseptycznie, a jego zapach sprzyja odprężeniu.\n- **Masło shea** natłuszcza i zostawia na skórze delikatny film ochronny.\n- **Naturalna gliceryna**, powstająca podczas zmydlania, przyciąga wodę i chroni skórę przed przesuszeniem.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Shea Butterate, Aqua, Glycerin, Lavandula Angustifolia Oil, Lavandula Angustifolia Flower, Linalool, Limonene, Coumarin, Geraniol',
    tags: ['lawenda', 'mydło na zimno', 'wegańskie', 'każdy typ skóry'],
    categories: ['mydla-naturalne'],
    stock: 164,
    ean: '5907461001070',
    images: [
      productImage('Kostka mydła lawendowego z suszonymi kwiatami lawendy', 'soap', 'lavender', '#9b8ec4', 'lawenda', 0),
      productImage('Przekrój mydła lawendowego na drewnianej desce', 'soap', 'lavender', '#b3a7d6', 'lawenda', 1),
      productImage('Mydło lawendowe w papierowej opasce obok bukietu lawendy', 'soap', 'lavender', '#8a7db8', 'lawenda', 2),
    ],
  },
  {
    slug: 'mydlo-konopne-z-aloesem',
    name: 'Mydło konopne',
    nameSpan: 'z olejem konopnym i aloesem',
    description:
      'Łagodne mydło dla skóry, która lubi prostotę. Olej z nasion konopi bogaty w kwasy omega-3 i omega-6 łączymy z sokiem z aloesu, dzięki czemu kostka myje delikatnie i nie narusza bariery hydrolipidowej. Ma subtelny, ziołowy zapach naturalnych surowców.',
    details: details({ use: soapUse, amount: '110 g', storage: soapStorage }),
    label: null,
    type: 'PRODUCT',
    price: 2690,
    capacity: 110,
    dlaczegoDziala:
      '- **Olej konopny** uzupełnia niedobory nienasyconych kwasów tłuszczowych i wspiera barierę ochronną skóry.\n- **Sok z aloesu** nawilża i łagodzi podrażnienia.\n- Warzenie na zimno zachowuje w kostce nadtłuszczenie i naturalną glicerynę.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Hempseedate, Aqua, Aloe Barbadensis Leaf Juice, Glycerin, Cannabis Sativa Seed Oil, Tocopherol',
    tags: ['konopie', 'aloes', 'cera wrażliwa', 'wegańskie'],
    categories: ['mydla-naturalne'],
    stock: 92,
    ean: '5907461001148',
    images: [
      productImage('Zielonkawa kostka mydła konopnego z liściem konopi', 'soap', 'hemp', '#8fa66b', 'konopie', 0),
      productImage('Mydło konopne z aloesem na lnianej ściereczce', 'soap', 'hemp', '#a3b87f', 'konopie', 1),
    ],
  },
  {
    slug: 'mydlo-weglowe-detox',
    name: 'Mydło z węglem aktywnym',
    nameSpan: 'z olejkiem z drzewa herbacianego',
    description:
      'Czarna kostka dla cery tłustej, mieszanej i skłonnej do niedoskonałości. **Węgiel aktywny** pomaga oczyścić pory z nadmiaru sebum, a olejek z drzewa herbacianego odświeża i działa antybakteryjnie. Mimo mocy oczyszczania mydło nie wysusza, bo zawiera dużo naturalnej gliceryny.',
    details: details({
      use: `${soapUse} Przy cerze tłustej możesz używać rano i wieczorem, przy mieszanej – raz dziennie.`,
      amount: '100 g',
      storage: soapStorage,
    }),
    label: null,
    type: 'PRODUCT',
    price: 2590,
    capacity: 100,
    dlaczegoDziala:
      '- **Węgiel aktywny** ma ogromną powierzchnię chłonną i wiąże zanieczyszczenia oraz nadmiar sebum.\n- **Olejek z drzewa herbacianego** ogranicza rozwój bakterii odpowiedzialnych za wypryski.\n- **Olej rycynowy** daje gęstą, stabilną pianę.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Castorate, Aqua, Glycerin, Charcoal Powder, Melaleuca Alternifolia Leaf Oil, Limonene',
    tags: ['węgiel aktywny', 'cera tłusta', 'detox', 'wegańskie'],
    categories: ['mydla-naturalne'],
    stock: 118,
    ean: '5907461001216',
    images: [
      productImage('Czarna kostka mydła z węglem aktywnym', 'soap', 'charcoal', '#2e2e2e', 'węgiel', 0),
      productImage('Mydło węglowe obok miseczki z węglem aktywnym', 'soap', 'charcoal', '#3b3b3b', 'węgiel', 1),
    ],
  },
  {
    slug: 'mydlo-owsiane',
    name: 'Mydło owsiane',
    nameSpan: 'z koloidalnym owsem i mlekiem owsianym',
    description:
      'Kremowe, bezzapachowe mydło, które przygotowujemy na mleku owsianym zamiast wody. Drobno zmielone płatki owsiane delikatnie złuszczają, a beta-glukan z owsa koi skórę suchą i swędzącą. Polecamy je także do mycia skóry atopowej po konsultacji z lekarzem.',
    details: details({ use: soapUse, amount: '110 g', storage: soapStorage }),
    label: null,
    type: 'PRODUCT',
    price: 2290,
    capacity: 110,
    dlaczegoDziala:
      '- **Owies koloidalny** tworzy na skórze cienką warstwę ochronną i łagodzi swędzenie.\n- **Mleko owsiane** dostarcza beta-glukanu, który nawilża i wspiera regenerację.\n- **Masło shea** natłuszcza i zmiękcza naskórek.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Shea Butterate, Avena Sativa Kernel Extract, Aqua, Glycerin, Avena Sativa Kernel Flour, Tocopherol',
    tags: ['owies', 'bezzapachowe', 'cera sucha', 'skóra wrażliwa'],
    categories: ['mydla-naturalne'],
    stock: 75,
    ean: '5907461001285',
    images: [
      productImage('Beżowa kostka mydła owsianego z płatkami owsianymi', 'soap', 'oat', '#d9c7a3', 'owies', 0),
      productImage('Mydło owsiane na kamiennej podstawce', 'soap', 'oat', '#e3d5b8', 'owies', 1),
    ],
  },
  {
    slug: 'mydlo-nagietkowe',
    name: 'Mydło nagietkowe',
    nameSpan: 'z maceratem z kwiatów nagietka',
    description:
      'Słoneczna kostka z płatkami nagietka z naszego ogrodu. Kwiaty przez sześć tygodni macerujemy w oleju słonecznikowym, a potem dodajemy go do mydła – tak przenosimy do kostki ich łagodzące właściwości. Dobre dla całej rodziny.',
    details: details({ use: soapUse, amount: '110 g', storage: soapStorage }),
    label: null,
    type: 'PRODUCT',
    price: 2290,
    capacity: 110,
    dlaczegoDziala:
      '- **Macerat z nagietka** wspiera gojenie drobnych podrażnień i działa przeciwzapalnie.\n- **Olej słonecznikowy** jest lekki i bogaty w witaminę E.\n- **Płatki nagietka** nadają kostce naturalny, żółty kolor bez barwników.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Sunflowerseedate, Aqua, Glycerin, Helianthus Annuus Seed Oil, Calendula Officinalis Flower Extract, Calendula Officinalis Flower, Tocopherol',
    tags: ['nagietek', 'skóra wrażliwa', 'dla całej rodziny', 'wegańskie'],
    categories: ['mydla-naturalne'],
    stock: 88,
    ean: '5907461001353',
    images: [
      productImage('Żółta kostka mydła nagietkowego z płatkami nagietka', 'soap', 'calendula', '#f2b441', 'nagietek', 0),
      productImage('Mydło nagietkowe wśród świeżych kwiatów nagietka', 'soap', 'calendula', '#f5c462', 'nagietek', 1),
    ],
  },
  {
    slug: 'mydlo-rokitnikowe',
    name: 'Mydło rokitnikowe',
    nameSpan: 'z olejem z rokitnika i słodką pomarańczą',
    description:
      'Pomarańczowa kostka pełna witamin. Olej z owoców rokitnika, nazywany „olejem młodości”, nadaje mydłu ciepły kolor i odżywia skórę, a olejek ze słodkiej pomarańczy poprawia nastrój od samego rana.',
    details: details({ use: soapUse, amount: '110 g', storage: soapStorage }),
    label: null,
    type: 'PRODUCT',
    price: 2790,
    capacity: 110,
    dlaczegoDziala:
      '- **Olej z rokitnika** zawiera karotenoidy, witaminę E i rzadki kwas palmitooleinowy, który wspiera odbudowę skóry.\n- **Olejek pomarańczowy** odświeża i pobudza.\n- **Masło shea** zapobiega uczuciu ściągnięcia po myciu.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Shea Butterate, Aqua, Glycerin, Hippophae Rhamnoides Fruit Oil, Citrus Aurantium Dulcis Peel Oil, Limonene, Citral, Linalool',
    tags: ['rokitnik', 'pomarańcza', 'cera sucha', 'wegańskie'],
    categories: ['mydla-naturalne'],
    stock: 64,
    ean: '5907461001421',
    images: [
      productImage('Pomarańczowa kostka mydła rokitnikowego z gałązką rokitnika', 'soap', 'sea-buckthorn', '#e8892b', 'rokitnik', 0),
      productImage('Mydło rokitnikowe z owocami rokitnika w tle', 'soap', 'sea-buckthorn', '#ef9a45', 'rokitnik', 1),
    ],
  },
  {
    slug: 'mydlo-mietowe',
    name: 'Mydło miętowe',
    nameSpan: 'z miętą pieprzową i spiruliną',
    description:
      'Orzeźwiające mydło na poranny prysznic i upalne dni. Olejek z mięty pieprzowej daje przyjemne uczucie chłodu, a spirulina barwi kostkę na piękny, naturalny zielony kolor. Idealne także do mycia stóp po całym dniu.',
    details: details({ use: soapUse, amount: '100 g', storage: soapStorage }),
    label: null,
    type: 'PRODUCT',
    price: 2190,
    capacity: 100,
    dlaczegoDziala:
      '- **Olejek z mięty pieprzowej** chłodzi, odświeża i pobudza mikrokrążenie.\n- **Spirulina** to alga bogata w minerały i antyoksydanty, a przy okazji naturalny barwnik.\n- **Olej rycynowy** wzbogaca pianę.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Castorate, Aqua, Glycerin, Mentha Piperita Oil, Spirulina Platensis Powder, Menthol, Limonene',
    tags: ['mięta', 'orzeźwiające', 'do ciała', 'wegańskie'],
    categories: ['mydla-naturalne'],
    stock: 101,
    ean: '5907461001490',
    images: [
      productImage('Zielona kostka mydła miętowego z listkami mięty', 'soap', 'mint', '#6fae8c', 'mięta', 0),
      productImage('Mydło miętowe na tle świeżej mięty', 'soap', 'mint', '#85c0a0', 'mięta', 1),
    ],
  },
  {
    slug: 'mydlo-rozane-z-glinka-rozowa',
    name: 'Mydło różane',
    nameSpan: 'z glinką różową i olejkiem z róży damasceńskiej',
    description:
      'Najbardziej luksusowa kostka w naszej ofercie. Różowa glinka delikatnie oczyszcza i wyrównuje koloryt, a kilka kropli olejku z **róży damasceńskiej** nadaje mydłu subtelny, kwiatowy zapach. Polecamy do cery dojrzałej i naczynkowej.',
    details: details({ use: soapUse, amount: '110 g', storage: soapStorage }),
    label: 'NEW',
    type: 'PRODUCT',
    price: 3190,
    sale: { price: 2690, startsInDays: -5, endsInDays: 10 },
    priceHistory: [
      { price: 3490, fromDaysAgo: 90 },
      { price: 3190, fromDaysAgo: 45 },
    ],
    capacity: 110,
    dlaczegoDziala:
      '- **Glinka różowa** (mieszanka glinki białej i czerwonej) oczyszcza łagodnie, bez przesuszania.\n- **Olejek różany** poprawia elastyczność skóry i pięknie pachnie.\n- **Olej z dzikiej róży** dodany po zmydleniu wspiera regenerację.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Shea Butterate, Aqua, Glycerin, Kaolin, Illite, Rosa Canina Fruit Oil, Rosa Damascena Flower Oil, Citronellol, Geraniol, Linalool',
    tags: ['róża', 'glinka', 'cera dojrzała', 'cera naczynkowa'],
    categories: ['mydla-naturalne'],
    stock: 47,
    ean: '5907461001568',
    images: [
      productImage('Różowa kostka mydła różanego z płatkami róży', 'soap', 'rose', '#e2a3ae', 'róża', 0),
      productImage('Mydło różane z glinką na marmurowym blacie', 'soap', 'rose', '#d98f9c', 'róża', 1),
    ],
  },
  {
    slug: 'mydlo-sosnowe',
    name: 'Mydło sosnowe',
    nameSpan: 'z olejkiem z igieł sosny i jałowcem',
    description:
      'Zapach lasu po deszczu zamknięty w kostce. Olejki z igieł sosny zwyczajnej i owoców jałowca odświeżają i działają lekko antyseptycznie. Lubią je panowie, ale nie tylko – to nasze ulubione mydło na zimowe wieczory.',
    details: details({ use: soapUse, amount: '110 g', storage: soapStorage }),
    label: null,
    type: 'PRODUCT',
    price: 2490,
    sale: { price: 2090, startsInDays: -40, endsInDays: -20 },
    priceHistory: [
      { price: 2490, fromDaysAgo: 120 },
      { price: 2090, fromDaysAgo: 40, isPromo: true },
      { price: 2490, fromDaysAgo: 20 },
    ],
    capacity: 110,
    dlaczegoDziala:
      '- **Olejek sosnowy** odświeża, ułatwia oddychanie i działa antyseptycznie.\n- **Olejek jałowcowy** tonizuje skórę i pomaga przy nadmiernym poceniu.\n- **Olej rycynowy** nadaje pianie gęstość.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Castorate, Aqua, Glycerin, Pinus Sylvestris Leaf Oil, Juniperus Communis Fruit Oil, Limonene, Linalool',
    tags: ['sosna', 'dla mężczyzn', 'do ciała', 'wegańskie'],
    categories: ['mydla-naturalne'],
    stock: 70,
    ean: '5907461001636',
    images: [
      productImage('Kremowa kostka mydła sosnowego z gałązką sosny', 'soap', 'pine', '#7a8f5c', 'sosna', 0),
      productImage('Mydło sosnowe obok szyszek na drewnianym pniu', 'soap', 'pine', '#6b7f4f', 'sosna', 1),
    ],
  },
  {
    slug: 'mydlo-cytrusowe',
    name: 'Mydło cytrusowe',
    nameSpan: 'z olejkami pomarańczowym i grejpfrutowym',
    description:
      'Energetyczne mydło do rąk i ciała, które pachnie jak świeżo obrana pomarańcza. Skórka pomarańczy w proszku delikatnie masuje, a olejki cytrusowe budzą lepiej niż poranna kawa. Świetnie sprawdza się w kuchni, bo neutralizuje zapach czosnku i cebuli na dłoniach.',
    details: details({ use: soapUse, amount: '100 g', storage: soapStorage }),
    label: null,
    type: 'PRODUCT',
    price: 1990,
    capacity: 100,
    dlaczegoDziala:
      '- **Olejki z pomarańczy i grejpfruta** odświeżają i poprawiają nastrój.\n- **Skórka pomarańczy** w proszku działa jak delikatny peeling.\n- **Olej kokosowy** dobrze domywa tłuste zabrudzenia.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Castorate, Aqua, Glycerin, Citrus Aurantium Dulcis Peel Oil, Citrus Paradisi Peel Oil, Citrus Aurantium Dulcis Peel Powder, Limonene, Citral, Linalool',
    tags: ['cytrusy', 'do rąk', 'orzeźwiające', 'wegańskie'],
    categories: ['mydla-naturalne'],
    stock: 140,
    ean: '5907461001704',
    images: [
      productImage('Jasnopomarańczowa kostka mydła cytrusowego z plastrem pomarańczy', 'soap', 'citrus', '#f4a23c', 'cytrusy', 0),
      productImage('Mydło cytrusowe obok połówek grejpfruta', 'soap', 'citrus', '#f7b45a', 'cytrusy', 1),
    ],
  },
  {
    slug: 'mydlo-z-zielona-glinka',
    name: 'Mydło z zieloną glinką',
    nameSpan: 'z glinką zieloną i szałwią',
    description:
      'Oczyszczające mydło do twarzy dla cery tłustej i mieszanej. Zielona glinka pochłania nadmiar sebum, a olejek szałwiowy reguluje pracę gruczołów łojowych. Skóra po myciu jest czysta i matowa, ale nie ściągnięta.',
    details: details({ use: soapUse, amount: '110 g', storage: soapStorage }),
    label: null,
    type: 'PRODUCT',
    price: 2390,
    capacity: 110,
    dlaczegoDziala:
      '- **Glinka zielona** ma silne właściwości absorpcyjne i remineralizujące.\n- **Olejek szałwiowy** działa ściągająco i antybakteryjnie.\n- **Oliwa z oliwek** łagodzi i nie zapycha porów.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Castorate, Aqua, Glycerin, Montmorillonite, Illite, Salvia Officinalis Oil, Linalool, Limonene',
    tags: ['glinka', 'szałwia', 'cera tłusta', 'cera mieszana'],
    categories: ['mydla-naturalne'],
    stock: 83,
    ean: '5907461001773',
    images: [
      productImage('Szarozielona kostka mydła z zieloną glinką', 'soap', 'clay', '#8fa58a', 'glinka', 0),
      productImage('Mydło z zieloną glinką i miseczka z glinką', 'soap', 'clay', '#9db497', 'glinka', 1),
    ],
  },
  {
    slug: 'mydlo-rumiankowe',
    name: 'Mydło rumiankowe',
    nameSpan: 'bezzapachowe, z ekstraktem z rumianku',
    description:
      'Najdelikatniejsze mydło w naszej manufakturze, bez dodatku olejków eterycznych. Przygotowujemy je na naparze z koszyczków rumianku, który łagodzi i uspokaja skórę. Dobry wybór dla alergików, kobiet w ciąży i do mycia delikatnej skóry dzieci.',
    details: details({ use: soapUse, amount: '100 g', storage: soapStorage }),
    label: null,
    type: 'PRODUCT',
    price: 2190,
    capacity: 100,
    dlaczegoDziala:
      '- **Napar z rumianku** zawiera bisabolol i apigeninę, które działają przeciwzapalnie i kojąco.\n- **Brak olejków eterycznych** zmniejsza ryzyko reakcji alergicznych.\n- **Masło shea** natłuszcza suchą, wrażliwą skórę.',
    sklad:
      'Sodium Olivate, Sodium Cocoate, Sodium Shea Butterate, Chamomilla Recutita Flower Extract, Aqua, Glycerin, Tocopherol',
    tags: ['rumianek', 'bezzapachowe', 'skóra wrażliwa', 'dla dzieci'],
    categories: ['mydla-naturalne'],
    stock: 96,
    ean: '5907461001841',
    images: [
      productImage('Jasnokremowa kostka mydła rumiankowego z kwiatami rumianku', 'soap', 'chamomile', '#efe3b8', 'rumianek', 0),
      productImage('Mydło rumiankowe w lnianym woreczku', 'soap', 'chamomile', '#f3e9c6', 'rumianek', 1),
    ],
  },
];

const scrubUse =
  'Na wilgotną skórę ciała nabierz niewielką ilość peelingu i masuj okrężnymi ruchami przez 1–2 minuty, omijając okolice oczu i podrażnioną skórę. Spłucz ciepłą wodą. Stosuj 1–2 razy w tygodniu. Uwaga: olej może sprawić, że dno wanny będzie śliskie.';
const scrubStorage =
  'w temperaturze pokojowej, szczelnie zamknięte. Nabieraj produkt suchą dłonią lub szpatułką, żeby do słoika nie dostała się woda.';

export const scrubProducts: SeedProduct[] = [
  {
    slug: 'peeling-detox-z-weglem',
    name: 'Peeling detox z węglem',
    nameSpan: 'cukrowy, z węglem aktywnym i olejem z pestek winogron',
    description:
      'Czarny, cukrowy peeling do ciała, który dokładnie oczyszcza i wygładza. Kryształki cukru usuwają martwy naskórek, węgiel aktywny wyciąga zanieczyszczenia, a olej z pestek winogron zostawia skórę miękką – po kąpieli nie potrzebujesz już balsamu.',
    details: details({ use: scrubUse, amount: '200 g', pao: 6, shelfLife: 18, storage: scrubStorage }),
    label: 'BESTSELLER',
    type: 'PRODUCT',
    price: 4490,
    capacity: 200,
    dlaczegoDziala:
      '- **Cukier** złuszcza mechanicznie i jednocześnie działa jak humektant.\n- **Węgiel aktywny** wiąże zanieczyszczenia i nadmiar sebum.\n- **Olej z pestek winogron** jest lekki, szybko się wchłania i zawiera dużo kwasu linolowego.\n- **Olejek z drzewa herbacianego** działa przeciwbakteryjnie, np. przy wypryskach na plecach.',
    sklad:
      'Sucrose, Vitis Vinifera Seed Oil, Butyrospermum Parkii Butter, Charcoal Powder, Coco-Glucoside, Melaleuca Alternifolia Leaf Oil, Tocopherol, Limonene',
    tags: ['peeling detox', 'węgiel aktywny', 'do ciała', 'wegańskie'],
    categories: ['peelingi'],
    stock: 132,
    ean: '5907461001919',
    images: [
      productImage('Szklany słoik z czarnym peelingiem detox z węglem', 'jar', 'charcoal', '#2b2b2b', 'detox', 0),
      productImage('Peeling z węglem na drewnianej łyżce', 'jar', 'charcoal', '#404040', 'detox', 1),
    ],
  },
  {
    slug: 'peeling-detox-kawowy',
    name: 'Peeling detox kawowy',
    nameSpan: 'z kawą, olejem kokosowym i pomarańczą',
    description:
      'Aromatyczny peeling z drobno mielonej kawy arabica i cukru trzcinowego. Kofeina pobudza mikrokrążenie i pomaga wygładzić skórę ud i pośladków, a olejek pomarańczowy sprawia, że masaż staje się małym rytuałem. Po kąpieli skóra jest gładka, natłuszczona i pachnie jak kawiarnia.',
    details: details({ use: scrubUse, amount: '200 g', pao: 6, shelfLife: 18, storage: scrubStorage }),
    label: null,
    type: 'PRODUCT',
    price: 3990,
    sale: { price: 3190, startsInDays: -4, endsInDays: 10 },
    priceHistory: [
      { price: 4290, fromDaysAgo: 90 },
      { price: 3990, fromDaysAgo: 45 },
    ],
    capacity: 200,
    dlaczegoDziala:
      '- **Kawa** złuszcza, a kofeina poprawia ukrwienie i ujędrnia.\n- **Olej kokosowy** natłuszcza i zmiękcza naskórek.\n- **Olej ze słodkich migdałów** zostawia na skórze delikatny, nietłusty film.\n- **Olejek pomarańczowy** poprawia nastrój podczas masażu.',
    sklad:
      'Coffea Arabica Seed Powder, Sucrose, Cocos Nucifera Oil, Prunus Amygdalus Dulcis Oil, Citrus Aurantium Dulcis Peel Oil, Tocopherol, Limonene, Citral',
    tags: ['peeling detox', 'kawa', 'cellulit', 'wegańskie'],
    categories: ['peelingi'],
    stock: 58,
    ean: '5907461001988',
    images: [
      productImage('Słoik peelingu kawowego z ziarnami kawy i plastrem pomarańczy', 'jar', 'citrus', '#6b4a35', 'kawa', 0),
      productImage('Peeling detox kawowy na dłoni', 'jar', 'citrus', '#7d5840', 'kawa', 1),
    ],
  },
  {
    slug: 'peeling-detox-z-glinka-zielona',
    name: 'Peeling detox z zieloną glinką',
    nameSpan: 'z solą morską i szałwią',
    description:
      'Solno-glinkowy peeling dla skóry tłustej i zanieczyszczonej. Drobna sól morska złuszcza i dostarcza minerałów, a zielona glinka oczyszcza pory i matuje. Polecamy go szczególnie na plecy i dekolt, gdzie lubią pojawiać się niedoskonałości.',
    details: details({ use: scrubUse, amount: '200 g', pao: 6, shelfLife: 18, storage: scrubStorage }),
    label: null,
    type: 'PRODUCT',
    price: 4290,
    capacity: 200,
    dlaczegoDziala:
      '- **Sól morska** złuszcza i dostarcza magnezu oraz potasu.\n- **Glinka zielona** pochłania sebum i zanieczyszczenia.\n- **Olejek szałwiowy** działa ściągająco i antybakteryjnie.\n- **Olej słonecznikowy** chroni skórę przed przesuszeniem.',
    sklad:
      'Maris Sal, Helianthus Annuus Seed Oil, Montmorillonite, Illite, Simmondsia Chinensis Seed Oil, Salvia Officinalis Oil, Tocopherol, Linalool, Limonene',
    tags: ['peeling detox', 'glinka', 'cera tłusta', 'do ciała'],
    categories: ['peelingi'],
    stock: 44,
    ean: '5907461002053',
    images: [
      productImage('Słoik peelingu z zieloną glinką i solą morską', 'jar', 'clay', '#93a98c', 'glinka', 0),
      productImage('Peeling z zieloną glinką w miseczce z drewnianą łopatką', 'jar', 'clay', '#a4b89e', 'glinka', 1),
    ],
  },
  {
    slug: 'peeling-detox-solny-sosnowy',
    name: 'Peeling detox solny sosnowy',
    nameSpan: 'z solą morską, olejem jojoba i igłami sosny',
    description:
      'Nowość na zimowe miesiące. Gruboziarnista sól morska, olej jojoba i olejek z igieł sosny tworzą peeling, który rozgrzewa, pobudza krążenie i pięknie pachnie lasem. Idealny po saunie lub przed wieczorną kąpielą.',
    details: details({ use: scrubUse, amount: '200 g', pao: 6, shelfLife: 18, storage: scrubStorage }),
    label: 'NEW',
    type: 'PRODUCT',
    price: 3890,
    capacity: 200,
    dlaczegoDziala:
      '- **Sól morska** silnie złuszcza i remineralizuje.\n- **Olej jojoba** ma budowę podobną do ludzkiego sebum, więc doskonale się wchłania.\n- **Olejek sosnowy** rozgrzewa, odświeża i ułatwia oddychanie.',
    sklad:
      'Maris Sal, Helianthus Annuus Seed Oil, Simmondsia Chinensis Seed Oil, Pinus Sylvestris Leaf Oil, Tocopherol, Limonene',
    tags: ['peeling detox', 'sosna', 'sól morska', 'wegańskie'],
    categories: ['peelingi'],
    stock: 61,
    ean: '5907461002121',
    images: [
      productImage('Słoik solnego peelingu sosnowego z gałązką sosny', 'jar', 'pine', '#b7c4a4', 'sosna', 0),
      productImage('Kryształki soli i igły sosny obok peelingu', 'jar', 'pine', '#9fb08a', 'sosna', 1),
    ],
  },
  {
    slug: 'peeling-enzymatyczny-do-twarzy',
    name: 'Peeling enzymatyczny do twarzy',
    nameSpan: 'z papainą, bromelainą i nagietkiem',
    description:
      'Peeling bez drobinek, który złuszcza martwy naskórek dzięki enzymom z papai i ananasa. Sprawdzi się przy cerze naczynkowej i wrażliwej, której nie wolno pocierać. Po zabiegu skóra jest gładsza, promienna i lepiej przyjmuje serum.',
    details: details({
      use: 'Nałóż cienką warstwę na oczyszczoną, suchą skórę twarzy, omijając okolice oczu. Pozostaw na 10 minut, a następnie zmyj letnią wodą. Stosuj raz w tygodniu, najlepiej wieczorem.',
      amount: '50 ml',
      pao: 6,
      shelfLife: 12,
      storage: 'w chłodnym miejscu, szczelnie zamknięty. Enzymy nie lubią ciepła.',
    }),
    label: null,
    type: 'PRODUCT',
    price: 5490,
    capacity: 50,
    dlaczegoDziala:
      '- **Papaina i bromelaina** to enzymy, które rozpuszczają połączenia między martwymi komórkami naskórka.\n- **Ekstrakt z nagietka** łagodzi i zapobiega zaczerwienieniom.\n- **Gliceryna** nawilża podczas zabiegu.',
    sklad:
      'Aqua, Glycerin, Papain, Bromelain, Calendula Officinalis Flower Extract, Xanthan Gum, Sodium Levulinate, Sodium Anisate, Citric Acid',
    tags: ['peeling enzymatyczny', 'cera naczynkowa', 'skóra wrażliwa', 'do twarzy'],
    categories: ['peelingi'],
    stock: 39,
    ean: '5907461002190',
    images: [
      productImage('Tubka peelingu enzymatycznego z kwiatem nagietka', 'tube', 'calendula', '#f3cf7a', 'enzymy', 0),
      productImage('Peeling enzymatyczny w tubce na białym ręczniku', 'tube', 'calendula', '#f0c35e', 'enzymy', 1),
    ],
  },
  {
    slug: 'peeling-owsiany-do-twarzy',
    name: 'Peeling owsiany do twarzy',
    nameSpan: 'drobnoziarnisty, z mąką owsianą i olejem migdałowym',
    description:
      'Kremowy peeling z bardzo drobno zmieloną mąką owsianą. Złuszcza łagodnie, a jednocześnie koi i natłuszcza, dlatego polubi go skóra sucha i odwodniona. Zostawia twarz gładką i miękką w dotyku.',
    details: details({
      use: 'Niewielką ilość rozprowadź na wilgotnej skórze twarzy i szyi, masuj delikatnie przez minutę, omijając okolice oczu. Zmyj letnią wodą. Stosuj 1–2 razy w tygodniu.',
      amount: '100 ml',
      pao: 6,
      shelfLife: 18,
    }),
    label: null,
    type: 'PRODUCT',
    price: 4490,
    capacity: 100,
    dlaczegoDziala:
      '- **Mąka owsiana** złuszcza bardzo łagodnie i zawiera kojący beta-glukan.\n- **Olej ze słodkich migdałów** natłuszcza i zmiękcza.\n- **Estry jojoba** w postaci mikrokuleczek wspierają złuszczanie, nie raniąc skóry.',
    sklad:
      'Aqua, Avena Sativa Kernel Flour, Glycerin, Prunus Amygdalus Dulcis Oil, Cetearyl Olivate, Sorbitan Olivate, Jojoba Esters, Tocopherol, Sodium Benzoate, Potassium Sorbate, Citric Acid',
    tags: ['owies', 'cera sucha', 'do twarzy', 'wegańskie'],
    categories: ['peelingi'],
    stock: 52,
    ean: '5907461002268',
    images: [
      productImage('Tubka peelingu owsianego obok kłosów owsa', 'tube', 'oat', '#e0d0ae', 'owies', 0),
      productImage('Kremowy peeling owsiany na opuszkach palców', 'tube', 'oat', '#d6c39c', 'owies', 1),
    ],
  },
];
