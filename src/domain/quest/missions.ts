/**
 * The nine Boot Camp Quest missions, exactly as the learning spec §9 lists them (title, difficulty, required score,
 * points, rank, badge, section). Estimated times are not listed per mission, only their range (15 to 30 minutes),
 * so they climb with the difficulty inside that range. Descriptions and story texts are the client's (translated).
 */

export type MissionDifficulty = "Easy" | "Medium" | "Hard" | "Expert";

export interface MissionRewards {
  rank: string;
  badge: string;
  points: number;
}

export interface StoryMission {
  id: number;
  title: string;
  difficulty: MissionDifficulty;
  estimatedMinutes: number;
  /** Reaching it earns the mission's distinction; completion itself needs only MISSION_PASS_PERCENT. */
  requiredScore: number;
  rewards: MissionRewards;
  /** The mission that must be complete first (null for mission 1). */
  unlockRequirement: number | null;
  sectionId: number;
}

/** A mission is one practice set of the spec's ten questions in its own section. */
export const MISSION_QUESTIONS = 10;

/** Learning spec §9: only the 70 percent pass threshold is applied to completion. */
export const MISSION_PASS_PERCENT = 70;

/** The rank before any mission is complete (the spec names none; the dashboard greets learners as "Recruit"). */
export const STARTING_RANK = "Recruit";

type Row = [
  title: string,
  difficulty: MissionDifficulty,
  requiredScore: number,
  points: number,
  rank: string,
  badge: string,
  sectionId: number,
  minutes: number,
];

const ROWS: readonly Row[] = [
  ["Secure the Radio", "Easy", 75, 100, "Private First Class", "Radio Operator", 9, 15],
  ["Fix the Humvee", "Medium", 80, 150, "Specialist", "Combat Engineer", 17, 20],
  ["Navigate the Minefield", "Medium", 85, 175, "Corporal", "Navigator", 10, 20],
  ["Decode Intel Reports", "Hard", 80, 200, "Sergeant", "Intelligence Analyst", 11, 25],
  ["Breach the Compound", "Hard", 85, 225, "Staff Sergeant", "Demolitions Expert", 12, 25],
  ["Science Laboratory", "Hard", 90, 250, "Sergeant First Class", "Science Officer", 13, 25],
  ["Electronics Warfare", "Medium", 75, 200, "Master Sergeant", "Cyber Warrior", 14, 20],
  ["Command the Garage", "Hard", 85, 275, "First Sergeant", "Motor Pool Chief", 15, 25],
  ["Workshop Leadership", "Expert", 95, 300, "Command Sergeant Major", "Workshop Commander", 16, 30],
];

export const STORY_MISSIONS: readonly StoryMission[] = ROWS.map(
  ([title, difficulty, requiredScore, points, rank, badge, sectionId, minutes], i) => ({
    id: i + 1,
    title,
    difficulty,
    estimatedMinutes: minutes,
    requiredScore,
    rewards: { rank, badge, points },
    unlockRequirement: i === 0 ? null : i,
    sectionId,
  }),
);

export const MISSION_COUNT = STORY_MISSIONS.length;

export function missionById(id: number): StoryMission | undefined {
  return STORY_MISSIONS.find((m) => m.id === id);
}
