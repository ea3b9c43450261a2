/** Number formatting that does not depend on the machine's locale. */
export function withCommas(n: number): string {
  const [whole, frac] = String(n).split(".");
  const grouped = (whole ?? "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return frac ? `${grouped}.${frac}` : grouped;
}

/** Rounds to at most `places` decimals and drops trailing zeros: 2.50 → "2.5", 3.0 → "3". */
export function num(n: number, places = 2): string {
  const r = Math.round(n * 10 ** places) / 10 ** places;
  return withCommas(Object.is(r, -0) ? 0 : r);
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
