/**
 * Paragraph Comprehension built from a notice whose rules decide the answer: which gate a driver must use (or
 * whether to wait) given the vehicle, the day and the hour. Real test passages are often notices and memos of
 * this kind, and their hardest questions apply a stated rule to a case the notice does not spell out. The key is
 * the rules applied to the case; `recompute` applies them again from the parameters, written separately.
 */
import { rngFor } from "@domain/random";
import { finish } from "./build";
import type { Generator, Params } from "./types";

const GATES = ["North", "South", "East", "West"] as const;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const CASES = ["car-day", "car-night", "light-night", "heavy-open", "heavy-early", "heavy-late", "heavy-weekend"] as const;
type Case = (typeof CASES)[number];

/** 6.5 → "6:30 a.m.", 21 → "9 p.m.", 12.25 → "12:15 p.m." */
export function clock(hour: number): string {
  const whole = Math.floor(hour);
  const minutes = Math.round((hour - whole) * 60);
  const h12 = whole % 12 === 0 ? 12 : whole % 12;
  const suffix = whole < 12 ? "a.m." : "p.m.";
  return minutes === 0 ? `${h12} ${suffix}` : `${h12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "an 8-ton truck", "an 11-ton truck", "a 6-ton truck": the article goes by how the number is said. */
const truck = (tons: number) => `${/^(8|11|18)$/.test(String(tons)) ? "an" : "a"} ${tons}-ton truck`;
/** A clause that may end in "a.m." or "p.m." closed without doubling its period. */
const period = (text: string) => (text.endsWith(".") ? text : `${text}.`);
const cap = (text: string) => text[0]!.toUpperCase() + text.slice(1);

const throughGate = (gate: string) => `Use the ${gate} Gate`;
const waitFor = (gate: string, when: string) => `Wait until the ${gate} Gate opens ${when}`;

/** When the heavy-vehicle gate next opens, said from the arrival's point of view. */
function nextOpening(day: string, hour: number, opens: number, closes: number): string {
  const weekday = (WEEKDAYS as readonly string[]).includes(day);
  if (weekday && hour < opens) return `at ${clock(opens)}`;
  if (weekday && hour >= closes && day !== "Friday") return `at ${clock(opens)} the next day`;
  return `at ${clock(opens)} on Monday`;
}

export const pcGateNotice: Generator = {
  id: "pc-gate-notice",
  section: "PC",
  topic: "inference",
  seedCount: 220,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const [main, night, heavy] = rng.shuffle(GATES) as [string, string, string];
    const open = rng.int(5, 7);
    const close = rng.int(18, 21);
    const limit = rng.pick([5, 8, 10, 12]);
    const heavyOpen = rng.int(6, 8);
    const heavyClose = rng.int(14, 16);
    const kind: Case = rng.pick(CASES);
    const quarter = () => rng.pick([0.25, 0.5, 0.75]);

    let vehicle: string;
    let weight = 0;
    let day: string = rng.pick(WEEKDAYS);
    let hour: number;
    if (kind === "car-day" || kind === "car-night") {
      vehicle = "a car";
      if (kind === "car-day") day = rng.pick([...WEEKDAYS, "Saturday", "Sunday"]);
      hour = kind === "car-day" ? rng.int(open + 1, close - 2) + quarter() : rng.int(close, 23) + quarter();
    } else if (kind === "light-night") {
      weight = rng.int(2, limit - 1);
      vehicle = truck(weight);
      hour = rng.chance(0.5) ? rng.int(close, 23) + quarter() : rng.int(1, open - 1) + quarter();
    } else {
      weight = limit + rng.int(1, 6);
      vehicle = truck(weight);
      if (kind === "heavy-open") hour = rng.int(heavyOpen, heavyClose - 1) + quarter();
      else if (kind === "heavy-early") hour = rng.int(heavyOpen - 3, heavyOpen - 1) + quarter();
      else if (kind === "heavy-late") hour = rng.int(heavyClose, 22) + quarter();
      else {
        day = rng.pick(["Saturday", "Sunday"]);
        hour = rng.int(heavyOpen, heavyClose - 1) + quarter();
      }
    }

    const passage = {
      id: `${this.id}-${seed}-passage`,
      title: "Gate Notice",
      text:
        `Starting next week, vehicles entering the post must follow these gate rules. ` +
        `The ${main} Gate is open every day from ${clock(open)} to ${clock(close)} for cars and for trucks weighing ${limit} tons or less. ` +
        `While the ${main} Gate is closed, those same vehicles must use the ${night} Gate instead. ` +
        `Any vehicle weighing more than ${limit} tons, at any hour, must use the ${heavy} Gate, which is open from ${clock(heavyOpen)} to ${clock(heavyClose)}, Monday through Friday only. ` +
        `Drivers should expect an inspection at every gate and plan extra time for it.`,
    };

    const light = weight <= limit;
    const mainOpen = hour >= open && hour < close;
    const heavyIsOpen = (WEEKDAYS as readonly string[]).includes(day) && hour >= heavyOpen && hour < heavyClose;
    const waitText = waitFor(
      heavy,
      kind.startsWith("heavy") && !heavyIsOpen ? nextOpening(day, hour, heavyOpen, heavyClose) : `at ${clock(heavyOpen)}`,
    );
    const key = light ? throughGate(mainOpen ? main : night) : heavyIsOpen ? throughGate(heavy) : waitText;
    const choices = [throughGate(main), throughGate(night), throughGate(heavy), waitText];
    const when = `${clock(hour)} on a ${day}`;

    const explanation = light
      ? mainOpen
        ? `The ${main} Gate takes cars and trucks of ${limit} tons or less from ${clock(open)} to ${clock(close)} every day, and ${when} falls in those hours. The ${night} Gate is only for the hours the ${main} Gate is closed, and the ${heavy} Gate is for vehicles over ${limit} tons.`
        : `At ${clock(hour)} the ${main} Gate is closed (it is open from ${clock(open)} to ${clock(close)}), and the notice sends cars and trucks of ${limit} tons or less to the ${night} Gate while it is closed. ${weight > 0 ? `${cap(truck(weight))} is not over the ${limit}-ton limit, so the ${heavy} Gate is not for it.` : `The ${heavy} Gate is only for vehicles over ${limit} tons.`}`
      : heavyIsOpen
        ? `${cap(truck(weight))} weighs more than ${limit} tons, and the notice sends every such vehicle to the ${heavy} Gate at any hour. That gate is open from ${clock(heavyOpen)} to ${clock(heavyClose)} on weekdays, so at ${when} the truck can go in there. The ${main} and ${night} Gates take only vehicles of ${limit} tons or less.`
        : `${cap(truck(weight))} weighs more than ${limit} tons, so it may enter only through the ${heavy} Gate, whatever the hour. That gate is open from ${clock(heavyOpen)} to ${clock(heavyClose)}, Monday through Friday, so at ${when} it is closed and the driver must wait until it opens ${period(nextOpening(day, hour, heavyOpen, heavyClose))} The ${main} and ${night} Gates are open to lighter vehicles only, even when the ${heavy} Gate is closed.`;

    return {
      ...finish(this.id, "PC", seed, rng, {
        topic: kind === "car-day" ? "stated details" : "inference",
        difficulty: kind === "car-day" ? "easy" : kind === "heavy-open" || kind === "car-night" ? "medium" : "hard",
        stem: `A driver in ${vehicle} arrives at ${when}. According to the notice, what should the driver do?`,
        correct: key,
        distractors: choices.filter((c) => c !== key),
        explanation,
        params: { main, night, heavy, open, close, limit, heavyOpen, heavyClose, weight, day, hour },
      }),
      passage,
    };
  },
  recompute(p: Params) {
    const n = (k: string) => Number(p[k]);
    const day = String(p.day);
    const hour = n("hour");
    const isWeekend = day === "Saturday" || day === "Sunday";
    if (n("weight") <= n("limit")) return `Use the ${String(hour >= n("open") && hour < n("close") ? p.main : p.night)} Gate`;
    if (!isWeekend && hour >= n("heavyOpen") && hour < n("heavyClose")) return `Use the ${String(p.heavy)} Gate`;
    const opens = clock(n("heavyOpen"));
    const when =
      !isWeekend && hour < n("heavyOpen")
        ? `at ${opens}`
        : !isWeekend && day !== "Friday"
          ? `at ${opens} the next day`
          : `at ${opens} on Monday`;
    return `Wait until the ${String(p.heavy)} Gate opens ${when}`;
  },
};
