import { describe, expect, it } from "vitest";
import {
  canShareScore,
  dailyLimitFor,
  dueReviews,
  performanceBadge,
  remainingToday,
  reviewDueAt,
  sessionScore,
  utcDayStart,
} from "./practice";

describe("practice rules", () => {
  it("scores as a rounded percent of the whole test", () => {
    expect(sessionScore(7, 10)).toBe(70);
    expect(sessionScore(2, 3)).toBe(67);
    expect(sessionScore(12, 10)).toBe(100);
    expect(sessionScore(0, 0)).toBe(0);
  });

  it("gives the badge by the 85 / 70 / 50 thresholds and the share prompt at 50", () => {
    expect([85, 84, 70, 69, 50, 49].map(performanceBadge)).toEqual([
      "Excellent Performance!",
      "Good Work!",
      "Good Work!",
      "Keep Improving!",
      "Keep Improving!",
      "Practice More!",
    ]);
    expect([canShareScore(50), canShareScore(49)]).toEqual([true, false]);
  });

  it("limits free plans to 10 a section a day and nobody else", () => {
    expect(dailyLimitFor("free")).toBe(10);
    expect(dailyLimitFor("premium")).toBeNull();
    expect(dailyLimitFor("annual")).toBeNull();
    expect(remainingToday("free", 7)).toBe(3);
    expect(remainingToday("free", 12)).toBe(0);
    expect(remainingToday("annual", 500)).toBeNull();
  });

  it("starts the day at UTC midnight", () => {
    expect(utcDayStart(new Date("2026-03-04T23:59:59-05:00")).toISOString()).toBe("2026-03-05T00:00:00.000Z");
  });

  it("spaces reviews 1, 3, 7 and 14 days apart", () => {
    const t = new Date("2026-01-01T00:00:00Z");
    expect([1, 2, 3, 4, 9].map((n) => (reviewDueAt(t, n).getTime() - t.getTime()) / 86_400_000)).toEqual([1, 3, 7, 14, 14]);
  });
});

describe("dueReviews", () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  it("brings back missed questions when their interval has passed, most overdue first", () => {
    const answers = [
      { questionId: "a", isCorrect: false, answeredAt: day(1) },
      { questionId: "b", isCorrect: false, answeredAt: day(3) },
      { questionId: "c", isCorrect: false, answeredAt: day(1) },
      { questionId: "c", isCorrect: true, answeredAt: day(2) },
      { questionId: "d", isCorrect: false, answeredAt: day(1) },
      { questionId: "d", isCorrect: false, answeredAt: day(2) },
    ];
    // On day 4: a is due (missed once on day 1, +1 day); b is due on day 4; c was answered right
    // afterwards; d missed twice (last on day 2), so it is due on day 5.
    expect(dueReviews(answers, day(4))).toEqual(["a", "b"]);
    expect(dueReviews(answers, day(5))).toEqual(["a", "b", "d"]);
  });
});
