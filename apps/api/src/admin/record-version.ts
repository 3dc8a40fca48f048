import { createHash } from 'node:crypto';

/**
 * The version of a record that keeps no version of its own (shipping methods,
 * company data): a digest of what the back office shows and may change of it.
 * A change naming another digest was made over a view someone else changed
 * since, and is refused rather than written over theirs.
 */
export function recordVersion(shown: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22);
}
