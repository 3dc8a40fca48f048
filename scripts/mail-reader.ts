/**
 * Reading the shop's e-mails as their recipient would, for tests that receive
 * them (over SMTP or as the .eml files the shop writes without one).
 */

/** Quoted-printable text as a reader sees it: soft line breaks joined, escaped bytes decoded as UTF-8. */
export function mailText(quotedPrintable: string): string {
  const unfolded = quotedPrintable.replace(/=\r?\n/g, '');
  return unfolded.replace(/(?:=[0-9A-F]{2})+/g, (escaped) =>
    Buffer.from(escaped.replaceAll('=', ''), 'hex').toString('utf8'),
  );
}

/** The text of a message's attachment by its file name, decoded from base64 or quoted-printable. */
export function attachmentText(eml: string, filename: string): string {
  const part = eml.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => new RegExp(`filename=${filename}\\b`).test(p));
  if (!part) throw new Error(`no attachment ${filename}`);
  const blank = /\r?\n\r?\n/.exec(part)!;
  const headers = part.slice(0, blank.index);
  const body = part.slice(blank.index + blank[0].length);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  return mailText(body).replace(/\r\n/g, '\n');
}
