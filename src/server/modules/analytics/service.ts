import type { AnalyticsDto } from "@contracts/analytics";
import { RECENT_SESSIONS_LIMIT, TREND_DAYS_LIMIT } from "@contracts/analytics";
import { TOPICS } from "@content/topics";
import { afqtSummary, afqtTarget } from "@domain/analytics/afqt";
import { IMPROVEMENT_WINDOW, improvementSummary } from "@domain/analytics/improvement";
import { studyAdvice, type TopicLabel } from "@domain/analytics/plan";
import { scoreTone, sectionPerformance } from "@domain/analytics/sections";
import { calendarDay } from "@domain/analytics/calendar-day";
import { studyStreak } from "@domain/analytics/streak";
import { AFQT_SECTION_CODES, DEFAULT_SECTION_TOTAL, type SectionCode } from "@domain/constants";
import { missionProgress } from "@domain/progress/mission";
import { studyPlan } from "@domain/progress/recommendations";
import type { BranchesRepo } from "../branches";
import type { UserRow } from "../../db/rows";
import type { AnalyticsRepo } from "./repo";

/** "ac and dc" → "AC and DC", "ohm's law" → "Ohm's law": the bank stores topics in lower case. */
export function topicLabel(topic: string): string {
  const spaced = topic.replace(/\b(ac|dc)\b/g, (m) => m.toUpperCase());
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function topicCatalog(sectionIds: ReadonlyMap<SectionCode, number>): TopicLabel[] {
  return Object.entries(TOPICS).flatMap(([code, topics]) => {
    const sectionId = sectionIds.get(code as SectionCode);
    return sectionId === undefined ? [] : topics.map((topic) => ({ sectionId, topic, label: topicLabel(topic) }));
  });
}

export function analyticsService(repo: AnalyticsRepo, branches: BranchesRepo, clock: () => Date = () => new Date()) {
  return {
    /** `timeZone` must be a valid IANA name (the route's schema checks it): study days are the learner's days. */
    async forUser(user: UserRow, timeZone = "UTC"): Promise<AnalyticsDto> {
      const now = clock();
      const [progressRows, days, topics, ends, trend, recent, fullTest, branch] = await Promise.all([
        repo.sectionProgress(user.id),
        repo.studyDays(user.id, timeZone),
        repo.topicAccuracy(user.id),
        repo.scoredSessionEnds(user.id, IMPROVEMENT_WINDOW),
        repo.dailyScores(user.id, TREND_DAYS_LIMIT, timeZone),
        repo.recentSessions(user.id, RECENT_SESSIONS_LIMIT),
        repo.latestCompletedFullTest(user.id),
        user.targetBranch ? branches.findByCode(user.targetBranch) : Promise.resolve(undefined),
      ]);

      // Rounded as GET /api/progress rounds them, so the dashboard and this screen agree to the point.
      const sectionRows = progressRows.map((r) => ({
        sectionId: r.sectionId,
        code: r.code,
        name: r.name,
        inAfqt: r.inAfqt,
        completedQuestions: r.completedQuestions ?? 0,
        totalQuestions: r.totalQuestions ?? DEFAULT_SECTION_TOTAL,
        averageScore: r.averageScore === null ? 0 : Math.round(r.averageScore * 10) / 10,
      }));
      const mission = missionProgress(sectionRows);
      const plan = studyPlan(sectionRows);
      const core = AFQT_SECTION_CODES.map((code) => {
        const row = sectionRows.find((r) => r.code === code);
        return row && row.completedQuestions > 0 ? row.averageScore : null;
      });
      const afqt = afqtSummary(
        fullTest && fullTest.afqtPercentile !== null && fullTest.completedAt
          ? {
              id: fullTest.id,
              afqtPercentile: fullTest.afqtPercentile,
              afqtCategory: fullTest.afqtCategory,
              completedAt: fullTest.completedAt,
            }
          : null,
        core,
      );
      const insight = ({ sectionId, name, averageScore, priority }: (typeof plan.strengths)[number]) => ({
        sectionId,
        name,
        averageScore,
        priority,
      });

      return {
        today: calendarDay(now, timeZone),
        summary: {
          averageScore: mission.sectionsPractised > 0 ? mission.overallScore : null,
          sectionsPractised: mission.sectionsPractised,
          completedSessions: ends.total,
          questionsAnswered: sectionRows.reduce((sum, r) => sum + r.completedQuestions, 0),
          studyDays: days.length,
        },
        streak: studyStreak(days, now, timeZone),
        improvement: improvementSummary(ends.sessions, ends.total),
        afqt,
        target: afqtTarget(branch ? { code: branch.code, name: branch.name, minimumAfqt: branch.minimumAfqtScore } : null, afqt.score),
        trend,
        sections: sectionPerformance(sectionRows),
        strengths: plan.strengths.map(insight),
        needsAttention: plan.needsAttention.map(insight),
        recentSessions: recent.map((s) => ({
          ...s,
          tone: s.isCompleted && s.score !== null ? scoreTone(s.score) : null,
          createdAt: s.createdAt.toISOString(),
          completedAt: s.completedAt ? s.completedAt.toISOString() : null,
        })),
        recommendations: studyAdvice({
          sections: sectionRows,
          topics,
          catalog: topicCatalog(new Map(sectionRows.map((r) => [r.code, r.sectionId]))),
        }),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
