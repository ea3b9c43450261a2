import type { Difficulty } from "../types";
import { finish } from "./build";
import { fraction, money, num } from "./format";
import { rngFor } from "@domain/random";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);

/** Near-miss fallbacks so every item has three distinct distractors even when mistakes coincide. */
const around = (x: number, step: number) => [x + step, x - step, x + 2 * step, x * 2];

const VEHICLES = ["convoy", "supply truck", "patrol boat", "cargo plane", "cyclist", "bus"] as const;
const SPEEDS: Record<(typeof VEHICLES)[number], [number, number, number]> = {
  convoy: [30, 60, 5],
  "supply truck": [40, 70, 5],
  "patrol boat": [15, 40, 5],
  "cargo plane": [250, 500, 25],
  cyclist: [10, 20, 2],
  bus: [35, 65, 5],
};

export const arRate: Generator = {
  id: "ar-rate",
  section: "AR",
  topic: "rates",
  seedCount: 600,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const vehicle = rng.pick(VEHICLES);
    const [lo, hi, step] = SPEEDS[vehicle];
    let speed = lo + step * rng.int(0, Math.floor((hi - lo) / step));
    const halfHours = rng.int(2, 14); // 1 to 7 hours in half-hour steps
    const hours = halfHours / 2;
    // Half-hour trips use even speeds so every distance is a whole number of miles.
    if (!Number.isInteger(hours) && speed % 2 === 1) speed += step;
    const distance = speed * hours;
    const ask = rng.pick(["distance", "time", "speed"] as const);
    const hoursText = `${num(hours)} hour${hours === 1 ? "" : "s"}`;
    let stem: string, correct: string, distractors: string[], explanation: string, difficulty: Difficulty;
    if (ask === "distance") {
      stem = `A ${vehicle} travels at an average speed of ${speed} miles per hour for ${hoursText}. How many miles does the ${vehicle} travel?`;
      correct = `${num(distance)} miles`;
      distractors = [speed + hours, speed / hours, speed * Math.floor(hours), ...around(distance, step)].map((v) => `${num(v)} miles`);
      explanation = `Distance = rate × time = ${speed} × ${num(hours)} = ${num(distance)} miles. Adding the numbers (${num(speed + hours)}) or dividing them (${num(speed / hours)}) does not give a distance.`;
      difficulty = Number.isInteger(hours) ? "easy" : "medium";
    } else if (ask === "time") {
      stem = `A ${vehicle} must cover ${num(distance)} miles at an average speed of ${speed} miles per hour. How many hours will the trip take?`;
      correct = `${num(hours)} hours`;
      distractors = [distance / speed + 1, distance / speed - 0.5, (distance / speed) * 2, speed / 10, distance / (speed * 2)]
        .filter((v) => v > 0)
        .map((v) => `${num(v)} hours`);
      explanation = `Time = distance ÷ rate = ${num(distance)} ÷ ${speed} = ${num(hours)} hours. Multiplying distance by speed, or dividing speed by distance, mixes up the formula d = r × t.`;
      difficulty = Number.isInteger(hours) ? "easy" : "medium";
    } else {
      stem = `A ${vehicle} covered ${num(distance)} miles in ${hoursText}. What was its average speed?`;
      correct = `${num(speed)} mph`;
      distractors = [distance / (hours + 1), distance * hours, distance / (2 * hours), ...around(speed, step)].map((v) => `${num(v)} mph`);
      explanation = `Average speed = distance ÷ time = ${num(distance)} ÷ ${num(hours)} = ${num(speed)} mph. Multiplying distance by time gives a meaningless quantity, not a speed.`;
      difficulty = Number.isInteger(hours) ? "easy" : "medium";
    }
    return finish(this.id, "AR", seed, rng, {
      topic: this.topic,
      difficulty,
      stem,
      correct,
      distractors,
      explanation,
      params: { ask, speed, hours, distance },
    });
  },
  recompute(p) {
    const ask = String(p.ask);
    if (ask === "distance") return `${num(N(p, "speed") * N(p, "hours"))} miles`;
    if (ask === "time") return `${num(N(p, "distance") / N(p, "speed"))} hours`;
    return `${num(N(p, "distance") / N(p, "hours"))} mph`;
  },
};

