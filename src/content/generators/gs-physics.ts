/**
 * General Science: physics with a computed key — Newton's second law, acceleration, kinetic and potential energy.
 * SI units throughout; g is given in the stem as 10 m/s² so that the numbers stay whole.
 */
import { rngFor } from "@domain/random";
import { finish } from "./build";
import { num } from "./format";
import type { Generator, Params } from "./types";

const N = (p: Params, k: string) => Number(p[k]);

const MOVERS = ["cart", "sled", "crate", "wagon", "go-kart", "toy rocket"] as const;

export const gsForce: Generator = {
  id: "gs-force",
  section: "GS",
  topic: "motion and forces",
  seedCount: 300,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const thing = rng.pick(MOVERS);
    const mass = rng.int(2, 60);
    const accel = rng.int(1, 16) / 2; // 0.5 … 8 m/s²
    const force = mass * accel;
    const ask = rng.pick(["force", "force", "accel", "mass"] as const);
    const law = "Newton's second law says F = m × a";
    if (ask === "force")
      return finish(this.id, "GS", seed, rng, {
        topic: this.topic,
        difficulty: "easy",
        stem: `What net force is needed to give a ${mass}-kg ${thing} an acceleration of ${num(accel)} m/s²?`,
        correct: `${num(force)} N`,
        distractors: [`${num(mass / accel)} N`, `${num(mass + accel)} N`, `${num(force * 2)} N`, `${num(force / 2)} N`],
        explanation: `${law}: ${mass} kg × ${num(accel)} m/s² = ${num(force)} N. Dividing the mass by the acceleration or adding the two numbers does not follow the law; a newton is exactly one kilogram-meter per second squared.`,
        params: { mass, accel, ask },
      });
    if (ask === "accel")
      return finish(this.id, "GS", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem: `A net force of ${num(force)} N acts on a ${mass}-kg ${thing}. What is the ${thing}'s acceleration?`,
        correct: `${num(accel)} m/s²`,
        distractors: [
          `${num(force * mass)} m/s²`,
          `${num(mass / force, 3)} m/s²`,
          `${num(force - mass > 0 ? force - mass : force + mass)} m/s²`,
          `${num(accel * 2)} m/s²`,
        ],
        explanation: `From F = m × a, a = F ÷ m = ${num(force)} N ÷ ${mass} kg = ${num(accel)} m/s². Multiplying force by mass, or dividing mass by force, rearranges the law incorrectly.`,
        params: { mass, accel, ask },
      });
    return finish(this.id, "GS", seed, rng, {
      topic: this.topic,
      difficulty: "medium",
      stem: `A net force of ${num(force)} N gives a ${thing} an acceleration of ${num(accel)} m/s². What is the ${thing}'s mass?`,
      correct: `${num(mass)} kg`,
      distractors: [`${num(force * accel)} kg`, `${num(accel / force, 3)} kg`, `${num(force)} kg`, `${num(mass * 2)} kg`],
      explanation: `From F = m × a, m = F ÷ a = ${num(force)} N ÷ ${num(accel)} m/s² = ${num(mass)} kg. Multiplying the force by the acceleration, or taking the force itself as the mass, confuses what each quantity measures.`,
      params: { mass, accel, ask },
    });
  },
  recompute(p) {
    const m = N(p, "mass");
    const a = N(p, "accel");
    if (p.ask === "force") return `${num(m * a)} N`;
    if (p.ask === "accel") return `${num(a)} m/s²`;
    return `${num(m)} kg`;
  },
};

const VEHICLES = ["car", "motorcycle", "train", "bicycle", "truck", "jet on a runway"] as const;

