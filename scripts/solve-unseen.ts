/**
 * Questions our bank does not hold, composed for the Photo-Solve bench with their answers computed here: AR and
 * MK problems in wordings of our own (including kinds the solver does not handle, so the figure stays honest) and
 * Word Knowledge items built from WordNet synonyms.
 */
import { loadWordNet } from "../src/content/generators/wordnet";
import { rngFor, type Rng } from "../src/domain/random";
import type { SectionCode } from "../src/domain/constants";

export interface UnseenQuestion {
  id: string;
  section: SectionCode;
  kind: string;
  stem: string;
  options: string[];
  correctIndex: number;
}

const fmt = (x: number) => (Number.isInteger(x) ? x.toLocaleString("en-US") : Number(x.toFixed(2)).toString());
const money = (x: number) =>
  `$${x.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(x) ? 0 : 2, maximumFractionDigits: 2 })}`;

function withOptions(rng: Rng, right: string, wrong: string[]): { options: string[]; correctIndex: number } {
  const distinct = [...new Set(wrong.filter((w) => w !== right))].slice(0, 3);
  const options = rng.shuffle([right, ...distinct]);
  return { options, correctIndex: options.indexOf(right) };
}

type Maker = (rng: Rng) => Omit<UnseenQuestion, "id">;

const AR: Maker[] = [
  (rng) => {
    const p = rng.pick([15, 20, 25, 30, 35, 40, 45, 60]);
    const of = rng.int(4, 40) * 10;
    const v = (p / 100) * of;
    return {
      section: "AR",
      kind: "percent of",
      stem: `What is ${p}% of ${of}?`,
      ...withOptions(rng, fmt(v), [fmt(v + 10), fmt(v / 2), fmt(of - v)]),
    };
  },
  (rng) => {
    const price = rng.int(4, 30) * 5;
    const off = rng.pick([10, 20, 25, 30, 40]);
    const v = price * (1 - off / 100);
    return {
      section: "AR",
      kind: "discount",
      stem: `A pair of boots that normally costs $${price} is on sale for ${off}% off. What is the sale price?`,
      ...withOptions(rng, money(v), [money(price * (off / 100)), money(price - off), money(v + 5)]),
    };
  },
  (rng) => {
    const principal = rng.int(5, 40) * 100;
    const rate = rng.int(2, 8);
    const years = rng.int(2, 6);
    const i = (principal * rate * years) / 100;
    return {
      section: "AR",
      kind: "interest",
      stem: `A sailor puts $${principal.toLocaleString("en-US")} in a savings account that pays ${rate}% simple interest per year. How much interest will the account earn in ${years} years?`,
      ...withOptions(rng, money(i), [money(i / years), money(principal + i), money(i * 2)]),
    };
  },
  (rng) => {
    const speed = rng.int(8, 13) * 5;
    const hours = rng.int(2, 7);
    const d = speed * hours;
    return {
      section: "AR",
      kind: "distance",
      stem: `A recruiter drives at a steady ${speed} miles per hour for ${hours} hours. How far does the recruiter drive?`,
      ...withOptions(rng, `${d} miles`, [`${d + speed} miles`, `${speed + hours} miles`, `${d - speed} miles`]),
    };
  },
  (rng) => {
    const values = Array.from({ length: 5 }, () => rng.int(10, 20));
    const sum = values.reduce((a, b) => a + b, 0);
    const v = sum / 5;
    return {
      section: "AR",
      kind: "average",
      stem: `Five recruits finished the obstacle course in ${values.slice(0, 4).join(", ")} and ${values[4]} minutes. What was the mean time?`,
      ...withOptions(rng, `${fmt(v)} minutes`, [`${fmt(v + 1)} minutes`, `${fmt(sum)} minutes`, `${fmt(v - 1.5)} minutes`]),
    };
  },
  (rng) => {
    const a = rng.int(2, 5);
    const b = a + rng.int(1, 4);
    const k = rng.int(3, 9);
    const total = (a + b) * k;
    return {
      section: "AR",
      kind: "ratio",
      stem: `The ratio of cadets to officers at a ceremony is ${a}:${b}. If there are ${total} people in total, how many officers are there?`,
      ...withOptions(rng, fmt(b * k), [fmt(a * k), fmt(total - a), fmt(b * k + k)]),
    };
  },
  // Not a kind the solver handles: a purchase with several parts.
  (rng) => {
    const n = rng.int(2, 6);
    const each = rng.int(3, 9) + 0.5;
    const extra = rng.int(5, 20);
    const v = n * each + extra;
    return {
      section: "AR",
      kind: "purchase (unsupported)",
      stem: `A private buys ${n} packs of batteries at ${money(each)} each and a flashlight for $${extra}. How much does the private spend?`,
      ...withOptions(rng, money(v), [money(v - extra), money(n * each * 2), money(v + each)]),
    };
  },
];

