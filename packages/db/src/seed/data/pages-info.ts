import type { SeedPage } from '../types.ts';

export const infoPages: SeedPage[] = [
  {
    slug: 'o-nas',
    title: 'O nas',
    metaDescription:
      'Poznaj Manufakturę Natury: małą pracownię w Nowym Sączu, w której biolożka Marta Leśniak tworzy naturalne kosmetyki i mydła warzone na zimno.',
    body: `## Bo z naturą Ci do twarzy

Wszystko zaczęło się w małej kuchni w Nowym Sączu. **Marta Leśniak**, biolożka z wykształcenia i przez kilka lat pracowniczka laboratorium mikrobiologicznego, szukała mydła, które nie będzie wysuszać skóry jej córki. Nie znalazła – więc uwarzyła własne. Pierwsza kostka, lawendowa, jest w naszej ofercie do dziś.

## Mała pracownia, duża staranność

Dziś Manufaktura Natury to pracownia przy ulicy Ziołowej i sześcioosobowy zespół. Wciąż pracujemy ręcznie i w małych partiach, żeby kosmetyki trafiały do Ciebie świeże. Mydła **warzymy na zimno** i pozwalamy im dojrzewać co najmniej cztery tygodnie. Zioła – nagietek, rumianek, miętę i lawendę – w dużej części uprawiamy sami albo kupujemy od zaprzyjaźnionych gospodarstw z Sądecczyzny.

## Czego u nas nie znajdziesz

- **sztucznych barwników** – kolory zawdzięczamy glinkom, spirulinie, rokitnikowi i nagietkowi,
- **syntetycznych zapachów** – pachniemy wyłącznie olejkami eterycznymi, a część kosmetyków nie pachnie wcale,
- **zbędnej chemii** – każdy składnik musi mieć dla skóry konkretny sens,
- **testów na zwierzętach** – nigdy ich nie prowadziliśmy i nie zlecaliśmy.

## Lata testów, zanim coś trafi do sklepu

Każda receptura powstaje powoli. Marta zapisuje wersje w zeszytach, testujemy je na sobie i na rodzinie, a potem w niezależnym laboratorium, które ocenia bezpieczeństwo i prowadzi badania aplikacyjne pod kontrolą dermatologa. Niektóre kosmetyki dopracowywaliśmy ponad dwa lata. Wolimy wprowadzić jedną nowość rocznie niż produkt, z którego nie bylibyśmy dumni.

## Zapraszamy do pracowni

Chcesz zobaczyć, jak powstają nasze mydła? Przyjdź na [warsztaty](/warsztaty) albo odbierz zamówienie [osobiście](/odbior-osobisty) – chętnie opowiemy o naszych kosmetykach przy filiżance ziołowej herbaty.`,
  },
  {
    slug: 'kontakt',
    title: 'Kontakt',
    metaDescription:
      'Kontakt z Manufakturą Natury: e-mail sklep@manufaktura.pl, telefon +48 18 443 27 15, adres pracowni w Nowym Sączu i dane firmy.',
    body: `Masz pytanie o kosmetyk, zamówienie albo współpracę? Napisz lub zadzwoń – odpowiadamy zwykle tego samego dnia roboczego.

## Obsługa klienta

- **E-mail:** sklep@manufaktura.pl
- **Telefon:** +48 18 443 27 15 (poniedziałek–piątek, 9:00–16:00)
- **Doradztwo pielęgnacyjne:** porada@manufaktura.pl – opisz swoją skórę, a Marta lub ktoś z zespołu pomoże dobrać kosmetyki.

Przy pytaniach o zamówienie podaj jego numer – znajdziesz go w e-mailu z potwierdzeniem.

## Pracownia i punkt odbioru

ul. Ziołowa 7 (wejście od podwórza)
33-300 Nowy Sącz

Poniedziałek–piątek 9:00–17:00, sobota 10:00–14:00. Szczegóły na stronie [Odbiór osobisty](/odbior-osobisty).

## Dane firmy

**Manufaktura Natury sp. z o.o.**
ul. Ziołowa 7, 33-300 Nowy Sącz
KRS 0000987654, NIP 734-285-19-63
Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XII Wydział Gospodarczy KRS
Kapitał zakładowy: 50 000 zł

## Inne sprawy

- **Współpraca hurtowa i sklepy stacjonarne:** b2b@manufaktura.pl – zobacz [współpraca B2B](/wspolpraca-b2b)
- **Media i influencerzy:** media@manufaktura.pl
- **Praca:** praca@manufaktura.pl
- **Dane osobowe:** dane@manufaktura.pl

Zwroty i reklamacje opisujemy na stronie [Zwroty i reklamacje](/zwroty-reklmacje).`,
  },
  {
    slug: 'praca',
    title: 'Praca w Manufakturze',
    metaDescription:
      'Dołącz do zespołu Manufaktury Natury w Nowym Sączu. Sprawdź aktualne oferty pracy w pracowni kosmetyków naturalnych i wyślij nam swoje CV.',
    body: `Jesteśmy małym zespołem, który lubi to, co robi. Warzymy mydła, mieszamy kremy, pakujemy paczki i odpowiadamy na setki wiadomości – wszystko ręcznie, w pracowni w Nowym Sączu. Szukamy osób, które podzielają naszą troskę o jakość i szacunek do natury.

## Aktualne oferty

### Pomoc w produkcji kosmetyków (pełny etat)

Czym się zajmiesz:

- ważeniem surowców i przygotowywaniem partii kosmetyków według receptur,
- krojeniem, pielęgnowaniem i pakowaniem mydeł,
- prowadzeniem dokumentacji partii i dbaniem o czystość pracowni.

Czego oczekujemy: dokładności, cierpliwości i gotowości do pracy fizycznej. Wykształcenie chemiczne, biologiczne lub kosmetologiczne będzie atutem, ale wszystkiego Cię nauczymy.

### Obsługa sklepu internetowego (pół etatu, możliwa praca zdalna)

Czym się zajmiesz: odpowiadaniem na wiadomości klientów, doradzaniem w doborze kosmetyków, obsługą zwrotów i reklamacji.

Czego oczekujemy: bardzo dobrej polszczyzny, empatii i podstawowej wiedzy o pielęgnacji skóry.

## Co oferujemy

- umowę o pracę i stabilne wynagrodzenie,
- pracę od poniedziałku do piątku, bez nocnych zmian,
- kosmetyki z naszej pracowni dla Ciebie i bliskich,
- szkolenia z kosmetologii i udział w targach branżowych,
- kameralny zespół, w którym każdy głos ma znaczenie.

## Jak aplikować?

Wyślij CV i kilka zdań o sobie na adres **praca@manufaktura.pl**, w temacie wpisz nazwę stanowiska. Odpowiemy na każdą wiadomość. Prosimy o dopisanie klauzuli zgody na przetwarzanie danych osobowych w celu rekrutacji.`,
  },
  {
    slug: 'warsztaty',
    title: 'Warsztaty mydlarskie i kosmetyczne',
    metaDescription:
      'Warsztaty warzenia mydła na zimno i tworzenia naturalnych kosmetyków w pracowni Manufaktury w Nowym Sączu. Terminy, program, cena i zapisy.',
    body: `Chcesz zobaczyć, jak powstaje mydło warzone na zimno, i uwarzyć własne? Zapraszamy do naszej pracowni w Nowym Sączu na warsztaty prowadzone przez Martę Leśniak, założycielkę Manufaktury.

## Warsztaty mydlarskie

Podczas czterogodzinnego spotkania:

- poznasz chemię zmydlania i zasady bezpiecznej pracy z ługiem,
- nauczysz się układać recepturę z olejów i obliczać nadtłuszczenie,
- wybierzesz olejki eteryczne, glinki i zioła do swojego mydła,
- samodzielnie uwarzysz blok mydła (ok. 1 kg), który po pokrojeniu i dojrzewaniu odbierzesz lub wyślemy Ci do domu.

## Warsztaty kremów i serum

Trzygodzinne zajęcia, na których przygotujesz krem do twarzy i serum olejowe dopasowane do swojej skóry. Omówimy rolę emulgatorów, konserwantów i substancji aktywnych oraz zasady higieny w domowej pracowni.

## Informacje praktyczne

- **Grupy:** maksymalnie 8 osób, dzięki czemu każdy ma czas na pytania.
- **Cena:** warsztaty mydlarskie 249 zł, warsztaty kremów 219 zł za osobę. W cenie wszystkie materiały, fartuch, skrypt z recepturami, ziołowa herbata i domowe ciasto.
- **Terminy:** zwykle dwie soboty w miesiącu – aktualne daty ogłaszamy w newsletterze i na Instagramie.
- **Wiek:** od 16 lat; młodsze osoby zapraszamy na osobne warsztaty rodzinne.
- **Zapisy:** warsztaty@manufaktura.pl lub +48 18 443 27 15.

## Warsztaty dla firm i grup

Organizujemy też zajęcia zamknięte – na wieczór panieński, urodziny czy integrację firmową – w naszej pracowni albo u Ciebie. Napisz, a przygotujemy ofertę. Udział w warsztatach to także świetny pomysł na prezent: możesz kupić [bon podarunkowy](/sklep/bony-podarunkowe) i przekazać go obdarowanej osobie.`,
  },
  {
    slug: 'gwiazdka',
    title: 'Gwiazdka w Manufakturze',
    metaDescription:
      'Świąteczne prezenty z Manufaktury: zestawy kosmetyków naturalnych, bony podarunkowe, pakowanie na prezent i terminy wysyłek przed Bożym Narodzeniem.',
    body: `Grudzień to w naszej pracowni najpiękniejszy czas – pachnie lawendą, sosną i pomarańczą, a stoły uginają się od paczek przewiązanych lnianym sznurkiem. Przygotowaliśmy kilka podpowiedzi, żeby świąteczne zakupy były przyjemnością, a nie stresem.

## Zestawy na prezent

- [Świąteczny zestaw lawendowy](/sklep/zestaw-swiateczny-lawendowy) – cztery lawendowe kosmetyki na wieczorny rytuał,
- [Mydlane trio](/sklep/zestaw-mydlany-trio) – trzy kostki w jednym pudełku, idealne na drobny upominek,
- [Zestaw dla cery suchej](/sklep/zestaw-dla-cery-suchej) – ratunek na zimowe przesuszenie,
- [Zestaw detox](/sklep/zestaw-detox) – dla nastolatków i wszystkich z cerą tłustą.

Wszystkie zestawy kosztują mniej niż te same produkty kupione osobno.

## Bon podarunkowy

Nie wiesz, co wybrać? [Bon podarunkowy](/sklep/bony-podarunkowe) o wartości 50, 100 lub 200 zł wyślemy e-mailem od razu po zaksięgowaniu płatności – także w Wigilię.

## Pakowanie na prezent

Na stronie koszyka możesz dodać pakowanie na prezent: szary papier, lniany sznurek i gałązka suszonej lawendy. W uwagach do zamówienia wpisz treść bileciku, a napiszemy go ręcznie.

## Terminy świątecznych wysyłek

| Sposób dostawy | Zamów do |
| --- | --- |
| Kurier InPost | 18 grudnia, godz. 12:00 |
| Paczkomat InPost | 18 grudnia, godz. 12:00 |
| Odbiór osobisty w pracowni | 22 grudnia |
| Bon podarunkowy e-mailem | 24 grudnia |

Zamówienia złożone później wyślemy po świętach, 27 grudnia. Pamiętaj, że przy zamówieniu od 199 zł dostawa jest bezpłatna (nie dotyczy pobrania).

Między 24 a 26 grudnia pracownia jest zamknięta. Życzymy Ci spokojnych, pachnących świąt!`,
  },
  {
    slug: 'odbior-osobisty',
    title: 'Odbiór osobisty',
    metaDescription:
      'Odbierz zamówienie bezpłatnie w pracowni Manufaktury przy ul. Ziołowej 7 w Nowym Sączu. Godziny otwarcia, dojazd i zasady odbioru.',
    body: `Mieszkasz w Nowym Sączu lub okolicy? Zamówienie możesz odebrać bezpłatnie w naszej pracowni – to także okazja, żeby powąchać nowości i porozmawiać o pielęgnacji.

## Adres

**Manufaktura Natury – pracownia i punkt odbioru**
ul. Ziołowa 7 (wejście od podwórza, zielone drzwi)
33-300 Nowy Sącz

## Godziny otwarcia

- poniedziałek–piątek: 9:00–17:00
- sobota: 10:00–14:00
- niedziele i święta: nieczynne

## Jak to działa?

1. W koszyku wybierz sposób dostawy **„Odbiór osobisty”** – jest bezpłatny.
2. Zapłać online albo wybierz płatność przy odbiorze (gotówka lub karta).
3. Poczekaj na e-mail lub SMS z informacją, że zamówienie jest gotowe. Zwykle zajmuje to jeden dzień roboczy.
4. Przyjdź w godzinach otwarcia i podaj numer zamówienia. Paczka czeka na Ciebie **7 dni**.

Jeśli nie możesz przyjść osobiście, zamówienie może odebrać inna osoba, która poda jego numer oraz imię i nazwisko zamawiającego.

## Dojazd

Pracownia znajduje się 10 minut spacerem od Rynku. Przed budynkiem są dwa miejsca parkingowe dla klientów, a najbliższy przystanek autobusowy to „Ziołowa”. Do wejścia prowadzi pochylnia – pracownia jest dostępna dla osób na wózkach i rodziców z wózkami.

## Zwroty na miejscu

W pracowni możesz też oddać produkty w ramach zwrotu lub reklamacji, a także przynieść czyste, szklane opakowania po naszych kosmetykach – za każde pięć dopiszemy Ci punkty w [programie lojalnościowym](/program-lojalnosciowy).

Telefon do punktu odbioru: +48 18 443 27 16.`,
  },
  {
    slug: 'wspolpraca-b2b',
    title: 'Współpraca B2B',
    metaDescription:
      'Sprzedawaj naturalne kosmetyki Manufaktury w swoim sklepie, gabinecie lub hotelu. Warunki współpracy hurtowej, upominki firmowe i zamówienia B2B.',
    body: `Nasze kosmetyki można kupić nie tylko w sklepie internetowym. Współpracujemy ze sklepami z ekologiczną żywnością, drogeriami naturalnymi, gabinetami kosmetycznymi, pensjonatami i firmami, które szukają wartościowych upominków. Chętnie nawiążemy współpracę także z Tobą.

## Dla sklepów i gabinetów

- rabat hurtowy od 30% od cen detalicznych,
- minimalne pierwsze zamówienie: 800 zł netto, kolejne od 500 zł netto,
- darmowa dostawa przy zamówieniach od 1500 zł netto,
- materiały informacyjne, testery i zdjęcia produktów do Twojego sklepu internetowego,
- szkolenie produktowe dla Twojego zespołu – w pracowni lub online,
- płatność przelewem z terminem 14 dni po pierwszych trzech zamówieniach.

## Dla hoteli i pensjonatów

Przygotowujemy mydła w mniejszych kostkach (30 g) i kosmetyki w butelkach wielokrotnego napełniania dla gości. To dobra alternatywa dla jednorazowych miniaturek z plastiku.

## Upominki firmowe

Zestawy świąteczne i okolicznościowe dla pracowników i kontrahentów możemy przygotować z Twoim logo na opasce lub bileciku. Przy większych zamówieniach dobieramy skład zestawów indywidualnie. Prosimy o kontakt z co najmniej 4-tygodniowym wyprzedzeniem, a przed świętami – do końca października.

## Jak zacząć?

Napisz na adres **b2b@manufaktura.pl** i opowiedz nam krótko o swojej firmie: gdzie działasz, jakie produkty Cię interesują i jakie masz oczekiwania. Odpowiemy w ciągu dwóch dni roboczych i prześlemy cennik hurtowy. Zamówienia hurtowe realizujemy na podstawie faktury VAT.`,
  },
  {
    slug: 'program-lojalnosciowy',
    title: 'Program lojalnościowy „Ziarenka”',
    metaDescription:
      'Zbieraj Ziarenka za zakupy, polecenia i zwrot szklanych opakowań, a potem wymieniaj je na rabaty. 100 punktów to 5 zł zniżki w Manufakturze.',
    body: `Dziękujemy, że jesteś z nami! W programie lojalnościowym „Ziarenka” każdy zakup, polecenie i oddany słoiczek zamienia się w punkty, które możesz wymienić na rabat.

## Jak zbierać Ziarenka?

- **1 punkt za każdą wydaną złotówkę** na kosmetyki,
- **100 punktów na powitanie** – za dołączenie do programu,
- **200 punktów za polecenie** – gdy osoba, której wyślesz swój link, zrobi pierwsze zakupy za co najmniej 99 zł,
- **50 punktów za 5 szklanych opakowań** oddanych w pracowni,
- **50 punktów w miesiącu urodzin**.

## Jak je wykorzystać?

Każde **100 punktów to 5 zł rabatu**. Punkty wymieniasz w koszyku przy kolejnych zakupach – wystarczy wpisać, ile chcesz wykorzystać. Rabat z punktów może pokryć do połowy wartości produktów w zamówieniu.

## Ważne zasady

- Punkty za zakupy dopisujemy 14 dni po doręczeniu paczki.
- Punkty są ważne 12 miesięcy – na miesiąc przed wygaśnięciem przypomnimy Ci o nich e-mailem.
- Saldo i historię punktów zobaczysz w swoim koncie.

## Jak dołączyć?

Załóż [konto](/login) w naszym sklepie i zaznacz udział w programie albo włącz go później w ustawieniach konta. Udział jest bezpłatny i możesz z niego zrezygnować w dowolnej chwili.

Pełne zasady znajdziesz w [regulaminie programu lojalnościowego](/regulamin-program-lojalnosciowy).`,
  },
];
