import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { questMissions, questSettings } from "../../db/schema";

export interface CompletedMissionRow {
  mission: number;
  bestScore: number;
  completedAt: Date;
}

export function questRepo(db: Db) {
  return {
    async completed(userId: number): Promise<CompletedMissionRow[]> {
      return db
        .select({ mission: questMissions.mission, bestScore: questMissions.bestScore, completedAt: questMissions.completedAt })
        .from(questMissions)
        .where(eq(questMissions.userId, userId));
    },

    /**
     * Records a passing session in one statement: the first completion inserts the row, a later passing session only
     * raises the best score. `inserted` tells the two apart (xmax is 0 only on a freshly inserted row), so two
     * requests racing on the same completion still award its points once (points are derived from the rows).
     */
    async recordPass(userId: number, mission: number, sessionId: string, score: number, now: Date): Promise<{ inserted: boolean }> {
      const [row] = await db
        .insert(questMissions)
        .values({
          userId,
          mission,
          bestScore: score,
          firstSessionId: sessionId,
          bestSessionId: sessionId,
          completedAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [questMissions.userId, questMissions.mission],
          set: {
            bestScore: sql`greatest(${questMissions.bestScore}, excluded.best_score)`,
            bestSessionId: sql`case when excluded.best_score > ${questMissions.bestScore} then excluded.best_session_id else ${questMissions.bestSessionId} end`,
            updatedAt: now,
          },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return { inserted: row?.inserted === true };
    },

    async audio(userId: number): Promise<{ enabled: boolean; volume: number } | undefined> {
      const [row] = await db
        .select({ enabled: questSettings.audioEnabled, volume: questSettings.audioVolume })
        .from(questSettings)
        .where(eq(questSettings.userId, userId));
      return row;
    },

    async saveAudio(userId: number, audio: { enabled: boolean; volume: number }, now: Date): Promise<void> {
      await db
        .insert(questSettings)
        .values({ userId, audioEnabled: audio.enabled, audioVolume: audio.volume, updatedAt: now })
        .onConflictDoUpdate({
          target: questSettings.userId,
          set: { audioEnabled: audio.enabled, audioVolume: audio.volume, updatedAt: now },
        });
    },

    /** Whether the learner has completed a given mission (the unlock check). */
    async hasCompleted(userId: number, mission: number): Promise<boolean> {
      const [row] = await db
        .select({ mission: questMissions.mission })
        .from(questMissions)
        .where(and(eq(questMissions.userId, userId), eq(questMissions.mission, mission)));
      return row !== undefined;
    },
  };
}
export type QuestRepo = ReturnType<typeof questRepo>;
