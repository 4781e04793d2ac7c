/**
 * How a breeder pays the entry fee by bank transfer: the association's account (IBAN with its
 * checksum), the reference the treasurer finds the payment by, and the GiroCode, the EPC QR code
 * banking apps read into a filled-in transfer (European Payments Council, EPC069-12, "Quick
 * Response Code: Guidelines to Enable Data Capture for the Initiation of a SEPA Credit Transfer",
 * version 002). The server checks the account it is configured with; the web draws the code.
 */

/** An IBAN as banks print it, without spaces and in capitals: `DE89370400440532013000`. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * Whether `value` (spaces allowed) is an IBAN: a country code, two check digits, 11–30 letters or
 * digits, and the ISO 13616 checksum (the number, its first four characters moved to its end and
 * letters read as 10–35, leaves 1 divided by 97). German IBANs have 22 characters.
 */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('DE') && iban.length !== 22) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** An IBAN in groups of four, as it is read aloud and typed: `DE89 3704 0044 0532 0130 00`. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The longest account holder's name a GiroCode carries (EPC069-12: 70 characters). */
export const MAX_ACCOUNT_HOLDER_LENGTH = 70;
const MAX_REMITTANCE_LENGTH = 140;
const MAX_PAYLOAD_BYTES = 331;

/**
 * Text a SEPA transfer carries through every bank: the Latin letters, digits and `/ - ? : ( ) . , ' +`
 * and space. German letters are written out (ä → ae, ß → ss); anything else becomes a space.
 */
export function sepaText(value: string): string {
  return value
    .replace(/[äÄöÖüÜß]/g, (c) => ({ ä: 'ae', Ä: 'Ae', ö: 'oe', Ö: 'Oe', ü: 'ue', Ü: 'Ue', ß: 'ss' })[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The reference of a breeder's entry fee for an event: the word the treasurer looks for, the
 * event's and the breeder's numbers (unique, whatever the names), and the breeder's name, in
 * characters every bank passes on: `Startgeld 12-345 Erika Mueller`.
 */
export function paymentReference(eventId: string | number, breederId: string | number, name: string): string {
  return sepaText(`Startgeld ${eventId}-${breederId} ${name}`).slice(0, MAX_REMITTANCE_LENGTH).trim();
}

export interface TransferDetails {
  /** The account holder (the payee), at most 70 characters. */
  accountHolder: string;
  iban: string;
  /** What is to be paid, in euro cents: 1 to 99,999,999,999 (999,999,999.99 €). */
  amountCents: number;
  /** The unstructured remittance text, at most 140 characters. */
  reference: string;
}

/**
 * The GiroCode's payload (EPC069-12, version 002), its lines joined by LF:
 *
 * 1. `BCD` (service tag) · 2. `002` (version) · 3. `1` (character set UTF-8) · 4. `SCT`
 * (SEPA credit transfer) · 5. BIC (optional in version 002 within the EEA: empty) · 6. name of the
 * payee · 7. IBAN · 8. `EUR` and the amount with a dot and two decimals · 9. purpose code (empty)
 * · 10. structured reference (empty: the text is used) · 11. remittance text.
 *
 * Trailing empty elements (12, information to the payer) are left out, as the guideline allows.
 * The code itself must be drawn with error correction level M. Throws on values the format
 * cannot carry, which the server's configuration check and the fee's rules rule out.
 */
export function epcPayload(details: TransferDetails): string {
  const name = details.accountHolder.trim();
  const iban = normaliseIban(details.iban);
  if (name === '' || name.length > MAX_ACCOUNT_HOLDER_LENGTH) throw new RangeError('account holder');
  if (!isValidIban(iban)) throw new RangeError('IBAN');
  if (
    !Number.isInteger(details.amountCents) ||
    details.amountCents < 1 ||
    details.amountCents > 99_999_999_999
  )
    throw new RangeError('amount');
  const reference = details.reference.trim();
  if (reference.length > MAX_REMITTANCE_LENGTH) throw new RangeError('reference');
  const euros = Math.floor(details.amountCents / 100);
  const cents = String(details.amountCents % 100).padStart(2, '0');
  const payload = ['BCD', '002', '1', 'SCT', '', name, iban, `EUR${euros}.${cents}`, '', '', reference].join(
    '\n',
  );
  // The format carries 331 bytes at most: only a name of many letters beyond ASCII comes near.
  if (new TextEncoder().encode(payload).length > MAX_PAYLOAD_BYTES) throw new RangeError('account holder');
  return payload;
}
