import type { ErrorCode } from '../errors.ts';

/** Shown under the search box and sent by the API for a query under 3 characters (spec §5). */
const SEARCH_TOO_SHORT = 'Wpisz co najmniej 3 litery';

/**
 * Polish text for every error code. `satisfies Record<ErrorCode, string>` makes a missing or
 * misspelled code a type error. Placeholders in braces are filled by `formatMessage`.
 */
export const ERROR_MESSAGES_PL = {
  'request.invalid': 'Nieprawidłowe dane. Sprawdź formularz i spróbuj ponownie.',
  'not.found': 'Nie znaleziono strony lub zasobu.',
  'request.too.large': 'Przesłane dane są zbyt duże.',
  'unknown.error': 'Wystąpił nieznany błąd. Spróbuj ponownie za kilka minut.',
  'service.unavailable': 'Sklep jest chwilowo niedostępny. Spróbuj ponownie za kilka minut.',
  'too.many.requests': 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
  'account.registration.token.expired':
    'Link aktywacyjny wygasł i nie udało się potwierdzić konta. Zarejestruj się ponownie.',
  'account.reset.password.token.invalid': 'Link do zmiany hasła jest nieprawidłowy lub wygasł. Poproś o nowy link.',
  'account.already.confirmed': 'Konto zostało już potwierdzone.',
  'account.not.activated': 'Konto nie zostało jeszcze aktywowane.',
  'account.not.found': 'Nie znaleziono konta.',
  'account.not.logged.in': 'Nie jesteś zalogowany.',
  'account.login.required': 'Zaloguj się, aby kontynuować.',
  'account.email.not.confirmed': 'Kliknij w link potwierdzający, który wysłaliśmy na Twój adres email.',
  'account.invalid.credentials': 'Nieprawidłowy adres email lub hasło.',
  'account.invalid.facebook.user': 'Nieprawidłowy adres email lub identyfikator użytkownika Facebook.',
  'account.invalid.google.user': 'Nieprawidłowy adres email lub identyfikator użytkownika Google.',
  'account.invalid.user.id': 'Nieprawidłowy identyfikator użytkownika.',
  'token.invalid': 'Nieprawidłowy token.',
  'email.already.registered': 'Ten adres email jest już zarejestrowany.',
  'email.too.long': 'Adres email jest za długi.',
  'email.not.found': 'Nie znaleziono konta z tym adresem email.',
  'email.invalid': 'Wpisz prawidłowy adres mail',
  'first.name.too.long': 'Imię jest za długie.',
  'last.name.too.long': 'Nazwisko jest za długie.',
  'password.too.short': 'Hasło jest za krótkie.',
  'password.too.long': 'Hasło jest za długie.',
  'password.mismatch': 'Hasła nie są takie same.',
  'loyalty.not.member': 'Nie należysz do programu lojalnościowego.',
  'loyalty.not.enough.points': 'Nie masz wystarczającej liczby punktów.',
  'loyalty.referral.email.has.account': 'Osoba o tym adresie email ma już konto w naszym sklepie.',
  'loyalty.referral.email.has.orders': 'Osoba o tym adresie email składała już zamówienia w naszym sklepie.',
  'cart.session.not.found': 'Nie znaleziono sesji koszyka. Odśwież stronę.',
  'cart.recovery.other.account': 'Ten koszyk należy do innego konta.',
  'cart.recovery.token.not.found': 'Nie znaleziono koszyka do odzyskania.',
  'cart.line.not.found': 'Tego produktu nie ma już w koszyku.',
  'cart.quantity.invalid': 'Nieprawidłowa liczba sztuk.',
  'cart.empty': 'Twój koszyk jest pusty.',
  'coupon.not.yet.active': 'Kupon będzie aktywny od {dateFrom}.',
  'coupon.expired': 'Kupon wygasł {dateTo}.',
  'coupon.min.cart.value': 'Kupon obowiązuje przy zamówieniu za minimum {minCartValue}.',
  'coupon.products.required': 'Kupon obowiązuje po dodaniu do koszyka jednego z produktów: {productNames}.',
  'coupon.not.found': 'Nie znaleziono takiego kuponu.',
  'coupon.not.active': 'Kupon jest nieaktywny.',
  'coupon.total.redemptions.reached': 'Limit wykorzystania kuponu został wyczerpany.',
  'coupon.user.redemptions.reached': 'Wykorzystałeś już ten kupon.',
  'coupon.not.valid.for.account': 'Kupon nie jest ważny dla tego konta.',
  'coupon.login.required': 'Ten kod jest przypisany do konta klienta. Zaloguj się, aby go użyć.',
  'coupon.not.valid.for.empty.cart': 'Nie można użyć kuponu do pustego koszyka.',
  'coupon.unknown.error': 'Nie można użyć tego kuponu.',
  'free.shipping.already.applied': 'Darmowa wysyłka jest już aktywna.',
  'free.shipping.no.shipping.method': 'Najpierw wybierz metodę dostawy.',
  'free.shipping.not.for.cash.on.delivery': 'Darmowa wysyłka nie dotyczy pobrań.',
  'order.not.found': 'Nie znaleziono zamówienia.',
  'order.id.invalid': 'Nieprawidłowy numer zamówienia.',
  'order.transition.invalid': 'Nie można zmienić statusu zamówienia.',
  'product.not.found': 'Nie znaleziono produktu.',
  'category.not.found': 'Nie znaleziono kategorii.',
  'bundle.not.found': 'Nie znaleziono zestawu.',
  'post.not.found': 'Nie znaleziono wpisu.',
  'page.not.found': 'Nie znaleziono strony.',
  'review.not.found': 'Nie znaleziono opinii.',
  'search.query.too.short': SEARCH_TOO_SHORT,
  'product.not.available': 'Produkt jest niedostępny.',
  'shipping.locker.invalid': 'Wybierz Paczkomat, do którego mamy dostarczyć przesyłkę.',
  'shipping.method.not.found': 'Nie znaleziono metody dostawy.',
  'payment.cart.modified': 'Koszyk został zmieniony w innej karcie przeglądarki. Odśwież stronę i spróbuj ponownie.',
  'payment.cart.not.found': 'Nie znaleziono koszyka.',
  'payment.email.missing': 'Podaj adres email.',
  'payment.parameters.missing': 'Brakuje danych do płatności.',
  'payment.unknown.error': 'Wystąpił nieznany błąd płatności. Spróbuj ponownie.',
  'payment.order.not.found': 'Nie znaleziono zamówienia do opłacenia.',
  'payment.method.invalid.for.shipping': 'Wybrana metoda płatności jest niedostępna dla tej metody dostawy.',
  'payment.idempotency.key.used': 'Ten klucz zamówienia został już użyty.',
  'payment.gateway.unavailable':
    'Nie udało się połączyć z Przelewy24. Zamówienie zapisaliśmy – spróbuj zapłacić za nie za chwilę.',
  'payment.notification.invalid': 'Nieprawidłowe powiadomienie o płatności.',
  'payment.not.awaited': 'To zamówienie nie czeka na płatność.',
  'payment.method.unavailable': 'Ta metoda płatności jest teraz niedostępna. Wybierz inną.',
  'payment.blik.code.invalid': 'Wpisz 6-cyfrowy kod BLIK z aplikacji swojego banku.',
  'payment.blik.code.rejected': 'Bank nie przyjął kodu BLIK. Wygeneruj w aplikacji nowy kod i wpisz go jeszcze raz.',
  'refund.not.paid': 'To zamówienie nie zostało opłacone online – nie ma czego zwrócić.',
  'refund.amount.invalid': 'Kwota zwrotu musi być większa od zera i nie większa niż to, co zostało do zwrócenia.',
  'refund.refused': 'Przelewy24 nie przyjęły zwrotu. Sprawdź kwotę i spróbuj ponownie.',
  'admin.not.signed.in': 'Zaloguj się do panelu sklepu.',
  'admin.invalid.credentials': 'Nieprawidłowy adres email, hasło lub kod z aplikacji.',
  'admin.totp.required': 'Podaj kod z aplikacji uwierzytelniającej.',
  'admin.forbidden': 'Ta część panelu nie jest dostępna dla Twojej roli.',
  'admin.origin.invalid': 'Zmiana spoza panelu sklepu została odrzucona.',
  'admin.invitation.invalid': 'Zaproszenie jest nieprawidłowe, wygasło albo zostało już użyte.',
  'admin.staff.exists': 'Ten adres email ma już konto w panelu sklepu.',
  'admin.staff.not.found': 'Nie znaleziono pracownika.',
  'admin.last.owner': 'Sklep musi mieć co najmniej jednego aktywnego właściciela.',
  'admin.version.conflict': 'Ktoś zmienił te dane w międzyczasie. Odśwież stronę i wprowadź zmianę ponownie.',
  'admin.totp.invalid': 'Kod z aplikacji jest nieprawidłowy. Spróbuj ponownie.',
  'order.tracking.missing': 'Podaj numer przesyłki, aby oznaczyć zamówienie jako wysłane.',
  'stock.not.enough': 'Na stanie jest mniej sztuk, niż chcesz wydać.',
  'product.sale.invalid':
    'Cena promocyjna musi być niższa od ceny regularnej, a promocja musi mieć początek przed końcem.',
} as const satisfies Record<ErrorCode, string>;

