import type { DomainError } from '@manufaktura/core';

/**
 * An expected outcome that ends a use case inside its transaction: thrown, it
 * rolls the transaction back, and `refusalOf` turns it into the result the
 * route answers with. Anything else thrown is a fault.
 */
export class Refusal<T extends DomainError = DomainError> extends Error {
  readonly outcome: T;
  constructor(outcome: T) {
    super(outcome.code);
    this.outcome = outcome;
  }
}

/** Ends the transaction with `outcome`. */
export function refuse<T extends DomainError>(outcome: T): never {
  throw new Refusal(outcome);
}

/** Runs `work` and turns a refusal into `{ ok: false, ...outcome }`; faults go on up. */
export async function refusable<T, R extends DomainError = DomainError>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | ({ ok: false } & R)> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, ...(error.outcome as R) };
    throw error;
  }
}
