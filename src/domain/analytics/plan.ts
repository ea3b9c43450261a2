import { PRIORITY_GOAL_PERCENT, PRIORITY_STUDY_SHARE } from "../constants";
import type { Priority } from "../progress/priority";
import { sectionPriority } from "../progress/priority";
import { studyPlan, type SectionScore } from "../progress/recommendations";

/** The week the advice plans for: five one-hour sessions, a pace most learners can keep next to school or work. */
export const WEEKLY_STUDY_MINUTES = 300;
/** Minutes are suggested in 5-minute steps; finer numbers would look precise without being so. */
export const MINUTE_STEP = 5;
export const TOPICS_PER_SECTION = 2;
const START_SECTIONS = 2;

export interface TopicAccuracy {
  sectionId: number;
  topic: string;
  answered: number;
  correct: number;
}

/** Every topic the question bank knows, with the label to show (the domain does not read the content itself). */
export interface TopicLabel {
  sectionId: number;
  topic: string;
  label: string;
}

export interface TopicAdvice {
  topic: string;
  label: string;
  /** Percent correct so far; null for a topic not tried yet. */
  accuracy: number | null;
  answered: number;
  minutes: number;
}

export type AdviceReason = "below_goal" | "not_started" | "lowest";

export interface SectionAdvice {
  sectionId: number;
  name: string;
  averageScore: number | null;
  priority: Priority | null;
  reason: AdviceReason;
  minutes: number;
  topics: TopicAdvice[];
}

export type AdviceStatus = "no_data" | "focus" | "start" | "maintain";

export interface StudyAdvice {
  status: AdviceStatus;
  weeklyMinutes: number;
  priorityShare: number;
  generalShare: number;
  priorityMinutes: number;
  generalMinutes: number;
  goalPercent: number;
  /** Where the priority share of the week goes, most urgent first. */
  sections: SectionAdvice[];
  /** Practised sections outside the priority list: the general-review share keeps them fresh. */
  review: { sectionId: number; name: string }[];
  notStarted: { sectionId: number; name: string }[];
}

export type AdviceSection = SectionScore & { inAfqt?: boolean };

/**
 * Splits `total` minutes by weight in whole steps (largest remainder), giving every item at least one step
 * when there are enough, so the parts always add up to the total.
 */
export function splitMinutes(total: number, weights: readonly number[], step = MINUTE_STEP): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const units = Math.floor(total / step);
  const base = units >= n ? 1 : 0;
  const free = units - base * n;
  const sum = weights.reduce((a, w) => a + Math.max(w, 0), 0);
  const raw = weights.map((w) => (sum > 0 ? (Math.max(w, 0) / sum) * free : free / n));
  const out = raw.map((r) => Math.floor(r));
  let left = free - out.reduce((a, b) => a + b, 0);
  const byRemainder = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    out[i] = (out[i] as number) + 1;
    left--;
  }
  const minutes = out.map((u) => (u + base) * step);
  minutes[0] = (minutes[0] as number) + (total - units * step);
  return minutes;
}

const percent = (t: TopicAccuracy) => (t.answered > 0 ? Math.round((100 * t.correct) / t.answered) : 0);

function pickTopics(sectionId: number, reason: AdviceReason, accuracy: readonly TopicAccuracy[], catalog: readonly TopicLabel[]) {
  const labels = new Map(catalog.filter((c) => c.sectionId === sectionId).map((c) => [c.topic, c.label]));
  const tried = accuracy
    .filter((t) => t.sectionId === sectionId && t.answered > 0)
    .map((t) => ({ topic: t.topic, label: labels.get(t.topic) ?? t.topic, accuracy: percent(t), answered: t.answered }))
    .sort((a, b) => a.accuracy - b.accuracy || b.answered - a.answered || a.topic.localeCompare(b.topic));
  // Below the goal a topic is worth the time; a learner keeping a strong section sharp works on its weakest topics anyway.
  const chosen: Omit<TopicAdvice, "minutes">[] = (
    reason === "lowest" ? tried : tried.filter((t) => t.accuracy < PRIORITY_GOAL_PERCENT)
  ).slice(0, TOPICS_PER_SECTION);
  const triedNames = new Set(tried.map((t) => t.topic));
  for (const [topic, label] of labels) {
    if (chosen.length >= TOPICS_PER_SECTION) break;
    if (!triedNames.has(topic)) chosen.push({ topic, label, accuracy: null, answered: 0 });
  }
  return chosen;
}

