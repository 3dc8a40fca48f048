/**
 * The few browser globals the cart client and store use, over Node's own fetch, EventTarget and
 * CustomEvent: a cookie jar behind `document.cookie`, `location`, `history.replaceState`, and
 * `window` events. Each call starts a fresh browser.
 */
export interface TestBrowser {
  cookies: Map<string, string>;
  events: { type: string; detail: unknown }[];
  /** The address after `history.replaceState`. */
  url: () => string;
}

export function installBrowser(origin: string, path = '/'): TestBrowser {
  const cookies = new Map<string, string>();
  const events: TestBrowser['events'] = [];
  const target = new EventTarget();
  let href = new URL(path, origin).href;

  const document = {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.trim());
    },
    visibilityState: 'visible',
    addEventListener: () => {},
  };
  const window = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent(event: Event) {
      events.push({ type: event.type, detail: (event as CustomEvent).detail });
      return target.dispatchEvent(event);
    },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => {
        href = new URL(url, href).href;
      },
    },
    scrollTo: () => {},
    get location() {
      return new URL(href) as unknown as Location;
    },
  };
  Object.assign(globalThis, { document, window });
  Object.defineProperty(globalThis, 'location', { configurable: true, get: () => window.location });
  return { cookies, events, url: () => href };
}
