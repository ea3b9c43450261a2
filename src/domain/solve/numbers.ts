/**
 * The value an answer option or a typed number stands for: "$1,200" → 1200, "12.5%" → 12.5, "3/4" → 0.75,
 * "1 1/2" → 1.5, "-3", "x = 5" → 5, "117.6 miles" → 117.6. Undefined when the option is not one number
 * (e.g. "3 g/cm³; it will sink" or "x = 2 or x = 3").
 */
export function optionValue(text: string): number | undefined {
  const t = text
    .replace(/[−–]/g, "-")
    .replace(/(\d),(\d{3})/g, "$1$2")
    .replace(/^\s*[a-z]\s*=\s*/i, "")
    .trim();
  const m = /^\$?\s*(-?\d+(?:\.\d+)?)(?:\s+(\d+)\s*\/\s*(\d+)|\s*\/\s*(\d+))?\s*(%|[a-zA-Z$²³° .,'"/-]*)$/.exec(t);
  if (!m) return undefined;
  const whole = Number(m[1]);
  if (m[2] && m[3]) return Math.sign(whole || 1) * (Math.abs(whole) + Number(m[2]) / Number(m[3]));
  if (m[4]) return Number(m[4]) === 0 ? undefined : whole / Number(m[4]);
  if (/\d/.test(m[5] ?? "")) return undefined;
  return whole;
}

/** Equal as answers: exact for whole numbers, to about four significant digits for others (rounded options). */
export function sameValue(a: number, b: number): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  if (a === b) return true;
  const scale = Math.max(1, Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= scale * 5e-4 && Math.abs(a - b) < 0.01 * Math.max(1, Math.abs(a));
}

/** A number as a solution step prints it: up to four decimals, no trailing zeros. */
export function formatNumber(x: number): string {
  if (Number.isInteger(x)) return x.toLocaleString("en-US");
  return Number(x.toFixed(4)).toString();
}
