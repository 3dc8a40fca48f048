function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * The promotion's own colours when they are readable (WCAG AA, 4.5:1), otherwise undefined so the
 * bar keeps its theme colours: staff can pick any colour in the back office.
 */
export function readableColors(
  background?: string,
  text?: string,
): { backgroundColor: string; color: string } | undefined {
  if (!background || !text) return undefined;
  const [a, b] = [luminance(background), luminance(text)];
  if (a === null || b === null) return undefined;
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return ratio >= 4.5 ? { backgroundColor: background, color: text } : undefined;
}
