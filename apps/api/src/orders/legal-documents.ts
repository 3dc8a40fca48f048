import type { LegalDocument } from '../mail/templates/order-confirmation.ts';
import type { DocumentRead } from '../repositories/orders.ts';

/** Versions kept: every order names the same two documents, and they change a few times a year. */
const VERSIONS_KEPT = 16;

/**
 * The legal documents every order attaches, kept by the version of the row each was read from.
 * An order reads the documents' versions, and a text only when that version is not kept here, so
 * the 15 kB of the terms and the returns information travel from the database after a change
 * rather than with every order; what the order attaches is still the version its transaction saw.
 */
export interface LegalDocumentsKept {
  /** The version kept last of each document (slug → version), for the read to leave their texts out. */
  known(): Record<string, string>;
  /**
   * The documents as read: a text that came is kept, one that did not is taken from what is kept.
   * Undefined when a version left out is no longer kept (only after many changes within one order).
   */
  resolve(read: DocumentRead[]): LegalDocument[] | undefined;
}

export function legalDocumentsKept(): LegalDocumentsKept {
  const kept = new Map<string, LegalDocument>();
  const latest = new Map<string, string>();
  const key = (slug: string, version: string) => `${slug}@${version}`;
  return {
    known: () => Object.fromEntries(latest),
    resolve(read) {
      const documents: LegalDocument[] = [];
      for (const { slug, version, title, body } of read) {
        if (title !== null && body !== null) {
          const document = { slug, title, body };
          if (kept.size >= VERSIONS_KEPT) kept.delete(kept.keys().next().value!);
          kept.set(key(slug, version), document);
          latest.set(slug, version);
          documents.push(document);
          continue;
        }
        const document = kept.get(key(slug, version));
        if (!document) return undefined;
        documents.push(document);
      }
      return documents;
    },
  };
}
