/**
 * The learner's weakest topics, from their own answers: each topic's error rate, a minimum of answers before a
 * topic counts (two misses out of two says little), and a severity. The spec names the severities (critical, high,
 * medium, other) but not their limits; ours reuse the spec's own score lines (learning spec §9): below 50% right is
 * 'Practice More!', below 65% is "needs attention", below 80% is short of a "strong area".
 */
import type { SectionCode } from "../constants";

export const CHEAT_SHEET_SEVERITIES = ["critical", "high", "medium", "other"] as const;
export type CheatSheetSeverity = (typeof CHEAT_SHEET_SEVERITIES)[number];

/** Answers a topic needs before its error rate is trusted. */
export const MIN_ANSWERS_PER_TOPIC = 3;
/** Topics a sheet covers: one or two printable pages. */
export const MAX_WEAKEST_TOPICS = 5;

/** Error-rate lines (1 − the spec's accuracy lines of 50%, 65% and 80%). */
const CRITICAL_ABOVE = 0.5;
const HIGH_ABOVE = 0.35;
const MEDIUM_ABOVE = 0.2;

export interface TopicTally {
  section: SectionCode;
  topic: string;
  totalAttempts: number;
  incorrectCount: number;
}

export interface WeakTopic extends TopicTally {
  /** Incorrect ÷ total, 0 … 1, rounded to three places. */
  errorRate: number;
  severity: CheatSheetSeverity;
}

export function severityOf(errorRate: number): CheatSheetSeverity {
  if (errorRate > CRITICAL_ABOVE) return "critical";
  if (errorRate > HIGH_ABOVE) return "high";
  if (errorRate > MEDIUM_ABOVE) return "medium";
  return "other";
}

/** True when at least one topic has enough answers to say anything: otherwise the screen shows 'No Study Data Yet'. */
export function hasStudyData(tallies: readonly TopicTally[]): boolean {
  return tallies.some((t) => t.totalAttempts >= MIN_ANSWERS_PER_TOPIC);
}

/**
 * The topics a sheet is about, worst first: the highest error rate, then the most misses (the same rate over more
 * answers is surer), then the name so the order never depends on the database. Topics never missed come in only
 * when nothing was missed at all, so a learner who is right everywhere still gets a sheet on their least sure topics.
 */
export function weakestTopics(tallies: readonly TopicTally[], limit = MAX_WEAKEST_TOPICS): WeakTopic[] {
  const counted = tallies
    .filter((t) => t.totalAttempts >= MIN_ANSWERS_PER_TOPIC && t.incorrectCount >= 0 && t.incorrectCount <= t.totalAttempts)
    .map((t) => {
      const rate = t.incorrectCount / t.totalAttempts;
      return { ...t, errorRate: Math.round(rate * 1000) / 1000, severity: severityOf(rate) };
    })
    .sort(
      (a, b) =>
        b.errorRate - a.errorRate ||
        b.incorrectCount - a.incorrectCount ||
        a.section.localeCompare(b.section) ||
        a.topic.localeCompare(b.topic),
    );
  const missed = counted.filter((t) => t.incorrectCount > 0);
  return (missed.length > 0 ? missed : counted).slice(0, limit);
}
