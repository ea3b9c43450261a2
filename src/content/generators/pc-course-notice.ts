/**
 * Paragraph Comprehension built from a course announcement: its requirements and deadline decide which of four
 * applicants may be considered (each of the other three fails exactly one requirement), or what the notice says
 * happens to a late applicant. `recompute` checks the applicants against the requirements again from the parameters.
 */
import { rngFor } from "@domain/random";
import { finish } from "./build";
import type { Generator, Params } from "./types";

const COURSES = [
  "Combat Lifesaver",
  "Unit Armorer",
  "Heavy Equipment Operator",
  "Advanced Marksmanship",
  "Small Drone Operator",
  "Field Food Service",
  "Convoy Driver",
  "Radio Operator",
  "Water Survival Instructor",
  "Basic Leader",
] as const;
const NAMES = [
  "Alvarez",
  "Brooks",
  "Chen",
  "Diaz",
  "Evans",
  "Foster",
  "Garcia",
  "Hughes",
  "Ito",
  "Jackson",
  "Kim",
  "Lopez",
  "Morgan",
  "Nguyen",
  "Owens",
  "Patel",
  "Reyes",
  "Shaw",
  "Turner",
  "Walker",
] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
/** What the notice says happens to a late application, and the phrase a choice uses for it. */
const LATE_RULES = [
  { sentence: "Late applications will be held for the following class.", choice: "It is held for the following class." },
  { sentence: "Late applications will not be accepted for any reason.", choice: "It is not accepted." },
  {
    sentence: "A late application will be considered only if the applicant's commander approves it in writing.",
    choice: "It is considered only with the commander's written approval.",
  },
] as const;
const LATE_DECOY = "It is considered if seats are still open.";

type Fault = "none" | "served" | "left" | "fitness" | "late";
interface Applicant {
  name: string;
  served: number;
  left: number;
  passed: boolean;
  day: number;
}

const describe = (a: Applicant, month: string) =>
  `${a.name}: ${a.served} months served, ${a.left} months left, ${a.passed ? "passed" : "failed"} the last fitness test, applied ${month} ${a.day}`;

export const pcCourseNotice: Generator = {
  id: "pc-course-notice",
  section: "PC",
  topic: "inference",
  seedCount: 220,
  generate(seed) {
    const rng = rngFor(this.id, seed);
    const course = rng.pick(COURSES);
    const monthIndex = rng.int(0, 10);
    const month = MONTHS[monthIndex] as string;
    const starts = MONTHS[monthIndex + 1] as string;
    const deadline = rng.int(12, 25);
    const minServed = rng.pick([6, 12, 18, 24]);
    const minLeft = rng.pick([6, 9, 12, 18]);
    const late = rng.pick(LATE_RULES);
    const requirements = rng.shuffle([
      `have completed at least ${minServed} months of service`,
      `have at least ${minLeft} months left on the current enlistment`,
      "have passed the most recent fitness test",
    ]);
    const passage = {
      id: `${this.id}-${seed}-passage`,
      title: `${course} Course`,
      text:
        `The training office is now taking applications for the next ${course} course, which begins on ${starts} 1. ` +
        `To be considered, an applicant must ${requirements[0]}, must ${requirements[1]}, and must ${requirements[2]}. ` +
        `Applications must reach the training office no later than ${month} ${deadline}. ${late.sentence} ` +
        `Because seats are limited, meeting the requirements does not guarantee a place; applicants will hear whether they were selected within two weeks of the deadline.`,
    };

    if (rng.chance(0.25)) {
      const day = deadline + rng.int(1, 4);
      return {
        ...finish(this.id, "PC", seed, rng, {
          topic: "stated details",
          difficulty: "easy",
          stem: `An applicant who meets every requirement sends an application that reaches the training office on ${month} ${day}. According to the notice, what happens to it?`,
          correct: late.choice,
          distractors: [...LATE_RULES.filter((r) => r !== late).map((r) => r.choice), LATE_DECOY],
          explanation: `${month} ${day} is after the deadline of ${month} ${deadline}, so the application is late, and the notice says: "${late.sentence}" The other choices describe rules this notice does not give.`,
          params: { kind: "late", rule: LATE_RULES.indexOf(late) },
        }),
        passage,
      };
    }

    const names = rng.shuffle(NAMES).slice(0, 4);
    const faults: Fault[] = ["none", ...rng.shuffle(["served", "left", "fitness", "late"] as Fault[]).slice(0, 3)];
    const applicants = faults.map((fault, i): Applicant => ({
      name: names[i] as string,
      served: fault === "served" ? minServed - rng.int(1, 3) : minServed + rng.int(0, 14),
      left: fault === "left" ? minLeft - rng.int(1, 3) : minLeft + rng.int(0, 12),
      passed: fault !== "fitness",
      day: fault === "late" ? deadline + rng.int(1, 5) : deadline - rng.int(0, 10),
    }));
    const [ok, ...others] = applicants as [Applicant, ...Applicant[]];
    const why: Record<Exclude<Fault, "none">, (a: Applicant) => string> = {
      served: (a) => `${a.name} has served only ${a.served} months (at least ${minServed} are required)`,
      left: (a) => `${a.name} has only ${a.left} months left (at least ${minLeft} are required)`,
      fitness: (a) => `${a.name} failed the last fitness test`,
      late: (a) => `${a.name} applied on ${month} ${a.day}, after the ${month} ${deadline} deadline`,
    };
    const params: Params = { kind: "eligible", minServed, minLeft, deadline, month };
    applicants.forEach((a, i) =>
      Object.assign(params, {
        [`name${i}`]: a.name,
        [`served${i}`]: a.served,
        [`left${i}`]: a.left,
        [`passed${i}`]: a.passed ? 1 : 0,
        [`day${i}`]: a.day,
      }),
    );
    return {
      ...finish(this.id, "PC", seed, rng, {
        topic: "inference",
        difficulty: "hard",
        stem: `Which applicant meets every requirement in the notice for the ${course} course?`,
        correct: describe(ok, month),
        distractors: others.map((a) => describe(a, month)),
        explanation: `${ok.name} has served at least ${minServed} months, has at least ${minLeft} months left, passed the last fitness test and applied by ${month} ${deadline}. Each of the others misses one requirement: ${others.map((a, i) => why[faults[i + 1] as Exclude<Fault, "none">](a)).join("; ")}.`,
        params,
      }),
      passage,
    };
  },
  recompute(p: Params) {
    if (p.kind === "late") return LATE_RULES[Number(p.rule)]?.choice ?? "";
    for (let i = 0; i < 4; i++) {
      const served = Number(p[`served${i}`]);
      const left = Number(p[`left${i}`]);
      const day = Number(p[`day${i}`]);
      const meets = served >= Number(p.minServed) && left >= Number(p.minLeft) && p[`passed${i}`] === 1 && day <= Number(p.deadline);
      if (meets)
        return `${String(p[`name${i}`])}: ${served} months served, ${left} months left, passed the last fitness test, applied ${String(p.month)} ${day}`;
    }
    return "";
  },
};
