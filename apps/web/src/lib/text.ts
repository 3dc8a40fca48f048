import { MAP_DESCRIPTION_MAX } from '@manufaktura/core';

/** The hotspot panel's description: cut to 200 characters plus "…" (spec §9). */
export function truncateDescription(text: string, max = MAP_DESCRIPTION_MAX): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
