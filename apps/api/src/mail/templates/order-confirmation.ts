import { formatMoney, LOCALE, markdownToText, orderNextSteps, SHOP_TIME_ZONE, slugify } from '@manufaktura/core';

import type { OrderSnapshot } from '../../orders/snapshot.ts';
import type { OutgoingAttachment, SharedDocument } from '../../repositories/outbox.ts';
import { sharedDocument } from '../../repositories/outbox.ts';
import type { RenderedEmail } from './html.ts';
import { escapeHtml, plainEmail } from './html.ts';

/**
 * The pages sent with every order confirmation: the terms, and the
 * withdrawal information with the model form (upk art. 21: the contract is
 * confirmed on a durable medium; our terms § 4 promise both attachments).
 */
export const ORDER_DOCUMENT_SLUGS = ['regulamin', 'zwroty-reklmacje'] as const;

/** The returns page (withdrawal, the address to send goods back to, the model form), as the staff keep it. */
export const RETURNS_PAGE_SLUG = ORDER_DOCUMENT_SLUGS[1];

/** A content page as it stood when the order was placed. */
export interface LegalDocument {
  slug: string;
  title: string;
  body: string;
}

export interface OrderEmailInput {
  number: string;
  email: string;
  totals: { itemsTotal: number; discountTotal: number; shippingTotal: number; taxTotal: number; grandTotal: number };
  snapshot: OrderSnapshot;
  orderUrl: string;
  /** Where shoppers reach the shop; the documents' links start with it. */
  shopUrl: string;
  documents: LegalDocument[];
  placedAt: Date;
}

type Rendered = RenderedEmail & { attachments?: OutgoingAttachment[] };

const RIGHTS_TEXT =
  'Możesz odstąpić od umowy w ciągu 14 dni od otrzymania paczki, bez podania przyczyny. ' +
  'Zasady, wyjątki i wzór formularza odstąpienia znajdziesz w załącznikach: w regulaminie sklepu ' +
  'i w informacji o zwrotach i reklamacjach.';

/** "22 listopada 2026", in the shop's time zone. */
const DOCUMENT_DATE = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });

/**
 * Legal documents as last written out, by markdown and shop address: every order attaches the
 * same few, which the outbox keeps once each. Looked up by the markdown itself, not a key made
 * from it: the orders' kept documents hand over the same string every time, whose hash is then
 * computed once rather than over its 10 kB for every order.
 */
const documentTexts = new Map<string, Map<string, SharedDocument>>();
const DOCUMENT_TEXTS_KEPT = 16;

function documentText(body: string, shopUrl: string): SharedDocument {
  let byShop = documentTexts.get(body);
  if (byShop === undefined) {
    if (documentTexts.size >= DOCUMENT_TEXTS_KEPT) documentTexts.delete(documentTexts.keys().next().value!);
    documentTexts.set(body, (byShop = new Map()));
  }
  let kept = byShop.get(shopUrl);
  if (kept === undefined) {
    kept = sharedDocument(`${markdownToText(body, { layout: 'document', linkBase: shopUrl })}\n`);
    byShop.set(shopUrl, kept);
  }
  return kept;
}

/** A document headed with its date and the order it was valid for; its text follows, shared. */
function documentAttachment(document: LegalDocument, input: OrderEmailInput): OutgoingAttachment {
  const date = DOCUMENT_DATE.format(input.placedAt);
  const heading = `${document.title}\nWersja z ${date}, obowiązująca przy zamówieniu ${input.number}.`;
  return {
    filename: `${slugify(document.title)}.txt`,
    contentType: 'text/plain; charset=utf-8',
    content: `${heading}\n\n`,
    document: documentText(document.body, input.shopUrl),
  };
}

function addressText(address: Record<string, string | null> | null): string {
  if (!address) return '';
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const place = [address.post_code, address.city].filter(Boolean).join(' ');
  return [address.company, name, address.street, place, address.phone ? `tel. ${address.phone}` : '']
    .filter(Boolean)
    .join('\n');
}

/** The buyer's details as they will be used: who orders, where the parcel goes, the invoice, the comments. */
function detailsSections(snapshot: OrderSnapshot): { title: string; text: string }[] {
  const sections = [{ title: 'Dane zamawiającego', text: addressText(snapshot.billing) }];
  if (snapshot.shippingAddress) sections.push({ title: 'Adres dostawy', text: addressText(snapshot.shippingAddress) });
  if (snapshot.invoice) {
    sections.push({ title: 'Faktura', text: `${snapshot.invoice.company}\nNIP ${snapshot.invoice.nip}` });
  }
  if (snapshot.comments) sections.push({ title: 'Uwagi do zamówienia', text: snapshot.comments });
  return sections;
}

function nextSteps(input: OrderEmailInput): string[] {
  const { shippingMethod, shippingAddress } = input.snapshot;
  return orderNextSteps({
    lockerCode: shippingMethod.attributes.locker_code,
    toAddress: shippingAddress !== null,
    cashOnDelivery: shippingMethod.cashOnDelivery,
    grandTotal: input.totals.grandTotal,
  });
}

function shippingLine(snapshot: OrderSnapshot): string {
  const locker = snapshot.shippingMethod.attributes.locker_code;
  return locker ? `${snapshot.shippingMethod.name} (${locker})` : snapshot.shippingMethod.name;
}

