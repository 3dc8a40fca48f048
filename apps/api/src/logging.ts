import type { FastifyServerOptions } from 'fastify';

import type { Config } from './config.ts';

/** Headers that carry a shopper's session or credentials: never written to the log. */
const SECRET_HEADERS = ['req.headers.cookie', 'req.headers["session-id"]', 'req.headers.authorization'];

/** Query parameters that carry a capability (order links, recovery links, signatures). */
const SECRET_PARAMETER = /token|secret|password|signature|session|^sig$|^key$/i;

/**
 * A request URL as the log may keep it: the values of secret-bearing query parameters replaced
 * by `***`, so whoever reads the logs cannot open a guest's order or act as a shopper.
 */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=***` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** The API's logger: off when silent, otherwise JSON lines with secrets redacted. */
export function loggerOptions(
  level: Config['LOG_LEVEL'],
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return { level, redact: SECRET_HEADERS, ...(stream ? { stream } : {}) };
}
