import { createHash } from 'node:crypto';

import { orderNextSteps } from '@manufaktura/core';
import { describe, expect, it } from 'vitest';

import type { OrderSnapshot } from '../../orders/snapshot.ts';
import type { OrderEmailInput } from './order-confirmation.ts';
import { newOrderNoticeEmail, orderConfirmationEmail } from './order-confirmation.ts';

const snapshot: OrderSnapshot = {
  lines: [
    {
      productId: 'p1',
      slug: 'krem',
      name: 'Krem <różany>',
      quantity: 2,
      unitPrice: 2500,
      discountTotal: 0,
      total: 5000,
      taxRate: 23,
      tax: 935,
    },
  ],
  discounts: [],
  couponCode: null,
  shippingMethod: { methodId: 'kurier', name: 'Kurier', price: 1699, cashOnDelivery: false, attributes: {} },
  billing: {
    first_name: 'Anna',
    last_name: 'Nowak',
    street: 'Długa 5',
    post_code: '30-001',
    city: 'Kraków',
    phone: '600123456',
  },
  shippingAddress: { first_name: 'Jan', last_name: 'Nowak', street: 'Krótka 1', post_code: '31-002', city: 'Kraków' },
  invoice: { company: 'Zielnik sp. z o.o.', nip: '7342851963' },
  comments: 'Proszę dzwonić',
  consents: { terms: true, privacy: true, newsletter: false, at: '2026-11-21T12:00:00.000Z' },
  seller: null,
};

const input = (documents: OrderEmailInput['documents'] = []): OrderEmailInput => ({
  number: 'MF-2026-000042',
  email: 'anna@example.pl',
  totals: { itemsTotal: 5000, discountTotal: 0, shippingTotal: 1699, taxTotal: 1253, grandTotal: 6699 },
  snapshot,
  orderUrl: 'https://sklep.test/order-confirmation?order=1&token=t',
  shopUrl: 'https://sklep.test/',
  documents,
  placedAt: new Date('2026-11-21T23:30:00.000Z'),
});

describe('orderConfirmationEmail', () => {
  it('attaches each document as text, dated in Warsaw time and naming the order, the text shared by its digest', () => {
    const { attachments } = orderConfirmationEmail(
      input([{ slug: 'regulamin', title: 'Regulamin sklepu internetowego', body: 'Treść **regulaminu**.' }]),
    );
    expect(attachments).toEqual([
      {
        filename: 'regulamin-sklepu-internetowego.txt',
        contentType: 'text/plain; charset=utf-8',
        content:
          'Regulamin sklepu internetowego\nWersja z 22 listopada 2026, obowiązująca przy zamówieniu MF-2026-000042.\n\n',
        document: {
          digest: createHash('sha256').update('Treść regulaminu.\n').digest('hex'),
          text: 'Treść regulaminu.\n',
        },
      },
    ]);
  });

  it('attaches a document as it reads at each order, once the staff have changed it', () => {
    const regulamin = (body: string) => [{ slug: 'regulamin', title: 'Regulamin', body }];
    const whole = (email: ReturnType<typeof orderConfirmationEmail>) => {
      const [attachment] = email.attachments!;
      return attachment!.content + (attachment!.document?.text ?? '');
    };
    const attached = (body: string) => whole(orderConfirmationEmail(input(regulamin(body))));
    expect(attached('Wersja **pierwsza**.')).toContain('Wersja pierwsza.');
    expect(attached('Wersja **druga**.')).toContain('Wersja druga.');
    expect(attached('Wersja **pierwsza**.')).not.toContain('druga');
    const elsewhere = orderConfirmationEmail({
      ...input(regulamin('[Kontakt](/kontakt)')),
      shopUrl: 'https://inny.test/',
    });
    expect(whole(elsewhere)).toContain('https://inny.test/kontakt');
    expect(attached('[Kontakt](/kontakt)')).toContain('https://sklep.test/kontakt');
    // Each text has its own digest: a changed document is kept beside the one sent before.
    const digest = (body: string) => orderConfirmationEmail(input(regulamin(body))).attachments![0]!.document!.digest;
    expect(digest('Wersja **pierwsza**.')).not.toBe(digest('Wersja **druga**.'));
  });

  it('tells the shopper of the 14-day withdrawal right and escapes product names in HTML', () => {
    const { text, html } = orderConfirmationEmail(input());
    expect(text).toContain('Możesz odstąpić od umowy w ciągu 14 dni od otrzymania paczki');
    expect(html).toContain('Krem &lt;różany&gt; × 2');
    expect(html).not.toContain('<różany>');
  });
});

describe("the buyer's details", () => {
  it.each([
    ['the shopper', orderConfirmationEmail],
    ['the shop', newOrderNoticeEmail],
  ])('go to %s: buyer, delivery address, invoice data and comments', (_to, render) => {
    const { text, html } = render(input());
    expect(text).toContain('Dane zamawiającego:\nAnna Nowak\nDługa 5\n30-001 Kraków\ntel. 600123456');
    expect(text).toContain('Adres dostawy:\nJan Nowak\nKrótka 1\n31-002 Kraków');
    expect(text).toContain('Faktura:\nZielnik sp. z o.o.\nNIP 7342851963');
    expect(text).toContain('Uwagi do zamówienia:\nProszę dzwonić');
    expect(html).toContain('Krótka 1');
  });
});

describe('orderConfirmationEmail next steps', () => {
  it('tells what happens next in the words of the confirmation page', () => {
    const { text, html } = orderConfirmationEmail(input());
    const steps = orderNextSteps({ toAddress: true, cashOnDelivery: false, grandTotal: 6699 });
    expect(text).toContain(['Co dalej?', ...steps.map((step, i) => `${i + 1}. ${step}`)].join('\n'));
    for (const step of steps) expect(html).toContain(`<li style="margin:4px 0">${step}</li>`);
  });
});

describe('newOrderNoticeEmail', () => {
  it('gives the shop the amount, how it is paid and the delivery', () => {
    const { text } = newOrderNoticeEmail(input());
    expect(text).toContain('Kwota: 66,99\u00a0zł (opłacone), dostawa: Kurier');
  });
});
