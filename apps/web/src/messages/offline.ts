import { commonText } from './common.ts';

/** The offline page's copy (ADR 019): shown by the service worker for any page the network could not give. */
export const offlineText = {
  title: 'Jesteś offline',
  lead: 'Nie możemy teraz połączyć się ze sklepem Manufaktura. Sprawdź Wi-Fi lub dane komórkowe i spróbuj ponownie — strona wczyta się sama, gdy połączenie wróci.',
  retry: 'Spróbuj ponownie',
  retrying: 'Łączymy się ponownie…',
  stillOffline: 'Nadal brak połączenia. Spróbuj ponownie za chwilę.',
  worksTitle: 'Co działa bez internetu',
  works: [
    'Strony sklepu i bloga, które były już otwierane na tym urządzeniu, otworzą się z jego pamięci. Ceny i dostępność sprawdzimy, gdy wrócisz do sieci.',
    'Twój koszyk jest bezpieczny: zapisujemy go w sklepie, nie w telefonie.',
  ],
  needsNetworkTitle: 'Co wymaga połączenia',
  needsNetwork:
    'Koszyk, zamówienie, płatność, konto i logowanie zawsze pobieramy na bieżąco, aby nigdy nie pokazać nieaktualnych danych.',
  keptTitle: 'Strony dostępne offline',
  backHome: commonText.backHome,
  goToShop: commonText.goToShop,
  blog: 'Czytaj blog',
  onwards: 'Dokąd dalej',
} as const;
