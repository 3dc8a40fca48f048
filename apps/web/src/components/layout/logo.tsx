import Image from 'next/image';

/**
 * The shop's wordmark. An image, not text: the link around it is labelled
 * "Strona Główna" (spec), and visible text would have to be part of that name.
 */
export function Logo() {
  return <Image src="/logo.svg" alt="" width={168} height={32} priority unoptimized />;
}
