import { finish } from "./build";
import { hashString, rngFor } from "@domain/random";
import type { Generator, Params } from "./types";
import { wordCount } from "./frequency";
import { loadWordNet, type IndexEntry, type Pos, type Synset, type WordNet } from "./wordnet";

/** Glosses or words marked like this are not for a general-audience test. */
const UNSUITABLE =
  /offensive|vulgar|obscene|slang|derogatory|disparaging|informal|ethnic|sexual|genital|excrement|racial|slur|profan|copulat|urinat|defecat/i;
const WORD = /^[a-z]{4,13}$/;
const POS_USED: readonly Pos[] = ["adj", "verb", "noun"];
const POS_ALL: readonly Pos[] = ["adj", "verb", "noun"];
/** Counts in the SUBTLEX-US corpus (51 million words). */
const MIN_TARGET_USES = 5;
const MAX_TARGET_USES = 1500;
const MIN_KNOWN_USES = 40;
/**
 * Frequency floor on the key: a synonym question trades a harder word for a better-known one, so the key is used
 * at least this often and at least as often as the target ("remarkable → singular" keyed the rarer word).
 */
export const MIN_KEY_USES = 100;
const POS_LABEL: Record<Pos, string> = { adj: "adjective", verb: "verb", noun: "noun" };

interface Candidate {
  target: IndexEntry;
  synset: Synset;
  key: IndexEntry;
}

function suitable(wn: WordNet, entry: IndexEntry): boolean {
  if (!WORD.test(entry.lemma)) return false;
  return entry.synsets.every((o) => {
    const s = wn.synsets.get(o);
    return s !== undefined && !UNSUITABLE.test(s.gloss);
  });
}

/** Every synset a word belongs to, plus every synset those link to: anything here is "related in meaning". */
function neighbourhood(wn: WordNet, entry: IndexEntry): Set<string> {
  const out = new Set<string>();
  for (const o of entry.synsets) {
    out.add(o);
    for (const r of wn.synsets.get(o)?.related ?? []) out.add(r);
  }
  return out;
}

function sharesStem(a: string, b: string): boolean {
  return a.slice(0, 5) === b.slice(0, 5) || a.includes(b) || b.includes(a);
}

let candidatesCache: Candidate[] | undefined;

/**
 * Target words of ASVAB level: single words used in at most a dozen tagged senses (not the most common
 * words), whose most frequent sense has a well-known synonym to serve as the key: a word (tagged at least 3 times,
 * used at least MIN_KEY_USES times and as often as the target) whose own most frequent sense is the same one.
 */
function candidates(): Candidate[] {
  if (candidatesCache) return candidatesCache;
  const wn = loadWordNet();
  const out: Candidate[] = [];
  for (const pos of POS_USED) {
    for (const target of wn.lemmas(pos)) {
      if (target.tagged > 20 || target.lemma.length < 5 || target.synsets.length > 4 || !suitable(wn, target)) continue;
      // Attested in everyday English, but not among the commonest words.
      const uses = wordCount(target.lemma);
      if (uses < MIN_TARGET_USES || uses > MAX_TARGET_USES) continue;
      // Sense order is only meaningful for words seen in the tagged corpus; otherwise accept one-sense words only.
      if (target.tagged === 0 && target.synsets.length > 1) continue;
      // Skip words mostly used as another part of speech ("harbinger" is a noun first, not a verb).
      if (POS_ALL.some((other) => other !== pos && (wn.index.get(`${other}:${target.lemma}`)?.tagged ?? -1) >= Math.max(1, target.tagged)))
        continue;
      const synset = wn.synsets.get(target.synsets[0] as string);
      // Domain-restricted senses ("(botany) ...", "(of clothing) ...") make poor vocabulary questions.
      if (!synset || synset.gloss.startsWith("(")) continue;
      const keys = synset.words
        .filter((w) => w !== target.lemma && WORD.test(w) && !sharesStem(w, target.lemma))
        .map((w) => wn.index.get(`${pos}:${w}`))
        // The key must be a word learners know in this very sense: the target's most common sense must be the
        // key's most common sense too. Merely sharing some sense keyed weak synonyms ("align → adjust": adjust's
        // own first sense is "alter to achieve accuracy", not "place in a line").
        .filter(
          (e): e is IndexEntry =>
            e !== undefined &&
            e.tagged >= 3 &&
            e.tagged > target.tagged &&
            wordCount(e.lemma) >= Math.max(MIN_KEY_USES, uses) &&
            e.synsets[0] === synset.offset &&
            suitable(wn, e),
        )
        .sort((a, b) => b.tagged - a.tagged || (a.lemma < b.lemma ? -1 : 1));
      const key = keys[0];
      if (key) out.push({ target, synset, key });
    }
  }
  candidatesCache = out;
  return out;
}

