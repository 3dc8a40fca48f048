/**
 * The shop's wordmark. An image, not text: the link around it is labelled
 * "Strona Główna" (spec), and visible text would have to be part of that name.
 * A plain SVG needs nothing of next/image, which would add its script to every page.
 */
export function Logo() {
  // eslint-disable-next-line @next/next/no-img-element -- an SVG at its own size: nothing to optimise
  return <img src="/logo.svg" alt="" width={168} height={32} fetchPriority="high" decoding="async" />;
}
