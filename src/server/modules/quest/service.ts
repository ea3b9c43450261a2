import { AUDIO_DEFAULTS, QUEST_MESSAGES, type CompleteMissionResponse, type QuestAudio, type QuestView } from "@contracts/quest";
import {
  MISSION_COUNT,
  MISSION_QUESTIONS,
  MISSION_PASS_PERCENT,
  STORY_MISSIONS,
  badgesFor,
  earnsDistinction,
  missionById,
  missionState,
  passesMission,
  rankForPoints,
  totalPoints,
} from "@domain/quest";
import { HttpError, conflict, notFound } from "../../plugins/errors";
import type { MissionSessionFacts } from "../sessions";
import type { QuestRepo } from "./repo";

/** The sessions module's read of a learner's own session (undefined for a missing or another learner's session). */
export type MissionSessionRead = (userId: number, sessionId: string) => Promise<MissionSessionFacts | undefined>;

const refused = (message: string) => new HttpError(400, message, { sessionId: [message] });

export function questService(repo: QuestRepo, readSession: MissionSessionRead, clock: () => Date = () => new Date()) {
  async function view(userId: number): Promise<QuestView> {
    const [rows, audio] = await Promise.all([repo.completed(userId), repo.audio(userId)]);
    const byMission = new Map(rows.map((r) => [r.mission, r]));
    const completed = new Set(byMission.keys());
    const points = totalPoints(completed);
    const rank = rankForPoints(points);
    return {
      missions: STORY_MISSIONS.map((m) => {
        const row = byMission.get(m.id);
        return {
          id: m.id,
          title: m.title,
          difficulty: m.difficulty,
          estimatedMinutes: m.estimatedMinutes,
          requiredScore: m.requiredScore,
          sectionId: m.sectionId,
          unlockRequirement: m.unlockRequirement,
          rewards: { ...m.rewards },
          state: missionState(m.id, completed),
          bestScore: row?.bestScore ?? null,
          distinction: row ? earnsDistinction(m, row.bestScore) : false,
          completedAt: row ? row.completedAt.toISOString() : null,
        };
      }),
      totalPoints: points,
      rank: { level: rank.level, title: rank.title },
      missionsCompleted: completed.size,
      totalMissions: MISSION_COUNT,
      badges: badgesFor(completed),
      passPercent: MISSION_PASS_PERCENT,
      audio: audio ?? { ...AUDIO_DEFAULTS },
    };
  }

  return {
    view,

    /**
     * Completes mission `n` from the learner's own finished mission session for it with a passing score. Passing it
     * again keeps the mission complete (no second award) and only raises its best score.
     */
    async complete(userId: number, n: number, sessionId: string): Promise<CompleteMissionResponse> {
      const mission = missionById(n);
      if (!mission) throw notFound(QUEST_MESSAGES.missionNotFound);
      const session = await readSession(userId, sessionId);
      // Another learner's session is "not found", as the sessions module answers it.
      if (!session) throw notFound(QUEST_MESSAGES.sessionNotFound);
      // The mission's own section and a full set: a one-question session, or an easier section, is not the mission.
      if (
        session.mode !== "story" ||
        session.mission !== n ||
        session.sectionId !== mission.sectionId ||
        session.totalQuestions < MISSION_QUESTIONS
      ) {
        throw refused(QUEST_MESSAGES.notMissionSession);
      }
      if (!session.isCompleted || session.score === null) throw refused(QUEST_MESSAGES.sessionUnfinished);
      if (!passesMission(session.score)) throw refused(QUEST_MESSAGES.scoreTooLow);
      if (mission.unlockRequirement !== null && !(await repo.hasCompleted(userId, mission.unlockRequirement))) {
        throw conflict(QUEST_MESSAGES.missionLocked);
      }
      const { inserted } = await repo.recordPass(userId, n, sessionId, session.score, clock());
      const quest = await view(userId);
      return {
        quest,
        completion: {
          missionId: n,
          score: session.score,
          newlyCompleted: inserted,
          pointsAwarded: inserted ? mission.rewards.points : 0,
          distinction: earnsDistinction(mission, session.score),
          rank: quest.rank,
          badge: mission.rewards.badge,
        },
      };
    },

    async saveAudio(userId: number, audio: QuestAudio): Promise<QuestAudio> {
      await repo.saveAudio(userId, audio, clock());
      return audio;
    },
  };
}
export type QuestService = ReturnType<typeof questService>;
