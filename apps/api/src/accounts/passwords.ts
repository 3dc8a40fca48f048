import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane): about
 * 50 ms here, run off the event loop by the native binding. The PHC string
 * keeps its parameters, so raising the cost later still verifies old hashes.
 */
/** `Algorithm.Argon2id` of the binding, whose const enum type stripping cannot read. */
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows: verified against when there is no account, so both cases take as long. */
const NOBODY = hash('manufaktura: no such account', OPTIONS);

/**
 * Whether `password` is the one `stored` was made from. Without a stored hash
 * (no account, or one that signs in with Google only) the same work is done
 * and false returned, so the answer's timing tells no one which case it was.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await NOBODY, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
