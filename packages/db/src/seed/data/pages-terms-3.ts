import type { SeedPage } from '../types.ts';

export const programmeTermsPages: SeedPage[] = [
  {
    slug: 'regulamin-bonu',
    title: 'Regulamin bonu podarunkowego',
    metaDescription:
      'Zasady zakupu i realizacji elektronicznych bonów podarunkowych w sklepie Manufaktura: ważność 12 miesięcy, realizacja w częściach, zwrot bonu.',
    body: `Regulamin obowiązuje od 1 października 2025 r.

## § 1. Postanowienia ogólne

1. Regulamin określa zasady wydawania i realizacji elektronicznych bonów podarunkowych (dalej: **Bon**) w sklepie internetowym manufaktura.pl.
2. Wydawcą Bonów jest **Manufaktura Natury sp. z o.o.** z siedzibą w Nowym Sączu, ul. Ziołowa 7, 33-300 Nowy Sącz, KRS 0000987654, NIP 734-285-19-63 (dalej: **Wydawca**).
3. W sprawach nieuregulowanych w niniejszym regulaminie stosuje się [Regulamin sklepu internetowego](/regulamin).

## § 2. Definicje

1. **Bon** – dokument elektroniczny w formacie PDF zawierający unikalny kod, uprawniający do zapłaty za produkty w Sklepie do wysokości jego wartości.
2. **Nabywca** – osoba, która kupiła Bon w Sklepie.
3. **Posiadacz** – każda osoba, która przedstawia kod Bonu do realizacji; może nią być Nabywca lub osoba obdarowana.
4. **Saldo** – kwota pozostała do wykorzystania na Bonie.

## § 3. Zakup Bonu

1. Bony są dostępne w wartościach 50 zł, 100 zł i 200 zł. Cena Bonu jest równa jego wartości nominalnej.
2. Bon kupuje się jak każdy inny produkt – dodając go do koszyka. Bonu nie można opłacić innym Bonem ani punktami programu lojalnościowego.
3. Bon wysyłamy na adres e-mail Nabywcy niezwłocznie po zaksięgowaniu płatności, zwykle w ciągu kilku minut. Jeśli wiadomość nie dotrze w ciągu godziny, prosimy sprawdzić folder „Spam” lub napisać na adres sklep@manufaktura.pl.
4. Na życzenie Nabywcy, zgłoszone w uwagach do zamówienia, możemy wysłać Bon bezpośrednio do osoby obdarowanej we wskazanym dniu.
5. Zakup Bonu nie jest wliczany do progu darmowej dostawy, a Bon nie podlega rabatom ani kodom promocyjnym.

## § 4. Ważność Bonu

1. Bon jest ważny przez **12 miesięcy** od dnia zakupu. Data ważności jest podana na Bonie.
2. Po upływie terminu ważności niewykorzystane Saldo przepada i nie podlega zwrotowi.
3. W szczególnych sytuacjach, np. długotrwałej choroby, na prośbę Posiadacza złożoną przed upływem ważności możemy jednorazowo przedłużyć ważność Bonu o 3 miesiące.

## § 5. Realizacja Bonu

1. Aby zrealizować Bon, należy wpisać jego kod w koszyku, w polu „kod rabatowy”, przed złożeniem zamówienia.
2. Bon można wykorzystać w jednym lub kilku zamówieniach, aż do wyczerpania Salda. Aktualne Saldo widać w koszyku po wpisaniu kodu.
3. Jeśli wartość zamówienia przekracza Saldo, różnicę należy dopłacić jedną z dostępnych metod płatności. Bonem można zapłacić także za dostawę.
4. W jednym zamówieniu można wykorzystać maksymalnie dwa Bony.
5. Bon można łączyć z promocjami obowiązującymi w Sklepie oraz z punktami programu lojalnościowego.
6. Bon można zrealizować również przy odbiorze osobistym w pracowni, podając jego kod.
7. Bonu nie można wymienić na gotówkę, a niewykorzystane Saldo nie jest wypłacane.

## § 6. Bezpieczeństwo kodu

1. Bon jest na okaziciela – Wydawca nie sprawdza, czy osoba realizująca Bon jest jego Nabywcą.
2. Posiadacz powinien chronić kod przed udostępnieniem osobom trzecim. Wydawca nie odpowiada za wykorzystanie kodu przez osobę nieuprawnioną, chyba że wynika to z jego winy.
3. W razie utraty wiadomości z Bonem Nabywca może poprosić o jej ponowne przesłanie na adres e-mail podany przy zamówieniu.

## § 7. Zwrot i odstąpienie od umowy

1. Nabywca będący konsumentem może odstąpić od umowy zakupu Bonu w ciągu **14 dni** od dnia jego otrzymania, bez podania przyczyny, pod warunkiem że Bon nie został wykorzystany nawet w części.
2. Po odstąpieniu od umowy kod Bonu zostaje unieważniony, a Wydawca zwraca zapłaconą kwotę w ciągu 14 dni, tą samą metodą płatności.
3. Jeśli konsument odstąpi od umowy zakupu produktów opłaconych Bonem, zwracana kwota w części opłaconej Bonem wraca na Saldo Bonu, a jego ważność nie ulega zmianie.

## § 8. Reklamacje

1. Reklamacje dotyczące Bonów, np. nieprawidłowego naliczenia Salda, można składać e-mailem na adres sklep@manufaktura.pl lub pisemnie na adres Wydawcy.
2. Rozpatrujemy je w ciągu 14 dni od otrzymania. O wyniku poinformujemy e-mailem.

## § 9. Dane osobowe

Dane Nabywców i Posiadaczy przetwarzamy w celu sprzedaży i realizacji Bonów, na zasadach opisanych w [Polityce prywatności](/polityka-prywatnosci).

## § 10. Postanowienia końcowe

1. Regulamin jest dostępny na stronie Sklepu w formie, która pozwala go pobrać i wydrukować.
2. Zmiana regulaminu nie wpływa na prawa Posiadaczy Bonów kupionych przed zmianą.
3. Regulamin podlega prawu polskiemu.`,
  },
  {
    slug: 'regulamin-newsletter',
    title: 'Regulamin newslettera',
    metaDescription:
      'Zasady zapisu i rezygnacji z newslettera Manufaktury: dobrowolna zgoda, potwierdzenie adresu, częstotliwość wysyłki i kod rabatowy na pierwsze zakupy.',
    body: `Regulamin obowiązuje od 1 października 2025 r.

## § 1. Organizator

1. Newsletter prowadzi **Manufaktura Natury sp. z o.o.** z siedzibą w Nowym Sączu, ul. Ziołowa 7, 33-300 Nowy Sącz, KRS 0000987654, NIP 734-285-19-63 (dalej: **Organizator**).
2. Kontakt w sprawach newslettera: newsletter@manufaktura.pl.

## § 2. Czym jest newsletter

1. Newsletter to bezpłatna usługa elektroniczna polegająca na przesyłaniu na adres e-mail Subskrybenta wiadomości od Organizatora.
2. W newsletterze piszemy o nowościach, promocjach, warsztatach, pielęgnacji skóry i o tym, co dzieje się w naszej pracowni. Zawiera on informacje handlowe w rozumieniu przepisów Prawa komunikacji elektronicznej.
3. Wysyłamy go średnio dwa razy w miesiącu, a w okresie przedświątecznym nieco częściej. Nie sprzedajemy ani nie udostępniamy adresów e-mail innym firmom.
4. Subskrybenci jako pierwsi dowiadują się o nowych recepturach, terminach warsztatów i limitowanych partiach mydeł, a kilka razy w roku otrzymują kody rabatowe dostępne tylko w newsletterze.
5. Subskrybent posiadający Konto może w jego ustawieniach wybrać tematy, które go interesują (np. tylko nowości i promocje albo tylko porady pielęgnacyjne), i na tej podstawie otrzymywać część wiadomości.

## § 3. Zapis na newsletter

1. Zapisać się można:
   - przez formularz w stopce Sklepu,
   - w trakcie składania zamówienia,
   - w ustawieniach Konta.
2. Zapis wymaga podania adresu e-mail i zaznaczenia osobnego, **niezaznaczonego domyślnie** pola zgody na otrzymywanie informacji handlowych. Zgoda jest dobrowolna i nie jest warunkiem zakupów w Sklepie.
3. Po zapisie wysyłamy wiadomość z linkiem potwierdzającym (tzw. double opt-in). Link jest ważny 48 godzin. Dopóki adres nie zostanie potwierdzony, nie wysyłamy na niego żadnych innych wiadomości.
4. Subskrybentem może zostać osoba, która ukończyła 16 lat.

## § 4. Kod rabatowy na powitanie

1. Po potwierdzeniu zapisu Subskrybent otrzymuje jednorazowy kod rabatowy **-10%** na pierwsze zamówienie w Sklepie.
2. Kod jest ważny 30 dni od wysłania, nie obejmuje Bonów podarunkowych ani kosztów dostawy i nie łączy się z innymi kodami rabatowymi.
3. Kod przysługuje jednokrotnie na jeden adres e-mail i jedno gospodarstwo domowe. Ponowny zapis po rezygnacji nie uprawnia do nowego kodu.

## § 5. Wymagania techniczne

Do korzystania z newslettera wystarczy urządzenie z dostępem do internetu i aktywna skrzynka poczty elektronicznej obsługująca wiadomości w formacie HTML. Organizator dokłada starań, aby wiadomości wyświetlały się poprawnie w popularnych programach pocztowych i na urządzeniach mobilnych, ale nie odpowiada za sposób ich wyświetlania przez oprogramowanie Subskrybenta ani za filtrowanie wiadomości przez dostawcę poczty.

## § 6. Rezygnacja

1. Z newslettera można zrezygnować w każdej chwili, bez podawania przyczyny i bez kosztów:
   - klikając link „Wypisz się” w stopce każdej wiadomości,
   - w ustawieniach Konta,
   - pisząc na adres newsletter@manufaktura.pl.
2. Wycofanie zgody jest tak samo proste jak jej wyrażenie i nie wpływa na zgodność z prawem wysyłki dokonanej przed jej wycofaniem.
3. Adres usuwamy z listy niezwłocznie, najpóźniej w ciągu 2 dni roboczych.

## § 7. Dane osobowe

1. Administratorem danych Subskrybentów jest Organizator.
2. Adres e-mail przetwarzamy na podstawie zgody (art. 6 ust. 1 lit. a RODO) w celu wysyłki newslettera, a po rezygnacji – w zakresie niezbędnym do wykazania, że zgoda była udzielona (art. 6 ust. 1 lit. f RODO), przez okres przedawnienia ewentualnych roszczeń.
3. Przechowujemy potwierdzenie udzielenia zgody: datę i godzinę, źródło zapisu, treść zgody oraz datę potwierdzenia adresu.
4. Mierzymy, czy wiadomość została otwarta i czy kliknięto zawarte w niej linki, aby lepiej dopasować treści. Jeśli nie chcesz, by pomiar był prowadzony, wyłącz automatyczne wczytywanie obrazków w programie pocztowym.
5. Więcej informacji, w tym o przysługujących prawach, znajdziesz w [Polityce prywatności](/polityka-prywatnosci).

## § 8. Reklamacje

1. Reklamacje dotyczące newslettera można zgłaszać na adres newsletter@manufaktura.pl.
2. Rozpatrujemy je w terminie 14 dni od otrzymania i odpowiadamy na adres, z którego przyszła wiadomość.

## § 9. Postanowienia końcowe

1. Organizator może zakończyć prowadzenie newslettera, informując o tym Subskrybentów e-mailem z 14-dniowym wyprzedzeniem.
2. O zmianach regulaminu informujemy Subskrybentów e-mailem. Jeśli Subskrybent nie akceptuje zmian, może zrezygnować z newslettera.
3. W sprawach nieuregulowanych stosuje się przepisy prawa polskiego, w szczególności Prawa komunikacji elektronicznej i RODO.`,
  },
  {
    slug: 'regulamin-program-lojalnosciowy',
    title: 'Regulamin programu lojalnościowego',
    metaDescription:
      'Zasady programu lojalnościowego Manufaktury: jak zbierać punkty za zakupy, polecenia i zwrot opakowań, jak je wymieniać na rabat i kiedy wygasają.',
    body: `Regulamin obowiązuje od 1 października 2025 r.

## § 1. Organizator

1. Organizatorem programu lojalnościowego „Ziarenka” (dalej: **Program**) jest **Manufaktura Natury sp. z o.o.** z siedzibą w Nowym Sączu, ul. Ziołowa 7, 33-300 Nowy Sącz, KRS 0000987654, NIP 734-285-19-63 (dalej: **Organizator**).
2. Program jest prowadzony na terytorium Polski w sklepie internetowym manufaktura.pl oraz w pracowni Organizatora.
3. Program trwa przez czas nieokreślony.

## § 2. Uczestnictwo

1. Uczestnikiem Programu może zostać pełnoletnia osoba fizyczna, która założyła Konto w Sklepie i zaakceptowała niniejszy regulamin.
2. Przystąpienie do Programu jest dobrowolne i bezpłatne. Można to zrobić przy rejestracji Konta lub później, w ustawieniach Konta.
3. Każdy Uczestnik może mieć tylko jedno Konto w Programie.
4. Program jest skierowany do konsumentów. Punkty nie są naliczane za zamówienia hurtowe złożone w ramach [współpracy B2B](/wspolpraca-b2b).

## § 3. Zbieranie punktów

1. Uczestnik otrzymuje punkty (**Ziarenka**):
   - **1 punkt za każdy pełny 1 zł** wydany na produkty w Sklepie, po odjęciu rabatów, bez kosztów dostawy i bez Bonów podarunkowych,
   - **100 punktów** za dołączenie do Programu,
   - **200 punktów** za polecenie Sklepu znajomej osobie, która złoży pierwsze zamówienie o wartości co najmniej 99 zł,
   - **50 punktów** za każde oddane w pracowni 5 czystych, szklanych opakowań po naszych kosmetykach,
   - **50 punktów** w miesiącu urodzin, jeśli Uczestnik poda datę urodzenia w ustawieniach Konta.
2. Punkty za zakupy dopisujemy po upływie 14 dni od doręczenia zamówienia, czyli po upływie terminu na odstąpienie od umowy.
3. Osoba polecona nie może mieć wcześniej Konta ani zamówień w Sklepie. Polecenie odbywa się przez indywidualny link dostępny w Koncie Uczestnika.
4. Aktualne saldo punktów i historia ich naliczania są widoczne w Koncie.

## § 4. Wymiana punktów

1. Punkty można wymienić na rabat przy kolejnych zakupach: **100 punktów = 5 zł** rabatu.
2. Punkty wykorzystuje się w koszyku, wskazując liczbę punktów do wymiany (wielokrotność 100).
3. Rabat z punktów nie może przekroczyć 50% wartości produktów w zamówieniu i nie obejmuje kosztów dostawy ani Bonów podarunkowych.
4. Rabat z punktów można łączyć z promocjami i Bonami, ale nie z kodami rabatowymi.
5. Punktów nie można wymienić na gotówkę ani przekazać innej osobie.

## § 5. Ważność punktów

1. Punkty są ważne przez **12 miesięcy** od dnia ich naliczenia.
2. Na 30 dni przed wygaśnięciem punktów wysyłamy Uczestnikowi przypomnienie e-mailem.
3. Punkty wykorzystujemy w kolejności od najstarszych, czyli tych, które najwcześniej wygasną.
4. Po usunięciu Konta punkty przepadają, nawet jeśli nie upłynął jeszcze termin ich ważności.

## § 6. Zwroty a punkty

1. Jeśli Uczestnik odstąpi od umowy, punkty naliczone za zwrócone produkty są odejmowane od salda.
2. Jeśli zamówienie opłacone częściowo punktami zostanie zwrócone, wykorzystane punkty wracają na Konto z pierwotną datą ważności.

## § 7. Rezygnacja i wykluczenie

1. Uczestnik może w każdej chwili zrezygnować z Programu w ustawieniach Konta lub pisząc na adres sklep@manufaktura.pl. Z chwilą rezygnacji niewykorzystane punkty przepadają.
2. Organizator może wykluczyć z Programu Uczestnika, który narusza regulamin, np. zakłada fikcyjne konta w celu uzyskania punktów za polecenia. O wykluczeniu informujemy e-mailem wraz z uzasadnieniem.

## § 8. Reklamacje

1. Reklamacje dotyczące Programu, np. nieprawidłowego naliczenia punktów, można składać e-mailem na adres sklep@manufaktura.pl lub pisemnie na adres Organizatora.
2. Reklamacje rozpatrujemy w ciągu 14 dni. O wyniku informujemy e-mailem.

## § 9. Dane osobowe

Dane Uczestników przetwarzamy w celu prowadzenia Programu na podstawie art. 6 ust. 1 lit. b RODO – do czasu rezygnacji z udziału, a następnie przez okres przedawnienia roszczeń. Szczegóły opisuje [Polityka prywatności](/polityka-prywatnosci).

## § 10. Zmiany i zakończenie Programu

1. Organizator może zmienić regulamin lub zakończyć Program z ważnych przyczyn, informując Uczestników e-mailem co najmniej 30 dni wcześniej.
2. W razie zakończenia Programu Uczestnicy mogą wykorzystać zebrane punkty w ciągu 30 dni od ogłoszenia.
3. Zmiany nie wpływają na punkty zebrane przed ich wejściem w życie.
4. W sprawach nieuregulowanych stosuje się przepisy prawa polskiego.`,
  },
];