/** How much a topic still needs: the points below the goal, with an untried topic counted as halfway. */
const topicNeed = (t: { accuracy: number | null }) =>
  Math.max(PRIORITY_GOAL_PERCENT - (t.accuracy ?? PRIORITY_GOAL_PERCENT / 2), MINUTE_STEP);

/**
 * The week's study advice: 70% of the time on the priority sections, named down to their weakest topics,
 * and 30% on general review. Priority sections are the practised ones below the 80% goal (weakest first);
 * with none, the next unpractised sections (AFQT ones first); with every section practised and strong, the lowest.
 */
export function studyAdvice(input: {
  sections: readonly AdviceSection[];
  topics: readonly TopicAccuracy[];
  catalog: readonly TopicLabel[];
  weeklyMinutes?: number;
}): StudyAdvice {
  const weeklyMinutes = input.weeklyMinutes ?? WEEKLY_STUDY_MINUTES;
  const priorityMinutes = Math.round((weeklyMinutes * PRIORITY_STUDY_SHARE) / MINUTE_STEP) * MINUTE_STEP;
  const plan = studyPlan(input.sections);
  const practised = input.sections.filter((s) => s.completedQuestions > 0);

  let status: AdviceStatus;
  let targets: { s: AdviceSection; reason: AdviceReason }[];
  if (practised.length === 0) {
    status = "no_data";
    targets = [];
  } else if (plan.prioritySections.length > 0) {
    status = "focus";
    targets = plan.prioritySections.map((p) => ({ s: input.sections.find((s) => s.sectionId === p.sectionId) ?? p, reason: "below_goal" }));
  } else if (plan.notStarted.length > 0) {
    status = "start";
    const notStarted = input.sections.filter((s) => s.completedQuestions === 0);
    targets = [...notStarted.filter((s) => s.inAfqt), ...notStarted.filter((s) => !s.inAfqt)]
      .slice(0, START_SECTIONS)
      .map((s) => ({ s, reason: "not_started" }));
  } else {
    status = "maintain";
    targets = [...practised]
      .sort((a, b) => a.averageScore - b.averageScore)
      .slice(0, START_SECTIONS)
      .map((s) => ({ s, reason: "lowest" }));
  }

  const sectionWeights = targets.map(({ s, reason }) =>
    reason === "below_goal" ? Math.max(PRIORITY_GOAL_PERCENT - s.averageScore, MINUTE_STEP) : 1,
  );
  const sectionMinutes = splitMinutes(priorityMinutes, sectionWeights);
  const sections: SectionAdvice[] = targets.map(({ s, reason }, i) => {
    const minutes = sectionMinutes[i] as number;
    const topics = pickTopics(s.sectionId, reason, input.topics, input.catalog);
    const topicMinutes = splitMinutes(minutes, topics.map(topicNeed));
    const started = s.completedQuestions > 0;
    return {
      sectionId: s.sectionId,
      name: s.name,
      averageScore: started ? Math.round(s.averageScore) : null,
      priority: started ? sectionPriority(s.averageScore) : null,
      reason,
      minutes,
      topics: topics.map((t, j) => ({ ...t, minutes: topicMinutes[j] as number })),
    };
  });

  const targeted = new Set(targets.map((t) => t.s.sectionId));
  return {
    status,
    weeklyMinutes,
    priorityShare: plan.priorityShare,
    generalShare: plan.generalShare,
    priorityMinutes: status === "no_data" ? 0 : priorityMinutes,
    generalMinutes: status === "no_data" ? 0 : weeklyMinutes - priorityMinutes,
    goalPercent: plan.goalPercent,
    sections,
    review: practised.filter((s) => !targeted.has(s.sectionId)).map(({ sectionId, name }) => ({ sectionId, name })),
    notStarted: plan.notStarted.filter((s) => !targeted.has(s.sectionId)),
  };
}
