import { describe, expect, it } from 'vitest';

import { INQUIRY_MESSAGES_PL, validateB2bInquiry, validateContactInquiry } from './inquiries.ts';

const contact = {
  name: ' Anna Kowalska ',
  email: ' Anna@Example.PL ',
  topic: 'order',
  message: '  Kiedy wyślecie moje zamówienie?  ',
};

const b2b = {
  company: 'Zielony Sklepik sp. z o.o.',
  nip: 'PL 526-000-12-46',
  name: 'Jan Nowak',
  email: 'jan@zielonysklepik.pl',
  phone: '+48 600 123 456',
  volume: 'small',
  message: 'Chcemy sprzedawać Wasze mydła w naszym sklepie.',
};

/** Field names of the errors, in the order the form shows them. */
const fields = (check: { ok: boolean; errors?: { field: string }[] }) => check.errors?.map((e) => e.field) ?? [];

describe('validateContactInquiry', () => {
  it('cleans a valid message: trimmed, e-mail lower-cased', () => {
    expect(validateContactInquiry(contact)).toEqual({
      ok: true,
      value: {
        name: 'Anna Kowalska',
        email: 'anna@example.pl',
        topic: 'order',
        message: 'Kiedy wyślecie moje zamówienie?',
      },
    });
  });

  it('reports every missing field at once, in form order', () => {
    const check = validateContactInquiry({});
    expect(check).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: INQUIRY_MESSAGES_PL.required },
        { field: 'email', message: INQUIRY_MESSAGES_PL.required },
        { field: 'topic', message: 'Wybierz temat wiadomości' },
        { field: 'message', message: INQUIRY_MESSAGES_PL.required },
      ],
    });
  });

  it.each([
    [{ email: 'anna@' }, 'email', 'Wpisz prawidłowy adres mail'],
    [{ email: `${'a'.repeat(250)}@example.pl` }, 'email', 'Wpisz prawidłowy adres mail'],
    [{ name: 'A'.repeat(101) }, 'name', 'Ten tekst jest za długi'],
    [{ topic: 'constructor' }, 'topic', 'Wybierz temat wiadomości'],
    [{ message: 'Halo?' }, 'message', 'Napisz kilka słów więcej (co najmniej 10 znaków)'],
    [{ message: 'ż'.repeat(5001) }, 'message', 'Wiadomość może mieć najwyżej 5000 znaków'],
  ])('%j → %s: %s', (change, field, text) => {
    expect(validateContactInquiry({ ...contact, ...change })).toEqual({
      ok: false,
      errors: [{ field, message: text }],
    });
  });

  it('keeps a name on one line', () => {
    const check = validateContactInquiry({ ...contact, name: 'Anna\r\nBcc: x@example.pl' });
    expect(check.ok && check.value.name).toBe('Anna Bcc: x@example.pl');
  });

  it('counts Polish letters as one character each', () => {
    expect(validateContactInquiry({ ...contact, message: 'ż'.repeat(5000) }).ok).toBe(true);
  });
});

describe('validateB2bInquiry', () => {
  it('cleans a valid inquiry: NIP digits, 9-digit phone', () => {
    expect(validateB2bInquiry(b2b)).toEqual({
      ok: true,
      value: { ...b2b, nip: '5260001246', phone: '600123456', volume: 'small' },
    });
  });

  it('takes no volume as "not said"', () => {
    const check = validateB2bInquiry({ ...b2b, volume: '  ' });
    expect(check.ok && check.value.volume).toBeNull();
  });

  it('reports every missing field at once, in form order', () => {
    expect(fields(validateB2bInquiry({}))).toEqual(['company', 'nip', 'name', 'email', 'phone', 'message']);
  });

  it.each([
    [{ nip: '5260001247' }, 'nip', 'Wpisz prawidłowy NIP'],
    [{ phone: '12345' }, 'phone', 'Wpisz 9-cyfrowy numer telefonu'],
    [{ volume: 'huge' }, 'volume', 'Wybierz jedną z podanych wartości'],
    [{ company: 'x'.repeat(201) }, 'company', 'Ten tekst jest za długi'],
  ])('%j → %s: %s', (change, field, text) => {
    expect(validateB2bInquiry({ ...b2b, ...change })).toEqual({ ok: false, errors: [{ field, message: text }] });
  });
});
