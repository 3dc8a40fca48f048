import { describe, expect, it } from 'vitest';

import {
  isChunkLoadFailure,
  isCodeResource,
  mayRegisterAt,
  shouldReload,
  stateOf,
} from '../src/lib/service-worker/updates.ts';

describe('shouldReload', () => {
  it.each([
    [{ isUpdate: true, resourcesFailed: true }, true, 'an update this page found, after a failed resource'],
    [{ isExternal: true, resourcesFailed: true }, true, 'a newer worker another tab or a later check installed'],
    [{ isUpdate: true, resourcesFailed: false }, false, 'an update while everything loaded'],
    [{ isExternal: true, resourcesFailed: false }, false, 'an external update while everything loaded'],
    [{ resourcesFailed: true }, false, 'the first install, even after a failure'],
    [{ isUpdate: false, isExternal: false, resourcesFailed: true }, false, 'the first install, said outright'],
  ])('for %o answers %s (%s)', (input, reload, _why) => {
    expect(shouldReload(input)).toBe(reload);
  });
});

describe('stateOf', () => {
  it('reports a first install as installed and a newer worker as updated', () => {
    expect(stateOf('installed', {})).toBe('installed');
    expect(stateOf('installed', { isUpdate: true })).toBe('updated');
    expect(stateOf('installed', { isExternal: true })).toBe('updated');
  });

  it('reports activation and redundancy as they are', () => {
    expect(stateOf('activated', { isUpdate: true })).toBe('activated');
    expect(stateOf('redundant', { isExternal: true })).toBe('redundant');
  });
});

describe('mayRegisterAt', () => {
  it.each([
    ['https:', 'manufaktura.pl', true],
    ['https:', '127.0.0.1', true],
    ['http:', 'localhost', true],
    ['http:', '127.0.0.1', true],
    ['http:', '[::1]', true],
    ['http:', 'sklep.localhost', true],
    ['http:', 'manufaktura.pl', false],
    ['http:', '192.168.1.10', false],
    ['http:', 'localhost.example.com', false],
    ['file:', '', false],
  ])('%s//%s: %s', (protocol, hostname, allowed) => {
    expect(mayRegisterAt({ protocol, hostname })).toBe(allowed);
  });
});

describe('isCodeResource', () => {
  it.each([
    [{ tagName: 'SCRIPT' }, true],
    [{ tagName: 'script' }, true],
    [{ tagName: 'LINK', rel: 'stylesheet' }, true],
    [{ tagName: 'LINK', rel: 'modulepreload' }, true],
    [{ tagName: 'LINK', rel: 'preload' }, true],
    [{ tagName: 'LINK', rel: 'icon' }, false],
    [{ tagName: 'IMG' }, false],
    [{}, false],
    [null, false],
  ])('%o: %s', (target, expected) => {
    expect(isCodeResource(target)).toBe(expected);
  });
});

describe('isChunkLoadFailure', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });

  it.each([
    [named('ChunkLoadError', 'Loading chunk 123 failed.'), true],
    [new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Loading CSS chunk 7 failed.'), true],
    [new Error('Network request failed'), false],
    [new TypeError('Failed to fetch'), false],
    ['Loading chunk 1 failed', false],
    [undefined, false],
  ])('%s: %s', (reason, expected) => {
    expect(isChunkLoadFailure(reason)).toBe(expected);
  });
});