const PERCENT_SCENES = [
  {
    forward: (total: number, pct: number) =>
      `Of the ${total} recruits who took the fitness test, ${pct}% passed. How many recruits passed?`,
    reverse: (part: number, pct: number) =>
      `${part} recruits passed the fitness test, which is ${pct}% of the recruits who took it. How many recruits took the test?`,
    rest: "the number who did not pass",
  },
  {
    forward: (total: number, pct: number) =>
      `A shipment holds ${total} boxes, and ${pct}% of them were damaged in transit. How many boxes were damaged?`,
    reverse: (part: number, pct: number) =>
      `${part} boxes in a shipment were damaged, which is ${pct}% of the shipment. How many boxes were in the shipment?`,
    rest: "the number of undamaged boxes",
  },
  {
    forward: (total: number, pct: number) =>
      `A company has ${total} soldiers, and ${pct}% of them volunteered for weekend duty. How many soldiers volunteered?`,
    reverse: (part: number, pct: number) =>
      `${part} soldiers volunteered for weekend duty, which is ${pct}% of the company. How many soldiers are in the company?`,
    rest: "the number who did not volunteer",
  },
  {
    forward: (total: number, pct: number) => `A town of ${total} registered voters had a turnout of ${pct}%. How many people voted?`,
    reverse: (part: number, pct: number) =>
      `${part} people voted in a town election, a turnout of ${pct}% of registered voters. How many registered voters are there?`,
    rest: "the number who did not vote",
  },
] as const;

export const arPercent: Generator = {
  id: "ar-percent",
  section: "AR",
  topic: "percents",
  seedCount: 700,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const pct = rng.pick([5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80, 90]);
    // Totals chosen so the part is a whole number.
    const unit = 100 / gcdInt(pct, 100);
    const total = unit * rng.int(Math.max(1, Math.ceil(40 / unit)), Math.ceil(600 / unit));
    const part = (pct * total) / 100;
    const scene = rng.pick(PERCENT_SCENES);
    if (rng.chance(0.4)) {
      return finish(this.id, "AR", seed, rng, {
        topic: this.topic,
        difficulty: "hard",
        stem: scene.reverse(part, pct),
        correct: num(total),
        distractors: [num((part * pct) / 100), num(part + pct), num(part * 100), num(total + unit), num(total - unit), num(total * 2)],
        explanation: `If ${pct}% of the whole is ${part}, the whole is ${part} ÷ ${pct / 100} = ${num(total)}. Taking ${pct}% of ${part} (${num((part * pct) / 100)}) answers a different question: the part is already known, the whole is not.`,
        params: { reverse: 1, pct, part },
      });
    }
    return finish(this.id, "AR", seed, rng, {
      topic: this.topic,
      difficulty: [10, 20, 25, 50, 75].includes(pct) ? "easy" : "medium",
      stem: scene.forward(total, pct),
      correct: num(part),
      distractors: [num(total - part), num(pct), num(part * 10), num(part + 5), num(part - 5), num(total + part)],
      explanation: `${pct}% of ${total} = ${pct / 100} × ${total} = ${num(part)}. ${num(total - part)} is ${scene.rest}, and ${num(part * 10)} comes from misplacing the decimal point.`,
      params: { reverse: 0, pct, total },
    });
  },
  recompute(p) {
    return N(p, "reverse") === 1 ? num(N(p, "part") / (N(p, "pct") / 100)) : num((N(p, "pct") * N(p, "total")) / 100);
  },
};

