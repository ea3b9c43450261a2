import { describe, expect, it } from "vitest";
import { MISSION_PASS_PERCENT, STARTING_RANK, STORY_MISSIONS, missionById } from "./missions";
import { RANK_LADDER, badgesFor, earnsDistinction, isUnlocked, missionState, passesMission, rankForPoints, totalPoints } from "./rules";

const done = (...ids: number[]) => new Set(ids);

describe("the nine missions (learning spec §9)", () => {
  it("lists every mission's title, difficulty, required score, points, rank, badge and section in order", () => {
    expect(
      STORY_MISSIONS.map((m) => [
        m.id,
        m.title,
        m.difficulty,
        m.requiredScore,
        m.rewards.points,
        m.rewards.rank,
        m.rewards.badge,
        m.sectionId,
      ]),
    ).toEqual([
      [1, "Secure the Radio", "Easy", 75, 100, "Private First Class", "Radio Operator", 9],
      [2, "Fix the Humvee", "Medium", 80, 150, "Specialist", "Combat Engineer", 17],
      [3, "Navigate the Minefield", "Medium", 85, 175, "Corporal", "Navigator", 10],
      [4, "Decode Intel Reports", "Hard", 80, 200, "Sergeant", "Intelligence Analyst", 11],
      [5, "Breach the Compound", "Hard", 85, 225, "Staff Sergeant", "Demolitions Expert", 12],
      [6, "Science Laboratory", "Hard", 90, 250, "Sergeant First Class", "Science Officer", 13],
      [7, "Electronics Warfare", "Medium", 75, 200, "Master Sergeant", "Cyber Warrior", 14],
      [8, "Command the Garage", "Hard", 85, 275, "First Sergeant", "Motor Pool Chief", 15],
      [9, "Workshop Leadership", "Expert", 95, 300, "Command Sergeant Major", "Workshop Commander", 16],
    ]);
  });

  it("chains each mission to the one before it and keeps estimated times within 15 to 30 minutes", () => {
    expect(STORY_MISSIONS.map((m) => m.unlockRequirement)).toEqual([null, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const m of STORY_MISSIONS) {
      expect(m.estimatedMinutes).toBeGreaterThanOrEqual(15);
      expect(m.estimatedMinutes).toBeLessThanOrEqual(30);
    }
    expect(missionById(9)?.title).toBe("Workshop Leadership");
    expect(missionById(0)).toBeUndefined();
    expect(missionById(10)).toBeUndefined();
  });
});

describe("unlock order", () => {
  it("opens mission 1 always and mission N only once mission N-1 is complete", () => {
    expect(isUnlocked(1, done())).toBe(true);
    expect(isUnlocked(2, done())).toBe(false);
    expect(isUnlocked(2, done(1))).toBe(true);
    expect(isUnlocked(3, done(1))).toBe(false);
    // Only the mission right before counts: mission 1 alone never opens mission 9.
    expect(isUnlocked(9, done(1, 2, 3, 4, 5, 6, 7))).toBe(false);
    expect(isUnlocked(9, done(1, 2, 3, 4, 5, 6, 7, 8))).toBe(true);
    expect(isUnlocked(10, done(1, 2, 3, 4, 5, 6, 7, 8, 9))).toBe(false);
  });

  it("says locked, available or completed for each mission", () => {
    const completed = done(1, 2);
    expect(STORY_MISSIONS.map((m) => missionState(m.id, completed))).toEqual([
      "completed",
      "completed",
      "available",
      "locked",
      "locked",
      "locked",
      "locked",
      "locked",
      "locked",
    ]);
    expect(missionState(1, done())).toBe("available");
  });
});

describe("pass mark and distinction", () => {
  it("completes a mission at 70 percent and not below", () => {
    expect(MISSION_PASS_PERCENT).toBe(70);
    expect(passesMission(70)).toBe(true);
    expect(passesMission(69)).toBe(false);
    expect(passesMission(100)).toBe(true);
  });

  it("earns the distinction at the mission's own required score", () => {
    const radio = missionById(1)!;
    const workshop = missionById(9)!;
    expect(earnsDistinction(radio, 74)).toBe(false);
    expect(earnsDistinction(radio, 75)).toBe(true);
    expect(earnsDistinction(workshop, 90)).toBe(false);
    expect(earnsDistinction(workshop, 95)).toBe(true);
  });
});

describe("points, rank and badges", () => {
  it("adds each completed mission's points once", () => {
    expect(totalPoints(done())).toBe(0);
    expect(totalPoints(done(1))).toBe(100);
    expect(totalPoints(done(1, 2, 3))).toBe(425);
    expect(totalPoints(done(1, 2, 3, 4, 5, 6, 7, 8, 9))).toBe(1875);
  });

  it("promotes with the points: each mission's rank at the points of all missions up to it", () => {
    expect(RANK_LADDER.map((r) => r.minPoints)).toEqual([0, 100, 250, 425, 625, 850, 1100, 1300, 1575, 1875]);
    expect(rankForPoints(0)).toEqual({ level: 0, title: STARTING_RANK, minPoints: 0 });
    expect(rankForPoints(99).title).toBe("Recruit");
    expect(rankForPoints(100).title).toBe("Private First Class");
    expect(rankForPoints(249).title).toBe("Private First Class");
    expect(rankForPoints(250).title).toBe("Specialist");
    expect(rankForPoints(1874).title).toBe("First Sergeant");
    expect(rankForPoints(1875)).toMatchObject({ level: 9, title: "Command Sergeant Major" });
    // Missions complete in order, so the rank from points is always the last completed mission's rank.
    for (let n = 1; n <= 9; n++) {
      const completed = new Set(STORY_MISSIONS.slice(0, n).map((m) => m.id));
      expect(rankForPoints(totalPoints(completed)).title).toBe(missionById(n)!.rewards.rank);
    }
  });

  it("lists the badges earned in mission order", () => {
    expect(badgesFor(done())).toEqual([]);
    expect(badgesFor(done(2, 1))).toEqual(["Radio Operator", "Combat Engineer"]);
  });
});
