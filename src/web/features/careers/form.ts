import type { PathfinderPrefill, PathfinderRequest, PrefillKey } from "@contracts/careers";
import { LINE_SCORE_CODES } from "@domain/careers/pathfinder";
import type { BranchCode } from "@domain/constants";

/** What the form holds: the typed text, so a learner can type freely; read as numbers only on search. */
export interface PathfinderForm {
  afqt: string;
  branch: BranchCode | "all";
  lineScores: Readonly<Record<string, string>>;
}

export const EMPTY_FORM: PathfinderForm = { afqt: "", branch: "all", lineScores: {} };

/** Spec §5: non-numeric input becomes 0 (blank stays blank: not entered). */
export function scoreValue(text: string): number {
  const value = Number(text.trim().replace(",", "."));
  return Number.isFinite(value) ? value : 0;
}

export function enteredLineScores(form: PathfinderForm): Record<string, number> {
  const out: Record<string, number> = {};
  for (const code of LINE_SCORE_CODES) {
    const text = form.lineScores[code];
    if (text !== undefined && text.trim() !== "") out[code] = Math.max(0, scoreValue(text));
  }
  return out;
}

/** Spec §5: the search button is enabled only when the AFQT is greater than 0 and a line score is entered. */
export function canSearch(form: PathfinderForm): boolean {
  return scoreValue(form.afqt) > 0 && Object.keys(enteredLineScores(form)).length > 0;
}

export function toRequest(form: PathfinderForm): PathfinderRequest {
  return {
    afqtScore: scoreValue(form.afqt),
    lineScores: enteredLineScores(form),
    ...(form.branch === "all" ? {} : { branch: form.branch }),
  };
}

type Prefilled = NonNullable<PathfinderPrefill["fullTest"]>;

/** The form filled from the latest full test for a branch ("all": every branch at once). */
export function formFromPrefill(prefill: Prefilled, branch: PrefillKey): PathfinderForm {
  const scores = prefill.lineScores[branch];
  return {
    afqt: String(prefill.afqtScore),
    branch,
    lineScores: Object.fromEntries(Object.entries(scores).map(([code, value]) => [code, String(value)])),
  };
}
