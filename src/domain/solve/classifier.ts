import { contentWords, normaliseText } from "./text";

/**
 * Subject detection: multinomial naive Bayes over word unigrams, word bigrams and character 4-grams, trained on
 * our own bank. Character n-grams keep it working on OCR text with broken words; equal class priors, because the
 * bank's section sizes say how many items our generators make, not how often a learner photographs each subject.
 */
export interface NaiveBayesModel<C extends string> {
  classes: readonly C[];
  logLikelihood: Map<string, Float64Array>;
}

export function features(text: string): string[] {
  const ws = contentWords(text);
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    out.push(`w:${ws[i]}`);
    if (i + 1 < ws.length) out.push(`b:${ws[i]}_${ws[i + 1]}`);
  }
  const s = normaliseText(text).replace(/[^a-z0-9]+/g, " ");
  for (let i = 0; i + 4 <= s.length; i++) out.push(`c:${s.slice(i, i + 4)}`);
  return out;
}

/**
 * Trains on (text, class) pairs. Each class's counts are scaled to the same total so a class with thousands of
 * templated items does not drown one with sixty-five authored ones; Laplace smoothing `alpha`.
 */
export function trainNaiveBayes<C extends string>(
  samples: Iterable<{ text: string; label: C }>,
  classes: readonly C[],
  alpha = 0.5,
): NaiveBayesModel<C> {
  const counts = classes.map(() => new Map<string, number>());
  const totals = classes.map(() => 0);
  for (const { text, label } of samples) {
    const k = classes.indexOf(label);
    if (k < 0) continue;
    const seen = new Set(features(text)); // presence per item: a long passage counts once per feature
    const map = counts[k]!;
    for (const f of seen) map.set(f, (map.get(f) ?? 0) + 1);
    totals[k] = (totals[k] ?? 0) + seen.size;
  }
  const vocabulary = new Set<string>();
  for (const map of counts) for (const f of map.keys()) vocabulary.add(f);
  const V = vocabulary.size;
  const logLikelihood = new Map<string, Float64Array>();
  const scale = classes.map((_, k) => (totals[k] ? 100_000 / totals[k]! : 0));
  for (const f of vocabulary) {
    const row = new Float64Array(classes.length);
    classes.forEach((_, k) => {
      const c = (counts[k]!.get(f) ?? 0) * scale[k]!;
      row[k] = Math.log((c + alpha) / (100_000 + alpha * V));
    });
    logLikelihood.set(f, row);
  }
  return { classes, logLikelihood };
}

/** Classes by posterior probability, most likely first. */
export function classify<C extends string>(model: NaiveBayesModel<C>, text: string): { label: C; probability: number }[] {
  const score = new Float64Array(model.classes.length);
  for (const f of new Set(features(text))) {
    const row = model.logLikelihood.get(f);
    if (!row) continue; // a feature never seen in training says nothing about the subject
    for (let k = 0; k < score.length; k++) score[k] = (score[k] ?? 0) + (row[k] ?? 0);
  }
  const max = Math.max(...score);
  const exp = Array.from(score, (s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return model.classes.map((label, k) => ({ label, probability: (exp[k] ?? 0) / sum })).sort((a, b) => b.probability - a.probability);
}