function gcdInt(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

export const arPercentChange: Generator = {
  id: "ar-percent-change",
  section: "AR",
  topic: "percent change",
  seedCount: 700,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const pct = rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
    const base = rng.int(2, 60) * 20; // multiples of 20 keep cents clean
    const up = rng.chance(0.5);
    const item = rng.pick(["pair of boots", "backpack", "watch", "tent", "bicycle", "used laptop"]);
    const ask = rng.pick(["new", "percent"] as const);
    const change = (base * pct) / 100;
    const after = up ? base + change : base - change;
    if (ask === "new") {
      const stem =
        `A ${item} that cost ${money(base)} is ${up ? "marked up" : "put on sale at"} ${pct}% ${up ? "" : "off"}. What is the new price?`.replace(
          "  ",
          " ",
        );
      return finish(this.id, "AR", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem,
        correct: money(after),
        distractors: [
          money(up ? base - change : base + change),
          money(change),
          money(base + (up ? pct : -pct)),
          money(after + 10),
          money(after - 10),
        ],
        explanation: `${pct}% of ${money(base)} is ${money(change)}, so the new price is ${money(base)} ${up ? "+" : "−"} ${money(change)} = ${money(after)}. ${money(change)} is only the amount of the change, not the price.`,
        params: { ask, base, pct, up: up ? 1 : 0 },
      });
    }
    const stem = `The price of a ${item} went from ${money(base)} to ${money(after)}. By what percent did the price ${up ? "increase" : "decrease"}?`;
    const wrongBase = (change / after) * 100;
    return finish(this.id, "AR", seed, rng, {
      topic: this.topic,
      difficulty: "hard",
      stem,
      correct: `${pct}%`,
      distractors: [`${num(wrongBase, 1)}%`, `${num(change)}%`, `${pct * 2}%`, `${pct + 5}%`, `${Math.max(1, pct - 5)}%`].filter(
        (d) => d !== `${pct}%`,
      ),
      explanation: `Percent change = change ÷ original × 100 = ${money(change)} ÷ ${money(base)} × 100 = ${pct}%. Dividing by the new price instead of the original gives ${num(wrongBase, 1)}%, a common mistake.`,
      params: { ask, base, after, up: up ? 1 : 0 },
    });
  },
  recompute(p) {
    const base = N(p, "base");
    if (p.ask === "new") {
      const change = (base * N(p, "pct")) / 100;
      return money(N(p, "up") === 1 ? base + change : base - change);
    }
    return `${num((Math.abs(N(p, "after") - base) / base) * 100)}%`;
  },
};

const RATIO_SCENES = [
  {
    text: (a: number, b: number, t: number) =>
      `A platoon has sergeants and privates in the ratio ${a} : ${b}. If the platoon has ${t} members, how many are sergeants?`,
    first: "sergeants",
    second: "privates",
    unit: "",
  },
  {
    text: (a: number, b: number, t: number) =>
      `A motor pool holds trucks and jeeps in the ratio ${a} : ${b}. If there are ${t} vehicles, how many are trucks?`,
    first: "trucks",
    second: "jeeps",
    unit: "",
  },
  {
    text: (a: number, b: number, t: number) =>
      `A concrete mix uses sand and gravel in the ratio ${a} : ${b} by weight. How many pounds of sand are in ${t} pounds of the mix?`,
    first: "sand",
    second: "gravel",
    unit: " pounds",
  },
  {
    text: (a: number, b: number, t: number) =>
      `A recruiting office's ${t} applicants chose the Navy or the Army in the ratio ${a} : ${b}. How many chose the Navy?`,
    first: "Navy applicants",
    second: "Army applicants",
    unit: "",
  },
] as const;

export const arRatio: Generator = {
  id: "ar-ratio",
  section: "AR",
  topic: "ratios and proportions",
  seedCount: 600,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const a = rng.int(1, 7);
    let b = rng.int(1, 7);
    if (b === a) b = a + 1;
    const k = rng.int(3, 25);
    const total = (a + b) * k;
    if (rng.chance(0.35)) {
      const cost = rng.int(2, 9) * 3;
      const units = a * 3;
      const want = b * 3 + a;
      const perUnit = cost / units;
      const stem = `If ${units} gallons of paint cost ${money(cost)}, how much do ${want} gallons cost at the same price?`;
      return finish(this.id, "AR", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem,
        correct: money(perUnit * want),
        distractors: [
          money(cost + want - units),
          money((units / cost) * want),
          money(cost * want),
          money(perUnit * want + perUnit),
          money(perUnit * (want - 1)),
        ],
        explanation: `One gallon costs ${money(cost)} ÷ ${units} = ${money(perUnit)}, so ${want} gallons cost ${want} × ${money(perUnit)} = ${money(perUnit * want)}. Adding the extra gallons' count to the price ignores the rate.`,
        params: { kind: "proportion", cost, units, want },
      });
    }
    const scene = rng.pick(RATIO_SCENES);
    return finish(this.id, "AR", seed, rng, {
      topic: this.topic,
      difficulty: a + b > 8 ? "medium" : "easy",
      stem: scene.text(a, b, total),
      correct: `${num(a * k)}${scene.unit}`,
      distractors: [b * k, total / a, a * k + a, total - a, a * k - b, k].map((v) => `${num(v)}${scene.unit}`),
      explanation: `The ratio has ${a} + ${b} = ${a + b} parts, so one part is ${total} ÷ ${a + b} = ${k}. The ${scene.first} are ${a} part${a === 1 ? "" : "s"}: ${a} × ${k} = ${a * k}. ${b * k} would be the ${scene.second}.`,
      params: { kind: "split", a, b, total, unit: scene.unit },
    });
  },
  recompute(p) {
    if (p.kind === "proportion") return money((N(p, "cost") / N(p, "units")) * N(p, "want"));
    return `${num((N(p, "a") * N(p, "total")) / (N(p, "a") + N(p, "b")))}${String(p.unit)}`;
  },
};

