import type { SeedPost } from '../types.ts';
import { sceneImage } from './helpers.ts';

export const postsPart2: SeedPost[] = [
  {
    slug: 'lazienka-zero-waste-w-siedmiu-krokach',
    title: 'Łazienka zero waste w siedmiu krokach',
    tags: ['Zero waste', 'Mydła', 'Poradnik'],
    excerpt:
      'Nie musisz wyrzucać wszystkiego i kupować od nowa. Siedem prostych zmian, które zmniejszą ilość plastiku w Twojej łazience.',
    publishedDaysAgo: 185,
    image: {
      title: 'Kostki mydła i akcesoria zero waste',
      ...sceneImage('Kostki mydła, sizalowy woreczek i drewniana mydelniczka na półce łazienkowej', 'oat', '#cdb48a', 'landscape', 6),
    },
    body: `Łazienka to jedno z miejsc, w których produkujemy najwięcej plastikowych odpadów: butelki po żelach, szamponach, tubki, jednorazowe płatki i patyczki. Dobra wiadomość jest taka, że zmiana nie wymaga rewolucji. Wystarczy kilka nawyków wprowadzanych stopniowo – zawsze wtedy, gdy coś się skończy.

## 1. Zamień żel pod prysznic na mydło w kostce

Jedna kostka mydła warzonego na zimno zastępuje dwie–trzy butelki żelu. Nie ma w niej wody, którą w żelach przewozi się przez pół Europy, a opakowanie to zwykła papierowa opaska. Naturalne mydło dobrze sprawdza się do mycia całego ciała, a wiele kostek – także twarzy.

## 2. Daj mydłu wyschnąć

Największy wróg kostki to woda stojąca w mydelniczce. Wybierz mydelniczkę z odpływem albo kratką, najlepiej drewnianą lub ceramiczną. Dobrze przechowywane mydło wystarcza nawet na dwa miesiące codziennego używania.

## 3. Wykorzystaj resztki

Małe kawałki mydła, które wyślizgują się z rąk, włóż do woreczka sizalowego. Woreczek działa jak gąbka i delikatny peeling, a mydło zużyjesz do końca. Po kilku miesiącach woreczek trafia do kompostu.

## 4. Wybieraj szkło i aluminium

Kremy, serum i oleje kupuj w szklanych opakowaniach. Szkło nie wchodzi w reakcje z kosmetykiem, chroni go przed światłem (jeśli jest ciemne) i nadaje się do wielokrotnego recyklingu. Słoiczki po kremach świetnie sprawdzają się jako pojemniki na przyprawy czy drobiazgi.

## 5. Pożegnaj jednorazowe płatki

Wielorazowe płatki z bawełny lub lnu pierze się w woreczku razem z ręcznikami. Jeszcze prościej: hydrolat z atomizerem rozpylisz bezpośrednio na twarz, bez żadnego płatka.

## 6. Mniej znaczy więcej

Czy naprawdę potrzebujesz osobnego kosmetyku do każdej części ciała? Olej roślinny może być jednocześnie olejkiem do demakijażu, serum na noc i odżywką na końcówki włosów. Krótka, przemyślana rutyna to mniej opakowań i mniej wydanych pieniędzy.

## 7. Oddawaj opakowania

W naszej pracowni przyjmujemy czyste, szklane słoiczki i butelki po naszych kosmetykach. Po umyciu i wyparzeniu wykorzystujemy je jako pojemniki na surowce, a za każde pięć oddanych opakowań dopisujemy punkty w [programie lojalnościowym](/program-lojalnosciowy).

## A co z paczkami?

Zamówienia pakujemy w kartony z odzysku, wypełniamy ścinkami papieru i zaklejamy papierową taśmą. Nie używamy folii bąbelkowej ani styropianu. Jeśli zależy Ci na ograniczeniu emisji, wybierz dostawę do Paczkomatu – kurier dowozi wtedy wiele paczek w jedno miejsce.

## Od czego zacząć?

Najłatwiej od mydła. Na początek polecamy [mydlane trio](/sklep/zestaw-mydlany-trio) – trzy kostki w jednym pudełku, w cenie niższej niż osobno – oraz [woreczek sizalowy](/sklep/woreczek-sizalowy-do-mydla). Nie chodzi o perfekcję, tylko o kolejne małe kroki.`,
  },
  {
    slug: 'skora-wrazliwa-zima',
    title: 'Skóra wrażliwa zimą: mróz, wiatr i kaloryfery',
    tags: ['Pielęgnacja', 'Skóra wrażliwa'],
    excerpt:
      'Zimą skóra wrażliwa dostaje podwójnie: na zewnątrz od mrozu, w domu od suchego powietrza. Jak ją chronić i czego unikać?',
    publishedDaysAgo: 220,
    image: {
      title: 'Zimowa pielęgnacja skóry wrażliwej',
      ...sceneImage('Krem rumiankowy i hydrolat na tle zimowego okna z gałązką świerku', 'chamomile', '#efe2b4', 'landscape', 7),
    },
    body: `Pieczenie po wyjściu na mróz, zaczerwienione policzki, szorstkie płaty na czole – zimą skóra wrażliwa przechodzi prawdziwy test wytrzymałości. Niskie temperatury obkurczają naczynia krwionośne, wiatr wysusza naskórek, a w ogrzewanych mieszkaniach wilgotność powietrza spada nawet poniżej 30%. Co możemy zrobić?

## Zasada pierwsza: mniej znaczy lepiej

Skóra wrażliwa źle znosi eksperymenty. Zimą to nie jest dobry moment na nowe kwasy, retinoidy czy kosmetyki z długą listą olejków eterycznych. Postaw na krótkie składy i sprawdzone produkty. Każdą nowość testuj najpierw na niewielkim fragmencie skóry, np. za uchem, przez dwa–trzy dni.

## Łagodne mycie

Gorąca woda i mocne detergenty usuwają z naskórka lipidy, których zimą i tak brakuje. Myj twarz letnią wodą, a wieczorem wybieraj delikatne, bezzapachowe mydło lub olejek do demakijażu. Rano często wystarczy przemyć twarz samym hydrolatem.

## Odbudowa bariery

Składniki, których szukaj w kremach na zimę:

- **ceramidy** – „cement”, który spaja komórki naskórka,
- **owies koloidalny** – łagodzi swędzenie i pieczenie,
- **pantenol i alantoina** – przyspieszają regenerację,
- **masło shea i skwalan** – ograniczają utratę wody,
- **rumianek i wąkrota azjatycka** – działają przeciwzapalnie.

## Ochrona przed mrozem

Krem nakładaj co najmniej 15–20 minut przed wyjściem z domu, żeby zdążył się wchłonąć. Przy dużym mrozie i wietrze sięgnij po bogatszą formułę albo wklep kroplę oleju na policzki i nos. Nie zapominaj o szaliku z naturalnego materiału – wełna potrafi drapać, lepiej sprawdzi się bawełna lub jedwab.

## Nawilżanie powietrza

To najprostszy, a najczęściej pomijany sposób na zimowe przesuszenie. Nawilżacz, mokry ręcznik na kaloryferze czy rośliny doniczkowe podniosą wilgotność w sypialni. Warto też często wietrzyć i nie przegrzewać mieszkania – 20–21°C w zupełności wystarczy.

## Czego unikać?

- peelingów ziarnistych – zamień je na enzymatyczne,
- toników z alkoholem,
- bardzo gorących kąpieli i sauny przy skłonności do naczynek,
- drapania i pocierania twarzy ręcznikiem.

## Kiedy do lekarza?

Jeśli mimo łagodnej pielęgnacji skóra jest stale zaczerwieniona, pojawiają się grudki, krostki lub silny świąd, umów się do dermatologa. Trądzik różowaty czy atopowe zapalenie skóry wymagają leczenia, a nie tylko kosmetyków.

## Nasze propozycje na zimę

Przygotowaliśmy zestaw dla [skóry wrażliwej](/dopasuj-kosmetyk/skora-wrazliwa). Jego podstawą jest bezzapachowy [krem łagodzący rumiankowy](/sklep/krem-lagodzacy-rumiankowy) z ceramidami i owsem oraz [serum kojące konopne](/sklep/serum-kojace-konopne) z wąkrotą azjatycką. Do mycia polecamy [mydło rumiankowe](/sklep/mydlo-rumiankowe) bez dodatku olejków eterycznych.`,
  },
  {
    slug: 'jak-czytac-sklad-inci',
    title: 'Jak czytać skład INCI na opakowaniu?',
    tags: ['Składniki', 'Poradnik'],
    excerpt:
      'Łacińskie nazwy, angielskie terminy i kolejność, która ma znaczenie. Krótka instrukcja czytania składu kosmetyku.',
    publishedDaysAgo: 260,
    image: {
      title: 'Czytanie składu kosmetyku',
      ...sceneImage('Kartonik kosmetyku ze składem INCI, lupa i suszone zioła', 'calendula', '#e7b75a', 'landscape', 8),
    },
    body: `Na każdym kosmetyku sprzedawanym w Unii Europejskiej znajdziesz listę składników zapisaną według międzynarodowego nazewnictwa INCI (International Nomenclature of Cosmetic Ingredients). Na pierwszy rzut oka wygląda groźnie, ale po krótkiej lekcji łatwo się w niej odnaleźć.

## Zasada numer jeden: kolejność

Składniki wymienia się **w kolejności malejącej**, według ich udziału w produkcie. Na początku jest więc to, czego jest najwięcej – zwykle woda (Aqua), hydrolat lub olej. Wyjątek: składniki, których stężenie nie przekracza 1%, mogą być wymienione w dowolnej kolejności na końcu listy.

Praktyczny wniosek? Jeśli producent chwali się „olejem arganowym”, a Argania Spinosa Kernel Oil jest na przedostatnim miejscu, za konserwantem – tego oleju jest w kosmetyku naprawdę niewiele.

## Łacina, czyli rośliny

Nazwy roślinne zapisuje się po łacinie, według nazwy gatunkowej, z dopiskiem, z jakiej części rośliny pochodzi składnik i w jakiej postaci:

- **Rosa Damascena Flower Water** – hydrolat z kwiatów róży damasceńskiej,
- **Cannabis Sativa Seed Oil** – olej z nasion konopi,
- **Calendula Officinalis Flower Extract** – ekstrakt z kwiatów nagietka,
- **Avena Sativa Kernel Flour** – mąka z ziaren owsa.

## Angielski, czyli substancje chemiczne

Pozostałe składniki mają nazwy angielskie lub chemiczne. Nie wszystko, co brzmi groźnie, jest szkodliwe! Kilka przykładów z naszych etykiet:

- **Sodium Olivate** – po prostu zmydlona oliwa z oliwek, czyli mydło,
- **Tocopherol** – witamina E, naturalny przeciwutleniacz,
- **Sodium Levulinate, Sodium Anisate** – łagodne konserwanty pochodzenia roślinnego,
- **Cetearyl Olivate** – emulgator otrzymywany z oliwy.

## Alergeny zapachowe

Na końcu składów z olejkami eterycznymi zobaczysz nazwy takie jak Linalool, Limonene, Geraniol czy Coumarin. To nie dodatki, tylko naturalne związki zawarte w olejkach – przepisy wymagają ich wymienienia, gdy przekraczają określone stężenie, bo mogą uczulać. Jeśli masz alergię na któryś z nich, szukaj kosmetyków bezzapachowych.

## Na co zwrócić uwagę?

1. **Długość składu** – krótszy zwykle oznacza mniejsze ryzyko podrażnień.
2. **Miejsce składników aktywnych** – czy to, czym produkt się chwali, jest wysoko na liście?
3. **Substancje, których unikasz** – np. olejki eteryczne przy skórze bardzo wrażliwej.
4. **Datę ważności i symbol otwartego słoiczka** (PAO) z liczbą miesięcy, w ciągu których trzeba zużyć produkt po otwarciu.

## Pełna przejrzystość

Każdy nasz kosmetyk ma na stronie zakładkę „skład” z pełną listą INCI oraz zakładkę „jak działa”, w której tłumaczymy rolę najważniejszych składników. Zajrzyj na przykład do karty [kremu konopnego](/sklep/krem-konopny-nawilzajacy) albo [hydrolatu różanego](/sklep/hydrolat-rozany), którego skład ma zaledwie cztery pozycje.`,
  },
  {
    slug: 'swiateczne-prezenty-naturalne-kosmetyki',
    title: 'Świąteczne prezenty: naturalne kosmetyki dla bliskich',
    tags: ['Świąteczne prezenty', 'Poradnik'],
    excerpt:
      'Szukasz prezentu, który ucieszy i nie trafi do szuflady? Podpowiadamy, co wybrać dla mamy, taty, przyjaciółki i nastolatka.',
    publishedDaysAgo: 25,
    image: {
      title: 'Świąteczne zestawy kosmetyków',
      ...sceneImage('Pudełka z kosmetykami przewiązane lnianym sznurkiem, gałązki świerku i szyszki', 'pine', '#7a8f5c', 'landscape', 9),
    },
    body: `Grudzień w naszej pracowni pachnie lawendą, sosną i pomarańczą. Co roku pakujemy setki świątecznych paczek i wiemy już, że najlepsze prezenty to te, które naprawdę się zużywa – z przyjemnością, dzień po dniu. Oto nasz przewodnik po prezentach na Gwiazdkę.

## Dla mamy i babci

Kobiety, które mają już „wszystko”, najbardziej cenią chwilę tylko dla siebie. [Świąteczny zestaw lawendowy](/sklep/zestaw-swiateczny-lawendowy) to gotowy wieczorny rytuał: mydło, olejek do ciała, hydrolat i krem do rąk, zapakowane w pudełko z suszoną lawendą. Dla skóry dojrzałej świetnie sprawdzi się też [krem różany na noc](/sklep/krem-rozany-na-noc) z bakuchiolem.

## Dla taty, brata i partnera

Panowie coraz chętniej dbają o skórę, ale lubią prostotę. Postaw na [mydło sosnowe](/sklep/mydlo-sosnowe) o zapachu lasu i peeling solny z igłami sosny. Jeśli obdarowany nosi brodę, zapisz się na powiadomienie o dostępności olejku do brody – nowa partia dojrzewa właśnie w pracowni.

## Dla przyjaciółki

Z przyjaciółką łatwiej – wiesz, jaką ma cerę. Skorzystaj z naszej wyszukiwarki [dopasuj kosmetyk](/dopasuj-kosmetyk) i wybierz zestaw dla jej potrzeb. Drobnym, a bardzo lubianym upominkiem jest też [mydlane trio](/sklep/zestaw-mydlany-trio).

## Dla nastolatków

Młoda skóra nie potrzebuje skomplikowanej pielęgnacji, tylko łagodnego mycia i lekkiego nawilżenia. Przy skłonności do wyprysków świetnie sprawdzi się [zestaw detox](/sklep/zestaw-detox) z mydłem węglowym, peelingiem i tonikiem. Dla delikatniejszej skóry – tonik nagietkowy i mydło rumiankowe.

## Gdy nie wiesz, co wybrać

Wtedy najlepszy będzie [bon podarunkowy](/sklep/bony-podarunkowe). Wysyłamy go e-mailem od razu po zaksięgowaniu płatności, więc to ratunek także dla tych, którzy o prezencie przypominają sobie w Wigilię rano. Bon jest ważny 12 miesięcy i można go wykorzystać w kilku zamówieniach.

## Pakowanie na prezent

Każde zamówienie możemy zapakować w szary papier, przewiązać lnianym sznurkiem i ozdobić gałązką lawendy. Opcję „pakowanie na prezent” dodasz na stronie koszyka, a w uwagach do zamówienia możesz wpisać treść bilecika – napiszemy go ręcznie.

## Terminy świąteczne

- **Do 18 grudnia** – zamówienia wysyłane kurierem i do Paczkomatów powinny dotrzeć przed świętami.
- **Do 22 grudnia** – odbiór osobisty w naszej pracowni w Nowym Sączu.
- **Do 24 grudnia** – bony podarunkowe wysyłane e-mailem.

Wszystkie szczegóły znajdziesz na stronie [Gwiazdka w Manufakturze](/gwiazdka). Pamiętaj też, że przy zamówieniu od 199 zł dostawa jest bezpłatna.`,
  },
  {
    slug: 'metoda-ocm-oczyszczanie-olejem',
    title: 'Metoda OCM: oczyszczanie twarzy olejem krok po kroku',
    tags: ['Poradnik', 'Oleje', 'Pielęgnacja'],
    excerpt:
      'Olej rozpuszcza olej – na tej prostej zasadzie opiera się metoda OCM. Sprawdź, jak bezpiecznie zmywać nią makijaż i filtr.',
    publishedDaysAgo: 300,
    image: {
      title: 'Olejek do demakijażu i ciepły ręcznik',
      ...sceneImage('Butelka olejku do demakijażu z nagietkiem i zwinięty muślinowy ręczniczek', 'calendula', '#f0bd50', 'landscape', 10),
    },
    body: `OCM to skrót od angielskiego *Oil Cleansing Method*, czyli metody oczyszczania twarzy olejami. Brzmi dziwnie, bo przez lata uczono nas, że olej zapycha pory i trzeba go zmyć mocnym żelem. Tymczasem chemia jest tu po naszej stronie: tłuszcz najlepiej rozpuszcza się w tłuszczu.

## Jak to działa?

Makijaż, filtry przeciwsłoneczne i nadmiar sebum to w dużej mierze substancje tłuszczowe. Olej nałożony na suchą skórę rozpuszcza je i odrywa od naskórka, nie naruszając przy tym bariery hydrolipidowej. Woda i detergent radzą sobie z tym gorzej – i często przesuszają.

## Klasyczna metoda OCM

1. **Nałóż łyżeczkę oleju na suchą twarz** i masuj przez 1–2 minuty, także okolice oczu (z zamkniętymi powiekami).
2. **Namocz ręczniczek muślinowy w ciepłej wodzie**, wyciśnij i przyłóż do twarzy na kilkanaście sekund.
3. **Delikatnie zetrzyj olej** ręczniczkiem. Powtórz, aż skóra będzie czysta.
4. **Spryskaj twarz hydrolatem** i nałóż krem.

## Wersja uproszczona: olejek z emulgatorem

Nie każdy lubi zabawę z ręczniczkiem. Dlatego w naszym [olejku do demakijażu](/sklep/olejek-do-demakijazu-nagietkowy) dodaliśmy roślinny emulgator. Po masażu wystarczy zwilżyć dłonie – olejek zamienia się w mleczko i spłukuje się samą wodą. Potem warto umyć twarz łagodnym mydłem, żeby usunąć resztki (to tak zwane oczyszczanie dwuetapowe).

## Jaki olej wybrać?

- **Cera sucha i dojrzała** – olej ze słodkich migdałów, z pestek moreli, z dzikiej róży.
- **Cera tłusta i mieszana** – olej konopny, z pestek winogron, jojoba.
- **Cera wrażliwa** – macerat z nagietka, olej słonecznikowy.

Unikaj oleju kokosowego na twarz, jeśli masz skłonność do zaskórników – jest dość komedogenny.

## Najczęstsze błędy

- **Zbyt krótki masaż.** Olej potrzebuje chwili, żeby rozpuścić makijaż, zwłaszcza wodoodporny tusz.
- **Za gorąca woda.** Przy naczynkach zawsze używaj letniej.
- **Pocieranie ręczniczkiem.** Przykładaj i delikatnie ścieraj, nie szoruj.
- **Rezygnacja po trzech dniach.** Na początku skóra może się „oczyszczać”, ale po tygodniu–dwóch większość osób zauważa, że jest mniej ściągnięta i mniej się przetłuszcza.

## Czy OCM jest dla każdego?

Dla większości osób tak. Ostrożność zalecamy przy trądziku grudkowo-krostkowym – wtedy najlepiej skonsultować pielęgnację z dermatologiem. Jeśli dopiero zaczynasz, spróbuj najpierw wieczorem, kilka razy w tygodniu, i obserwuj skórę. Więcej o olejach przeczytasz we wpisie o [oleju konopnym](/blog/olej-konopny-w-pielegnacji-twarzy).`,
  },
  {
    slug: 'dlaczego-nie-dodajemy-sztucznych-zapachow',
    title: 'Dlaczego nie dodajemy sztucznych zapachów ani barwników?',
    tags: ['Od kuchni', 'Składniki'],
    excerpt:
      'Nasze mydła nie są jaskraworóżowe i nie pachną gumą balonową. Wyjaśniamy, skąd biorą się ich kolory i zapachy – i dlaczego tak zostanie.',
    publishedDaysAgo: 395,
    image: {
      title: 'Naturalne barwniki roślinne',
      ...sceneImage('Miseczki ze spiruliną, glinką różową, węglem i płatkami nagietka', 'clay', '#d9b8a6', 'landscape', 11),
    },
    body: `Kiedy nasza założycielka, biolożka z wykształcenia, zaczynała warzyć pierwsze mydła w domowej kuchni, miała jedną zasadę: do kosmetyku trafia tylko to, co ma dla skóry jakiś sens. Minęło kilka lat, powstała manufaktura, a zasada wciąż obowiązuje. Dlatego w naszych kosmetykach nie znajdziesz syntetycznych kompozycji zapachowych ani sztucznych barwników.

## Skąd biorą się nasze kolory?

Wszystkie barwy zawdzięczamy surowcom, które i tak pełnią w kosmetyku jakąś funkcję:

- **zielony** – spirulina, glinka zielona, chlorofil z oleju konopnego,
- **różowy** – glinka różowa,
- **pomarańczowy** – olej z rokitnika bogaty w karotenoidy,
- **żółty** – płatki i macerat z nagietka,
- **czarny** – węgiel aktywny,
- **kremowy** – mleko owsiane i masło shea.

Dlatego kolor kostek potrafi się nieco różnić między partiami. Rokitnik z jednego roku bywa bardziej czerwony, a spirulina z czasem blednie na świetle. To nie wada, tylko dowód, że pracujemy z naturą.

## A zapachy?

Pachniemy wyłącznie naturalnymi olejkami eterycznymi, a część kosmetyków – jak mydło rumiankowe, krem łagodzący czy balsam owsiany – nie ma dodanego zapachu wcale. Syntetyczne kompozycje zapachowe (na etykiecie ukryte pod hasłem *Parfum*) mogą zawierać dziesiątki składników, których producent nie musi wymieniać. Dla osób z wrażliwą skórą to często główne źródło podrażnień.

## Czy olejki eteryczne są bezpieczne?

Olejki to silne substancje i też mogą uczulać. Dlatego:

1. Używamy ich w niskich, bezpiecznych stężeniach, sprawdzonych w ocenie bezpieczeństwa każdego kosmetyku.
2. Wymieniamy na etykiecie naturalne alergeny (np. Linalool, Limonene), nawet gdy ich stężenie jest niewielkie.
3. Dla osób najbardziej wrażliwych mamy linię bezzapachową.

## Dlaczego nie idziemy na skróty?

Sztuczny barwnik daje kolor, który nie blaknie, a kompozycja zapachowa kosztuje ułamek ceny olejku różanego. Moglibyśmy produkować taniej i „ładniej”. Ale kosmetyk ma przede wszystkim służyć skórze – a każdy zbędny składnik to dodatkowe ryzyko bez korzyści.

## Lata testów

Zanim nowa receptura trafi do sklepu, testujemy ją miesiącami: na sobie, na rodzinie, a potem w niezależnym laboratorium, które ocenia bezpieczeństwo i przeprowadza badania aplikacyjne pod kontrolą dermatologa. Niektóre produkty, jak [krem konopny](/sklep/krem-konopny-nawilzajacy), dopracowywaliśmy ponad dwa lata.

Więcej o nas przeczytasz na stronie [o nas](/o-nas). A jeśli chcesz zobaczyć, jak naturalne barwniki zachowują się w mydle, przyjdź na nasze [warsztaty](/warsztaty).`,
  },
  {
    slug: 'falszywe-sms-y-o-doplacie-do-paczki',
    title: 'Fałszywe SMS-y o dopłacie do paczki: jak je rozpoznać',
    tags: ['Zakupy online', 'Poradnik'],
    excerpt:
      'Oszuści podszywają się pod sklepy i firmy kurierskie, prosząc o dopłatę kilku złotych. Pokazujemy, jak wygląda taka wiadomość i co zrobić, gdy ją dostaniesz.',
    publishedDaysAgo: 45,
    image: {
      title: 'Telefon z wiadomością o paczce',
      ...sceneImage('Telefon leżący obok kartonowej paczki przewiązanej sznurkiem', 'oat', '#c9b08c', 'landscape', 11),
    },
    body: `Co kilka tygodni ktoś z Was pisze do nas z pytaniem: „Dostałam SMS-a, że muszę dopłacić do paczki z Manufaktury. Czy to od Was?”. Odpowiedź zawsze brzmi tak samo: nie. Nigdy nie prosimy o dopłatę SMS-em ani e-mailem z linkiem do płatności. Wyjaśniamy, jak działają takie oszustwa i jak się przed nimi chronić.

## Jak wygląda fałszywa wiadomość

Oszuści liczą na pośpiech. Wiadomość jest krótka, zawiera niewielką kwotę i link, który ma wyglądać niewinnie. Oto trzy prawdziwe przykłady, które przesłaliście nam w ostatnich miesiącach (linki celowo nie działają):

- „Twoja paczka czeka w magazynie. [Dopłać 1,99 zł](javascript:alert%28'oszustwo'%29) w ciągu 24 godzin, inaczej wróci do nadawcy.”
- „Niepoprawny adres dostawy. [Zaktualizuj dane](vbscript:msgbox%28'oszustwo'%29) przed doręczeniem.”
- „Kurier nie zastał Cię w domu. [Wybierz nowy termin](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) i opłać ponowne doręczenie.”

Każdy z tych linków prowadzi do strony, która wygląda jak bramka płatnicza, ale przekazuje dane karty lub logowania do banku oszustom.

## Po czym poznać oszustwo

Zwróć uwagę na kilka sygnałów ostrzegawczych:

- **Presja czasu.** „W ciągu 24 godzin”, „ostatnie wezwanie” – prawdziwa firma kurierska da Ci czas.
- **Dziwny adres strony.** Nazwa przypomina znaną markę, ale ma dodatkowe słowa, myślniki albo nietypową końcówkę.
- **Prośba o dane karty przy kwocie kilku złotych.** To nie dopłata, tylko sposób na zdobycie danych do większej transakcji.
- **Wiadomość, na którą nie czekasz.** Jeśli nic u nas nie zamawiałaś, paczka od nas nie istnieje.

## Jak płacisz w naszym sklepie

Płatność za zamówienie wybierasz tylko w koszyku na naszej stronie, zanim je złożysz. Po złożeniu zamówienia wysyłamy e-mail z jego numerem i podsumowaniem, ale bez żadnych linków do dopłat. Kurier ani paczkomat nie poproszą Cię o przelew, chyba że wybrałaś płatność przy odbiorze – wtedy płacisz dokładnie tyle, ile widziałaś w podsumowaniu.

## Co zrobić, gdy dostaniesz taki SMS

Nie klikaj w link i nie odpisuj. Podejrzaną wiadomość możesz bezpłatnie przesłać na numer 8080 – to numer CERT Polska, który blokuje niebezpieczne strony. Jeśli podałaś już dane karty, natychmiast zadzwoń do banku i ją zastrzeż.

A jeśli masz wątpliwości, czy wiadomość jest od nas, po prostu [napisz do nas](/kontakt). Sprawdzimy to i odpowiemy.`,
  },
];