/** Notification texts by key, exactly as spec §8 where the spec quotes them. */
export const NOTIFICATION_MESSAGES_PL = {
  'account.confirmed': 'Konto zostało potwierdzone',
  'cart.recovered': 'Koszyk został odzyskany',
  'cart.merged': 'Produkty wybrane przed zalogowaniem są teraz w Twoim koszyku.',
  'payment.in.progress': 'Niedokończono poprzedniej płatności. Koszyk został załadowany ponownie',
  'promotion.FIXED.fulfilled': 'Gratulacje! Promocja {name} aktywna',
  'promotion.PERCENTAGE.fulfilled': 'Gratulacje! Promocja {name} aktywna',
  'promotion.FIXED_PRODUCT.fulfilled': 'Gratulacje! Promocja {name} aktywna',
  'promotion.PERCENTAGE_PRODUCT.fulfilled': 'Gratulacje! Promocja {name} aktywna',
  'promotion.FREE_SHIPPING.fulfilled': 'Gratulacje! Darmowa wysyłka aktywna*',
  'promotion.FREE_SHIPPING.note': 'Nie dotyczy pobrań',
  'promotion.FIXED.min_cart_value.not.fulfilled': 'Do promocji {name} brakuje {diff}',
  'promotion.PERCENTAGE.min_cart_value.not.fulfilled': 'Do promocji {name} brakuje {diff}',
  'promotion.FIXED_PRODUCT.min_cart_value.not.fulfilled': 'Do promocji {name} brakuje {diff}',
  'promotion.PERCENTAGE_PRODUCT.min_cart_value.not.fulfilled': 'Do promocji {name} brakuje {diff}',
  'promotion.FREE_SHIPPING.min_cart_value.not.fulfilled': 'Do darmowej wysyłki brakuje {diff}*',
  'promotion.FIXED.products.not.fulfilled':
    'Promocja {name} zostanie aktywowana po dodaniu jednego z następujących produktów {missingProducts}',
  'promotion.PERCENTAGE.products.not.fulfilled':
    'Promocja {name} zostanie aktywowana po dodaniu jednego z następujących produktów {missingProducts}',
  'promotion.FIXED_PRODUCT.products.not.fulfilled':
    'Promocja {name} zostanie aktywowana po dodaniu jednego z następujących produktów {missingProducts}',
  'promotion.PERCENTAGE_PRODUCT.products.not.fulfilled':
    'Promocja {name} zostanie aktywowana po dodaniu jednego z następujących produktów {missingProducts}',
  'promotion.FREE_SHIPPING.products.not.fulfilled':
    'Darmowa wysyłka zostanie aktywowana po dodaniu jednego z następujących produktów {missingProducts}*',
} as const satisfies Record<string, string>;