/** Plausible distractors: known words of the same part of speech, unrelated in meaning to the target and the key. */
function distractorPool(wn: WordNet, pos: Pos): IndexEntry[] {
  return wn
    .lemmas(pos)
    .filter((e) => e.tagged >= 3 && e.tagged <= 60 && e.lemma.length >= 4 && wordCount(e.lemma) >= MIN_KNOWN_USES && suitable(wn, e));
}

const pools = new Map<Pos, IndexEntry[]>();

function firstGloss(wn: WordNet, entry: IndexEntry): string {
  return wn.synsets.get(entry.synsets[0] as string)?.gloss ?? "";
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A WordNet item's id names its word ("wk-wordnet-adj-candid"), so it stays with that word across rebuilds. */
export function wordItemId(generatorId: string, pos: Pos, lemma: string): string {
  return `${generatorId}-${pos}-${lemma.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`;
}

export const wkSynonyms: Generator = {
  id: "wk-wordnet",
  section: "WK",
  topic: "synonyms",
  get seedCount() {
    return candidates().length;
  },
  generate(seed) {
    const wn = loadWordNet();
    const list = candidates();
    const cand = list[seed % list.length] as Candidate;
    const { target, synset, key } = cand;
    const pos = target.pos;
    // The seed only picks the word: everything else (options, their order, the form of the stem) and the item's id
    // follow from the word, so a change to the candidate list never gives a stored id another word's question.
    const wordSeed = hashString(`${pos}:${target.lemma}`);
    const rng = rngFor(this.id, wordSeed);
    const pool = pools.get(pos) ?? distractorPool(wn, pos);
    pools.set(pos, pool);
    const forbidden = new Set([...neighbourhood(wn, target), ...neighbourhood(wn, key)]);
    const picks: IndexEntry[] = [];
    for (let attempts = 0; picks.length < 3 && attempts < 400; attempts++) {
      const d = rng.pick(pool);
      if (d.lemma === target.lemma || d.lemma === key.lemma || picks.some((p) => p.lemma === d.lemma)) continue;
      if (sharesStem(d.lemma, target.lemma) || sharesStem(d.lemma, key.lemma)) continue;
      // A distractor must have no sense that is, or links to, any sense of the target or the key.
      if (d.synsets.some((o) => forbidden.has(o) || (wn.synsets.get(o)?.related ?? []).some((r) => forbidden.has(r)))) continue;
      picks.push(d);
    }
    const example = synset.examples.find(
      (e) => new RegExp(`\\b${target.lemma}\\b`, "i").test(e) && e.length <= 90 && e.split(" ").length >= 3,
    );
    const inContext = example !== undefined && wordSeed % 2 === 0;
    const stem = inContext
      ? `As used in "${example}," the word *${target.lemma}* most nearly means`
      : `${capitalise(target.lemma)} most nearly means`;
    const uses = wordCount(target.lemma);
    const why = picks[0] ? ` "${capitalise(picks[0].lemma)}" means ${firstGloss(wn, picks[0])}, which is a different idea.` : "";
    const item = finish(this.id, "WK", seed, rng, {
      topic: inContext ? "words in context" : "synonyms",
      difficulty: uses >= 100 ? "easy" : uses >= 20 ? "medium" : "hard",
      stem,
      correct: key.lemma,
      distractors: picks.map((p) => p.lemma),
      explanation: `As ${POS_LABEL[pos] === "adjective" ? "an adjective" : `a ${POS_LABEL[pos]}`}, "${target.lemma}" means ${synset.gloss}. "${capitalise(key.lemma)}" has that meaning too, so it is the closest synonym.${why}`,
      params: { target: target.lemma, pos, synset: synset.offset },
    });
    return { ...item, id: wordItemId(this.id, pos, target.lemma) };
  },
  recompute(p: Params) {
    // Independent of generate(): the best-known other word of the target's most frequent sense.
    const wn = loadWordNet();
    const pos = String(p.pos) as Pos;
    const target = wn.index.get(`${pos}:${String(p.target)}`);
    const synset = target ? wn.synsets.get(target.synsets[0] as string) : undefined;
    if (!target || !synset) return "";
    let best: IndexEntry | undefined;
    for (const w of synset.words) {
      if (w === target.lemma || !WORD.test(w) || sharesStem(w, target.lemma)) continue;
      const e = wn.index.get(`${pos}:${w}`);
      if (!e || e.tagged < 3 || e.tagged <= target.tagged) continue;
      if (wordCount(e.lemma) < Math.max(MIN_KEY_USES, wordCount(target.lemma))) continue;
      if (e.synsets[0] !== synset.offset || !suitable(wn, e)) continue;
      if (!best || e.tagged > best.tagged || (e.tagged === best.tagged && e.lemma < best.lemma)) best = e;
    }
    return best?.lemma ?? "";
  },
};

export const WK_GENERATORS: readonly Generator[] = [wkSynonyms];