export const arAverage: Generator = {
  id: "ar-average",
  section: "AR",
  topic: "averages",
  seedCount: 800,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const count = rng.int(3, 5);
    const target = rng.int(70, 92);
    const scores = Array.from({ length: count }, () => rng.int(60, 98));
    const needed = target * (count + 1) - scores.reduce((s, x) => s + x, 0);
    if (needed < 40 || needed > 100) {
      // Regenerate deterministically with a simpler "plain average" question.
      const values = Array.from({ length: count + 1 }, () => rng.int(60, 98));
      const sum = values.reduce((s, x) => s + x, 0);
      const adjust = (count + 1 - (sum % (count + 1))) % (count + 1);
      values[0] = (values[0] as number) + adjust;
      const avg = (sum + adjust) / (count + 1);
      return finish(this.id, "AR", seed, rng, {
        topic: this.topic,
        difficulty: "easy",
        stem: `A recruit's scores on ${count + 1} practice tests were ${listing(values)}. What is the average score?`,
        correct: num(avg),
        distractors: [
          num((sum + adjust) / count),
          num(avg + 1),
          num(avg - 2),
          num(Math.max(...values)),
          num(Math.round((Math.max(...values) + Math.min(...values)) / 2) + 1),
        ],
        explanation: `Add the scores (${values.join(" + ")} = ${sum + adjust}) and divide by the number of tests, ${count + 1}: ${sum + adjust} ÷ ${count + 1} = ${num(avg)}. Dividing by ${count} instead of ${count + 1} is a common slip.`,
        params: { kind: "mean", values: values.join(",") },
      });
    }
    const stem = `A recruit scored ${listing(scores)} on ${count} tests. What score is needed on the next test for an average of ${target}?`;
    const sum = scores.reduce((s, x) => s + x, 0);
    return finish(this.id, "AR", seed, rng, {
      topic: this.topic,
      difficulty: "hard",
      stem,
      correct: num(needed),
      distractors: [
        num(target),
        num(target * count - sum + target),
        num(target * count - sum),
        num(needed + count),
        num(needed - count),
      ].filter((d) => Number(d.replace(/,/g, "")) > 0),
      explanation: `An average of ${target} over ${count + 1} tests needs a total of ${target} × ${count + 1} = ${target * (count + 1)}. The ${count} scores add to ${sum}, so the next test must be ${target * (count + 1)} − ${sum} = ${needed}. Answering ${target} ignores how far the current scores are from the target.`,
      params: { kind: "needed", scores: scores.join(","), target },
    });
  },
  recompute(p) {
    if (p.kind === "mean") {
      const values = String(p.values).split(",").map(Number);
      return num(values.reduce((s, x) => s + x, 0) / values.length);
    }
    const scores = String(p.scores).split(",").map(Number);
    return num(N(p, "target") * (scores.length + 1) - scores.reduce((s, x) => s + x, 0));
  },
};

export const arInterest: Generator = {
  id: "ar-interest",
  section: "AR",
  topic: "simple interest",
  seedCount: 600,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const principal = rng.int(4, 60) * 250;
    const rate = rng.pick([2, 3, 4, 5, 6, 8, 10, 12]);
    const years = rng.int(1, 6);
    const interest = (principal * rate * years) / 100;
    const total = rng.chance(0.5);
    const stem = `${money(principal)} is deposited in a savings account that pays ${rate}% simple interest per year. ${total ? `What is the balance after ${years} year${years > 1 ? "s" : ""}?` : `How much interest is earned in ${years} year${years > 1 ? "s" : ""}?`}`;
    const correct = money(total ? principal + interest : interest);
    return finish(this.id, "AR", seed, rng, {
      topic: this.topic,
      difficulty: years > 1 ? (total ? "hard" : "medium") : "easy",
      stem,
      correct,
      distractors: [
        money(total ? interest : principal + interest),
        money((principal * rate) / 100),
        money(principal * (1 + rate / 100) ** years),
        money((principal * rate * years) / 10),
        money(total ? principal + interest / years : interest * 2),
      ],
      explanation: `Simple interest I = P × r × t = ${money(principal)} × ${rate / 100} × ${years} = ${money(interest)}.${total ? ` The balance is principal + interest = ${money(principal + interest)}.` : ""} Compound growth (${money(principal * (1 + rate / 100) ** years)}) does not apply to simple interest.`,
      params: { principal, rate, years, total: total ? 1 : 0 },
    });
  },
  recompute(p) {
    const i = (N(p, "principal") * N(p, "rate") * N(p, "years")) / 100;
    return money(N(p, "total") === 1 ? N(p, "principal") + i : i);
  },
};

