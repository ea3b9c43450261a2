import { describe, expect, it } from "vitest";
import { hasStudyData, MIN_ANSWERS_PER_TOPIC, severityOf, weakestTopics, type TopicTally } from "./weakest-topics";

const tally = (topic: string, totalAttempts: number, incorrectCount: number, section: TopicTally["section"] = "AR"): TopicTally => ({
  section,
  topic,
  totalAttempts,
  incorrectCount,
});

describe("severityOf", () => {
  it("follows the spec's score lines: below 50% right critical, below 65% high, below 80% medium", () => {
    expect(severityOf(1)).toBe("critical");
    expect(severityOf(0.51)).toBe("critical");
    expect(severityOf(0.5)).toBe("high"); // exactly 50% right is 'Keep Improving!', not 'Practice More!'
    expect(severityOf(0.36)).toBe("high");
    expect(severityOf(0.35)).toBe("medium"); // 65% right is no longer "needs attention"
    expect(severityOf(0.21)).toBe("medium");
    expect(severityOf(0.2)).toBe("other"); // 80% right is a strong area
    expect(severityOf(0)).toBe("other");
  });
});

describe("weakestTopics", () => {
  it("ranks by error rate, then by misses, and computes the rate", () => {
    const result = weakestTopics([
      tally("percents", 10, 3),
      tally("rates", 4, 4),
      tally("averages", 8, 4),
      tally("mixtures", 4, 2),
      tally("fractions", 5, 1, "MK"),
    ]);
    expect(result.map((t) => t.topic)).toEqual(["rates", "averages", "mixtures", "percents", "fractions"]);
    expect(result[0]).toMatchObject({ errorRate: 1, severity: "critical", incorrectCount: 4, totalAttempts: 4 });
    expect(result[1]).toMatchObject({ errorRate: 0.5, severity: "high" });
    expect(result[3]).toMatchObject({ errorRate: 0.3, severity: "medium" });
    expect(result[4]).toMatchObject({ errorRate: 0.2, severity: "other", section: "MK" });
  });

  it("ignores topics with fewer answers than the minimum", () => {
    const result = weakestTopics([tally("rates", MIN_ANSWERS_PER_TOPIC - 1, 2), tally("percents", MIN_ANSWERS_PER_TOPIC, 1)]);
    expect(result.map((t) => t.topic)).toEqual(["percents"]);
  });

  it("keeps at most the limit, and never-missed topics only when nothing was missed", () => {
    const many = Array.from({ length: 8 }, (_, i) => tally(`topic ${i}`, 10, i + 1));
    expect(weakestTopics([...many, tally("perfect", 10, 0)])).toHaveLength(5);
    expect(weakestTopics([...many, tally("perfect", 10, 0)], 20).map((t) => t.topic)).not.toContain("perfect");
    expect(weakestTopics([tally("perfect", 10, 0), tally("also perfect", 3, 0)]).map((t) => t.topic)).toEqual(["also perfect", "perfect"]);
  });

  it("is empty without answers", () => {
    expect(weakestTopics([])).toEqual([]);
  });
});

describe("hasStudyData", () => {
  it("needs one topic with the minimum of answers", () => {
    expect(hasStudyData([])).toBe(false);
    expect(hasStudyData([tally("rates", MIN_ANSWERS_PER_TOPIC - 1, 0), tally("percents", 1, 1)])).toBe(false);
    expect(hasStudyData([tally("rates", MIN_ANSWERS_PER_TOPIC, 0)])).toBe(true);
  });
});
