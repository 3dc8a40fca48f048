import type { SeedPage } from '../types.ts';

export const termsPages: SeedPage[] = [
  {
    slug: 'regulamin',
    title: 'Regulamin sklepu internetowego',
    metaDescription:
      'Regulamin sklepu internetowego Manufaktura: zasady składania zamówień, ceny, płatności, dostawa, odstąpienie od umowy w 14 dni i reklamacje.',
    body: `Regulamin obowiązuje od 1 października 2025 r.

## § 1. Postanowienia ogólne

1. Sklep internetowy dostępny pod adresem manufaktura.pl (dalej: **Sklep**) prowadzi **Manufaktura Natury sp. z o.o.** z siedzibą w Nowym Sączu, ul. Ziołowa 7, 33-300 Nowy Sącz, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego pod numerem KRS 0000987654, NIP 734-285-19-63, kapitał zakładowy 50 000 zł (dalej: **Sprzedawca**).
2. Ze Sprzedawcą można się kontaktować:
   - pisemnie: ul. Ziołowa 7, 33-300 Nowy Sącz,
   - e-mailem: sklep@manufaktura.pl,
   - telefonicznie: +48 18 443 27 15 (od poniedziałku do piątku w godzinach 9:00–16:00, opłata według taryfy operatora).
3. Regulamin określa zasady korzystania ze Sklepu, składania zamówień, zawierania umów sprzedaży, dostawy, płatności, odstąpienia od umowy i składania reklamacji. Regulamin jest udostępniany nieodpłatnie przed zawarciem umowy w sposób, który umożliwia jego pobranie, utrwalenie i wydrukowanie.
4. Produkty oferowane w Sklepie są kosmetykami wytwarzanymi przez Sprzedawcę zgodnie z rozporządzeniem (WE) nr 1223/2009 dotyczącym produktów kosmetycznych. Przy każdym produkcie podajemy jego skład (INCI), pojemność lub masę, sposób użycia i ostrzeżenia.

## § 2. Definicje

1. **Klient** – osoba fizyczna posiadająca pełną zdolność do czynności prawnych, osoba prawna lub jednostka organizacyjna nieposiadająca osobowości prawnej, która korzysta ze Sklepu.
2. **Konsument** – Klient będący osobą fizyczną, który zawiera ze Sprzedawcą umowę niezwiązaną bezpośrednio z jego działalnością gospodarczą lub zawodową.
3. **Przedsiębiorca na prawach konsumenta** – osoba fizyczna zawierająca umowę bezpośrednio związaną z jej działalnością gospodarczą, gdy z treści umowy wynika, że nie ma ona dla niej charakteru zawodowego, wynikającego w szczególności z przedmiotu wykonywanej działalności, udostępnionego w CEIDG. Postanowienia dotyczące Konsumentów w zakresie odstąpienia od umowy, reklamacji i klauzul niedozwolonych stosuje się do niej odpowiednio.
4. **Konto** – indywidualny panel Klienta w Sklepie, w którym przechowywane są jego dane i historia zamówień.
5. **Zamówienie** – oświadczenie woli Klienta zmierzające do zawarcia umowy sprzedaży produktów.
6. **Dzień roboczy** – dzień od poniedziałku do piątku z wyłączeniem dni ustawowo wolnych od pracy.

## § 3. Wymagania techniczne i usługi elektroniczne

1. Do korzystania ze Sklepu potrzebne są: urządzenie z dostępem do internetu, aktualna przeglądarka internetowa z włączoną obsługą JavaScript i plików cookies oraz aktywny adres e-mail.
2. Sprzedawca świadczy nieodpłatnie usługi elektroniczne: prowadzenie Konta, formularz zamówienia, newsletter, program lojalnościowy oraz formularz kontaktowy. Umowa o prowadzenie Konta jest zawierana na czas nieokreślony; Klient może ją w każdej chwili wypowiedzieć, usuwając Konto lub pisząc na adres sklep@manufaktura.pl.
3. Zakazane jest dostarczanie przez Klienta treści o charakterze bezprawnym.

## § 4. Składanie zamówień

1. Zamówienia można składać przez całą dobę, jako zalogowany Klient lub bez zakładania Konta.
2. Aby złożyć zamówienie, należy dodać produkty do koszyka, podać dane niezbędne do realizacji zamówienia, wybrać sposób dostawy i płatności, zaakceptować Regulamin i kliknąć przycisk **„Zamówienie z obowiązkiem zapłaty”**.
3. Przed złożeniem zamówienia Klient widzi łączną cenę produktów, koszt dostawy oraz ewentualne dodatkowe opłaty (np. za pobranie).
4. Po złożeniu zamówienia Klient otrzymuje e-mail z potwierdzeniem jego przyjęcia. Z chwilą otrzymania tej wiadomości zostaje zawarta umowa sprzedaży. Potwierdzenie zawiera treść Regulaminu oraz wzór formularza odstąpienia od umowy.
5. Jeśli Klient chce otrzymać fakturę na firmę, powinien zaznaczyć to w formularzu zamówienia i podać NIP. Na życzenie Konsumenta wystawiamy fakturę imienną.

## § 5. Ceny

1. Wszystkie ceny w Sklepie są cenami brutto, podanymi w złotych polskich (PLN), i zawierają podatek VAT (23%).
2. Ceny nie obejmują kosztów dostawy, które są podawane przy wyborze sposobu dostawy oraz na stronie [Dostawa i płatności](/dostawa-platnosci).
3. Przy każdej obniżce ceny podajemy także najniższą cenę produktu z 30 dni przed wprowadzeniem obniżki.
4. Przy produktach sprzedawanych na wagę lub objętość podajemy cenę jednostkową (za 1 kg lub 1 l).
5. Rabaty, kody rabatowe i promocje nie łączą się, chyba że ich regulamin stanowi inaczej.

## § 6. Płatności

1. Klient może zapłacić:
   - online za pośrednictwem serwisu Przelewy24 (szybki przelew, BLIK, karta płatnicza, Google Pay, Apple Pay),
   - przy odbiorze przesyłki (za pobraniem),
   - gotówką lub kartą przy odbiorze osobistym w pracowni Sprzedawcy.
2. Płatności online obsługuje PayPro S.A. z siedzibą w Poznaniu, operator serwisu Przelewy24.
3. Przy płatności online Klient powinien opłacić zamówienie w ciągu 3 dni. Po tym terminie Sprzedawca może anulować zamówienie, o czym poinformuje Klienta e-mailem.

## § 7. Dostawa

1. Sprzedawca dostarcza produkty na terytorium Rzeczypospolitej Polskiej: do Paczkomatów InPost, kurierem pod wskazany adres lub do odbioru osobistego w pracowni.
2. Czas realizacji zamówienia wynosi do 2 dni roboczych od zaksięgowania płatności (lub od złożenia zamówienia przy płatności za pobraniem). Czas doręczenia przez przewoźnika to zwykle 1–2 dni robocze.
3. Koszty i szczegóły dostawy opisuje strona [Dostawa i płatności](/dostawa-platnosci).
4. Klient powinien sprawdzić przesyłkę przy odbiorze. Uszkodzenie przesyłki nie ogranicza praw Konsumenta, ale spisanie protokołu szkody ułatwia rozpatrzenie sprawy.

## § 8. Prawo odstąpienia od umowy

1. Konsument może odstąpić od umowy w terminie **14 dni** bez podawania przyczyny. Termin biegnie od dnia objęcia produktu w posiadanie przez Konsumenta lub wskazaną przez niego osobę inną niż przewoźnik.
2. Aby odstąpić od umowy, wystarczy wysłać przed upływem terminu oświadczenie, np. e-mailem na adres sklep@manufaktura.pl. Można skorzystać z **wzoru formularza odstąpienia od umowy**, stanowiącego załącznik nr 2 do ustawy o prawach konsumenta, który dołączamy do potwierdzenia zamówienia i udostępniamy na stronie [Zwroty i reklamacje](/zwroty-reklmacje), ale nie jest to obowiązkowe.
3. Sprzedawca zwraca wszystkie płatności, w tym koszt najtańszego zwykłego sposobu dostawy oferowanego w Sklepie, niezwłocznie, nie później niż w ciągu 14 dni od otrzymania oświadczenia, przy użyciu tego samego sposobu płatności, chyba że Konsument zgodzi się na inny, niepowodujący dla niego kosztów. Sprzedawca może wstrzymać zwrot do chwili otrzymania produktu lub dowodu jego odesłania.
4. Konsument odsyła produkt w ciągu 14 dni od odstąpienia od umowy i ponosi bezpośredni koszt jego zwrotu.
5. Konsument odpowiada za zmniejszenie wartości produktu wynikające z korzystania z niego w sposób wykraczający poza konieczny do stwierdzenia jego charakteru, cech i funkcjonowania.
6. Prawo odstąpienia od umowy **nie przysługuje** w odniesieniu do produktów dostarczanych w zapieczętowanym opakowaniu, których po otwarciu opakowania nie można zwrócić ze względu na ochronę zdrowia lub ze względów higienicznych, jeżeli opakowanie zostało otwarte po dostarczeniu (art. 38 ust. 1 pkt 5 ustawy o prawach konsumenta). Nasze kosmetyki zabezpieczamy widoczną naklejką gwarancyjną – nieotwarte produkty można zwrócić bez przeszkód.

## § 9. Reklamacje

1. Sprzedawca odpowiada wobec Konsumenta za brak zgodności produktu z umową istniejący w chwili jego dostarczenia i ujawniony w ciągu **2 lat** od tej chwili.
2. Reklamację można złożyć e-mailem na adres sklep@manufaktura.pl lub pisemnie na adres pracowni. Prosimy o opisanie problemu, podanie numeru zamówienia i – jeśli to możliwe – dołączenie zdjęcia.
3. W razie braku zgodności z umową Konsument może żądać naprawy lub wymiany produktu, a w przypadkach wskazanych w ustawie – obniżenia ceny lub odstąpienia od umowy.
4. Sprzedawca odpowiada na reklamację w ciągu **14 dni** od jej otrzymania. Brak odpowiedzi w tym terminie oznacza uznanie reklamacji.
5. Szczegóły opisuje strona [Zwroty i reklamacje](/zwroty-reklmacje).

## § 10. Pozasądowe sposoby rozpatrywania sporów

Konsument może skorzystać z pomocy miejskiego lub powiatowego rzecznika konsumentów, organizacji konsumenckich oraz z mediacji prowadzonej przez Wojewódzki Inspektorat Inspekcji Handlowej w Krakowie. Informacje o tych procedurach znajdują się na stronie prezes.uokik.gov.pl.

## § 11. Opinie o produktach

Opinie o produktach mogą wystawiać wyłącznie Klienci, którzy kupili dany produkt w Sklepie – zaproszenie do wystawienia opinii wysyłamy e-mailem po realizacji zamówienia. Opinie oznaczone jako „Zweryfikowany recenzent” pochodzą od takich Klientów. Nie usuwamy opinii negatywnych i nie publikujemy opinii sponsorowanych.

## § 12. Dane osobowe

Administratorem danych osobowych Klientów jest Sprzedawca. Zasady przetwarzania danych i plików cookies opisuje [Polityka prywatności](/polityka-prywatnosci).

## § 13. Postanowienia końcowe

1. Umowy zawierane są w języku polskim i podlegają prawu polskiemu. Wybór prawa nie pozbawia Konsumenta ochrony przysługującej mu na podstawie przepisów, których nie można wyłączyć w drodze umowy.
2. Sprzedawca może zmienić Regulamin z ważnych przyczyn, np. zmiany przepisów prawa lub sposobów płatności i dostawy. O zmianach poinformujemy zarejestrowanych Klientów e-mailem co najmniej 14 dni przed ich wejściem w życie. Do zamówień złożonych przed zmianą stosuje się dotychczasowy Regulamin.
3. W sprawach nieuregulowanych w Regulaminie stosuje się przepisy Kodeksu cywilnego, ustawy o prawach konsumenta oraz ustawy o świadczeniu usług drogą elektroniczną.
4. Spory z Klientami niebędącymi Konsumentami rozstrzyga sąd właściwy dla siedziby Sprzedawcy.`,
  },
  {
    slug: 'polityka-prywatnosci',
    title: 'Polityka prywatności',
    metaDescription:
      'Jak Manufaktura Natury przetwarza dane osobowe: administrator, cele i podstawy prawne, odbiorcy, okres przechowywania, Twoje prawa i pliki cookies.',
    body: `Szanujemy Twoją prywatność i zbieramy tylko te dane, których naprawdę potrzebujemy. Poniżej wyjaśniamy, co dzieje się z Twoimi danymi osobowymi, gdy korzystasz z naszego sklepu. Polityka obowiązuje od 1 października 2025 r.

## § 1. Administrator danych

1. Administratorem Twoich danych osobowych jest **Manufaktura Natury sp. z o.o.** z siedzibą w Nowym Sączu, ul. Ziołowa 7, 33-300 Nowy Sącz, KRS 0000987654, NIP 734-285-19-63 (dalej: **my** lub **Administrator**).
2. We wszystkich sprawach dotyczących danych osobowych możesz pisać na adres **dane@manufaktura.pl** lub na adres naszej siedziby z dopiskiem „Dane osobowe”.

## § 2. Jakie dane przetwarzamy

Przetwarzamy dane, które nam podajesz: imię i nazwisko, adres dostawy, adres e-mail, numer telefonu, w razie potrzeby nazwę firmy i NIP, a także kod wybranego Paczkomatu. Gdy korzystasz ze sklepu, zbieramy też dane techniczne: adres IP, informacje o przeglądarce i urządzeniu oraz – jeśli się na to zgodzisz – dane analityczne.

## § 3. Cele i podstawy prawne przetwarzania

| Cel | Podstawa prawna (RODO) | Jak długo |
| --- | --- | --- |
| zawarcie i wykonanie umowy sprzedaży, obsługa zamówienia i dostawy | art. 6 ust. 1 lit. b | do czasu wykonania umowy, a potem przez okres przedawnienia roszczeń |
| prowadzenie Konta | art. 6 ust. 1 lit. b | do usunięcia Konta |
| wystawianie faktur, prowadzenie księgowości | art. 6 ust. 1 lit. c | 5 lat od końca roku podatkowego |
| obsługa reklamacji i odstąpień od umowy | art. 6 ust. 1 lit. c | przez okres odpowiedzialności za produkt i przedawnienia roszczeń |
| wysyłka newslettera | art. 6 ust. 1 lit. a (zgoda) | do wycofania zgody |
| program lojalnościowy | art. 6 ust. 1 lit. b | do rezygnacji z udziału |
| dochodzenie i obrona roszczeń | art. 6 ust. 1 lit. f | do przedawnienia roszczeń |
| statystyki i analiza ruchu w sklepie | art. 6 ust. 1 lit. a (zgoda na cookies analityczne) | do wycofania zgody, maks. 14 miesięcy |
| odpowiedzi na wiadomości i obsługa kontaktu | art. 6 ust. 1 lit. f | do zakończenia sprawy, maks. 1 rok |

Podanie danych jest dobrowolne, ale bez danych niezbędnych do realizacji zamówienia nie będziemy w stanie go wykonać.

## § 4. Odbiorcy danych

Twoje dane przekazujemy wyłącznie zaufanym podmiotom, które pomagają nam prowadzić sklep, i tylko w zakresie, w jakim jest to potrzebne:

1. firmom kurierskim i operatorowi Paczkomatów – **InPost sp. z o.o.** – w celu dostarczenia przesyłki,
2. operatorowi płatności – **PayPro S.A.** (Przelewy24) – w celu obsługi płatności online,
3. dostawcom usług hostingowych, systemu sklepowego, poczty elektronicznej i narzędzia do wysyłki newslettera,
4. biuru rachunkowemu i kancelarii prawnej,
5. dostawcy narzędzi analitycznych – wyłącznie gdy wyrazisz zgodę na cookies analityczne.

Część naszych dostawców może przetwarzać dane poza Europejskim Obszarem Gospodarczym. Robimy to wyłącznie na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony lub standardowych klauzul umownych.

## § 5. Twoje prawa

Masz prawo do:

1. dostępu do swoich danych i otrzymania ich kopii,
2. sprostowania danych,
3. usunięcia danych („prawo do bycia zapomnianym”),
4. ograniczenia przetwarzania,
5. przenoszenia danych,
6. wniesienia sprzeciwu wobec przetwarzania na podstawie prawnie uzasadnionego interesu,
7. wycofania zgody w dowolnym momencie – nie wpływa to na zgodność z prawem przetwarzania przed jej wycofaniem,
8. wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).

Aby skorzystać z praw, napisz na adres dane@manufaktura.pl. Odpowiemy w ciągu miesiąca. Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu.

## § 6. Pliki cookies

1. Cookies to małe pliki tekstowe zapisywane na Twoim urządzeniu. Korzystamy z dwóch kategorii:
   - **niezbędne** – konieczne do działania sklepu (sesja, koszyk, logowanie, zapamiętanie Twojej decyzji co do cookies); nie wymagają zgody,
   - **analityczne** – pomagają nam zrozumieć, jak korzystasz ze sklepu; zapisujemy je tylko po wyrażeniu zgody.
2. Najważniejsze pliki cookies:

| Nazwa | Kategoria | Cel | Czas przechowywania |
| --- | --- | --- | --- |
| cc_cookie | niezbędne | zapamiętuje Twoje ustawienia zgody na cookies | 182 dni |
| identyfikator sesji | niezbędne | utrzymanie sesji i koszyka | 28 dni |
| cart_count | niezbędne | liczba produktów w koszyku pokazywana w nagłówku sklepu | 28 dni |
| _ga, _ga_* | analityczne | statystyki odwiedzin | do 14 miesięcy |

3. Przy pierwszej wizycie wyświetlamy baner, w którym możesz zaakceptować wszystkie cookies, odrzucić je (zostaną tylko niezbędne) albo wybrać kategorie. Odrzucenie jest tak samo proste jak akceptacja. Zamknięcie banera oznacza wybór wyłącznie niezbędnych cookies.
4. Ustawienia możesz w każdej chwili zmienić, klikając link **„Ustawienia cookies”** w stopce sklepu. Możesz też usunąć cookies w ustawieniach przeglądarki.

## § 7. Bezpieczeństwo

Stosujemy szyfrowane połączenie (HTTPS), hasła przechowujemy wyłącznie w postaci zaszyfrowanej, a dostęp do danych mają tylko upoważnione osoby z naszego zespołu. Dane kart płatniczych nie trafiają do nas – obsługuje je bezpośrednio operator płatności.

## § 8. Zmiany polityki

Politykę możemy aktualizować, np. gdy zmieniają się przepisy lub nasi dostawcy. O istotnych zmianach poinformujemy na stronie sklepu, a zarejestrowanych Klientów – e-mailem.`,
  },
];