export const arWork: Generator = {
  id: "ar-work",
  section: "AR",
  topic: "work problems",
  seedCount: 200,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    // Pairs whose combined time a·b/(a+b) is a whole or half number of hours.
    const pairs = [
      [2, 2],
      [3, 6],
      [4, 4],
      [4, 12],
      [6, 3],
      [6, 6],
      [10, 15],
      [12, 6],
      [12, 4],
      [20, 5],
      [6, 12],
      [8, 8],
      [9, 18],
      [10, 10],
      [12, 12],
      [15, 10],
      [24, 12],
      [5, 20],
      [3, 3],
      [2, 6],
      [6, 2],
      [18, 9],
      [8, 24],
      [30, 6],
      [14, 14],
      [21, 42],
    ] as const;
    const [a, b] = rng.pick(pairs);
    const together = (a * b) / (a + b);
    const [who, job] = rng.pick([
      ["Two mechanics", "service a truck"],
      ["Two crews", "fill the sandbags"],
      ["Two pumps", "empty the tank"],
      ["Two painters", "paint the barracks hall"],
    ] as const);
    const stem = `${who} work together. The first alone can ${job} in ${a} hours; the second alone can do it in ${b} hours. How long does the job take working together?`;
    // The time is the reciprocal of the combined rate; show the fraction only when it is not already the number.
    const time = fraction(a * b, a + b);
    const timeText = time === num(together) ? time : `${time} = ${num(together)}`;
    return finish(this.id, "AR", seed, rng, {
      topic: this.topic,
      difficulty: Number.isInteger(together) ? "medium" : "hard",
      stem,
      correct: `${num(together)} hours`,
      distractors: [(a + b) / 2, a + b, Math.abs(a - b) || a / 2, Math.min(a, b) - 0.5, together + 1, together * 2].map(
        (v) => `${num(v)} hours`,
      ),
      explanation: `Rates add: 1/${a} + 1/${b} = ${fraction(a + b, a * b)} of the job per hour, so together they need 1 ÷ ${fraction(a + b, a * b)} = ${timeText} hours. Averaging the two times (${num((a + b) / 2)} hours) ignores that both work at once.`,
      params: { a, b },
    });
  },
  recompute(p) {
    return `${num(1 / (1 / N(p, "a") + 1 / N(p, "b")))} hours`;
  },
};

export const arMixture: Generator = {
  id: "ar-mixture",
  section: "AR",
  topic: "mixtures",
  seedCount: 500,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const qa = rng.int(1, 8) * 2;
    const qb = rng.int(1, 8) * 2;
    const pa = rng.pick([10, 20, 30, 40, 50]);
    let pb = rng.pick([20, 40, 50, 60, 80]);
    if (pb === pa) pb = pa + 30;
    const mix = (qa * pa + qb * pb) / (qa + qb);
    const [what, unit] = rng.pick([
      ["antifreeze solution", "liters"],
      ["salt solution", "gallons"],
      ["cleaning concentrate", "liters"],
    ] as const);
    const stem = `${qa} ${unit} of a ${pa}% ${what} are mixed with ${qb} ${unit} of a ${pb}% ${what}. What is the concentration of the mixture?`;
    return finish(this.id, "AR", seed, rng, {
      topic: this.topic,
      difficulty: qa === qb ? "medium" : "hard",
      stem,
      correct: `${num(mix, 1)}%`,
      distractors: [(pa + pb) / 2, pa + pb, (qa * pa + qb * pb) / 10, mix + 5, mix - 5, Math.max(pa, pb)].map((v) => `${num(v, 1)}%`),
      explanation: `Amount of pure product: ${qa} × ${pa / 100} + ${qb} × ${pb / 100} = ${num((qa * pa + qb * pb) / 100)} ${unit}, in ${qa + qb} ${unit} of mixture: ${num((qa * pa + qb * pb) / 100)} ÷ ${qa + qb} = ${num(mix, 1)}%. Averaging ${pa}% and ${pb}% only works when the amounts are equal.`,
      params: { qa, qb, pa, pb },
    });
  },
  recompute(p) {
    return `${num((N(p, "qa") * N(p, "pa") + N(p, "qb") * N(p, "pb")) / (N(p, "qa") + N(p, "qb")), 1)}%`;
  },
};

