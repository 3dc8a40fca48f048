import type { PublicEnv } from '../env.ts';

/**
 * The storefront's Content-Security-Policy (ADR 008). Scripts run only from the shop itself, from
 * the hosts of the features that are configured, and inline only with this response's nonce, or,
 * on a page the front door keeps for everyone, with the hashes of the scripts that carried the
 * nonce of its one rendering (ADR 014) —
 * never 'unsafe-inline' — so no script that slipped into a page (a promotion's HTML, a product's
 * subtitle, an address parameter) can run and read the session. GA4 loads only after consent and
 * only with a measurement id; InPost's map only with a Geowidget token: its script and styles come
 * from InPost, and the map asks InPost's points API and draws tiles and point photos from hosts
 * InPost does not list, hence any HTTPS image. "Sign in with Google" only with a client id: its
 * script, button frame and styles from accounts.google.com/gsi/, as Google documents for a CSP;
 * Facebook Login only with an app id: its SDK from connect.facebook.net, its dialog from facebook.com.
 * Forms post to the shop, whose answer may send them on to Przelewy24's payment page.
 * Styles keep 'unsafe-inline' (React's style props).
 */
export function contentSecurityPolicy(
  inline: { nonce: string } | { hashes: string[] },
  { gaMeasurementId, geowidget, googleClientId, facebookAppId, paymentOrigin }: PublicEnv,
  developing = false,
): string {
  const analytics = gaMeasurementId
    ? {
        script: ['https://www.googletagmanager.com'],
        connect: [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ],
      }
    : { script: [], connect: [] };
  const inpost = geowidget
    ? {
        script: [geowidget.origin],
        style: [geowidget.origin],
        font: [geowidget.origin],
        img: ['https:'],
        connect: [geowidget.origin, 'https://*.inpost.pl', 'https://*.easypack24.net'],
      }
    : { script: [], style: [], font: [], img: [], connect: [] };
  const GSI = 'https://accounts.google.com/gsi/';
  const google = googleClientId
    ? { script: [`${GSI}client`], style: [`${GSI}style`], frame: [GSI], connect: [GSI] }
    : { script: [], style: [], frame: [], connect: [] };
  const facebook = facebookAppId
    ? {
        script: ['https://connect.facebook.net'],
        frame: ['https://www.facebook.com', 'https://web.facebook.com'],
        connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
      }
    : { script: [], frame: [], connect: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build evaluates code; the production build never does.
    'script-src': [
      "'self'",
      ...('nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes),
      ...(developing ? ["'unsafe-eval'"] : []),
      ...analytics.script,
      ...inpost.script,
      ...google.script,
      ...facebook.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...inpost.style, ...google.style],
    'img-src': ["'self'", 'data:', 'blob:', ...analytics.connect, ...inpost.img],
    'font-src': ["'self'", ...inpost.font],
    'connect-src': ["'self'", ...analytics.connect, ...inpost.connect, ...google.connect, ...facebook.connect],
    'frame-src': ["'self'", ...google.frame, ...facebook.frame],
    // The service worker (/sw.js) and the web app manifest come from the shop itself (ADR 019).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    // The checkout without JavaScript posts to the shop, which sends it on to Przelewy24's payment page.
    'form-action': ["'self'", paymentOrigin],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** The request header that carries the nonce to the pages (read with `headers()`). */
export const NONCE_HEADER = 'x-nonce';
