import { z } from "zod";
import { isTimeZone } from "@domain/analytics/calendar-day";
import { JOB_GROUPS, SECTION_CODES } from "@domain/constants";

/** Learning spec §9: the recent-sessions list shows at most five. */
export const RECENT_SESSIONS_LIMIT = 5;
/** Score Trends plots the latest study days that have a completed test, one point per day. */
export const TREND_DAYS_LIMIT = 30;

const priority = z.enum(["High", "Medium", "Low"]);
const tone = z.enum(["green", "yellow", "red"]);
const qualificationStatus = z.enum(["qualified", "close", "needs_work"]);

export const sectionInsight = z.object({
  sectionId: z.number().int(),
  name: z.string(),
  averageScore: z.number(),
  priority,
});

export const sectionPerformanceRow = z.object({
  sectionId: z.number().int(),
  code: z.enum(SECTION_CODES),
  name: z.string(),
  inAfqt: z.boolean(),
  averageScore: z.number(),
  completedQuestions: z.number().int(),
  practised: z.boolean(),
  priority: priority.nullable(),
  tone: tone.nullable(),
  strong: z.boolean(),
  needsAttention: z.boolean(),
});

export const recentSession = z.object({
  id: z.string(),
  sectionId: z.number().int(),
  sectionName: z.string(),
  isCompleted: z.boolean(),
  score: z.number().int().nullable(),
  tone: tone.nullable(),
  /** Seconds. */
  timeSpent: z.number().int(),
  isAdaptive: z.boolean(),
  mode: z.enum(["practice", "story", "review", "adaptive", "full_test"]),
  fullTestId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type RecentSession = z.infer<typeof recentSession>;

export const afqtSummary = z.object({
  score: z.number().int().nullable(),
  source: z.enum(["full_test", "practice"]),
  fullTestId: z.string().nullable(),
  takenAt: z.string().nullable(),
  category: z.string().nullable(),
  sectionsWithData: z.number().int(),
  sectionsTotal: z.number().int(),
});
export type AfqtSummaryDto = z.infer<typeof afqtSummary>;

export const afqtTarget = z.object({
  branch: z.object({ code: z.string(), name: z.string(), minimumAfqt: z.number().int() }),
  score: z.number().int(),
  group: z.enum(JOB_GROUPS),
  gap: z.number().int().nullable(),
  status: qualificationStatus.nullable(),
});

const topicAdvice = z.object({
  topic: z.string(),
  label: z.string(),
  accuracy: z.number().int().nullable(),
  answered: z.number().int(),
  minutes: z.number().int(),
});

export const studyAdvice = z.object({
  status: z.enum(["no_data", "focus", "start", "maintain"]),
  weeklyMinutes: z.number().int(),
  priorityShare: z.number().int(),
  generalShare: z.number().int(),
  priorityMinutes: z.number().int(),
  generalMinutes: z.number().int(),
  goalPercent: z.number().int(),
  sections: z.array(
    z.object({
      sectionId: z.number().int(),
      name: z.string(),
      averageScore: z.number().int().nullable(),
      priority: priority.nullable(),
      reason: z.enum(["below_goal", "not_started", "lowest"]),
      minutes: z.number().int(),
      topics: z.array(topicAdvice),
    }),
  ),
  review: z.array(z.object({ sectionId: z.number().int(), name: z.string() })),
  notStarted: z.array(z.object({ sectionId: z.number().int(), name: z.string() })),
});
export type StudyAdviceDto = z.infer<typeof studyAdvice>;

/** GET /api/analytics?tz=America/Chicago: study days, the streak and the trend follow the learner's calendar (default UTC). */
export const analyticsQuery = z.object({
  tz: z.string().refine(isTimeZone, "Unknown time zone").optional(),
});

/** GET /api/analytics: everything the analytics screen and the dashboard's performance blocks show. */
export const analytics = z.object({
  /** The day the streak was counted on, in the requested time zone. */
  today: z.string(),
  summary: z.object({
    /** Mean of the practised sections' averages (the dashboard's mission score); null before any practice. */
    averageScore: z.number().int().nullable(),
    sectionsPractised: z.number().int(),
    completedSessions: z.number().int(),
    questionsAnswered: z.number().int(),
    studyDays: z.number().int(),
  }),
  streak: z.object({
    current: z.number().int(),
    longest: z.number().int(),
    studiedToday: z.boolean(),
    lastStudyDay: z.string().nullable(),
  }),
  improvement: z.object({
    delta: z.number().int().nullable(),
    earlyAverage: z.number().int().nullable(),
    recentAverage: z.number().int().nullable(),
    sessionsCounted: z.number().int(),
    window: z.number().int(),
  }),
  afqt: afqtSummary,
  /** Null until the learner picks a target branch. */
  target: afqtTarget.nullable(),
  trend: z.array(z.object({ day: z.string(), averageScore: z.number().int(), sessions: z.number().int() })),
  sections: z.array(sectionPerformanceRow),
  strengths: z.array(sectionInsight),
  needsAttention: z.array(sectionInsight),
  recentSessions: z.array(recentSession),
  recommendations: studyAdvice,
});
export type AnalyticsDto = z.infer<typeof analytics>;
