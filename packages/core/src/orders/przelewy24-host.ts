/** Where Przelewy24 answers: its API under `/api/v1`, its payment pages under `/trnRequest`. */
export const PRZELEWY24_HOSTS = {
  production: 'https://secure.przelewy24.pl',
  sandbox: 'https://sandbox.przelewy24.pl',
} as const;

/**
 * The Przelewy24 host the shop pays through: another one when named (the local simulator), else
 * the sandbox or the real one. The API calls it; the storefront lets its checkout post there.
 */
export function przelewy24Host(settings: { url?: string | undefined; sandbox?: boolean | undefined }): string {
  return (settings.url ?? (settings.sandbox ? PRZELEWY24_HOSTS.sandbox : PRZELEWY24_HOSTS.production)).replace(
    /\/+$/,
    '',
  );
}
