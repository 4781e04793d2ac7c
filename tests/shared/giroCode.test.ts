import {
  epcPayload,
  formatIban,
  isValidIban,
  normaliseIban,
  paymentReference,
  sepaText,
} from '@shared/giroCode.ts';
import { describe, expect, it } from 'vitest';

describe('IBAN', () => {
  it.each([
    // The examples of the German and Belgian banks' and the EPC's documents.
    ['DE89 3704 0044 0532 0130 00', true],
    ['de89370400440532013000', true],
    ['BE72 0000 0000 1616', true],
    ['AT61 1904 3002 3457 3201', true],
    ['GB29 NWBK 6016 1331 9268 19', true],
    // One digit changed, two digits swapped: the checksum catches both.
    ['DE89 3704 0044 0532 0130 01', false],
    ['DE98 3704 0044 0532 0130 00', false],
    // A German IBAN has 22 characters.
    ['DE89 3704 0044 0532 0130', false],
    ['', false],
    ['DE89-3704-0044-0532-0130-00', false],
  ])('%s is valid: %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it('writes it without spaces to store and in groups of four to read', () => {
    expect(normaliseIban(' de89 3704\t0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('the transfer reference', () => {
  it.each([
    ['Müller-Lüdenscheidt', 'Mueller-Luedenscheidt'],
    ['Jérôme Çelik', 'Jerome Celik'],
    ['Groß & Söhne', 'Gross Soehne'],
    ['  viele   Leerzeichen ', 'viele Leerzeichen'],
  ])('writes %s in SEPA characters as %s', (text, sepa) => {
    expect(sepaText(text)).toBe(sepa);
  });

  it('names the event and the breeder by number and name, at most 140 characters', () => {
    expect(paymentReference(12, 345, 'Erika Müller')).toBe('Startgeld 12-345 Erika Mueller');
    expect(paymentReference('1', '2', 'x'.repeat(200))).toHaveLength(140);
  });
});

describe('the GiroCode payload (EPC069-12, version 002)', () => {
  it("has the guideline's eleven lines: service tag, version, UTF-8, SCT, no BIC, payee, IBAN, amount, no purpose, no structured reference, the text", () => {
    expect(
      epcPayload({
        accountHolder: 'Red Cross of Belgium',
        iban: 'BE72 0000 0000 1616',
        amountCents: 100,
        reference: 'Urgency fund',
      }),
    ).toBe('BCD\n002\n1\nSCT\n\nRed Cross of Belgium\nBE72000000001616\nEUR1.00\n\n\nUrgency fund');
  });

  it.each([
    [1, 'EUR0.01'],
    [250, 'EUR2.50'],
    [1_234_505, 'EUR12345.05'],
    [99_999_999_999, 'EUR999999999.99'],
  ])('writes %i cents as %s', (amountCents, line) => {
    const payload = epcPayload({
      accountHolder: 'Verein',
      iban: 'DE89370400440532013000',
      amountCents,
      reference: '',
    });
    expect(payload.split('\n')[7]).toBe(line);
  });

  it('stays within the 331 bytes of the format at the longest name and text', () => {
    const payload = epcPayload({
      accountHolder: `Brieftaubenzüchterverein ${'x'.repeat(44)}`,
      iban: 'DE89370400440532013000',
      amountCents: 99_999_999_999,
      reference: 'x'.repeat(140),
    });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
  });

  it.each([
    [{ amountCents: 0 }, 'amount'],
    [{ amountCents: -100 }, 'amount'],
    [{ amountCents: 1.5 }, 'amount'],
    [{ iban: 'DE00370400440532013000' }, 'IBAN'],
    [{ accountHolder: '' }, 'account holder'],
    [{ accountHolder: 'x'.repeat(71) }, 'account holder'],
    [{ reference: 'x'.repeat(141) }, 'reference'],
    // 70 letters of two bytes each and a long text: more than the code's 331 bytes.
    [
      { accountHolder: 'ü'.repeat(70), reference: 'x'.repeat(140), amountCents: 99_999_999_999 },
      'account holder',
    ],
  ])('refuses what the format cannot carry: %o', (change, what) => {
    const details = {
      accountHolder: 'Verein',
      iban: 'DE89370400440532013000',
      amountCents: 100,
      reference: '',
    };
    expect(() => epcPayload({ ...details, ...change })).toThrow(what);
  });
});
