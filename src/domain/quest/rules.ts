import { MISSION_PASS_PERCENT, STARTING_RANK, STORY_MISSIONS, missionById, type StoryMission } from "./missions";

export type MissionState = "locked" | "available" | "completed";

/** A score completes a mission at the spec's 70 percent pass mark. */
export const passesMission = (score: number) => score >= MISSION_PASS_PERCENT;

/** Reaching the mission's own requiredScore earns a distinction on its card (the spec leaves requiredScore unused). */
export const earnsDistinction = (mission: StoryMission, score: number) => score >= mission.requiredScore;

/** Mission 1 is always open; mission N is playable only once mission N-1 is complete. */
export function isUnlocked(id: number, completed: ReadonlySet<number>): boolean {
  const mission = missionById(id);
  if (!mission) return false;
  return mission.unlockRequirement === null || completed.has(mission.unlockRequirement);
}

export function missionState(id: number, completed: ReadonlySet<number>): MissionState {
  if (completed.has(id)) return "completed";
  return isUnlocked(id, completed) ? "available" : "locked";
}

/** Points are the sum of the completed missions' points: each mission counts once, however often it is passed. */
export function totalPoints(completed: ReadonlySet<number>): number {
  return STORY_MISSIONS.filter((m) => completed.has(m.id)).reduce((sum, m) => sum + m.rewards.points, 0);
}

export interface RankStep {
  /** 0 for the starting rank, else the mission whose reward it is. */
  level: number;
  title: string;
  /** Points needed: the missions up to and including this one, taken in their order. */
  minPoints: number;
}

/** The promotion ladder: each mission's rank at the points of every mission up to it (§9's order). */
export const RANK_LADDER: readonly RankStep[] = [
  { level: 0, title: STARTING_RANK, minPoints: 0 },
  ...STORY_MISSIONS.map((m, i) => ({
    level: m.id,
    title: m.rewards.rank,
    minPoints: STORY_MISSIONS.slice(0, i + 1).reduce((sum, x) => sum + x.rewards.points, 0),
  })),
];

/** The highest rank whose points are reached. Missions unlock in order, so this is the last completed mission's rank. */
export function rankForPoints(points: number): RankStep {
  let rank = RANK_LADDER[0]!;
  for (const step of RANK_LADDER) if (points >= step.minPoints) rank = step;
  return rank;
}

/** The badges earned, in mission order. */
export function badgesFor(completed: ReadonlySet<number>): string[] {
  return STORY_MISSIONS.filter((m) => completed.has(m.id)).map((m) => m.rewards.badge);
}