/** A notification key (spec §3 "Notification"). */
export type NotificationKey = keyof typeof NOTIFICATION_MESSAGES_PL;

/** Fixed storefront texts quoted by the spec (§1, §2, §4, §5, §8) plus the Omnibus label from the reference. */
export const UI_TEXT_PL = {
  newsletterFailure: 'Coś poszło nie tak. Spróbuj ponownie za kilka minut.',
  newsletterSuccess: 'Adres dodany do naszej bazy.',
  newsletterEmailRequired: 'Proszę podaj adres email',
  newsletterEmailInvalid: 'Wpisz prawidłowy adres mail',
  newsletterConsentRequired: 'Zaznacz wymagane zgody',
  addToCartFailed: 'Nie udało się dodać do koszyka, produkt niedostępny',
  addToCart: 'Do koszyka',
  giftPackingInCart: 'Dostępne na stronie koszyka',
  searchTooShort: SEARCH_TOO_SHORT,
  searchPlaceholder: 'Szukaj',
  verifiedReviewer: 'Zweryfikowany recenzent',
  badgeNew: 'NOWOŚĆ!',
  badgeSale: 'PROMOCJA',
  lowestPrice30Days: 'Najniższa cena z 30 dni przed obniżką: {price}',
  seeDetails: 'Zobacz szczegóły',
  cartTooltip: 'koszyk',
  accountTooltip: 'konto',
  homeLogoLabel: 'Strona Główna',
  finalOrderButton: 'Zamówienie z obowiązkiem zapłaty',
} as const satisfies Record<string, string>;

/** Key of a fixed storefront text. */
export type UiTextKey = keyof typeof UI_TEXT_PL;
