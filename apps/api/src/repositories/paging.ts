/** A page of a list and the number of rows it is cut from, both read side by side. */
export async function withTotal<T>(
  rows: PromiseLike<T[]>,
  counted: PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, counted]);
  return { rows: page, total: total?.n ?? 0 };
}
