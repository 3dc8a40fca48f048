import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; Drizzle has no built-in for it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
