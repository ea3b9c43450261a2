import { evaluate } from "./expression";
import { formatNumber as f, optionValue, sameValue } from "./numbers";
import type { OptionLetter } from "./options";

/** One way of reading a math question: the value asked for and the steps that get there. */
export interface MathWorking {
  value: number;
  steps: string[];
  method: string;
}

export interface MathAnswer extends MathWorking {
  /** The option equal to the value; null when the question had no options to choose from. */
  letter: OptionLetter | null;
}

const NUM = String.raw`(\d[\d,]*(?:\.\d+)?)`;
const n = (s: string | undefined) => Number((s ?? "").replace(/,/g, ""));

/** "2 hours 45 minutes" → 2.75; "90 minutes" → 1.5; "3 hours" → 3. */
function hoursIn(text: string): number | undefined {
  const h = new RegExp(`${NUM}\\s*(?:hours?|hrs?)\\b(?:\\s*(?:and\\s*)?${NUM}\\s*min)?`, "i").exec(text);
  if (h) return n(h[1]) + (h[2] ? n(h[2]) / 60 : 0);
  const m = new RegExp(`${NUM}\\s*minutes?`, "i").exec(text);
  return m ? n(m[1]) / 60 : undefined;
}

function linearEquation(stem: string): MathWorking | undefined {
  const eq = /([-−\d\s.a-z+*/()×÷^²]*[a-z][-−\d\s.a-z+*/()×÷^²]*=[-−\d\s.a-z+*/()×÷^²]+)/i.exec(stem.replace(/solve for [a-z]\s*:/i, " "));
  if (!eq?.[1]) return undefined;
  const vars = new Set((eq[1].match(/(?<![a-z])[a-z](?![a-z])/gi) ?? []).map((v) => v.toLowerCase()));
  if (vars.size !== 1) return undefined;
  const [v] = [...vars];
  // "If 2x - 10 = -8, what is x": the equation runs from after the last word before it to the first word after it.
  const [rawLeft, rawRight] = eq[1].split("=");
  const lhs = (rawLeft ?? "").replace(/^.*\b[a-z]{2,}\b/i, "").trim();
  const rhs = (rawRight ?? "").replace(/\b[a-z]{2,}\b.*$/i, "").trim();
  if (!lhs || !rhs || /[a-z]{2,}/i.test(lhs + rhs)) return undefined;
  const at = (x: number) => {
    const sub = (s: string) => s.replace(new RegExp(`(?<![a-z])${v}(?![a-z])`, "gi"), `(${x})`);
    const l = evaluate(sub(lhs));
    const r = evaluate(sub(rhs));
    return l === undefined || r === undefined ? undefined : l - r;
  };
  const f0 = at(0);
  const f1 = at(1);
  const f2 = at(2);
  if (f0 === undefined || f1 === undefined || f2 === undefined) return undefined;
  const slope = f1 - f0;
  if (Math.abs(slope) < 1e-12 || Math.abs(f2 - f0 - 2 * slope) > 1e-9) return undefined; // not linear in v
  const value = -f0 / slope;
  return {
    value,
    method: "linear equation",
    steps: [
      `Equation: ${lhs} = ${rhs}.`,
      `Collect the ${v} terms on one side and the numbers on the other: ${f(slope)}${v} = ${f(-f0)}.`,
      `Divide both sides by ${f(slope)}: ${v} = ${f(value)}.`,
      `Check: put ${v} = ${f(value)} back into ${lhs} = ${rhs}; both sides are equal.`,
    ],
  };
}

function percent(stem: string): MathWorking | undefined {
  let m = new RegExp(`what\\s*is ${NUM}\\s*%\\s*of\\s*\\$?${NUM}`, "i").exec(stem);
  if (m) {
    const value = (n(m[1]) / 100) * n(m[2]);
    return {
      value,
      method: "percent of",
      steps: [`${f(n(m[1]))}% = ${f(n(m[1]) / 100)}.`, `${f(n(m[1]) / 100)} × ${f(n(m[2]))} = ${f(value)}.`],
    };
  }
  m = new RegExp(`\\$?${NUM} is what\\s*percent of \\$?${NUM}`, "i").exec(stem);
  if (m) {
    const value = (n(m[1]) / n(m[2])) * 100;
    return {
      value,
      method: "what percent",
      steps: [`Part ÷ whole = ${f(n(m[1]))} ÷ ${f(n(m[2]))} = ${f(n(m[1]) / n(m[2]))}.`, `Times 100: ${f(value)}%.`],
    };
  }
  m = new RegExp(`\\$?${NUM} is ${NUM}\\s*% of what`, "i").exec(stem);
  if (m) {
    const value = n(m[1]) / (n(m[2]) / 100);
    return { value, method: "percent whole", steps: [`Whole = part ÷ percent = ${f(n(m[1]))} ÷ ${f(n(m[2]) / 100)} = ${f(value)}.`] };
  }
  // "A $80 jacket is on sale for 25% off. What is the sale price?"
  m = new RegExp(`\\$${NUM}[^.?]*?${NUM}\\s*%\\s*(off|discount|increase|raise|more|tax)`, "i").exec(stem);
  if (m && /price|cost|pay|new|total|after/i.test(stem)) {
    const base = n(m[1]);
    const rate = n(m[2]) / 100;
    const up = /increase|raise|more|tax/i.test(m[3] ?? "");
    const change = base * rate;
    const askChange = /how much (?:is|was|will) (?:the )?(?:discount|increase|raise|tax|saved?)/i.test(stem);
    const value = askChange ? change : up ? base + change : base - change;
    return {
      value,
      method: "percent change",
      steps: [
        `${f(n(m[2]))}% of $${f(base)} = $${f(change)}.`,
        askChange ? `The ${m[3]} is $${f(change)}.` : `$${f(base)} ${up ? "+" : "−"} $${f(change)} = $${f(value)}.`,
      ],
    };
  }
  return undefined;
}

