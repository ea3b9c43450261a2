import type { FitnessRecord } from "@contracts/fitness";
import type { Measure } from "@domain/fitness";

/** Seconds as m:ss (run and plank times, and the standards' times). */
export function formatTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A standard's or record's value as shown: times as m:ss, counts as numbers in the interface's language. */
export function formatValue(value: number, measure: Measure, lang: string): string {
  return measure === "faster" || measure === "longer" ? formatTime(value) : new Intl.NumberFormat(lang).format(value);
}

export function formatRecordDate(iso: string, lang: string, withYear = true): string {
  return new Intl.DateTimeFormat(lang, { month: "short", day: "numeric", ...(withYear ? { year: "numeric" } : {}) }).format(new Date(iso));
}

/** The learner's local calendar day of a moment, as YYYY-MM-DD (what a date input holds). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Records oldest first, for the charts. */
export const chronological = (records: readonly FitnessRecord[]) =>
  [...records].sort((a, b) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt));

/**
 * A chart's y range and ticks, with room around the values and the minimum line (so the line and its label never sit
 * on the axis). Times get ticks on whole 15 s / 30 s / minute steps, so they read as clean m:ss.
 */
export function chartScale(
  values: readonly number[],
  minimum: number | null,
  time: boolean,
): { domain: [number, number]; ticks: number[] } {
  const all = minimum === null ? [...values] : [...values, minimum];
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const span = Math.max(hi - lo, time ? 60 : 4);
  const steps = time ? [15, 30, 60, 120, 300, 600] : [1, 2, 5, 10, 20, 25, 50];
  const step = steps.find((s) => span / s <= 4) ?? (steps.at(-1) as number);
  const from = Math.max(0, Math.floor((lo - span * 0.15) / step) * step);
  const to = Math.ceil((hi + span * 0.15) / step) * step;
  const ticks: number[] = [];
  for (let v = from; v <= to; v += step) ticks.push(v);
  return { domain: [from, to], ticks };
}
