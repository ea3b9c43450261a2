import { z } from "zod";
import { MISSION_COUNT } from "@domain/quest";
import { QUEST_MESSAGES } from "./quest-messages";

export { QUEST_MESSAGES } from "./quest-messages";

export const AUDIO_DEFAULTS = { enabled: true, volume: 70 } as const;

export const missionDifficulty = z.enum(["Easy", "Medium", "Hard", "Expert"]);

export const questMission = z.object({
  id: z.number().int(),
  title: z.string(),
  difficulty: missionDifficulty,
  estimatedMinutes: z.number().int(),
  requiredScore: z.number().int(),
  sectionId: z.number().int(),
  unlockRequirement: z.number().int().nullable(),
  rewards: z.object({ rank: z.string(), badge: z.string(), points: z.number().int() }),
  state: z.enum(["locked", "available", "completed"]),
  /** The best score of a passing mission session (null until completed). */
  bestScore: z.number().int().nullable(),
  /** The best score reached the mission's requiredScore. */
  distinction: z.boolean(),
  completedAt: z.string().nullable(),
});
export type QuestMissionDto = z.infer<typeof questMission>;

export const questAudio = z.object({
  enabled: z.boolean({ message: QUEST_MESSAGES.volumeRange }),
  volume: z
    .number({ message: QUEST_MESSAGES.volumeRange })
    .int(QUEST_MESSAGES.volumeRange)
    .min(0, QUEST_MESSAGES.volumeRange)
    .max(100, QUEST_MESSAGES.volumeRange),
});
export type QuestAudio = z.infer<typeof questAudio>;

export const questRank = z.object({
  /** 0 for the starting rank, else the mission whose reward the rank is (the client translates by it). */
  level: z.number().int(),
  title: z.string(),
});

export const questView = z.object({
  missions: z.array(questMission),
  totalPoints: z.number().int(),
  rank: questRank,
  missionsCompleted: z.number().int(),
  totalMissions: z.number().int(),
  badges: z.array(z.string()),
  passPercent: z.number().int(),
  audio: questAudio,
});
export type QuestView = z.infer<typeof questView>;

export const missionParams = z.object({
  n: z.coerce
    .number({ message: QUEST_MESSAGES.missionNotFound })
    .int(QUEST_MESSAGES.missionNotFound)
    .min(1, QUEST_MESSAGES.missionNotFound)
    .max(MISSION_COUNT, QUEST_MESSAGES.missionNotFound),
});

export const completeMissionRequest = z.object({
  sessionId: z.string({ message: QUEST_MESSAGES.sessionIdRequired }).min(1, QUEST_MESSAGES.sessionIdRequired).max(80),
});
export type CompleteMissionRequest = z.input<typeof completeMissionRequest>;

export const completeMissionResponse = z.object({
  quest: questView,
  completion: z.object({
    missionId: z.number().int(),
    /** This session's score (the mission's best score is on its card). */
    score: z.number().int(),
    /** False when the mission had been completed before: no points are added again. */
    newlyCompleted: z.boolean(),
    pointsAwarded: z.number().int(),
    distinction: z.boolean(),
    rank: questRank,
    badge: z.string(),
  }),
});
export type CompleteMissionResponse = z.infer<typeof completeMissionResponse>;