export const gsAcceleration: Generator = {
  id: "gs-acceleration",
  section: "GS",
  topic: "motion and forces",
  seedCount: 250,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const vehicle = rng.pick(VEHICLES);
    const time = rng.int(2, 12);
    const accel = rng.int(1, 8) / (rng.chance(0.3) ? 2 : 1);
    const start = rng.chance(0.4) ? 0 : rng.int(1, 12);
    const end = start + accel * time;
    const slowing = rng.chance(0.3) && start > 0;
    const [from, to] = slowing ? [end, start] : [start, end];
    const change = to - from;
    const correct = `${slowing ? "−" : ""}${num(Math.abs(change) / time)} m/s²`;
    const fromText = from === 0 ? "rest" : `${num(from)} m/s`;
    return finish(this.id, "GS", seed, rng, {
      topic: this.topic,
      difficulty: slowing ? "hard" : from === 0 ? "easy" : "medium",
      stem: slowing
        ? `A ${vehicle} slows steadily from ${num(from)} m/s to ${num(to)} m/s in ${time} s. What is its acceleration?`
        : `A ${vehicle} speeds up steadily from ${fromText} to ${num(to)} m/s in ${time} s. What is its acceleration?`,
      correct,
      distractors: [
        `${slowing ? "" : "−"}${num(Math.abs(change) / time)} m/s²`,
        `${num(to / time)} m/s²`,
        `${num(Math.abs(change) * time)} m/s²`,
        `${num((to + from) / time)} m/s²`,
      ],
      explanation: `Acceleration = change in velocity ÷ time = ${from === 0 ? `${num(to)} m/s (starting from rest)` : `(${num(to)} − ${num(from)}) m/s`} ÷ ${time} s = ${correct}.${
        slowing ? " The velocity decreases, so the acceleration is negative (the object is slowing down)." : ""
      } Dividing the final speed alone by the time ignores the starting speed, and multiplying by the time gives the wrong units.`,
      params: { from, to, time },
    });
  },
  recompute(p) {
    const a = (N(p, "to") - N(p, "from")) / N(p, "time");
    return `${a < 0 ? "−" : ""}${num(Math.abs(a))} m/s²`;
  },
};

const LIFTED = ["box", "backpack", "sandbag", "toolbox", "bucket of sand", "crate"] as const;

export const gsEnergy: Generator = {
  id: "gs-energy",
  section: "GS",
  topic: "energy",
  seedCount: 300,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    if (rng.chance(0.5)) {
      const mass = 2 * rng.int(1, 50);
      const speed = rng.int(1, 15);
      const ke = (mass * speed * speed) / 2;
      return finish(this.id, "GS", seed, rng, {
        topic: this.topic,
        difficulty: "medium",
        stem: `A ${mass}-kg ${rng.pick(MOVERS)} moves at ${speed} m/s. What is its kinetic energy?`,
        correct: `${num(ke)} J`,
        distractors: [
          `${num(mass * speed * speed)} J`,
          `${num((mass * speed) / 2)} J`,
          `${num(mass * speed)} J`,
          `${num(ke * 2 + mass)} J`,
        ],
        explanation: `Kinetic energy = ½ × m × v² = ½ × ${mass} kg × (${speed} m/s)² = ½ × ${mass} × ${speed * speed} = ${num(ke)} J. Leaving out the ½ doubles the answer, and forgetting to square the speed gives ${num((mass * speed) / 2)} J.`,
        params: { kind: "kinetic", mass, speed },
      });
    }
    const mass = rng.int(1, 40);
    const height = rng.int(2, 30);
    const pe = mass * 10 * height;
    return finish(this.id, "GS", seed, rng, {
      topic: this.topic,
      difficulty: "easy",
      stem: `A ${mass}-kg ${rng.pick(LIFTED)} is lifted ${height} m straight up. How much gravitational potential energy does it gain? (Use g = 10 m/s².)`,
      correct: `${num(pe)} J`,
      distractors: [`${num(mass * height)} J`, `${num(pe / 2)} J`, `${num(mass * 10 + height)} J`, `${num(pe * 2)} J`],
      explanation: `Potential energy gained = m × g × h = ${mass} kg × 10 m/s² × ${height} m = ${num(pe)} J. Multiplying only mass by height leaves out gravity, and halving the product confuses this formula with the ½ in kinetic energy.`,
      params: { kind: "potential", mass, height },
    });
  },
  recompute(p) {
    const m = N(p, "mass");
    return p.kind === "kinetic" ? `${num((m * N(p, "speed") ** 2) / 2)} J` : `${num(m * 10 * N(p, "height"))} J`;
  },
};
