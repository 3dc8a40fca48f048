/**
 * Where InPost serves its Geowidget v5 (script and styles): production or its sandbox.
 * The storefront's env module and the CSP in next.config.ts both read it.
 */
export function geowidgetOrigin(sandbox: boolean): string {
  return sandbox ? 'https://sandbox-easy-geowidget-sdk.easypack24.net' : 'https://geowidget.inpost.pl';
}
