/**
 * Study materials are written in a small Markdown subset (`## ` subheadings, `- ` bullets, `**bold**`); the solution's
 * study-guide excerpt is shown as plain text, so the marks are dropped rather than shown.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/^\s*-\s+/gm, "• ")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** Whether the explanation only repeats the steps (a bank item's explanation split into steps, for one). */
export function repeatsSteps(explanation: string, steps: readonly string[]): boolean {
  const flat = (s: string) => s.replace(/\s+/g, " ").trim();
  return steps.length > 0 && flat(explanation) === flat(steps.join(" "));
}