function expression(stem: string): MathWorking | undefined {
  const m =
    /(?:what\s*is(?: the value of)?|evaluate|simplify|compute|calculate|find)\s*:?\s*([-−\d\s.,+*/()×÷x^²³√]+?)\s*(?:\?|\.|$|give|equals|=)/i.exec(
      stem,
    );
  const expr = m?.[1]?.trim();
  if (!expr || !/\d/.test(expr) || !/[-−+*/×÷x^²³√]/.test(expr.replace(/^-/, ""))) return undefined;
  const value = evaluate(expr);
  if (value === undefined) return undefined;
  return {
    value,
    method: "arithmetic",
    steps: [`Work out ${expr} in order: powers and roots, then × and ÷, then + and −.`, `${expr} = ${f(value)}.`],
  };
}

function rate(stem: string): MathWorking | undefined {
  const speed = new RegExp(`${NUM}\\s*(?:miles per hour|mph|mi/h|kilometers per hour|km/h)`, "i").exec(stem);
  const dist = new RegExp(`${NUM}\\s*(?:miles|kilometers|km)(?! per)`, "i").exec(stem);
  const hours = hoursIn(stem.replace(speed?.[0] ?? "\u0000", " "));
  if (speed && hours !== undefined && /how far|how many miles|how many kilometers|distance/i.test(stem)) {
    const value = n(speed[1]) * hours;
    return { value, method: "distance", steps: [`Distance = rate × time.`, `${f(n(speed[1]))} × ${f(hours)} h = ${f(value)}.`] };
  }
  if (speed && dist && /how (?:many hours|long)|time/i.test(stem)) {
    const value = n(dist[1]) / n(speed[1]);
    return { value, method: "time", steps: [`Time = distance ÷ rate.`, `${f(n(dist[1]))} ÷ ${f(n(speed[1]))} = ${f(value)} hours.`] };
  }
  if (dist && hours !== undefined && /speed|how fast|rate/i.test(stem)) {
    const value = n(dist[1]) / hours;
    return { value, method: "speed", steps: [`Speed = distance ÷ time.`, `${f(n(dist[1]))} ÷ ${f(hours)} = ${f(value)}.`] };
  }
  return undefined;
}

function interest(stem: string): MathWorking | undefined {
  if (!/interest/i.test(stem)) return undefined;
  const p = new RegExp(`\\$${NUM}`).exec(stem);
  const r = new RegExp(`${NUM}\\s*%`).exec(stem);
  const t = new RegExp(`${NUM}\\s*(years?|months?)`, "i").exec(stem);
  if (!p || !r || !t) return undefined;
  const years = /month/i.test(t[2] ?? "") ? n(t[1]) / 12 : n(t[1]);
  const i = n(p[1]) * (n(r[1]) / 100) * years;
  const total = /total|balance|in the account|altogether|amount (?:will|after)/i.test(stem) && !/how much interest/i.test(stem);
  const value = total ? n(p[1]) + i : i;
  const steps = [`Simple interest = principal × rate × time.`, `$${f(n(p[1]))} × ${f(n(r[1]) / 100)} × ${f(years)} = $${f(i)}.`];
  if (total) steps.push(`Total = $${f(n(p[1]))} + $${f(i)} = $${f(value)}.`);
  return { value, method: "simple interest", steps };
}