/** Common conversions the ASVAB expects a learner to know; `hint` marks the ones a stem should state. */
const CONVERSIONS = [
  { from: "feet", to: "inches", factor: 12, wrong: 10, lo: 2, hi: 30, hint: false },
  { from: "yards", to: "feet", factor: 3, wrong: 12, lo: 3, hi: 90, hint: false },
  { from: "miles", to: "feet", factor: 5280, wrong: 1760, lo: 1, hi: 6, hint: true },
  { from: "gallons", to: "quarts", factor: 4, wrong: 2, lo: 2, hi: 60, hint: false },
  { from: "pounds", to: "ounces", factor: 16, wrong: 12, lo: 2, hi: 40, hint: false },
  { from: "hours", to: "minutes", factor: 60, wrong: 100, lo: 2, hi: 24, hint: false },
  { from: "kilometers", to: "meters", factor: 1000, wrong: 100, lo: 2, hi: 40, hint: false },
  { from: "quarts", to: "pints", factor: 2, wrong: 4, lo: 3, hi: 50, hint: false },
  { from: "tons", to: "pounds", factor: 2000, wrong: 1000, lo: 2, hi: 12, hint: true },
] as const;

export const arConversion: Generator = {
  id: "ar-conversion",
  section: "AR",
  topic: "unit conversions",
  seedCount: 300,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const c = rng.pick(CONVERSIONS);
    const big = rng.int(c.lo, c.hi);
    const small = big * c.factor;
    const down = rng.chance(0.5);
    const hint = c.hint ? ` (1 ${singular(c.from)} = ${num(c.factor)} ${c.to})` : "";
    const stem = down
      ? `How many ${c.from} are in ${withUnit(small, c.to)}?${hint}`
      : `How many ${c.to} are in ${withUnit(big, c.from)}?${hint}`;
    const correct = down ? withUnit(big, c.from) : withUnit(small, c.to);
    const wrong = down
      ? [small / c.wrong, big * 2, big + 1, big - 1, small / 10].map((v) => withUnit(v, c.from))
      : [big * c.wrong, big / c.factor, small + c.factor, small - c.factor, small * 2].map((v) => withUnit(v, c.to));
    return finish(this.id, "AR", seed, rng, {
      topic: this.topic,
      difficulty: c.hint ? "easy" : down ? "medium" : "easy",
      stem,
      correct,
      distractors: wrong,
      explanation: down
        ? `1 ${singular(c.from)} = ${num(c.factor)} ${c.to}. Going to the larger unit, divide: ${num(small)} ÷ ${num(c.factor)} = ${num(big)} ${c.from}. Using ${num(c.wrong)} ${c.to} per ${singular(c.from)} is a common mix-up.`
        : `1 ${singular(c.from)} = ${num(c.factor)} ${c.to}. Going to the smaller unit, multiply: ${num(big)} × ${num(c.factor)} = ${num(small)} ${c.to}. Using ${num(c.wrong)} ${c.to} per ${singular(c.from)} is a common mix-up.`,
      params: { factor: c.factor, big, down: down ? 1 : 0, from: c.from, to: c.to },
    });
  },
  recompute(p) {
    return N(p, "down") === 1 ? withUnit(N(p, "big"), String(p.from)) : withUnit(N(p, "big") * N(p, "factor"), String(p.to));
  },
};

function listing(values: readonly number[]): string {
  return values.length < 2 ? values.join("") : `${values.slice(0, -1).join(", ")}, and ${values[values.length - 1]}`;
}

function singular(unit: string): string {
  return unit.endsWith("feet") ? "foot" : unit.replace(/s$/, "");
}

function withUnit(value: number, unit: string): string {
  return `${num(value, 3)} ${value === 1 ? singular(unit) : unit}`;
}

export const AR_GENERATORS: readonly Generator[] = [
  arRate,
  arPercent,
  arPercentChange,
  arRatio,
  arAverage,
  arInterest,
  arWork,
  arMixture,
  arConversion,
];
