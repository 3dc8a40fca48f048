const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML e-mails: every shopper-typed value goes through it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

/** An e-mail's subject and its two bodies. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Plain text, and the same text escaped in a <pre> for HTML readers. */
export function plainEmail(subject: string, lines: string[]): RenderedEmail {
  const text = lines.join('\n');
  return {
    subject,
    text,
    html: `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body><pre style="font-family:Arial,sans-serif;font-size:14px;white-space:pre-wrap">${escapeHtml(text)}</pre></body></html>`,
  };
}

/** A letter from the shop to a shopper: the greeting, the body's lines, the sign-off. */
export function shopLetter(subject: string, body: string[]): RenderedEmail {
  return plainEmail(subject, ['Dzień dobry,', '', ...body, '', 'Pozdrawiamy,', 'Manufaktura']);
}