function average(stem: string): MathWorking | undefined {
  if (!/\b(average|mean)\b/i.test(stem) || /speed/i.test(stem)) return undefined;
  // The longest list of numbers: "12, 15, 11 and 14", "80 and 90" (a list's commas are followed by a space).
  const D = String.raw`\d+(?:\.\d+)?`;
  const lists =
    stem.replace(/(\d),(\d{3})/g, "$1$2").match(new RegExp(`${D}(?:,\\s+${D})*(?:,?\\s+and\\s+${D})|${D}(?:,\\s+${D})+`, "gi")) ?? [];
  const list = lists.sort((a, b) => b.length - a.length)[0];
  const values = (list?.match(/\d+(?:\.\d+)?/g) ?? []).map((s) => n(s));
  if (values.length < 2) return undefined;
  // "What score on the next test gives an average of 85?" is a different question.
  const target = new RegExp(`average (?:score )?of ${NUM}`, "i").exec(stem.replace(list ?? "", ""));
  if (target && /next|fifth|need|must/i.test(stem)) {
    const count = values.length + 1;
    const value = n(target[1]) * count - values.reduce((a, b) => a + b, 0);
    return {
      value,
      method: "needed for average",
      steps: [`Total needed = ${f(n(target[1]))} × ${count} = ${f(n(target[1]) * count)}.`, `Minus the scores so far: ${f(value)}.`],
    };
  }
  const sum = values.reduce((a, b) => a + b, 0);
  const value = sum / values.length;
  return {
    value,
    method: "average",
    steps: [`Add the values: ${values.map(f).join(" + ")} = ${f(sum)}.`, `Divide by how many there are (${values.length}): ${f(value)}.`],
  };
}

function ratio(stem: string): MathWorking | undefined {
  const m = new RegExp(`ratio of (\\w+) to (\\w+)[^.]*?${NUM}\\s*(?::|to)\\s*${NUM}`, "i").exec(stem);
  const total = new RegExp(`(?:total of|there are|has|of the)\\s*${NUM}`, "i").exec(stem.replace(m?.[0] ?? "\u0000", " "));
  if (!m || !total) return undefined;
  const a = n(m[3]);
  const b = n(m[4]);
  const whole = n(total[1]);
  const askFirst = new RegExp(`how many ${m[1]}`, "i").test(stem);
  const askSecond = new RegExp(`how many ${m[2]}`, "i").test(stem);
  if (askFirst === askSecond) return undefined;
  const value = (whole * (askFirst ? a : b)) / (a + b);
  return {
    value,
    method: "ratio",
    steps: [
      `The ratio ${f(a)}:${f(b)} splits the total into ${f(a + b)} equal parts.`,
      `One part = ${f(whole)} ÷ ${f(a + b)} = ${f(whole / (a + b))}.`,
      `${askFirst ? m[1] : m[2]}: ${f(askFirst ? a : b)} parts = ${f(value)}.`,
    ],
  };
}

const STRATEGIES = [percent, interest, rate, ratio, average, linearEquation, expression];

/** Every reading of the question the strategies find (most specific first). */
export function mathWorkings(stem: string): MathWorking[] {
  // OCR reads a minus as any dash; "5 %" and "$ 20" lose their spaces.
  const text = stem
    .replace(/[—–−]/g, "-")
    .replace(/\s+/g, " ")
    .replace(/(\d) %/g, "$1%")
    .replace(/\$ (\d)/g, "$$$1");
  return STRATEGIES.map((s) => s(text)).filter((w): w is MathWorking => w !== undefined && Number.isFinite(w.value));
}

/**
 * Solves an arithmetic or algebra question. With options, the answer is the one option whose value equals a
 * working's value — the options check the reading (a misread question rarely lands exactly on an option); two
 * equal options, or none, give no answer. Without options, the first working's value.
 */
export function solveMath(stem: string, options: readonly { letter: OptionLetter; text: string }[]): MathAnswer | undefined {
  const found = solveReading(stem, options);
  if (options.length === 0) return found;
  // OCR reads a small raised ² or ³ as a plain digit ("5²" → "52"): each such reading is tried too. When the
  // printed reading and a raised one land on different options, the photo cannot say which: no answer.
  const raised: MathAnswer[] = [];
  for (const m of stem.matchAll(/(\d)([23])(?=\s*(?:[-+*/×÷)?]|$))/g)) {
    const power = m[2] === "2" ? "²" : "³";
    const again = solveReading(`${stem.slice(0, m.index)}${m[1]}${power}${stem.slice(m.index + m[0].length)}`, options);
    if (again) raised.push({ ...again, steps: [`Read "${m[0]}" as ${m[1]}${power}.`, ...again.steps] });
  }
  const letters = new Set([found, ...raised].filter((a) => a !== undefined).map((a) => a.letter));
  if (letters.size > 1) return undefined;
  return found ?? raised[0];
}

function solveReading(stem: string, options: readonly { letter: OptionLetter; text: string }[]): MathAnswer | undefined {
  const workings = mathWorkings(stem);
  if (options.length === 0) return workings[0] ? { ...workings[0], letter: null } : undefined;
  for (const w of workings) {
    const hits = options.filter((o) => {
      const v = optionValue(o.text);
      return v !== undefined && sameValue(v, w.value);
    });
    if (hits.length === 1) return { ...w, letter: hits[0]!.letter };
  }
  return undefined;
}