const MK: Maker[] = [
  (rng) => {
    const a = rng.int(2, 9);
    const x = rng.int(-6, 12);
    const b = rng.int(-15, 15) || 4;
    const c = a * x + b;
    const sign = b < 0 ? `− ${-b}` : `+ ${b}`;
    return {
      section: "MK",
      kind: "linear equation",
      stem: `If ${a}x ${sign} = ${c}, what is the value of x?`,
      ...withOptions(rng, fmt(x), [fmt(x + 1), fmt(-x - 2), fmt(c / a + 3)]),
    };
  },
  (rng) => {
    const a = rng.int(2, 9);
    const b = rng.int(2, 9);
    const c = rng.int(2, 5);
    const d = rng.int(2, 6);
    const v = (a + b) * c - d * d;
    return {
      section: "MK",
      kind: "order of operations",
      stem: `What is (${a} + ${b}) × ${c} − ${d}²?`,
      ...withOptions(rng, fmt(v), [fmt(a + b * c - d * d), fmt((a + b) * c - 2 * d), fmt(v + 4)]),
    };
  },
  (rng) => {
    const d1 = rng.pick([4, 6, 8, 10]);
    const d2 = rng.pick([3, 5, 12]);
    const n1 = rng.int(1, d1 - 1);
    const n2 = rng.int(1, d2 - 1);
    const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
    const num = n1 * d2 + n2 * d1;
    const den = d1 * d2;
    const g = gcd(num, den);
    const right = `${num / g}/${den / g}`;
    return {
      section: "MK",
      kind: "fractions",
      stem: `What is ${n1}/${d1} + ${n2}/${d2}?`,
      ...withOptions(rng, right, [`${n1 + n2}/${d1 + d2}`, `${num / g + 1}/${den / g}`, `${n1 * n2}/${den}`]),
    };
  },
  (rng) => {
    const part = rng.int(3, 30);
    const whole = part * rng.pick([2, 4, 5, 10, 20]);
    const v = (part / whole) * 100;
    return {
      section: "MK",
      kind: "what percent",
      stem: `${part} is what percent of ${whole}?`,
      ...withOptions(rng, `${fmt(v)}%`, [`${fmt(v * 2)}%`, `${fmt(100 - v)}%`, `${fmt(whole / part)}%`]),
    };
  },
];

/** WK: an adjective and a synonym from the same WordNet sense, three adjectives from unrelated senses. */
function wordKnowledge(count: number, seed: number, avoid: ReadonlySet<string>): UnseenQuestion[] {
  const wn = loadWordNet();
  const rng = rngFor("solve-unseen-wk", seed);
  const adjectives = wn.lemmas("adj").filter((e) => /^[a-z]{5,10}$/.test(e.lemma) && e.tagged >= 3);
  const out: UnseenQuestion[] = [];
  for (let tries = 0; out.length < count && tries < 5000; tries++) {
    const entry = rng.pick(adjectives);
    if (avoid.has(entry.lemma)) continue;
    const synset = wn.synsets.get(entry.synsets[0] ?? "");
    const synonym = synset?.words.find((w) => w !== entry.lemma && /^[a-z]{4,12}$/.test(w));
    if (!synset || !synonym) continue;
    const banned = new Set([...entry.synsets, ...synset.related]);
    const wrong: string[] = [];
    while (wrong.length < 3) {
      const other = rng.pick(adjectives);
      if (other.lemma === entry.lemma || other.lemma === synonym || other.synsets.some((s) => banned.has(s)) || wrong.includes(other.lemma))
        continue;
      wrong.push(other.lemma);
    }
    const { options, correctIndex } = withOptions(rng, synonym, wrong);
    const word = entry.lemma[0]!.toUpperCase() + entry.lemma.slice(1);
    out.push({ id: `unseen-wk-${out.length}`, section: "WK", kind: "synonym", stem: `${word} most nearly means`, options, correctIndex });
  }
  return out;
}

/** `perSection` questions each of AR, MK and WK, none of them in the bank. */
export function unseenQuestions(
  perSection: number,
  seed: number,
  bankStems: ReadonlySet<string>,
  bankWords: ReadonlySet<string>,
): UnseenQuestion[] {
  const out: UnseenQuestion[] = [];
  for (const [section, makers] of [
    ["AR", AR],
    ["MK", MK],
  ] as const) {
    const rng = rngFor(`solve-unseen-${section}`, seed);
    for (let i = 0; out.filter((q) => q.section === section).length < perSection && i < perSection * 20; i++) {
      const q = makers[i % makers.length]!(rng);
      if (bankStems.has(q.stem.toLowerCase())) continue;
      out.push({ id: `unseen-${section.toLowerCase()}-${i}`, ...q });
    }
  }
  return [...out, ...wordKnowledge(perSection, seed, bankWords)];
}
