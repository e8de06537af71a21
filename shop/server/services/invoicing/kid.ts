// KID: the customer identification number a Norwegian bank payment carries to the invoice.

/** The MOD10 (Luhn) check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new Error('A KID is made of digits');
  let sum = 0;
  // From the right, every other digit (starting with the one next to the check digit) doubles.
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The KID of an invoice: its number in 9 digits and a MOD10 check digit (10 digits). */
export function kidFor(invoiceNumber: number): string {
  if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber < 1 || invoiceNumber > 999_999_999)
    throw new Error('An invoice number is 1 to 999999999');
  const body = String(invoiceNumber).padStart(9, '0');
  return `${body}${luhnCheckDigit(body)}`;
}

/** True when a KID is digits only with a valid MOD10 check digit. */
export function validKid(kid: string): boolean {
  if (!/^[0-9]{2,25}$/.test(kid)) return false;
  return luhnCheckDigit(kid.slice(0, -1)) === Number(kid.slice(-1));
}
