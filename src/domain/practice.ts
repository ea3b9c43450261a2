import type { SectionCode, SubscriptionTier } from "./constants";
import { entitlementsOf, remainingOf } from "./entitlements";

/** Score = rounded percent of correct answers over the questions in the test (learning spec §5). */
export function sessionScore(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((100 * Math.min(correct, total)) / total);
}

export type PerformanceBadge = "Excellent Performance!" | "Good Work!" | "Keep Improving!" | "Practice More!";

/** Learning spec §9: 85 or more, 70 or more, 50 or more, below 50. */
export function performanceBadge(score: number): PerformanceBadge {
  if (score >= 85) return "Excellent Performance!";
  if (score >= 70) return "Good Work!";
  if (score >= 50) return "Keep Improving!";
  return "Practice More!";
}

/** The Share Score prompt shows at 50% or more. */
export const canShareScore = (score: number) => score >= 50;

/** Questions per section per day the plan allows (the rule book's line); null = unlimited. */
export function dailyLimitFor(tier: SubscriptionTier): number | null {
  return entitlementsOf(tier).questionsPerSectionPerDay;
}

export function remainingToday(tier: SubscriptionTier, usedToday: number): number | null {
  return remainingOf(dailyLimitFor(tier), usedToday);
}

/** The practice day runs midnight to midnight UTC, the same for every server instance. */
export function utcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The practice day as a date ("2026-11-25"), the way the allowance and the key grants are counted. */
export function utcDay(at: Date): string {
  return utcDayStart(at).toISOString().slice(0, 10);
}

/** Questions whose keys may reach a learner's device before they are answered, per section per day (rule book). */
export function offlineKeyCap(tier: SubscriptionTier): number {
  return entitlementsOf(tier).offlineKeysPerSectionPerDay;
}

/** An offline pack holds at most one day's allowance on the free plan. */
export function offlinePackSize(tier: SubscriptionTier, requested: number): number {
  const limit = dailyLimitFor(tier);
  return limit === null ? requested : Math.min(requested, limit);
}

/**
 * Spaced review: a question missed n times in a row comes back after 1, 3, 7, then 14 days;
 * answering it correctly takes it out of review.
 */
export function reviewDueAt(lastMissedAt: Date, consecutiveMisses: number): Date {
  const days = [1, 3, 7, 14][Math.min(Math.max(consecutiveMisses, 1), 4) - 1] as number;
  return new Date(lastMissedAt.getTime() + days * 86_400_000);
}

/** Share of a practice set given to due review items. */
export const REVIEW_SHARE = 0.3;

/**
 * Share of a practice set (after reviews) given to generated items where a subtest has both kinds. Half by default;
 * the generators of General Science, Auto and Shop Information cover only their calculation and table corners
 * (units, motion, atoms, genetics; compression and tire codes; lumber and nails) while those subtests are mostly
 * knowledge, so there they get a fifth. Paragraph Comprehension's generators write only notices whose rules decide
 * the answer (gates, course requirements), a narrow kind of passage, so they get one question in ten.
 */
export function generatedShare(section: SectionCode | undefined): number {
  if (section === "PC") return 0.1;
  return section === "GS" || section === "AI" || section === "SI" ? 0.2 : 0.5;
}

export interface PastAnswer {
  questionId: string;
  isCorrect: boolean;
  answeredAt: Date;
}

/**
 * A question's place in spaced review after the answers so far (any order): how many times in a row it was
 * missed, counting back from the latest answer, and when it is due again. Null when the latest answer was right
 * (or there is none): the question is out of review.
 */
export function reviewState(answers: readonly Pick<PastAnswer, "isCorrect" | "answeredAt">[]): { misses: number; dueAt: Date } | null {
  const list = [...answers].sort((x, y) => y.answeredAt.getTime() - x.answeredAt.getTime());
  let misses = 0;
  while (misses < list.length && !(list[misses] as PastAnswer).isCorrect) misses += 1;
  if (misses === 0) return null;
  return { misses, dueAt: reviewDueAt((list[0] as PastAnswer).answeredAt, misses) };
}

/**
 * Questions due for review: those whose latest answer was wrong and whose review time has come,
 * most overdue first. `answers` may be in any order.
 */
export function dueReviews(answers: readonly PastAnswer[], now: Date): string[] {
  const byQuestion = new Map<string, PastAnswer[]>();
  for (const a of answers) {
    const list = byQuestion.get(a.questionId) ?? [];
    list.push(a);
    byQuestion.set(a.questionId, list);
  }
  const due: { id: string; at: number }[] = [];
  for (const [id, list] of byQuestion) {
    const state = reviewState(list);
    if (state && state.dueAt.getTime() <= now.getTime()) due.push({ id, at: state.dueAt.getTime() });
  }
  return due.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1)).map((d) => d.id);
}
