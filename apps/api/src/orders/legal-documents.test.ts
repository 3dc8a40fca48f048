import { describe, expect, it } from 'vitest';

import { legalDocumentsKept } from './legal-documents.ts';

const read = (slug: string, version: string, body: string | null) => ({
  slug,
  version,
  title: body === null ? null : `Tytuł ${slug}`,
  body,
});

describe('legalDocumentsKept', () => {
  it('knows nothing at first, then the version of each document whose text it was given', () => {
    const kept = legalDocumentsKept();
    expect(kept.known()).toEqual({});
    const documents = kept.resolve([read('regulamin', '701', '§ 1'), read('zwroty', '702', 'Wzór')]);
    expect(documents).toEqual([
      { slug: 'regulamin', title: 'Tytuł regulamin', body: '§ 1' },
      { slug: 'zwroty', title: 'Tytuł zwroty', body: 'Wzór' },
    ]);
    expect(kept.known()).toEqual({ regulamin: '701', zwroty: '702' });
  });

  it('answers a document read without its text from the version kept, and a new version from its text', () => {
    const kept = legalDocumentsKept();
    kept.resolve([read('regulamin', '701', '§ 1')]);
    expect(kept.resolve([read('regulamin', '701', null)])).toEqual([
      { slug: 'regulamin', title: 'Tytuł regulamin', body: '§ 1' },
    ]);
    expect(kept.resolve([read('regulamin', '905', '§ 1 zmieniony')])).toEqual([
      { slug: 'regulamin', title: 'Tytuł regulamin', body: '§ 1 zmieniony' },
    ]);
    expect(kept.known()).toEqual({ regulamin: '905' });
    // An order whose transaction began before the change still attaches the version it saw.
    expect(kept.resolve([read('regulamin', '701', null)])).toEqual([
      { slug: 'regulamin', title: 'Tytuł regulamin', body: '§ 1' },
    ]);
  });

  it('cannot answer a version it does not keep: the caller reads the texts again', () => {
    const kept = legalDocumentsKept();
    expect(kept.resolve([read('regulamin', '701', null)])).toBeUndefined();
    kept.resolve([read('regulamin', '701', '§ 1')]);
    for (let version = 800; version < 816; version++)
      kept.resolve([read('regulamin', String(version), `§ ${version}`)]);
    expect(kept.resolve([read('regulamin', '701', null)])).toBeUndefined();
    expect(kept.resolve([read('regulamin', '815', null)])).toEqual([
      { slug: 'regulamin', title: 'Tytuł regulamin', body: '§ 815' },
    ]);
  });
});
