/** Spec §2.5 / §9: salary in whole USD. */
export function wholeUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    Math.round(amount),
  );
}

/** "GT 110 · ST 112", the first path's minimums as §3 lists them. */
export function lineScoreList(scores: Readonly<Record<string, number>>): string {
  return Object.entries(scores)
    .map(([code, min]) => `${code} ${min}`)
    .join(" · ");
}
