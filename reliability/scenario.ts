/**
 * One reliability scenario: it drives the real shop, checks what must hold
 * with `check`, and returns the figure it measured, in one line.
 */
export type Check = <T>(value: T, holds: (value: T) => boolean, what: string) => void;

export interface Scenario {
  name: string;
  run(check: Check): Promise<string>;
}
