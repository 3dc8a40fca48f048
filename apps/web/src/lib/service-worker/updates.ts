/**
 * The storefront's side of the service worker's lifecycle (spec §4 "Service worker": installed,
 * updated, redundant, activated; "if resources failed and the worker updated, the page reloads").
 * Pure rules, so they can be tested without a browser; the registration island applies them.
 */

/** Where the flag "a script or stylesheet of this page failed to load" is kept for the tab. */
export const RESOURCE_FAILED_KEY = 'manufaktura:resource-failed';

/** The spec's texts for the two registration failures (§8, logged only). */
export const SERVICE_WORKER_ERRORS = {
  insecure: 'Service workers can only be used over HTTPS, or on localhost for development',
  registration: 'Error during service worker registration',
} as const;

/** The lifecycle states the spec names, as the storefront reports them. */
export type ServiceWorkerState = 'installed' | 'updated' | 'activated' | 'redundant';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the worker may be registered at this address: over HTTPS, or on the machine itself
 * (localhost, 127.0.0.1, ::1, *.localhost), as browsers allow; never from plain HTTP elsewhere.
 */
export function mayRegisterAt({ protocol, hostname }: { protocol: string; hostname: string }): boolean {
  if (protocol === 'https:') return true;
  return protocol === 'http:' && (LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost'));
}

/**
 * Whether an element whose `error` event fired is a part of the page's code: a script, a
 * stylesheet or a preloaded script. Such a failure usually means the page was built by an older
 * version of the shop whose files are gone; a broken image does not.
 */
export function isCodeResource(target: { tagName?: unknown; rel?: unknown } | null | undefined): boolean {
  if (!target || typeof target.tagName !== 'string') return false;
  const tag = target.tagName.toUpperCase();
  if (tag === 'SCRIPT') return true;
  if (tag !== 'LINK' || typeof target.rel !== 'string') return false;
  return /\b(?:stylesheet|modulepreload|preload)\b/i.test(target.rel);
}

/** Whether a rejected promise is a failed dynamic import or chunk load (webpack, Turbopack, browsers' own wording). */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' ||
    /Loading (?:CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      reason.message,
    )
  );
}

/** How one lifecycle step of a worker is reported: a first install is `installed`, a newer worker's `updated`. */
export function stateOf(
  step: 'installed' | 'activated' | 'redundant',
  event: { isUpdate?: boolean; isExternal?: boolean },
): ServiceWorkerState {
  if (step === 'installed' && (event.isUpdate || event.isExternal)) return 'updated';
  return step;
}

/**
 * The spec's update rule: reload when a worker that replaces an older one (an update this page
 * found, or one another tab or a later check installed) has activated, and a script or stylesheet
 * of this page had failed to load. A first install never reloads: the page already has what it
 * loaded, and the failure was not the worker's to mend.
 */
export function shouldReload({
  isUpdate,
  isExternal,
  resourcesFailed,
}: {
  isUpdate?: boolean;
  isExternal?: boolean;
  resourcesFailed: boolean;
}): boolean {
  return resourcesFailed && Boolean(isUpdate || isExternal);
}
