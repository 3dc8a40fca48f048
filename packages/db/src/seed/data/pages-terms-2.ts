import type { SeedPage } from '../types.ts';

export const moreTermsPages: SeedPage[] = [
  {
    slug: 'dostawa-platnosci',
    title: 'Dostawa i płatności',
    metaDescription:
      'Dostawa do Paczkomatu InPost, kurierem, za pobraniem lub odbiór osobisty w Nowym Sączu. Płatności Przelewy24, BLIK i kartą. Darmowa wysyłka od 199 zł.',
    body: `Każde zamówienie pakujemy ręcznie w naszej pracowni w Nowym Sączu – w karton z odzysku i papierowe wypełnienie, bez folii i styropianu. Poniżej znajdziesz wszystkie sposoby dostawy i płatności, ich koszty i czas realizacji.

## § 1. Czas realizacji zamówienia

1. Zamówienia opłacone online w dzień roboczy do godziny 12:00 wysyłamy zwykle tego samego dnia. Zamówienia opłacone później – następnego dnia roboczego.
2. Maksymalny czas przygotowania przesyłki to **2 dni robocze** od zaksięgowania płatności, a przy płatności za pobraniem – od złożenia zamówienia.
3. Przewoźnik doręcza przesyłkę zazwyczaj w ciągu **1–2 dni roboczych** od nadania.
4. W okresie przedświątecznym czas realizacji może się wydłużyć – aktualne terminy podajemy na stronie [Gwiazdka](/gwiazdka) i w pasku nad menu.

## § 2. Sposoby i koszty dostawy

| Sposób dostawy | Koszt | Czas doręczenia |
| --- | --- | --- |
| Paczkomat InPost 24/7 | 13,99 zł | 1–2 dni robocze |
| Paczkomat InPost za pobraniem | 18,99 zł | 1–2 dni robocze |
| Kurier InPost | 16,99 zł | 1–2 dni robocze |
| Kurier InPost za pobraniem | 21,99 zł | 1–2 dni robocze |
| Odbiór osobisty w pracowni | 0 zł | od 1 dnia roboczego |

Wszystkie ceny dostawy zawierają podatek VAT. Koszt dostawy widzisz w koszyku przed złożeniem zamówienia.

## § 3. Darmowa dostawa

1. Przy zamówieniach o wartości produktów **od 199 zł** dostawa do Paczkomatu InPost i kurierem InPost jest bezpłatna.
2. Do progu liczy się wartość produktów po uwzględnieniu rabatów, bez kosztów dostawy.
3. Darmowa dostawa **nie dotyczy przesyłek za pobraniem**. Jeśli wybierzesz płatność przy odbiorze, doliczymy pełny koszt przesyłki pobraniowej.
4. W koszyku zawsze pokazujemy, ile brakuje Ci do darmowej dostawy.

## § 4. Paczkomaty InPost

1. Przy składaniu zamówienia wybierz Paczkomat na mapie – możesz wyszukać go po mieście, ulicy albo kodzie punktu (np. NSA01M).
2. Gdy paczka będzie czekać w automacie, dostaniesz SMS i e-mail z kodem odbioru. Przesyłkę możesz odebrać także w aplikacji InPost Mobile.
3. Na odbiór masz **48 godzin** od otrzymania powiadomienia. Po tym czasie InPost może przedłużyć termin lub przekierować paczkę do punktu awizo.
4. Przy przesyłce za pobraniem zapłacisz kartą bezpośrednio w Paczkomacie lub w aplikacji, zanim otworzy się skrytka.

## § 5. Kurier

1. Kurier InPost doręcza przesyłki w dni robocze, zwykle w godzinach 8:00–18:00. Przed doręczeniem otrzymasz SMS z informacją o przewidywanej godzinie.
2. Prosimy o podanie numeru telefonu – kurier może zadzwonić, jeśli nie zastanie Cię pod adresem.
3. Przy przesyłce za pobraniem możesz zapłacić kurierowi gotówką lub kartą.

## § 6. Odbiór osobisty

1. Zamówienie możesz odebrać bezpłatnie w naszej pracowni: **ul. Ziołowa 7 (wejście od podwórza), 33-300 Nowy Sącz**.
2. Pracownia jest otwarta od poniedziałku do piątku w godzinach 9:00–17:00 i w soboty w godzinach 10:00–14:00.
3. Przyjdź po otrzymaniu e-maila, że zamówienie jest gotowe do odbioru. Czekamy na Ciebie 7 dni.
4. Przy odbiorze osobistym możesz zapłacić online z góry albo na miejscu – gotówką lub kartą. Więcej na stronie [Odbiór osobisty](/odbior-osobisty).

## § 7. Płatności

Do wyboru masz następujące metody płatności:

1. **Przelewy24** – szybki przelew z ponad 150 banków. Po złożeniu zamówienia przekierujemy Cię na bezpieczną stronę płatności, a po jej zakończeniu wrócisz do sklepu.
2. **BLIK** – wpisz 6-cyfrowy kod z aplikacji bankowej i potwierdź płatność w telefonie.
3. **Karta płatnicza** – Visa, Mastercard i Maestro, a także Google Pay i Apple Pay.
4. **Za pobraniem** – płacisz przy odbiorze przesyłki z Paczkomatu lub od kuriera (opłata za pobranie wynosi 5 zł i jest wliczona w koszt dostawy w tabeli powyżej).
5. **Gotówka lub karta w pracowni** – tylko przy odbiorze osobistym.

Płatności online obsługuje PayPro S.A., operator serwisu Przelewy24. Dane Twojej karty nie trafiają do nas. Zamówienie realizujemy po otrzymaniu potwierdzenia płatności od operatora – zwykle trwa to kilka sekund. Jeśli płatność się nie powiedzie, możesz ponowić ją z linku w e-mailu z potwierdzeniem zamówienia w ciągu 3 dni.

## § 8. Dokument sprzedaży

Do każdego zamówienia wystawiamy paragon lub – na życzenie – fakturę. Chcesz fakturę na firmę? Zaznacz to w formularzu zamówienia i podaj NIP. Dokument wysyłamy e-mailem, a do paczki nie dokładamy papieru, chyba że o to poprosisz.

## § 9. Uszkodzona przesyłka

Jeśli paczka dotarła uszkodzona, zrób zdjęcie opakowania i zawartości, a przy odbiorze od kuriera poproś o spisanie protokołu szkody. Napisz do nas na sklep@manufaktura.pl – wyślemy nowe produkty lub zwrócimy pieniądze. Szczegóły znajdziesz na stronie [Zwroty i reklamacje](/zwroty-reklmacje).

## § 10. Wysyłka za granicę

Obecnie wysyłamy wyłącznie na terenie Polski. Jeśli mieszkasz za granicą i chcesz zamówić nasze kosmetyki, napisz do nas – postaramy się znaleźć rozwiązanie.`,
  },
  {
    slug: 'zwroty-reklmacje',
    title: 'Zwroty i reklamacje',
    metaDescription:
      'Jak zwrócić produkt w ciągu 14 dni i jak złożyć reklamację w sklepie Manufaktura. Wzór formularza odstąpienia od umowy, adres do zwrotów i terminy.',
    body: `Zależy nam, żeby każde zamówienie sprawiło Ci radość. Jeśli coś poszło nie tak albo produkt jednak Ci nie odpowiada, poniżej wyjaśniamy, jak szybko i bez nerwów załatwić zwrot lub reklamację.

## § 1. Zwrot bez podania przyczyny (odstąpienie od umowy)

1. Jako konsument możesz odstąpić od umowy zawartej przez internet w ciągu **14 dni** od dnia, w którym otrzymałaś lub otrzymałeś paczkę, bez podawania przyczyny. Jeśli zamówienie dotarło w kilku paczkach, termin liczy się od odbioru ostatniej.
2. To samo prawo przysługuje osobie prowadzącej jednoosobową działalność gospodarczą, która kupuje produkty niezwiązane z jej działalnością zawodową.
3. Aby zachować termin, wystarczy, że przed jego upływem wyślesz nam oświadczenie o odstąpieniu – e-mailem na adres **sklep@manufaktura.pl** lub listownie na adres pracowni.

## § 2. Kosmetyki w zapieczętowanym opakowaniu

1. Każdy nasz kosmetyk jest zabezpieczony naklejką gwarancyjną (plombą).
2. Zgodnie z art. 38 ust. 1 pkt 5 ustawy o prawach konsumenta prawo odstąpienia od umowy **nie przysługuje**, jeśli produkt dostarczony w zapieczętowanym opakowaniu został otwarty po dostarczeniu i ze względu na ochronę zdrowia lub higienę nie może zostać zwrócony.
3. Produkty **nieotwarte**, z nienaruszoną plombą, możesz zwrócić bez żadnych przeszkód.
4. Bony podarunkowe możesz zwrócić w ciągu 14 dni od zakupu, jeśli nie zostały wykorzystane nawet w części.

## § 3. Jak odesłać produkt?

1. Wyślij nam oświadczenie o odstąpieniu od umowy. Możesz skorzystać z poniższego wzoru, ale nie musisz.
2. Odeślij produkty w ciągu **14 dni** od złożenia oświadczenia na adres: **Manufaktura Natury sp. z o.o., ul. Ziołowa 7, 33-300 Nowy Sącz**, z dopiskiem „Zwrot”.
3. Bezpośredni koszt odesłania ponosisz Ty. Najwygodniej nadać paczkę w dowolnym Paczkomacie InPost. Prosimy, nie wysyłaj zwrotów za pobraniem – nie możemy ich odebrać.
4. Produkty możesz też oddać osobiście w pracowni w godzinach jej otwarcia.

## § 4. Zwrot pieniędzy

1. Zwrócimy wszystkie otrzymane płatności, **w tym koszt dostawy** do wysokości najtańszego zwykłego sposobu dostawy oferowanego w sklepie (13,99 zł), niezwłocznie, nie później niż w ciągu **14 dni** od otrzymania Twojego oświadczenia.
2. Pieniądze zwracamy tą samą metodą płatności, której użyto przy zakupie – na przykład na kartę lub konto powiązane z BLIK. Jeśli płaciłaś lub płaciłeś za pobraniem, poprosimy o numer rachunku bankowego.
3. Możemy wstrzymać zwrot do chwili otrzymania produktów lub dowodu ich odesłania – w zależności od tego, co nastąpi wcześniej.
4. Jeśli zwracasz tylko część zamówienia, zwracamy cenę zwracanych produktów. Koszt dostawy zwracamy wtedy, gdy odstępujesz od umowy w całości.

## § 5. Wzór formularza odstąpienia od umowy

Poniższy wzór pochodzi z załącznika nr 2 do ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Formularz należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy.

> Adresat: Manufaktura Natury sp. z o.o., ul. Ziołowa 7, 33-300 Nowy Sącz, e-mail: sklep@manufaktura.pl
>
> Ja/My(\\*) niniejszym informuję/informujemy(\\*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(\\*):
>
> Data zawarcia umowy(\\*)/odbioru(\\*):
>
> Imię i nazwisko konsumenta(-ów):
>
> Adres konsumenta(-ów):
>
> Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej):
>
> Data:
>
> (\\*) Niepotrzebne skreślić.

Po otrzymaniu oświadczenia przesłanego e-mailem niezwłocznie potwierdzimy jego otrzymanie.

## § 6. Reklamacje

1. Odpowiadamy za to, żeby produkt był zgodny z umową – miał cechy i skład podane w opisie, odpowiednią trwałość i był wolny od wad. Odpowiadamy za brak zgodności, który istniał w chwili dostarczenia i ujawnił się w ciągu **2 lat**.
2. Przykłady wad, które zgłaszaj śmiało: produkt uszkodzony w transporcie, zmieniony zapach lub konsystencja przed upływem daty ważności, niedomykające się opakowanie, niewłaściwy produkt w paczce.
3. Reklamację złożysz e-mailem na adres **sklep@manufaktura.pl** albo listownie. Napisz, co się stało, podaj numer zamówienia i dane kontaktowe, a jeśli możesz – dołącz zdjęcie produktu i numer partii z opakowania.
4. Możesz żądać naprawy lub wymiany produktu. Jeśli wymiana jest niemożliwa lub wymagałaby nadmiernych kosztów, albo produkt nadal jest wadliwy, możesz żądać obniżenia ceny lub odstąpić od umowy (gdy brak zgodności jest istotny).
5. Odpowiemy na reklamację w ciągu **14 dni** od jej otrzymania. Jeśli nie odpowiemy w tym terminie, reklamacja jest uznana.
6. Koszt odesłania reklamowanego produktu pokrywamy my. Często wystarczy nam zdjęcie i wcale nie trzeba niczego odsyłać.

## § 7. Reakcje skórne

Nasze kosmetyki przechodzą badania bezpieczeństwa i testy aplikacyjne, ale każda skóra jest inna. Jeśli po użyciu produktu pojawi się podrażnienie, natychmiast przerwij jego stosowanie i napisz do nas – podaj nazwę produktu i numer partii. Takie zgłoszenia analizujemy indywidualnie i przekazujemy osobie odpowiedzialnej za bezpieczeństwo kosmetyku.

## § 8. Pozasądowe rozwiązywanie sporów

Jeśli nie uda się nam porozumieć, możesz bezpłatnie skorzystać z pomocy miejskiego lub powiatowego rzecznika konsumentów, Federacji Konsumentów albo z mediacji prowadzonej przez Wojewódzki Inspektorat Inspekcji Handlowej w Krakowie. Więcej informacji znajdziesz na stronie prezes.uokik.gov.pl.`,
  },
];
