import { classify, type NaiveBayesModel } from "./classifier";
import { BANK_MATCH_EXACT, BANK_MATCH_MIN, PATH_CONFIDENCE, type SolvePath } from "./confidence";
import { keyLetter, lookAlikes, matchBank, substitutedWords, type BankIndex, type MatchableItem } from "./match";

/** Two bank matches closer than this are a tie. */
const BANK_TIE = 0.03;
import { solveMath } from "./math";
import { OPTION_LETTERS, splitOptions, type OptionLetter } from "./options";
import { solveVocabulary, type MeaningLookup } from "./vocabulary";

export interface SolvableItem extends MatchableItem {
  explanation: string;
  difficulty: "easy" | "medium" | "hard";
}

/** What the analysis needs to know, built once (server/solve): the bank, the subject model, a thesaurus. */
export interface SolveKnowledge<S extends string> {
  index: BankIndex & { items: readonly SolvableItem[] };
  model: NaiveBayesModel<S>;
  meaning: MeaningLookup;
  /** Sections whose questions the math solver and the thesaurus can work. */
  mathSections: readonly S[];
  vocabularySections: readonly S[];
}

export interface Analysis<S extends string> {
  stem: string;
  options: { letter: OptionLetter; text: string }[];
  subject: S;
  subjectProbability: number;
  path: SolvePath;
  confidence: number;
  answerLetter: OptionLetter | null;
  answer: string;
  explanation: string;
  steps: string[];
  difficulty: "easy" | "medium" | "hard";
  matchedItemId?: string;
  /** Bank items like this question (stems only), for practice. */
  similar: SolvableItem[];
  /**
   * When the words match a group of figure items that only their drawings tell apart: their ids, for the caller to
   * compare the photo's drawing with theirs and ask again with the one it shows (`figureMatch`).
   */
  lookAlikes?: string[];
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9$(])/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Reads a question (OCR text or typed) and works out its answer, in order: our own bank, the math solver (AR, MK),
 * the thesaurus (WK), else an honest "no confident solution". `subjectHint` is the learner's chosen subject for a
 * typed question.
 */
