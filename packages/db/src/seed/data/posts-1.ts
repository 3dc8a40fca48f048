import type { SeedPost } from '../types.ts';
import { sceneImage } from './helpers.ts';

export const postsPart1: SeedPost[] = [
  {
    slug: 'jak-powstaje-mydlo-warzone-na-zimno',
    title: 'Jak powstaje mydło warzone na zimno?',
    tags: ['Mydła', 'Od kuchni', 'Zero waste'],
    excerpt:
      'Zaglądamy do naszej pracowni i pokazujemy krok po kroku, jak z olejów, wody i ziół powstaje kostka mydła – i dlaczego musi dojrzewać aż cztery tygodnie.',
    publishedDaysAgo: 12,
    featured: true,
    image: {
      title: 'Bloki mydła dojrzewające w pracowni',
      ...sceneImage('Pokrojone bloki mydła lawendowego dojrzewające na drewnianych półkach', 'lavender', '#9b8ec4', 'landscape', 0),
    },
    body: `Mydło to jeden z najstarszych kosmetyków świata, a mimo to wciąż budzi wiele pytań. Czy naturalne mydło może powstać bez ługu? Dlaczego nasze kostki kosztują więcej niż te z drogerii? I co właściwie znaczy „warzone na zimno”? Zapraszamy do naszej pracowni w Nowym Sączu.

## Trochę chemii, bez której nie ma mydła

Każde prawdziwe mydło powstaje w reakcji zmydlania: tłuszcze łączą się z wodorotlenkiem sodu (ługiem) i zamieniają się w sole kwasów tłuszczowych, czyli w mydło, oraz w glicerynę. Nie da się zrobić mydła bez ługu – ale w gotowej, dojrzałej kostce nie ma go już ani grama. Cały ług przereagowuje z olejami, a my celowo dodajemy ich trochę więcej, niż potrzeba. To tak zwane **nadtłuszczenie**, które sprawia, że mydło nie wysusza skóry.

## Krok po kroku w naszej manufakturze

1. **Ważymy surowce** z dokładnością do grama. Każda receptura ma swoją kartę, a każda partia – numer, który znajdziesz na opakowaniu.
2. **Przygotowujemy roztwór ługu** na wodzie, naparze z ziół albo mleku owsianym. Robimy to w rękawicach i okularach, bo ług jest żrący.
3. **Łączymy roztwór z olejami** – oliwą, olejem kokosowym, masłem shea, olejem konopnym czy rycynowym – w temperaturze około 35°C. Stąd nazwa „na zimno”: nie gotujemy masy, dzięki czemu cenne składniki olejów nie ulegają zniszczeniu.
4. **Blendujemy do tzw. śladu**, czyli momentu, gdy masa gęstnieje jak budyń. Wtedy dodajemy olejki eteryczne, glinki, zioła albo węgiel.
5. **Przelewamy masę do drewnianych form** i zostawiamy na dwie doby. W tym czasie trwa zmydlanie, a masa sama się nagrzewa.
6. **Kroimy bloki na kostki** ręcznie, strunowym nożem.
7. **Odkładamy kostki do dojrzewania** na co najmniej cztery tygodnie. Woda odparowuje, mydło twardnieje i staje się łagodniejsze.

## Dlaczego to tyle trwa?

Mydło przemysłowe powstaje w kilka godzin, a gliceryna jest z niego często odzyskiwana i sprzedawana osobno. W kostce warzonej na zimno gliceryna zostaje w środku – to naturalny humektant, który przyciąga wodę i chroni skórę przed przesuszeniem. Długie dojrzewanie sprawia z kolei, że mydło jest twardsze, wydajniejsze i delikatniejsze dla skóry.

## Jak dbać o naturalne mydło?

- Trzymaj kostkę na mydelniczce z odpływem, na przykład na naszej [drewnianej mydelniczce](/sklep/mydelniczka-drewniana), żeby między użyciami wyschła.
- Nie zostawiaj jej w kałuży wody ani pod strumieniem prysznica.
- Resztki kilku kostek włóż do woreczka sizalowego – posłużą do ostatniego kawałka.

## Od czego zacząć?

Jeśli dopiero poznajesz naturalne mydła, sięgnij po nasze [mydło lawendowe](/sklep/mydlo-lawendowe) – pierwszą recepturę, jaką opracowała nasza założycielka, i wciąż najczęściej wybieraną. Przy skórze wrażliwej postaw na bezzapachowe [mydło rumiankowe](/sklep/mydlo-rumiankowe), a przy cerze tłustej na kostkę z węglem aktywnym. A jeśli chcesz przekonać się na własne ręce, jak to wszystko wygląda, zapisz się na nasze [warsztaty mydlarskie](/warsztaty).`,
  },
  {
    slug: 'olej-konopny-w-pielegnacji-twarzy',
    title: 'Olej konopny w pielęgnacji twarzy',
    tags: ['Składniki', 'Pielęgnacja', 'Oleje'],
    excerpt:
      'Olej z nasion konopi nie zapycha porów, wspiera barierę ochronną skóry i sprawdza się nawet przy cerze tłustej. Wyjaśniamy, skąd bierze się jego moc.',
    publishedDaysAgo: 35,
    image: {
      title: 'Olej konopny i nasiona konopi',
      ...sceneImage('Butelka zielonkawego oleju konopnego obok miseczki z nasionami konopi', 'hemp', '#8da46a', 'landscape', 1),
    },
    body: `Konopie siewne uprawiano na polskich wsiach od wieków – na włókno, olej i jako roślinę leczniczą. Dziś olej z ich nasion wraca do łask w kosmetyce naturalnej, i to nie bez powodu. W naszej manufakturze jest jednym z najważniejszych składników: znajdziesz go w kremie, serum, mydle i w czystej postaci.

## Czym jest olej konopny?

To olej tłoczony na zimno z nasion konopi siewnej (*Cannabis sativa*). Nie zawiera substancji psychoaktywnych ani CBD – te występują w kwiatach i liściach, a nie w nasionach. Nierafinowany olej ma zielonkawy kolor, który zawdzięcza chlorofilowi, i przyjemny orzechowy zapach. Nasz pochodzi z upraw na Podkarpaciu.

## Co sprawia, że działa?

- **Idealne proporcje kwasów tłuszczowych.** Olej konopny zawiera kwas linolowy (omega-6) i alfa-linolenowy (omega-3) w stosunku około 3:1. To proporcja zbliżona do tej, jakiej potrzebuje nasza skóra.
- **Kwas gamma-linolenowy (GLA)** – rzadko spotykany w olejach, działa przeciwzapalnie i łagodzi podrażnienia.
- **Witamina E i karotenoidy** chronią przed wolnymi rodnikami.
- **Niska komedogenność.** Olej konopny nie zapycha porów, więc mogą go używać także osoby z cerą tłustą i trądzikową.

## Dlaczego olej przy cerze tłustej?

To brzmi paradoksalnie, ale skóra tłusta często ma za mało kwasu linolowego w sebum. Sebum staje się wtedy gęste i łatwiej zatyka pory. Regularne stosowanie oleju bogatego w kwas linolowy pomaga to zmienić – sebum się rozrzedza, a zaskórników jest mniej. Efekt nie przychodzi w tydzień, ale po miesiącu-dwóch wiele osób zauważa wyraźną różnicę.

## Jak stosować olej konopny?

1. **Solo, na wilgotną skórę.** Po umyciu twarzy spryskaj ją hydrolatem, a potem wmasuj 2–3 krople oleju. Woda i olej razem nawilżą lepiej niż każde z osobna.
2. **Jako dodatek do kremu.** Kropla oleju wymieszana z porcją kremu na dłoni to sposób na bogatszą pielęgnację zimą.
3. **Do demakijażu metodą OCM** – w mieszance z olejem słonecznikowym.
4. **Na końcówki włosów** – kropla rozprowadzona w dłoniach zapobiega rozdwajaniu.

## Przechowywanie

Olej konopny jest bogaty w nienasycone kwasy tłuszczowe, więc łatwo jełczeje. Trzymaj go w lodówce i zużyj w ciągu trzech miesięcy od otwarcia. Jeśli zmieni zapach na gorzkawy, czas na nową butelkę.

## Gdzie go znajdziesz?

Czysty olej kupisz jako [olej konopny nierafinowany](/sklep/olej-konopny-nierafinowany). Jeśli wolisz gotową formułę, wypróbuj [krem konopny nawilżający](/sklep/krem-konopny-nawilzajacy) z aloesem – nasz bestseller, który pokochały cery mieszane – albo [serum kojące konopne](/sklep/serum-kojace-konopne) dla skóry wrażliwej.`,
  },
  {
    slug: 'hydrolat-czy-tonik',
    title: 'Hydrolat czy tonik – czym się różnią i jak ich używać?',
    tags: ['Poradnik', 'Pielęgnacja'],
    excerpt:
      'Oba przywracają skórze właściwe pH i przygotowują ją na serum, ale to nie to samo. Podpowiadamy, co wybrać dla swojej cery.',
    publishedDaysAgo: 60,
    image: {
      title: 'Hydrolaty w butelkach z atomizerem',
      ...sceneImage('Trzy butelki hydrolatów wśród płatków róży i kwiatów rumianku', 'rose', '#efb8c2', 'landscape', 2),
    },
    body: `Tonizowanie to krok, który wiele osób pomija, a szkoda. Po myciu – nawet najłagodniejszym mydłem – pH skóry na chwilę rośnie, a naskórek potrzebuje wilgoci, żeby dobrze przyjąć kolejne kosmetyki. Tu właśnie wkraczają hydrolaty i toniki. Czym się różnią?

## Hydrolat, czyli woda kwiatowa

Hydrolat powstaje podczas destylacji parowej roślin, przy okazji pozyskiwania olejku eterycznego. Para wodna przechodzi przez płatki lub liście, zabiera ze sobą rozpuszczalne w wodzie związki roślinne, a po skropleniu oddziela się od olejku. Otrzymana woda zawiera śladowe ilości olejku i całą gamę substancji czynnych.

Cechy dobrego hydrolatu:

- **jeden składnik roślinny** plus łagodny konserwant,
- **brak alkoholu**, który wysusza,
- **lekko kwaśne pH** (zwykle 4–6), zbliżone do pH skóry,
- delikatny, naturalny zapach rośliny.

## Tonik, czyli formuła z zadaniem

Tonik to kosmetyk komponowany: na bazie wody lub hydrolatu dodaje się substancje aktywne, na przykład glicerynę, pantenol, ekstrakty roślinne czy cynk. Dzięki temu tonik może robić więcej niż hydrolat – łagodnie złuszczać, regulować sebum albo silniej nawilżać.

## Co wybrać?

| Twoja skóra | Polecamy |
| --- | --- |
| każda, bez szczególnych problemów | hydrolat różany |
| tłusta, z wypryskami | hydrolat lawendowy lub tonik normalizujący |
| wrażliwa, naczynkowa | hydrolat rumiankowy |
| sucha, odwodniona | tonik łagodzący z aloesem |

## Jak ich używać?

1. **Po każdym myciu twarzy**, rano i wieczorem.
2. **Spryskaj skórę** z odległości ok. 20 cm albo nasącz płatek kosmetyczny i przetrzyj twarz. Wersja z atomizerem jest oszczędniejsza i bardziej ekologiczna.
3. **Nie czekaj, aż wyschnie.** Na wilgotną skórę nałóż serum lub olej – wchłoną się lepiej.
4. **W ciągu dnia** odśwież hydrolatem twarz, nawet na makijaż. W upalne dni trzymaj butelkę w lodówce.

## Kilka dodatkowych zastosowań

- Hydrolat lawendowy łagodzi skórę po goleniu i ukąszeniach komarów.
- Różanym możesz rozrobić glinkę do maseczki zamiast zwykłej wody.
- Rumiankowym przemyjesz zmęczone oczy po dniu przy komputerze.

## Nasze propozycje

Najczęściej wybierany jest [hydrolat różany](/sklep/hydrolat-rozany) – uniwersalny i pięknie pachnący. Cera tłusta polubi [tonik normalizujący](/sklep/tonik-normalizujacy-mietowy) z miętą i korą wierzby, a skóra wrażliwa – [hydrolat rumiankowy](/sklep/hydrolat-rumiankowy). Pamiętaj tylko, że hydrolaty nie zawierają alkoholu, więc po otwarciu najlepiej przechowywać je w chłodzie i zużyć w ciągu pół roku.`,
  },
  {
    slug: 'bakuchiol-roslinna-alternatywa-retinolu',
    title: 'Bakuchiol – roślinna alternatywa retinolu',
    tags: ['Składniki', 'Cera dojrzała'],
    excerpt:
      'Wygładza zmarszczki i wyrównuje koloryt jak retinol, ale nie podrażnia i nie uwrażliwia na słońce. Poznaj składnik, który pokochała nasza założycielka.',
    publishedDaysAgo: 88,
    image: {
      title: 'Serum różane z bakuchiolem',
      ...sceneImage('Butelka serum z pipetą wśród płatków róży i nasion', 'rose', '#c98b7a', 'landscape', 3),
    },
    body: `Retinol od lat uchodzi za złoty standard w pielęgnacji przeciwzmarszczkowej. Ma jednak swoje ciemne strony: łuszczenie, zaczerwienienie, pieczenie i nadwrażliwość na słońce. Nic dziwnego, że tyle osób szuka łagodniejszej alternatywy. Jedną z najciekawszych jest bakuchiol.

## Skąd się bierze bakuchiol?

Bakuchiol to związek pozyskiwany z nasion babczyny (*Psoralea corylifolia*), rośliny od wieków używanej w medycynie ajurwedyjskiej i chińskiej. Chemicznie nie ma nic wspólnego z witaminą A, ale w badaniach laboratoryjnych uruchamia w skórze bardzo podobne procesy jak retinol.

## Co mówią badania?

W jednym z najczęściej cytowanych badań porównano krem z 0,5% bakuchiolu z kremem z 0,5% retinolu stosowanymi przez 12 tygodni. Obie grupy zauważyły podobne wygładzenie zmarszczek i poprawę przebarwień. Różnica? Osoby stosujące retinol częściej skarżyły się na łuszczenie i pieczenie skóry.

Bakuchiol:

- **pobudza produkcję kolagenu** i poprawia jędrność,
- **wyrównuje koloryt** i rozjaśnia przebarwienia,
- **działa antyoksydacyjnie** i przeciwzapalnie,
- **nie uwrażliwia na promienie UV**, więc można go stosować także latem,
- jest uważany za łagodny, dlatego sięgają po niego osoby z wrażliwą skórą.

## Jak wprowadzić bakuchiol do pielęgnacji?

1. **Zacznij od wieczoru.** Choć bakuchiol nie jest fotouczulający, najlepiej działa w nocy, gdy skóra się regeneruje.
2. **Stosuj na oczyszczoną skórę**, po toniku lub hydrolacie.
3. **Bądź cierpliwa.** Pierwsze efekty widać po 4–6 tygodniach, pełne – po trzech miesiącach.
4. **Rano zawsze używaj filtra.** Nie z powodu bakuchiolu, lecz dlatego, że słońce to główna przyczyna starzenia się skóry.

## Czy można łączyć bakuchiol z innymi składnikami?

Tak – to jedna z jego zalet. Dobrze współpracuje z kwasem hialuronowym, niacynamidem, witaminą C i olejami roślinnymi. W naszych recepturach łączymy go z olejem z dzikiej róży, który zawiera naturalne pochodne witaminy A, oraz z olejem z pestek malin, bogatym w antyoksydanty.

## Uwaga dla przyszłych mam

Bakuchiol jest często polecany jako bezpieczniejsza alternatywa retinoidów w czasie ciąży i karmienia, ale badań w tej grupie wciąż jest niewiele. Zanim wprowadzisz nowy kosmetyk, porozmawiaj z lekarzem prowadzącym.

## Gdzie znajdziesz bakuchiol?

Nasze [serum różane z bakuchiolem](/sklep/serum-rozane-z-bakuchiolem) zawiera go w stężeniu 1%. Jeśli wolisz kremową konsystencję, wybierz [krem różany na noc](/sklep/krem-rozany-na-noc) – a najlepiej stosuj oba razem, zgodnie z naszym zestawem dla [cery dojrzałej](/dopasuj-kosmetyk/cera-dojrzala).`,
  },
  {
    slug: 'peeling-detox-jak-czesto',
    title: 'Peeling detox: jak często złuszczać skórę ciała?',
    tags: ['Poradnik', 'Peelingi'],
    excerpt:
      'Cukier, sól, kawa czy węgiel? Podpowiadamy, jak dobrać peeling do skóry i dlaczego więcej nie znaczy lepiej.',
    publishedDaysAgo: 120,
    image: {
      title: 'Peelingi detox w słoikach',
      ...sceneImage('Słoiki z peelingiem węglowym, kawowym i solnym na drewnianej tacy', 'charcoal', '#4a4440', 'landscape', 4),
    },
    body: `Nasza skóra odnawia się sama: co około 28 dni zrogowaciałe komórki naskórka złuszczają się, a na ich miejsce przychodzą nowe. Z wiekiem, zimą, przy suchym powietrzu czy ciasnych ubraniach ten proces zwalnia. Wtedy skóra staje się szorstka, szara, a balsamy gorzej się wchłaniają. Peeling pomaga, ale tylko wtedy, gdy stosujemy go z umiarem.

## Co to znaczy „detox”?

Nazwa jest trochę umowna. Skóra nie gromadzi „toksyn”, które trzeba z niej wyciągnąć – tym zajmują się wątroba i nerki. Nasze peelingi detox nazywamy tak, bo oprócz złuszczania **głęboko oczyszczają**: węgiel aktywny i glinka wiążą sebum i zanieczyszczenia, sól dostarcza minerałów, a kawa pobudza krążenie.

## Jaki peeling wybrać?

- **Cukrowy z węglem** – uniwersalny, łagodny, do całego ciała, świetny przy wypryskach na plecach.
- **Kawowy** – dla skóry, która potrzebuje ujędrnienia; kofeina pobudza mikrokrążenie.
- **Solny** – najmocniejszy, do skóry grubej i szorstkiej: łokci, kolan, stóp. Nie nadaje się na świeżo ogoloną skórę!
- **Z glinką** – dla skóry tłustej, skłonnej do zaskórników.

## Jak często?

Dla większości osób wystarczy **raz lub dwa razy w tygodniu**. Przy skórze wrażliwej lub suchej – raz w tygodniu, najlepiej peeling cukrowy. Zbyt częste złuszczanie osłabia barierę ochronną: skóra zaczyna się czerwienić, piec i paradoksalnie przesuszać.

## Jak wykonać peeling krok po kroku?

1. **Rozgrzej skórę** pod ciepłym prysznicem przez kilka minut.
2. **Nabierz peeling suchą dłonią** – woda w słoiku rozpuszcza cukier i skraca trwałość produktu.
3. **Masuj okrężnymi ruchami** w stronę serca, zaczynając od stóp. Poświęć minutę–dwie na każdą partię ciała.
4. **Spłucz ciepłą wodą**, bez mydła. Olej z peelingu zostanie na skórze i ją natłuści.
5. **Osusz skórę ręcznikiem**, delikatnie, przykładając go, a nie trąc.

## Kiedy nie robić peelingu?

- na skórę z ranami, oparzeniami słonecznymi lub stanem zapalnym,
- tuż po depilacji i goleniu (odczekaj dobę),
- na zmiany skórne, np. przy łuszczycy czy egzemie – najpierw skonsultuj się z dermatologiem.

## Bezpieczeństwo w łazience

Peelingi z olejami są fantastyczne dla skóry, ale potrafią sprawić, że brodzik lub wanna robią się śliskie. Po kąpieli spłucz dno gorącą wodą z odrobiną płynu do naczyń.

## Nasze peelingi

Zacznij od [peelingu detox z węglem](/sklep/peeling-detox-z-weglem) – naszego bestsellera. Jeśli kochasz zapach kawy, wypróbuj [peeling detox kawowy](/sklep/peeling-detox-kawowy), a zimą sięgnij po nowość: [peeling solny sosnowy](/sklep/peeling-detox-solny-sosnowy), który pachnie lasem po deszczu.`,
  },
  {
    slug: 'pielegnacja-cery-tlustej-bez-przesuszania',
    title: 'Pielęgnacja cery tłustej bez przesuszania',
    tags: ['Poradnik', 'Cera tłusta', 'Pielęgnacja'],
    excerpt:
      'Mocne detergenty i alkohol tylko pogarszają sprawę. Pokazujemy, jak łagodnie oczyszczać, regulować sebum i nawilżać cerę tłustą.',
    publishedDaysAgo: 150,
    image: {
      title: 'Kosmetyki dla cery tłustej z zieloną glinką',
      ...sceneImage('Miseczka zielonej glinki, liście mięty i kosmetyki do cery tłustej', 'clay', '#93ab8e', 'landscape', 5),
    },
    body: `Cera tłusta ma złą sławę: błyszczy się, ma rozszerzone pory i skłonność do zaskórników. Wiele osób walczy z nią, używając coraz mocniejszych żeli, toników z alkoholem i wysuszających maseczek. Efekt? Skóra na chwilę jest matowa, a po kilku godzinach produkuje jeszcze więcej sebum. Da się inaczej.

## Dlaczego skóra się przetłuszcza?

Za ilość sebum odpowiadają głównie hormony i geny, ale sporo zależy też od pielęgnacji. Przesuszona, pozbawiona bariery ochronnej skóra broni się, wytwarzając więcej łoju. Dlatego najważniejsza zasada brzmi: **nie przesuszaj**.

## Pięć kroków do równowagi

### 1. Łagodne oczyszczanie

Myj twarz rano i wieczorem łagodnym produktem. Mydła warzone na zimno z glinką lub węglem dobrze domywają sebum, a dzięki naturalnej glicerynie nie ściągają skóry. Wieczorem, jeśli nosisz makijaż lub filtr, zacznij od olejku do demakijażu.

### 2. Tonizowanie

Tonik przywraca skórze właściwe pH. Przy cerze tłustej sprawdzą się składniki, które łagodnie oczyszczają pory: ekstrakt z kory wierzby z naturalnymi salicylanami, hydrolat miętowy czy lawendowy. Unikaj toników z wysokim stężeniem alkoholu.

### 3. Serum regulujące

Niacynamid to jeden z najlepiej przebadanych składników dla cery tłustej. W stężeniu 4–5% zmniejsza wydzielanie sebum, zwęża pory i rozjaśnia ślady po wypryskach. Dobrze współpracuje z cynkiem.

### 4. Lekkie nawilżenie

Tak, cera tłusta też potrzebuje kremu! Wybieraj lekkie formuły na bazie olejów o niskiej komedogenności, np. z pestek winogron lub konopnego. Glinka w kremie pomoże utrzymać mat przez dłużej.

### 5. Raz w tygodniu: oczyszczanie głębsze

Maseczka z glinki zielonej lub peeling enzymatyczny usuną martwy naskórek, który zatyka pory. Nie przesadzaj – raz w tygodniu wystarczy.

## Czego unikać?

- szorowania twarzy gruboziarnistymi peelingami,
- wyciskania zmian – łatwo o blizny i przebarwienia,
- częstego dotykania twarzy dłońmi,
- rezygnacji z kremu z filtrem: słońce daje chwilowe „wysuszenie”, ale potem pogarsza stan skóry.

## Olej na cerę tłustą? Tak!

Sebum osób z cerą tłustą często zawiera za mało kwasu linolowego. Olej konopny, bogaty w ten kwas, pomaga przywrócić równowagę. Więcej przeczytasz w naszym wpisie o [oleju konopnym](/blog/olej-konopny-w-pielegnacji-twarzy).

## Gotowa rutyna

Wszystkie potrzebne kosmetyki zebraliśmy w zestawie [dla cery tłustej i mieszanej](/dopasuj-kosmetyk/cera-tlusta-i-mieszana): [mydło z zieloną glinką](/sklep/mydlo-z-zielona-glinka), tonik normalizujący, [serum z niacynamidem](/sklep/serum-normalizujace-z-niacynamidem), krem matujący i olej konopny.`,
  },
];
