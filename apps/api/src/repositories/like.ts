/** A LIKE pattern matching text that contains `typed` as it is: its `%`, `_` and `\` match themselves. */
export const containsPattern = (typed: string) => `%${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
