/** La Poste's establishments share one SIREN and use a digit-sum rule instead of Luhn (INSEE). */
const LA_POSTE_SIREN = '356000000';

/** Luhn sum of a string of digits, doubling every second digit from the right. */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}

/** Removes the spaces people type in SIRETs ("732 829 320 00074"). */
export function normalizeSiret(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** A SIRET is 14 digits whose Luhn sum is a multiple of 10 (La Poste: digit sum a multiple of 5). */
export function isValidSiret(value: string): boolean {
  const siret = normalizeSiret(value);
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== '35600000000048') {
    const digitSum = [...siret].reduce((s, d) => s + Number(d), 0);
    return digitSum % 5 === 0;
  }
  return luhnSum(siret) % 10 === 0;
}

/** The last digit that makes the first 13 digits a valid SIRET (demo data, tests). */
export function siretCheckDigit(first13: string): string {
  if (!/^\d{13}$/.test(first13)) throw new Error('13 digits expected');
  const sum = luhnSum(`${first13}0`);
  return String((10 - (sum % 10)) % 10);
}
