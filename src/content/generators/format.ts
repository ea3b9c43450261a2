/** Number formatting for item text that does not depend on the machine's locale (rounding is the kit's `n`). */
import { n as numeral } from "../figures/svg";

export function withCommas(value: number | string): string {
  const [whole, frac] = String(value).split(".");
  const grouped = (whole ?? "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return frac ? `${grouped}.${frac}` : grouped;
}

/** Rounds to at most `places` decimals and drops trailing zeros: 2.50 → "2.5", 3.0 → "3"; thousands get commas. */
export function num(value: number, places = 2): string {
  return withCommas(numeral(value, places));
}

export function money(n: number): string {
  const cents = Math.round(n * 100);
  const sign = cents < 0 ? "−" : "";
  const abs = Math.abs(cents);
  return `${sign}$${withCommas(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** A fraction in lowest terms as text: "3/4", "−5/2", "2" (whole numbers without a denominator). */
export function fraction(numerator: number, denominator: number): string {
  if (denominator === 0) throw new Error("zero denominator");
  const sign = numerator * denominator < 0 ? "−" : "";
  const g = gcd(numerator, denominator);
  const n = Math.abs(numerator) / g;
  const d = Math.abs(denominator) / g;
  return d === 1 ? `${sign}${n}` : `${sign}${n}/${d}`;
}

/**
 * One term as algebra writes it: the coefficient 1 is left out ("x", "−x", not "1x", "−1x"); a constant
 * (empty variable) is the number itself. Callers skip zero terms (see `linear`).
 */
export function term(coef: number, variable: string): string {
  const sign = coef < 0 ? "−" : "";
  const size = Math.abs(coef);
  return variable && size === 1 ? `${sign}${variable}` : `${sign}${size}${variable}`;
}

/**
 * A sum of terms as algebra writes it: "3x − 5", "−x + 4", "x" — zero terms dropped (no "+ 0", no "0x"),
 * a negative term written with a minus sign (no "+ −3"); "0" when every term is zero.
 */
export function linear(terms: readonly (readonly [number, string])[]): string {
  let out = "";
  for (const [coef, variable] of terms) {
    if (coef === 0) continue;
    if (!out) out = term(coef, variable);
    else out += ` ${coef < 0 ? "−" : "+"} ${term(Math.abs(coef), variable)}`;
  }
  return out || "0";
}