/** The totals as label and amount; the grand total is the one set in bold. */
function totalsRows(input: OrderEmailInput): [label: string, amount: string, grand?: true][] {
  const rows: [string, string, true?][] = [['Produkty', formatMoney(input.totals.itemsTotal)]];
  if (input.totals.discountTotal > 0) {
    const code = input.snapshot.couponCode;
    rows.push([code ? `Rabaty (${code})` : 'Rabaty', `−${formatMoney(input.totals.discountTotal)}`]);
  }
  rows.push(['Dostawa', formatMoney(input.totals.shippingTotal)]);
  rows.push(['Razem', formatMoney(input.totals.grandTotal), true]);
  rows.push(['w tym VAT', formatMoney(input.totals.taxTotal)]);
  return rows;
}

function sellerText(snapshot: OrderSnapshot): string {
  const s = snapshot.seller;
  if (!s) return '';
  return [s.name, s.address, `${s.zip} ${s.city}`, s.vatNo ? `NIP ${s.vatNo}` : '', s.mail ?? '', s.phone ?? '']
    .filter(Boolean)
    .join('\n');
}

/** The shopper's order confirmation, in Polish, as HTML and as plain text. */
export function orderConfirmationEmail(input: OrderEmailInput): Rendered {
  const { snapshot } = input;
  const cod = snapshot.shippingMethod.cashOnDelivery;
  const payment = cod
    ? `Płatność przy odbiorze: ${formatMoney(input.totals.grandTotal)}.`
    : 'Zamówienie jest opłacone.';
  const subject = `Potwierdzenie zamówienia ${input.number} – Manufaktura`;
  const sections = detailsSections(snapshot);
  const steps = nextSteps(input);

  const text = [
    'Dziękujemy za zamówienie!',
    '',
    `Numer zamówienia: ${input.number}`,
    '',
    ...snapshot.lines.map((l) => `${l.name} × ${l.quantity}: ${formatMoney(l.total)}`),
    '',
    ...totalsRows(input).map(([label, value]) => `${label}: ${value}`),
    '',
    `Dostawa: ${shippingLine(snapshot)}`,
    payment,
    '',
    ...sections.flatMap((section) => [`${section.title}:`, section.text, '']),
    'Co dalej?',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    `Zamówienie możesz zobaczyć tutaj: ${input.orderUrl}`,
    '',
    RIGHTS_TEXT,
    '',
    'Sprzedawca:',
    sellerText(snapshot),
  ].join('\n');

  const rows = snapshot.lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 0">${escapeHtml(l.name)} × ${l.quantity}</td><td style="padding:6px 0;text-align:right">${escapeHtml(formatMoney(l.total))}</td></tr>`,
    )
    .join('');
  const totals = totalsRows(input)
    .map(([label, value, grand]) => {
      const cell = grand ? 'padding:8px 0 4px;font-weight:700;font-size:16px' : 'padding:4px 0;color:#6e6a6a';
      return `<tr><td style="${cell}">${escapeHtml(label)}</td><td style="${cell};text-align:right;color:#0b0a0a">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  const details = sections
    .map(
      (section) =>
        `<h2 style="font-size:15px;margin:16px 0 4px">${escapeHtml(section.title)}</h2><p style="margin:0;white-space:pre-line">${escapeHtml(section.text)}</p>`,
    )
    .join('');
  const stepItems = steps.map((step) => `<li style="margin:4px 0">${escapeHtml(step)}</li>`).join('');
  const html = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#faf6f1;font-family:Georgia,serif;color:#0b0a0a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="font-size:14px;color:#b8855d;letter-spacing:.08em">Manufaktura</p>
<h1 style="font-weight:400">Dziękujemy za zamówienie!</h1>
<p>Numer zamówienia: <strong>${escapeHtml(input.number)}</strong></p>
<table style="width:100%;border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">${rows}</table>
<hr style="border:0;border-top:1px solid #e4d8cb">
<table style="width:100%;border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">${totals}</table>
<p style="font-family:Arial,sans-serif;font-size:14px">Dostawa: ${escapeHtml(shippingLine(snapshot))}<br>${escapeHtml(payment)}</p>
<div style="font-family:Arial,sans-serif;font-size:14px">${details}</div>
<h2 style="font-size:18px;font-weight:400;margin:24px 0 4px">Co dalej?</h2>
<ol style="font-family:Arial,sans-serif;font-size:14px;padding-left:20px;margin:0">${stepItems}</ol>
<p><a href="${escapeHtml(input.orderUrl)}" style="color:#8f6240">Zobacz zamówienie</a></p>
<p style="font-family:Arial,sans-serif;font-size:13px;color:#3d3a3a">${escapeHtml(RIGHTS_TEXT)}</p>
<p style="font-family:Arial,sans-serif;font-size:12px;color:#6e6a6a;white-space:pre-line">Sprzedawca:
${escapeHtml(sellerText(snapshot))}</p>
</div></body></html>`;
  return { subject, html, text, attachments: input.documents.map((document) => documentAttachment(document, input)) };
}

/** The shop's own notice of a new order. */
export function newOrderNoticeEmail(input: OrderEmailInput): Rendered {
  const { snapshot } = input;
  const lines = snapshot.lines.map((l) => `${l.name} × ${l.quantity}`);
  const payment = snapshot.shippingMethod.cashOnDelivery ? 'za pobraniem' : 'opłacone';
  return plainEmail(`Nowe zamówienie ${input.number}`, [
    `Nowe zamówienie ${input.number} od ${input.email}`,
    `Kwota: ${formatMoney(input.totals.grandTotal)} (${payment}), dostawa: ${shippingLine(snapshot)}`,
    '',
    ...lines,
    ...detailsSections(snapshot).flatMap((section) => ['', `${section.title}:`, section.text]),
  ]);
}