export function analyseQuestion<S extends string>(
  knowledge: SolveKnowledge<S>,
  text: string,
  subjectHint?: S,
  /** The look-alike whose drawing the photo shows (see Analysis.lookAlikes). */
  figureMatch?: string,
): Analysis<S> {
  const { stem, options } = splitOptions(text);
  const matches = matchBank(knowledge.index, text, 6);
  const pinned = figureMatch ? matches[0] && lookAlikes(knowledge.index, matches[0].item).find((it) => it.id === figureMatch) : undefined;
  const best = pinned && matches[0] ? { ...matches[0], item: pinned } : matches[0];
  const ranked = classify(knowledge.model, text);
  const bankSubject = best && best.score >= BANK_MATCH_MIN ? (best.item.section as S) : undefined;
  const subject = subjectHint ?? bankSubject ?? ranked[0]!.label;
  const subjectProbability = subjectHint
    ? 1
    : bankSubject
      ? Math.max(best!.score, ranked.find((r) => r.label === bankSubject)?.probability ?? 0)
      : ranked[0]!.probability;
  const similar = matches
    .filter((m) => m.item.section === subject && m.item.id !== best?.item.id)
    .map((m) => m.item as SolvableItem)
    .slice(0, 3);
  const base: Pick<Analysis<S>, "stem" | "options" | "subject" | "subjectProbability" | "similar" | "lookAlikes"> = {
    stem,
    options,
    subject,
    subjectProbability,
    similar,
  };
  const optionText = (letter: OptionLetter | null) => options.find((o) => o.letter === letter)?.text;

  // Items that read the same but have other keys (the same stem over different figures, say) cannot be told apart.
  const keyOf = (it: MatchableItem) => it.options[it.correctIndex] ?? "";
  const ambiguous =
    !pinned && !!best && matches.slice(1).some((m) => m.score >= best.score - BANK_TIE && keyOf(m.item) !== keyOf(best.item));
  if (best && !ambiguous && best.score >= BANK_MATCH_MIN && (!subjectHint || best.item.section === subjectHint)) {
    const item = best.item as SolvableItem;
    const letter = keyLetter(item, options);
    const exact = best.score >= BANK_MATCH_EXACT && (options.length === 4 || best.coverage >= 0.97);
    const path: SolvePath = pinned ? "bankFigure" : exact ? "bankExact" : "bankPartial";
    // A near match that asks about something else (Mars for Earth) is another question with, maybe, another key.
    if (letter && (exact || substitutedWords(knowledge.index, item, stem).length === 0)) {
      // Our own wording of the key, not the OCR's (which may carry specks); the options too when the photo has the
      // bank's order.
      const keyText = item.options[item.correctIndex] ?? optionText(letter) ?? "";
      const sameOrder = letter === OPTION_LETTERS[item.correctIndex] && item.options.length === 4;
      return {
        ...base,
        options: sameOrder ? item.options.map((text, k) => ({ letter: OPTION_LETTERS[k]!, text })) : options,
        subject: item.section as S,
        path,
        confidence: PATH_CONFIDENCE[path],
        answerLetter: letter,
        answer: `${letter}) ${keyText}`,
        // The working is in the steps; the explanation says where the answer comes from.
        explanation: `This question is in our own question bank; its key is ${letter}) ${keyText}.`,
        steps: sentences(item.explanation),
        difficulty: item.difficulty,
        matchedItemId: item.id,
      };
    }
  }

  const group = ambiguous && best && best.score >= BANK_MATCH_MIN ? lookAlikes(knowledge.index, best.item) : [];
  if (group.length > 1) base.lookAlikes = group.map((it) => it.id);
  const difficulty = best?.item ? (best.item as SolvableItem).difficulty : "medium";
  if (knowledge.mathSections.includes(subject)) {
    const math = solveMath(stem, options);
    if (math) {
      const path: SolvePath = math.letter ? "mathOption" : "mathNoOptions";
      const shown = math.letter ? `${math.letter}) ${optionText(math.letter)}` : formatValue(math.value);
      return {
        ...base,
        path,
        confidence: PATH_CONFIDENCE[path],
        answerLetter: math.letter,
        answer: shown,
        explanation: `Solved as a ${math.method} problem: the result is ${formatValue(math.value)}${math.letter ? `, which is option ${math.letter}` : ""}.`,
        steps: [...math.steps, ...(math.letter ? [`Choose ${shown}.`] : [])],
        difficulty,
      };
    }
  }

  if (knowledge.vocabularySections.includes(subject)) {
    const vocab = solveVocabulary(stem, options, knowledge.meaning);
    if (vocab) {
      const path: SolvePath = vocab.strength === 2 ? "vocabularySynonym" : "vocabularyRelated";
      return {
        ...base,
        path,
        confidence: PATH_CONFIDENCE[path],
        answerLetter: vocab.letter,
        answer: `${vocab.letter}) ${vocab.option}`,
        explanation: `"${vocab.word}" and "${vocab.option}" ${vocab.strength === 2 ? "share a meaning (they are synonyms)" : "are closely related in meaning"}; the other options are not.`,
        steps: [
          `The word asked about is "${vocab.word}".`,
          `Look for the option that could replace it in a sentence without changing the meaning.`,
          `"${vocab.option}" ${vocab.strength === 2 ? "is a synonym" : "has a closely related meaning"}; choose ${vocab.letter}.`,
        ],
        difficulty,
      };
    }
  }

  return {
    ...base,
    path: "none",
    confidence: PATH_CONFIDENCE.none,
    answerLetter: null,
    answer: "No confident solution was found for this question.",
    explanation:
      "We could not work this question out with enough confidence to show an answer. Review the study guide for this subject and try the similar practice questions below.",
    steps: [
      "Read the question again and note what it asks for.",
      "Review the study guide for this subject below.",
      "Practise the similar questions from our bank.",
    ],
    difficulty,
  };
}

function formatValue(x: number): string {
  return Number.isInteger(x) ? x.toLocaleString("en-US") : Number(x.toFixed(4)).toString();
}
